/// Watches what a `SceneRunLoop` does over time: timer fires and every change of a property
/// animator's state. The animation timeline (`AnimationRecorder`) is built from it.
///
/// Calls come synchronously, with the run loop's `now` at the event's time. An observer must not
/// change the run loop or the animator from inside a call.
public protocol RunLoopObserver: AnyObject {
    /// `timer` fired `ticks` times (more than one when a catch-up applied a run of ticks at once,
    /// the last at `time`), scene seconds.
    func timer(_ timer: SceneTimer, didFire ticks: Int, at time: Double)
    /// `animator` changed as `change` says at scene time `time`.
    func animator(_ animator: PropertyAnimator, didChange change: AnimatorChange, at time: Double)
}

/// A change in a property animator's life, as UIViewPropertyAnimator's methods make them.
public enum AnimatorChange: Sendable, Equatable {
    /// `startAnimation` (with its delay, seconds ≥ 0): the clock runs.
    case started(delay: Double)
    /// `pauseAnimation`: the clock stops at the current fraction.
    case paused
    /// `fractionComplete` set while paused: the fraction jumps there (0…1).
    case scrubbed(to: Double)
    /// `isReversed` changed: the animator heads for the other end.
    case reversed(Bool)
    /// `continueAnimation`: the clock runs again, re-eased from the current fraction.
    case continued
    /// `stopAnimation(false)`: stopped, waiting for `finishAnimation`.
    case stopped
    /// The animator ended (its end reached, `finishAnimation`, or `stopAnimation(true)`) at
    /// `position`; it is inactive again.
    case ended(AnimatingPosition)
}
