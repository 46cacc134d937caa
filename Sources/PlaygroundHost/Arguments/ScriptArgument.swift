import Animation
import ArgumentParser
import Foundation
import Input

/// `--script FILE`: loads and checks an input script before anything runs, so a malformed
/// line stops the command before a window opens or a frame renders.
enum ScriptArgument {
    /// The parsed script at `path`, or a failure (exit status 64, like other bad flags) naming
    /// the file and line: `playground: <file>:<line>: <what is wrong> (<the offending text>)`.
    static func load(_ path: String) throws -> InputScript {
        guard !path.isEmpty else { throw fail("--script is empty: name the input script's file", code: 64) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail("--script \(UserText.shown(path)): no such file", code: 64)
        }
        guard !isDirectory.boolValue else { throw fail("--script \(UserText.shown(path)): is a directory", code: 64) }
        let bytes = try read(path)
        do throws(InputScriptError) {
            return try InputScript(parsingUTF8: bytes)
        } catch {
            throw fail(error.description(file: path), code: 64, echoing: [path])
        }
    }
}

extension ScriptArgument {
    /// The most bytes a script may have: far more than any real session (a minute of recorded
    /// input is a few hundred kilobytes), and a bound for `--script /dev/zero`.
    static let maximumBytes = 64 << 20

    /// The usage error for a script the system will not read, with its reason (from `errno`).
    private static func unreadable(_ path: String) -> ExitCode {
        let reason = String(cString: strerror(errno))
        return fail("--script \(UserText.shown(path)): cannot read it: \(reason)", code: 64)
    }

    /// Seconds a named pipe (FIFO) with no writer is waited for before giving up.
    static let pipeWriterWait = 10.0

    /// The bytes at `path`, read with plain `read(2)` so that a pipe (`--script <(…)`,
    /// `/dev/stdin`) works like a file, and a failure carries the system's own reason.
    private static func read(_ path: String) throws -> [UInt8] {
        // Never blocking in open(2): a named pipe without a writer would block there for ever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path) }
        defer { close(descriptor) }
        var bytes = try waitForContent(descriptor, path: path)
        // From here reads wait for data, as on any file: a writer may be slow.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumBytes {
                throw fail("--script \(UserText.shown(path)): larger than \(maximumBytes >> 20) MB; an input script is a text file of events", code: 64)
            }
        }
    }

    /// Returns once reading `descriptor` can make progress, with the byte it may have read to
    /// find that out. A named pipe (FIFO) that no program has opened for writing reads as empty;
    /// a writer that comes within `pipeWriterWait` seconds is waited for, after that it is an
    /// error. A pipe with a writer (`<(…)`, a shell pipe into /dev/stdin) and every other kind of
    /// file pass at once.
    private static func waitForContent(_ descriptor: Int32, path: String) throws -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return [] }
        // An anonymous pipe (`/dev/fd/63`) without a writer never gets one: it is simply empty.
        // (The kernel names those `pipe:[inode]`; a named pipe by its path.)
        var target = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/self/fd/\(descriptor)", &target, target.count - 1)
        if length > 0, String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self).hasPrefix("pipe:[") { return [] }
        let deadline = ProcessInfo.processInfo.systemUptime + pipeWriterWait
        while true {
            // Data or a writer's coming and going; with no writer at all, poll waits for one.
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let remaining = deadline - ProcessInfo.processInfo.systemUptime
            let ready = poll(&request, 1, Int32(max(0, min(remaining, 1)) * 1000))
            if ready > 0 { return [] }
            if ready < 0, errno != EINTR { throw unreadable(path) }
            // Non-blocking, an empty pipe says EAGAIN when a writer has it open (then the blocking
            // reads wait for it) and end-of-file when none has.
            var byte: UInt8 = 0
            let count = Glibc.read(descriptor, &byte, 1)
            if count > 0 { return [byte] }
            if count < 0, errno == EAGAIN { return [] }
            if remaining <= 0 {
                throw fail("--script \(UserText.shown(path)): a named pipe (FIFO) that no program wrote to within \(Int(pipeWriterWait)) s", code: 64)
            }
        }
    }
}

/// `--speed`: the scene clock's time scale (slow motion below 1).
enum SpeedArgument {
    /// Checks `speed` against `SceneClock.timeScaleRange` (0.01…16); the clock would clamp
    /// silently, the command line says so instead.
    static func validate(_ speed: Double) throws {
        let range = SceneClock.timeScaleRange
        guard speed.isFinite, range.contains(speed) else {
            throw fail("--speed must be between \(range.lowerBound) and \(Int(range.upperBound)) (scene seconds per second; 0.5 is half speed)",
                       code: 64)
        }
    }
}
