import Foundation
import Testing
import TestSupport

/// Whatever ends an export — a reader that leaves, Ctrl-C, SIGTERM, a full disk — it leaves no
/// temporary file, no partial clip and no folder of some of the frames behind.
@Suite("Temporary files on every exit path", .serialized)
struct TemporaryFileCleanupTests {
    @Test("render --out /dev/stdout | head -c 8: a broken pipe, one line, no temporary file")
    func readerLeaves() throws {
        let before = Set(entries(NSTemporaryDirectory()))
        let errors = RepositoryPaths.temporaryDirectory("head") + "/stderr"
        // A frame well over the pipe's 64 KB, so head has left before the write ends.
        let command = "'\(RepositoryPaths.executable)' render --demo 0 --at 1 --size 1600x1000 --out /dev/stdout 2>'\(errors)' "
            + "| head -c 8 > /dev/null; exit ${PIPESTATUS[0]}"
        let outcome = try ProcessRunner.run("/bin/bash", ["-c", command], environment: headlessEnvironment(), timeLimit: 120)
        let error = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(outcome.status == 1, "\(error)")
        #expect(error == "playground: cannot write /dev/stdout: Broken pipe\n", "\(error)")
        let strays = Set(entries(NSTemporaryDirectory())).subtracting(before).filter { $0.wholeMatch(of: /motionplayground-\d+-\d+/) != nil }
        #expect(strays.isEmpty, "left behind: \(strays)")
    }

    @Test("SIGINT or SIGTERM during an MP4 export stops ffmpeg and removes its partial file", arguments: [SIGINT, SIGTERM])
    func signalDuringMP4Export(signal: Int32) throws {
        let folder = RepositoryPaths.temporaryDirectory("mp4-signal")
        let pidFile = folder + ".ffmpeg-pid"
        // ffmpeg's stand-in copies the raw frames into its output, growing it as a real one does.
        let ffmpeg = try fakeFFmpeg("echo $$ > '\(pidFile)'\nfor last; do :; done\nexec cat > \"$last\"")
        let process = try SpawnedProcess(RepositoryPaths.executable,
                                         ["record", "--demo", "drops", "--to", "600", "--out", folder + "/clip.mp4"],
                                         environment: environment(withFirstOnPath: ffmpeg), errorFile: folder + ".stderr")
        let partial = "\(folder)/.clip.mp4.partial-\(process.pid).mp4"
        let started = waitUntil(timeLimit: 120) {
            ((try? FileManager.default.attributesOfItem(atPath: partial)[.size] as? Int) ?? 0) > 8 << 20
        }
        #expect(started, "no partial file grew: \(entries(folder)) \(process.standardError)")
        kill(process.pid, signal)
        #expect(process.wait(timeLimit: 60) == .signalled(signal), "\(process.standardError)")
        #expect(entries(folder).isEmpty, "left behind: \(entries(folder))")
        let ffmpegPID = pid_t((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        #expect(ffmpegPID > 0 && waitUntil(timeLimit: 30) { !isAlive(ffmpegPID) }, "ffmpeg (\(ffmpegPID)) still runs")
    }

    @Test("SIGTERM during a PNG-folder export leaves neither the folder nor its hidden staging folder")
    func signalDuringFrameFolderExport() throws {
        let parent = RepositoryPaths.temporaryDirectory("frames-signal")
        let process = try SpawnedProcess(RepositoryPaths.executable,
                                         ["record", "--demo", "drops", "--to", "600", "--size", "320x200", "--out", parent + "/frames/"],
                                         environment: headlessEnvironment(), errorFile: parent + ".stderr")
        let staging = "\(parent)/.frames.partial-\(process.pid)"
        let started = waitUntil(timeLimit: 120) { entries(staging).count >= 3 }
        #expect(started, "no frames were written: \(entries(parent)) \(process.standardError)")
        kill(process.pid, SIGTERM)
        #expect(process.wait(timeLimit: 60) == .signalled(SIGTERM), "\(process.standardError)")
        #expect(entries(parent).isEmpty, "left behind: \(entries(parent)) \(entries(staging))")
    }

    @Test("A full disk halfway through a folder of frames leaves no folder of some of them")
    func fullDiskHalfwayThroughFrames() throws {
        let parent = RepositoryPaths.temporaryDirectory("frames-full")
        // More drops from 0.45 s on make frames 5… larger than the first five (43 KB, then 46 KB):
        // a 44 KB file-size limit stops the export at frame 5.
        let script = try writeScript((0..<8).map { "0.\(45 + $0) key +" }.joined(separator: "\n") + "\n", label: "frames-full")
        let command = "ulimit -f 44; exec '\(RepositoryPaths.executable)' record --demo drops --to 1 --fps 10 --script '\(script)' "
            + "--out '\(parent)/full/frames/'"
        let outcome = try ProcessRunner.run("/bin/bash", ["-c", command], environment: headlessEnvironment(), timeLimit: 300)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError) && outcome.standardError.contains("frame-0000"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("File too large"), "\(outcome.standardError)")
        #expect(entries(parent + "/full").isEmpty, "left behind: \(entries(parent + "/full"))")
    }

    @Test("A finished folder export moves its frames into an existing folder, keeping the files there")
    func frameFolderIntoExistingFolder() throws {
        let folder = RepositoryPaths.temporaryDirectory("frames-existing")
        try "notes".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["record", "--demo", "drops", "--to", "0.2", "--fps", "10", "--size", "320x200", "--out", folder],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(entries(folder) == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "notes.txt"])
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        #expect(!entries(parent).contains { $0.hasPrefix(".\(URL(fileURLWithPath: folder).lastPathComponent).partial") })
    }
}
