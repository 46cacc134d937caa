import Foundation

/// The demos the playground offers, looked up by number or name; adding a demo is adding an
/// entry here, never a branch in the frame loop.
public struct DemoRegistry: Sendable {
    /// The registered demos, sorted by number key.
    public let demos: [DemoDescriptor]

    /// Creates a registry of `demos`, in any order; they are kept sorted by number.
    public init(_ demos: [DemoDescriptor]) {
        self.demos = demos.sorted { $0.number < $1.number }
    }

    /// Every demo built so far.
    public static let standard = DemoRegistry([.onboarding, .menu, .timer, .drawer, .drops, .cards])

    /// Why `demos` cannot share one window, or nil when they can: each needs its own number key
    /// (1…9; 0 is the gallery) and its own lower-case name, and `gallery` and `all` are taken.
    public static func conflict(in demos: [DemoDescriptor]) -> String? {
        var numbers: [Int: String] = [:]
        var names: Set<String> = []
        for demo in demos {
            if !(1...9).contains(demo.number) {
                return "demo '\(demo.name)' has number \(demo.number); a demo's number key is 1…9 (0 is the gallery)"
            }
            if let other = numbers[demo.number] {
                return "demos '\(other)' and '\(demo.name)' both have number \(demo.number); give each its own key 1…9"
            }
            if demo.name.isEmpty || demo.name != demo.name.lowercased() || demo.name.contains(where: { $0.isWhitespace }) {
                return "demo name '\(demo.name)' must be lower case, without spaces (it is typed after --demo)"
            }
            if ["gallery", "all"].contains(demo.name) || !names.insert(demo.name).inserted {
                return "demo name '\(demo.name)' is taken; give each demo its own name"
            }
            numbers[demo.number] = demo.name
        }
        return demos.isEmpty ? "no demos to show: pass at least one to Playground.main(demos:)" : nil
    }

    /// The demo whose number key is `number`, or nil.
    public func demo(number: Int) -> DemoDescriptor? { demos.first { $0.number == number } }

    /// The demo with command-line name `name` (lowercased before comparing), or nil.
    public func demo(named name: String) -> DemoDescriptor? {
        let key = name.lowercased()
        return demos.first { $0.name == key }
    }

    /// Resolves a `--demo` argument: a number or a name.
    public func resolve(_ argument: String) -> Result<DemoDescriptor, DemoLookupError> {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed), let found = demo(number: number) { return .success(found) }
        if let found = demo(named: trimmed) { return .success(found) }
        return .failure(.unknown(trimmed, available: demos.map(\.name)))
    }
}

/// Why a `--demo` argument names no demo.
public enum DemoLookupError: Error, CustomStringConvertible, Equatable {
    /// The argument (trimmed) matched no number or name; `available` lists every demo's name.
    case unknown(String, available: [String])

    /// A one-line message naming the unknown demo and the available names, for the command line.
    public var description: String {
        switch self {
        case let .unknown(name, available):
            return "unknown demo '\(name)'; available: \(available.joined(separator: ", "))"
        }
    }
}
