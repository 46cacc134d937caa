/// An easing curve mapping linear progress to eased progress, with the named
/// curves of Core Animation's `CAMediaTimingFunction`.
///
/// Progress is unitless: 0 is the start of an animation and 1 its end. Eased
/// progress starts at exactly 0 and ends at exactly 1 but may leave 0...1 in
/// between when a control point's y does (overshooting curves).
///
/// Equality and hashing compare control points only; `name` is derived from
/// them, so `TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1) == .easeIn`.
public struct TimingCurve: Sendable, Hashable {
    /// The underlying solver; its x1/x2 are already clamped to 0...1.
    public let bezier: UnitBezier

    /// Creates a curve from control points P1 = (x1, y1) and P2 = (x2, y2);
    /// x1 and x2 are clamped to 0...1.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Creates a curve from control points given as (x, y) pairs, in the style
    /// of `CAMediaTimingFunction(controlPoints:)`.
    public init(controlPoint1: (Double, Double), controlPoint2: (Double, Double)) {
        self.init(x1: controlPoint1.0, y1: controlPoint1.1, x2: controlPoint2.0, y2: controlPoint2.1)
    }

    /// First control point (x in 0...1).
    public var controlPoint1: (x: Double, y: Double) { (bezier.x1, bezier.y1) }
    /// Second control point (x in 0...1).
    public var controlPoint2: (x: Double, y: Double) { (bezier.x2, bezier.y2) }

    /// Eased progress for `progress`, which is clamped to 0...1. Curves whose
    /// control points lie on the diagonal (such as `.linear`) return `progress`
    /// exactly.
    public func value(at progress: Double) -> Double {
        bezier.solve(x: progress)
    }

    /// d(eased progress)/d(progress) at `progress` (clamped to 0...1). Multiply
    /// by (distance / duration) to get the animated property's velocity.
    public func velocity(at progress: Double) -> Double {
        bezier.slope(x: progress)
    }

    /// Core Animation's name for this curve ("linear", "easeIn", …) when its
    /// control points are exactly those of a named curve, else nil.
    public var name: String? {
        Self.named.first { $0.1 == self }?.0
    }

    /// `kCAMediaTimingFunctionLinear`: control points (0, 0), (1, 1).
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseIn`: control points (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseOut`: control points (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: control points (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionDefault`: control points (0.25, 0.1), (0.25, 1).
    public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The named curves with their Core Animation names, in menu order:
    /// linear, easeIn, easeOut, easeInEaseOut, default.
    public static let named: [(String, TimingCurve)] = [
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]
}
