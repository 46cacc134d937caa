import Foundation
import Platform
import Testing
import TestSupport

/// Bad input, as a new user tries it on purpose: a clear one-line message and the documented
/// exit status, never a crash, a hang, a silent success or a broken file.
@Suite("Bad input and failed writes", .serialized)
struct BadInputTests {
    private func run(_ arguments: [String], environment: [String: String] = headlessEnvironment()) throws -> ProcessRunner.Outcome {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: environment, timeLimit: 60)
        #expect(!outcome.timedOut)
        return outcome
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = RepositoryPaths.temporaryDirectory("bad-input") + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("A PNG written to a full device fails with the system's reason, and the device stays a device")
    func fullDevice() throws {
        let outcome = try run(["render", "--demo", "drops", "--at", "1", "--out", "/dev/full"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("cannot write /dev/full: No space left on device"), "\(outcome.standardError)")
        var status = stat()
        #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/full was replaced")
    }

    @Test("A write past a file-size limit fails, leaving the old file as it was and no partial file beside it")
    func fileSizeLimit() throws {
        let directory = RepositoryPaths.temporaryDirectory("fsize")
        let target = directory + "/frame.png"
        try Data("the old picture".utf8).write(to: URL(fileURLWithPath: target))
        let command = "ulimit -f 8; exec '\(RepositoryPaths.executable)' render --demo drops --at 1 --out '\(target)'"
        let outcome = try ProcessRunner.run("/bin/bash", ["-c", command], environment: headlessEnvironment(), timeLimit: 60)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("File too large"), "\(outcome.standardError)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "the old picture")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["frame.png"])
    }

    @Test("A display that does not answer is one line and status 2, not an invisible window")
    func missingDisplay() throws {
        var environment = headlessEnvironment()
        environment["DISPLAY"] = ":987"
        let outcome = try run(["--duration", "5"], environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("cannot open the display (DISPLAY=:987)"), "\(outcome.standardError)")
    }

    @Test("Scripts: a huge token is not echoed whole; UTF-16 is named as such")
    func scripts() throws {
        let huge = try file("huge.txt", Array(("0.1 key " + String(repeating: "a", count: 10_000_000) + "\n").utf8))
        let first = try run(["render", "--demo", "drops", "--at", "1", "--script", huge, "--out", "/tmp/x.png"])
        #expect(first.status == 64 && first.standardError.utf8.count < 600, "\(first.standardError.prefix(300))")
        #expect(first.standardError.contains("(10000000 bytes)"))
        var utf16: [UInt8] = []
        for unit in "0.1 key d\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let wide = try file("utf16.txt", utf16)
        let second = try run(["render", "--demo", "drops", "--at", "1", "--script", wide, "--out", "/tmp/x.png"])
        #expect(second.status == 64 && second.standardError.contains("not UTF-8"), "\(second.standardError)")
    }

    @Test("Scripts from a pipe work like files; an endless one (/dev/zero) stops at the size limit")
    func scriptsFromPipes() throws {
        let endless = try run(["render", "--demo", "drops", "--at", "1", "--script", "/dev/zero", "--out", "/tmp/x.png"])
        #expect(endless.status == 64 && endless.standardError.contains("/dev/zero: larger than 64 MB"), "\(endless.standardError)")

        let directory = RepositoryPaths.temporaryDirectory("script-fifo")
        let fifo = directory + "/keys-\(getpid())"
        unlink(fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        // The writer blocks until the playground opens the pipe, as a shell's `<(…)` does.
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data("0.3 key t\n".utf8))
                try? handle.close()
            }
        }
        writer.start()
        let out = directory + "/piped.png"
        let piped = try run(["render", "--demo", "drops", "--at", "0.5", "--script", fifo, "--out", out])
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test("Flags: an empty --only, --png-dir for layout, a .jpg, a negative size; --help shows sizes as typed",
          arguments: [
              (["bench", "--scenes", "peers", "--only", ""], "--only names no case"),
              (["bench", "--scenes", "layout", "--png-dir", "/tmp/pd"], "--png-dir applies only to --scenes peers"),
              (["bench", "--scenes", "demos", "--tiger", "/tmp/tiger.json"], "--tiger applies only to --scenes peers"),
              (["bench", "--scenes", "peers", "--scale", "2"], "--scale applies only to --scenes demos"),
              (["bench", "--scenes", "demos", "--scale", "9"], "--scale must be between 1 and 4"),
              (["render", "--demo", "drops", "--at", "1", "--out", "/tmp/x.jpg"], "--out must name a .png file"),
              (["render", "--demo", "drops", "--at", "1", "--size", "-5x10", "--out", "/tmp/x.png"], "'-5x10' is invalid for '--size"),
          ])
    func flags(arguments: [String], expected: String) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
    }

    @Test func helpShowsSizesAsTyped() throws {
        let outcome = try run(["render", "--help"])
        #expect(outcome.standardOutput.contains("(default: 1280x800)"), "\(outcome.standardOutput)")
        #expect(!outcome.standardOutput.contains("SizeArgument"))
    }
}

/// `playground soak`: a short run reports resident memory at the start and the end.
@Suite("playground soak")
struct SoakCommandTests {
    @Test func shortSoakReportsMemory() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["soak", "--seconds", "1"], environment: headlessEnvironment(),
                                            timeLimit: 300)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("resident memory after the first round"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("at start") && outcome.standardOutput.contains("MB at end"))
        let bad = try ProcessRunner.run(RepositoryPaths.executable, ["soak", "--seconds", "0"], environment: headlessEnvironment())
        #expect(bad.status == 64 && bad.standardError.contains("--seconds"))
    }
}

/// `playground fuzz` on every target: each demo's verdict follows its own start line, written as
/// it finishes rather than held in a buffer to the end of a run that can last an hour.
@Suite("playground fuzz")
struct FuzzCommandTests {
    @Test func eachVerdictFollowsItsDemo() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["fuzz", "--events", "30", "--seed", "5", "--demo", "all"],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let starts = lines.indices.filter { lines[$0].hasSuffix(", seed 5, 30 events") }
        #expect(starts.count == 7, "\(outcome.standardOutput)")
        for index in starts {
            let name = lines[index].dropFirst("fuzz: ".count).prefix { $0 != "," }
            #expect(index + 1 < lines.count && lines[index + 1].hasPrefix("fuzz: \(name): all invariants held"),
                    "\(name): \(outcome.standardOutput)")
        }
    }

    /// The shortest script a failure prints replays with the same checks (the damage check
    /// too), so a finding can be studied and its fix confirmed; it needs the demo it ran on.
    @Test func aPrintedScriptReplaysWithTheSameChecks() throws {
        let script = RepositoryPaths.temporaryDirectory("fuzz-script") + "/shortest.txt"
        try "0.2 key f3\n0.3 down 40 40\n0.35 move 90 60\n0.4 up 90 60\n0.5 resize 300 200\n0.6 expose\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        var environment = headlessEnvironment()
        environment["PLAYGROUND_CHECK_DAMAGE"] = "1"
        let replayed = try ProcessRunner.run(RepositoryPaths.executable, ["fuzz", "--demo", "drawer", "--script", script],
                                             environment: environment, timeLimit: 120)
        #expect(replayed.status == 0, "\(replayed.standardError)")
        #expect(replayed.standardOutput.contains("fuzz: drawer: all invariants held over the script's 6 events"), "\(replayed.standardOutput)")
        let everyDemo = try ProcessRunner.run(RepositoryPaths.executable, ["fuzz", "--script", script],
                                              environment: environment, timeLimit: 120)
        #expect(everyDemo.status == 64)
        #expect(everyDemo.standardError.contains("--script replays on one demo"), "\(everyDemo.standardError)")
    }

    /// Review finding: a --pictures folder that could not be made was found only after a failure,
    /// and cost the shrunk script of what may have been hours of fuzzing.
    @Test func picturesFolderIsMadeBeforeTheRun() throws {
        let directory = RepositoryPaths.temporaryDirectory("fuzz-pictures")
        let file = directory + "/not-a-folder"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try ProcessRunner.run(RepositoryPaths.executable, ["fuzz", "--events", "5", "--demo", "drops", "--pictures", file + "/sub"],
                                            environment: headlessEnvironment(), timeLimit: 60)
        #expect(refused.status == 1, "\(refused.standardError)")
        #expect(refused.standardError.contains("--pictures: cannot make the folder"), "\(refused.standardError)")
        let made = directory + "/pictures"
        let noted = try ProcessRunner.run(RepositoryPaths.executable, ["fuzz", "--events", "5", "--demo", "drops", "--pictures", made],
                                          environment: headlessEnvironment(), timeLimit: 120)
        #expect(noted.status == 0, "\(noted.standardError)")
        #expect(noted.standardError.contains("set PLAYGROUND_CHECK_DAMAGE=1"), "\(noted.standardError)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: made, isDirectory: &isFolder) && isFolder.boolValue)
    }
}

/// The device-pixel limit: a frame holds at most `Pixmap.maximumPixels`, headless and in the
/// window alike; past it, a clear error instead of gigabytes and minutes.
@Suite("Device-pixel limit")
struct PixelLimitTests {
    @Test func renderPastTheLimitIsAClearError() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "drops", "--at", "0.1", "--size", "16384x16384", "--out", "/tmp/x.png"],
                                            environment: headlessEnvironment(), timeLimit: 60)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("more than a frame may hold"), "\(outcome.standardError)")
    }
}
