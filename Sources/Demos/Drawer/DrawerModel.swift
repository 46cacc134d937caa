import Animation
import Geometry
import Scene

/// D4's state and the article's animation code (seed 003's `ContactDetailViewController`
/// extension), line for line: `setUpAnimation()`, the button's action and the pan handler.
///
/// Offsets are the drawer's translation in points: 0 closed, −`travel` open.
final class DrawerModel {
    /// Points the drawer moves between closed and open (the original's 305).
    static let travel = 305.0
    /// Seconds of a full open or close.
    static let duration = 1.0

    /// The drawer view the animator moves: the original's `@IBOutlet var drawer`, connected when
    /// the demo's body is built.
    var drawer: Node?
    var isDrawerOpen = false
    /// `fractionComplete` when the current drag began.
    var drawerPanStart = 0.0
    var animator: PropertyAnimator? {
        didSet {
            hasAnimator.value = animator != nil
            sampleReadout()
        }
    }
    /// The curve new animators and released drags use (`V` switches it).
    var curve = DrawerCurve.easeOut {
        didSet { sampleReadout() }
    }
    /// The timing the last released drag continued with (for the readout's tests and the curious).
    private(set) var lastContinuationTiming: AnimatorTiming?

    /// True while an animator exists: the readout then follows it on every frame.
    let hasAnimator = State(false)
    /// The animator and drawer as last sampled.
    let readout = State(DrawerReadout(fractionComplete: 0, offset: 0, state: .inactive, isRunning: false,
                                      isReversed: false, curve: .easeOut))

    /// Only when there is no animator or it is not running: a new one (1 s, the current curve)
    /// moving the drawer to the other end. Its completion drops it and reads the drawer's state
    /// from where the drawer ended up.
    func setUpAnimation() {
        guard animator == nil || animator?.isRunning == false else { return }
        guard let drawer, let timeline = drawer.graph?.timeline else { return }
        let target = isDrawerOpen ? 0 : -DrawerModel.travel
        let made = PropertyAnimator(duration: DrawerModel.duration, timing: curve.timing, timeline: timeline) {
            drawer.offset = Point(x: 0, y: target)
        }
        made.addCompletion { [unowned self] _ in
            animator = nil
            isDrawerOpen = drawer.offset.y != 0
        }
        animator = made
    }

    /// The button's action (`toggleDrawerTapped`), also bound to Space.
    func toggleDrawerTapped() {
        setUpAnimation()
        guard let animator else { return }
        if drawer?.environment.reduceMotion == true {
            jump(animator)
        } else {
            animator.startAnimation()
        }
    }

    /// Reduce motion: a toggle does not slide. The animator finishes at once where it was heading,
    /// so its completion updates the state as usual, and the drawer fades in at its new place.
    private func jump(_ animator: PropertyAnimator) {
        let destination: AnimatingPosition = animator.isReversed ? .start : .end
        // Only an active animator can be stopped; pausing activates a fresh one.
        animator.pauseAnimation()
        animator.stopAnimation(false)
        animator.finishAnimation(at: destination)
        guard let drawer, let graph = drawer.graph else { return }
        graph.withAnimation(nil) { drawer.opacity = 0 }
        graph.withAnimation(.easeOut(duration: 0.25)) { drawer.opacity = 1 }
    }

    // MARK: The pan handler (`didPanOnDrawer`)

    func dragBegan() {
        setUpAnimation()
        animator?.pauseAnimation()
        drawerPanStart = animator?.fractionComplete ?? 0
    }

    /// `translation` is the drag's vertical translation in points, positive downwards.
    func dragChanged(translation: Double) {
        let fraction = isDrawerOpen
            ? translation / DrawerModel.travel + drawerPanStart
            : translation / -DrawerModel.travel + drawerPanStart
        animator?.fractionComplete = min(max(fraction, 0), 1)
    }

    /// `velocity` is the release velocity in points per second, positive downwards (0 when the
    /// drag was cancelled, as the original's `default:` branch treats every other state alike).
    func dragEnded(velocity: Double) {
        drawerPanStart = 0
        guard let animator else { return }
        let isSwipingDown = velocity > 0
        // The original only ever sets `true`; assigning the comparison also turns back an animator
        // caught while already reversed and flicked the other way (otherwise it would keep going
        // against the flick). For an animator that is not reversed it is the original's code.
        let reverses = isSwipingDown == !isDrawerOpen
        switch curve {
        case .easeOut:
            lastContinuationTiming = curve.continuation(relativeVelocity: 0)
            animator.continueAnimation(timing: lastContinuationTiming, durationFactor: 0)
            animator.isReversed = reverses
        case .spring:
            // Direction first: the release velocity belongs to the segment `continueAnimation`
            // starts, and a reversal after it would start from rest.
            animator.isReversed = reverses
            let timing = curve.continuation(relativeVelocity: relativeVelocity(velocity, reversed: reverses))
            lastContinuationTiming = timing
            animator.continueAnimation(timing: timing, durationFactor: 0)
        }
    }

    /// The release velocity ÷ the distance still to travel (UIKit's spring velocity: 1 means the
    /// whole remaining distance per second). The original passes points per second here, which
    /// flings the drawer ~300 times too fast.
    func relativeVelocity(_ velocity: Double, reversed: Bool) -> Double {
        // Forward, the animator heads for the other end; reversed, back to where the drawer rests.
        let heading = isDrawerOpen != reversed ? 0 : -DrawerModel.travel
        let remaining = heading - (drawer?.presentationOffset.y ?? 0)
        return remaining != 0 ? velocity / remaining : 0
    }

    // MARK: Readout

    /// Samples the animator and the drawer into `readout` (every frame while an animator exists,
    /// and whenever the animator or curve changes). Allocates nothing.
    func sampleReadout() {
        readout.value = DrawerReadout(
            fractionComplete: animator?.fractionComplete ?? 0,
            offset: drawer?.presentationOffset.y ?? 0,
            state: animator?.state ?? .inactive,
            isRunning: animator?.isRunning ?? false,
            isReversed: animator?.isReversed ?? false,
            curve: curve)
    }
}
