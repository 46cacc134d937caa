import Demos
import Foundation
import PlaygroundCore
import Synchronization

/// What this process hosts, set once by `Playground.main` before the command line is parsed:
/// every command (the window, `render`, `fuzz`…) finds its demos and its name here.
enum Host {
    struct Configuration: Sendable {
        var registry: DemoRegistry
        var commandName: String
        var abstract: String
        /// Where `watch` finds the package to rebuild and which product to relaunch.
        var packageDirectory: String?
        var product: String
    }

    private static let configuration = Mutex(Configuration(
        registry: .standard, commandName: "playground",
        abstract: "An interactive playground for iOS-style animation, on Linux.", packageDirectory: nil, product: "playground"))

    static func configure(_ value: Configuration) { configuration.withLock { $0 = value } }

    /// The demos the commands offer.
    static var registry: DemoRegistry { configuration.withLock { $0.registry } }
    /// The executable's name, which starts every message (`playground: …`).
    static var commandName: String { configuration.withLock { $0.commandName } }
    static var abstract: String { configuration.withLock { $0.abstract } }
    /// The package whose sources `watch` watches (nil: the working directory).
    static var packageDirectory: String? { configuration.withLock { $0.packageDirectory } }
    /// The executable product `watch` rebuilds and relaunches.
    static var product: String { configuration.withLock { $0.product } }

    /// This engine's own checkout (the package holding this source file), which `new` makes a
    /// package depend on; nil when the sources are no longer where they were built.
    static var engineDirectory: String? { PackageDirectory.enclosing(#filePath) }

    /// What the window opens without `--demo`: the drops for the playground itself (the
    /// real-time loop shows at once that it is alive), a package's first demo otherwise.
    static var defaultDemo: String {
        let demos = registry.demos
        if demos.contains(where: { $0.name == "drops" }) { return "drops" }
        return demos.first?.name ?? "gallery"
    }
}
