import Demos
import PlaygroundCore

/// `--demo`: a number or a name, or 0 / gallery; an unknown one is a usage error (status 64)
/// that shows what was typed, escaped and cut (`UserText`).
enum DemoArgument {
    static func resolve(_ argument: String, in registry: DemoRegistry = Host.registry) throws -> DemoDescriptor {
        switch PlaygroundSession.resolve(argument, in: registry) {
        case .success(let found):
            return found
        case .failure(.unknown(let name, let available)):
            throw fail("unknown demo '\(UserText.shown(name))'; available: \(available.joined(separator: ", "))", code: 64)
        }
    }
}
