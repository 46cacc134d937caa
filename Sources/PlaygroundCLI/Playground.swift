import ArgumentParser

/// `playground`: the MotionPlayground executable.
@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "An interactive playground for iOS-style animation, on Linux.",
        subcommands: [Launch.self, Render.self, Record.self, Params.self, Bench.self],
        defaultSubcommand: Launch.self
    )
}
