import Geometry

/// A path as Lottie stores it: vertices with in and out tangents relative to each vertex, open or
/// closed. Interpolating two shapes moves each vertex and tangent (shapes keyframed with
/// different vertex counts keep the first's count, as lottie-web does).
public struct BezierShape: KeyframeValue, Sendable, Equatable {
    /// The vertices, in points.
    public var vertices: [Point]
    /// In tangent of each vertex, relative to it.
    public var inTangents: [Point]
    /// Out tangent of each vertex, relative to it.
    public var outTangents: [Point]
    /// Closed.
    public var closed: Bool

    /// Creates it from its parts.
    public init(vertices: [Point], inTangents: [Point], outTangents: [Point], closed: Bool) {
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
        self.closed = closed
    }

    /// Empty.
    public static let empty = BezierShape(vertices: [], inTangents: [], outTangents: [], closed: false)

    /// The value `progress` of the way from `from` to `to` (see `KeyframeValue`).
    public static func interpolate(from: BezierShape, to: BezierShape, progress: (Int) -> Double) -> BezierShape {
        let t = progress(0)
        let count = min(from.vertices.count, to.vertices.count)
        guard count > 0 else { return t < 1 ? from : to }
        var result = from
        for i in 0..<count {
            result.vertices[i] = Point.lerp(from.vertices[i], to.vertices[i], t)
            result.inTangents[i] = Point.lerp(from.inTangents[i], to.inTangents[i], t)
            result.outTangents[i] = Point.lerp(from.outTangents[i], to.outTangents[i], t)
        }
        return result
    }
}
