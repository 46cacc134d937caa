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

    /// `argument` read as a size, or a `ValidationError` saying what is wrong with it (ArgumentParser
    /// shows it after "The value '…' is invalid for '--size'").
    static func parse(_ argument: String) throws -> SizeArgument {
        if let size = SizeArgument(argument: argument) { return size }
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != argument, SizeArgument(argument: trimmed) != nil {
            throw ValidationError("it has white space or a line break around \(trimmed); write WxH alone")
        }
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ValidationError("write it as WxH, e.g. 1280x800") }
        guard let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("the width and height are whole numbers of points, e.g. 1280x800")
        }
        _ = (width, height)
        throw ValidationError("the width and height are each from 1 to \(SizeArgument.limit) points")
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var size: Size { Size(width: Double(width), height: Double(height)) }

    /// How `--help` shows a default: `1280x800`, as it is typed.
    var defaultValueDescription: String { "\(width)x\(height)" }
}
