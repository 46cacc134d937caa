import Geometry

/// Where the curve editor's pad puts the unit square: x (progress) 0…1 across a square `side`
/// points wide, y (eased progress) over `CurveEditor.yRange` (−0.5…1.5) at the same scale, so the
/// unit square is square and the room above and below holds overshooting control points. The
/// whole is centred in the pad with `inset` points around it for the knobs.
struct BezierPadGeometry: Equatable {
    /// Points between the plotted range and the pad's edge: a knob at the edge stays whole.
    static let inset = 8.0
    /// Points: the pad's width when none is proposed.
    static let idealWidth = 128.0

    /// Points per unit, on both axes.
    let side: Double
    /// The top-left of the plotted range (x = 0, y = yRange.upperBound), in pad points.
    let origin: Point

    init(size: Size) {
        let span = CurveEditor.yRange.upperBound - CurveEditor.yRange.lowerBound
        let width = size.width.isFinite ? size.width : Self.idealWidth
        let height = size.height.isFinite ? size.height : Self.height(forWidth: width)
        side = max(min(width - 2 * Self.inset, (height - 2 * Self.inset) / span), 0)
        origin = Point(x: (width - side) / 2, y: (height - side * span) / 2)
    }

    /// The pad's height for `width`: the whole y range at the unit square's scale.
    static func height(forWidth width: Double) -> Double {
        let span = CurveEditor.yRange.upperBound - CurveEditor.yRange.lowerBound
        return max(width - 2 * inset, 0) * span + 2 * inset
    }

    /// Pad points of the curve point (x, y).
    func point(x: Double, y: Double) -> Point {
        Point(x: origin.x + x * side, y: origin.y + (CurveEditor.yRange.upperBound - y) * side)
    }

    /// The curve coordinates at pad point `p`, x clamped to 0…1 and y to `CurveEditor.yRange`.
    func unit(at p: Point) -> (x: Double, y: Double) {
        guard side > 0 else { return (0, 0) }
        let x = (p.x - origin.x) / side
        let y = CurveEditor.yRange.upperBound - (p.y - origin.y) / side
        return (min(max(x, 0), 1), min(max(y, CurveEditor.yRange.lowerBound), CurveEditor.yRange.upperBound))
    }
}
