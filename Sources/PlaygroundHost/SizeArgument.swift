import ArgumentParser
import Geometry

/// A `WxH` size in logical points, e.g. `1280x800`.
struct SizeArgument: ExpressibleByArgument, Sendable {
    let width: Int
    let height: Int

    static let limit = 16_384

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...SizeArgument.limit).contains(w), (1...SizeArgument.limit).contains(h) else { return nil }
        width = w
        height = h
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var size: Size { Size(width: Double(width), height: Double(height)) }

    /// How `--help` shows a default: `1280x800`, as it is typed.
    var defaultValueDescription: String { "\(width)x\(height)" }
}
