/// Places the chords of one Bézier curve so that each strays from its arc by about as much as the
/// tolerance allows and no more: long chords where the curve is nearly straight, short ones where
/// it bends.
///
/// Uniform parameter steps (Wang's bound) must be short enough for the curve's largest second
/// derivative, tangential part included, everywhere along it; a chord strays from its arc only by
/// the part across the curve, |p′ × p″| / |p′| · h² / 8 for a parameter step h. The chords are
/// therefore planned along the curve's bending length (the integral of the square root of that
/// part, sampled), cut into pieces that each stray about as far as allowed, and then measured:
/// the arc's distance from the chord a quarter, half and three quarters along (an inflection puts
/// the arc on both sides of its chord); a chord that strays too far is shortened until it does
/// not. On the tiger this needs two thirds of the chords that Wang's uniform steps needed for the
/// same tolerance, and its pixels are closer to exact.
///
/// Each chord also reports its *bulge*: its equivalent sagitta times its length (px²), where the
/// area between arc and chord is ⅔ of the bulge (Simpson's rule over the three measured points,
/// which for a cubic's arc is its distance from the chord halfway along), signed positive when
/// the arc lies left of the chord (along (−dy, dx)). For a parabolic arc the equivalent sagitta is
/// the sagitta itself. The fill flattening moves vertices outward by it so that the polygon keeps
/// the curve's area.
///
/// The curve is p(t) = p₀ + ((a t + b) t + c) t for t in 0…1 (a quadratic has a = 0), in the units
/// of the tolerance; `end` is p(1) exactly, so the last chord ends on the element's own end point.
struct CurveStepper {
    let p0: Point, a: Point, b: Point, c: Point, end: Point
    /// The largest distance of the flattened outline from the curve (> 0). Each chord may stray
    /// `chordShare` of it from its arc.
    let tolerance: Double
    /// The share of `tolerance` a chord may stray from its arc (0 < share ≤ 1):
    /// `plainChordShare` for a stroke's centre line, whose chords' offset lines are its edges,
    /// `compensatedChordShare` for a fill's, whose compensation leaves each edge within ⅔ of its
    /// chord's sagitta.
    let chordShare: Double
    /// Whether the curve starts or ends at a corner: a chord ending there keeps one end on the
    /// curve (corners are never moved outward), so it may stray only a quarter as far. The end
    /// point is reported as a corner either way; `refinesEnd` false leaves its chord as it is.
    let startIsCorner: Bool, endIsCorner: Bool, refinesEnd: Bool

    func point(_ t: Double) -> Point { t >= 1 ? end : p0 + (c + (b + a * t) * t) * t }

    /// How far the arc from `t0` (at `q0`) to `t1` (at `q1`) strays from its chord: the largest
    /// of its distances a quarter, half and three quarters along, and the chord's bulge. When
    /// every distance is within `limit` the largest is reported as 0: only a chord that must be
    /// shortened pays for the square root and division that distance takes.
    ///
    /// Worked out from the curve's coefficients rather than by evaluating those three points: on
    /// the step, q(u) = q₀ + u·(q₁ − q₀) + u(1 − u)(α + β u) for u in 0…1, with
    /// α = −(p″(t₀) h²/2 + a h³) and β = −a h³ (h = t₁ − t₀), so each distance times the chord's
    /// length is a few products of α and β with the chord. A fill measures every chord on every
    /// frame.
    @inline(__always)
    private func deviation(from t0: Double, _ q0: Point, to t1: Double, _ q1: Point,
                           within limit: Double) -> (largest: Double, bulge: Double) {
        let chord = q1 - q0
        let squaredLength = chord.lengthSquared
        guard squaredLength > 1e-300, squaredLength < 1e300 else { return measuredDeviation(from: t0, q0, to: t1, q1) }
        let h = t1 - t0
        let h2 = h * h, h3 = h2 * h
        let cubic = a * h3
        let alpha = Point(x: -((b.x + 3 * a.x * t0) * h2 + cubic.x), y: -((b.y + 3 * a.y * t0) * h2 + cubic.y))
        // Across the chord (left of it positive), times the chord's length.
        let alphaAcross = chord.cross(alpha), betaAcross = -chord.cross(cubic)
        let e1 = 0.1875 * (alphaAcross + 0.25 * betaAcross)
        let e2 = 0.25 * (alphaAcross + 0.5 * betaAcross)
        let e3 = 0.1875 * (alphaAcross + 0.75 * betaAcross)
        // Along the chord, times its squared length: past a cusp the arc can run back beyond the
        // chord's ends, where the distance is to the end, not to the chord's line.
        let alphaAlong = chord.dot(alpha), betaAlong = -chord.dot(cubic)
        let squaredLimit = limit * limit * squaredLength
        func acrossOnly() -> (largest: Double, bulge: Double) {
            let widest = Self.largest(abs(e1), abs(e2), abs(e3))
            return (widest * widest <= squaredLimit ? 0 : widest / squaredLength.squareRoot(), e2)
        }
        // Each `along` below is k/4 of the squared length (k = 1, 2, 3) off by at most 0.1875 or
        // 0.25 of |alphaAlong| + k/4 |betaAlong|: with |alphaAlong| + |betaAlong| within the squared
        // length, all three lie in 0…squaredLength with a sixteenth of it to spare (far beyond
        // rounding), so the common case gives the full test's answer without working them out.
        if abs(alphaAlong) + abs(betaAlong) <= squaredLength { return acrossOnly() }
        let along1 = 0.25 * squaredLength + 0.1875 * (alphaAlong + 0.25 * betaAlong)
        let along2 = 0.5 * squaredLength + 0.25 * (alphaAlong + 0.5 * betaAlong)
        let along3 = 0.75 * squaredLength + 0.1875 * (alphaAlong + 0.75 * betaAlong)
        if along1 >= 0, along1 <= squaredLength, along2 >= 0, along2 <= squaredLength, along3 >= 0, along3 <= squaredLength {
            return acrossOnly()
        }
        // Squared distance times the squared length: `along` and `across` are lengths times the
        // chord's, so the part beyond an end and the part across add as they are.
        func away(_ along: Double, _ across: Double) -> Double {
            let beyond = along < 0 ? along : along > squaredLength ? along - squaredLength : 0
            return beyond * beyond + across * across
        }
        let widest = max(away(along1, e1), away(along2, e2), away(along3, e3))
        return (widest <= squaredLimit ? 0 : (widest / squaredLength).squareRoot(), e2)
    }

    /// `max(x, y, z)` as a single instruction each: Swift's `max` keeps its first argument when
    /// the two are unordered and its second when equal, which takes four instructions on x86-64;
    /// here the first is kept in both cases, which differs only between +0 and −0 (never among
    /// absolute values), once per chord.
    @inline(__always)
    private static func largest(_ x: Double, _ y: Double, _ z: Double) -> Double {
        let first = y > x ? y : x
        return z > first ? z : first
    }

    /// `deviation` by evaluating the three points: for a chord of no length (a closed loop of an
    /// arc, whose size is all the deviation there is) or of a length whose square overflows.
    private func measuredDeviation(from t0: Double, _ q0: Point, to t1: Double, _ q1: Point) -> (largest: Double, bulge: Double) {
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
        return (max(away(quarter, e1), away(middle, e2), away(threeQuarters, e3)), (0.5 * (e1 + e3) + 0.25 * e2) * length)
    }

    /// Emits every chord's end point after p₀, the last being `end` (a corner when `endIsCorner`),
    /// each with the bulge of the chord it ends.
    func walk<S: PolylineSink>(into sink: inout S) {
        if a == .zero, b == .zero, c == .zero {
            // A curve that stays on one point: one chord, as a line would have.
            sink.addPoint(end, isCorner: endIsCorner, bulge: 0)
            return
        }
        // A curve vast against its tolerance (a huge scale, a tiny tolerance, coordinates that
        // overflow) would spend every chord the cap allows on its first stretch and cross the rest
        // in one: beyond the cap by Wang's bound for the same deviation, the cap's chords are
        // spread evenly instead, as uniform steps spread them.
        let bending = max((b * 2).length, (b * 2 + a * 6).length)
        let uniform = (bending / (4 * tolerance)).squareRoot()
        guard uniform < Double(CurveFlattener.maxSegments) else {
            spreadEvenly(into: &sink)
            return
        }
        // The chords are planned from the curve's bending: a chord of parameter step h strays
        // from its arc by about |p″ across p′| · h² / 8, so the arc's length in units of
        // √(|p′ × p″| / |p′|) dt, its "bending length", is what a chord of a given deviation
        // spans. Sampled at `planSamples` points and summed by trapezoids, it is cut into equal
        // pieces (chords beside a corner, which may stray a quarter as far, into half pieces),
        // each piece's end found by inverting the sums. Each chord is then measured (`deviation`,
        // a few products), and one that strays too far (an inflection, a cusp, a bend sharper
        // than the samples saw) is shortened until it does not, the plan resuming after it.
        let sagitta = chordShare * tolerance
        let cornerStart = startIsCorner, cornerEnd = endIsCorner && refinesEnd
        // The sums in a buffer on the stack: a SIMD vector subscripted by a variable index is
        // spilled whole to memory at every access.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.planSamples + 1) { lengths in
            ChordBatch.withBatch { batch in
                lengths[0] = 0
                let samples = Self.planSamples
                var previous = bendingDensity(at: 0).density
                // The slowest interior sample: near a cusp, where the curve stops and turns back.
                var slowest = 0, slowestSpeed = Double.infinity
                for k in 1...samples {
                    let (density, squaredSpeed) = bendingDensity(at: Double(k) / Double(samples))
                    lengths[k] = lengths[k - 1] + 0.5 * (previous + density) / Double(samples)
                    previous = density
                    if k < samples, squaredSpeed < slowestSpeed { slowest = k; slowestSpeed = squaredSpeed }
                }
                let cusp = cuspParameter(near: slowest, samples: samples)
                let total = lengths[samples]
                // The bending length one chord of deviation `sagitta` spans is √(8 · sagitta); planned
                // for `planMargin` of that deviation, few chords need shortening (on the tiger, 1 in 28,
                // against 1 in 5 planned for all of it, and 5 in 9 stepped from each chord's start),
                // and no more chords are made than stepping made.
                let longest = (8 * sagitta * Self.planMargin).squareRoot()
                let halves = (cornerStart ? 1.0 : 0) + (cornerEnd ? 1.0 : 0)
                let whole = total.isFinite ? max(0, (total / longest - 0.5 * halves).rounded(.up)) : 0
                // A plan the cap cannot hold (planned chords are shorter than Wang's bound allows
                // for, so the guard above may let it through) spreads the cap's chords instead.
                if whole + halves >= Double(CurveFlattener.maxSegments - 1) {
                    spreadEvenly(into: &sink)
                    return
                }
                let piece = total.isFinite && total > 0 ? total / (whole + 0.5 * halves) : 0
                // A curve that does not bend (a line drawn as a curve) is one chord, corners or not.
                let planned = piece > 0 ? max(1, Int(whole) + Int(halves)) : 1
                var t = 0.0, from = p0, chords = 0, chord = 0, interval = 0
                while t < 1 {
                    let isLast = chord >= planned - 1
                    let limit = (chord == 0 && cornerStart) || (isLast && cornerEnd) ? 0.25 * sagitta : sagitta
                    var next = 1.0
                    if !isLast, chords < CurveFlattener.maxSegments - 1 {
                        // Where chord `chord` ends along the bending length, and the parameter there.
                        let goal = (cornerStart ? 0.5 * piece : piece) + Double(chord) * piece
                        while interval < samples - 1, lengths[interval + 1] < goal { interval += 1 }
                        let low = lengths[interval], high = lengths[interval + 1]
                        let fraction = high > low ? min(max((goal - low) / (high - low), 0), 1) : 1
                        next = (Double(interval) + fraction) / Double(samples)
                        if !(next > t) {
                            chord += 1
                            continue
                        }
                    }
                    // A cusp ends a chord: its tip lies between the three measured points of a chord
                    // across it, and each side of it is a smooth arc.
                    let atCusp = chords < CurveFlattener.maxSegments - 1 && t < cusp && next > cusp
                    if atCusp { next = cusp }
                    var target = point(next)
                    var measured = deviation(from: t, from, to: next, target, within: limit)
                    // Sagitta grows with the square of the step: shrink by the root of the excess, a little
                    // more so that one retry usually suffices.
                    var h = next - t, tries = 0
                    while measured.largest > limit, tries < 40, chords < CurveFlattener.maxSegments - 1 {
                        h *= min(max(0.9 * (limit / measured.largest).squareRoot(), 0.1), 0.9)
                        next = t + h
                        target = point(next)
                        measured = deviation(from: t, from, to: next, target, within: limit)
                        tries += 1
                    }
                    chords += 1
                    // Only the last chord ends at 1 (the loop ends there): the batch's last flag.
                    batch.add(target, bulge: measured.bulge, into: &sink)
                    // A shortened chord leaves its planned end still to reach.
                    if tries == 0, !atCusp { chord += 1 }
                    t = next
                    from = target
                }
                batch.finish(lastIsCorner: endIsCorner, into: &sink)
            }
        }
    }

    /// The cap's chords, `CurveFlattener.maxSegments` of them, at even parameter steps: for a curve
    /// vast against its tolerance, whose chords would stray further than allowed whatever is done.
    private func spreadEvenly<S: PolylineSink>(into sink: inout S) {
        let count = CurveFlattener.maxSegments
        var from = p0, t = 0.0
        for i in 1...count {
            let next = i == count ? 1 : Double(i) / Double(count)
            let target = point(next)
            sink.addPoint(target, isCorner: i == count && endIsCorner, bulge: deviation(from: t, from, to: next, target, within: .infinity).bulge)
            from = target
            t = next
        }
    }

    /// p′(t).
    @inline(__always)
    private func velocity(at t: Double) -> Point { c + (b * 2 + a * (3 * t)) * t }

    /// p″(t).
    @inline(__always)
    private func acceleration(at t: Double) -> Point { b * 2 + a * (6 * t) }

    /// All of the tolerance, for a stroke's centre line. A chord's offset lines, the outline's
    /// edges, stray from the true offset curves exactly as far as the chord strays from its arc
    /// (offsetting is parallel), and the joins between them keep their own overshoot within the
    /// tolerance; the two sides of a thin stroke move together, so their errors do not add. Half
    /// of it, as this was, cost a tiger frame 3.9 % more instructions for edges at most 0.025 px
    /// closer. Chords beside a corner stray a quarter as far (see `refinesEnd`): a corner's join
    /// is worked out from the chords' directions, and with the full share there a miter just
    /// within the limit turned into a bevel (two of the tiger's corners lost their tips).
    static let plainChordShare = 1.0

    /// A compensated chord's share of the tolerance: its edge then strays at most
    /// ⅔ · 0.65 ≈ 0.43 of the tolerance, and a sliver's tip sums two such errors. Measured against
    /// 64 × 64 supersampling at the canvas's 0.05 px, every pixel of the tiger's outlines and of
    /// the reference curves is within 6 levels (5 at half the tolerance, 8 at three quarters),
    /// with 11.5 % fewer chords than at half (the tiger's fills at frame 30: 21,193 points against
    /// 23,958): 6.5 % less time for a tiger frame.
    static let compensatedChordShare = 0.65

    /// The share of the allowed deviation chords are planned for (see `walk`).
    static let planMargin = 0.85

    /// Samples of the bending length per curve: enough for the curves of artwork (a sharper
    /// feature between samples is caught when its chord is measured).
    static let planSamples = 8

    /// √(|p′(t) × p″(t)| / |p′(t)|): the bending length's density at `t` (0 where the curve
    /// stands still, which it does at a control point on an end point), and |p′(t)|².
    @inline(__always)
    private func bendingDensity(at t: Double) -> (density: Double, squaredSpeed: Double) {
        let velocity = velocity(at: t)
        let acceleration = acceleration(at: t)
        let squaredSpeed = velocity.lengthSquared
        guard squaredSpeed > 1e-24 else { return (0, squaredSpeed) }
        return ((abs(velocity.cross(acceleration)) / squaredSpeed.squareRoot()).squareRoot(), squaredSpeed)
    }

    /// Where the curve has a cusp near sample `k` of `samples` (1 ≤ k < samples; 0: none), or 2
    /// (beyond the curve) when it has none there: the speed's minimum, found by Newton steps on
    /// p′ · p″ = 0 from the sample, is a cusp when the curve stops there for good as far as a chord
    /// is concerned: its speed under an eighth of what its acceleration gives over a sample's step.
    private func cuspParameter(near k: Int, samples: Int) -> Double {
        guard k > 0 else { return 2 }
        let step = 1 / Double(samples)
        let low = Double(k - 1) * step, high = Double(k + 1) * step
        var t = Double(k) * step
        // Within half a step of a cusp a sample moves at most half a step's worth of its
        // acceleration: a faster one has none near it (most curves, which need no search).
        let sampleVelocity = velocity(at: t), sampleAcceleration = acceleration(at: t)
        guard sampleVelocity.lengthSquared < sampleAcceleration.lengthSquared * step * step else { return 2 }
        for _ in 0..<3 {
            let velocity = velocity(at: t)
            let acceleration = acceleration(at: t)
            let slope = velocity.dot(acceleration)
            let curvature = acceleration.lengthSquared + velocity.dot(a * 6)
            guard curvature > 0 else { break }
            t = min(max(t - slope / curvature, low), high)
        }
        let velocity = velocity(at: t)
        let acceleration = acceleration(at: t)
        return velocity.lengthSquared * 64 < acceleration.lengthSquared * step * step ? t : 2
    }
}
