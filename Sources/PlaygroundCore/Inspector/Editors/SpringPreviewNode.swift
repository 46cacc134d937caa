import Animation
import Geometry
import Raster
import Scene

/// A live preview of a spring: a ball on a track that the engine's own spring animation
/// (`AnimationSpec.spring`) moves from one end to the other, from rest, then back after it has
/// settled and paused `hold` seconds, and so on, on timers of the scene's run loop — the scene
/// clock, never the wall clock. A change of the spring restarts the preview from the start end.
/// Under reduce motion the ball jumps.
///
/// Between legs (and while nothing changes) the scene has nothing to animate; during a leg only
/// the ball moves (an offset: no layout). Takes the width proposed and `height` (28 pt).
final class SpringPreviewNode: EditorPlotNode {
    static let height = 28.0
    static let ballDiameter = 16.0
    /// Points between the track's ends and the ball's rest positions.
    static let margin = 6.0
    /// Seconds the ball rests at an end before the next leg.
    static let hold = 0.5
    /// Seconds a leg may last at most (an undamped spring never settles).
    static let longestLeg = 4.0

    private let parameter: Parameter<Spring>
    let ball = Circle().named("PreviewBall")
    /// The end the ball is heading to (or resting at): false the start, true the far end.
    private(set) var atFarEnd = false
    private var timer: SceneTimer?

    init(spring parameter: Parameter<Spring>) {
        self.parameter = parameter
        super.init(debugName: "SpringPreview")
        ball.fill(EditorPalette.live)
        ball.allowsHitTesting = false
        appendChild(ball)
        onChange(of: parameter) { preview, _ in preview.restart() }
    }

    deinit { timer?.invalidate() }

    /// How much of the travel is kept free beyond each end for the overshoot, at most.
    static let largestOvershootShown = 0.5

    /// Points the ball's centre travels between the ends in a preview `width` wide for `spring`,
    /// leaving room beyond both ends for its overshoot (up to `largestOvershootShown`), so the
    /// ball stays on the track.
    static func travel(width: Double, spring: Spring) -> Double {
        max(width - 2 * margin - ballDiameter, 0) / (1 + 2 * min(spring.overshoot, largestOvershootShown))
    }

    /// Points from the preview's left edge to the ball's left edge at the start end.
    static func startX(width: Double, spring: Spring) -> Double {
        margin + min(spring.overshoot, largestOvershootShown) * travel(width: width, spring: spring)
    }

    private var travel: Double { Self.travel(width: size.width, spring: parameter.value) }

    /// Seconds one leg takes: until the engine's spring animation has ended — it runs until the
    /// ball is within `AnimatedValue`'s default settle epsilon (0.001 pt) of the end, here taken
    /// as the settling time to within half that, at most `longestLeg` — then `hold`. So the
    /// scene has nothing to animate while the ball rests.
    static func legDuration(for spring: Spring, travel: Double) -> Double {
        let band = travel > 0 ? min(0.0005 / travel, 0.5) : 0.5
        return min(spring.settlingTime(threshold: band), longestLeg) + hold
    }

    /// Puts the ball back at the start at once and sets off again.
    func restart() {
        timer?.invalidate()
        timer = nil
        atFarEnd = false
        jump {
            // Setting the value the model already has changes nothing, so a leg heading back to
            // the start would fly on: stop the ball where it is first, then put it at the start.
            ball.offset = ball.presentationOffset
            ball.offset = .zero
        }
        // The ends move with the overshoot.
        setNeedsLayout()
        setNeedsPaint()
        startLeg()
    }

    private func startLeg() {
        guard let graph else { return }
        atFarEnd.toggle()
        let target = Point(x: atFarEnd ? travel : 0, y: 0)
        let spring = parameter.value
        graph.runLoop.withAnimation(environment.reduceMotion ? nil : .spring(spring)) { ball.offset = target }
        timer = graph.runLoop.scheduleTimer(interval: Self.legDuration(for: spring, travel: travel), repeats: false) { [weak self] _ in
            self?.startLeg()
        }
    }

    private func jump(_ body: () -> Void) {
        guard let graph else { return body() }
        graph.runLoop.withTransaction(Transaction(), body)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 240, height: Self.height)
    }

    override func placeChildren(in size: Size) {
        let d = Self.ballDiameter
        ball.place(in: Rect(x: Self.startX(width: size.width, spring: parameter.value), y: (size.height - d) / 2, width: d, height: d))
        if timer == nil {
            startLeg()
        } else if atFarEnd, ball.offset.x != travel {
            // A new width moves the far end: the ball goes with it rather than into the void.
            jump { ball.offset = Point(x: travel, y: 0) }
        }
    }

    override func drawContent(in canvas: Canvas, size: Size) {
        let paints = paints
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), cornerRadius: 6, with: paints.plotFill)
        let y = size.height / 2
        let start = Self.startX(width: size.width, spring: parameter.value) + Self.ballDiameter / 2
        let end = start + travel
        canvas.fill(Rect(x: start, y: y - 1, width: end - start, height: 2), with: paints.grid)
        canvas.fillCircle(center: Point(x: start, y: y), radius: 3, with: paints.handle)
        canvas.fillCircle(center: Point(x: end, y: y), radius: 3, with: paints.handle)
    }
}
