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
        session.draw(in: canvas)
    }
}
