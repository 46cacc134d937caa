import Animation
import Geometry
import Scene

/// D4's state, its parameters and the article's animation code (seed 003's
/// `ContactDetailViewController` extension): `setUpAnimation()`, the button's action and the pan
/// handler.
///
/// The drawer's position is its `openness`, 0 closed … 1 open (a spring overshoots a little); its
/// translation is −openness × `travel` points. The article's animator moves the drawer's
/// translation in points; this one moves the openness (through `DrawerOpennessTrack`), with the
/// same calls, fractions and timings, so that every parameter can change at any moment without
/// leaving the drawer or an animator behind.
final class DrawerModel {
    /// The drawer's height in points (the original's 350).
    static let drawerHeight = 350.0
    /// Points between the closed and the open drawer the demo starts with (the original's 305).
    static let defaultTravel = 305.0

    // MARK: Parameters

    /// Seconds a whole open or close takes (the animator's `duration`): 0.2…3 in steps of 0.1,
    /// 1 to start with. A new value applies from the next animator: one already made keeps its
    /// duration (UIKit's is read-only), including a drag's release, which continues it.
    let duration = Parameter("duration", "Seconds a whole open or close takes (from the next animator)", default: 1,
                             range: 0.2...3, step: 0.1, unit: "s")
    /// The timing, one of `DrawerCurve`'s options: easeOut (the original) or spring; `V` switches
    /// it. A new value applies to the next animator and to the next release of a drag (which
    /// re-times the animator there); an animator running by itself keeps the timing it has.
    let timing = Parameter("timing", "The animators' timing: the ease-out curve or a spring (V)",
                           default: DrawerCurve.easeOut.rawValue, options: DrawerCurve.allCases.map(\.optionName))
    /// The ease-out timing's cubic Bézier curve: Core Animation's easeOut (0, 0, 0.58, 1) to
    /// start with, any curve the curve editor makes (x within 0…1). Applies as `timing` does.
    let curve = Parameter("curve", "The ease-out timing's curve", default: TimingCurve.easeOut)
    /// The spring's damping ratio (`UISpringTimingParameters(dampingRatio:)`: 1 settles without
    /// overshoot, less bounces, more creeps): 0.1…1.5 in steps of 0.05, 0.8 to start with. Applies
    /// as `timing` does.
    let dampingRatio = Parameter("dampingRatio", "The spring's damping ratio (1: no overshoot, less: bouncier)",
                                 default: DrawerCurve.springDampingRatio, range: 0.1...1.5, step: 0.05)
    /// Points the drawer moves between closed and open: 100…345 in steps of 5, 305 to start
    /// with. The closed drawer shows 350 − travel points; the open one shows all of it. Follows
    /// at once, wherever the drawer is: closed, the strip grows or shrinks; open, it stays fully
    /// shown; mid-flight or mid-drag it keeps its fraction of the way and its heading, and a drag
    /// scrubs by `ty / travel` from then on.
    let travel = Parameter("travel", "Points the drawer moves between closed and open", default: DrawerModel.defaultTravel,
                           range: 100...345, step: 5, unit: "pt")

    /// Whether a paused animator scrubs linearly (UIKit's `scrubsLinearly`, true by default):
    /// `fractionComplete` then moves the drawer straight along its way, so an ease-out caught
    /// mid-flight jumps from its eased place to its linear one (its time fraction), as UIKit's
    /// does; false scrubs along the timing, and a caught drawer stays under the pointer.
    let scrubsLinearly = Parameter("scrubsLinearly",
                                   "A held drawer follows fractionComplete linearly (UIKit's default: a caught ease-out jumps) or along its curve",
                                   default: true)

    // MARK: State

    /// How far open the drawer is: 0 closed, 1 open; what the animator animates.
    let openness = State(0.0)
    /// The drawer's translation in points: 0 closed, −travel open.
    let offset: DerivedState<Double>
    /// Points of the closed drawer that show above the demo's bottom edge: 350 − travel.
    let visibleHeight: DerivedState<Double>
    /// What the readout shows for the timing ("ease-out", "spring 0.8", …).
    let timingLabel: DerivedState<String>

    /// The drawer view: the original's `@IBOutlet var drawer`, connected when the demo's body is
    /// built (for its run loop, environment and what is on screen).
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
    /// The track moving `openness` now; a track an animator left behind (a newer one took over)
    /// moves nothing.
    var openingTrack: DrawerOpennessTrack?
    /// The timing the last released drag continued with (for the readout's tests and the curious).
    private(set) var lastContinuationTiming: AnimatorTiming?

    /// True while an animator exists: the readout then follows it on every frame.
    let hasAnimator = State(false)
    /// The animator and drawer as last sampled.
    let readout = State(DrawerReadout(fractionComplete: 0, offset: 0, state: .inactive, isRunning: false,
                                      isReversed: false, scrubsLinearly: true, curve: .easeOut))

    /// The model's own observations of its parameters.
    private var subscriptions: [Subscription] = []
    /// The scene's run loop, which the animators run on.
    private let runLoop: SceneRunLoop

    init(runLoop: SceneRunLoop) {
        self.runLoop = runLoop
        offset = combine(openness, travel) { openness, travel in
            // −0 would read as "open" nowhere, but keep the closed drawer at a plain 0.
            openness == 0 ? 0 : -(openness * travel)
        }
        visibleHeight = travel.map { DrawerModel.drawerHeight - $0 }
        timingLabel = combine(timing, curve, dampingRatio) { timing, curve, ratio in
            DrawerCurve(option: timing).label(curve: curve, dampingRatio: ratio)
        }
        // After `offset`, which subscribed to `travel` first: the drawer has moved when these run.
        for parameter in [timing, curve, dampingRatio, travel, scrubsLinearly] as [AnyParameter] {
            subscriptions.append(parameter.subscribeErased { [unowned self] in sampleReadout() })
        }
    }

    /// The timing new animators and released drags use (the `timing` parameter).
    var curveKind: DrawerCurve { DrawerCurve(option: timing.value) }

    /// `V`: the other timing.
    func switchTiming() {
        timing.value = (curveKind == .easeOut ? DrawerCurve.spring : .easeOut).rawValue
    }

    /// Only when there is no animator or it is not running: a new one (`duration`, the current
    /// timing) moving the drawer to the other end. Its completion drops it and reads the drawer's
    /// state from where the drawer ended up.
    func setUpAnimation() {
        guard animator == nil || animator?.isRunning == false else { return }
        let target = isDrawerOpen ? 0.0 : 1.0
        let made = PropertyAnimator(duration: duration.value,
                                    timing: curveKind.timing(curve: curve.value, dampingRatio: dampingRatio.value),
                                    runLoop: runLoop)
        // The original's `self.drawer.transform = …`: the block runs when the animator activates,
        // and the track starts from the drawer's openness then.
        made.addAnimations { [unowned self, unowned made] in
            let track = DrawerOpennessTrack(model: self, from: openness.value, to: target)
            openingTrack = track
            made.addTrack(track)
        }
        made.scrubsLinearly = scrubsLinearly.value
        made.addCompletion { [unowned self] _ in
            animator = nil
            isDrawerOpen = openness.value != 0
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
        guard let drawer else { return }
        drawer.withAnimation(nil) { drawer.opacity = 0 }
        drawer.withAnimation(.easeOut(duration: 0.25)) { drawer.opacity = 1 }
    }

    // MARK: The pan handler (`didPanOnDrawer`)

    func dragBegan() {
        setUpAnimation()
        animator?.scrubsLinearly = scrubsLinearly.value
        animator?.pauseAnimation()
        drawerPanStart = animator?.fractionComplete ?? 0
    }

    /// `translation` is the drag's vertical translation in points, positive downwards; a whole
    /// `travel` of it scrubs the animator from one end to the other.
    func dragChanged(translation: Double) {
        let travel = travel.value
        let fraction = isDrawerOpen
            ? translation / travel + drawerPanStart
            : translation / -travel + drawerPanStart
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
        let kind = curveKind
        switch kind {
        case .easeOut:
            let timing = kind.continuation(curve: curve.value, dampingRatio: dampingRatio.value, relativeVelocity: 0)
            lastContinuationTiming = timing
            animator.continueAnimation(timing: timing, durationFactor: 0)
            animator.isReversed = reverses
        case .spring:
            // Direction first: the release velocity belongs to the segment `continueAnimation`
            // starts, and a reversal after it would start from rest.
            animator.isReversed = reverses
            let timing = kind.continuation(curve: curve.value, dampingRatio: dampingRatio.value,
                                           relativeVelocity: relativeVelocity(velocity, reversed: reverses))
            lastContinuationTiming = timing
            animator.continueAnimation(timing: timing, durationFactor: 0)
        }
    }

    /// The release velocity ÷ the distance still to travel (UIKit's spring velocity: 1 means the
    /// whole remaining distance per second). The original passes points per second here, which
    /// flings the drawer ~300 times too fast.
    func relativeVelocity(_ velocity: Double, reversed: Bool) -> Double {
        // Forward, the animator heads for the other end; reversed, back to where the drawer rests.
        let heading = isDrawerOpen != reversed ? 0 : -travel.value
        let remaining = heading - (drawer?.presentationOffset.y ?? 0)
        return remaining != 0 ? velocity / remaining : 0
    }

    // MARK: Readout

    /// Samples the animator and the drawer into `readout` (every frame while an animator exists,
    /// and whenever the animator or a parameter changes). Allocates nothing.
    func sampleReadout() {
        readout.value = DrawerReadout(
            fractionComplete: animator?.fractionComplete ?? 0,
            offset: drawer?.presentationOffset.y ?? 0,
            state: animator?.state ?? .inactive,
            isRunning: animator?.isRunning ?? false,
            isReversed: animator?.isReversed ?? false,
            scrubsLinearly: animator?.scrubsLinearly ?? scrubsLinearly.value,
            curve: curveKind)
    }
}
