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

    /// The bytes at `path`, read with plain `read(2)` so that a pipe (`--script <(…)`,
    /// `/dev/stdin`) works like a file, and a failure carries the system's own reason.
    private static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
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
