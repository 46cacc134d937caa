import GeometryKernels

/// Flat line contours ready for a scanline rasterizer, in device pixels.
///
/// Contour `i` is `points[contourStart(i)..<contourEnds[i]]` and is implicitly closed
/// (the rasterizer adds the edge from the last point back to the first). Points after
/// `contourEnds.last` form a contour still being built; `closeContour()` finishes it.
///
/// Designed as a reusable buffer: `removeAll()` keeps capacity, so flattening and
/// stroking into the same `Polygons` every frame does not allocate once warmed up.
/// Invariant: every finished contour has at least 3 points (fewer enclose no area).
public struct Polygons: Sendable {
    /// Every vertex of every contour, finished ones first, in device pixels.
    public var points: [Point]
    /// Exclusive end index into `points` of each finished contour, ascending.
    public var contourEnds: [Int]
    /// Fill flattening's state for the open contour: what moving its vertices outward still needs
    /// (see `ChordCompensation`).
    var compensation = ChordCompensation()

    /// No contours; capacity grows on first use and is kept by `removeAll()`.
    public init() {
        points = []
        contourEnds = []
    }

    /// Pre-sizes the buffers (e.g. from last frame's counts) to avoid growth later.
    public init(reservingPoints pointCapacity: Int, contours contourCapacity: Int) {
        self.init()
        points.reserveCapacity(pointCapacity)
        contourEnds.reserveCapacity(contourCapacity)
    }

    /// Empties the buffer but keeps its storage.
    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
    }

    /// `true` when there is no finished contour.
    public var isEmpty: Bool { contourEnds.isEmpty }

    /// Number of finished contours.
    public var contourCount: Int { contourEnds.count }

    /// Index of the first point of contour `i`.
    @inlinable public func contourStart(_ i: Int) -> Int {
        i == 0 ? 0 : contourEnds[i - 1]
    }

    /// Index range into `points` of contour `i`.
    @inlinable public func contourRange(_ i: Int) -> Range<Int> {
        contourStart(i)..<contourEnds[i]
    }

    /// Index of the first point of the contour under construction.
    @inlinable public var openContourStart: Int { contourEnds.last ?? 0 }

    /// Bounding box of the points of all finished contours; `Rect.zero` when empty.
    public var bounds: Rect {
        let end = contourEnds.last ?? 0
        guard end > 0 else { return .zero }
        // Four points at a time in the kernel (the points are finite, so they order as `min` and
        // `max` would): every fill measures its polygons.
        return points.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, end <= buffer.count else { return .zero }
            var box = (0.0, 0.0, 0.0, 0.0)
            withUnsafeMutableBytes(of: &box) { bytes in
                UnsafeRawPointer(base).withMemoryRebound(to: Double.self, capacity: 2 * end) {
                    gk_points_bounds($0, end, bytes.baseAddress!.assumingMemoryBound(to: Double.self))
                }
            }
            return Rect(x: box.0, y: box.1, width: box.2 - box.0, height: box.3 - box.1)
        }
    }

    // MARK: Building

    /// Appends a point to the contour under construction.
    @inlinable public mutating func append(_ point: Point) {
        points.append(point)
    }

    /// Appends a point unless it equals the previous point of the open contour
    /// (zero-length edges only cost the rasterizer time).
    @inlinable public mutating func appendDeduplicated(_ point: Point) {
        if points.count > openContourStart, points[points.count - 1] == point { return }
        points.append(point)
    }

    /// Finishes the contour under construction. A closing point equal to the first is
    /// dropped (closure is implicit); contours left with fewer than 3 points enclose no
    /// area and are discarded.
    public mutating func closeContour() {
        let start = openContourStart
        if points.count - start >= 2, points[points.count - 1] == points[start] {
            points.removeLast()
        }
        if points.count - start >= 3 {
            contourEnds.append(points.count)
        } else {
            points.removeSubrange(start...)
        }
    }

    /// Appends every finished contour of `other` with its points mapped through `transform`.
    /// Allocation-free once the buffers have room.
    public mutating func appendContours(of other: Polygons, transformedBy transform: Transform) {
        _ = appendContoursMeasuring(other, transformedBy: transform)
    }

    /// `appendContours(of:transformedBy:)` that also returns the bounding box of the appended
    /// points (`Rect.zero` when `other` has none): one pass over them instead of two, for a
    /// prepared outline turned and drawn every frame. The points are the same bits.
    public mutating func appendContoursMeasuring(_ other: Polygons, transformedBy transform: Transform) -> Rect {
        if points.count > openContourStart { closeContour() }
        let offset = points.count
        let end = other.contourEnds.last ?? 0
        guard end > 0 else { return .zero }
        // The points are read through a raw pointer: a contour ending past them must trap here.
        precondition(end <= other.points.count, "a contour ends past the points")
        contourEnds.reserveCapacity(contourEnds.count + other.contourEnds.count)
        points.append(contentsOf: repeatElement(Point.zero, count: end))
        let (a, b, c, d, tx, ty) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        other.points.withUnsafeBufferPointer { source in
            points.withUnsafeMutableBufferPointer { target in
                // Unchecked pointers and selects rather than `min`/`max` (which order NaNs): the
                // loop has no branch but its own.
                guard let from = source.baseAddress, let to = target.baseAddress.map({ $0 + offset }) else { return }
                for i in 0..<end {
                    let p = from[i]
                    let x = a * p.x + c * p.y + tx, y = b * p.x + d * p.y + ty
                    to[i] = Point(x: x, y: y)
                    x0 = x < x0 ? x : x0; x1 = x > x1 ? x : x1
                    y0 = y < y0 ? y : y0; y1 = y > y1 ? y : y1
                }
            }
        }
        for contourEnd in other.contourEnds { contourEnds.append(offset + contourEnd) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Discards everything appended after the given counts (used to roll back output
    /// that turned out to contain non-finite coordinates).
    mutating func truncate(points pointCount: Int, contours contourCount: Int) {
        if points.count > pointCount { points.removeSubrange(pointCount...) }
        if contourEnds.count > contourCount { contourEnds.removeSubrange(contourCount...) }
    }

    /// `true` when every point from index `start` on is finite.
    func allFinite(from start: Int) -> Bool {
        guard start < points.count else { return true }
        // One pass with no branch, four points at a time in the kernel: every flattening makes it
        // over its points.
        return points.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            return UnsafeRawPointer(base + start).withMemoryRebound(to: Double.self, capacity: 2 * (buffer.count - start)) {
                gk_points_finite($0, buffer.count - start) != 0
            }
        }
    }
}
