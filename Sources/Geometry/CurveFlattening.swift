import Foundation

/// Receives the polyline produced by `CurveFlattener.walk`, one contour at a time.
/// Generic (not existential) use keeps the walk specialised and allocation-free.
protocol PolylineSink {
    /// Starts a contour; the point is a real corner of the path.
    mutating func beginContour(at point: Point)
    /// Adds the next point. `isCorner` is `true` for element end points and `false`
    /// for points generated inside a curve.
    mutating func addPoint(_ point: Point, isCorner: Bool)
    /// Ends the current contour. `closed` is `true` after an explicit `.close`.
    mutating func endContour(closed: Bool)
    /// Called just before `endContour(closed: true)` when the contour's first point joins two
    /// curves with a continuous tangent (a circle's start), so it is no corner either.
    mutating func markStartSmooth()
}

/// Subdivides Bézier curves into line segments using Wang's formula: with `n`
/// uniform parameter steps, the polyline stays within `tolerance` of the curve, where
///
///     n = ⌈ sqrt( d(d−1)/8 · max‖Pᵢ − 2Pᵢ₊₁ + Pᵢ₊₂‖ / tolerance ) ⌉
///
/// for a degree-`d` curve. It is a conservative bound that needs no iteration,
/// so the segment count is known up front and the output is deterministic.
enum CurveFlattener {
    /// Upper bound per curve so absurd scales cannot stall a frame.
    static let maxSegments = 4096

    /// Replaces unusable tolerances: non-finite or non-positive → 0.2 px, and
    /// anything below 10⁻⁴ px is raised (finer is invisible and only costs time).
    static func sanitizedTolerance(_ tolerance: Double) -> Double {
        guard tolerance.isFinite, tolerance > 0 else { return 0.2 }
        return max(tolerance, 1e-4)
    }

    static func segmentCount(_ scaledDeviation: Double, tolerance: Double) -> Int {
        let n = (scaledDeviation / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return n >= Double(maxSegments) ? maxSegments : Int(n)
    }

    static func quadSegments(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
        let dd = (p0 - p1 * 2 + p2).length
        return segmentCount(0.25 * dd, tolerance: tolerance)
    }

    static func cubicSegments(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        return segmentCount(0.75 * dd, tolerance: tolerance)
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

    /// The parameters a curve of `count` uniform steps is sampled at. Chord compensation moves
    /// a curve's interior points outward but never a corner, so the chord beside a corner ends
    /// on the curve and loses about twice the area of the others: where the curve starts or ends
    /// at a corner (a rounded rectangle's arc meeting its straight side), that step is halved,
    /// its sagitta a quarter.
    struct Steps {
        let count: Int
        let startIsCorner: Bool
        let endIsCorner: Bool

        /// Points from index 0 (the curve's start) to `pointCount` (its end), both excluded from
        /// sampling: `parameter(i)` for 1 ..< pointCount.
        var pointCount: Int { count <= 1 ? 1 : count + (startIsCorner ? 1 : 0) + (endIsCorner ? 1 : 0) }

        /// The parameter of point `i` (0 < i < pointCount).
        func parameter(_ i: Int) -> Double {
            let dt = 1 / Double(count)
            if startIsCorner {
                if i == 1 { return 0.5 * dt }
                if endIsCorner, i == pointCount - 1 { return 1 - 0.5 * dt }
                return Double(i - 1) * dt
            }
            if endIsCorner, i == pointCount - 1 { return 1 - 0.5 * dt }
            return Double(i) * dt
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
    static func walk<S: PolylineSink>(_ path: Path, transform: Transform, tolerance: Double, into sink: inout S) {
        let identity = transform.isIdentity
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
        // Whether the curve at `index`, leaving along `outgoing`, starts at a corner: after a line,
        // or after a curve it does not continue. A contour's first curve is taken as smooth: a
        // closed curve (a circle) ends along the tangent it starts with.
        func startsAtCorner(_ index: Int, _ outgoing: Point) -> Bool {
            guard index > 0 else { return false }
            switch elements[index - 1] {
            case .line: return true
            case .quad, .cubic: return !CurveFlattener.continues(lastEndTangent, outgoing)
            case .move, .close: return false
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
                sink.addPoint(current, isCorner: true)
                lastEndTangent = nil
            case .quad(let c, let p):
                if !open { sink.beginContour(at: current); start = current; open = true }
                let p0 = current, p1 = map(c), p2 = map(p)
                if current == start && index > 0, case .move = elements[index - 1] { startTangent = p1 - p0 }
                let n = quadSegments(p0, p1, p2, tolerance: tolerance)
                // Power basis: p0 + t·b + t²·a, cheaper than de Casteljau per sample.
                let b = (p1 - p0) * 2, a = p0 - p1 * 2 + p2
                let endTangent = p2 - p1
                let endCorner = endIsCorner(index: index, endTangent: endTangent, end: p2)
                let steps = Steps(count: n, startIsCorner: startsAtCorner(index, p1 - p0), endIsCorner: endCorner)
                for i in 1..<steps.pointCount {
                    let t = steps.parameter(i)
                    sink.addPoint(p0 + (b + a * t) * t, isCorner: false)
                }
                current = p2
                lastEndTangent = endTangent
                sink.addPoint(p2, isCorner: endCorner)
            case .cubic(let c1, let c2, let p):
                if !open { sink.beginContour(at: current); start = current; open = true }
                let p0 = current, p1 = map(c1), p2 = map(c2), p3 = map(p)
                if current == start && index > 0, case .move = elements[index - 1] {
                    startTangent = p1 != p0 ? p1 - p0 : p2 - p0
                }
                let n = cubicSegments(p0, p1, p2, p3, tolerance: tolerance)
                let c = (p1 - p0) * 3
                let b = (p0 - p1 * 2 + p2) * 3
                let a = p3 - p0 + (p1 - p2) * 3
                let endTangent = p3 != p2 ? p3 - p2 : p3 - p1
                let endCorner = endIsCorner(index: index, endTangent: endTangent, end: p3)
                let steps = Steps(count: n, startIsCorner: startsAtCorner(index, p1 != p0 ? p1 - p0 : p2 - p0), endIsCorner: endCorner)
                for i in 1..<steps.pointCount {
                    let t = steps.parameter(i)
                    sink.addPoint(p0 + (c + (b + a * t) * t) * t, isCorner: false)
                }
                current = p3
                lastEndTangent = endTangent
                sink.addPoint(p3, isCorner: endCorner)
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
/// therefore pushed outward by ⅔ of its local sagitta, estimated as about ⅙ of its distance from
/// the midpoint of its neighbours; the polygon then straddles the curve, with the area error
/// cancelled to second order and the largest deviation reduced too. Corners are never moved.
extension Polygons: PolylineSink {
    mutating func beginContour(at point: Point) {
        if points.count > openContourStart { closeContour() }
        points.append(point)
        smoothVertices.removeAll(keepingCapacity: true)
        smoothVertices.append(false)
    }

    mutating func addPoint(_ point: Point, isCorner: Bool) {
        let before = points.count
        appendDeduplicated(point)
        if points.count > before {
            smoothVertices.append(!isCorner)
        } else if isCorner, let last = smoothVertices.indices.last {
            smoothVertices[last] = false
        }
    }

    mutating func markStartSmooth() {
        if !smoothVertices.isEmpty { smoothVertices[0] = true }
    }

    mutating func endContour(closed: Bool) {
        compensateChords()
        closeContour()
    }

    /// The square of the angle (radians) between steps `a` and `b`. A flattened curve turns by
    /// little at each vertex, where a series in 1 − cos θ gives θ² to 1e-7 without the libm
    /// calls (`hypot`, `acos`) that took a fifth of the tiger's frame; a sharp turn takes `acos`.
    @inline(__always)
    static func squaredTurn(_ a: Point, _ b: Point) -> Double {
        let magnitudes = (a.lengthSquared * b.lengthSquared).squareRoot()
        guard magnitudes > 0, magnitudes.isFinite else { return 0 }
        let x = 1 - min(max(a.dot(b) / magnitudes, -1), 1)
        guard x < 0.1 else {
            let turn = acos(1 - x)
            return turn * turn
        }
        return x * (2 + x * (1.0 / 3 + x * (4.0 / 45 + x / 35)))
    }

    /// Moves the open contour's smooth vertices outward (see the type's note).
    private mutating func compensateChords() {
        let start = openContourStart
        guard points.count - start >= 3, smoothVertices.count == points.count - start else { return }
        // A closing point equal to the first adds nothing to the polygon, and would stay behind
        // when the first point moves: drop it.
        if points[points.count - 1] == points[start] {
            points.removeLast()
            smoothVertices.removeLast()
        }
        let count = points.count - start
        guard count >= 3 else { return }
        var previousOriginal = points[start + count - 1]
        let first = points[start]
        for i in 0..<count {
            let current = points[start + i]
            let next = i + 1 < count ? points[start + i + 1] : first
            if smoothVertices[i] {
                let midpoint = (previousOriginal + next) * 0.5
                // ⅙ is the small-angle limit; the α² term makes a circle of few segments (a
                // regular polygon turning by α at each vertex) keep its exact area too.
                var shift = (current - midpoint) * (1.0 / 6.0 + 0.0282 * Self.squaredTurn(current - previousOriginal, next - current))
                // Cusps and near-reversals: never move a point by more than a pixel.
                let lengthSquared = shift.lengthSquared
                if lengthSquared > 1 { shift = shift / lengthSquared.squareRoot() }
                points[start + i] = current + shift
            }
            previousOriginal = current
        }
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
