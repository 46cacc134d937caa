import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// The one windowed test of pacing: the real window under Xvfb, captured like a person would see it.
@Suite("Window smoke test under Xvfb", .serialized)
struct WindowSmokeTests {
    /// The drops demo shows its drops, keeps animating, and presents no faster than 60 Hz.
    /// Every wait is on what the screen shows; the window runs until the test has seen enough
    /// and closes it, so a loaded machine that is slow to open it or to present its first frames
    /// only makes the test longer (the run the window had once was a fixed 8 s, which a loaded
    /// machine's start-up and captures could use up before any capture showed the drops).
    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func windowIsPacedAndShowsDrops() throws {
        let drop = Color(r255: 94, g255: 192, b255: 224).premultiplied.packed
        func dropPixels(in image: Pixmap) -> Int { image.pixels.reduce(0) { $0 + ($1 == drop ? 1 : 0) } }
        let launched = Date()
        // The duration is a backstop for a test that dies before it closes the window.
        let window = try WindowDriver(arguments: ["--demo", "drops", "--size", "640x400", "--duration", "300"])
        let shown = try window.screenshot(within: 120) { dropPixels(in: $0) > 500 }
        #expect(dropPixels(in: shown) > 500, "no capture while the window ran showed the drops (\(dropPixels(in: shown)) pixels in the drop colour)")
        // A real-time demo goes on presenting: a later capture differs.
        let later = try window.screenshot(within: 120) { $0.pixels != shown.pixels }
        #expect(later.pixels != shown.pixels, "the drops stood still in the window")
        // Closed as a person closes it (a test runner's children may have SIGINT ignored).
        try window.pressClosing("Escape")
        let deadline = Date().addingTimeInterval(60)
        while window.isRunning && Date() < deadline { window.wait(0.1) }
        #expect(!window.isRunning, "the window did not close on Escape")
        let ran = Date().timeIntervalSince(launched)
        // "playground: N frames presented".
        let words = window.log.split(whereSeparator: \.isWhitespace)
        let count = words.firstIndex(of: "frames").flatMap { $0 > 0 ? Int(words[$0 - 1]) : nil } ?? 0
        #expect(count >= 2, "only \(count) frames: \(window.log.suffix(400))")
        // The process ran at most `ran` seconds, so a window paced at 60 Hz presented at most
        // about 60 frames a second of it (66 allows for the display's clock).
        #expect(Double(count) <= ran * 66 + 10, "unpaced: \(count) frames in \(ran) s")
    }
}
