import ArgumentParser
import PlaygroundCore

/// `--overlay bounds|damage|layers|hits|off`: the debug overlay F3 cycles through.
extension DebugOverlayMode: ExpressibleByArgument {
    /// Parses a mode by its title, ignoring case; nil for anything else (ArgumentParser reports it).
    public init?(argument: String) {
        guard let mode = DebugOverlayMode.allCases.first(where: { $0.title == argument.lowercased() }) else { return nil }
        self = mode
    }

    /// Every mode's title, listed in `--help` and error messages.
    public static var allValueStrings: [String] { allCases.map(\.title) }
    /// The mode's title, as `--help` shows a default.
    public var defaultValueDescription: String { title }
}
