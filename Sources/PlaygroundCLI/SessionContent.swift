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
        return damage
    }

    /// Writes the frame just drawn, at device resolution, to `screenshots/` under a name that
    /// says what and when, and confirms it (or the reason it failed) in a toast.
    private func saveScreenshot(_ pixmap: Pixmap) {
        let directory = "screenshots"
        let stamp = SessionContent.timestamp()
        let name = session.current.name
        var path = "\(directory)/motionplayground-\(name)-\(stamp).png"
        var counter = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(directory)/motionplayground-\(name)-\(stamp)-\(counter).png"
            counter += 1
        }
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
