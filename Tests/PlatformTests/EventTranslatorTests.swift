import CSDL
import Geometry
import Input
@testable import Platform
import Testing

/// SDL's events as the engine's: what the window's loop hands the session.
@Suite("SDL events translated")
struct EventTranslatorTests {
    private func windowEvent(_ id: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }

    /// Regression: the areas of a window the system had lost (covered, moved off screen and
    /// back, minimised and restored) stayed black or stale: these events were dropped, so
    /// nothing presented the frame again.
    @Test("Exposed, shown, restored and maximised windows ask for every pixel again")
    func exposes() {
        for id in [SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED] {
            #expect(EventTranslator.translate(windowEvent(id)) == .exposed, "\(id)")
        }
    }

    @Test("A size change is a resize, the close button a quit, a move nothing")
    func otherWindowEvents() {
        #expect(EventTranslator.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 1920, 1080)) == .resized(Size(width: 1920, height: 1080)))
        #expect(EventTranslator.translate(windowEvent(SDL_WINDOWEVENT_CLOSE)) == .quitRequested)
        #expect(EventTranslator.translate(windowEvent(SDL_WINDOWEVENT_MOVED, 10, 10)) == nil)
    }

    @Test("A file dropped onto the window is its path, and SDL's copy of it is freed")
    func fileDrop() throws {
        var event = SDL_Event()
        event.type = SDL_DROPFILE.rawValue
        // SDL hands over a string from its allocator, which the translation frees.
        event.drop.file = try #require(SDL_strdup("/home/designer/Exports/anim v4.json"))
        #expect(EventTranslator.translate(event) == .fileDropped("/home/designer/Exports/anim v4.json"))
        var empty = SDL_Event()
        empty.type = SDL_DROPFILE.rawValue
        #expect(EventTranslator.translate(empty) == nil)
    }
}
