import Foundation
import GeometryKernels

/// Receives the polyline produced by `CurveFlattener.walk`, one contour at a time.
/// Generic (not existential) use keeps the walk specialised and allocation-free.
protocol PolylineSink {
    /// Starts a contour; the point is a real corner of the path.
    mutating func beginContour(at point: Point)
    /// Adds the next point. `isCorner` is `true` for element end points and `false`
    /// for points generated inside a curve; `bulge` is the signed bulge of the
    /// chord ending at it (see `CurveStepper`), 0 for a line.
    mutating func addPoint(_ point: Point, isCorner: Bool, bulge: Double)
    /// Adds `count` (≥ 1) points of one curve, each with its chord's bulge, as `addPoint` would one
    /// by one; only the last can be a corner. The sink may overwrite the points it was given.
    mutating func addChords(_ points: UnsafeMutablePointer<Point>, bulges: UnsafePointer<Double>, count: Int,
                            lastIsCorner: Bool)
    /// Ends the current contour. `closed` is `true` after an explicit `.close`.
    mutating func endContour(closed: Bool)
    /// Called just before `endContour(closed: true)` when the contour's first point joins two
    /// curves with a continuous tangent (a circle's start), so it is no corner either.
    mutating func markStartSmooth()
}

extension PolylineSink {
    mutating func addChords(_ points: UnsafeMutablePointer<Point>, bulges: UnsafePointer<Double>, count: Int,
                            lastIsCorner: Bool) {
        for index in 0..<count {
            addPoint(points[index], isCorner: lastIsCorner && index == count - 1, bulge: bulges[index])
        }
    }
}

/// Walks a path's elements in order and turns its curves into chords (`CurveStepper`), telling a
/// sink each point and whether it is a real corner of the path.
enum CurveFlattener {
    /// Upper bound on the chords of one curve, so that absurd scales cannot stall a frame (the
    /// chord walk's own).
    static let maxSegments = Int(GK_MAX_CHORDS)

    /// Replaces unusable tolerances: non-finite or non-positive → 0.2 px, and
    /// anything below 10⁻⁴ px is raised (finer is invisible and only costs time).
    static func sanitizedTolerance(_ tolerance: Double) -> Double {
        guard tolerance.isFinite, tolerance > 0 else { return 0.2 }
        return max(tolerance, 1e-4)
    }

    /// The direction a curve element leaves `from` in (nil for lines, moves and closes).
    static func startTangent(of element: PathElement, from: Point, map: (Point) -> Point) -> Point? {
        switch element {
        case .quad(let c, _): return map(c) - from
        case .cubic(let c1, let c2, _):
            let t = map(c1) - from
            return t != .zero ? t : map(c2) - from
        default: return nil
        }
    }

    /// Whether a curve leaving along `outgoing` continues the element before it, which ended
    /// along `incoming` (nil: a line or a contour's start, a corner).
    static func continues(_ incoming: Point?, _ outgoing: Point) -> Bool {
        guard let incoming else { return false }
        return isContinuous(incoming, outgoing)
    }

    /// True when two tangents point the same way within about a degree.
    static func isContinuous(_ a: Point, _ b: Point) -> Bool {
        let la = a.length, lb = b.length
        guard la > 0, lb > 0 else { return false }
        return a.dot(b) > 0.9998 * la * lb
    }

    /// Walks `path` with every point mapped through `transform`, feeding `sink`.
    /// Curve interior points are flagged as non-corners.
    /// `refiningCorners`: the sink compensates its chords (a fill): each may stray
    /// `CurveStepper.compensatedChordShare` of the tolerance. The stroker does not compensate (its
    /// chords stray `plainChordShare`). Either way chords ending at a corner stray a quarter as
    /// far (see `CurveStepper`): compensation never moves a corner, and a stroke's join there is
    /// worked out from the chords' directions.
    static func walk<S: PolylineSink>(_ path: Path, transform: Transform, tolerance: Double, refiningCorners: Bool = true,
                                      into sink: inout S) {
        let identity = transform.isIdentity
        let chordShare = refiningCorners ? CurveStepper.compensatedChordShare : CurveStepper.plainChordShare
        func map(_ p: Point) -> Point { identity ? p : transform.apply(p) }

        var open = false
        var current = Point.zero
        var start = Point.zero
        var startTangent: Point?
        var lastEndTangent: Point?
        let elements = path.elements
        // A curve's end point is a corner unless the next element is a curve leaving it along
        // the same tangent: then it is as smooth as the curve's interior points.
        func endIsCorner(index: Int, endTangent: Point?, end: Point) -> Bool {
            guard index + 1 < elements.count, let incoming = endTangent else { return true }
            if case .close = elements[index + 1] {
                // The contour closes where it started: smooth when it ends along the tangent it
                // started with (then `markStartSmooth` makes that point no corner either).
                guard end == start, let startTangent else { return true }
                return !CurveFlattener.isContinuous(incoming, startTangent)
            }
            guard let outgoing = CurveFlattener.startTangent(of: elements[index + 1], from: end, map: map) else { return true }
            return !CurveFlattener.isContinuous(incoming, outgoing)
        }
        // For a curve after a curve, `startsAtCorner` is what `endIsCorner` found for the earlier
        // curve's end (the same two tangents): kept for the next element rather than measured twice.
        // Only a curve followed by a curve sets it, and that next curve replaces it, so it is nil
        // whenever a line, move or close comes.
        var nextStartsAtCorner: Bool?
        // Whether the curve at `index`, leaving along `outgoing`, starts at a corner: after a line,
        // or after a curve it does not continue. A contour's first curve is taken as smooth: a
        // closed curve (a circle) ends along the tangent it starts with.
        func startsAtCorner(_ index: Int, _ outgoing: Point) -> Bool {
            if let known = nextStartsAtCorner { return known }
            guard index > 0 else { return false }
            switch elements[index - 1] {
            case .line: return true
            case .quad, .cubic: return !CurveFlattener.continues(lastEndTangent, outgoing)
            case .move, .close: return false
            }
        }
        // Whether the element after `index` is a curve: then `endIsCorner` compared the tangents
        // `startsAtCorner` would compare for it.
        func nextIsCurve(_ index: Int) -> Bool {
            guard index + 1 < elements.count else { return false }
            switch elements[index + 1] {
            case .quad, .cubic: return true
            case .move, .line, .close: return false
            }
        }
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                if open { sink.endContour(closed: false) }
                current = map(p); start = current
                sink.beginContour(at: current)
                open = true
                startTangent = nil
                lastEndTangent = nil
            case .line(let p):
                if !open { sink.beginContour(at: current); start = current; open = true; startTangent = nil }
                current = map(p)
                sink.addPoint(current, isCorner: true, bulge: 0)
                lastEndTangent = nil
            case .quad(let c, let p):
                if !open { sink.beginContour(at: current); start = current; open = true }
                let p0 = current, p1 = map(c), p2 = map(p)
                if current == start && index > 0, case .move = elements[index - 1] { startTangent = p1 - p0 }
                // Power basis: p0 + t·b + t²·a.
                let b = (p1 - p0) * 2, a = p0 - p1 * 2 + p2
                let endTangent = p2 - p1
                let endCorner = endIsCorner(index: index, endTangent: endTangent, end: p2)
                let startCorner = startsAtCorner(index, p1 - p0)
                nextStartsAtCorner = nextIsCurve(index) ? endCorner : nil
                CurveStepper(p0: p0, a: .zero, b: a, c: b, end: p2, tolerance: tolerance, chordShare: chordShare,
                             startIsCorner: startCorner, endIsCorner: endCorner,
                             refinesEnd: true).walk(into: &sink)
                current = p2
                lastEndTangent = endTangent
            case .cubic(let c1, let c2, let p):
                if !open { sink.beginContour(at: current); start = current; open = true }
                let p0 = current, p1 = map(c1), p2 = map(c2), p3 = map(p)
                if current == start && index > 0, case .move = elements[index - 1] {
                    startTangent = p1 != p0 ? p1 - p0 : p2 - p0
                }
                let c = (p1 - p0) * 3
                let b = (p0 - p1 * 2 + p2) * 3
                let a = p3 - p0 + (p1 - p2) * 3
                let endTangent = p3 != p2 ? p3 - p2 : p3 - p1
                let endCorner = endIsCorner(index: index, endTangent: endTangent, end: p3)
                let startCorner = startsAtCorner(index, p1 != p0 ? p1 - p0 : p2 - p0)
                nextStartsAtCorner = nextIsCurve(index) ? endCorner : nil
                CurveStepper(p0: p0, a: a, b: b, c: c, end: p3, tolerance: tolerance, chordShare: chordShare,
                             startIsCorner: startCorner, endIsCorner: endCorner, refinesEnd: true).walk(into: &sink)
                current = p3
                lastEndTangent = endTangent
            case .close:
                if open {
                    if current == start, let a = lastEndTangent, let b = startTangent, CurveFlattener.isContinuous(a, b) {
                        sink.markStartSmooth()
                    }
                    sink.endContour(closed: true)
                }
                open = false
                current = start
            }
        }
        if open { sink.endContour(closed: false) }
    }
}

/// Fill flattening: every contour becomes a closed polygon.
///
/// Chords of a convex arc lie inside it, so a plain polyline loses about ⅔ · sagitta · length of
/// area along every curve: a 0.2 px tolerance makes a radius-10 circle 2.5% too small, visibly
/// thinner. Each smooth vertex (inside a curve, or joining two curves along one tangent) is
/// therefore moved straight across its neighbours' chord, far enough to give back half of the
/// area each of its two chords lost (⅔ of its bulge, see `CurveStepper`): the
/// polygon straddles the curve and keeps its area, whatever the chords' lengths, and no vertex
/// slides along the curve. Corners are never moved.
///
/// A vertex is moved as soon as the point after it arrives (it needs its neighbours as they were,
/// and the bulges of its two chords), so the contour is written once and no list of flags and
/// bulges is kept: the last vertex waits outside `points` (`ChordCompensation.pending`) until it is
/// final, so each vertex is stored once. The first vertex waits for the contour's end, where its
/// neighbour before is known.
extension Polygons: PolylineSink {
    mutating func beginContour(at point: Point) {
        flushPending()
        if points.count > openContourStart { closeContour() }
        points.append(point)
        compensation = ChordCompensation()
    }

    /// One chord: a batch of one (lines, and the stroker's rare single points), so that a vertex
    /// is moved in one place only.
    mutating func addPoint(_ point: Point, isCorner: Bool, bulge: Double) {
        var point = point, bulge = bulge
        withUnsafeMutablePointer(to: &point) { chord in
            withUnsafePointer(to: &bulge) { addChords(chord, bulges: $0, count: 1, lastIsCorner: isCorner) }
        }
    }

    /// The contour's second point: the first stays as it is until the contour ends, and this one
    /// becomes the waiting vertex.
    private mutating func takeSecondPoint(_ point: Point, isCorner: Bool, bulge: Double) {
        let first = points[points.count - 1]
        if first == point {
            // The same point again: no chord, but a corner there makes the vertex one.
            if isCorner { compensation.firstSmooth = false }
            return
        }
        compensation.secondOriginal = point
        compensation.secondBulge = bulge
        compensation.beforeLastOriginal = first
        compensation.hold(point, isCorner: isCorner, bulge: bulge)
    }

    /// Each waiting vertex is moved once the point after it arrives (it needs both neighbours as
    /// they came, and the bulges of its two chords), written over the batch's points (a vertex is
    /// written no later than it is read), and the moved ones are appended at once.
    mutating func addChords(_ batch: UnsafeMutablePointer<Point>, bulges: UnsafePointer<Double>, count: Int,
                            lastIsCorner: Bool) {
        var index = 0
        // The contour's second point sets up the waiting vertex.
        while index < count, !compensation.hasPending {
            takeSecondPoint(batch[index], isCorner: lastIsCorner && index == count - 1, bulge: bulges[index])
            index += 1
        }
        guard index < count else { return }
        var waiting = gk_waiting_vertex(x: compensation.pending.x, y: compensation.pending.y,
                                        before_x: compensation.beforeLastOriginal.x,
                                        before_y: compensation.beforeLastOriginal.y, bulge: compensation.lastBulge,
                                        smooth: compensation.lastSmooth ? 1 : 0)
        // `Point` is two `Double`s, x then y: the kernel moves the pairs in place.
        let written = UnsafeMutableRawPointer(batch).withMemoryRebound(to: Double.self, capacity: 2 * count) {
            gk_compensate_chords(&waiting, $0, bulges, index, count, lastIsCorner ? 1 : 0)
        }
        compensation.beforeLastOriginal = Point(x: waiting.before_x, y: waiting.before_y)
        compensation.hold(Point(x: waiting.x, y: waiting.y), isCorner: waiting.smooth == 0, bulge: waiting.bulge)
        points.append(contentsOf: UnsafeBufferPointer(start: batch, count: written))
    }

    mutating func markStartSmooth() {
        compensation.firstSmooth = true
    }

    mutating func endContour(closed: Bool) {
        compensateEnds()
        closeContour()
    }

    /// Stores the waiting vertex as it came: for a contour ended without `endContour`.
    private mutating func flushPending() {
        guard compensation.hasPending else { return }
        points.append(compensation.pending)
        compensation.hasPending = false
    }

    /// Moves the open contour's last and first vertices, which wait for its end (see the
    /// type's note), and stores the last.
    private mutating func compensateEnds() {
        let start = openContourStart
        guard compensation.hasPending else { return }
        compensation.hasPending = false
        let last = compensation.pending
        // With the waiting vertex, the contour has three points or more.
        guard points.count - start >= 2 else {
            points.append(last)
            return
        }
        var firstBulge = 0.0
        let lastKeptOriginal: Point
        if last == points[start] {
            // A closing point equal to the first adds nothing to the polygon, and would stay behind
            // when the first point moves: dropped, its chord now ending at the first point. The
            // vertex before it was moved towards it, which is where the first point was.
            firstBulge = compensation.lastBulge
            lastKeptOriginal = compensation.beforeLastOriginal
            guard points.count - start >= 3 else { return }
        } else {
            lastKeptOriginal = last
            points.append(compensation.lastSmooth
                ? ChordCompensation.moved(last, previous: compensation.beforeLastOriginal, next: points[start],
                                          bulgeBefore: compensation.lastBulge, bulgeAfter: 0)
                : last)
        }
        if compensation.firstSmooth {
            points[start] = ChordCompensation.moved(points[start], previous: lastKeptOriginal, next: compensation.secondOriginal,
                                                    bulgeBefore: firstBulge, bulgeAfter: compensation.secondBulge)
        }
    }
}

/// What fill flattening keeps of the open contour to move its vertices outward (see the
/// `PolylineSink` conformance of `Polygons`): the first vertex's flag and its neighbour after, as
/// they were; the last vertex, its flag and its chord's bulge; the vertex before it, as it was.
struct ChordCompensation: Sendable {
    /// Whether the first vertex is smooth (a closed curve's start, see `markStartSmooth`).
    var firstSmooth = false
    /// The second vertex as it came, and the bulge of the chord ending at it.
    var secondOriginal = Point.zero
    var secondBulge = 0.0
    /// Whether the last vertex is smooth, and the bulge of the chord ending at it.
    var lastSmooth = false
    var lastBulge = 0.0
    /// The vertex before the last, as it came.
    var beforeLastOriginal = Point.zero
    /// The contour's last vertex as it came, not yet in `points` (it moves when the next arrives),
    /// when `hasPending`; the contour then has at least two points.
    var pending = Point.zero
    var hasPending = false

    /// Makes `point` the waiting last vertex, `bulge` that of the chord ending at it.
    @inline(__always)
    mutating func hold(_ point: Point, isCorner: Bool, bulge: Double) {
        pending = point
        hasPending = true
        lastSmooth = !isCorner
        lastBulge = bulge
    }

    /// `current` moved across the chord from `previous` to `next` (both as they came) far enough to
    /// give back half of the area each of its chords lost (⅔ of its bulge), at most a pixel: the
    /// kernel's `gk_move_vertex`, which also moves the vertices of every batch.
    @inline(__always)
    static func moved(_ current: Point, previous: Point, next: Point, bulgeBefore: Double, bulgeAfter: Double) -> Point {
        var x = current.x, y = current.y
        gk_move_vertex(&x, &y, previous.x, previous.y, next.x, next.y, bulgeBefore, bulgeAfter)
        return Point(x: x, y: y)
    }
}

extension Path {
    /// Flattens the path into device-space polygons for filling, appending to `out`.
    ///
    /// Control points are mapped through `transform` first (exact for affine maps), then
    /// curves are subdivided so that the polyline stays within `tolerance` device pixels
    /// of the curve. Every contour is implicitly closed (fill semantics); contours that
    /// enclose no area (fewer than 3 distinct points) are skipped. A contour still open
    /// in `out` is finished first. Nothing is appended when the path or transform is
    /// non-finite or the result would overflow. Allocation-free once `out` has capacity.
    ///
    /// - Parameter tolerance: maximum deviation in device pixels; non-positive or
    ///   non-finite values fall back to 0.2.
    public func flatten(transform: Transform = .identity, tolerance: Double = 0.2, into out: inout Polygons) {
        guard isFinite, transform.isFinite else { return }
        if out.points.count > out.openContourStart { out.closeContour() }
        let pointMark = out.points.count, contourMark = out.contourEnds.count
        CurveFlattener.walk(
            self, transform: transform,
            tolerance: CurveFlattener.sanitizedTolerance(tolerance), into: &out
        )
        if !out.allFinite(from: pointMark) {
            out.truncate(points: pointMark, contours: contourMark)
        }
    }
}
