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
