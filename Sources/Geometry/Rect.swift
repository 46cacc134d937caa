import Foundation

/// An axis-aligned rectangle in y-down coordinates (points/pixels).
///
/// `origin` is normally the top-left corner. A negative `size` is tolerated: every
/// derived accessor (`minX`, `maxX`, `width`, …) works on the standardized rectangle,
/// so `width`/`height` are always `>= 0` (or NaN for non-finite input).
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from: the top-left for a non-negative size.
    public var origin: Point
    /// Width and height from `origin`; may be negative (the accessors standardise).
    public var size: Size

    /// A rectangle at `origin` of `size`, stored as given (not standardised).
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its origin's coordinates and its extents, stored as given.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle spanning two corners given in any order.
    @inlinable
    public init(corner a: Point, corner b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Zero origin, zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    // MARK: Edges (standardized)

    /// The left edge, whatever the sign of the width.
    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The top edge (y grows downwards), whatever the sign of the height.
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The right edge, whatever the sign of the width.
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The bottom edge, whatever the sign of the height.
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width * 0.5 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height * 0.5 }
    /// Always `>= 0` for finite input.
    @inlinable public var width: Double { abs(size.width) }
    /// Always `>= 0` for finite input.
    @inlinable public var height: Double { abs(size.height) }
    /// The centre point, (`midX`, `midY`).
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative size.
    @inlinable public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// `true` when the rectangle encloses no area: a zero (or non-finite) width or height.
    /// The `!(… > 0)` form makes NaN count as empty.
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// `true` when origin and size are finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

    // MARK: Set operations

    /// The overlapping region, or `Rect.zero` when the rectangles do not overlap
    /// with positive area (touching edges count as disjoint).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `true` when the rectangles overlap with positive area.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The smallest rectangle containing both. An empty rectangle (zero area)
    /// contributes nothing, so `Rect.zero` is the identity for accumulating
    /// dirty regions. When both are empty the result is `self`.
    public func union(_ other: Rect) -> Rect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Shrinks each side by `dx` horizontally and `dy` vertically (negative values grow).
    /// When an extent would become negative it collapses to zero around the centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        var w = s.width - 2 * dx
        var h = s.height - 2 * dy
        var x = s.minX + dx
        var y = s.minY + dy
        if w < 0 { x = s.midX; w = 0 }
        if h < 0 { y = s.midY; h = 0 }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The same rectangle moved by `(dx, dy)`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Half-open containment: `minX <= x < maxX` and `minY <= y < maxY`, so adjacent
    /// rectangles (e.g. pixels) never both claim a shared edge.
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `true` when `other` lies entirely inside (edges may coincide); empty rects are never contained.
    public func contains(_ other: Rect) -> Bool {
        !other.isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest rectangle with integer edges that contains this one (pixel bounds).
    public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        let x1 = maxX.rounded(.up), y1 = maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Bounding box of a sequence of points; `nil` when the sequence is empty.
    public static func bounding<S: Sequence>(_ points: S) -> Rect? where S.Element == Point {
        var it = points.makeIterator()
        guard let first = it.next() else { return nil }
        var x0 = first.x, x1 = first.x, y0 = first.y, y1 = first.y
        while let p = it.next() {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect: CustomStringConvertible {
    /// `Rect(x, y, width, height)` as stored, for messages and test failures.
    public var description: String { "Rect(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
