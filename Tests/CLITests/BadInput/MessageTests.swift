import Foundation
import PlatformTestSupport
import Testing
import TestSupport

/// What a message echoes of the user's input is safe and short: control characters escaped
/// (an ESC cannot recolour the terminal, a newline cannot split the line), long values cut; and
/// each message says what is actually wrong.
@Suite("Messages echo input safely and say what is wrong", .serialized)
struct MessageTests {
    private func run(_ arguments: [String], environment: [String: String] = headlessEnvironment()) throws -> ProcessRunner.Outcome {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: environment, timeLimit: 60)
        #expect(!outcome.timedOut)
        return outcome
    }

    /// One line, and no control character in it but its newline.
    private func isSafeOneLine(_ text: String) -> Bool {
        isOneLine(text) && !text.dropLast().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    static let hostile = "\u{1B}[31mred\u{07}\u{7F}\nnext"
    static let render = ["render", "--at", "1", "--out", "/tmp/message.png"]

    @Test("Control characters from --demo, --set, --out and script key names are escaped",
          arguments: [(render + ["--demo", hostile], "unknown demo '\\x1b[31mred\\x07\\x7f\\nnext'"),
                      (render + ["--demo", "drops", "--set", hostile + "=3"], "no parameter '\\x1b[31mred\\x07\\x7f\\nnext'"),
                      (render + ["--demo", "drops", "--set", "count=" + hostile], "count=\\x1b[31mred\\x07\\x7f\\nnext"),
                      (["render", "--demo", "drops", "--at", "1", "--out", hostile], "got \\x1b[31mred\\x07\\x7f\\nnext)")])
    func controlCharactersAreEscaped(arguments: [String], expected: String) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64)
        #expect(isSafeOneLine(outcome.standardError), "\(outcome.standardError.debugDescription)")
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError.debugDescription)")
    }

    @Test("A script's key name with control characters is escaped")
    func scriptKeyNameIsEscaped() throws {
        let script = try writeScript("0.1 key \u{1B}[2J\u{7F}\n", label: "message-key")
        let outcome = try run(Self.render + ["--demo", "drops", "--script", script])
        #expect(outcome.status == 64)
        #expect(isSafeOneLine(outcome.standardError), "\(outcome.standardError.debugDescription)")
        #expect(outcome.standardError.hasSuffix("(\\x1b[2J\\x7f)\n"), "\(outcome.standardError.debugDescription)")
    }

    @Test("A DISPLAY with control characters is escaped")
    func displayIsEscaped() throws {
        var environment = headlessEnvironment()
        environment["DISPLAY"] = "\u{1B}]0;title\u{07}:9\nx"
        let outcome = try run(["--duration", "1"], environment: environment)
        #expect(outcome.status == 2)
        #expect(isSafeOneLine(outcome.standardError), "\(outcome.standardError.debugDescription)")
        #expect(outcome.standardError.contains("DISPLAY=\\x1b]0;title\\x07:9\\nx"), "\(outcome.standardError.debugDescription)")
    }

    @Test("A 10,000-character value is cut to 80 characters and an ellipsis",
          arguments: [["--demo", String(repeating: "d", count: 10_000)],
                      ["--demo", "drops", "--set", String(repeating: "n", count: 10_000) + "=3"],
                      ["--demo", "drops", "--script", "/tmp/" + String(repeating: "s", count: 10_000)]])
    func longValuesAreCut(arguments: [String]) throws {
        let outcome = try run(Self.render + arguments)
        #expect(outcome.status == 64)
        #expect(isSafeOneLine(outcome.standardError), "\(outcome.standardError.prefix(300))")
        #expect(outcome.standardError.count < 400, "\(outcome.standardError.count) characters: \(outcome.standardError.prefix(300))")
        #expect(outcome.standardError.contains("…"), "\(outcome.standardError.prefix(300))")
    }

    @Test("A bad --set is reported before the window needs a display")
    func settingsAreCheckedBeforeTheDisplay() throws {
        let outcome = try run(["launch", "--set", "count=3"])
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(outcome.standardError == "playground: --set count=3: must be one of 1, 2, 4, 5, 10, 20, 25, 50, 100\n",
                "\(outcome.standardError)")
    }

    @Test("An empty path says it is empty", arguments: [
        (["record", "--demo", "drops", "--to", "1", "--out", ""], "--out is empty"),
        (["render", "--demo", "drops", "--at", "1", "--out", ""], "--out is empty"),
        (["render", "--demo", "drops", "--at", "1", "--out", "/tmp/x.png", "--script", ""], "--script is empty"),
        (["bench", "--scenes", "peers", "--png-dir", ""], "--png-dir is empty"),
    ])
    func emptyPaths(arguments: [String], expected: String) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError) && outcome.standardError.contains(expected), "\(outcome.standardError)")
    }

    @Test("A folder named ffmpeg on PATH is passed over, as a shell does")
    func ffmpegFolderIsSkipped() throws {
        let folder = RepositoryPaths.temporaryDirectory("ffmpeg-folder")
        try FileManager.default.createDirectory(atPath: folder + "/ffmpeg", withIntermediateDirectories: true)
        var environment = headlessEnvironment()
        // Only the folder: no real ffmpeg after it, so the answer is the missing-program one.
        environment["PATH"] = folder
        let outcome = try run(["record", "--demo", "drops", "--to", "0.2", "--size", "320x200", "--out", folder + "/clip.mp4"],
                              environment: environment)
        #expect(outcome.status == 69, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError) && outcome.standardError.contains("needs the ffmpeg program"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("NSCocoaErrorDomain"))
    }

    @Test("Without XDG_RUNTIME_DIR, a display that does not answer is our one line, with nothing from Wayland before it")
    func noWaylandNoiseWithoutRuntimeDirectory() throws {
        var environment = headlessEnvironment()
        environment["DISPLAY"] = ":987"
        environment.removeValue(forKey: "XDG_RUNTIME_DIR")
        let outcome = try run(["--duration", "1"], environment: environment)
        #expect(outcome.status == 2)
        #expect(isOneLine(outcome.standardError), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("cannot open the display (DISPLAY=:987)"), "\(outcome.standardError)")
    }

    @Test("Without XDG_RUNTIME_DIR the window opens on X11 and prints nothing on stderr",
          .enabled(if: VirtualDisplay.isAvailable, "Xvfb is missing"))
    func windowWithoutRuntimeDirectory() throws {
        let xvfb = try VirtualDisplay()
        defer { withExtendedLifetime(xvfb) {} }
        var environment = xvfb.environment
        environment.removeValue(forKey: "XDG_RUNTIME_DIR")
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["--demo", "drops", "--frames", "10"], environment: environment,
                                            timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    }
}
