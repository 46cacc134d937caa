import Foundation
import Testing
import TestSupport

/// A negative number after a numeric option is that option's value, out of range, and said so:
/// it used to be taken for an option of its own ("Missing value for '--at <at>'").
@Suite("Negative numbers as option values")
struct NegativeNumberTests {
    static let render = ["render", "--demo", "drops", "--at", "1", "--out", "/tmp/negative.png"]
    static let record = ["record", "--demo", "drops", "--to", "1", "--out", "/tmp/negative.webp"]
    static let launch = ["launch"]

    /// Every numeric option of every subcommand, with the start of its range message.
    static let cases: [([String], String, String)] = [
        (render, "--at", "--at must be between 0 and 86400"),
        (render, "--scale", "--scale must be between 1 and 4"),
        (render, "--paused-at", "--paused-at must be between 0 and --at"),
        (render, "--repeat", "--repeat must be between 1 and 10000"),
        (render, "--speed", "--speed must be between 0.01 and 16"),
        (render, "--fps-cap", "--fps-cap must be one of 60, 30, 24, 12"),
        (render, "--size", "'-1' is invalid for '--size"),
        (record, "--from", "--from and --to must be times from 0 to 3600"),
        (record, "--to", "--from and --to must be times from 0 to 3600"),
        (record, "--fps", "--fps must be between 1 and 60"),
        (record, "--scale", "--scale must be between 1 and 4"),
        (record, "--quality", "--quality must be between 0 and 100"),
        (record, "--speed", "--speed must be between 0.01 and 16"),
        (record, "--fps-cap", "--fps-cap must be one of"),
        (record, "--size", "'-1' is invalid for '--size"),
        (launch, "--duration", "--duration must be a positive number of seconds"),
        (launch, "--frames", "--frames must be between 1 and 10000000"),
        (launch, "--speed", "--speed must be between 0.01 and 16"),
        (launch, "--fps-cap", "--fps-cap must be one of"),
        (launch, "--scale", "--scale must be between 1 and 4"),
        (launch, "--size", "'-1' is invalid for '--size"),
        (["bench", "--scenes", "layout"], "--passes", "--passes must be between 1 and 1000"),
        (["bench", "--scenes", "demos"], "--scale", "--scale must be between 1 and 4"),
        (["bench", "--lottie", "/tmp/negative.json"], "--size", "'-1' is invalid for '--size"),
        (["fuzz"], "--events", "--events must be between 1 and 10000000"),
        (["fuzz"], "--seed", "a seed is a whole number from 0 to 18446744073709551615"),
        (["fuzz"], "--shrink-seconds", "--shrink-seconds must be between 0 and 86400"),
        (["soak"], "--seconds", "--seconds must be between 1 and 86400"),
        (["render", "--at", "1", "--out", "/tmp/negative.png"], "--demo", "unknown demo '-1'"),
        (["params"], "--demo", "unknown demo '-1'"),
    ]

    @Test("`--option -1` is the option's value and gets its range message, as `--option=-1` does", arguments: cases)
    func negativeValueGetsTheRangeMessage(command: [String], option: String, expected: String) throws {
        for arguments in [command + [option, "-1"], command + ["\(option)=-1"]] {
            let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: headlessEnvironment(), timeLimit: 60)
            #expect(!outcome.timedOut)
            #expect(outcome.status == 64, "\(arguments): \(outcome.standardError)")
            #expect(isOneLine(outcome.standardError), "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError.contains(expected), "\(arguments): \(outcome.standardError)")
            #expect(!outcome.standardError.contains("Missing value"), "\(arguments): \(outcome.standardError)")
        }
    }

    @Test("Every numeric option a subcommand's --help lists is among the cases")
    func casesCoverEveryNumericOption() throws {
        let covered = Set(Self.cases.map { "\($0.0[0]) \($0.1)" })
        let numeric = ["--at", "--scale", "--paused-at", "--repeat", "--speed", "--fps-cap", "--size", "--from", "--to", "--fps",
                       "--quality", "--duration", "--frames", "--passes", "--events", "--seed", "--seconds", "--shrink-seconds"]
        for subcommand in ["render", "record", "launch", "bench", "fuzz", "soak"] {
            let help = try ProcessRunner.run(RepositoryPaths.executable, [subcommand, "--help"], environment: headlessEnvironment()).standardOutput
            for option in numeric where help.contains("\(option) <") {
                #expect(covered.contains("\(subcommand) \(option)"), "\(subcommand) \(option) has no negative-number case")
            }
        }
    }
}
