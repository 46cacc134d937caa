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
        let drop = Color(r255: 94, g255: 192, b255: 224).premultiplied.packed
        @Sendable func dropPixels(in path: String) -> Int {
            guard let image = try? PNGFile.read(path) else { return 0 }
            return image.pixels.reduce(0) { $0 + ($1 == drop ? 1 : 0) }
        }
        // Capture the screen while the window runs, again and again until a capture shows the
        // drops (a loaded machine may take seconds to open the window and more to present its
        // first frames), or the window has closed. Waits on what the screen shows, not on time.
        let captureEnvironment = environment
        let finished = Finished()
        let capture = Thread {
            let attempt = screenshot + ".attempt.png"
            while !finished.value {
                let captured = try? ProcessRunner.run("/usr/bin/import", ["-display", display, "-window", "root", attempt],
                                                      environment: captureEnvironment, timeLimit: 20)
                if captured?.status == 0, dropPixels(in: attempt) > 500 {
                    try? FileManager.default.removeItem(atPath: screenshot)
                    _ = try? FileManager.default.moveItem(atPath: attempt, toPath: screenshot)
                    break
                }
                usleep(200_000)
            }
            finished.captureEnded()
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

        finished.windowClosed()
        finished.waitForCapture()
        let shown = dropPixels(in: screenshot)
        #expect(shown > 500, "no capture while the window ran showed the drops (\(shown) pixels in the drop colour)")
    }
}

/// The smoke test's two threads: the window has closed (the capture stops trying), and the
/// capture has ended (the test may read what it saved).
private final class Finished: @unchecked Sendable {
    private let condition = NSCondition()
    private var closed = false
    private var captured = false

    var value: Bool { condition.withLock { closed } }

    func windowClosed() { condition.withLock { closed = true } }

    func captureEnded() {
        condition.withLock {
            captured = true
            condition.broadcast()
        }
    }

    func waitForCapture() {
        condition.withLock { while !captured { condition.wait() } }
    }
}
