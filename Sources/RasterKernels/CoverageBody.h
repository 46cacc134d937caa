// The closed-form coverage of a shape's pixels (discs, rings, round-capped arcs, rounded
// rectangles: the area of each pixel's square inside the shape, eight pixels a step), written once
// and included by Kernels.c once per build, after Lanes.h (see KernelBuilds.h for the scheme,
// Kernels.c for RK_FN and RK_AVX2). No include guard: that is the point.

/// 1/√x for x > 0, within an ulp or so: a correctly rounded square root, then a correctly rounded
/// division, so every CPU gives the same bits. The hardware's estimate (`rsqrtps`) with a Newton
/// step was as accurate, but the estimate's bits are each CPU's own: the timer's ring, drawn on an
/// AMD EPYC, came out a level or two off its golden frame (made on another CPU) on 28 pixels.
RK_INLINE f8 RK_FN(inverse_square_root)(f8 x) { return 1.0f / RK_FN(square_root8)(x); }

/// What `radial` finds at each lane's point (pixels from a circle's centre): its `distance`, and
/// the absolute components `minor ≤ major` of the radial unit normal there (floored, see `radial`)
/// with `inverse` = 1 / (2 · minor · major), as `half_plane` takes them.
typedef struct RK_FN(radial8) {
    f8 distance, minor, major, inverse;
} RK_FN(radial8);

/// The area of the unit square centred on a pixel on the inner side of a line at signed distance
/// `inside` (positive: the centre is inside), whose unit normal has the absolute components
/// `minor ≤ major`; `inverse` is 1 / (2 · minor · major). Swept across the square, the area grows
/// quadratically over the first `minor`, linearly to `major`, quadratically to 1.
RK_INLINE f8 RK_FN(half_plane)(f8 inside, f8 minor, f8 major, f8 inverse) {
    f8 sum = minor + major;
    f8 swept = RK_FN(minimum)(RK_FN(maximum)(inside + 0.5f * sum, 0.0f), sum);
    f8 past_minor = RK_FN(maximum)(swept - minor, 0.0f), past_major = RK_FN(maximum)(swept - major, 0.0f);
    return (swept * swept - past_minor * past_minor - past_major * past_major) * inverse;
}

/// `radial8` at each lane's point (`dx`, `dy`) from a circle's centre; `squared` is dx² + dy².
RK_INLINE RK_FN(radial8) RK_FN(radial)(f8 dx, f8 dy, f8 squared) {
    RK_FN(radial8) r;
    // At the centre the direction is undefined; any unit normal gives the same full coverage
    // there, since the boundary is at least a pixel away.
    f8 safe = RK_FN(maximum)(squared, 1e-12f);
    f8 inverse = RK_FN(inverse_square_root)(safe);
    r.distance = safe * inverse;
    f8 ax = RK_FN(magnitude8)(dx) * inverse, ay = RK_FN(magnitude8)(dy) * inverse;
    // An axis-aligned normal has minor = 0: the floor keeps the division finite and moves the
    // area by under 1/2000.
    r.minor = RK_FN(maximum)(RK_FN(minimum)(ax, ay), 1.0f / 256);
    r.major = RK_FN(maximum)(RK_FN(maximum)(ax, ay), 0.7f);
    r.inverse = 1.0f / (2.0f * r.minor * r.major);
    return r;
}

/// A disc of effective `radius`: the half-plane inside its boundary's tangent line.
RK_INLINE f8 RK_FN(disc)(RK_FN(radial8) r, float radius) {
    return RK_FN(half_plane)(radius - r.distance, r.minor, r.major, r.inverse);
}

/// The band between two parallel lines: the sum of the two half-planes' areas minus one.
RK_INLINE f8 RK_FN(ring)(RK_FN(radial8) r, float inner, float outer) {
    // A band at least two reaches wide never has both edges within reach of one pixel centre:
    // the farther edge's half-plane is exactly 1 (or the nearer's exactly 0), so the nearer
    // edge alone gives the same coverage.
    if (outer - inner >= 2 * (float)RK_REACH) {
        f8 nearer = RK_FN(minimum)(outer - r.distance, r.distance - inner);
        return RK_FN(half_plane)(nearer, r.minor, r.major, r.inverse);
    }
    f8 outside = RK_FN(half_plane)(outer - r.distance, r.minor, r.major, r.inverse);
    f8 beyond_inner = RK_FN(half_plane)(r.distance - inner, r.minor, r.major, r.inverse);
    return RK_FN(maximum)(outside + beyond_inner - 1.0f, 0.0f);
}

/// A round-capped arc: a point whose direction lies within the arc's angles is nearest the arc
/// along its radius (the band's coverage); any other point is nearest an end (a cap disc's).
RK_INLINE f8 RK_FN(round_capped_arc)(const rk_shape *s, f8 dx, float dy) {
    f8 after_first = s->first_x * dy - s->first_y * dx;
    f8 before_last = dx * s->last_y - dy * s->last_x;
    i32x8 within = s->is_reflex ? ~((after_first < 0.0f) & (before_last < 0.0f))
                             : (after_first >= 0.0f) & (before_last >= 0.0f);
    f8 squared = dx * dx + dy * dy;
    // Pixels within the arc's angles are the band's, whatever the caps: most steps of a long arc.
    if (__builtin_reduce_and(within)) {
        if (__builtin_reduce_and((squared >= s->band_deep_inner) & (squared <= s->band_deep_outer))) return (f8)1.0f;
        if (__builtin_reduce_and((squared <= s->band_far_inner) | (squared >= s->band_far_outer))) return (f8)0.0f;
        return RK_FN(ring)(RK_FN(radial)(dx, (f8)dy, squared), s->inner, s->outer);
    }
    float head_y = dy - s->arc_radius * s->first_y, tail_y = dy - s->arc_radius * s->last_y;
    f8 head_x = dx - s->arc_radius * s->first_x, tail_x = dx - s->arc_radius * s->last_x;
    f8 head_squared = head_x * head_x + head_y * head_y, tail_squared = tail_x * tail_x + tail_y * tail_y;
    i32x8 near_tail = tail_squared < head_squared;
    f8 cap_squared = RK_FN(select8)(near_tail, tail_squared, head_squared);
    // Most pixels of a thick arc are certainly inside or outside: no square root for them.
    i32x8 deep = (within & (squared >= s->band_deep_inner) & (squared <= s->band_deep_outer)) | (cap_squared <= s->cap_deep);
    if (__builtin_reduce_and(deep)) return (f8)1.0f;
    i32x8 far = (~within | (squared <= s->band_far_inner) | (squared >= s->band_far_outer)) & (cap_squared >= s->cap_far);
    if (__builtin_reduce_and(far)) return (f8)0.0f;
    f8 result = 0.0f;
    if (__builtin_reduce_or(within)) {
        result = RK_FN(ring)(RK_FN(radial)(dx, (f8)dy, squared), s->inner, s->outer);
    }
    f8 cap_x = RK_FN(select8)(near_tail, tail_x, head_x);
    f8 cap_y = RK_FN(select8)(near_tail, (f8)tail_y, (f8)head_y);
    f8 cap = RK_FN(disc)(RK_FN(radial)(cap_x, cap_y, cap_squared), s->cap_radius);
    return RK_FN(select8)(within, result, cap);
}

/// A rounded rectangle: straight sides covered by exact box overlap, corners by their disc.
RK_INLINE f8 RK_FN(rounded_rect)(const rk_shape *s, f8 dx, float dy) {
    f8 overlap_x = RK_FN(minimum)(RK_FN(maximum)(RK_FN(minimum)(dx + 0.5f, (f8)s->half_width)
                                                 - RK_FN(maximum)(dx - 0.5f, (f8)-s->half_width), 0.0f), 1.0f);
    float overlap_y = fminf(fmaxf(fminf(dy + 0.5f, s->half_height) - fmaxf(dy - 0.5f, -s->half_height), 0), 1);
    f8 box = overlap_x * overlap_y;
    float corner_y = fabsf(dy) - (s->half_height - s->corner_radius);
    if (!(s->corner_radius > 0 && corner_y > 0)) return box;
    f8 corner_x = RK_FN(magnitude8)(dx) - (s->half_width - s->corner_radius);
    i32x8 in_corner = corner_x > 0.0f;
    if (!__builtin_reduce_or(in_corner)) return box;
    f8 corner_y8 = corner_y;
    f8 corner = RK_FN(disc)(RK_FN(radial)(corner_x, corner_y8, corner_x * corner_x + corner_y8 * corner_y8),
                            s->corner_effective);
    return RK_FN(select8)(in_corner, corner, box);
}

/// Coverage 0…1 to levels 0…255, rounded.
RK_INLINE i32x8 RK_FN(levels)(f8 coverage) {
    f8 clamped = RK_FN(minimum)(RK_FN(maximum)(coverage, 0.0f), 1.0f);
    return __builtin_convertvector(clamped * 255.0f + 0.5f, i32x8);
}

/// The coverage (0…1, unclamped) of a shape of `kind` (a constant where this is inlined, so that
/// each kind gets its own loop) for eight pixel centres at `dx` along the row `dy`.
RK_INLINE f8 RK_FN(coverage)(const rk_shape *s, int kind, f8 dx, float dy) {
    switch (kind) {
    case RK_SHAPE_DISC:
        return RK_FN(disc)(RK_FN(radial)(dx, (f8)dy, dx * dx + dy * dy), s->outer);
    case RK_SHAPE_RING:
        return RK_FN(ring)(RK_FN(radial)(dx, (f8)dy, dx * dx + dy * dy), s->inner, s->outer);
    case RK_SHAPE_ROUND_CAPPED_ARC:
        return RK_FN(round_capped_arc)(s, dx, dy);
    default:
        return RK_FN(rounded_rect)(s, dx, dy);
    }
}

/// The coverage bytes of `coverage` for eight pixel centres.
RK_INLINE u8x8 RK_FN(evaluate)(const rk_shape *s, int kind, f8 dx, float dy) {
    return __builtin_convertvector(RK_FN(levels)(RK_FN(coverage)(s, kind, dx, dy)), u8x8);
}

/// What turns a column into its pixel centre's offset from the shape's origin: column (a whole
/// number, exact in a float) + 0.5 − `origin_x`. Adding it to exact columns rounds once per pixel,
/// the same whichever lane a pixel takes, so every path evaluates a pixel at the same point.
RK_INLINE float RK_FN(centre_offset)(double origin_x) { return (float)(0.5 - origin_x); }

/// The next eight pixels of a row's stretches, taken one after the other: a ring's row has four
/// stretches of two or three pixels, which one step covers. The positions are assembled in
/// registers (storing them and loading them back in other pieces would stall on the stores).
typedef struct RK_FN(step) {
    f8 dx;
    /// The stretches' pieces in this step: first column, first lane and lane count.
    int32_t piece_x[RK_LANES], piece_lane[RK_LANES], piece_length[RK_LANES];
    int32_t pieces;
} RK_FN(step);

/// Fills `step` from stretch `*stretch`, pixel `*into` onwards, and advances them; false when
/// the stretches are exhausted.
RK_INLINE int RK_FN(next_step)(RK_FN(step) *step, double origin_x,
                               const int32_t *starts, const int32_t *ends,
                               int32_t count, int32_t *stretch, int32_t *into) {
    if (*stretch >= count) return 0;
    const f8 lane_index = {0, 1, 2, 3, 4, 5, 6, 7};
    // Spare lanes sit far outside every shape: zero coverage.
    f8 dx = 1e6f;
    int32_t lane = 0, pieces = 0;
    while (lane < RK_LANES && *stretch < count) {
        int32_t start = starts[*stretch], length = ends[*stretch] - start;
        int32_t take = length - *into < RK_LANES - lane ? length - *into : RK_LANES - lane;
        f8 positions = ((f8)(float)(start + *into - lane) + lane_index) + RK_FN(centre_offset)(origin_x);
        dx = RK_FN(select8)((lane_index >= (float)lane) & (lane_index < (float)(lane + take)), positions, dx);
        step->piece_x[pieces] = start + *into;
        step->piece_lane[pieces] = lane;
        step->piece_length[pieces] = take;
        pieces++;
        lane += take;
        *into += take;
        if (*into == length) {
            (*stretch)++;
            *into = 0;
        }
    }
    step->dx = dx;
    step->pieces = pieces;
    return 1;
}

RK_INLINE void RK_FN(row_coverage)(const rk_shape *s, int kind, float dy,
                                   double origin_x, const int32_t *starts,
                                   const int32_t *ends, int32_t count,
                                   uint8_t *coverage) {
    RK_FN(step) step;
    int32_t stretch = 0, into = 0;
    while (RK_FN(next_step)(&step, origin_x, starts, ends, count, &stretch, &into)) {
        u8x8 values = RK_FN(evaluate)(s, kind, step.dx, dy);
        memcpy(coverage, &values, sizeof values);
        coverage += step.piece_lane[step.pieces - 1] + step.piece_length[step.pieces - 1];
    }
}

void RK_FN(rk_row_coverage)(const rk_shape *s, float dy, double origin_x, const int32_t *starts,
                            const int32_t *ends, int32_t count, uint8_t *coverage) {
    switch (s->kind) {
    case RK_SHAPE_DISC: RK_FN(row_coverage)(s, RK_SHAPE_DISC, dy, origin_x, starts, ends, count, coverage); break;
    case RK_SHAPE_RING: RK_FN(row_coverage)(s, RK_SHAPE_RING, dy, origin_x, starts, ends, count, coverage); break;
    case RK_SHAPE_ROUND_CAPPED_ARC:
        RK_FN(row_coverage)(s, RK_SHAPE_ROUND_CAPPED_ARC, dy, origin_x, starts, ends, count, coverage);
        break;
    case RK_SHAPE_ROUNDED_RECT:
        RK_FN(row_coverage)(s, RK_SHAPE_ROUNDED_RECT, dy, origin_x, starts, ends, count, coverage);
        break;
    }
}
