import Geometry

/// A rectangle on the device pixel grid: pixel (x, y) covers [x, x+1] × [y, y+1].
/// A rectangle with a non-positive width or height is empty.
public struct IntRect: Hashable, Sendable {
    /// Left edge, in device pixels.
    public var x: Int
    /// Top edge, in device pixels.
    public var y: Int
    /// Columns; zero or negative is empty.
    public var width: Int
    /// Rows; zero or negative is empty.
    public var height: Int

    /// The pixels from (`x`, `y`), `width` × `height` of them.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// No pixels, at the origin.
    public static let empty = IntRect(x: 0, y: 0, width: 0, height: 0)

    /// The first column.
    public var minX: Int { x }
    /// The first row.
    public var minY: Int { y }
    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// True when it holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both; `empty` when they do not overlap.
    public func intersection(_ other: IntRect) -> IntRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (an empty one counts as absent).
    public func union(_ other: IntRect) -> IntRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Its pixels in number (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }

    /// Calls `body` with the pieces of this rectangle outside `hole`: at most four bands (the rows
    /// above and below the hole, then the stretches left and right of it), none of them empty,
    /// together every pixel of it not in `hole` once. A hole that misses it gives it whole.
    public func forEachPiece(around hole: IntRect, _ body: (IntRect) -> Void) {
        let hole = intersection(hole)
        guard !hole.isEmpty else {
            if !isEmpty { body(self) }
            return
        }
        func piece(_ rect: IntRect) { if !rect.isEmpty { body(rect) } }
        piece(IntRect(x: minX, y: minY, width: width, height: hole.minY - minY))
        piece(IntRect(x: minX, y: hole.maxY, width: width, height: maxY - hole.maxY))
        piece(IntRect(x: minX, y: hole.minY, width: hole.minX - minX, height: hole.height))
        piece(IntRect(x: hole.maxX, y: hole.minY, width: maxX - hole.maxX, height: hole.height))
    }

    /// The smallest pixel rectangle containing `rect`; empty for an empty or non-finite rect.
    /// Coordinates are clamped to ±2²⁰ so that absurd geometry cannot overflow integer maths.
    public init(enclosing rect: Rect) {
        let limit = Double(1 << 20)
        guard rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        let x0 = Int(min(max(rect.minX, -limit), limit).rounded(.down))
        let y0 = Int(min(max(rect.minY, -limit), limit).rounded(.down))
        let x1 = Int(min(max(rect.maxX, -limit), limit).rounded(.up))
        let y1 = Int(min(max(rect.maxY, -limit), limit).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The same pixels as a `Rect` in device units.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
