// The chord walk (see `CurveStepper` for what it does and why), written once and included by
// CurveChords.c once per instruction set (GK_FN names a function for the build). Each expression
// is the Swift walk's, operation for operation and in its order, with no contraction into fused
// multiply-adds: both builds place the chords the Swift walk placed, to the bit.

#pragma clang fp contract(off)

/// p(t), and `end` exactly at t ≥ 1.
GK_INLINE void GK_FN(point)(const gk_curve *k, double t, double *x, double *y) {
    if (t >= 1) {
        *x = k->end_x;
        *y = k->end_y;
        return;
    }
    *x = k->p0_x + (k->c_x + (k->b_x + k->a_x * t) * t) * t;
    *y = k->p0_y + (k->c_y + (k->b_y + k->a_y * t) * t) * t;
}

/// p′(t), p″(t).
GK_INLINE void GK_FN(velocity)(const gk_curve *k, double t, double *x, double *y) {
    *x = k->c_x + (k->b_x * 2 + k->a_x * (3 * t)) * t;
    *y = k->c_y + (k->b_y * 2 + k->a_y * (3 * t)) * t;
}

GK_INLINE void GK_FN(acceleration)(const gk_curve *k, double t, double *x, double *y) {
    *x = k->b_x * 2 + k->a_x * (6 * t);
    *y = k->b_y * 2 + k->a_y * (6 * t);
}

/// How far the arc from t0 (at q0) to t1 (at q1) strays from its chord, by evaluating three points
/// of it: for a chord of no length or of one whose square overflows. Returns the largest distance;
/// the bulge goes to `*bulge`.
static double GK_FN(measured_deviation)(const gk_curve *k, double t0, double q0x, double q0y, double t1, double q1x,
                                        double q1y, double *bulge) {
    const double span = t1 - t0;
    double px, py;
    GK_FN(point)(k, t0 + 0.25 * span, &px, &py);
    const double quarter_x = px - q0x, quarter_y = py - q0y;
    GK_FN(point)(k, t0 + 0.5 * span, &px, &py);
    const double middle_x = px - q0x, middle_y = py - q0y;
    GK_FN(point)(k, t0 + 0.75 * span, &px, &py);
    const double three_x = px - q0x, three_y = py - q0y;
    const double chord_x = q1x - q0x, chord_y = q1y - q0y;
    const double length = gk_length(chord_x, chord_y);
    if (!(length > 0)) {
        *bulge = 0;
        return gk_max3(gk_length(quarter_x, quarter_y), gk_length(middle_x, middle_y), gk_length(three_x, three_y));
    }
    const double e1 = gk_cross(chord_x, chord_y, quarter_x, quarter_y) / length;
    const double e2 = gk_cross(chord_x, chord_y, middle_x, middle_y) / length;
    const double e3 = gk_cross(chord_x, chord_y, three_x, three_y) / length;
    const double squared = length * length;
#define GK_AWAY(ox, oy, across)                                                                                     \
    (gk_dot(chord_x, chord_y, ox, oy) / squared < 0                                                                 \
         ? gk_length(ox, oy)                                                                                        \
         : gk_dot(chord_x, chord_y, ox, oy) / squared > 1 ? gk_length((ox) - chord_x, (oy) - chord_y) : fabs(across))
    const double largest = gk_max3(GK_AWAY(quarter_x, quarter_y, e1), GK_AWAY(middle_x, middle_y, e2),
                                   GK_AWAY(three_x, three_y, e3));
#undef GK_AWAY
    *bulge = (0.5 * (e1 + e3) + 0.25 * e2) * length;
    return largest;
}

/// How far the arc from t0 (at q0) to t1 (at q1) strays from its chord: the largest of its
/// distances a quarter, half and three quarters along, 0 when all are within `limit`. The chord's
/// bulge goes to `*bulge`. Worked out from the curve's coefficients (see `CurveStepper`).
GK_INLINE double GK_FN(deviation)(const gk_curve *k, double t0, double q0x, double q0y, double t1, double q1x,
                                  double q1y, double limit, double *bulge) {
    const double chord_x = q1x - q0x, chord_y = q1y - q0y;
    const double squared_length = chord_x * chord_x + chord_y * chord_y;
    if (!(squared_length > 1e-300 && squared_length < 1e300))
        return GK_FN(measured_deviation)(k, t0, q0x, q0y, t1, q1x, q1y, bulge);
    const double h = t1 - t0;
    const double h2 = h * h, h3 = h2 * h;
    const double cubic_x = k->a_x * h3, cubic_y = k->a_y * h3;
    const double alpha_x = -((k->b_x + 3 * k->a_x * t0) * h2 + cubic_x);
    const double alpha_y = -((k->b_y + 3 * k->a_y * t0) * h2 + cubic_y);
    // Across the chord (left of it positive), times the chord's length.
    const double alpha_across = gk_cross(chord_x, chord_y, alpha_x, alpha_y);
    const double beta_across = -gk_cross(chord_x, chord_y, cubic_x, cubic_y);
    const double e1 = 0.1875 * (alpha_across + 0.25 * beta_across);
    const double e2 = 0.25 * (alpha_across + 0.5 * beta_across);
    const double e3 = 0.1875 * (alpha_across + 0.75 * beta_across);
    // Along the chord, times its squared length: past a cusp the arc can run back beyond the
    // chord's ends, where the distance is to the end, not to the chord's line.
    const double alpha_along = gk_dot(chord_x, chord_y, alpha_x, alpha_y);
    const double beta_along = -gk_dot(chord_x, chord_y, cubic_x, cubic_y);
    const double squared_limit = limit * limit * squared_length;
    *bulge = e2;
    // Each `along` is k/4 of the squared length (k = 1, 2, 3) off by at most 0.1875 or 0.25 of
    // |alpha_along| + k/4 |beta_along|: with those within the squared length, all three lie inside
    // the chord with a sixteenth of it to spare, so the common case needs none of them.
    int across_only = fabs(alpha_along) + fabs(beta_along) <= squared_length;
    double along1 = 0, along2 = 0, along3 = 0;
    if (!across_only) {
        along1 = 0.25 * squared_length + 0.1875 * (alpha_along + 0.25 * beta_along);
        along2 = 0.5 * squared_length + 0.25 * (alpha_along + 0.5 * beta_along);
        along3 = 0.75 * squared_length + 0.1875 * (alpha_along + 0.75 * beta_along);
        across_only = along1 >= 0 && along1 <= squared_length && along2 >= 0 && along2 <= squared_length &&
                      along3 >= 0 && along3 <= squared_length;
    }
    if (across_only) {
        const double widest = gk_largest(fabs(e1), fabs(e2), fabs(e3));
        return widest * widest <= squared_limit ? 0 : widest / sqrt(squared_length);
    }
    const double widest = gk_max3(gk_away(along1, e1, squared_length), gk_away(along2, e2, squared_length),
                                  gk_away(along3, e3, squared_length));
    return widest <= squared_limit ? 0 : sqrt(widest / squared_length);
}

/// The bending length's densities (√(|p′ × p″| / |p′|), 0 where the curve stands still) and
/// |p′|² at four parameters: lane by lane the operations one sample at a time would do.
GK_INLINE void GK_FN(bending_densities)(const gk_curve *k, d4 t, d4 *density, d4 *squared_speed) {
    const double twice_bx = k->b_x * 2, twice_by = k->b_y * 2;
    const d4 triple_t = 3 * t, sextuple_t = 6 * t;
    const d4 vx = k->c_x + (twice_bx + k->a_x * triple_t) * t, vy = k->c_y + (twice_by + k->a_y * triple_t) * t;
    const d4 ax = twice_bx + k->a_x * sextuple_t, ay = twice_by + k->a_y * sextuple_t;
    const d4 speed = vx * vx + vy * vy;
    const d4 cross = vx * ay - vy * ax;
    const d4 magnitude = (d4)((i64x4)cross & 0x7FFFFFFFFFFFFFFFLL);
    const d4 root = __builtin_elementwise_sqrt(magnitude / __builtin_elementwise_sqrt(speed));
    // A lane that stands still has no density (its quotient is NaN or infinite there).
    *density = (d4)((i64x4)root & (speed > 1e-24));
    *squared_speed = speed;
}

/// The scalar density at t = 0 (`bending_densities`' one lane).
GK_INLINE double GK_FN(bending_density)(const gk_curve *k, double t) {
    double vx, vy, ax, ay;
    GK_FN(velocity)(k, t, &vx, &vy);
    GK_FN(acceleration)(k, t, &ax, &ay);
    const double speed = vx * vx + vy * vy;
    if (!(speed > 1e-24)) return 0;
    return sqrt(fabs(gk_cross(vx, vy, ax, ay)) / sqrt(speed));
}

/// Where the curve has a cusp near sample `k` (1 ≤ k < samples; 0: none), or 2 when it has none
/// there: the speed's minimum, found by Newton steps on p′ · p″ = 0 from the sample, is a cusp
/// when the curve stops there for good as far as a chord is concerned: its speed under an eighth
/// of what its acceleration gives over a sample's step.
static double GK_FN(cusp_parameter)(const gk_curve *c, int32_t k, int32_t samples) {
    if (k <= 0) return 2;
    const double step = 1 / (double)samples;
    const double low = (double)(k - 1) * step, high = (double)(k + 1) * step;
    double t = (double)k * step;
    double vx, vy, ax, ay;
    GK_FN(velocity)(c, t, &vx, &vy);
    GK_FN(acceleration)(c, t, &ax, &ay);
    if (!(vx * vx + vy * vy < (ax * ax + ay * ay) * step * step)) return 2;
    for (int i = 0; i < 3; i++) {
        GK_FN(velocity)(c, t, &vx, &vy);
        GK_FN(acceleration)(c, t, &ax, &ay);
        const double slope = gk_dot(vx, vy, ax, ay);
        const double curvature = (ax * ax + ay * ay) + gk_dot(vx, vy, c->a_x * 6, c->a_y * 6);
        if (!(curvature > 0)) break;
        t = gk_min(gk_max(t - slope / curvature, low), high);
    }
    GK_FN(velocity)(c, t, &vx, &vy);
    GK_FN(acceleration)(c, t, &ax, &ay);
    return (vx * vx + vy * vy) * 64 < (ax * ax + ay * ay) * step * step ? t : 2;
}

/// `v` where `mask` is set (all ones), else `otherwise` (`mask` all zeros), lane by lane: one blend
/// instruction with AVX.
GK_INLINE d4 GK_FN(select)(i64x4 mask, d4 v, d4 otherwise) { return mask ? v : otherwise; }

/// Four planned chords' ends: lanes `base` … `base` + 3 of a group starting at planned chord
/// `chord`, as the walk one at a time places them. The last planned chord ends at the curve's end,
/// and lanes past it are not in use.
typedef struct GK_FN(planned_ends) {
    d4 next, x, y, limit;
    i64x4 in_use, last, intervals;
} GK_FN(planned_ends);

GK_INLINE GK_FN(planned_ends) GK_FN(plan_four)(const gk_curve *k, const double *lengths, double piece,
                                                double first_piece, int32_t chord, int32_t base, int32_t planned,
                                                double sagitta, int corner_start, int corner_end) {
    GK_FN(planned_ends) ends;
    const i64x4 lane = (i64x4){0, 1, 2, 3} + base;
    ends.in_use = lane < (int64_t)(planned - chord);
    ends.last = lane + chord >= (int64_t)(planned - 1);
    const i64x4 at_corner =
        ((lane + chord == 0) & (i64x4)(int64_t)-corner_start) | (ends.last & (i64x4)(int64_t)-corner_end);
    ends.limit = GK_FN(select)(at_corner, (d4)(0.25 * sagitta), (d4)sagitta);
    // Where each chord ends along the bending length, and the samples' interval it lies in: the
    // walk one at a time looks for it from the last chord's, which finds the first interval
    // whose end reaches the goal, as counting the sample sums short of it does (they never
    // decrease). `low` and `high` are the sums at the interval's ends.
    const d4 goal = first_piece + ((double)chord + __builtin_convertvector(lane, d4)) * piece;
    i64x4 count_short = 0;
    d4 low = lengths[0], high = lengths[GK_PLAN_SAMPLES];
    for (int32_t sample = GK_PLAN_SAMPLES - 1; sample >= 1; sample--) {
        const i64x4 short_of = lengths[sample] < goal;
        count_short -= short_of;
        high = GK_FN(select)(short_of, high, (d4)lengths[sample]);
    }
    for (int32_t sample = 1; sample < GK_PLAN_SAMPLES; sample++)
        low = GK_FN(select)(lengths[sample] < goal, (d4)lengths[sample], low);
    ends.intervals = count_short;
    const d4 start = __builtin_convertvector(count_short, d4);
    // `gk_max` then `gk_min` of the quotient, with their tie and NaN rules.
    d4 fraction = (goal - low) / (high - low);
    fraction = GK_FN(select)((d4)0.0 >= fraction, (d4)0.0, fraction);
    fraction = GK_FN(select)((d4)1.0 < fraction, (d4)1.0, fraction);
    fraction = GK_FN(select)(high > low, fraction, (d4)1.0);
    const d4 next = GK_FN(select)(ends.last, (d4)1.0, (start + fraction) / (double)GK_PLAN_SAMPLES);
    ends.next = next;
    // p(next), `end` at 1.
    const i64x4 at_end = next >= 1;
    ends.x = GK_FN(select)(at_end, (d4)k->end_x, k->p0_x + (k->c_x + (k->b_x + k->a_x * next) * next) * next);
    ends.y = GK_FN(select)(at_end, (d4)k->end_y, k->p0_y + (k->c_y + (k->b_y + k->a_y * next) * next) * next);
    return ends;
}

/// Which of four chords, from (`before`, `qx`, `qy`) to `ends`, the walk one at a time keeps as
/// planned (`deviation`'s common case, lane by lane), with each chord's bulge to `*bulge`.
GK_INLINE i64x4 GK_FN(keeps_four)(const gk_curve *k, GK_FN(planned_ends) ends, d4 before, d4 qx, d4 qy, double cusp,
                                   d4 *bulge) {
    const d4 next = ends.next;
    const d4 chord_x = ends.x - qx, chord_y = ends.y - qy;
    const d4 squared_length = chord_x * chord_x + chord_y * chord_y;
    const d4 h = next - before;
    const d4 h2 = h * h, h3 = h2 * h;
    const d4 cubic_x = k->a_x * h3, cubic_y = k->a_y * h3;
    const d4 alpha_x = -((k->b_x + 3 * k->a_x * before) * h2 + cubic_x);
    const d4 alpha_y = -((k->b_y + 3 * k->a_y * before) * h2 + cubic_y);
    const d4 alpha_across = chord_x * alpha_y - chord_y * alpha_x;
    const d4 beta_across = -(chord_x * cubic_y - chord_y * cubic_x);
    const d4 e1 = 0.1875 * (alpha_across + 0.25 * beta_across);
    const d4 e2 = 0.25 * (alpha_across + 0.5 * beta_across);
    const d4 e3 = 0.1875 * (alpha_across + 0.75 * beta_across);
    const d4 alpha_along = chord_x * alpha_x + chord_y * alpha_y;
    const d4 beta_along = -(chord_x * cubic_x + chord_y * cubic_y);
    const d4 squared_limit = ends.limit * ends.limit * squared_length;
    const i64x4 sign = 0x7FFFFFFFFFFFFFFFLL;
    const d4 m1 = (d4)((i64x4)e1 & sign), m2 = (d4)((i64x4)e2 & sign), m3 = (d4)((i64x4)e3 & sign);
    const d4 first = GK_FN(select)(m2 > m1, m2, m1);
    const d4 widest = GK_FN(select)(m3 > first, m3, first);
    // The three points lie within the chord's ends (so their distance is across it) by the quick
    // test or by their places along it.
    const d4 spread = (d4)((i64x4)alpha_along & sign) + (d4)((i64x4)beta_along & sign);
    const d4 along1 = 0.25 * squared_length + 0.1875 * (alpha_along + 0.25 * beta_along);
    const d4 along2 = 0.5 * squared_length + 0.25 * (alpha_along + 0.5 * beta_along);
    const d4 along3 = 0.75 * squared_length + 0.1875 * (alpha_along + 0.75 * beta_along);
    const i64x4 within = (spread <= squared_length) | ((along1 >= 0) & (along1 <= squared_length) & (along2 >= 0) &
                                                       (along2 <= squared_length) & (along3 >= 0) &
                                                       (along3 <= squared_length));
    *bulge = e2;
    return ends.in_use & (ends.last | (next > before)) & ~((before < cusp) & (next > cusp)) &
           (squared_length > 1e-300) & (squared_length < 1e300) & within & (widest * widest <= squared_limit);
}

/// Writes four chords' end points (x, y pairs) and bulges.
GK_INLINE void GK_FN(write_four)(double *points, double *bulges, GK_FN(planned_ends) ends, d4 bulge) {
    const d4 low_pairs = __builtin_shufflevector(ends.x, ends.y, 0, 4, 1, 5);
    const d4 high_pairs = __builtin_shufflevector(ends.x, ends.y, 2, 6, 3, 7);
    memcpy(points, &low_pairs, sizeof low_pairs);
    memcpy(points + 4, &high_pairs, sizeof high_pairs);
    memcpy(bulges, &bulge, sizeof bulge);
}

/// The next planned chords at once, four or eight of them (eight while more than four remain),
/// as the walk one at a time would place and measure them, lane by lane the same operations:
/// returns how many of them, from the first, it would keep as planned (0…8), and writes all it
/// placed (the caller has room for eight and reads only those kept). The first it would not keep
/// (it ends at or before its start, crosses the cusp, strays too far, leaves the measure's common
/// case or the range of its squares) is left to the walk one at a time, which measures it again
/// and so finds the same. `*t`, `*from_x`, `*from_y` and `*interval` move to where the kept chords
/// end. Both halves of eight are placed before either is measured, and each measure needs only
/// the places: the halves' long chains of dependent operations run side by side.
GK_INLINE int32_t GK_FN(planned_group)(const gk_curve *k, const double *lengths, double piece, double first_piece,
                                       int32_t chord, int32_t planned, int32_t *interval, double cusp,
                                       double sagitta, int corner_start, int corner_end, double *t, double *from_x,
                                       double *from_y, double *points, double *bulges) {
    const GK_FN(planned_ends) low =
        GK_FN(plan_four)(k, lengths, piece, first_piece, chord, 0, planned, sagitta, corner_start, corner_end);
    const d4 low_before = __builtin_shufflevector((d4)*t, low.next, 0, 4, 5, 6);
    const d4 low_qx = __builtin_shufflevector((d4)*from_x, low.x, 0, 4, 5, 6);
    const d4 low_qy = __builtin_shufflevector((d4)*from_y, low.y, 0, 4, 5, 6);
    int32_t kept_lanes;
    if (planned - chord > 4) {
        const GK_FN(planned_ends) high =
            GK_FN(plan_four)(k, lengths, piece, first_piece, chord, 4, planned, sagitta, corner_start, corner_end);
        const d4 high_before = __builtin_shufflevector(low.next, high.next, 3, 4, 5, 6);
        const d4 high_qx = __builtin_shufflevector(low.x, high.x, 3, 4, 5, 6);
        const d4 high_qy = __builtin_shufflevector(low.y, high.y, 3, 4, 5, 6);
        d4 low_bulge, high_bulge;
        const i64x4 low_kept = GK_FN(keeps_four)(k, low, low_before, low_qx, low_qy, cusp, &low_bulge);
        const i64x4 high_kept = GK_FN(keeps_four)(k, high, high_before, high_qx, high_qy, cusp, &high_bulge);
        GK_FN(write_four)(points, bulges, low, low_bulge);
        GK_FN(write_four)(points + 8, bulges + 4, high, high_bulge);
        kept_lanes = (int32_t)__builtin_reduce_or((low_kept & (i64x4){1, 2, 4, 8}) | (high_kept & (i64x4){16, 32, 64, 128}));
        // All eight kept, the common case, takes its numbers from fixed lanes: what the next group
        // starts from then waits on no test of these chords, only on the branch, which the
        // processor predicts, so the next group's plan overlaps this one's measure.
        // Which lanes the plan has chords for is known before they are measured: whether the
        // group is the plan's last is tested first, so that each test's answer is mostly the same.
        if (planned - chord >= 8) {
            if (kept_lanes == 255) {
                *t = high.next[3];
                *from_x = high.x[3];
                *from_y = high.y[3];
                *interval = (int32_t)high.intervals[3];
                return 8;
            }
        }
        const int32_t count = __builtin_ctz(~kept_lanes);
        if (count > 0) {
            // Some of the second half may be kept too: the lanes' numbers by index, through memory.
            double nexts[8];
            int64_t intervals[8];
            memcpy(nexts, &low.next, sizeof low.next);
            memcpy(nexts + 4, &high.next, sizeof high.next);
            memcpy(intervals, &low.intervals, sizeof low.intervals);
            memcpy(intervals + 4, &high.intervals, sizeof high.intervals);
            *t = nexts[count - 1];
            *from_x = points[2 * (count - 1)];
            *from_y = points[2 * (count - 1) + 1];
            *interval = (int32_t)intervals[count < 8 ? count : 7];
            return count;
        }
        kept_lanes = 0;
    } else {
        d4 low_bulge;
        const i64x4 low_kept = GK_FN(keeps_four)(k, low, low_before, low_qx, low_qy, cusp, &low_bulge);
        GK_FN(write_four)(points, bulges, low, low_bulge);
        kept_lanes = (int32_t)__builtin_reduce_or(low_kept & (i64x4){1, 2, 4, 8});
        if (planned - chord >= 4) {
            if (kept_lanes == 15) {
                *t = low.next[3];
                *from_x = low.x[3];
                *from_y = low.y[3];
                *interval = (int32_t)low.intervals[3];
                return 4;
            }
        }
    }
    const int32_t count = __builtin_ctz(~kept_lanes & 15);
    if (count > 0) {
        double nexts[4];
        memcpy(nexts, &low.next, sizeof nexts);
        *t = nexts[count - 1];
        *from_x = points[2 * (count - 1)];
        *from_y = points[2 * (count - 1) + 1];
    }
    int64_t intervals[4];
    memcpy(intervals, &low.intervals, sizeof intervals);
    *interval = (int32_t)intervals[count < 4 ? count : 3];
    return count;
}

static void GK_FN(gk_chord_walk_begin)(gk_chord_walk *walk, const gk_curve *curve) {
    walk->curve = *curve;
    const gk_curve *k = &walk->curve;
    walk->t = 0;
    walk->from_x = k->p0_x;
    walk->from_y = k->p0_y;
    walk->chords = 0;
    walk->chord = 0;
    walk->interval = 0;
    walk->grouped = 1;
    if (k->a_x == 0 && k->a_y == 0 && k->b_x == 0 && k->b_y == 0 && k->c_x == 0 && k->c_y == 0) {
        // A curve that stays on one point: one chord, as a line would have.
        walk->mode = GK_WALK_SINGLE;
        return;
    }
    // Beyond the cap by Wang's bound for the same deviation, the cap's chords are spread evenly.
    // Wang's count √(|p″| / 4 tolerance) is held to the cap squared twice, |p″|² < (4 tolerance
    // cap²)², so that no root or division waits in front of the plan: a square that overflows is
    // infinite and spreads, as NaN does.
    const double start_x = k->b_x * 2, start_y = k->b_y * 2;
    const double end_x = start_x + k->a_x * 6, end_y = start_y + k->a_y * 6;
    const double bending_squared = gk_max(start_x * start_x + start_y * start_y, end_x * end_x + end_y * end_y);
    const double wang_limit = 4 * k->tolerance * (double)GK_MAX_CHORDS * (double)GK_MAX_CHORDS;
    if (!(bending_squared < wang_limit * wang_limit)) {
        walk->mode = GK_WALK_SPREAD;
        return;
    }
    walk->mode = GK_WALK_PLANNED;
    const int32_t samples = GK_PLAN_SAMPLES;
    const double sagitta = k->chord_share * k->tolerance;
    walk->sagitta = sagitta;
    const int corner_start = k->start_is_corner, corner_end = k->end_is_corner && k->refines_end;
    double *lengths = walk->lengths;
    lengths[0] = 0;
    double previous = GK_FN(bending_density)(k, 0);
    _Static_assert(GK_PLAN_SAMPLES == 8, "the plan's samples are two vectors of four");
    d4 early, early_speeds, late, late_speeds;
    GK_FN(bending_densities)(k, (d4){1, 2, 3, 4} / (double)samples, &early, &early_speeds);
    GK_FN(bending_densities)(k, (d4){5, 6, 7, 8} / (double)samples, &late, &late_speeds);
    double densities[GK_PLAN_SAMPLES], speeds[GK_PLAN_SAMPLES];
    memcpy(densities, &early, sizeof early);
    memcpy(densities + 4, &late, sizeof late);
    memcpy(speeds, &early_speeds, sizeof early_speeds);
    memcpy(speeds + 4, &late_speeds, sizeof late_speeds);
    // The slowest interior sample: near a cusp, where the curve stops and turns back.
    int32_t slowest = 0;
    double slowest_speed = INFINITY;
    for (int32_t s = 1; s <= samples; s++) {
        const double density = densities[s - 1];
        lengths[s] = lengths[s - 1] + 0.5 * (previous + density) / (double)samples;
        previous = density;
        if (s < samples && speeds[s - 1] < slowest_speed) {
            slowest = s;
            slowest_speed = speeds[s - 1];
        }
    }
    walk->cusp = GK_FN(cusp_parameter)(k, slowest, samples);
    const double total = lengths[samples];
    const int total_finite = total - total == 0;
    // The bending length a chord of deviation `sagitta` spans is √(8 · sagitta); planned for
    // `GK_PLAN_MARGIN` of that deviation (see `CurveStepper`).
    const double longest = sqrt(8 * sagitta * GK_PLAN_MARGIN);
    const double halves = (corner_start ? 1.0 : 0) + (corner_end ? 1.0 : 0);
    const double whole = total_finite ? gk_max(0, ceil(total / longest - 0.5 * halves)) : 0;
    // A plan the cap cannot hold (planned chords are shorter than Wang's bound allows for, so the
    // test above may let it through) spreads the cap's chords instead.
    if (whole + halves >= (double)(GK_MAX_CHORDS - 1)) {
        walk->mode = GK_WALK_SPREAD;
        return;
    }
    const double piece = total_finite && total > 0 ? total / (whole + 0.5 * halves) : 0;
    walk->piece = piece;
    // A curve that does not bend (a line drawn as a curve) is one chord, corners or not.
    const int32_t planned = (int32_t)whole + (int32_t)halves;
    walk->planned = piece > 0 ? (planned > 1 ? planned : 1) : 1;
}

static intptr_t GK_FN(gk_chord_walk_next)(gk_chord_walk *walk, double *points, double *bulges, intptr_t capacity,
                                           int32_t *finished) {
    const gk_curve *k = &walk->curve;
    intptr_t made = 0;
    *finished = 0;
    if (walk->mode == GK_WALK_DONE) {
        *finished = 1;
        return 0;
    }
    if (walk->mode == GK_WALK_SINGLE) {
        points[0] = k->end_x;
        points[1] = k->end_y;
        bulges[0] = 0;
        walk->mode = GK_WALK_DONE;
        *finished = 1;
        return 1;
    }
    if (walk->mode == GK_WALK_SPREAD) {
        // The cap's chords at even parameter steps.
        const int32_t count = GK_MAX_CHORDS;
        while (made < capacity) {
            const int32_t i = ++walk->chords;
            const double next = i == count ? 1 : (double)i / (double)count;
            double x, y, bulge;
            GK_FN(point)(k, next, &x, &y);
            GK_FN(deviation)(k, walk->t, walk->from_x, walk->from_y, next, x, y, INFINITY, &bulge);
            points[2 * made] = x;
            points[2 * made + 1] = y;
            bulges[made++] = bulge;
            walk->from_x = x;
            walk->from_y = y;
            walk->t = next;
            if (i == count) {
                walk->mode = GK_WALK_DONE;
                *finished = 1;
                break;
            }
        }
        return made;
    }
    const int32_t samples = GK_PLAN_SAMPLES, cap = GK_MAX_CHORDS - 1;
    const int corner_start = k->start_is_corner, corner_end = k->end_is_corner && k->refines_end;
    const double sagitta = walk->sagitta, piece = walk->piece, cusp = walk->cusp;
    const double *lengths = walk->lengths;
    const int32_t planned = walk->planned;
    double t = walk->t, from_x = walk->from_x, from_y = walk->from_y;
    int32_t chords = walk->chords, chord = walk->chord, interval = walk->interval;
    const double first_piece = corner_start ? 0.5 * piece : piece;
    const int grouped = walk->grouped;
    while (t < 1 && made < capacity) {
        // Up to eight at a time (the rest of the plan, when fewer), while none can reach the cap.
        if (grouped && chords + 8 <= cap && made + 8 <= capacity) {
            // How many chords the group keeps when all of it is kept, the plan's last chords
            // included: known before the group is measured, as is whether more follow.
            const int32_t remaining = planned - chord, width = remaining > 4 ? 8 : 4;
            const int32_t full = remaining < width ? remaining : width;
            const int32_t kept = GK_FN(planned_group)(k, lengths, piece, first_piece, chord, planned, &interval, cusp,
                                                      sagitta, corner_start, corner_end, &t, &from_x, &from_y,
                                                      points + 2 * made, bulges + made);
            if (kept == full) {
                // The count known before the measure rather than the measure's: see `planned_group`.
                made += full;
                chords += full;
                chord += full;
                if (remaining > width) continue;
                // The plan's last chord ends at the curve's end.
                break;
            }
            made += kept;
            chords += kept;
            chord += kept;
            // The chord it did not keep goes the one-at-a-time way, which finds what it found.
            if (!(t < 1)) break;
        }
        const int is_last = chord >= planned - 1;
        const double limit = (chord == 0 && corner_start) || (is_last && corner_end) ? 0.25 * sagitta : sagitta;
        double next = 1.0;
        if (!is_last && chords < cap) {
            // Where chord `chord` ends along the bending length, and the parameter there.
            const double goal = first_piece + (double)chord * piece;
            while (interval < samples - 1 && lengths[interval + 1] < goal) interval++;
            const double low = lengths[interval], high = lengths[interval + 1];
            const double fraction = high > low ? gk_min(gk_max((goal - low) / (high - low), 0), 1) : 1;
            next = ((double)interval + fraction) / (double)samples;
            if (!(next > t)) {
                chord++;
                continue;
            }
        }
        // A cusp ends a chord: its tip lies between the three measured points of a chord across
        // it, and each side of it is a smooth arc.
        const int at_cusp = chords < cap && t < cusp && next > cusp;
        if (at_cusp) next = cusp;
        double x, y, bulge;
        GK_FN(point)(k, next, &x, &y);
        double largest = GK_FN(deviation)(k, t, from_x, from_y, next, x, y, limit, &bulge);
        // Sagitta grows with the square of the step: shrunk by the root of the excess, a little
        // more so that one retry usually suffices.
        double h = next - t;
        int32_t tries = 0;
        while (largest > limit && tries < 40 && chords < cap) {
            h *= gk_min(gk_max(0.9 * sqrt(limit / largest), 0.1), 0.9);
            next = t + h;
            GK_FN(point)(k, next, &x, &y);
            largest = GK_FN(deviation)(k, t, from_x, from_y, next, x, y, limit, &bulge);
            tries++;
        }
        chords++;
        points[2 * made] = x;
        points[2 * made + 1] = y;
        bulges[made++] = bulge;
        // A shortened chord leaves its planned end still to reach.
        if (tries == 0 && !at_cusp) chord++;
        t = next;
        from_x = x;
        from_y = y;
    }
    walk->t = t;
    walk->from_x = from_x;
    walk->from_y = from_y;
    walk->chords = chords;
    walk->chord = chord;
    walk->interval = interval;
    if (!(t < 1)) {
        walk->mode = GK_WALK_DONE;
        *finished = 1;
    }
    return made;
}
