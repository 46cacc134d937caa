import Geometry

/// A centred radial gradient in the user space of the shape it paints: `t` is the distance from
/// `center` over `radius`, so the first stop is at the centre and the last on the circle. A
/// non-uniform transform makes it elliptical. Colours are interpolated in unpremultiplied sRGB,
/// then premultiplied; beyond the circle it pads (default) or repeats.
public struct RadialGradient: Sendable {
    /// The centre, where the first stop sits, in the shape's user space.
    public let center: Point
    /// Distance from the centre to the last stop, in user-space points; > 0.
    public let radius: Double
    /// The focal point (SVG's `fx`, `fy`; After Effects' highlight), where the first stop sits
    /// instead of the centre; nil for a centred gradient. Kept strictly inside the circle.
    public let focus: Point?
    private(set) var ramp: GradientRamp

    /// The colour stops, sorted, locations within 0…1.
    public var stops: [GradientStop] { ramp.stops }

    /// Lets `body` change the stops (colours, locations, count); they are clamped and sorted
    /// again and the colour table rebuilt in place: no allocation when this gradient is the
    /// only copy and `body` does not add stops, so a paint recoloured on every tick of a timer
    /// costs no allocation. Stops `body` leaves empty become one clear stop.
    public mutating func updateStops(_ body: (inout [GradientStop]) -> Void) { ramp.update(body) }
    /// What lies beyond the circle: the last colour (pad) or the ramp again (repeat).
    public var spread: GradientSpread { ramp.spread }

    /// Nil when `stops` is empty, a value is not finite, or `radius` ≤ 0.
    /// `focus` (user space), when given, is pulled inside the circle (to 0.99 of the radius).
    public init?(center: Point, radius: Double, stops: [GradientStop], spread: GradientSpread = .pad, focus: Point? = nil) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius > 0,
              let ramp = GradientRamp(stops: stops, spread: spread) else { return nil }
        self.center = center
        self.radius = radius
        if let focus, focus.isFinite, focus != center {
            let offset = focus - center
            let limit = radius * 0.99
            self.focus = offset.length > limit ? center + offset * (limit / offset.length) : focus
        } else {
            self.focus = nil
        }
        self.ramp = ramp
    }

    /// The gradient parameter at a user-space point, before the spread: distance / radius.
    public func parameter(at point: Point) -> Double {
        mapping.parameter(dx: (point.x - center.x) / radius, dy: (point.y - center.y) / radius)
    }

    /// The mapping from an offset in radii to the parameter (centred or focal).
    var mapping: RadialMapping {
        guard let focus else { return RadialMapping(fx: 0, fy: 0) }
        return RadialMapping(fx: (focus.x - center.x) / radius, fy: (focus.y - center.y) / radius)
    }

    /// The interpolated straight colour at `t` (padded or wrapped outside 0...1).
    public func color(at t: Double) -> Color { ramp.color(at: t) }

    /// `t` for an offset from the centre already divided by the radius.
    @inline(__always)
    static func parameter(dx: Double, dy: Double) -> Double { (dx * dx + dy * dy).squareRoot() }
}

/// A radial gradient's parameter: the length of the offset from the centre, in radii.
struct RadialMapping: CentredGradientMapping {
    /// The focal point in radii from the centre (0, 0 for a centred gradient; |f| < 1).
    let fx: Double
    let fy: Double

    @inline(__always)
    func parameter(dx: Double, dy: Double) -> Double {
        if fx == 0 && fy == 0 { return RadialGradient.parameter(dx: dx, dy: dy) }
        // t = |p − f| / |u − f|, u where the ray from f through p meets the unit circle.
        let px = dx - fx, py = dy - fy
        let dd = px * px + py * py
        guard dd > 0 else { return 0 }
        let fd = fx * px + fy * py
        let root = (fd * fd + dd * (1 - fx * fx - fy * fy)).squareRoot()
        return dd / (root - fd)
    }
}
