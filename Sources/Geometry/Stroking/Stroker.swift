import Foundation

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
public struct Stroker: Sendable {
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
    /// Offset sides in forward path order; side A is at `+w/2·n` with `n = (−u.y, u.x)`. Storage for
    /// the kernels to write: their counts are not the arrays' (see `outline`).
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

    /// A stroker with empty scratch buffers, reused across strokes so steady frames allocate nothing.
    public init() {}

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
    public mutating func stroke(
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

    /// Copies a whole contour and its corner flags into `piece`.
    mutating func loadPiece(_ span: StrokePolylines.Span) {
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
    mutating func extractPiece(_ span: StrokePolylines.Span, from la: Double, to lb: Double) {
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
