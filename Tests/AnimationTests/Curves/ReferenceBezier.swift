/// An independent reference for cubic Bézier timing curves, deliberately
/// written differently from `UnitBezier`: Bernstein form instead of power
/// basis, and plain bisection run until the bracket cannot shrink any further
/// (full Double resolution) instead of Newton's method with a tolerance.
struct ReferenceBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ for one coordinate.
    static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// The parameter t with x(t) = x, to the last representable bit.
    func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        while true {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { return mid }
            if Self.bernstein(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
    }

    /// y for progress x in 0...1. The endpoints are P0 and P3 by definition;
    /// bisecting there would be ill-conditioned wherever x(t) is flat at an end
    /// (x(t) = 1 − (1−t)³ for x1 = x2 = 1 already rounds to 1 at t ≈ 1 − 1e-5).
    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.bernstein(y1, y2, parameter(forX: x))
    }

    /// dy/dx by a central difference in x (interior points only).
    func slope(atX x: Double, h: Double = 1e-6) -> Double {
        (y(atX: x + h) - y(atX: x - h)) / (2 * h)
    }
}

/// Progress samples 0, 1/n, …, 1 without accumulating floating error.
func unitGrid(_ n: Int) -> [Double] {
    (0...n).map { Double($0) / Double(n) }
}
