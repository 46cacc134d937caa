import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// The playground's tools in the real window under Xvfb, with real X input: the gallery, a click
/// in a tile, pause and step, and a screenshot that matches what the window shows.
@Suite("Tools in the real window", .serialized)
struct ToolsWindowTests {
    private func differing(_ a: Pixmap, _ b: Pixmap, rows: Range<Int>) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var count = 0
        for y in rows where y < a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func galleryPauseStepScreenshot() throws {
        let window = try WindowDriver(arguments: ["--demo", "drops", "--size", "960x600", "--duration", "60"])
        try window.press("0")
        #expect(try window.title(becoming: "MotionPlayground — Gallery") == "MotionPlayground — Gallery")
        // Focus the fifth tile (Drops, the middle of the bottom row) with a click, then open it
        // with Return (X delivers them in order: the click is handled first).
        try window.click(480, 420)
        try window.press("Return")
        #expect(try window.title(becoming: "MotionPlayground — Drops") == "MotionPlayground — Drops")

        // F5 pauses: the drops stop turning (once the cross-fade is over the window stands still).
        try window.press("F5")
        let paused = try window.settledScreenshot()
        window.wait(0.5)
        let still = try window.screenshot()
        let demoRows = 0..<(600 - 32)
        #expect(differing(paused, still, rows: demoRows) == 0, "the demo moved while paused")
        // F6 steps one frame: the drops move a little, then stay.
        try window.press("F6")
        let stepped = try window.screenshot { differing(still, $0, rows: demoRows) > 0 }
        #expect(differing(still, stepped, rows: demoRows) > 0, "a step did not move the demo")
        #expect(differing(stepped, try window.settledScreenshot(), rows: demoRows) == 0)

        // F12 writes the frame as a PNG that matches the window (below the toast it brings, which
        // shows near the top of the demo area).
        try window.press("F12")
        // Encoding takes a while under AddressSanitizer on a slow machine: wait for the file (it
        // appears whole, renamed from a temporary name that does not end in .png).
        let directory = window.workingDirectory + "/screenshots"
        var files: [String] = []
        for _ in 0..<150 where !files.contains(where: { $0.hasSuffix(".png") }) {
            window.wait(0.1)
            files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        }
        let png = try #require(files.first { $0.hasSuffix(".png") }, "no screenshot in \(directory)")
        #expect(png.hasPrefix("motionplayground-drops-"))
        let saved = try PNGFile.read(directory + "/" + png)
        let shown = try window.screenshot()
        #expect(saved.width == shown.width && saved.height == shown.height)
        #expect(differing(saved, shown, rows: 72..<(600 - 32)) == 0, "the screenshot differs from the window")

        // F2 shows the frame HUD at the top-right over the paused demo; F2 again gives back the
        // demo's own pixels (past the screenshot's toast, which sits at the bottom).
        // The toast lasts 2.4 s of the window's time; then the window stands still.
        window.wait(2.5)
        let bare = try window.settledScreenshot()
        try window.press("F2")
        let withHUD = try window.screenshot { differing(bare, $0, rows: 12..<160) > 5000 }
        #expect(differing(bare, withHUD, rows: 12..<160) > 5000, "F2 drew no HUD")
        try window.press("F2")
        let hidden = try window.screenshot { differing(bare, $0, rows: demoRows) == 0 }
        #expect(differing(bare, hidden, rows: demoRows) == 0, "the HUD left pixels behind")
    }
}
