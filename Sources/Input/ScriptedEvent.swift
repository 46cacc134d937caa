/// One event of an input script, due at `time`.
public struct ScriptedEvent: Hashable, Sendable {
    /// Seconds since start on the frame loop's run loop (the one `render --at` counts in), ≥ 0.
    /// Slow motion and pause act on the scene clock, never on this run loop.
    public var time: Double
    /// What happens then, exactly as a window would deliver it.
    public var event: InputEvent
    /// The script line (1-based) the event came from; a `drag` or `click` gives several events
    /// with the same line.
    public var line: Int

    /// `event` due at `time` seconds, from script line `line`.
    public init(time: Double, event: InputEvent, line: Int) {
        self.time = time
        self.event = event
        self.line = line
    }
}
