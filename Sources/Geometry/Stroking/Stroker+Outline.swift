import GeometryKernels

/// Offset-outline construction for one polyline held in `piece`, built by the C kernels
/// (`gk_outline_*`, see StrokeOutline.c) into `sideA` and `sideB`.
///
/// Orientation: every outline piece (segment bodies, joins, caps, dots) has the same
/// winding sign, so under the non-zero rule overlaps add up instead of cancelling.
/// Seen as a sum of per-segment rectangles, a pivot detour at a vertex reproduces
/// exactly that sum, a join adds its wedge, and an inner intersection removes the
/// kite where two consecutive rectangles overlap; it is only used when that kite lies
/// inside both rectangles, so the winding stays at least 1 everywhere inside.
///
/// At each vertex: the outer side of a real corner gets the requested join; at a vertex the
/// flattening made, the offset lines' intersection, or a round join where that intersection would
/// stray more than the tolerance from the ideal round offset (radius of curvature below the half
/// width, or a cusp); a practically straight vertex gets one shared point a side. The inner side
/// takes the offset lines' intersection when the removed kite (corners p, both offset end points
/// and the intersection) lies within both segment bodies, else a detour through the vertex. Round
/// joins and caps are polygons whose vertices lie as far outside the circle as their chords'
/// midpoints lie inside it.
extension Stroker {
    /// Open polyline (`piece.count >= 2`, consecutive points distinct) → one outline.
    /// Caps are square to `pieceStartTangent` / `pieceEndTangent`.
    mutating func outlineOpen(into out: inout Polygons) {
        var pen = self.pen
        let start = pieceStartTangent, end = pieceEndTangent
        let count = outline(piece, pieceCorners) { piece, corners, count, a, b, capacity in
            gk_outline_open(&pen, piece, corners, count, start.x, start.y, end.x, end.y, a, b, capacity)
        }
        flush(sideB: false, count: count, reversed: false, into: &out)
    }

    /// Closed polyline (`piece.count >= 2`) → outer and reversed inner outline.
    mutating func outlineClosed(into out: inout Polygons) {
        var pen = self.pen
        var bCount = 0
        let aCount = outline(piece, pieceCorners) { piece, corners, count, a, b, capacity in
            gk_outline_closed(&pen, piece, corners, count, a, b, capacity, &bCount)
        }
        flush(sideB: false, count: aCount, reversed: false, into: &out)
        flush(sideB: true, count: bCount, reversed: true, into: &out)
    }

    /// Zero-length subpath: a disc (round cap) or a square (square cap) of side `w`,
    /// aligned with `direction`; nothing for butt caps, as in Core Graphics.
    mutating func outlineDot(at c: Point, direction: Point, into out: inout Polygons) {
        guard cap != .butt else { return }
        var pen = self.pen
        let count = outline([], []) { _, _, _, a, _, capacity in
            gk_outline_dot(&pen, c.x, c.y, direction.x, direction.y, a, capacity)
        }
        flush(sideB: false, count: count, reversed: false, into: &out)
    }

    /// The pen the kernels build with.
    private var pen: gk_stroke_pen {
        let capKind: gk_line_cap = switch cap {
        case .butt: GK_CAP_BUTT
        case .round: GK_CAP_ROUND
        case .square: GK_CAP_SQUARE
        }
        let joinKind: gk_line_join = switch join {
        case .miter: GK_JOIN_MITER
        case .round: GK_JOIN_ROUND
        case .bevel: GK_JOIN_BEVEL
        }
        return gk_stroke_pen(half_width: halfWidth, tolerance: tolerance, round_step: roundStep, miter_limit: miterLimit,
                             cap: Int32(capKind.rawValue), join: Int32(joinKind.rawValue))
    }

    /// Runs `build` on the points and flags of `piece` and the sides' storage (x, y pairs, room for
    /// `capacity` points each) until the sides are large enough, growing them when `build` answers
    /// with minus the room it needs; returns its answer. The sides only grow, so steady strokes
    /// allocate nothing.
    private mutating func outline(_ piece: [Point], _ corners: [Bool],
                                  _ build: (UnsafePointer<Double>?, UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Double>,
                                            UnsafeMutablePointer<Double>, Int) -> Int) -> Int {
        // Moved out of `self` while the kernel writes them: no copy, and no access to `self` overlaps.
        var a = sideA, b = sideB
        sideA = []
        sideB = []
        defer {
            sideA = a
            sideB = b
        }
        if a.count < 64 { a.append(contentsOf: repeatElement(Point.zero, count: 64 - a.count)) }
        if b.count < 64 { b.append(contentsOf: repeatElement(Point.zero, count: 64 - b.count)) }
        while true {
            let capacity = min(a.count, b.count)
            let answer = Self.withCoordinates(piece) { points in
                Self.withFlags(corners) { flags in
                    Self.withCoordinates(&a) { sideA in
                        Self.withCoordinates(&b) { sideB in build(points, flags, piece.count, sideA, sideB, capacity) }
                    }
                }
            }
            if answer >= 0 { return answer }
            let room = max(-answer, 2 * capacity)
            a.append(contentsOf: repeatElement(Point.zero, count: room - a.count))
            b.append(contentsOf: repeatElement(Point.zero, count: room - b.count))
        }
    }

    /// `points` as x, y pairs of `Double`s (`Point` is two of them, x then y); nil when empty.
    private static func withCoordinates<R>(_ points: [Point], _ body: (UnsafePointer<Double>?) -> R) -> R {
        points.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return body(nil) }
            return base.withMemoryRebound(to: Double.self, capacity: 2 * buffer.count) { body($0) }
        }
    }

    /// `points` (not empty) as x, y pairs of `Double`s to write.
    private static func withCoordinates<R>(_ points: inout [Point], _ body: (UnsafeMutablePointer<Double>) -> R) -> R {
        points.withUnsafeMutableBufferPointer { buffer in
            // The sides always hold some points (see `outline`).
            guard let base = buffer.baseAddress else { preconditionFailure("empty outline side") }
            return base.withMemoryRebound(to: Double.self, capacity: 2 * buffer.count) { body($0) }
        }
    }

    /// `flags` as bytes of 0 or 1 (a `Bool`'s layout); nil when empty.
    private static func withFlags<R>(_ flags: [Bool], _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        flags.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return body(nil) }
            return base.withMemoryRebound(to: UInt8.self, capacity: buffer.count) { body($0) }
        }
    }

    /// Maps the first `count` points of side A or B (in reverse when `reversed`) into device space
    /// and appends them as one closed contour, leaving out each point equal to the one before it.
    /// The side is scratch: its points are mapped and the repeats squeezed out where they are,
    /// then appended at once.
    private mutating func flush(sideB: Bool, count: Int, reversed: Bool, into out: inout Polygons) {
        let t = transform
        var matrix = (t.a, t.b, t.c, t.d, t.tx, t.ty)
        func append(_ side: inout [Point]) {
            let kept = withUnsafePointer(to: &matrix) { tuple in
                // A homogeneous tuple's elements lie in order: six `Double`s.
                tuple.withMemoryRebound(to: Double.self, capacity: 6) { transform in
                    Self.withCoordinates(&side) { gk_map_outline(transform, $0, count, reversed ? 1 : 0) }
                }
            }
            out.points.append(contentsOf: side[..<kept])
        }
        if sideB { append(&self.sideB) } else { append(&sideA) }
        out.closeContour()
    }
}
