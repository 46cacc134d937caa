import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// The one windowed test: the real window under Xvfb, captured like a person would see it.
@Suite("Window smoke test under Xvfb", .serialized)
struct WindowSmokeTests {
    static var toolsAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") && FileManager.default.isExecutableFile(atPath: "/usr/bin/import")
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func windowIsPacedAndShowsDrops() throws {
        let xvfb = try VirtualDisplay()
        // Keeps the server alive to the end of the test (ARC could release it after its last use).
        defer { withExtendedLifetime(xvfb) {} }
        let display = xvfb.name
        let environment = xvfb.environment
        let screenshot = RepositoryPaths.temporaryDirectory("smoke") + "/screen.png"
        // Capture the screen while the window runs.
        let captureEnvironment = environment
        // Once the window is there (a loaded machine may take seconds to open it), and a moment
        // later, capture the screen.
        let capture = Thread {
            for _ in 0..<600 {
                let found = try? ProcessRunner.run("/usr/bin/xdotool", ["search", "--name", "MotionPlayground"],
                                                   environment: captureEnvironment, timeLimit: 20)
                if found?.status == 0, found?.standardOutput.isEmpty == false { break }
                usleep(100_000)
            }
            usleep(1_000_000)
            _ = try? ProcessRunner.run("/usr/bin/import", ["-display", display, "-window", "root", screenshot],
                                       environment: captureEnvironment, timeLimit: 20)
        }
        capture.start()
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["--demo", "drops", "--size", "640x400", "--duration", "8"],
                                            environment: environment, timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // "playground: N frames presented": paced at 60 Hz for up to 8 s (less the start), allowing
        // for a slow machine.
        let words = outcome.standardOutput.split(whereSeparator: \.isWhitespace)
        let count = words.firstIndex(of: "frames").flatMap { $0 > 0 ? Int(words[$0 - 1]) : nil } ?? 0
        #expect(count >= 60, "only \(count) frames: \(outcome.standardOutput)")
        #expect(count <= 8 * 66, "unpaced: \(count) frames in 8 s")

        for _ in 0..<300 where !FileManager.default.fileExists(atPath: screenshot) { usleep(100_000) }
        let image = try PNGFile.read(screenshot)
        let drop = Color(r255: 94, g255: 192, b255: 224).premultiplied.packed
        let dropPixels = image.pixels.reduce(0) { $0 + ($1 == drop ? 1 : 0) }
        #expect(dropPixels > 500, "the screen shows \(dropPixels) pixels in the drop colour")
    }
}
