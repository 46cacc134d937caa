import Foundation
@testable import Geometry

/// The stroker's outline of one piece as Swift built it before the C kernels (commit cb576cd), to
/// hold them to it: the piece and the settings are a `Stroker`'s, only the building is the old one.
struct ReferenceOutliner {
    var piece: [Point]
    var pieceCorners: [Bool]
    var pieceStartTangent: Point
    var pieceEndTangent: Point
    /// Offset sides in forward path order; side A is at `+w/2·n` with `n = (−u.y, u.x)`.
    var sideA: [Point] = []
    var sideB: [Point] = []
    let halfWidth: Double
    /// Flattening tolerance in user space.
    let tolerance: Double
    /// Largest angle of one chord of a round join/cap that keeps it within `tolerance`.
    let roundStep: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    let transform: Transform

    /// Upper bound on chords per round join/cap/dot, against absurd width/tolerance ratios.
    static let maxArcSegments = 4096

    /// The piece `stroker` holds, with its settings.
    init(_ stroker: Stroker) {
        piece = stroker.piece
        pieceCorners = stroker.pieceCorners
        pieceStartTangent = stroker.pieceStartTangent
        pieceEndTangent = stroker.pieceEndTangent
        halfWidth = stroker.halfWidth
        tolerance = stroker.tolerance
        roundStep = stroker.roundStep
        cap = stroker.cap
        join = stroker.join
        miterLimit = stroker.miterLimit
        transform = stroker.transform
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
extension ReferenceOutliner {
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
