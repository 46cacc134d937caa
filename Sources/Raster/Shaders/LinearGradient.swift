import Geometry

/// A linear gradient between two points in the user space of the shape it paints. Colours are
/// interpolated in unpremultiplied sRGB, then premultiplied. Beyond its ends it pads (default) or
/// repeats.
///
/// Invariant: at least one stop; stops sorted by location, locations clamped into 0...1.
public struct LinearGradient: Sendable {
    /// Where the first stop sits, in the shape's user space.
    public let start: Point
    /// Where the last stop sits, in the shape's user space.
    public let end: Point
    private(set) var ramp: GradientRamp

    /// The colour stops, sorted, locations within 0…1.
    public var stops: [GradientStop] { ramp.stops }

    /// Lets `body` change the stops (colours, locations, count); they are clamped and sorted
    /// again and the colour table rebuilt in place: no allocation when this gradient is the
    /// only copy and `body` does not add stops, so a paint recoloured on every tick of a timer
    /// costs no allocation. Stops `body` leaves empty become one clear stop.
    public mutating func updateStops(_ body: (inout [GradientStop]) -> Void) { ramp.update(body) }
    /// What lies beyond the ends: the end colours (pad) or the ramp again (repeat).
    public var spread: GradientSpread { ramp.spread }
    /// 256 premultiplied samples: entry i is the colour at i/255 (see `GradientRamp`).
    var table: [UInt32] { ramp.table }

    /// Nil when `stops` is empty or a coordinate is not finite.
    public init?(start: Point, end: Point, stops: [GradientStop], spread: GradientSpread = .pad) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
              let ramp = GradientRamp(stops: stops, spread: spread) else { return nil }
        self.start = start
        self.end = end
        self.ramp = ramp
    }

    static let tableSize = GradientRamp.tableSize

    /// The table entry for parameter `t`: the pixel centre's parameter falls in one of 256 equal
    /// bins of 0...1, and a parameter exactly on a bin boundary belongs to the lower bin. With
    /// `.repeat`, t is first wrapped into [0, 1).
    @inline(__always)
    func sample(_ t: Double) -> UInt32 { ramp.sample(t) }

    /// The interpolated straight colour at fraction `t` (padded or wrapped outside 0...1).
    public func color(at t: Double) -> Color { ramp.color(at: t) }
}
