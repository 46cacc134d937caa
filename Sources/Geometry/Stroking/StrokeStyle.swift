/// Shape of the ends of open strokes.
public enum LineCap: Sendable, Hashable {
    /// Ends exactly at the end point.
    case butt
    /// Half circle of radius `width / 2` around the end point.
    case round
    /// Extends the stroke by `width / 2` past the end point.
    case square
}

/// Shape of the outer side of a stroke at a path corner.
public enum LineJoin: Sendable, Hashable {
    /// Sharp corner, replaced by `.bevel` when longer than `miterLimit`.
    case miter
    /// Circular arc of radius `width / 2` around the corner.
    case round
    /// Straight cut between the two offset edges.
    case bevel
}

/// How to stroke a path. `width` is in user-space points (the stroke is computed
/// before the transform, so non-uniform scales give calligraphic strokes, as in CG).
public struct StrokeStyle: Hashable, Sendable {
    /// Full stroke width; `<= 0` or non-finite strokes draw nothing.
    public var width: Double
    /// How open ends of the stroke look: butt, round or square.
    public var cap: LineCap
    /// How corners between segments look: miter (within `miterLimit`), round or bevel.
    public var join: LineJoin
    /// Limit on the ratio of miter length to stroke width, as in CG/SVG: a miter is
    /// drawn while `1 / sin(θ/2) <= miterLimit`, θ being the angle between the two
    /// segments; otherwise the corner is bevelled. Values `<= 1` always bevel.
    public var miterLimit: Double

    /// A style of `width` points with the given caps, joins and miter limit (CG's defaults: butt, miter, 10).
    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}

/// The part of a path to stroke, exactly as `CAShapeLayer.strokeStart` / `strokeEnd`:
/// fractions of the path's total arc length over all subpaths, in order.
///
/// Fractions are clamped into `0...1`; `start >= end` draws nothing. The full range
/// keeps closed subpaths closed (joined, no caps); a partial range yields open pieces
/// with caps (a closed subpath lying entirely inside the range stays closed).
public struct StrokeTrim: Hashable, Sendable {
    /// Where the stroked part begins, as a fraction 0…1 of the path's total length (clamped when used).
    public var start: Double
    /// Where the stroked part ends, as a fraction 0…1 of the path's total length (clamped when used).
    public var end: Double

    /// The part from fraction `start` to `end` of the path's length.
    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The whole path.
    public static let full = StrokeTrim(start: 0, end: 1)

    /// `true` when the range covers the whole path after clamping.
    public var isFull: Bool { start <= 0 && end >= 1 }

    /// `true` when nothing would be drawn (empty range or NaN).
    public var isEmpty: Bool { !(min(max(start, 0), 1) < min(max(end, 0), 1)) || start.isNaN || end.isNaN }
}
