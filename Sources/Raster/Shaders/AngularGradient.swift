import Geometry

/// A conic gradient around a centre, like SwiftUI's `AngularGradient` and CSS `conic-gradient`:
/// `t = (angle − startAngle) / (endAngle − startAngle)`, angles in radians in the user space of
/// the shape, 0 pointing along +x (3 o'clock) and increasing clockwise on screen (y down). The
/// default is one full turn from 3 o'clock. Colours are interpolated in unpremultiplied sRGB.
///
/// A point's angle is only known modulo 2π; which turn it is taken in decides `t`:
/// - within the range: its turn inside `startAngle...endAngle`; when the range spans more than a
///   full turn, the last one (as SwiftUI draws only the last complete turn);
/// - `.pad`, range shorter than a turn: the gap beyond the range is split halfway, the half after
///   `endAngle` padding with the last colour, the half before `startAngle` with the first (as SwiftUI);
/// - `.repeat`, range shorter than a turn: the angle is taken in `[startAngle, startAngle + 2π)`
///   (clockwise; mirrored for a negative range) and `t` wraps, as CSS `repeating-conic-gradient`.
/// An `endAngle` below `startAngle` runs the ramp counter-clockwise.
public struct AngularGradient: Sendable {
    /// The point the colours turn around, in the shape's user space.
    public let center: Point
    /// The angle of the first stop, in radians (0 along +x, clockwise on screen).
    public let startAngle: Double
    /// The angle of the last stop, in radians; below `startAngle` the ramp runs counter-clockwise.
    public let endAngle: Double
    private(set) var ramp: GradientRamp
    let mapping: AngularMapping

    /// The colour stops, sorted, locations within 0…1.
    public var stops: [GradientStop] { ramp.stops }

    /// Lets `body` change the stops (colours, locations, count); they are clamped and sorted
    /// again and the colour table rebuilt in place: no allocation when this gradient is the
    /// only copy and `body` does not add stops, so a paint recoloured on every tick of a timer
    /// costs no allocation. Stops `body` leaves empty become one clear stop.
    public mutating func updateStops(_ body: (inout [GradientStop]) -> Void) { ramp.update(body) }
    /// What lies outside the angle range: the end colours (pad) or the ramp again (repeat).
    public var spread: GradientSpread { ramp.spread }

    /// Nil when `stops` is empty, a value is not finite, or the angles are equal.
    public init?(center: Point, startAngle: Double = 0, endAngle: Double = 2 * .pi,
                 stops: [GradientStop], spread: GradientSpread = .pad) {
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite, endAngle.isFinite,
              endAngle != startAngle, (endAngle - startAngle).isFinite,
              let ramp = GradientRamp(stops: stops, spread: spread) else { return nil }
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.ramp = ramp
        mapping = AngularMapping(startAngle: startAngle, endAngle: endAngle, spread: spread)
    }

    /// The gradient parameter at a user-space point, before the spread (see the type's notes).
    /// The centre itself has angle 0.
    public func parameter(at point: Point) -> Double {
        mapping.parameter(dx: point.x - center.x, dy: point.y - center.y)
    }

    /// The interpolated straight colour at `t` (padded or wrapped outside 0...1).
    public func color(at t: Double) -> Color { ramp.color(at: t) }
}

/// An angular gradient's angle-to-`t` rule, as plain numbers (no references, so copying it into a
/// blitter costs no reference counting).
struct AngularMapping: CentredGradientMapping {
    /// +1 when the ramp runs clockwise, −1 when counter-clockwise.
    let direction: Double
    /// `direction × startAngle` reduced into [0, 2π).
    let startOffset: Double
    /// |endAngle − startAngle|.
    let span: Double
    /// With `.pad` and a range shorter than a turn: angles from the start beyond this one are taken
    /// one turn earlier (before the start), splitting the gap halfway. Infinity otherwise.
    let padSplit: Double

    init(startAngle: Double, endAngle: Double, spread: GradientSpread) {
        let tau = 2 * Double.pi
        direction = endAngle > startAngle ? 1 : -1
        let s = direction * startAngle
        var offset = s - tau * (s / tau).rounded(.down)
        if !(offset < tau) { offset = 0 }
        startOffset = offset
        span = abs(endAngle - startAngle)
        padSplit = spread == .pad && span < tau ? span + (tau - span) / 2 : .infinity
    }

    /// `t` for an offset from the centre. Allocation-free; never traps on non-finite input.
    @inline(__always)
    func parameter(dx: Double, dy: Double) -> Double {
        let tau = 2 * Double.pi
        // The angle from the start in the ramp's direction, in [0, 2π).
        var delta = direction * AngularMapping.atan2(dy, dx) - startOffset
        if delta < 0 { delta += tau }
        if delta < 0 { delta += tau }
        if delta >= tau { delta -= tau }
        if span > tau {
            // The last turn inside the range.
            delta += tau * ((span - delta) / tau).rounded(.down)
        } else if delta > padSplit {
            delta -= tau
        }
        // A division rather than a reciprocal's product keeps whole fractions of the range exact.
        return delta / span
    }

    /// `atan2(y, x)` in [−π, π] by a rational reduction to [0, 1] and Abramowitz & Stegun's
    /// 4.4.49 polynomial: absolute error below 1.1e-5 rad (6.3e-4°), exact on the axes.
    @inline(__always)
    static func atan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        let larger = ax > ay ? ax : ay
        let smaller = ax > ay ? ay : ax
        guard larger > 0 else { return 0 }
        let q = smaller / larger
        let s = q * q
        var r = ((((0.0208351 * s - 0.0851330) * s + 0.1801410) * s - 0.3302995) * s + 0.9998660) * q
        if ay > ax { r = Double.pi / 2 - r }
        if x < 0 { r = Double.pi - r }
        return y < 0 ? -r : r
    }
}
