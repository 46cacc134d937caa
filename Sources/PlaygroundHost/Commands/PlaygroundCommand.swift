import ArgumentParser
import Foundation

/// The command line of every host: `playground` itself, or a package's own executable that
/// started `Playground.main(demos:)`.
struct PlaygroundCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Host.commandName,
            abstract: Host.abstract,
            subcommands: [Launch.self, Render.self, Record.self, Check.self, TimelineCommand.self, Params.self, Bench.self, Fuzz.self, Soak.self, New.self, Watch.self],
            defaultSubcommand: Launch.self
        )
    }

    /// Parses the process's arguments and runs the command they name; never returns.
    static func start() -> Never {
        // Past a file-size limit (`ulimit -f`) a write then fails with EFBIG and is reported like
        // a full disk, instead of the signal killing the process halfway through a file.
        signal(SIGXFSZ, SIG_IGN)
        // Likewise a write to a pipe whose reader left (`| head`, an ffmpeg that exited) fails
        // with EPIPE, reported with the reason and cleaned up after, instead of a silent death.
        signal(SIGPIPE, SIG_IGN)
        StackOverflowGuard.install()
        let command: ParsableCommand
        do {
            command = try parseAsRoot(nil)
        } catch {
            exitAfterParsing(error)
        }
        do {
            var running = command
            try running.run()
        } catch {
            exit(withError: error)
        }
        exit()
    }

    /// Help goes out as ArgumentParser prints it; a usage error becomes the one line every
    /// failure is (`playground: …`), with where to read more, and its status (64).
    private static func exitAfterParsing(_ error: Error) -> Never {
        let code = exitCode(for: error)
        guard code != .success, !(error is ExitCode) else { exit(withError: error) }
        // ArgumentParser quotes the value it refused as given: one with a line break in it
        // (`--size $'1280x800\n'`) would cut the message short at it, before the reason.
        var message = message(for: error)
        for argument in CommandLine.arguments.dropFirst() where UserText.oneLine(argument) != argument {
            message = message.replacingOccurrences(of: argument, with: UserText.oneLine(argument))
        }
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        var text = lines.first { !$0.isEmpty } ?? "bad usage"
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        // "See 'playground fuzz --help' for more information." → "(see 'playground fuzz --help')"
        let full = fullMessage(for: error)
        if let start = full.range(of: "See '"), let end = full[start.upperBound...].firstIndex(of: "'") {
            text += " (see '\(full[start.upperBound..<end])')"
        }
        // A value ArgumentParser quotes whole (`The value '…' is invalid`) is cut like ours.
        _ = fail(text, code: code.rawValue, echoing: CommandLine.arguments)
        Foundation.exit(code.rawValue)
    }
}
