import GeometryKernels

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
///
/// How it is done, which `GeometryKernels` (C, `gk_chord_walk_*`) carries out in builds for AVX2
/// and baseline x86-64 that give the same bits:
/// - *The plan.* A chord of parameter step h strays from its arc by about |p″ across p′| · h² / 8,
///   so the arc's length in units of √(|p′ × p″| / |p′|) dt, its "bending length", is what a chord
///   of a given deviation spans. Sampled at 8 parameters (four to a vector) and summed by
///   trapezoids, it is cut into equal pieces (chords beside a corner, which may stray a quarter as
///   far, into half pieces), each piece's end found by inverting the sums. Planned for 0.85 of the
///   allowed deviation, few chords need shortening (on the tiger, 1 in 28).
/// - *The measure.* Each chord is measured from the curve's coefficients rather than by
///   evaluating points: on the step, q(u) = q₀ + u·(q₁ − q₀) + u(1 − u)(α + β u) for u in 0…1,
///   with α = −(p″(t₀) h²/2 + a h³) and β = −a h³ (h = t₁ − t₀), so each distance times the
///   chord's length is a few products of α and β with the chord. A chord that strays too far (an
///   inflection, a cusp, a bend sharper than the samples saw) is shortened by the root of the
///   excess until it does not, the plan resuming after it; a cusp, found by Newton steps on
///   p′ · p″ = 0 from the slowest sample, ends a chord. Planned chords are placed and measured
///   in groups of eight (four while no more than four remain), four to a vector, lane by lane the
///   operations one at a time would do: the first of a group that needs more than the common case
///   (a shortening, a cusp, the measure's slower cases) is measured again one at a time, which
///   finds the same.
/// - *The cap.* A curve vast against its tolerance (a huge scale, a tiny tolerance, coordinates
///   that overflow) would spend every chord `CurveFlattener.maxSegments` allows on its first
///   stretch: beyond the cap by Wang's bound for the same deviation, the cap's chords are spread
///   evenly instead.
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

    /// Emits every chord's end point after p₀, the last being `end` (a corner when `endIsCorner`),
    /// each with the bulge of the chord it ends: a batch of up to `ChordBatch.capacity` chords at a
    /// time, only the last batch flagged.
    /// `grouped` false places the planned chords one at a time rather than in groups: the
    /// same chords to the bit, for tests to hold the two to each other.
    func walk<S: PolylineSink>(into sink: inout S, grouped: Bool = true) {
        var curve = gk_curve(p0_x: p0.x, p0_y: p0.y, a_x: a.x, a_y: a.y, b_x: b.x, b_y: b.y, c_x: c.x, c_y: c.y,
                             end_x: end.x, end_y: end.y, tolerance: tolerance, chord_share: chordShare,
                             start_is_corner: startIsCorner ? 1 : 0, end_is_corner: endIsCorner ? 1 : 0,
                             refines_end: refinesEnd ? 1 : 0)
        var stepper = gk_chord_walk()
        gk_chord_walk_begin(&stepper, &curve)
        if !grouped { stepper.grouped = 0 }
        ChordBatch.withBatch { points, bulges in
            var finished: Int32 = 0
            repeat {
                // `Point` is two `Double`s, x then y: the kernel writes the pairs in place.
                let count = UnsafeMutableRawPointer(points).withMemoryRebound(to: Double.self, capacity: 2 * ChordBatch.capacity) {
                    gk_chord_walk_next(&stepper, $0, bulges, ChordBatch.capacity, &finished)
                }
                guard count > 0 else { break }
                sink.addChords(points, bulges: bulges, count: count, lastIsCorner: finished != 0 && endIsCorner)
            } while finished == 0
        }
    }

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
}
