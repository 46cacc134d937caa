import Foundation
import PlatformTestSupport
import Testing
import TestSupport

/// Any finite coordinate is valid input: a drag released at (1e25, 1e25) on the onboarding
/// pager used to trap converting the page position to Int (SIGILL) in render, record and the
/// window alike. Now it settles on a page like any other drag.
@Suite("Huge finite coordinates in input scripts", .serialized)
struct HugeCoordinateTests {
    static let script = "0.3 down 640 400\n0.35 move 1e25 1e25\n0.36 up 1e25 1e25\n"

    @Test("render and record of onboarding (alone and in the gallery) survive a drag to 1e25",
          arguments: [["render", "--demo", "1", "--at", "1", "--out"], ["render", "--demo", "0", "--at", "1", "--out"],
                      ["record", "--demo", "1", "--to", "0.5", "--fps", "10", "--out"]])
    func headlessSurvivesAHugeDrag(command: [String]) throws {
        let scriptPath = try writeScript(Self.script, label: "huge-drag")
        let out = RepositoryPaths.temporaryDirectory("huge-drag") + (command[0] == "render" ? "/f.png" : "/c.webp")
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, command + [out, "--script", scriptPath],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0, "\(outcome.standardError.prefix(400))")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test("The window survives the same drag", .enabled(if: VirtualDisplay.isAvailable, "Xvfb is missing"))
    func windowSurvivesAHugeDrag() throws {
        let xvfb = try VirtualDisplay()
        defer { withExtendedLifetime(xvfb) {} }
        let scriptPath = try writeScript(Self.script, label: "huge-drag-window")
        // 40 frames end at least 0.66 s in, past the scripted release at 0.36 s.
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["--demo", "1", "--script", scriptPath, "--frames", "40"],
                                            environment: xvfb.environment, timeLimit: 120)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0, "\(outcome.standardError.prefix(400))")
    }
}
