import Geometry
import Input

/// What a person did to the current demo since it was shown: every event that can change it,
/// on the recording's own run loop (seconds since the demo was shown, the run loop `render --at`
/// and input scripts count in), with the clock's settings at the start. Replaying it from a
/// fresh demo rebuilds the demo's state at any recorded time: how the scrubber travels back.
///
/// Only events that can change state are kept — pointer moves count only while a button is
/// held — so memory grows with interaction, not with time; the scrubber reaches back at most
/// `window` seconds.
public struct SessionRecording: Sendable {
    /// How far back the scrubber reaches, in seconds.
    public static let window = 600.0

    /// The clock's settings when the recording began.
    public struct Start: Sendable, Equatable {
        /// The window's logical size in points; replays begin with a resize to it.
        public var size: Size
        /// Clock speed: scene seconds per frame-clock second (1 is real time).
        public var speed: Double
        /// Frames per second the demo was sampled at, one of `PlaygroundSession.frameRateCaps` (60: no cap).
        public var frameRateCap: Int
        /// Whether the scene clock was paused.
        public var isPaused: Bool
        /// Whether reduce motion was on (movement replaced by fades).
        public var reduceMotion: Bool
        /// Whether the playground bar was shown above the demo.
        public var showsBar: Bool
        /// Compare mode's lane count, 0 when off (the lanes' own settings are `a.name` … in
        /// `settings`).
        public var compareLanes = 0
    }

    /// Command-line name of the recorded demo (`render --demo` takes it).
    public let demoName: String
    /// The file the demo plays (`DemoDescriptor.file`), given to the replay command.
    public var file: String?
    /// The clock and window settings at recording time 0.
    public let start: Start
    /// Parameters set when the demo was shown (`--set name=value`), replayed before the events.
    public var settings: [(name: String, value: String)] = []
    /// The events, in time order.
    public private(set) var events: [ScriptedEvent] = []

    /// An empty recording of `demoName` that begins with the settings in `start`.
    public init(demoName: String, start: Start) {
        self.demoName = demoName
        self.start = start
    }

    /// Adds `event` at recording time `time` (never before the last event).
    mutating func append(_ event: InputEvent, at time: Double) {
        let time = max(time, events.last?.time ?? 0)
        events.append(ScriptedEvent(time: time, event: event, line: 0))
    }

    /// Drops the last event.
    /// Replaces the events with `events` (a session carried over into a new recording).
    mutating func replaceEvents(with events: [ScriptedEvent]) {
        self.events = events
    }

    mutating func removeLast() {
        if !events.isEmpty { events.removeLast() }
    }

    /// Drops every event after `time`: what resuming from an earlier point does (a new branch).
    mutating func truncate(after time: Double) {
        while let last = events.last, last.time > time { events.removeLast() }
    }

    /// The recording as an input script that `render` and the window replay: a comment saying
    /// how, a resize to the window's size at the start (so any `--size` reproduces it), then the
    /// events.
    public func scriptText(duration: Double) -> String {
        var flags: [String] = []
        if start.speed != 1 { flags.append("--speed \(start.speed)") }
        if start.frameRateCap != 60 { flags.append("--fps-cap \(start.frameRateCap)") }
        if start.reduceMotion { flags.append("--reduce-motion") }
        if !start.showsBar { flags.append("--no-bar") }
        if start.compareLanes > 0 { flags.append("--compare \(start.compareLanes)") }
        for (name, value) in settings { flags.append("--set \(name)=\(value)") }
        let opened = file.map { " " + SessionRecording.shellQuoted($0) } ?? ""
        let command = (["playground render\(opened) --demo \(demoName) --script THIS-FILE --at \(duration)"] + flags).joined(separator: " ")
        var header = "# MotionPlayground session: \(demoName), \(String(format: "%.2f", duration)) s.\n# Replay: \(command) --out frame.png\n"
        header += "0 resize \(start.size.width) \(start.size.height)\n"
        if start.isPaused { header += "0 key f5\n" }
        return header + InputScript(events: events).text
    }

    /// `text` as one shell word: as is when it holds only safe characters, else single-quoted.
    static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:=@%")
        if !text.isEmpty, text.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
