import Animation
import Geometry
import Scene

/// D6's state, its parameters and what a drag, a throw, an undo and a new deal do to the pile.
final class CardStackModel {
    // guide: parameters
    /// The spring that settles the stack: a card let go short of the threshold returns on it,
    /// the cards below move up on it, undo and a new deal use it.
    let spring = Parameter("spring", "The spring that returns a card and moves the stack up",
                           default: Spring(response: 0.45, dampingFraction: 0.68))
    /// The spring a thrown card flies off on, starting at the finger's speed.
    let throwSpring = Parameter("throwSpring", "The spring a thrown card flies off on",
                                default: Spring(response: 0.7, dampingFraction: 1))
    /// How far, as a fraction of the card's width, a release must be heading sideways to throw
    /// the card: the drag's translation plus where its speed would carry it (0.1…1).
    let threshold = Parameter("threshold", "Sideways travel (card widths) a release needs to throw",
                              default: 0.4, range: 0.1...1, step: 0.05)
    /// Degrees the card turns per card width travelled sideways (0…45).
    let tilt = Parameter("tilt", "Degrees a card turns per card width travelled sideways",
                         default: 12, range: 0...45, step: 1, unit: "°")
    /// Points of each card's bottom edge that show below the card above it (0…40).
    let peek = Parameter("peek", "Points of each lower card that show below the one above",
                         default: 14, range: 0...40, step: 1, unit: "pt")
    // guide: end

    // guide: state
    /// The cards, stacked and thrown, and the drag: the one source of truth the scene draws.
    let pile = State(CardPile())
    // guide: end

    /// Thrown cards, most recent last, with the side each left by: what undo brings back. Room
    /// for the whole deck from the start, so a throw in a steady frame never grows it.
    private var discarded: [ThrownCard] = []
    /// Throws so far: each thrown card's `serial`.
    private var throwCount = 0
    /// The scene's run loop: a thrown card leaves the scene once its flight has settled.
    private let runLoop: SceneRunLoop

    init(runLoop: SceneRunLoop) {
        self.runLoop = runLoop
        discarded.reserveCapacity(Card.deck.count)
    }

    // guide: update
    /// Changes the pile once, with `animation` (nil: a jump): every edit in `body` lands in one
    /// assignment, so the scene never sees a half-made pile.
    private func update(_ animation: AnimationSpec?, _ body: (inout CardPile) -> Void) {
        var pile = self.pile.value
        body(&pile)
        runLoop.withAnimation(animation) { self.pile.value = pile }
    }
    // guide: end

    // guide: gestures
    /// The finger moved: the top card follows it exactly, without animation.
    func dragChanged(translation: Point) {
        guard !pile.value.deck.isEmpty else { return }
        update(nil) { pile in pile.drag = translation }
    }

    /// The finger lifted, moving at `velocity` points per second: a release heading far enough
    /// sideways throws the card, anything else springs it back; both springs start at the
    /// finger's speed, so the card never jumps from the hand to the animation.
    func dragEnded(velocity: Point, metrics: CardStackMetrics) {
        let drag = pile.value.drag
        let projected = drag.x + velocity.x * DragValue.decelerationProjection
        if abs(projected) >= threshold.value * metrics.cardWidth {
            throwTopCard(direction: Point(x: projected < 0 ? -1 : 1, y: 0), velocity: velocity, metrics: metrics)
        } else {
            update(.spring(spring.value, initialVelocity: Self.relativeVelocity(velocity, from: drag, to: .zero))) { pile in
                pile.drag = .zero
            }
        }
    }
    // guide: end

    // guide: throw
    /// Throws the top card toward `direction` (the finger's own direction when it moves
    /// sideways fast enough): it flies off on `throwSpring` at the finger's `velocity` while
    /// the cards below move up on `spring`, and leaves the scene once its flight has settled.
    func throwTopCard(direction: Point, velocity: Point = .zero, metrics: CardStackMetrics) {
        guard let card = pile.value.deck.first else { return }
        let from = pile.value.drag
        var heading = direction
        if velocity.x * direction.x > 0, abs(velocity.y) < abs(velocity.x) { heading = velocity }
        let length = max((heading.x * heading.x + heading.y * heading.y).squareRoot(), 1e-9)
        let target = from + heading * (metrics.throwDistance / length)
        throwCount += 1
        let thrown = ThrownCard(card: card, offset: target, serial: throwCount)
        // Two transactions: one velocity would otherwise kick every card that moves.
        update(.spring(throwSpring.value, initialVelocity: Self.relativeVelocity(velocity, from: from, to: target))) { pile in
            pile.fly(thrown)
        }
        update(.spring(spring.value)) { pile in pile.removeTop() }
        discarded.append(thrown)
        runLoop.scheduleTimer(interval: throwSpring.value.settlingDuration(), repeats: false) { [weak self] _ in
            // Brought back already (undo, a new deal): nothing to end.
            guard let self, pile.value.isFlying(thrown) else { return }
            update(nil) { pile in pile.land(thrown) }
        }
    }
    // guide: end

    /// `Z`: the last thrown card comes back to the top of the stack: from where it is if still
    /// in flight (the spring takes over its velocity), else from the side it left by.
    func undo() {
        guard let last = discarded.popLast() else { return }
        if !pile.value.isFlying(last) {
            // Gone from the scene: back first, without animation, where it left.
            update(nil) { pile in pile.fly(last) }
        }
        update(.spring(spring.value)) { pile in pile.bringBackTop() }
    }

    /// Seconds between two cards of a new deal.
    static let dealInterval = 0.08

    /// `R`: a new deal: the thrown cards come back one after another, the last thrown first,
    /// each as `Z` brings it (from where it flies, or from the side it left by), until the stack
    /// is whole again in its original order. One card at a time: no two cards ever cross-fade
    /// over each other.
    func deal() {
        dealTimer?.invalidate()
        dealTimer = nil
        update(.spring(spring.value)) { pile in pile.drag = .zero }
        guard !discarded.isEmpty else { return }
        undo()
        guard !discarded.isEmpty else { return }
        dealTimer = runLoop.scheduleTimer(interval: Self.dealInterval, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            undo()
            if discarded.isEmpty {
                timer.invalidate()
                dealTimer = nil
            }
        }
    }

    /// The deal under way, bringing the next card back on each tick.
    private var dealTimer: SceneTimer?

    /// The fastest hand-over, in distances per second.
    static let maximumRelativeVelocity = 40.0

    /// `velocity` as a spring's initial velocity for the move from `from` to `to`: its part along
    /// the move, in distances per second (what `AnimationSpec.initialVelocity` takes).
    static func relativeVelocity(_ velocity: Point, from: Point, to: Point) -> Double {
        let move = to - from
        let squared = move.x * move.x + move.y * move.y
        guard squared > 1e-12 else { return 0 }
        let relative = (velocity.x * move.x + velocity.y * move.y) / squared
        // An absurd flick (a pointer warped across the screen in one event) must not turn into a
        // spring that rings for a minute.
        return relative.isFinite ? min(max(relative, -maximumRelativeVelocity), maximumRelativeVelocity) : 0
    }

    /// Every parameter, in the inspector's order.
    var parameters: [AnyParameter] { [spring, throwSpring, threshold, tilt, peek] }
}
