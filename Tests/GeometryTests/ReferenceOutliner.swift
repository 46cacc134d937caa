import Foundation
@testable import Geometry

// The stroker's outline as Swift built it before the C kernels (commit cb576cd), to hold them to it.


/// Turns a path into the fill geometry of its stroke.
///
/// The output is one or more closed outlines meant to be filled with the **non-zero**
/// rule: caps and joins are included, and overlapping parts only ever add winding
/// (never cancel it). Work happens in the path's user space on a flattened polyline;
/// the outline is then mapped through the transform into device space, so a
/// non-uniform scale gives a correctly distorted pen, as in Core Graphics.
///
/// Outline construction, in the spirit of Skia's stroker:
/// - Open contour → one outline: left offset forward, end cap, right offset backward,
///   start cap. Closed contour → two outlines (outer and reversed inner), joined at
///   every vertex including the start.
/// - Outer side of a real corner: the requested join. At vertices created by curve
///   flattening the offset lines' intersection is used, or a round join when that
///   intersection would stray more than the tolerance from the true offset curve
///   (tight curvature or a cusp).
/// - Inner side: the offset lines' intersection when the two segments are long enough
///   for it to be exact (a clean, overlap-free inner edge), else a detour through the
///   vertex itself (the pivot), which is always correct under non-zero filling.
///
/// The stroker keeps scratch buffers between calls: keep one alive (e.g. per renderer)
/// and it stops allocating once the buffers have grown to the largest path seen.
struct ReferenceStroker: Sendable {
    /// Flattened input polylines (user space).
    var lines = StrokePolylines()
    /// The path and user-space tolerance `lines` were walked from. The walk depends on nothing
    /// else, so a path stroked again at the same scale is not walked again: a drop indicator
    /// strokes one circle in a dozen trimmed pieces a frame, each of which used to flatten it
    /// whole. Holding the path retains its elements; comparing them is a pointer check when they
    /// are the same array, as they are for a cached path.
    private var walked: (path: Path, tolerance: Double)?
    /// The contour or trimmed piece being outlined, and its corner flags.
    var piece: [Point] = []
    var pieceCorners: [Bool] = []
    /// Unit tangents at the piece's ends: caps are square to these (see
    /// `StrokePolylines.tangent`), and a collapsed piece orients its square dot by the start one.
    var pieceStartTangent = Point(x: 1, y: 0)
    var pieceEndTangent = Point(x: 1, y: 0)
    /// Offset sides in forward path order; side A is at `+w/2·n` with `n = (−u.y, u.x)`.
    var sideA: [Point] = []
    var sideB: [Point] = []

    // Per-call settings, stored so the helpers need not thread them through.
    var halfWidth = 0.5
    /// Flattening tolerance in user space.
    var tolerance = 0.2
    /// Largest angle of one chord of a round join/cap that keeps it within `tolerance`.
    var roundStep = Double.pi / 4
    var cap = LineCap.butt
    var join = LineJoin.miter
    var miterLimit = 10.0
    var transform = Transform.identity

    /// Upper bound on chords per round join/cap/dot, against absurd width/tolerance ratios.
    static let maxArcSegments = 4096

    /// A stroker with empty scratch buffers, reused across strokes so steady frames allocate nothing.
    init() {}

    /// Strokes `path` in its own (user) space with `style` and `trim`, then maps the
    /// outline through `transform` and appends it to `out` (device space).
    ///
    /// - Parameters:
    ///   - tolerance: maximum deviation in device pixels; the user-space flattening
    ///     tolerance is `tolerance / transform.maxScale`. Non-positive or non-finite
    ///     values fall back to 0.2.
    /// - Nothing is appended for non-finite input, `style.width <= 0`, a singular
    ///   transform, an empty trim, or output that would overflow. A contour still open
    ///   in `out` is finished first.
    mutating func stroke(
        _ path: Path, style: StrokeStyle, trim: StrokeTrim = .full,
        transform: Transform = .identity, tolerance: Double = 0.2, into out: inout Polygons
    ) {
        guard path.isFinite, transform.isFinite, style.width.isFinite, style.width > 0,
              !trim.isEmpty else { return }
        let scale = transform.maxScale
        guard scale.isFinite, scale > 0 else { return }
        let tol = CurveFlattener.sanitizedTolerance(tolerance) / scale
        guard tol.isFinite, tol > 0 else { return }
        configure(style: style, transform: transform, tolerance: tol)

        if let walked, walked.tolerance == tol, walked.path == path {
            // `lines` holds this path's polylines already.
        } else {
            lines.reset(mergeDistance: tol * 1e-3)
            CurveFlattener.walk(path, transform: .identity, tolerance: tol, refiningCorners: false, into: &lines)
            walked = (path, tol)
        }

        if out.points.count > out.openContourStart { out.closeContour() }
        let pointMark = out.points.count, contourMark = out.contourEnds.count
        if trim.isFull {
            for span in lines.spans { strokeWhole(span, into: &out) }
        } else {
            strokeTrimmed(trim, into: &out)
        }
        if !out.allFinite(from: pointMark) {
            out.truncate(points: pointMark, contours: contourMark)
        }
    }

    private mutating func configure(style: StrokeStyle, transform: Transform, tolerance tol: Double) {
        halfWidth = style.width / 2
        tolerance = tol
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit
        self.transform = transform
        // Chord sagitta r·(1 − cos(δ/2)) ≤ tol. Past a quarter turn per chord the shape
        // stops reading as round, so cap the step there even for hairlines.
        roundStep = tol < halfWidth ? min(2 * acos(1 - tol / halfWidth), Double.pi / 2) : Double.pi / 2
        if !(roundStep > 0) { roundStep = Double.pi / 2 }
    }

    // MARK: Contours

    /// Strokes a whole flattened contour (no trimming).
    private mutating func strokeWhole(_ span: StrokePolylines.Span, into out: inout Polygons) {
        loadPiece(span)
        if piece.count == 1 {
            if span.draws { outlineDot(at: piece[0], direction: Point(x: 1, y: 0), into: &out) }
        } else if span.closed {
            outlineClosed(into: &out)
        } else {
            let m = span.count
            pieceStartTangent = lines.tangent(span, chordFrom: 0, to: 1, at: 0)
            pieceEndTangent = lines.tangent(span, chordFrom: m - 2, to: m - 1, at: 1)
            outlineOpen(into: &out)
        }
    }

    private mutating func loadPiece(_ span: StrokePolylines.Span) {
        piece.removeAll(keepingCapacity: true)
        pieceCorners.removeAll(keepingCapacity: true)
        piece.append(contentsOf: lines.points[span.start..<span.end])
        pieceCorners.append(contentsOf: lines.corners[span.start..<span.end])
    }

    /// Keeps `[start·L, end·L]` of the total flattened length `L`, as CAShapeLayer does.
    private mutating func strokeTrimmed(_ trim: StrokeTrim, into out: inout Polygons) {
        var total = 0.0
        for span in lines.spans { total += lines.length(of: span) }
        let s = min(max(trim.start, 0), 1) * total
        let e = min(max(trim.end, 0), 1) * total
        var offset = 0.0
        for span in lines.spans {
            let length = lines.length(of: span)
            let c0 = offset, c1 = offset + length
            offset = c1
            if span.count < 2 {
                // A zero-length subpath sits at a single arc-length position.
                if span.draws, s <= c0, c0 <= e {
                    outlineDot(at: lines.points[span.start], direction: Point(x: 1, y: 0), into: &out)
                }
                continue
            }
            let a = max(s, c0), b = min(e, c1)
            guard a < b else { continue }
            if span.closed, a <= c0, b >= c1 {
                // Entirely inside the range: keep it closed rather than capping a seam.
                loadPiece(span)
                outlineClosed(into: &out)
                continue
            }
            extractPiece(span, from: a - c0, to: b - c0)
            if piece.count >= 2 {
                outlineOpen(into: &out)
            } else if piece.count == 1 {
                outlineDot(at: piece[0], direction: pieceStartTangent, into: &out)
            }
        }
    }

    /// Copies the part of a contour between arc lengths `from` and `to` (measured from
    /// its first vertex) into `piece`, as an open polyline.
    private mutating func extractPiece(_ span: StrokePolylines.Span, from la: Double, to lb: Double) {
        piece.removeAll(keepingCapacity: true)
        pieceCorners.removeAll(keepingCapacity: true)
        let m = span.count
        let segments = span.closed ? m : m - 1
        var d = 0.0
        var started = false
        for j in 0..<segments {
            let qi = j + 1 == m ? 0 : j + 1
            let p = lines.points[span.start + j], q = lines.points[span.start + qi]
            let length = p.distance(to: q)
            let dEnd = d + length
            let last = j == segments - 1
            if !started {
                guard la < dEnd || last else { d = dEnd; continue }
                let t = min(max((la - d) / length, 0), 1)
                appendPiece(Point.lerp(p, q, t), isCorner: true)
                pieceStartTangent = lines.tangent(span, chordFrom: j, to: qi, at: t)
                started = true
            }
            if lb <= dEnd || last {
                let t = min(max((lb - d) / length, 0), 1)
                appendPiece(Point.lerp(p, q, t), isCorner: true)
                pieceEndTangent = lines.tangent(span, chordFrom: j, to: qi, at: t)
                return
            }
            appendPiece(q, isCorner: lines.corners[span.start + qi])
            d = dEnd
        }
    }

    private mutating func appendPiece(_ p: Point, isCorner: Bool) {
        if let last = piece.last, last.distance(to: p) <= lines.mergeDistance {
            if isCorner { pieceCorners[pieceCorners.count - 1] = true }
            return
        }
        piece.append(p)
        pieceCorners.append(isCorner)
    }
}



/// Offset-outline construction for one polyline held in `piece`.
///
/// Orientation: every outline piece (segment bodies, joins, caps, dots) has the same
/// winding sign, so under the non-zero rule overlaps add up instead of cancelling.
/// Seen as a sum of per-segment rectangles, a pivot detour at a vertex reproduces
/// exactly that sum, a join adds its wedge, and an inner intersection removes the
/// kite where two consecutive rectangles overlap; it is only used when that kite lies
/// inside both rectangles, so the winding stays at least 1 everywhere inside.
extension ReferenceStroker {
    /// Open polyline (`piece.count >= 2`, consecutive points distinct) → one outline.
    /// Caps are square to `pieceStartTangent` / `pieceEndTangent`.
    mutating func outlineOpen(into out: inout Polygons) {
        sideA.removeAll(keepingCapacity: true)
        sideB.removeAll(keepingCapacity: true)
        let n = piece.count
        let hw = halfWidth
        let p0 = piece[0]
        var len0 = p0.distance(to: piece[1])
        var u0 = (piece[1] - p0) / len0
        let uStart = pieceStartTangent, nStart = normal(uStart)
        var ext = cap == .square ? uStart * hw : .zero
        sideA.append(p0 + nStart * hw - ext)
        sideB.append(p0 - nStart * hw - ext)

        var i = 1
        while i < n - 1 {
            let len1 = piece[i].distance(to: piece[i + 1])
            let u1 = (piece[i + 1] - piece[i]) / len1
            joinVertex(piece[i], u0: u0, len0: len0, u1: u1, len1: len1, isCorner: pieceCorners[i])
            u0 = u1
            len0 = len1
            i += 1
        }

        let uEnd = pieceEndTangent
        let pe = piece[n - 1], nEnd = normal(uEnd)
        ext = cap == .square ? uEnd * hw : .zero
        sideA.append(pe + nEnd * hw + ext)
        // Round caps sweep −π (from +n through +u to −n): the outline orientation.
        if cap == .round { appendArcInterior(center: pe, from: nEnd * hw, sweep: -Double.pi, toB: false) }
        sideA.append(pe - nEnd * hw + ext)
        sideA.append(contentsOf: sideB.reversed())
        if cap == .round { appendArcInterior(center: p0, from: nStart * -hw, sweep: -Double.pi, toB: false) }
        flush(sideB: false, reversed: false, into: &out)
    }

    /// Closed polyline (`piece.count >= 2`) → outer and reversed inner outline.
    mutating func outlineClosed(into out: inout Polygons) {
        sideA.removeAll(keepingCapacity: true)
        sideB.removeAll(keepingCapacity: true)
        let m = piece.count
        var len0 = piece[m - 1].distance(to: piece[0])
        var u0 = (piece[0] - piece[m - 1]) / len0
        for i in 0..<m {
            let next = piece[i + 1 == m ? 0 : i + 1]
            let len1 = piece[i].distance(to: next)
            let u1 = (next - piece[i]) / len1
            joinVertex(piece[i], u0: u0, len0: len0, u1: u1, len1: len1, isCorner: pieceCorners[i])
            u0 = u1
            len0 = len1
        }
        flush(sideB: false, reversed: false, into: &out)
        flush(sideB: true, reversed: true, into: &out)
    }

    /// Zero-length subpath: a disc (round cap) or a square (square cap) of side `w`,
    /// aligned with `direction`; nothing for butt caps, as in Core Graphics.
    mutating func outlineDot(at c: Point, direction: Point, into out: inout Polygons) {
        let hw = halfWidth
        sideA.removeAll(keepingCapacity: true)
        switch cap {
        case .butt:
            return
        case .round:
            let count = max(8, arcSegments(2 * Double.pi))
            let step = 2 * Double.pi / Double(count)
            let r = hw * Self.balancedRadiusFactor(step: step)
            for k in 0..<count {
                // Negative angles: same orientation as the stroke outlines.
                let angle = -step * Double(k)
                sideA.append(Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
            }
        case .square:
            let u = direction.normalized(), nrm = normal(u)
            let a = nrm * hw, b = u * hw
            sideA.append(c + a - b)
            sideA.append(c + a + b)
            sideA.append(c - a + b)
            sideA.append(c - a - b)
        }
        flush(sideB: false, reversed: false, into: &out)
    }

    // MARK: Joins

    /// Emits both sides' offset geometry at vertex `p`, between the incoming direction
    /// `u0` (segment length `len0`) and the outgoing `u1` (length `len1`), in forward order.
    mutating func joinVertex(_ p: Point, u0: Point, len0: Double, u1: Point, len1: Double, isCorner: Bool) {
        let hw = halfWidth
        let n0 = normal(u0), n1 = normal(u1)
        let cr = u0.cross(u1), dt = u0.dot(u1)
        let onePlusDot = 1 + dt
        // 1 / cos(φ/2) for the turn φ: how far the offset lines' intersection lies from p,
        // in half widths. NaN/∞ for a full reversal; every use below rejects those.
        let miterRatio = (2 / onePlusDot).squareRoot()
        let miter = (n0 + n1) * (hw / onePlusDot)

        // Practically straight: one shared point per side, whatever the join style.
        if dt > 0, hw * (miterRatio - 1) <= tolerance * 1e-3 {
            sideA.append(p + miter)
            sideB.append(p - miter)
            return
        }

        // A turn clockwise on screen (cr > 0) has its outside on side B.
        let outerIsB = cr >= 0
        let sOut: Double = outerIsB ? -1 : 1

        // Inner side: the intersection is exact only if the removed kite (corners p,
        // both offset end points and the intersection) lies within both segment bodies,
        // which needs hw·tan(φ/2) and hw·sin(φ) to fit in both segments.
        let tanHalf = abs(cr) / onePlusDot
        if onePlusDot > 1e-9, hw * max(tanHalf, abs(cr)) <= min(len0, len1) {
            push(p - miter * sOut, toB: !outerIsB)
        } else {
            push(p - n0 * (sOut * hw), toB: !outerIsB)
            push(p, toB: !outerIsB)
            push(p - n1 * (sOut * hw), toB: !outerIsB)
        }

        // Outer side. The turn's angle only for a round join: most vertices need none, and
        // `atan2` was a fifth of the stroker's time.
        var sweep: Double { outerIsB ? atan2(abs(cr), dt) : -atan2(abs(cr), dt) }
        if !isCorner {
            // Curve interior: the intersection approximates the offset curve while it
            // stays within tolerance of the ideal round offset; beyond that (radius of
            // curvature below the half width, or a cusp) round it.
            if onePlusDot > 1e-9, hw * (miterRatio - 1) <= tolerance {
                push(p + miter * sOut, toB: outerIsB)
            } else {
                roundJoin(p, n0: n0, n1: n1, sOut: sOut, sweep: sweep, toB: outerIsB)
            }
            return
        }
        switch join {
        case .miter:
            if onePlusDot > 1e-12, miterRatio <= miterLimit {
                push(p + miter * sOut, toB: outerIsB)
            } else {
                push(p + n0 * (sOut * hw), toB: outerIsB)
                push(p + n1 * (sOut * hw), toB: outerIsB)
            }
        case .round:
            roundJoin(p, n0: n0, n1: n1, sOut: sOut, sweep: sweep, toB: outerIsB)
        case .bevel:
            push(p + n0 * (sOut * hw), toB: outerIsB)
            push(p + n1 * (sOut * hw), toB: outerIsB)
        }
    }

    private mutating func roundJoin(_ p: Point, n0: Point, n1: Point, sOut: Double, sweep: Double, toB: Bool) {
        let v0 = n0 * (sOut * halfWidth)
        push(p + v0, toB: toB)
        appendArcInterior(center: p, from: v0, sweep: sweep, toB: toB)
        push(p + n1 * (sOut * halfWidth), toB: toB)
    }

    // MARK: Helpers

    /// Left-hand normal in math terms; on a y-down screen it points to the right of travel.
    @inline(__always) func normal(_ u: Point) -> Point { Point(x: -u.y, y: u.x) }

    @inline(__always) mutating func push(_ p: Point, toB: Bool) {
        if toB { sideB.append(p) } else { sideA.append(p) }
    }

    /// Chords needed for an arc of `sweep` radians at the current half width.
    func arcSegments(_ sweep: Double) -> Int {
        let n = (abs(sweep) / roundStep).rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return n >= Double(Self.maxArcSegments) ? Self.maxArcSegments : Int(n)
    }

    /// Appends the points strictly inside an arc around `center` that starts at offset
    /// `v0` and turns by `sweep` (the end points are emitted exactly by the caller).
    mutating func appendArcInterior(center: Point, from v0: Point, sweep: Double, toB: Bool) {
        let count = arcSegments(sweep)
        guard count > 1 else { return }
        let step = sweep / Double(count)
        let cs = cos(step), sn = sin(step)
        let k = Self.balancedRadiusFactor(step: step)
        var v = v0
        for _ in 1..<count {
            // Incremental rotation: drift over ≤ 4096 steps is far below 1e-9 px.
            v = Point(x: v.x * cs - v.y * sn, y: v.x * sn + v.y * cs)
            push(center + v * k, toB: toB)
        }
    }

    /// Radius scale for the vertices of a polygonal arc with chords of `step` radians:
    /// vertices sit slightly outside the circle and chord midpoints slightly inside, by
    /// the same amount. That halves the worst error of an inscribed polygon and removes
    /// most of its area deficit (round dots would otherwise look visibly small).
    static func balancedRadiusFactor(step: Double) -> Double {
        2 / (1 + cos(step / 2))
    }

    /// Maps side A or B (in reverse when `reversed`) into device space and appends it as one closed
    /// contour, leaving out each point equal to the one before it. The side is scratch: its points
    /// are mapped and the repeats squeezed out where they are, then appended at once.
    mutating func flush(sideB: Bool, reversed: Bool, into out: inout Polygons) {
        if sideB {
            Self.append(&self.sideB, transformedBy: transform, reversed: reversed, into: &out)
        } else {
            Self.append(&sideA, transformedBy: transform, reversed: reversed, into: &out)
        }
    }

    private static func append(_ side: inout [Point], transformedBy transform: Transform, reversed: Bool,
                               into out: inout Polygons) {
        // Every outline starts a contour of its own (the last one was closed), so its first point
        // has none before it to equal.
        let kept = side.withUnsafeMutableBufferPointer { buffer -> Int in
            if reversed { buffer.reverse() }
            var kept = 0
            for index in buffer.indices {
                let point = transform.apply(buffer[index])
                if kept > 0, buffer[kept - 1] == point { continue }
                buffer[kept] = point
                kept += 1
            }
            return kept
        }
        out.points.append(contentsOf: side[..<kept])
        out.closeContour()
    }
}
