import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// The window at two device pixels per point (`--scale 2`) on a display that reports no HiDPI
/// scale (Xvfb): twice as large in pixels, drawn at 2×, a click at a pixel landing on the point
/// half as far, and its picture the one `render --scale 2` makes of the same input.
@Suite("The window at scale 2", .serialized)
struct HiDPIWindowTests {
    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func windowAtScaleTwoEqualsRender() throws {
        let window = try WindowDriver(arguments: ["--demo", "menu", "--size", "640x400", "--scale", "2", "--duration", "120"],
                                      screen: "1400x900")
        let first = try window.settledScreenshot()
        #expect(first.width == 1280 && first.height == 800, "\(first.width)×\(first.height)")
        // D2's Employees row is at (320, 190) points: (640, 380) pixels.
        try window.click(640, 380)
        let shown = try window.settledScreenshot()
        let directory = RepositoryPaths.temporaryDirectory("hidpi")
        let script = directory + "/click.txt"
        try "0.5 click 320 190\n".write(toFile: script, atomically: true, encoding: .utf8)
        let out = directory + "/render.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "menu", "--size", "640x400", "--scale", "2", "--script", script,
                                             "--at", "6", "--out", out], environment: headlessEnvironment(), timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let rendered = try PNGFile.read(out)
        let differing = zip(shown.pixels, rendered.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        #expect(shown.width == rendered.width && differing == 0, "\(differing) pixels differ from render --scale 2")
        #expect(shown.pixels != first.pixels, "the click selected a row")
    }

    @Test func scaleOutOfRangeIsRefused() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["--scale", "5", "--duration", "1"],
                                            environment: headlessEnvironment(), timeLimit: 60)
        #expect(outcome.status == 64 && outcome.standardError.contains("--scale must be between 1 and 4"), "\(outcome.standardError)")
    }
}
