import Geometry
import Raster
import Scene

/// The progress ring (the article's `ProgressBarView`): a dark grey circle, and on it the part of
/// the countdown still to go, from 12 o'clock clockwise, stroked with an angular gradient of the
/// ring's two hues [A, B, A] with round caps. Both circles are inset by 15 points and fit the
/// smaller side of the demo.
enum TimerRing {
    /// UIKit's `UIColor.darkGray` (one-third white), the original's track.
    static let trackColor = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    /// Saturation and brightness of the gradient's hues.
    static let saturation = 0.75
    static let brightness = 0.9

    static func make(model: TimerModel, metrics: DerivedState<TimerMetrics>) -> Node {
        // The view's own state, like the article's `@State`: made afresh each time the ring is
        // inserted (G), so its hues start again at 0.5 and 0.3.
        let hues = State(HuePair())
        let gradient = combine(hues, metrics) { hues, metrics in Gradient(hues: hues, center: metrics.ringCenter) }
        return ZStack {
            Circle()
                .stroke(TimerRing.trackColor, lineWidth: TimerMetrics.ringLineWidth)
                .padding(TimerMetrics.ringPadding)
            Circle()
                .trim(from: 0)
                .bind(model.progress) { ring, progress in ring.trimEnd = progress }
                .stroke(gradient, lineWidth: TimerMetrics.ringLineWidth, cap: .round) { gradient, paint in gradient.update(&paint) }
                // The circle starts at 3 o'clock; a quarter turn back puts its start (and the
                // gradient's, which turns with the shape) at 12.
                .rotationEffect(-Double.pi / 2)
                .named("Progress")
                .padding(TimerMetrics.ringPadding)
        }
        .allowsHitTesting(false)
        .onChange(of: model.tickCount) { _, _ in hues.value.advance(by: model.hueStep.value) }
        .named("Ring")
    }

    /// What the progress stroke's paint is made from: the paint is recoloured only when one of
    /// these changes (once per tick, or on a resize), never per frame, and in place, so a
    /// countdown left running does not churn the allocator.
    struct Gradient: Equatable {
        var hues: HuePair
        /// The gradient's centre in the progress shape's coordinates, in points.
        var center: Point

        /// Brings `paint` to these hues — A at the start, B halfway round, A again at the end, so
        /// the seam at 12 o'clock does not show —, its stops recoloured in place when it is this
        /// gradient around the same centre, else a new gradient.
        func update(_ paint: inout Paint?) {
            let a = Color(hue: hues.a, saturation: TimerRing.saturation, brightness: TimerRing.brightness)
            let b = Color(hue: hues.b, saturation: TimerRing.saturation, brightness: TimerRing.brightness)
            if paint.flatMap(Self.center(of:)) == center, paint?.updateGradientStops({ stops in
                guard stops.count == 3 else {
                    stops = [GradientStop(0, a), GradientStop(0.5, b), GradientStop(1, a)]
                    return
                }
                stops[0].color = a
                stops[1].color = b
                stops[2].color = a
            }) == true {
                return
            }
            paint = AngularGradient(center: center, stops: [GradientStop(0, a), GradientStop(0.5, b), GradientStop(1, a)])
                .map { .angularGradient($0) }
        }

        /// The centre of `paint`'s angular gradient (nil: not one); a function, so the gradient
        /// it reads is released before the paint is changed in place.
        private static func center(of paint: Paint) -> Point? {
            guard case .angularGradient(let gradient) = paint.shader else { return nil }
            return gradient.center
        }
    }
}
