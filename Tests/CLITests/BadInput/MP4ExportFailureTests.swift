import Foundation
import Testing
import TestSupport

/// An ffmpeg that fails, in every way a fake one on PATH can show: its failure is one line with
/// its last words and status 1, never a silent SIGPIPE death (status 141), a hang or a partial
/// `.clip.mp4.partial-PID.mp4` left beside the target.
@Suite("MP4 export when ffmpeg fails", .serialized)
struct MP4ExportFailureTests {
    private func record(with ffmpeg: String, timeLimit: Double = 120) throws -> (outcome: ProcessRunner.Outcome, folder: String) {
        let folder = RepositoryPaths.temporaryDirectory("mp4-failure")
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["record", "--demo", "drops", "--to", "1", "--fps", "10", "--size", "320x200",
                                             "--out", folder + "/clip.mp4"],
                                            environment: environment(withFirstOnPath: ffmpeg), timeLimit: timeLimit)
        #expect(!outcome.timedOut)
        return (outcome, folder)
    }

    @Test("An ffmpeg that exits without reading its input is reported with its last line and status",
          arguments: [("echo 'fake: Unknown encoder libx264' >&2; exit 1", "exit status 1: fake: Unknown encoder libx264"),
                      ("exit 0", "exit status 0")])
    func exitsWithoutReading(body: String, expected: String) throws {
        let (outcome, folder) = try record(with: try fakeFFmpeg(body))
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("ffmpeg stopped reading frames (\(expected))"), "\(outcome.standardError)")
        #expect(entries(folder).isEmpty, "left behind: \(entries(folder))")
    }

    @Test("An ffmpeg that cannot write (a full disk) leaves no partial file")
    func cannotWrite() throws {
        // Takes part of the input, writes part of a file, fails as ffmpeg does on ENOSPC.
        let body = """
            for last; do :; done
            head -c 300000 > "$last"
            echo "[out#0/mp4] Error writing trailer: No space left on device" >&2
            exit 1
            """
        let (outcome, folder) = try record(with: try fakeFFmpeg(body))
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("No space left on device"), "\(outcome.standardError)")
        #expect(entries(folder).isEmpty, "left behind: \(entries(folder))")
    }

    @Test("An ffmpeg that never reads its input is given up on, and stopped")
    func neverReads() throws {
        let pidFile = RepositoryPaths.temporaryDirectory("mp4-stall") + "/pid"
        let ffmpeg = try fakeFFmpeg("echo $$ > '\(pidFile)'\nexec sleep 1000")
        let (outcome, folder) = try record(with: ffmpeg, timeLimit: 180)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("ffmpeg took no frame data and did no work for 10 s"), "\(outcome.standardError)")
        #expect(entries(folder).isEmpty, "left behind: \(entries(folder))")
        let pid = pid_t((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        #expect(pid > 0 && !isAlive(pid), "the fake ffmpeg (\(pid)) still runs")
    }

    @Test("An ffmpeg that takes every frame, then neither works nor exits, is given up on, and stopped")
    func neverExits() throws {
        let pidFile = RepositoryPaths.temporaryDirectory("mp4-no-exit") + "/pid"
        let ffmpeg = try fakeFFmpeg("echo $$ > '\(pidFile)'\ncat > /dev/null\nexec sleep 1000")
        let (outcome, folder) = try record(with: ffmpeg, timeLimit: 180)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(isOneLine(outcome.standardError), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("ffmpeg did no work for 10 s after the last frame and did not exit"), "\(outcome.standardError)")
        #expect(entries(folder).isEmpty, "left behind: \(entries(folder))")
        let pid = pid_t((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        #expect(pid > 0 && !isAlive(pid), "the fake ffmpeg (\(pid)) still runs")
    }
}
