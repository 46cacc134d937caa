import ArgumentParser
import Foundation

/// `playground`: the MotionPlayground executable.
@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "An interactive playground for iOS-style animation, on Linux.",
        subcommands: [Launch.self, Render.self, Record.self, Params.self, Bench.self, Fuzz.self, Soak.self],
        defaultSubcommand: Launch.self
    )

    static func main() {
        // Past a file-size limit (`ulimit -f`) a write then fails with EFBIG and is reported like
        // a full disk, instead of the signal killing the process halfway through a file.
        signal(SIGXFSZ, SIG_IGN)
        main(nil)
    }
}
