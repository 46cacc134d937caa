import Geometry

/// Up to four numbers of a keyframed property (a position, a scale, a colour), held inline so
/// evaluating a property allocates nothing. A scalar uses `x`; missing components are 0.
public struct LottieVector: KeyframeValue, Equatable, Sendable {
    /// First component.
    public var x: Double
    /// Second component.
    public var y: Double
    /// Third component.
    public var z: Double
    /// Fourth component.
    public var w: Double
    /// How many components the file gave (1…4).
    public var count: Int

    /// Creates it from its parts.
    public init(x: Double, y: Double = 0, z: Double = 0, w: Double = 0, count: Int = 2) {
        self.x = x; self.y = y; self.z = z; self.w = w
        self.count = count
    }

    /// The first four of `values` (`count` is their number, at most 4).
    public init(_ values: [Double]) {
        x = values.count > 0 ? values[0] : 0
        y = values.count > 1 ? values[1] : 0
        z = values.count > 2 ? values[2] : 0
        w = values.count > 3 ? values[3] : 0
        count = max(1, min(values.count, 4))
    }

    /// Component `index` (0…3).
    public subscript(index: Int) -> Double {
        switch index {
        case 0: x
        case 1: y
        case 2: z
        default: w
        }
    }

    /// The value `progress` of the way from `from` to `to` (see `KeyframeValue`).
    public static func interpolate(from: LottieVector, to: LottieVector, progress: (Int) -> Double) -> LottieVector {
        let px = progress(0)
        // A single easing curve (the usual case) eases every dimension alike.
        return LottieVector(x: from.x + (to.x - from.x) * px, y: from.y + (to.y - from.y) * progress(1),
                            z: from.z + (to.z - from.z) * progress(2), w: from.w + (to.w - from.w) * progress(3),
                            count: max(from.count, to.count))
    }

    /// The value along a motion path (see `KeyframeValue`).
    public static func along(_ path: SpatialPath, fraction: Double, from: LottieVector) -> LottieVector? {
        let point = path.point(atFraction: fraction)
        return LottieVector(x: point.x, y: point.y, z: from.z, w: from.w, count: from.count)
    }
}
