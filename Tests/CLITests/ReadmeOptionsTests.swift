import Foundation
import Testing
import TestSupport

/// The README's option table cannot rot: every subcommand the executable lists, and every option
/// each one's `--help` shows, appears in the README.
@Suite("README lists every command-line option")
struct ReadmeOptionsTests {
    private func help(_ arguments: [String]) throws -> String {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments + ["--help"], environment: headlessEnvironment(),
                                            timeLimit: 30)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput
    }

    @Test func everyOptionIsDocumented() throws {
        let readme = try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8)
        let top = try help([])
        // "SUBCOMMANDS:" then lines "  name (default)   summary".
        let subcommands = top.components(separatedBy: "SUBCOMMANDS:").last?
            .split(separator: "\n")
            .compactMap { line -> String? in
                guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else { return nil }
                return String(name)
            } ?? []
        #expect(subcommands.contains("render") && subcommands.contains("launch"), "\(top)")
        for subcommand in subcommands {
            // Booleans first: an expectation on `readme.contains` would print the whole README.
            let mentioned = readme.contains(subcommand)
            #expect(mentioned, "README does not mention the \(subcommand) command")
            let text = try help([subcommand])
            let options = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "[" || $0 == "]" })
                .filter { $0.hasPrefix("--") && $0 != "--help" }
                .map { String($0.prefix { $0 == "-" || $0.isLetter || $0.isNumber }) })
            for option in options {
                let documented = readme.contains("`\(option)")
                #expect(documented, "README does not document \(subcommand) \(option)")
            }
        }
    }
}
