import Foundation
import Platform
import Testing
import TestSupport

/// A named pipe (FIFO) where a file is expected blocks open(2) until the other end opens, which
/// may be never: with no writer (`--script`) or reader (`--out`) within 10 s the command gives up
/// with one line; a font that is a FIFO is refused at once. Pipes with a program at the other end
/// (`--script <(…)`, `/dev/stdin`, `--out /dev/stdout`) keep working.
@Suite("Named pipes and other non-files", .serialized)
struct NamedPipeTests {
    private func fifo(_ name: String, in folder: String = RepositoryPaths.temporaryDirectory("fifo")) -> String {
        let path = folder + "/" + name
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    /// Files called motionplayground-<pid>-<n> in the temporary folder: what a write through a
    /// device or pipe once left behind.
    private func strayTemporaries() -> Set<String> {
        Set(entries(NSTemporaryDirectory()).filter { $0.wholeMatch(of: /motionplayground-\d+-\d+/) != nil })
    }

    @Test("A FIFO nobody writes to as --script is given up on after 10 s")
    func scriptWithoutWriter() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "drops", "--at", "1", "--script", fifo("keys"), "--out", "/tmp/fifo.png"],
                                            environment: headlessEnvironment(), timeLimit: 120)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("a named pipe (FIFO) that no program wrote to within 10 s"), "\(outcome.standardError)")
    }

    @Test("A FIFO nobody reads as --out is given up on after 10 s, leaving no temporary file",
          arguments: [["render", "--demo", "drops", "--at", "1", "--size", "320x200", "--out"],
                      ["record", "--demo", "drops", "--to", "0.2", "--size", "320x200", "--out"]])
    func outWithoutReader(command: [String]) throws {
        let before = strayTemporaries()
        let folder = RepositoryPaths.temporaryDirectory("fifo-out")
        let target = fifo(command[0] == "render" ? "frame.png" : "clip.webp", in: folder)
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, command + [target], environment: headlessEnvironment(), timeLimit: 120)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("named pipe (FIFO) that no program read from within 10 s"), "\(outcome.standardError)")
        #expect(entries(folder) == [URL(fileURLWithPath: target).lastPathComponent], "left behind: \(entries(folder))")
        #expect(strayTemporaries().subtracting(before).isEmpty)
    }

    @Test("A font that is a FIFO is refused at once")
    func fontIsAFIFO() throws {
        let resources = RepositoryPaths.temporaryDirectory("fifo-font")
        try FileManager.default.createDirectory(atPath: resources + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.fonts + "/Inter-SemiBold.otf", toPath: resources + "/Fonts/Inter-SemiBold.otf")
        let font = fifo("Inter-Regular.otf", in: resources + "/Fonts")
        var environment = headlessEnvironment()
        environment["MOTIONPLAYGROUND_RESOURCES"] = resources
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["render", "--demo", "drops", "--at", "1", "--out", "/tmp/fifo.png"],
                                            environment: environment, timeLimit: 60)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError == "playground: cannot read font \(font): not a regular file\n", "\(outcome.standardError)")
    }

    @Test("Scripts from a shell's pipes and the PNG on standard output still work")
    func pipesWithAProgramAtTheOtherEndWork() throws {
        let out = RepositoryPaths.temporaryDirectory("pipes") + "/f.png"
        let binary = "'\(RepositoryPaths.executable)' render --demo drops --at 0.5 --size 320x200"
        for command in ["\(binary) --script <(echo '0.3 key t') --out '\(out)'",
                        "echo '0.3 key t' | \(binary) --script /dev/stdin --out '\(out)'",
                        "\(binary) --script <(true) --out '\(out)'"] {
            unlink(out)
            let outcome = try ProcessRunner.run("/bin/bash", ["-c", command], environment: headlessEnvironment(), timeLimit: 120)
            #expect(outcome.status == 0, "\(command): \(outcome.standardError)")
            #expect(FileManager.default.fileExists(atPath: out), "\(command)")
        }
        // Through a pipe to cat, as `| cat > file` in a shell: /dev/stdout is then a pipe.
        unlink(out)
        let piped = try ProcessRunner.run("/bin/bash", ["-c", "set -o pipefail; \(binary) --out /dev/stdout | cat > '\(out)'"],
                                          environment: headlessEnvironment(), timeLimit: 120)
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(try PNGFile.readRGBA(out).width == 320)
    }
}
