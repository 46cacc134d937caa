import Foundation

/// A 2D affine transform using the Core Graphics convention:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// Points are row vectors multiplied on the left, so `t1.concatenating(t2)` applies
/// `t1` first and `t2` second. Angles are radians; because y points down, a positive
/// rotation turns clockwise on screen (`rotation(.pi / 2)` maps `(1, 0)` to `(0, 1)`).
public struct Transform: Hashable, Sendable {
    /// x scale (and rotation) coefficient: x' = a·x + c·y + tx.
    public var a: Double
    /// y shear (and rotation) coefficient: y' = b·x + d·y + ty.
    public var b: Double
    /// x shear (and rotation) coefficient: x' = a·x + c·y + tx.
    public var c: Double
    /// y scale (and rotation) coefficient: y' = b·x + d·y + ty.
    public var d: Double
    /// Horizontal translation, applied after the linear part.
    public var tx: Double
    /// Vertical translation, applied after the linear part.
    public var ty: Double

    /// A transform from its six coefficients, in Core Graphics order.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that maps every point to itself.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    // MARK: Factories

    /// Moves every point by (`x`, `y`).
    @inlinable public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales about the origin by `x` horizontally and `y` vertically (negative mirrors).
    @inlinable public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Scales uniformly about the origin by `s`.
    @inlinable public static func scale(_ s: Double) -> Transform {
        scale(x: s, y: s)
    }

    /// Rotation about the origin by `radians`; positive turns clockwise on screen (y down).
    public static func rotation(_ radians: Double) -> Transform {
        let (s, co) = Transform.sinCos(radians)
        return Transform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Sine and cosine, snapped so that multiples of π/2 give exact 0/±1
    /// (keeps axis-aligned rotations exact, which keeps golden images stable).
    static func sinCos(_ radians: Double) -> (sin: Double, cos: Double) {
        let quarter = radians / (Double.pi / 2)
        if quarter.isFinite, quarter == quarter.rounded(), abs(quarter) < 1e15 {
            switch ((Int(quarter) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(radians), cos(radians))
    }

    // MARK: Composition

    /// The transform that applies `self` first, then `t` (CG semantics).
    public func concatenating(_ t: Transform) -> Transform {
        Transform(
            a: a * t.a + b * t.c,
            b: a * t.b + b * t.d,
            c: c * t.a + d * t.c,
            d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx,
            ty: tx * t.b + ty * t.d + t.ty
        )
    }

    /// Translates user space *before* `self` (CG semantics: `translation.concatenating(self)`).
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform.translation(x: x, y: y).concatenating(self)
    }

    /// Scales user space before `self`.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    /// Uniformly scales user space before `self`.
    public func scaledBy(_ s: Double) -> Transform {
        scaledBy(x: s, y: s)
    }

    /// Rotates user space before `self`; positive is clockwise on screen.
    public func rotatedBy(_ radians: Double) -> Transform {
        Transform.rotation(radians).concatenating(self)
    }

    /// The inverse transform, or `nil` when the matrix is singular or the
    /// inverse is not representable (non-finite).
    public func inverted() -> Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        let r = Transform(
            a: d * inv, b: -b * inv,
            c: -c * inv, d: a * inv,
            tx: (c * ty - d * tx) * inv,
            ty: (b * tx - a * ty) * inv
        )
        return r.isFinite ? r : nil
    }

    // MARK: Application

    /// Maps a point (translation included).
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a displacement vector (translation ignored).
    @inlinable public func applyToVector(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// Maps a rectangle to the bounding box of its four transformed corners.
    public func apply(_ r: Rect) -> Rect {
        let p0 = apply(Point(x: r.minX, y: r.minY)), p1 = apply(Point(x: r.maxX, y: r.minY))
        let p2 = apply(Point(x: r.maxX, y: r.maxY)), p3 = apply(Point(x: r.minX, y: r.maxY))
        let x0 = min(min(p0.x, p1.x), min(p2.x, p3.x)), x1 = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let y0 = min(min(p0.y, p1.y), min(p2.y, p3.y)), y1 = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Properties

    /// True when all six coefficients equal the identity's exactly.
    public var isIdentity: Bool { self == .identity }

    /// `true` when the linear part is the identity (only `tx`, `ty` may be non-zero).
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// `true` when every coefficient is finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Determinant of the linear part; negative when the transform mirrors.
    public var determinant: Double { a * d - b * c }

    /// Largest singular value of the linear part: the maximum factor by which any
    /// length grows. Dividing a device-space tolerance by it gives a user-space
    /// tolerance that is safe in every direction. `0` for a zero matrix.
    public var maxScale: Double { singularValues.max }

    /// Smallest singular value of the linear part (`0` when singular).
    public var minScale: Double { singularValues.min }

    /// Closed-form 2×2 SVD magnitudes. This split into the rotation-like (q) and
    /// reflection-like (r) parts avoids the cancellation of the textbook
    /// `sqrt((S ± sqrt(S² − 4·det²)) / 2)` form.
    private var singularValues: (max: Double, min: Double) {
        let e = (a + d) * 0.5, f = (a - d) * 0.5
        let g = (b + c) * 0.5, h = (b - c) * 0.5
        let q = hypot(e, h), r = hypot(f, g)
        return (q + r, abs(q - r))
    }
}

extension Transform: CustomStringConvertible {
    /// All six coefficients, for messages and test failures.
    public var description: String { "Transform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}
