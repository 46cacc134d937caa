import Foundation
import Testing
import TestSupport

/// Too little memory or stack is one line, `playground: out of memory: …`, and status 1: never
/// a Swift fatal error with a backtrace (a failed allocation) or a SIGSEGV (a stack that cannot
/// grow). Off under AddressSanitizer, which reserves terabytes of address space and its own
/// stack-overflow handling.
@Suite("Out of memory or stack", .serialized,
       .disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
                    || RepositoryPaths.executable.contains("asan"), "AddressSanitizer cannot run under ulimit -v"))
struct OutOfMemoryTests {
    private func render(limit: String, _ arguments: [String]) throws -> (outcome: ProcessRunner.Outcome, out: String) {
        let folder = RepositoryPaths.temporaryDirectory("memory")
        let out = folder + "/f.png"
        let command = "\(limit); exec '\(RepositoryPaths.executable)' render --at 1 --out '\(out)' "
            + arguments.map { "'\($0)'" }.joined(separator: " ")
        let outcome = try ProcessRunner.run("/bin/bash", ["-c", command], environment: headlessEnvironment(), timeLimit: 300)
        #expect(!outcome.timedOut)
        #expect(entries(folder).allSatisfy { $0 == "f.png" }, "left behind: \(entries(folder))")
        return (outcome, out)
    }

    @Test("Every address-space limit from 100 MB to 200 MB renders, or says out of memory")
    func addressSpaceLimits() throws {
        var outOfMemory = 0
        for limit in stride(from: 100_000, through: 200_000, by: 10_000) {
            for demo in ["1", "0"] {
                let (outcome, out) = try render(limit: "ulimit -v \(limit)", ["--demo", demo])
                let error = outcome.standardError
                switch outcome.status {
                case 0:
                    #expect(FileManager.default.fileExists(atPath: out), "\(limit) KB, demo \(demo)")
                case 1:
                    #expect(isOneLine(error) && error.hasPrefix("playground: out of memory: "), "\(limit) KB, demo \(demo): \(error.prefix(600))")
                    outOfMemory += 1
                default:
                    // Below what the dynamic loader needs the program never starts: that one
                    // line is the loader's, before any code of ours runs. Just above it, GLib
                    // (loaded with SDL's libraries) can fail its own start-up allocation in a
                    // library constructor and abort (SIGABRT), also before `main`.
                    let loaderFailed = outcome.status == 127 && error.contains("error while loading shared libraries")
                    let startupAborted = (outcome.status == 6 || outcome.status == 134) && error.contains("GLib") && error.contains("Cannot allocate memory")
                    #expect(loaderFailed || startupAborted,
                            "\(limit) KB, demo \(demo): status \(outcome.status): \(error.prefix(600))")
                }
            }
        }
        #expect(outOfMemory > 0, "no limit ran out of memory: the sweep no longer covers the limit")
    }

    @Test("Every address-space limit from 100 MB to 300 MB records a clip, or says out of memory", arguments: ["clip.webp", "clip.gif"])
    func recordUnderAddressSpaceLimits(clip: String) throws {
        var outcomes: Set<Int32> = []
        for limit in stride(from: 100_000, through: 300_000, by: 25_000) {
            let folder = RepositoryPaths.temporaryDirectory("memory-record")
            let command = "ulimit -v \(limit); exec '\(RepositoryPaths.executable)' record --demo drops --to 0.2 --size 640x400 --out '\(folder)/\(clip)'"
            let outcome = try ProcessRunner.run("/bin/bash", ["-c", command], environment: headlessEnvironment(), timeLimit: 300)
            #expect(!outcome.timedOut)
            outcomes.insert(outcome.status)
            switch outcome.status {
            case 0: #expect(FileManager.default.fileExists(atPath: folder + "/" + clip), "\(limit) KB")
            case 1: #expect(isOneLine(outcome.standardError) && outcome.standardError.hasPrefix("playground: out of memory: "),
                            "\(limit) KB: \(outcome.standardError.prefix(600))")
            default: #expect(outcome.status == 127 && outcome.standardError.contains("error while loading shared libraries"),
                             "\(limit) KB: status \(outcome.status): \(outcome.standardError.prefix(600))")
            }
        }
        #expect(outcomes.contains(0) && outcomes.contains(1), "the sweep no longer spans the limit: \(outcomes)")
    }

    @Test("An 8192x8192 frame under a 1 GB limit is out of memory, not a fatal error")
    func hugeFrame() throws {
        let (outcome, out) = try render(limit: "ulimit -v 1000000", ["--demo", "drops", "--size", "8192x8192"])
        #expect(outcome.status == 1, "\(outcome.standardError.prefix(600))")
        #expect(isOneLine(outcome.standardError) && outcome.standardError.contains("out of memory"), "\(outcome.standardError.prefix(600))")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("A 64 KB stack is out of memory, not a SIGSEGV")
    func smallStack() throws {
        let (outcome, out) = try render(limit: "ulimit -s 64", ["--demo", "drops"])
        #expect(outcome.status == 1, "\(outcome.standardError.prefix(600))")
        #expect(outcome.standardError == "playground: out of memory: the stack could not grow (see ulimit -s and ulimit -v)\n",
                "\(outcome.standardError.prefix(600))")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
