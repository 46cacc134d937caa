/// The flattened user-space polylines a `Stroker` works on, with per-vertex corner flags.
///
/// Invariants after `endContour`: consecutive vertices of a contour are more than
/// `mergeDistance` apart; a closed contour does not repeat its first vertex at the end,
/// and its first vertex is flagged as a corner (it is joined like any corner).
struct StrokePolylines: PolylineSink {
    /// A contour: `points[start..<end]`.
    struct Span {
        var start: Int
        var end: Int
        var closed: Bool
        /// `true` when the subpath contained a line or curve, even if it collapsed to a
        /// single point: such zero-length subpaths still get round/square "dot" caps.
        var draws: Bool

        var count: Int { end - start }
    }

    var points: [Point] = []
    /// `true` at real path corners (element boundaries), `false` at curve-interior vertices.
    var corners: [Bool] = []
    var spans: [Span] = []
    /// Points closer than this are merged: shorter segments have a direction that is
    /// mostly rounding noise, and the joiner would turn that noise into spikes.
    var mergeDistance: Double = 0

    private var contourStart = 0
    private var contourDraws = false
    private var contourOpen = false

    mutating func reset(mergeDistance: Double) {
        points.removeAll(keepingCapacity: true)
        corners.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        self.mergeDistance = mergeDistance
        contourOpen = false
    }

    mutating func beginContour(at point: Point) {
        if contourOpen { endContour(closed: false) }
        contourStart = points.count
        contourDraws = false
        contourOpen = true
        points.append(point)
        corners.append(true)
    }

    mutating func addPoint(_ point: Point, isCorner: Bool, bulge: Double) {
        contourDraws = true
        let last = points.count - 1
        if points[last].distance(to: point) <= mergeDistance {
            // Keep the corner-ness of the dropped vertex so its join style survives.
            if isCorner { corners[last] = true }
            return
        }
        points.append(point)
        corners.append(isCorner)
    }

    /// `addPoint` for each of a curve's chords, kept points moved to the front of the batch and
    /// appended at once: two appends a batch rather than two a point.
    mutating func addChords(_ batch: UnsafeMutablePointer<Point>, bulges: UnsafePointer<Double>, count: Int,
                            lastIsCorner: Bool) {
        contourDraws = true
        var last = points[points.count - 1]
        var kept = 0
        for index in 0..<count {
            let point = batch[index]
            if last.distance(to: point) <= mergeDistance { continue }
            batch[kept] = point
            kept += 1
            last = point
        }
        points.append(contentsOf: UnsafeBufferPointer(start: batch, count: kept))
        // One by one: appending `repeatElement(false, count: kept)` took 177 instructions a batch
        // (a tiger frame's 336 batches of about 9), a loop of appends about half that.
        for _ in 0..<kept { corners.append(false) }
        // Only the last chord can end at a corner: kept, it is the last point; merged, the point it
        // merged into is, and keeps the corner-ness as `addPoint` keeps it.
        if lastIsCorner { corners[corners.count - 1] = true }
    }

    /// Strokes keep the start of a closed contour as a corner: its join is computed from the
    /// exact tangents there anyway.
    mutating func markStartSmooth() {}

    mutating func endContour(closed: Bool) {
        guard contourOpen else { return }
        contourOpen = false
        if closed, points.count - contourStart >= 2,
           points[points.count - 1].distance(to: points[contourStart]) <= mergeDistance {
            points.removeLast()
            corners.removeLast()
        }
        if closed { corners[contourStart] = true }
        spans.append(Span(start: contourStart, end: points.count, closed: closed, draws: contourDraws))
    }

    /// Polyline length of a contour, including the closing segment of closed ones.
    func length(of span: Span) -> Double {
        guard span.count >= 2 else { return 0 }
        var total = 0.0
        for i in span.start..<(span.end - 1) {
            total += points[i].distance(to: points[i + 1])
        }
        if span.closed { total += points[span.end - 1].distance(to: points[span.start]) }
        return total
    }
}

// MARK: Tangents at cap positions

extension StrokePolylines {
    /// Unit direction of the chord from local vertex `a` to `b` of `span`.
    private func chord(_ span: Span, _ a: Int, _ b: Int) -> Point {
        (points[span.start + b] - points[span.start + a]).normalized()
    }

    /// Tangent estimate at a curve-interior vertex, or `nil` at corners and cusps, where the
    /// polyline has no meaningful tangent. Each chord's direction is weighted by the other
    /// chord's length: the tangent of the circle through the vertex and its neighbours, exact on
    /// a circular arc even where the flattener made the two chords unequal (the plain bisector
    /// is then off by a quarter of the difference of their angles).
    private func smoothTangent(_ span: Span, _ k: Int) -> Point? {
        guard !corners[span.start + k] else { return nil }
        let m = span.count
        let prev = k == 0 ? m - 1 : k - 1, next = k + 1 == m ? 0 : k + 1
        let incoming = points[span.start + k] - points[span.start + prev]
        let outgoing = points[span.start + next] - points[span.start + k]
        let a = incoming.length, b = outgoing.length
        guard a > 0, b > 0 else { return nil }
        let sum = incoming * (b / a) + outgoing * (a / b)
        let length = sum.length
        return length > 1e-6 * (a + b) ? sum / length : nil
    }

    /// Tangent at vertex `k` as seen from the chord `a → b` that contains it. At a
    /// corner next to a curve it extrapolates the curve's tangent by mirroring the
    /// neighbour's tangent about the chord (exact for circular arcs), so that caps at
    /// curve ends are square to the curve rather than to the last chord, which is off
    /// by half a flattening step.
    private func tangent(_ span: Span, vertex k: Int, chordFrom a: Int, to b: Int) -> Point {
        if let t = smoothTangent(span, k) { return t }
        let u = chord(span, a, b)
        guard let t = smoothTangent(span, k == a ? b : a) else { return u }
        return u * (2 * u.dot(t)) - t
    }

    /// Tangent at parameter `t` of the chord between local vertices `a` and `b`,
    /// blended from the vertex tangents (equal to the chord direction at the middle of
    /// a circular-arc chord). Falls back to the chord direction if the estimate strays
    /// more than 60° from it.
    func tangent(_ span: Span, chordFrom a: Int, to b: Int, at t: Double) -> Point {
        let u = chord(span, a, b)
        let ta = tangent(span, vertex: a, chordFrom: a, to: b)
        let tb = tangent(span, vertex: b, chordFrom: a, to: b)
        let blended = Point.lerp(ta, tb, t).normalized()
        return blended.dot(u) > 0.5 ? blended : u
    }
}
