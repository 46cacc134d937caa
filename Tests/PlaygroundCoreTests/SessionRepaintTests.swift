import Demos
import Geometry
import Input
@testable import PlaygroundCore
import Raster
import Testing

/// Repaint bugs a person found in the window, each kept as the input that showed it: the frame
/// a window would show must equal a from-scratch frame of the same state (`DamageCheck`).
@Suite("Session repaints what changed, and what lies over and under it")
struct SessionRepaintTests {
    /// Regression: in the gallery a click in another tile blanked the tile that lost the focus
    /// and the one that gained it (the chrome repainted its focus ring's tiles, the demos in
    /// them did not repaint over it). Reproduced by a click at (100, 470) at 1280 × 800.
    @Test("A focus change in the gallery repaints the tiles under the chrome's change")
    func galleryFocusChange() throws {
        let live = try LiveWindow(DemoRegistry.standard.gallery)
        live.run(until: 0.5)
        let drawerTileAvatar = live.pixel(216, 457)
        live.run(until: 1.0, [(0.6, .pointerDown(Point(x: 100, y: 470), .primary)), (0.6, .pointerUp(Point(x: 100, y: 470), .primary))])
        #expect(live.failures.isEmpty, "\(live.failures)")
        #expect(live.pixel(216, 457) == drawerTileAvatar, "the drawer's tile lost its avatar")
        live.handle(.key(KeyPress("tab")))
        live.run(until: 1.5)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// Regression: F1 then Escape left the bar dimmed (20,20,23 instead of 31,31,36): the key
    /// reference dims the whole window, and closing it repainted only the demo.
    @Test("Closing the key reference repaints the bar it dimmed, over a demo or the gallery, with the inspector open or not",
          arguments: [5, 0])
    func keyReferenceClosed(number: Int) throws {
        let live = try LiveWindow(number == 0 ? DemoRegistry.standard.gallery : try #require(DemoRegistry.standard.demo(number: number)))
        live.run(until: 0.3)
        let bar = live.pixel(640, 790)
        live.press("f1")
        live.run(until: 0.6)
        #expect(live.pixel(640, 790) != bar, "the key reference dims the bar")
        live.press("escape")
        live.run(until: 0.9)
        #expect(live.pixel(640, 790) == bar)
        #expect(live.failures.isEmpty, "\(live.failures)")
        // F1 F1, F8 F1 F1, F8 F1 Escape (the probe's sequences).
        for key in ["f1", "f1", "f8", "f1", "f1", "f8", "f8", "f1", "escape"] {
            live.press(key)
            live.run(until: live.session.frameTime + 0.2)
        }
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// Regression: uncovering the window, or moving it back on screen, left the areas the
    /// system had lost black or stale: nothing repainted them.
    @Test("An expose repaints every pixel, at rest too")
    func exposeRepaintsEverything() throws {
        let live = try LiveWindow(.menu)
        live.run(until: 1.0)
        #expect(!live.session.needsRedraw, "the menu rests")
        live.handle(.exposed)
        #expect(live.session.needsRedraw)
        #expect(live.draw() == .everything)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// Regression: a window resized larger showed its new area black until something repainted
    /// everything.
    @Test("A window resized larger is painted everywhere")
    func resizedLarger() throws {
        let live = try LiveWindow(.timer, size: Size(width: 640, height: 400))
        live.run(until: 0.5)
        live.handle(.resized(Size(width: 1280, height: 800)))
        live.run(until: 0.8)
        #expect(live.canvas.pixmap.width == 1280)
        #expect(live.failures.isEmpty, "\(live.failures)")
        #expect(live.pixel(1200, 700) != PremultipliedColor.transparent)
    }

    @Test("Every tool opened and closed over every demo, at rest and moving, repaints exactly", arguments: [1, 2, 3, 4, 5, 6, 0])
    func toolTour(number: Int) throws {
        let registry = DemoRegistry.standard
        let descriptor = number == 0 ? registry.gallery : try #require(registry.demo(number: number))
        let live = try LiveWindow(descriptor, size: Size(width: 960, height: 600))
        live.run(until: 0.4)
        let keys = ["f2", "f3", "f3", "f3", "f3", "f3", "f8", "s", "s", "h", "h", "f1", "escape", "f2", "f8", "f5", "f6", "f5",
                    "f12", "tab", "right", "space"]
        for key in keys {
            live.press(key)
            live.run(until: live.session.frameTime + 0.15)
        }
        live.click(300, 300)
        live.run(until: live.session.frameTime + 0.5)
        live.handle(.resized(Size(width: 700, height: 500)))
        live.handle(.exposed)
        live.run(until: live.session.frameTime + 0.5)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// Fuzz, drops, seed 2211, event 82,908: in a window 131 points tall the lanes' graph was a
    /// few points high, and its line, padded 4 points inside a plot shorter than that, was drawn
    /// a row below the plot, where no damage reached.
    @Test("The lanes' graph squeezed by a short window stays inside its damage, as value and as speed",
          arguments: [112.0, 118.0, 124.0, 131.0, 140.0])
    func squeezedLanesGraph(height: Double) throws {
        let live = try LiveWindow(.menu, size: Size(width: 1946, height: height))
        live.run(until: 0.3)
        for (index, key) in ["down", "down", "up"].enumerated() {
            live.press(key)
            live.run(until: 0.3 + Double(index + 1) * 0.4)
        }
        live.run(until: 2.5)
        live.press("s")
        live.run(until: 4)
        for key in ["down", "down", "g", "down", "g", "up", "g"] {
            live.press(key)
            live.run(until: live.session.frameTime + 0.2)
        }
        #expect(live.failures.isEmpty, "\(live.failures)")
    }
}
