import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// Time travel in the real window under Xvfb with real X input: the drawer dragged, paused, the
/// session saved with F9 and replayed headless to the same pixels; then scrubbed back with the
/// mouse on the strip, the drawer returns to where it was.
@Suite("Time travel in the real window", .serialized)
struct TimeTravelWindowTests {
    static let drawer = Color(red: 0.851, green: 0.843, blue: 0.843)

    private func drawerTop(_ image: Pixmap, below limit: Int) -> Int {
        let target = Self.drawer.premultiplied
        for y in 0..<limit {
            var count = 0
            for x in 0..<image.width {
                let p = image[x, y]
                if abs(Int(p.red) - Int(target.red)) <= 3, abs(Int(p.green) - Int(target.green)) <= 3,
                   abs(Int(p.blue) - Int(target.blue)) <= 3 { count += 1 }
            }
            if count > image.width * 3 / 4 { return y }
        }
        return limit
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func saveReplayAndScrub() throws {
        let window = try WindowDriver(arguments: ["--demo", "drawer", "--size", "800x500", "--duration", "90"])
        let content = 500 - 32
        let rest = content - 45
        // Hold the drawer 120 px up, let go slowly: it settles open or closed; then drag again.
        try window.drag(from: (300, Double(rest + 20)), to: (300, Double(rest + 20 - 120)), steps: 12, pause: 0.03)
        window.wait(1.5)
        try window.press("F5")
        let paused = try window.settledScreenshot()
        // F9: the session as a script in recordings/.
        try window.press("F9")
        let script = try window.newFile(in: "recordings", suffix: ".txt")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("key f5"))
        // Replayed headless long after the pause, the frame is the one the window showed.
        let out = RepositoryPaths.temporaryDirectory("timetravel") + "/replay.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "drawer", "--size", "800x500", "--script", script,
                                             "--at", "60", "--out", out], environment: headlessEnvironment(), timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let replayed = try PNGFile.read(out)
        var differing = 0
        for y in 0..<(content - 60) {
            for x in 0..<paused.width where paused[x, y] != replayed[x, y] { differing += 1 }
        }
        #expect(differing == 0, "the replay differs from the window in \(differing) pixels")

        // Scrub back to the start with the mouse on the strip: the drawer is closed again there.
        let openTop = drawerTop(paused, below: content)
        #expect(openTop < rest - 100, "the drag did not open the drawer (top at \(openTop))")
        try window.press("s")
        // The strip alone (L hides the animation lanes under it): it sits over the bottom 44 pt
        // of the demo, Resume, then the track.
        try window.press("l")
        // The drag ends left of the track, where the playhead stops at the recording's first
        // moment: a point inside the track is a fraction of a span whose length depends on how
        // fast the machine ran the steps above (on a loaded one, 135 px fell inside the first
        // drag and the drawer stood 10 px up).
        let stripY = Double(content - 22)
        try window.drag(from: (400, stripY), to: (20, stripY), steps: 10, pause: 0.02)
        let scrubbed = try window.screenshot { abs(drawerTop($0, below: content - 44) - rest) <= 2 }
        let scrubbedTop = drawerTop(scrubbed, below: content - 44)
        #expect(approx(scrubbedTop, rest, 2), "scrubbed back to the start, the drawer's top is at \(scrubbedTop), not \(rest)")
    }
}
