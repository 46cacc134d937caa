import ArgumentParser
import Foundation

/// Prints one clear line to standard error and exits with `code`: bad input never crashes.
func fail(_ message: String, code: Int32 = 1) -> ExitCode {
    FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
    return ExitCode(code)
}
