import ArgumentParser
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "watch", abstract: "stub")
    func run() throws {}
}
