/// Arc length of paths, measured on the curves themselves (not on a flattened copy),
/// so it converges to the true length as `tolerance` shrinks.
extension Path {
    /// Total arc length of all subpaths, in user-space points. Closed subpaths include
    /// their closing segment; lone moves contribute nothing.
    ///
    /// Each curve is split in halves until its control polygon is within `tolerance` of
    /// its chord, then Gravesen's estimate (a weighted mean of chord and polygon length)
    /// is used, whose error is far smaller than that gap. `tolerance` is therefore a
    /// loose per-curve bound; the actual error is typically orders of magnitude below it.
    /// Returns 0 for paths with non-finite coordinates.
    public func length(tolerance: Double = 0.01) -> Double {
        guard isFinite else { return 0 }
        let tol = tolerance.isFinite && tolerance > 0 ? max(tolerance, 1e-9) : 0.01
        var total = 0.0
        var current = Point.zero
        var start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p; start = p
            case .line(let p):
                total += current.distance(to: p)
                current = p
            case .quad(let c, let p):
                total += Self.quadLength(current, c, p, tolerance: tol, depth: 0)
                current = p
            case .cubic(let c1, let c2, let p):
                total += Self.cubicLength(current, c1, c2, p, tolerance: tol, depth: 0)
                current = p
            case .close:
                total += current.distance(to: start)
                current = start
            }
        }
        return total
    }

    /// Recursion cap: 2²⁰ pieces per curve is far beyond any useful precision.
    private static let maxDepth = 20

    static func quadLength(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, depth: Int) -> Double {
        let chord = p0.distance(to: p2)
        let poly = p0.distance(to: p1) + p1.distance(to: p2)
        if poly - chord <= tolerance || depth >= maxDepth {
            return (2 * chord + poly) / 3
        }
        let a = Point.lerp(p0, p1, 0.5), b = Point.lerp(p1, p2, 0.5)
        let m = Point.lerp(a, b, 0.5)
        return quadLength(p0, a, m, tolerance: tolerance / 2, depth: depth + 1)
            + quadLength(m, b, p2, tolerance: tolerance / 2, depth: depth + 1)
    }

    static func cubicLength(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, depth: Int) -> Double {
        let chord = p0.distance(to: p3)
        let poly = p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
        if poly - chord <= tolerance || depth >= maxDepth {
            return (chord + poly) / 2
        }
        let ab = Point.lerp(p0, p1, 0.5), bc = Point.lerp(p1, p2, 0.5), cd = Point.lerp(p2, p3, 0.5)
        let abc = Point.lerp(ab, bc, 0.5), bcd = Point.lerp(bc, cd, 0.5)
        let m = Point.lerp(abc, bcd, 0.5)
        return cubicLength(p0, ab, abc, m, tolerance: tolerance / 2, depth: depth + 1)
            + cubicLength(m, bcd, cd, p3, tolerance: tolerance / 2, depth: depth + 1)
    }
}
