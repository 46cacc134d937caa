import Foundation
import PlatformTestSupport
import Testing
import TestSupport

/// `--frames N --stats` in the real window under Xvfb: the loop presents exactly N frames, then
/// prints the pacing, the CPU use and how frames reach the screen. Under Xvfb OpenGL is Mesa's
/// software rasteriser, so the playground presents through the window surface.
@Suite("playground --frames --stats", .serialized)
struct PacingWindowTests {
    private func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessRunner.Outcome {
        let display = try VirtualDisplay()
        defer { withExtendedLifetime(display) {} }
        var environment = display.environment
        for (key, value) in extra { environment[key] = value }
        return try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: environment, timeLimit: 90)
    }

    @Test(.enabled(if: VirtualDisplay.isAvailable, "Xvfb is missing (./run.sh test installs it)"))
    func framesAndStats() throws {
        let outcome = try run(["--demo", "drops", "--size", "640x400", "--frames", "90", "--stats"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("90 frames presented"), "\(outcome.standardOutput)")
        let stats = try #require(outcome.standardOutput.split(separator: "\n").first { $0.contains("stats:") }.map(String.init))
        for part in ["interval median", "p99", "later than 25 ms", "% of one core (all threads)", "presentation: window surface", "raster kernels: "] {
            #expect(stats.contains(part), "\(stats)")
        }
        // The texture path stays available, and says so.
        let texture = try run(["--demo", "drops", "--size", "640x400", "--frames", "30", "--stats"],
                              environment: ["MOTIONPLAYGROUND_PRESENTATION": "texture"])
        #expect(texture.status == 0 && texture.standardOutput.contains("streaming texture"), "\(texture.standardOutput)")
    }

    @Test(.enabled(if: VirtualDisplay.isAvailable, "Xvfb is missing (./run.sh test installs it)"))
    func demoAtRestDrawsOnce() throws {
        let outcome = try run(["--demo", "menu", "--size", "640x600", "--duration", "1.5", "--stats"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // A scene with nothing animating draws its first frame and sleeps on the event queue.
        #expect(outcome.standardOutput.contains("playground: 1 frames presented"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("no consecutive frames"))
    }

    @Test func badFrameCount() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["--frames", "0"], environment: headlessEnvironment(), timeLimit: 30)
        #expect(outcome.status == 64 && outcome.standardError.contains("--frames"), "\(outcome.standardError)")
    }
}
