import ArgumentParser
import Foundation

/// Prints one clear line to standard error and exits with `code`: bad input never crashes.
///
/// Every message goes through `UserText.oneLine`, so a control character from any value it echoes
/// (a terminal escape, a newline) is shown escaped and cannot split the line or act on the
/// terminal. `echoing` lists raw user values the message may hold whole (texts built by other
/// modules, such as a demo lookup's or a parameter's error): each is cut to a readable length.
func fail(_ message: String, code: Int32 = 1, echoing values: [String] = []) -> ExitCode {
    var text = message
    for value in values.sorted(by: { $0.count > $1.count }) where value.count > UserText.limit {
        text = text.replacingOccurrences(of: value, with: UserText.shown(value))
    }
    FileHandle.standardError.write(Data("\(Host.commandName): \(UserText.oneLine(text))\n".utf8))
    return ExitCode(code)
}
