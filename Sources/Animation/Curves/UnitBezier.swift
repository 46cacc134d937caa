/// A cubic Bézier timing curve from P0 = (0, 0) to P3 = (1, 1) with control
/// points P1 = (x1, y1) and P2 = (x2, y2), solved as y = f(x).
///
/// x is animation progress and y is eased progress, both nominally in 0...1.
/// `x1` and `x2` are clamped to 0...1 so that x(t) is monotonically
/// non-decreasing in the curve parameter t, which makes f a function and lets
/// the solver bracket its root. `y1` and `y2` are free: values outside 0...1
/// make the curve overshoot (e.g. "back" easing).
///
/// Solving follows the classic UnitBezier approach (as in WebKit): evaluate the
/// curve in power-basis form, find t with x(t) = x by Newton's method starting
/// at t = x, and fall back to bisection when the derivative is too flat or
/// Newton does not converge; then y = y(t).
public struct UnitBezier: Sendable, Hashable {
    /// Default solver tolerance. Solutions are accurate to this in x *and* in
    /// the parameter t, so y is accurate to about `epsilon × max|dy/dt|`
    /// (≤ 1e-6 for any curve with y1, y2 in -0.5...1.5).
    public static let defaultEpsilon = 1e-7

    /// Newton steps are only trusted above this |dx/dt|; below it a step can
    /// be arbitrarily large, so the solver bisects instead.
    static let minimumNewtonDerivative = 1e-6
    static let maximumNewtonIterations = 8
    /// Enough halvings to exhaust a Double's resolution on 0...1.
    static let maximumBisectionIterations = 64

    /// First control point; `x1` in 0...1.
    public let x1: Double, y1: Double
    /// Second control point; `x2` in 0...1.
    public let x2: Double, y2: Double

    // Power-basis coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    // Horner evaluation costs three multiplies versus Bernstein's many.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates a curve. `x1`/`x2` are clamped to 0...1; non-finite coordinates
    /// are replaced by those of the linear curve ((0, 0) and (1, 1)) so that a
    /// bad slider value can never poison the solver with NaN.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = Self.clampedUnit(x1, fallback: 0)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = Self.clampedUnit(x2, fallback: 1)
        self.y2 = y2.isFinite ? y2 : 1
        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
    }

    /// True when both control points lie on the diagonal, so x(t) == y(t) and
    /// the curve is exactly the identity; `solve` then returns x unchanged
    /// instead of a result carrying solver error.
    public var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// x at curve parameter `t` (t nominally in 0...1).
    public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y at curve parameter `t` (t nominally in 0...1).
    public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt at curve parameter `t`; never negative on 0...1 because x1, x2 are in 0...1.
    public func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// dy/dt at curve parameter `t`.
    public func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// Eased progress y for progress `x`; x outside 0...1 (or NaN) is clamped,
    /// so the endpoints map exactly 0 → 0 and 1 → 1. The result may leave 0...1
    /// when y1 or y2 do.
    public func solve(x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isIdentity { return x }
        return sampleY(solveCurveX(x, epsilon: epsilon))
    }

    /// dy/dx at progress `x` (clamped to 0...1): the eased velocity per unit of
    /// linear velocity, used to hand velocity from one animation to the next.
    ///
    /// Where dx/dt vanishes the exact ratio is 0/0 (e.g. at x = 0 when x1 = y1 = 0)
    /// or a vertical tangent; there a short secant is used instead, which gives
    /// the limit in the 0/0 case and a large finite value for a vertical tangent.
    public func slope(x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if isIdentity { return 1 }
        let clampedX = x > 0 ? min(x, 1) : 0
        let t = solveCurveX(clampedX, epsilon: epsilon)
        let dxdt = sampleDerivativeX(t)
        if dxdt >= Self.minimumNewtonDerivative {
            return sampleDerivativeY(t) / dxdt
        }
        let h = 1e-4
        let lo = max(0, t - h), hi = min(1, t + h)
        // x is a non-constant cubic that is non-decreasing, so it rises strictly
        // across any interval of positive width: the denominator is positive.
        return (sampleY(hi) - sampleY(lo)) / (sampleX(hi) - sampleX(lo))
    }

    /// The curve parameter t in 0...1 with x(t) = `x`, accurate to `epsilon`
    /// both in x and in t (so the y derived from it is accurate too, even near
    /// the flat spots of x(t) where x alone says little about t).
    public func solveCurveX(_ x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let epsilon = epsilon > 0 ? epsilon : Self.defaultEpsilon

        // x(t) is monotone, so every evaluated t narrows a bracket around the
        // root; bisection then resumes from what Newton already learned.
        var lo = 0.0, hi = 1.0
        var t = x  // x(t) ≈ t for mild curves, so t = x is a good first guess.
        for _ in 0..<Self.maximumNewtonIterations {
            let residual = sampleX(t) - x
            if residual < 0 { lo = t } else { hi = t }
            let derivative = sampleDerivativeX(t)
            guard derivative >= Self.minimumNewtonDerivative else { break }
            let step = residual / derivative
            if abs(residual) < epsilon && abs(step) < epsilon { return t }
            let next = t - step
            // A step leaving the bracket means Newton is diverging or cycling.
            guard next > lo && next < hi else { break }
            t = next
        }

        for _ in 0..<Self.maximumBisectionIterations {
            t = lo + (hi - lo) / 2
            let residual = sampleX(t) - x
            if abs(residual) < epsilon && hi - lo < epsilon { break }
            if residual < 0 { lo = t } else { hi = t }
        }
        return t
    }

    // Coefficients are derived from the control points, so they define identity.
    /// Equal when the four control coordinates are equal.
    public static func == (lhs: UnitBezier, rhs: UnitBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the four control coordinates, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    private static func clampedUnit(_ value: Double, fallback: Double) -> Double {
        guard value.isFinite else { return fallback }
        return min(max(value, 0), 1)
    }
}
