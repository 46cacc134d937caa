import ArgumentParser
import PlaygroundCore

/// `--overlay bounds|damage|layers|hits|off`: the debug overlay F3 cycles through.
extension DebugOverlayMode: ExpressibleByArgument {
    public init?(argument: String) {
        guard let mode = DebugOverlayMode.allCases.first(where: { $0.title == argument.lowercased() }) else { return nil }
        self = mode
    }

    public static var allValueStrings: [String] { allCases.map(\.title) }
    public var defaultValueDescription: String { title }
}
