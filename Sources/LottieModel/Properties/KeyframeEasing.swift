import Animation

/// How one keyframe segment eases: a `TimingCurve` (the Core-Animation-exact solver) per
/// dimension, from the keyframe's out tangent `o` and the next keyframe's in tangent `i`, as the
/// file has them (`controlPoints` keeps the numbers for tools that show or edit them).
public struct KeyframeEasing: Sendable, Equatable {
    /// One curve per dimension the file eases separately; one curve eases them all.
    public let curves: [TimingCurve]
    /// The file's numbers: per dimension (o.x, o.y, i.x, i.y).
    public let controlPoints: [(Double, Double, Double, Double)]

    /// Equal when they ease alike.
    public static func == (lhs: KeyframeEasing, rhs: KeyframeEasing) -> Bool {
        lhs.curves == rhs.curves
    }

    /// Easing from the file's control points; x is clamped to 0…1 (a curve must move forward in
    /// time), y is kept as is (overshoot).
    public init(controlPoints: [(Double, Double, Double, Double)]) {
        self.controlPoints = controlPoints
        curves = controlPoints.map { point in
            TimingCurve(x1: min(max(point.0, 0), 1), y1: point.1, x2: min(max(point.2, 0), 1), y2: point.3)
        }
    }

    /// Linear easing.
    public static let linear = KeyframeEasing(controlPoints: [(0, 0, 1, 1)])

    /// The eased progress of dimension `dimension` at linear progress `t` (0…1).
    @inline(__always)
    public func progress(_ t: Double, dimension: Int) -> Double {
        let curve = curves[min(dimension, curves.count - 1)]
        return curve.value(at: t)
    }
}
