import Foundation
import Platform
import PlatformTestSupport
import Testing
import TestSupport

/// Writes `text` to a fresh script file and returns its path.
func writeScript(_ text: String, label: String = "script") throws -> String {
    let path = RepositoryPaths.temporaryDirectory(label) + "/input.script"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Runs `playground render --demo drops` with `arguments` and returns the decoded RGBA picture.
func renderDrops(_ arguments: [String], label: String = "render") throws -> (width: Int, height: Int, bytes: [UInt8]) {
    let out = RepositoryPaths.temporaryDirectory(label) + "/f.png"
    let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                        ["render", "--demo", "drops", "--size", "480x300", "--no-bar", "--out", out] + arguments,
                                        environment: headlessEnvironment())
    #expect(outcome.status == 0, "\(outcome.standardError)")
    return try PNGFile.readRGBA(out)
}

@Suite("playground --script", .serialized)
struct ScriptCommandTests {
    /// Acceptance: a malformed line is rejected with the file, the line number and a non-zero exit,
    /// before any frame renders.
    @Test func malformedScriptNamesTheLineAndRendersNothing() throws {
        let script = try writeScript("# presses\n0.25 key d\n0.5 key nosuchkey\n")
        let out = RepositoryPaths.temporaryDirectory("bad-script") + "/f.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "drops", "--at", "1", "--script", script, "--out", out],
                                            environment: headlessEnvironment(), timeLimit: 30)
        #expect(outcome.status == 64)
        #expect(outcome.standardError == "playground: \(script):3: unknown key name; use SDL's names, such as a, 4, space, return, escape, left, f1, + or -, after ctrl+, alt+, shift+ or cmd+ (nosuchkey)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The window checks the script before it opens: 64 for the script, not 2 for the missing display.
    @Test func windowRejectsAMalformedScriptBeforeOpening() throws {
        let script = try writeScript("1 drag 0 0 10 10\n")
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["--demo", "drops", "--script", script],
                                            environment: headlessEnvironment(), timeLimit: 30)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("\(script):1: drag takes 5 numbers"), "\(outcome.standardError)")
    }

    @Test(arguments: [("/nonexistent/input.script", "no such file"), ("/tmp", "is a directory")])
    func unreadableScriptIsAClearError(path: String, expected: String) throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "drops", "--at", "1", "--script", path, "--out", "/tmp/x.png"],
                                            environment: headlessEnvironment(), timeLimit: 30)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--script \(path): \(expected)"), "\(outcome.standardError)")
    }

    /// `d` reverses the drops: a script that presses it changes the frame; one whose press comes
    /// after `--at` (or only comments) leaves it exactly as without a script.
    @Test func scriptedKeyChangesTheFrameOnlyOnceItIsDue() throws {
        let plain = try renderDrops(["--at", "0.75"])
        let pressed = try renderDrops(["--at", "0.75", "--script", try writeScript("0.25 key d\n")])
        let differing1 = differingBytes(pressed, plain)
        #expect(differing1 > 0)
        let late = try renderDrops(["--at", "0.75", "--script", try writeScript("0.76 key d\n")])
        let differing2 = differingBytes(late, plain)
        #expect(differing2 == 0)
        let onlyComments = try renderDrops(["--at", "0.75", "--script", try writeScript("# 0.25 key d\n\n")])
        let differing3 = differingBytes(onlyComments, plain)
        #expect(differing3 == 0)
        // Due exactly at --at counts; pressing twice is the same as never.
        let atTheTime = try renderDrops(["--at", "0.75", "--script", try writeScript("0.75 key D\n")])
        let differing4 = differingBytes(atTheTime, pressed)
        #expect(differing4 == 0)
        let twice = try renderDrops(["--at", "0.75", "--script", try writeScript("0.5 key d\n0.1 key d\n")])
        let differing5 = differingBytes(twice, plain)
        #expect(differing5 == 0)
    }

    /// A scripted Escape quits: in `render` nothing after it is delivered.
    @Test func eventsAfterAQuitAreNotDelivered() throws {
        let plain = try renderDrops(["--at", "0.75"])
        let quitFirst = try renderDrops(["--at", "0.75", "--script", try writeScript("0.1 key escape\n0.2 key d\n")])
        let differing6 = differingBytes(quitFirst, plain)
        #expect(differing6 == 0)
    }

    /// The picture takes the session's size at `--at`, after a scripted resize.
    @Test func scriptedResizeSetsThePictureSize() throws {
        let resized = try renderDrops(["--at", "0.5", "--scale", "2", "--script", try writeScript("0.2 resize 320 200\n0.6 resize 100 100\n")])
        #expect(resized.width == 640 && resized.height == 400)
        let direct = try ProcessRunner.run(RepositoryPaths.executable,
                                           ["render", "--demo", "drops", "--at", "0.5", "--size", "320x200", "--scale", "2",
                                            "--out", RepositoryPaths.temporaryDirectory("resize") + "/f.png"],
                                           environment: headlessEnvironment())
        #expect(direct.status == 0)
    }

    /// Pointer events reach the session without upsetting a demo that ignores them.
    @Test func pointerAndWheelEventsRun() throws {
        let plain = try renderDrops(["--at", "1"])
        let script = try writeScript("""
            0.1 click 100 100
            0.2 drag 10 10 400 250 0.5   # 30 frames of moves
            0.3 wheel 0 -3
            0.4 down 5 5
            0.45 move 6 6
            0.5 up 7 7
            """)
        let pointed = try renderDrops(["--at", "1", "--script", script])
        let differing7 = differingBytes(pointed, plain)
        #expect(differing7 == 0)
    }

    static var windowToolsAvailable: Bool { VirtualDisplay.isAvailable }

    /// In the window, a scripted Escape closes it, through the same quit the close button sends.
    @Test(.enabled(if: windowToolsAvailable, "Xvfb is missing (./run.sh test installs it)"))
    func scriptedEscapeClosesTheWindow() throws {
        let xvfb = try VirtualDisplay()
        // Keeps the server alive to the end of the test (ARC could release it after its last use).
        defer { withExtendedLifetime(xvfb) {} }
        let environment = xvfb.environment
        let script = try writeScript("0.2 key d\n0.3 key +\n0.4 click 50 50\n0.5 key escape\n")
        let started = Date()
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["--demo", "drops", "--size", "640x400", "--duration", "20", "--speed", "0.5",
                                             "--script", script],
                                            environment: environment, timeLimit: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("frames presented"))
        // It closed at the scripted Escape, long before --duration.
        #expect(Date().timeIntervalSince(started) < 15)
    }
}

/// How many bytes two renders differ in (all of them when their sizes differ): what a failed
/// comparison reports, instead of printing two whole pictures.
func differingBytes(_ a: (width: Int, height: Int, bytes: [UInt8]), _ b: (width: Int, height: Int, bytes: [UInt8])) -> Int {
    guard a.bytes.count == b.bytes.count else { return max(a.bytes.count, b.bytes.count) }
    return zip(a.bytes, b.bytes).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
}
