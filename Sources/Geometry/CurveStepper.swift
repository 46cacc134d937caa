/// Places the chords of one Bézier curve so that each strays from its arc by about as much as the
/// tolerance allows and no more: long chords where the curve is nearly straight, short ones where
/// it bends.
///
/// Uniform parameter steps (Wang's bound) must be short enough for the curve's largest second
/// derivative, tangential part included, everywhere along it; a chord strays from its arc only by
/// the part across the curve, |p′ × p″| / |p′| · h² / 8 for a parameter step h. Each step is sized
/// from that at its start and then measured: the arc's distance from the chord a quarter, half and
/// three quarters along (an inflection puts the arc on both sides of its chord); a chord that
/// strays too far is shortened until it does not. On the tiger this needs two thirds of the chords
/// that Wang's uniform steps needed for the same tolerance, and its pixels are closer to exact.
///
/// Each chord also reports its *equivalent sagitta*: the area between arc and chord, per unit of
/// chord length, times 3/2 (Simpson's rule over the three measured points), signed positive when the
/// arc lies left of the chord (along (−dy, dx)). For a parabolic arc it is the sagitta itself. The
/// fill flattening moves vertices outward by it so that the polygon keeps the curve's area.
///
/// The curve is p(t) = p₀ + ((a t + b) t + c) t for t in 0…1 (a quadratic has a = 0), in the units
/// of the tolerance; `end` is p(1) exactly, so the last chord ends on the element's own end point.
struct CurveStepper {
    let p0: Point, a: Point, b: Point, c: Point, end: Point
    /// The largest distance of the flattened outline from the curve (> 0). Each chord may stray
    /// half as far from its arc: compensation moves vertices by ⅔ of that, so the outline stays
    /// within a third of the tolerance, and a pixel beside two nearby edges (a sliver's tip) sums
    /// two such errors. Measured against 64 × 64 supersampling, that keeps every pixel of the
    /// tiger's outlines within 6 levels at the canvas's 0.05 px.
    let tolerance: Double
    /// Whether the curve starts or ends at a corner: a chord ending there keeps one end on the
    /// curve (corners are never moved outward), so it may stray only a quarter as far. The end
    /// point is reported as a corner either way; `refinesEnd` false leaves its chord as it is.
    let startIsCorner: Bool, endIsCorner: Bool, refinesEnd: Bool

    func point(_ t: Double) -> Point { t >= 1 ? end : p0 + (c + (b + a * t) * t) * t }

    /// The parameter step from `t` whose chord strays about `limit` from its arc, judged from the
    /// derivatives at `t` alone.
    private func proposedStep(at t: Double, limit: Double) -> Double {
        let velocity = c + (b * 2 + a * (3 * t)) * t
        let speed = velocity.length
        // A standstill (a control point on its end point): no estimate; the measurement decides.
        guard speed > 1e-12 else { return 0.25 }
        let acceleration = b * 2 + a * (6 * t)
        let across = abs(velocity.cross(acceleration)) / speed
        return across > 0 ? (8 * limit / across).squareRoot() : 1
    }

    /// How far the arc from `t0` (at `q0`) to `t1` (at `q1`) strays from its chord: the largest
    /// of the three measured distances, and the signed equivalent sagitta.
    private func deviation(from t0: Double, _ q0: Point, to t1: Double, _ q1: Point) -> (largest: Double, sagitta: Double) {
        let span = t1 - t0
        let quarter = point(t0 + 0.25 * span) - q0, middle = point(t0 + 0.5 * span) - q0
        let threeQuarters = point(t0 + 0.75 * span) - q0
        let chord = q1 - q0
        let length = chord.length
        guard length > 0 else {
            // A closed loop of an arc: its size is all the deviation there is.
            return (max(quarter.length, middle.length, threeQuarters.length), 0)
        }
        let e1 = chord.cross(quarter) / length, e2 = chord.cross(middle) / length, e3 = chord.cross(threeQuarters) / length
        // Distances to the chord itself, not its line: past a cusp the arc can run back along
        // the line beyond the chord's end.
        func away(_ offset: Point, _ across: Double) -> Double {
            let along = chord.dot(offset) / (length * length)
            return along < 0 ? offset.length : along > 1 ? (offset - chord).length : abs(across)
        }
        return (max(away(quarter, e1), away(middle, e2), away(threeQuarters, e3)), 0.5 * (e1 + e3) + 0.25 * e2)
    }

    /// Emits every chord's end point after p₀, the last being `end` (a corner when `endIsCorner`),
    /// each with the equivalent sagitta of the chord it ends.
    func walk<S: PolylineSink>(into sink: inout S) {
        if a == .zero, b == .zero, c == .zero {
            // A curve that stays on one point: one chord, as a line would have.
            sink.addPoint(end, isCorner: endIsCorner, sagitta: 0)
            return
        }
        // A curve vast against its tolerance (a huge scale, a tiny tolerance, coordinates that
        // overflow) would spend every chord the cap allows on its first stretch and cross the rest
        // in one: beyond the cap by Wang's bound for the same deviation, the cap's chords are
        // spread evenly instead, as uniform steps spread them.
        let bending = max((b * 2).length, (b * 2 + a * 6).length)
        let uniform = (bending / (4 * tolerance)).squareRoot()
        guard uniform < Double(CurveFlattener.maxSegments) else {
            let count = CurveFlattener.maxSegments
            var from = p0, t = 0.0
            for i in 1...count {
                let next = i == count ? 1 : Double(i) / Double(count)
                let target = point(next)
                sink.addPoint(target, isCorner: i == count && endIsCorner, sagitta: deviation(from: t, from, to: next, target).sagitta)
                from = target
                t = next
            }
            return
        }
        var t = 0.0, from = p0, chords = 0
        while t < 1 {
            let remaining = 1 - t
            let sagitta = 0.5 * tolerance
            var limit = chords == 0 && startIsCorner ? 0.25 * sagitta : sagitta
            var h = min(proposedStep(at: t, limit: limit), remaining)
            // The last chord: to a corner it must stray less; a sliver left over is shared instead.
            if h >= remaining {
                if endIsCorner && refinesEnd {
                    limit = 0.25 * sagitta
                    h = min(h, proposedStep(at: t, limit: limit))
                }
            } else if h > 0.7 * remaining {
                h = 0.5 * remaining
            }
            if chords >= CurveFlattener.maxSegments - 1 || !(h > 0) { h = remaining }
            var next = h >= remaining ? 1 : t + h
            var target = point(next)
            var measured = deviation(from: t, from, to: next, target)
            // Sagitta grows with the square of the step: shrink by the root of the excess, a little
            // more so that one retry usually suffices.
            var tries = 0
            while measured.largest > limit, tries < 40, chords < CurveFlattener.maxSegments - 1 {
                h *= min(max(0.9 * (limit / measured.largest).squareRoot(), 0.1), 0.9)
                next = t + h
                target = point(next)
                measured = deviation(from: t, from, to: next, target)
                tries += 1
            }
            chords += 1
            sink.addPoint(target, isCorner: next >= 1 && endIsCorner, sagitta: measured.sagitta)
            t = next
            from = target
        }
    }
}
