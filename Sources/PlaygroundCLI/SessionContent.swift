import Input
import Platform
import PlaygroundCore
import Raster

/// Shows a `PlaygroundSession` in a window.
final class SessionContent: WindowContent {
    let session: PlaygroundSession

    init(session: PlaygroundSession) {
        self.session = session
    }

    var title: String { session.title }
    var needsRedraw: Bool { session.needsRedraw }

    func handle(_ event: InputEvent) -> Bool {
        session.handle(event) != .quit
    }

    func advance(to time: Double) {
        session.advance(to: time)
    }

    func draw(in canvas: Canvas) {
        session.draw(in: canvas)
    }
}
