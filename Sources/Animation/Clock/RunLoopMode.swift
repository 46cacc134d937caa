/// The run-loop mode a `SceneTimer` is scheduled in: Foundation's `RunLoop.Mode.default` and
/// `RunLoop.Mode.common`.
///
/// On iOS a drag puts the main run loop in its tracking mode, where only timers added for the
/// common modes fire; that is why a `Timer.scheduledTimer` stopwatch freezes while a scroll view
/// is dragged. `SceneRunLoop.isTracking` plays the tracking mode's part.
public enum RunLoopMode: Sendable, Hashable {
    /// `RunLoop.Mode.default`: does not fire while the run loop is tracking. Ticks missed during
    /// tracking are coalesced into one fire when tracking ends.
    case `default`
    /// `RunLoop.Mode.common`: fires on its grid whether or not the run loop is tracking.
    case common
}
