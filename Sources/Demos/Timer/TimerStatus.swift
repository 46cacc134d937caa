/// Where the countdown is: the article's `TimerStatus` (`.stopped`, `.running`, `.pause`).
public enum TimerStatus: Hashable, Sendable {
    /// Not counting; the remaining time is the full duration, which `+`/`-` may change.
    case stopped
    /// Counting down on every tick.
    case running
    /// Holding the remaining time; the orbit stays on screen.
    case paused
}
