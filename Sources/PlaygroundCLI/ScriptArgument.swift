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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail("--script \(path): no such file", code: 64)
        }
        guard !isDirectory.boolValue else { throw fail("--script \(path): is a directory", code: 64) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw fail("--script \(path): cannot read it: \(error.localizedDescription)", code: 64)
        }
        do throws(InputScriptError) {
            return try InputScript(parsingUTF8: [UInt8](data))
        } catch {
            throw fail(error.description(file: path), code: 64)
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
