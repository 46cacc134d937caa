import Foundation
import Geometry
import Platform
import PlaygroundCore

/// What a window hands the rebuilt program under `watch`: the session recorded so far (the F9
/// script of the current demo, with its starting settings) and where the window is, so the new
/// build replays the same input to the same moment and opens where the old window was.
struct WatchHandoff: Codable, Equatable {
    /// The demo shown (`--demo` takes it).
    var demo: String
    /// Seconds on the recording's run loop: the new build replays to here and goes on live.
    var time: Double
    /// The recording as an input script (`SessionRecording.scriptText`): `render --script` takes it.
    var script: String
    var size: SessionSize
    var speed: Double
    var frameRateCap: Int
    var reduceMotion: Bool
    var showsBar: Bool
    /// Compare mode's lane count (nil or 0: off); the lanes' own settings are in `settings`.
    var compareLanes: Int?
    var settings: [Setting]
    /// The window's corner and logical size when it was handed over.
    var windowPosition: WindowPosition
    var windowSize: SessionSize
    /// The tools that were open: the new window opens them again.
    var showsHUD: Bool
    var overlay: String
    var showsInspector: Bool
    /// Where the scrubber's playhead was (recording seconds), nil when not scrubbing.
    var scrubPosition: Double?
    /// How the window presented its frames (`surface` or `texture`): the new window takes the
    /// same path without trying the other (trying OpenGL on a software rasterizer costs ~130 ms).
    var presentation: WindowPresentation

    struct Setting: Codable, Equatable {
        var name: String
        var value: String
    }

    struct SessionSize: Codable, Equatable {
        var width: Double
        var height: Double
    }

    /// The state of `session`, shown in a window at `position` of logical size `windowSize`.
    init(session: PlaygroundSession, windowPosition: WindowPosition, windowSize: Size, presentation: WindowPresentation) {
        self.presentation = presentation
        let recording = session.recording
        demo = recording.demoName
        time = session.recordingEnd
        script = session.recordingScript
        size = SessionSize(width: recording.start.size.width, height: recording.start.size.height)
        speed = recording.start.speed
        frameRateCap = recording.start.frameRateCap
        reduceMotion = recording.start.reduceMotion
        showsBar = recording.start.showsBar
        compareLanes = recording.start.compareLanes
        settings = recording.settings.map { Setting(name: $0.name, value: $0.value) }
        self.windowPosition = windowPosition
        self.windowSize = SessionSize(width: windowSize.width, height: windowSize.height)
        showsHUD = session.isShowingHUD
        overlay = "\(session.debugOverlay.mode)"
        showsInspector = session.inspector != nil
        scrubPosition = session.scrubPosition
    }

    /// Keeps the window's place and size but nothing of the session (its demo is gone): the
    /// new build starts afresh.
    mutating func dropSession() {
        script = ""
        time = 0
        compareLanes = nil
        settings = []
        scrubPosition = nil
        showsInspector = false
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)), to: path)
    }

    static func read(from path: String) throws -> WatchHandoff {
        try JSONDecoder().decode(WatchHandoff.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
