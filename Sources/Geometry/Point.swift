import Foundation

/// A 2D point or vector in a y-down (screen) coordinate space, in points/pixels.
///
/// `Point` doubles as a vector type: the arithmetic operators, `dot`, `cross`
/// and `length` treat it as the displacement from the origin. Because the y axis
/// points down, a positive `cross(a, b)` means `b` is turned *clockwise on screen*
/// from `a`.
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate; grows to the right.
    public var x: Double
    /// Vertical coordinate; grows downwards.
    public var y: Double

    /// A point at `x`, `y` (points or device pixels; y grows downwards).
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    // MARK: Vector arithmetic

    /// Component-wise sum: a point moved by a vector.
    @inlinable public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Component-wise difference: the vector from `rhs` to `lhs`.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    @inlinable public static prefix func - (p: Point) -> Point {
        Point(x: -p.x, y: -p.y)
    }

    /// Both coordinates scaled by `rhs`.
    @inlinable public static func * (lhs: Point, rhs: Double) -> Point {
        Point(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    /// Both coordinates scaled by `lhs`.
    @inlinable public static func * (lhs: Double, rhs: Point) -> Point {
        Point(x: lhs * rhs.x, y: lhs * rhs.y)
    }

    /// Both coordinates divided by `rhs` (no check for zero: IEEE rules apply).
    @inlinable public static func / (lhs: Point, rhs: Double) -> Point {
        Point(x: lhs.x / rhs, y: lhs.y / rhs)
    }

    /// Moves `lhs` by `rhs`.
    @inlinable public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }
    /// Moves `lhs` by minus `rhs`.
    @inlinable public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }
    /// Scales `lhs` by `rhs`.
    @inlinable public static func *= (lhs: inout Point, rhs: Double) { lhs = lhs * rhs }
    /// Divides `lhs` by `rhs`.
    @inlinable public static func /= (lhs: inout Point, rhs: Double) { lhs = lhs / rhs }

    // MARK: Metrics

    /// Euclidean distance to `other`, in the same units as the coordinates.
    @inlinable public func distance(to other: Point) -> Double {
        (self - other).length
    }

    /// Euclidean norm of the vector. A square root of the squared norm where that neither
    /// overflows nor underflows (geometry's every case, and a hardware instruction where libm's
    /// `hypot` took a twentieth of the tiger's frame); `hypot` for huge or tiny components.
    @inlinable public var length: Double {
        let squared = x * x + y * y
        guard squared < 1e300, squared > 1e-300 else { return hypot(x, y) }
        return squared.squareRoot()
    }

    /// Squared norm; cheaper than `length` when only comparing magnitudes.
    @inlinable public var lengthSquared: Double { x * x + y * y }

    /// Dot product.
    @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// 2D cross product (z component of the 3D cross product).
    /// Positive when `other` is turned clockwise on screen (y down) from `self`.
    @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// The unit vector in the same direction, or `.zero` when the length is zero
    /// or not finite (so callers never propagate NaN from a degenerate vector).
    @inlinable public func normalized() -> Point {
        let len = length
        guard len > 0, len.isFinite else { return .zero }
        return Point(x: x / len, y: y / len)
    }

    /// `true` when both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Linear interpolation: `a` at `t == 0`, `b` at `t == 1`; `t` is not clamped.
    @inlinable public static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}

extension Point: CustomStringConvertible {
    /// `(x, y)`, for messages and test failures.
    public var description: String { "(\(x), \(y))" }
}
