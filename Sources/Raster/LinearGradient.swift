import Geometry

/// A colour stop: `location` is a fraction 0...1 along the gradient.
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }
}

/// A linear gradient between two points in the user space of the shape it paints, padded beyond
/// its ends. Colours are interpolated in unpremultiplied sRGB, then premultiplied.
///
/// Invariant: at least one stop; stops sorted by location, locations clamped into 0...1.
public struct LinearGradient: Sendable {
    public let start: Point
    public let end: Point
    public let stops: [GradientStop]
    /// 256 premultiplied samples: entry i is the colour at i/255, computed once per gradient, never
    /// per frame. Adjacent entries differ by at most one 8-bit step per channel for any two stops,
    /// and this is the table Blend2D builds, so our gradients match the reference exactly.
    let table: [UInt32]

    /// Nil when `stops` is empty or a coordinate is not finite.
    public init?(start: Point, end: Point, stops: [GradientStop]) {
        guard !stops.isEmpty, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
        self.start = start
        self.end = end
        let sorted = stops.map { GradientStop(min(max($0.location.isFinite ? $0.location : 0, 0), 1), $0.color) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.stops = sorted
        let count = LinearGradient.tableSize
        table = (0..<count).map { i in
            LinearGradient.color(in: sorted, at: Double(i) / Double(count - 1)).premultiplied.packed
        }
    }

    static let tableSize = 256

    /// The table entry for parameter `t`: the pixel centre's parameter falls in one of 256 equal
    /// bins of 0...1, and a parameter exactly on a bin boundary belongs to the lower bin.
    @inline(__always)
    func sample(_ t: Double) -> UInt32 {
        guard t > 0 else { return table[0] }
        guard t < 1 else { return table[LinearGradient.tableSize - 1] }
        let index = Int((t * Double(LinearGradient.tableSize)).rounded(.up)) - 1
        return table[max(index, 0)]
    }

    /// The interpolated straight colour at fraction `t` (padded outside 0...1).
    public func color(at t: Double) -> Color { LinearGradient.color(in: stops, at: t) }

    static func color(in stops: [GradientStop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        var upper = 1
        while stops[upper].location < t { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return Color(
            red: a.color.red + (b.color.red - a.color.red) * f,
            green: a.color.green + (b.color.green - a.color.green) * f,
            blue: a.color.blue + (b.color.blue - a.color.blue) * f,
            alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f
        )
    }
}
