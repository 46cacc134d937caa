import Input

/// Replays an `InputScript` into a session through `PlaygroundSession.handle(_:)`, the path the
/// window's own events take, so a demo cannot tell a replay from a person.
///
/// The host calls `deliver(to:through:)` with each frame's time before advancing the session to
/// it (`FrameClock` in `render`, `SessionContent` in the window). Every event lands at its own
/// time whatever the frame rate: the session is advanced to the event's time first.
public struct InputReplay: Sendable {
    /// The events to deliver, in time order.
    public let script: InputScript
    /// Index into `script.events` of the next event to deliver.
    public private(set) var nextIndex = 0
    /// True once a delivered event asked to quit (Escape, Ctrl+Q); nothing is delivered after it.
    public private(set) var hasQuit = false

    /// A replay of `script` from its first event.
    public init(_ script: InputScript) {
        self.script = script
    }

    /// True when nothing is left to deliver.
    public var isFinished: Bool { hasQuit || nextIndex >= script.events.count }

    /// The time of the next event to deliver (seconds on the frame clock), nil when none is left.
    public var nextEventTime: Double? { isFinished ? nil : script.events[nextIndex].time }

    /// Delivers, in order, every event not yet delivered whose time is ≤ `time` (seconds on the
    /// frame clock), advancing `session` to each event's time before handing it over.
    /// Returns `.quit` when one of them asked to quit, after which delivery stops for good.
    /// `willDeliver` sees each event first (the window resizes itself for a scripted resize),
    /// `onCommand` every other request the session made (a scripted F12 or F9).
    @discardableResult
    public mutating func deliver(to session: PlaygroundSession, through time: Double,
                                 willDeliver: ((InputEvent) -> Void)? = nil,
                                 onCommand: ((PlaygroundSession.Command) -> Void)? = nil) -> PlaygroundSession.Command {
        guard !hasQuit else { return .none }
        for index in script.dueEvents(from: nextIndex, through: time) {
            let scripted = script.events[index]
            nextIndex = index + 1
            session.advance(to: scripted.time)
            willDeliver?(scripted.event)
            let command = session.handle(scripted.event)
            if command != .none { onCommand?(command) }
            if command == .quit {
                hasQuit = true
                return .quit
            }
        }
        return .none
    }
}
