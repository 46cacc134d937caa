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

    init(session: PlaygroundSession, script: InputScript? = nil, requestQuit: @escaping () -> Void = {}) {
        self.session = session
        replay = script.map(InputReplay.init)
        self.requestQuit = requestQuit
    }

    var title: String { session.title }
    var needsRedraw: Bool { session.needsRedraw }

    func handle(_ event: InputEvent) -> Bool {
        session.handle(event) != .quit
    }

    /// Delivers the script's events due by `time` (each at its own time, as `render` does), then
    /// advances to `time`.
    func advance(to time: Double) {
        if replay?.deliver(to: session, through: time) == .quit {
            requestQuit()
        }
        session.advance(to: time)
    }

    func draw(in canvas: Canvas) -> IntRect? {
        session.draw(in: canvas)
    }
}
