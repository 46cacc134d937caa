import Foundation
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster

/// Shows a `PlaygroundSession` in a window, replaying an input script if there is one.
final class SessionContent: WindowContent {
    let session: PlaygroundSession
    private var replay: InputReplay?
    /// Called once when a scripted event asks to quit: the frame loop only stops on an event,
    /// so the host posts one (see `Launch`).
    private let requestQuit: () -> Void
    /// Resizes the real window for a scripted `resize`, so the picture and the layout agree.
    private let requestResize: (Size) -> Void

    init(session: PlaygroundSession, script: InputScript? = nil, requestQuit: @escaping () -> Void = {},
         requestResize: @escaping (Size) -> Void = { _ in }) {
        self.session = session
        replay = script.map(InputReplay.init)
        self.requestQuit = requestQuit
        self.requestResize = requestResize
    }

    var title: String { session.title }
    var needsRedraw: Bool { session.needsRedraw }

    func handle(_ event: InputEvent) -> Bool {
        session.handle(event) != .quit
    }

    /// Delivers the script's events due by `time` (each at its own time, as `render` does), then
    /// advances to `time`.
    func advance(to time: Double) {
        let resize = requestResize
        if replay?.deliver(to: session, through: time, willDeliver: { event in
            if case .resized(let size) = event { resize(size) }
        }) == .quit {
            requestQuit()
        }
        session.advance(to: time)
    }

    func draw(in canvas: Canvas) -> IntRect? {
        let damage = session.draw(in: canvas)
        if session.takeScreenshotRequest() { saveScreenshot(canvas.pixmap) }
        if session.takeSaveRecordingRequest() { saveRecording() }
        if session.takeClipRecordingToggle() { toggleClip(canvas.pixmap) }
        clip?.recorder.add(canvas.pixmap, at: session.frameTime)
        return damage
    }

    /// The window's clip in progress (F10): the recorder and where it will be written.
    private var clip: (recorder: ClipRecorder, path: String)?

    /// F10: starts recording what the window shows, or stops and writes the clip.
    private func toggleClip(_ pixmap: Pixmap) {
        if let clip {
            self.clip = nil
            do {
                try FileManager.default.createDirectory(atPath: "recordings", withIntermediateDirectories: true)
                try clip.recorder.finish(at: session.frameTime, to: clip.path)
                session.showToast("Saved \(clip.path) (\(clip.recorder.frames) frames)")
            } catch {
                session.showToast("Clip failed: \(error)")
            }
            return
        }
        do {
            let recorder = try ClipRecorder(width: pixmap.width, height: pixmap.height, start: session.frameTime)
            clip = (recorder, SessionContent.freshPath(folder: "recordings", name: session.current.name, extension: "webp"))
            session.showToast("Recording the window — F10 stops")
        } catch {
            session.showToast("Cannot record: \(error)")
        }
    }

    /// F9: writes the session's recording as an input script.
    private func saveRecording() {
        let path = SessionContent.freshPath(folder: "recordings", name: session.current.name, extension: "txt")
        do {
            try FileManager.default.createDirectory(atPath: "recordings", withIntermediateDirectories: true)
            try AtomicFile.write(Array(session.recordingScript.utf8), to: path)
            session.showToast("Saved \(path)")
        } catch {
            session.showToast("Saving the session failed: \(error)")
        }
    }

    /// `folder/motionplayground-<name>-<local date and time>.<ext>`, numbered if taken.
    static func freshPath(folder: String, name: String, extension ext: String) -> String {
        let stamp = timestamp()
        var path = "\(folder)/motionplayground-\(name)-\(stamp).\(ext)"
        var counter = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(folder)/motionplayground-\(name)-\(stamp)-\(counter).\(ext)"
            counter += 1
        }
        return path
    }

    /// Writes the frame just drawn, at device resolution, to `screenshots/` under a name that
    /// says what and when, and confirms it (or the reason it failed) in a toast.
    private func saveScreenshot(_ pixmap: Pixmap) {
        let directory = "screenshots"
        let path = SessionContent.freshPath(folder: directory, name: session.current.name, extension: "png")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try PNGFile.write(pixmap, to: path)
            session.showToast("Saved \(path)")
        } catch {
            session.showToast("Screenshot failed: \(error)")
        }
    }

    /// Local date and time as `2026-11-23-101530`.
    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date())
    }
}
