import Geometry
import Raster

/// A drop shadow: the node's outline blurred by `radius` points, moved by `offset`, in `color`.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour, straight alpha (default: black at 33 %).
    public var color: Color
    /// Blur radius in points, ≥ 0.
    public var radius: Double
    /// How far the shadow is moved from the outline, in points.
    public var offset: Point

    /// A shadow; a negative or non-finite `radius` becomes 0.
    public init(color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Double, offset: Point = .zero) {
        self.color = color
        self.radius = radius.isFinite ? max(radius, 0) : 0
        self.offset = offset
    }

    /// The area the shadow of an outline with `bounds` can darken (the blur spreads 3σ, σ = r/2).
    func bounds(of bounds: Rect) -> Rect {
        bounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -radius * 1.5 - 1, dy: -radius * 1.5 - 1)
    }
}
