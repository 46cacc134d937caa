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

    /// Under `watch`: the link to the watcher, and where the window is and how large.
    var watch: (child: WatchChild, window: () -> (WindowPosition, Size, WindowPresentation))?
    /// Seconds added to the frame loop's time: a rebuilt program under `watch` goes on from the
    /// time its handed-over session was replayed to.
    var timeOffset = 0.0

    var title: String { session.title }
    var needsRedraw: Bool { session.needsRedraw }

    func handle(_ event: InputEvent) -> Bool {
        perform(session.handle(event))
    }

    /// Carries out what the session asked for; false when it asked to quit (a clip being
    /// recorded is saved first).
    private func perform(_ command: PlaygroundSession.Command) -> Bool {
        switch command {
        case .none: break
        case .quit:
            finish()
            return false
        case .saveScreenshot: screenshotsPending += 1
        case .saveSession: saveRecording()
        case .toggleClipRecording: toggleClip()
        }
        return true
    }

    /// Delivers the script's events due by `time` (each at its own time, as `render` does), then
    /// advances to `time`.
    func advance(to loopTime: Double) {
        let time = loopTime + timeOffset
        let layoutBefore = session.layoutNanoseconds
        let resize = requestResize
        var quits = false
        if let watch {
            for command in watch.child.takeCommands() where !watch.child.perform(command, session: session, window: watch.window) {
                quits = true
            }
        }
        replay?.deliver(to: session, through: time, willDeliver: { event in
            if case .resized(let size) = event { resize(size) }
        }, onCommand: { [unowned self] command in
            if !perform(command) { quits = true }
        })
        if quits { requestQuit() }
        session.advance(to: time)
        layoutInAdvance += Self.elapsed(from: layoutBefore, to: session.layoutNanoseconds)
    }

    /// Nanoseconds of layout inside this frame's advances and draw (see `didPresent`).
    private var layoutInAdvance: UInt64 = 0
    private var layoutInDraw: UInt64 = 0

    /// A difference of the session's layout counter; 0 when it went back (a demo switch replaced
    /// the scenes it sums).
    private static func elapsed(from before: UInt64, to after: UInt64) -> UInt64 {
        after >= before ? after - before : 0
    }

    /// The frame's costs, with layout told apart from animation and paint, go to the HUD.
    func didPresent(_ timing: FrameTiming) {
        watch?.child.didPresent()
        let layoutA = Double(layoutInAdvance) / 1_000_000, layoutD = Double(layoutInDraw) / 1_000_000
        session.recordPresentedFrame(FrameSample(
            input: timing.input * 1000, animation: max(timing.advance * 1000 - layoutA, 0), layout: layoutA + layoutD,
            paint: max(timing.draw * 1000 - layoutD, 0), upload: timing.upload * 1000,
            frameTime: session.frameTime, interval: timing.interval))
        layoutInAdvance = 0
        layoutInDraw = 0
    }

    func draw(in canvas: Canvas) -> Damage {
        let layoutBefore = session.layoutNanoseconds
        defer { layoutInDraw += Self.elapsed(from: layoutBefore, to: session.layoutNanoseconds) }
        let damage = session.draw(in: canvas)
        lastCanvas = canvas
        while screenshotsPending > 0 {
            screenshotsPending -= 1
            saveScreenshot(canvas.pixmap)
        }
        if clipStartPending {
            clipStartPending = false
            startClip()
        }
        clip?.recorder.add(canvas.pixmap, at: session.frameTime)
        return damage
    }

    /// Screenshots asked for (F12) since the last frame: each writes the next frame drawn.
    private var screenshotsPending = 0
    /// The canvas of the last frame drawn (nil before the first): a clip starts with it.
    private weak var lastCanvas: Canvas?
    /// F10 came before the first frame: the clip starts with it.
    private var clipStartPending = false

    /// The window's clip in progress (F10): the recorder and where it will be written.
    private var clip: (recorder: ClipRecorder, path: String)?

    /// F10: starts recording what the window shows, or stops and writes the clip. Each press
    /// counts, however close together.
    private func toggleClip() {
        if clip != nil {
            stopClip()
        } else if clipStartPending {
            clipStartPending = false
        } else if lastCanvas == nil {
            clipStartPending = true
        } else {
            startClip()
        }
    }

    private func startClip() {
        guard let canvas = lastCanvas else { return }
        do {
            let recorder = try ClipRecorder(width: canvas.pixmap.width, height: canvas.pixmap.height, start: session.frameTime)
            // The frame on screen is the clip's first: a clip stopped at once still has one.
            recorder.add(canvas.pixmap, at: session.frameTime)
            clip = (recorder, SessionContent.freshPath(folder: "recordings", name: session.current.name, extension: "webp"))
            session.showToast("Recording the window — F10 stops")
        } catch {
            session.showToast("Cannot record: \(error)")
        }
    }

    /// Writes the clip in progress; returns what happened, in words.
    @discardableResult
    private func stopClip() -> String? {
        guard let clip else { return nil }
        self.clip = nil
        let message: String
        do {
            try FileManager.default.createDirectory(atPath: "recordings", withIntermediateDirectories: true)
            try clip.recorder.finish(at: session.frameTime, to: clip.path)
            message = "Saved \(clip.path) (\(clip.recorder.frames) frames)"
        } catch {
            message = "Clip failed: \(error)"
        }
        session.showToast(message)
        return message
    }

    /// The window is closing (quit, close button, `--duration`): a clip being recorded is
    /// written, and said so on standard output, since no toast will show it.
    func finish() {
        if let message = stopClip() { print("playground: \(message)") }
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
