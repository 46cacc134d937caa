/// UIKit's `UIViewAnimatingState`.
public enum AnimatorState: Sendable, Hashable {
    /// Configurable: animations blocks wait, nothing is animating. The initial state, and the
    /// state after the animations end.
    case inactive
    /// The animations exist and are running or paused.
    case active
    /// Stopped by `stopAnimation(false)`: the tracks hold their values until
    /// `finishAnimation(at:)`.
    case stopped
}

/// `UIViewPropertyAnimator` on a `SceneRunLoop`: animations that can be started, paused,
/// scrubbed, reversed, continued with new timing, stopped and finished.
///
/// It animates through `AnimatorTrack`s: its animations blocks run inside
/// `run loop.withTransaction(Transaction(animator: self))`, where the scene graph's setters hand it
/// one track per changed property. Each track has a window of the animator's time fraction
/// (`fractionComplete`, 0…1 of the forward run loop): from its delay to 1.
///
/// Motion model:
/// - Started from scratch, every track follows the timing over its window, so pause and resume
///   continue along the same curve.
/// - Setting `fractionComplete` while paused shows the animation from scratch at that fraction —
///   linearly (`scrubsLinearly`) or through the timing. Resuming after a linear scrub blends the
///   scrubbed values back into the curve (the difference fades linearly to 0 at the end), so
///   nothing jumps.
/// - `continueAnimation` re-times every track from its current value to its target with the given
///   timing and duration, "as if started from its current position" (UIKit's header).
/// - Flipping `isReversed` turns the motion around where it is: it retraces the current curve
///   when that curve reaches the new end (always, for an animation never continued), else the
///   tracks re-ease from their current values with the current timing. Either way the remaining
///   time is the fraction left to travel at the current speed.
///
/// A running animator is registered with its run loop, which keeps it alive, updates its tracks on
/// every advance and ends it at its exact end time, interleaved with timer fires. Invalid calls
/// (those UIKit answers with an exception or assertion) are ignored; each is documented below.
public final class PropertyAnimator {
    /// Seconds of scene time for the whole animation (≥ 0; a negative or non-finite duration
    /// given to `init` becomes 0, which completes on the next advance).
    public let duration: Double
    /// The run loop providing time and transactions.
    public let runLoop: SceneRunLoop
    /// The timing given to `init`. A `continueAnimation` with another timing replaces it until
    /// the animator becomes inactive again.
    public let timing: AnimatorTiming

    /// `inactive` → `active` (start, pause, or setting `fractionComplete`) → `inactive` when the
    /// animations end; `active` → `stopped` (`stopAnimation(false)`) → `inactive`
    /// (`finishAnimation(at:)`).
    public internal(set) var state: AnimatorState = .inactive

    /// True while active and not paused, including a start delay.
    public var isRunning: Bool { state == .active && running }

    /// Seconds of the start delay given to `startAnimation(afterDelay:)`; 0 otherwise.
    public internal(set) var delay: Double = 0

    /// Whether the animation heads to the start (from-values). Settable while inactive (the
    /// animation then starts at the end and plays back) or active (it turns around where it is);
    /// ignored while stopped (UIKit raises). Reset to false when the animator becomes inactive.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// The animation's time fraction, 0…1 of the forward run loop: 0 = the start, 1 = the end,
    /// whatever `isReversed` (UIKit's documented meaning; iOS 11 flips it when reversed, a quirk
    /// not copied). 0 while inactive.
    ///
    /// Setting it (clamped to 0…1; NaN ignored) scrubs a paused animator to that fraction: the
    /// tracks show the animation from scratch at that fraction (see `scrubsLinearly`) on the
    /// current timing, and a later resume runs at the original speed. It activates an inactive
    /// animator (paused) first. Ignored while running or stopped.
    public var fractionComplete: Double {
        get { state == .inactive ? 0 : fraction(at: runLoop.now) }
        set { scrub(to: newValue) }
    }

    /// While paused, `fractionComplete` sets the visual progress linearly (true, UIKit's
    /// default) or through the timing (false).
    public var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused there, without
    /// completions, so it can still be reversed or scrubbed.
    public var pausesOnCompletion = false

    // MARK: Internal state (see PropertyAnimator+Motion.swift)

    var running = false
    var reversed = false
    /// The time fraction at `anchorTime`; while running it moves at 1/`secondsPerUnit` per second
    /// from there (towards 0 when reversed).
    var anchorFraction = 0.0
    /// Scene time from which the fraction moves; later than `now` during a start delay.
    var anchorTime = 0.0
    /// Scene seconds per unit of time fraction: `duration` unless a continuation changed it.
    var secondsPerUnit: Double
    /// Tie-break order among events at the same time, assigned by the run loop.
    var sequence = 0
    var resolvedTiming: ResolvedAnimatorTiming
    /// `timing` resolved once (fitting a spring samples it); restored when the animator ends.
    let originalResolvedTiming: ResolvedAnimatorTiming
    var tracks: [AnimatorTrackState] = []
    var segment = AnimatorSegment()
    /// Window start for tracks added by the animations block now running, nil outside a block.
    var blockWindowStart: Double?
    var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var lastUpdateTime = -Double.infinity

    /// UIKit's `init(duration:curve:animations:)` and friends. `animations`, if any, is the first
    /// animations block; nothing runs until the animator becomes active.
    public init(duration: Double, timing: AnimatorTiming = .curve(.easeInEaseOut), runLoop: SceneRunLoop,
                animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timing = timing
        self.runLoop = runLoop
        secondsPerUnit = self.duration
        originalResolvedTiming = ResolvedAnimatorTiming(timing)
        resolvedTiming = originalResolvedTiming
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// Runs the animations from where they are. Inactive: activates (running the animations
    /// blocks) and starts, from the start (or from the end if `isReversed`). Paused: resumes along
    /// the same curve. Running: no effect. Stopped: ignored (UIKit raises).
    public func startAnimation() {
        switch state {
        case .stopped: return
        case .inactive: activate()
        case .active: if running { return }
        }
        beginRunning(afterDelay: 0)
        report(.started(delay: 0))
    }

    /// Activates an inactive animator and starts it `afterDelay` seconds of scene time from now;
    /// the tracks show their from-values meanwhile and `fractionComplete` stays 0. Ignored unless
    /// inactive (UIKit raises for a paused or stopped one) or for a negative or non-finite delay.
    public func startAnimation(afterDelay seconds: Double) {
        guard state == .inactive, seconds.isFinite, seconds >= 0 else { return }
        activate()
        beginRunning(afterDelay: seconds)
        delay = seconds
        report(.started(delay: seconds))
    }

    /// Pauses where it is (a pending start delay is dropped). Inactive: activates, running the
    /// animations blocks, paused at the start. Paused: no effect. Stopped: ignored (UIKit raises).
    public func pauseAnimation() {
        switch state {
        case .stopped:
            return
        case .inactive:
            activate()
        case .active:
            guard running else { return }
            freeze()
            updateTracks()
        }
        report(.paused)
    }

    /// UIKit's `continueAnimation(withTimingParameters:durationFactor:)`: from its current values,
    /// every track animates to its target (the end, or the start if reversed) with `timing` (nil:
    /// the timing in place), and the animator runs. The remaining time is `durationFactor` × the
    /// animator's `duration`, "a unit duration defined by the originally specified duration";
    /// `durationFactor` 0 (or negative, or not finite) keeps the remaining time of the original
    /// duration, i.e. the fraction left × `duration`. Ignored unless active (UIKit requires an
    /// active animator).
    public func continueAnimation(timing: AnimatorTiming?, durationFactor: Double) {
        guard state == .active else { return }
        freeze()
        let travel = reversed ? anchorFraction : 1 - anchorFraction
        let perUnit = durationFactor.isFinite && durationFactor > 0 && travel > 0
            ? durationFactor * duration / travel
            : duration
        let resolved = timing.map(ResolvedAnimatorTiming.init)
        reEase(reversed: reversed, timing: resolved, secondsPerUnit: perUnit,
               initialVelocity: (resolved ?? resolvedTiming).initialVelocity)
        beginRunning(afterDelay: 0)
        report(.continued)
    }

    /// UIKit's `stopAnimation(_:)`: the tracks stop at their current values. `withoutFinishing`
    /// true: tracks end at `.current`, no completion runs, → inactive. False: → stopped, waiting
    /// for `finishAnimation(at:)`. Ignored unless active (UIKit raises for a stopped animator;
    /// an inactive one has nothing to stop).
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freeze()
        updateTracks()
        if withoutFinishing {
            end(at: .current, runCompletions: false)
        } else {
            state = .stopped
            report(.stopped)
        }
    }

    /// UIKit's `finishAnimation(at:)`: ends a stopped animator — tracks end at `position`,
    /// completions run with `position`, → inactive. Ignored unless stopped (UIKit raises).
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return }
        end(at: position, runCompletions: true)
    }

    /// Adds an animations block. Inactive: it runs on activation and its tracks start after
    /// `delayFactor` × `duration` and end with the animation. Active: it runs now, and its tracks
    /// start after `delayFactor` × the remaining fraction (UIKit: "multiplied by the animator's
    /// remaining duration") and end with the animation; added while reversed, that window lies in
    /// the forward part not being traversed, so the tracks stay at their from-values unless the
    /// animator turns forward again. `delayFactor` is clamped to 0…1 (NaN → 0). Ignored while
    /// stopped (UIKit raises).
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
        let factor = delayFactor.isNaN ? 0 : min(max(delayFactor, 0), 1)
        switch state {
        case .stopped:
            return
        case .inactive:
            pendingBlocks.append((animations, factor))
        case .active:
            let now = fraction(at: runLoop.now)
            run(animations, windowStart: now + factor * (1 - now))
            updateTracks()
        }
    }

    /// Adds a block called with the final position when the animations end: naturally (`.end`,
    /// or `.start` if reversed; not with `pausesOnCompletion`) or by `finishAnimation(at:)`. Not
    /// called for `stopAnimation(true)`. Completions are dropped when the animator becomes
    /// inactive; one added while inactive waits for the next run.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Called by the scene graph from a property setter while this animator's animations block
    /// runs. The track animates over the block's window (or, outside a block while active, from
    /// the current fraction to the end) and is updated at once. Outside an active animator
    /// (inactive, or stopped) there is nothing to animate with: the track ends at once at `.end`,
    /// so the property takes its new value and no track is left without an end.
    public func addTrack(_ track: AnimatorTrack) {
        addTrack(track, windowStart: nil)
    }

    /// `addTrack(_:)` for a change made later on behalf of a block — the layout a block's changes
    /// caused, run at the next frame — with the block's window start (a forward time fraction,
    /// `Transaction.animatorWindowStart`), so the change keeps in step with the block's others.
    public func addTrack(_ track: AnimatorTrack, windowStart: Double?) {
        guard state == .active else {
            track.animatorDidEnd(at: .end)
            return
        }
        let start = (blockWindowStart ?? windowStart).map { min(max($0, 0), 1) }
        insert(track, windowStart: start ?? fraction(at: runLoop.now))
        if blockWindowStart == nil { updateTracks() }
    }
}
