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
    /// of its distances a quarter, half and three quarters along, and the signed equivalent
    /// sagitta.
    ///
    /// Worked out from the curve's coefficients rather than by evaluating those three points: on
    /// the step, q(u) = q₀ + u·(q₁ − q₀) + u(1 − u)(α + β u) for u in 0…1, with
    /// α = −(p″(t₀) h²/2 + a h³) and β = −a h³ (h = t₁ − t₀), so each distance is a few products
    /// of α's and β's parts across and along the chord. A fill measures every chord this way, once
    /// or more, on every frame.
    @inline(__always)
    private func deviation(from t0: Double, _ q0: Point, to t1: Double, _ q1: Point) -> (largest: Double, sagitta: Double) {
        let chord = q1 - q0
        let squaredLength = chord.lengthSquared
        guard squaredLength > 1e-300, squaredLength < 1e300 else { return measuredDeviation(from: t0, q0, to: t1, q1) }
        let h = t1 - t0
        let h2 = h * h, h3 = h2 * h
        let cubic = a * h3
        let alpha = Point(x: -((b.x + 3 * a.x * t0) * h2 + cubic.x), y: -((b.y + 3 * a.y * t0) * h2 + cubic.y))
        let inverseLength = 1 / squaredLength.squareRoot()
        // Across the chord (left of it positive), in pixels.
        let alphaAcross = chord.cross(alpha) * inverseLength, betaAcross = -chord.cross(cubic) * inverseLength
        let e1 = 0.1875 * (alphaAcross + 0.25 * betaAcross)
        let e2 = 0.25 * (alphaAcross + 0.5 * betaAcross)
        let e3 = 0.1875 * (alphaAcross + 0.75 * betaAcross)
        let sagitta = 0.5 * (e1 + e3) + 0.25 * e2
        // Along the chord, in chord lengths: past a cusp the arc can run back beyond the chord's
        // ends, where the distance is to the end, not to the chord's line.
        let inverseSquared = inverseLength * inverseLength
        let alphaAlong = chord.dot(alpha) * inverseSquared, betaAlong = -chord.dot(cubic) * inverseSquared
        let along1 = 0.25 + 0.1875 * (alphaAlong + 0.25 * betaAlong)
        let along2 = 0.5 + 0.25 * (alphaAlong + 0.5 * betaAlong)
        let along3 = 0.75 + 0.1875 * (alphaAlong + 0.75 * betaAlong)
        if along1 >= 0, along1 <= 1, along2 >= 0, along2 <= 1, along3 >= 0, along3 <= 1 {
            return (max(abs(e1), abs(e2), abs(e3)), sagitta)
        }
        let length = squaredLength * inverseLength
        func away(_ along: Double, _ across: Double) -> Double {
            let beyond = along < 0 ? along : along > 1 ? along - 1 : 0
            return beyond == 0 ? abs(across) : ((beyond * length) * (beyond * length) + across * across).squareRoot()
        }
        return (max(away(along1, e1), away(along2, e2), away(along3, e3)), sagitta)
    }

    /// `deviation` by evaluating the three points: for a chord of no length (a closed loop of an
    /// arc, whose size is all the deviation there is) or of a length whose square overflows.
    private func measuredDeviation(from t0: Double, _ q0: Point, to t1: Double, _ q1: Point) -> (largest: Double, sagitta: Double) {
        let span = t1 - t0
        let quarter = point(t0 + 0.25 * span) - q0, middle = point(t0 + 0.5 * span) - q0
        let threeQuarters = point(t0 + 0.75 * span) - q0
        let chord = q1 - q0
        let length = chord.length
        guard length > 0 else { return (max(quarter.length, middle.length, threeQuarters.length), 0) }
        let e1 = chord.cross(quarter) / length, e2 = chord.cross(middle) / length, e3 = chord.cross(threeQuarters) / length
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
