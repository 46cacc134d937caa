import Animation
import Geometry
import Raster
import Scene

/// The effect (the article's `AnimationView`): two small translucent circles that rest together
/// at 12 o'clock just inside the ring and go round it in opposite directions, a lap every
/// `orbitPeriod` seconds plus a short rest (5.1 s in all by default), each coloured by one of
/// the view's two hues.
///
/// As in the article, each circle is offset up by the orbit's radius and then rotated about the
/// demo's centre; on every flip of the counter circle A's rotation goes 0° → 360° and B's
/// 360° → 0° (then back), eased in and out over `orbitPeriod` seconds. Under reduce motion the
/// rotation jumps instead: a full turn lands where it started, so the circles stay at 12 o'clock
/// and only their colours change.
enum OrbitingCircles {
    /// Saturation, brightness and opacity of the circles' colours.
    static let saturation = 1.0
    static let brightness = 1.0
    static let opacity = 0.5

    /// One lap of `period` seconds (the article's `.animation(.easeInOut(duration: 5))`).
    static func spin(period: Double) -> AnimationSpec { .easeInOut(duration: period) }

    static func make(model: TimerModel, metrics: DerivedState<TimerMetrics>) -> Node {
        // The view's own state, like the article's `@State`: made afresh each time the orbit is
        // inserted (Start after a stop, or E), so every appearance starts with the first lap.
        let hues = State(HuePair())
        let counter = State(OrbitCounter())
        let clockwise = counter.map(\.clockwise)
        return ZStack {
            circle(hues, \.a, angle: clockwise.map { $0 ? 0 : 2 * Double.pi }, model: model, metrics: metrics)
                .named("Orbit A")
            circle(hues, \.b, angle: clockwise.map { $0 ? 2 * Double.pi : 0 }, model: model, metrics: metrics)
                .named("Orbit B")
        }
        .allowsHitTesting(false)
        .onChange(of: model.tickCount) { _, _ in
            // The parameters as they are at this tick: a change applies from the next one.
            counter.value.advance(by: model.tickSeconds, limit: model.orbitPeriod.value)
            hues.value.advance(by: model.hueStep.value)
        }
        .named("Orbit")
    }

    /// A circle's translucent colour: blended source-over, so where the two overlap the result
    /// is 0.75 opaque.
    static func color(hue: Double) -> Color {
        Color(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
    }

    /// One circle at 12 o'clock on the orbit, coloured by the hue at `hue`, turned about the
    /// demo's centre by `angle` radians (clockwise). The offset sits on the circle and the
    /// rotation on the 20 × 20 frame around it, so the circle is moved up first and then turned
    /// about the frame's centre — the order of the article's `.offset(y:)` then `.rotationEffect`.
    ///
    /// The colour binds to the hue pair itself rather than to a derived colour: a pair fits an
    /// observer's inline storage, a colour would be boxed on every tick.
    private static func circle(_ hues: State<HuePair>, _ hue: KeyPath<HuePair, Double>, angle: DerivedState<Double>,
                               model: TimerModel, metrics: DerivedState<TimerMetrics>) -> Node {
        Circle()
            .bind(hues) { circle, hues in circle.fillColor = OrbitingCircles.color(hue: hues[keyPath: hue]) }
            .bind(metrics) { circle, metrics in circle.offset = Point(x: 0, y: -metrics.orbitRadius) }
            .frame(width: TimerMetrics.circleDiameter, height: TimerMetrics.circleDiameter)
            .bind(angle) { frame, angle in
                // The period as it is at this flip: a lap in flight keeps the one it started with.
                // Under reduce motion the engine makes the turn a jump.
                frame.withAnimation(OrbitingCircles.spin(period: model.orbitPeriod.value)) { frame.rotation = angle }
            }
    }
}
