// The coverage and blending kernels, written once and included by Kernels.c once per instruction
// set. The includer defines RK_FN(name) (the name with the build's suffix) and RK_AVX2 (1 in the
// build whose functions carry the AVX2 and FMA target). No include guard: that is the point.

RK_INLINE f8 RK_FN(select8)(i32x8 mask, f8 when_true, f8 when_false) {
    return (f8)(((i32x8)when_true & mask) | ((i32x8)when_false & ~mask));
}

RK_INLINE f8 RK_FN(magnitude8)(f8 x) { return (f8)((i32x8)x & 0x7fffffff); }

RK_INLINE f8 RK_FN(minimum)(f8 a, f8 b) { return RK_FN(select8)(b < a, b, a); }
RK_INLINE f8 RK_FN(maximum)(f8 a, f8 b) { return RK_FN(select8)(b > a, b, a); }

/// 1/√x for x > 0, within an ulp or so: a correctly rounded square root, then a correctly rounded
/// division, so every CPU gives the same bits. The hardware's estimate (`rsqrtps`) with a Newton
/// step was as accurate, but the estimate's bits are each CPU's own: the timer's ring, drawn on an
/// AMD EPYC, came out a level or two off its golden frame (made on another CPU) on 28 pixels.
RK_INLINE f8 RK_FN(inverse_square_root)(f8 x) {
#if RK_AVX2
    f8 root = (f8)_mm256_sqrt_ps((__m256)x);
#elif defined(__x86_64__) || defined(__i386__)
    f4 low = __builtin_shufflevector(x, x, 0, 1, 2, 3), high = __builtin_shufflevector(x, x, 4, 5, 6, 7);
    f4 low_root = (f4)_mm_sqrt_ps((__m128)low), high_root = (f4)_mm_sqrt_ps((__m128)high);
    f8 root = __builtin_shufflevector(low_root, high_root, 0, 1, 2, 3, 4, 5, 6, 7);
#else
    f8 root;
    for (int lane = 0; lane < 8; lane++) root[lane] = sqrtf(x[lane]);
#endif
    return 1.0f / root;
}

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

/// The distance of each lane's point from the origin and the line geometry of a circle's boundary
/// there (its normal is radial). `squared` is dx² + dy².
RK_INLINE radial8 RK_FN(radial)(f8 dx, f8 dy, f8 squared) {
    radial8 r;
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

RK_INLINE f8 RK_FN(disc)(radial8 r, float radius) {
    return RK_FN(half_plane)(radius - r.distance, r.minor, r.major, r.inverse);
}

/// The band between two parallel lines: the sum of the two half-planes' areas minus one.
RK_INLINE f8 RK_FN(ring)(radial8 r, float inner, float outer) {
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

/// x · f / 255 per channel, rounded to nearest (exact for 8-bit inputs): with t = x · f + 128,
/// ⌊(t + ⌊t / 256⌋) / 256⌋ equals ⌊t · 257 / 65536⌋, one high-half multiply.
RK_INLINE u16x16 RK_FN(scale)(u16x16 x, u16x16 factor) {
    u16x16 t = x * factor + 128;
    return __builtin_convertvector((__builtin_convertvector(t, u32x16) * 257) >> 16, u16x16);
}

/// 16-bit lanes of at most 255 to bytes: on x86 one pack with unsigned saturation, which needs
/// no mask first since nothing saturates.
RK_INLINE u8x16 RK_FN(narrow)(u16x16 lanes) {
#if defined(__x86_64__) || defined(__i386__)
    u16x8 low = __builtin_shufflevector(lanes, lanes, 0, 1, 2, 3, 4, 5, 6, 7);
    u16x8 high = __builtin_shufflevector(lanes, lanes, 8, 9, 10, 11, 12, 13, 14, 15);
    return (u8x16)_mm_packus_epi16((__m128i)low, (__m128i)high);
#else
    return __builtin_convertvector(lanes, u8x16);
#endif
}

/// Blends the premultiplied `color` (`opaque` when its alpha is 255) into the four pixels at
/// `destination` through one coverage level each, given per channel (`factors`: each pixel's
/// level four times), in 16-bit lanes: one AVX2 register, so the short pieces rings and arcs have
/// on most rows take one step. A level of 0 leaves a pixel bit for bit.
RK_INLINE void RK_FN(blend4_factors)(uint32_t *destination, u16x16 factors, uint32_t color, int opaque) {
    u8x16 color_bytes = (u8x16)(u32x4)color;
    u16x16 source = RK_FN(scale)(__builtin_convertvector(color_bytes, u16x16), factors);
    // An opaque colour's scaled alpha is the coverage itself (255 · c / 255 = c exactly), so the
    // destination's factor needs no shuffle and does not wait for the source's.
    u16x16 inverse_alpha = 255 - (opaque ? factors
                                         : __builtin_shufflevector(source, source, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11,
                                                                   11, 15, 15, 15, 15));
    u8x16 pixels;
    memcpy(&pixels, destination, sizeof pixels);
    u16x16 blended = source + RK_FN(scale)(__builtin_convertvector(pixels, u16x16), inverse_alpha);
    u8x16 result = RK_FN(narrow)(blended);
    memcpy(destination, &result, sizeof result);
}

/// `blend4_factors` for eight pixels (`low` for the first four, `high` for the next): the blended
/// halves are narrowed with one pack and stored with one store where AVX2 packs both at once.
RK_INLINE void RK_FN(blend8_factors)(uint32_t *destination, u16x16 low, u16x16 high, uint32_t color, int opaque) {
#if RK_AVX2
    u8x16 color_bytes = (u8x16)(u32x4)color;
    u16x16 color_lanes = __builtin_convertvector(color_bytes, u16x16);
    u16x16 blended[2];
    const u16x16 factors[2] = {low, high};
    for (int half = 0; half < 2; half++) {
        u16x16 source = RK_FN(scale)(color_lanes, factors[half]);
        u16x16 inverse_alpha = 255 - (opaque ? factors[half]
                                             : __builtin_shufflevector(source, source, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11,
                                                                       11, 15, 15, 15, 15));
        u8x16 pixels;
        memcpy(&pixels, destination + 4 * half, sizeof pixels);
        blended[half] = source + RK_FN(scale)(__builtin_convertvector(pixels, u16x16), inverse_alpha);
    }
    // The pack works within each 128-bit half: pixels 0–1, 4–5, 2–3, 6–7, put back in order.
    const __m256i packed = _mm256_packus_epi16((__m256i)blended[0], (__m256i)blended[1]);
    const __m256i ordered = _mm256_permute4x64_epi64(packed, 0xD8);
    memcpy(destination, &ordered, sizeof ordered);
#else
    RK_FN(blend4_factors)(destination, low, color, opaque);
    RK_FN(blend4_factors)(destination + 4, high, color, opaque);
#endif
}

/// `blend4_factors` through one coverage byte per pixel (`coverage`, lowest byte first).
RK_INLINE void RK_FN(blend4_always)(uint32_t *destination, uint32_t coverage, uint32_t color) {
    u8x4 coverage_bytes;
    memcpy(&coverage_bytes, &coverage, sizeof coverage_bytes);
    u16x4 factors4 = __builtin_convertvector(coverage_bytes, u16x4);
    RK_FN(blend4_factors)(destination,
                          __builtin_shufflevector(factors4, factors4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3),
                          color, color >> 24 == 255);
}

/// `blend4_always`, skipping pixels of coverage 0 and storing an opaque colour straight.
RK_INLINE void RK_FN(blend4)(uint32_t *destination, uint32_t coverage, uint32_t color, int opaque) {
    if (coverage == 0) return;
    if (coverage == UINT32_MAX && opaque) {
        u8x16 color_bytes = (u8x16)(u32x4)color;
        memcpy(destination, &color_bytes, sizeof color_bytes);
        return;
    }
    RK_FN(blend4_always)(destination, coverage, color);
}

/// `blend4` for eight pixels (`coverage` lowest byte first).
RK_INLINE void RK_FN(blend8)(uint32_t *destination, uint64_t coverage, uint32_t color, int opaque) {
    RK_FN(blend4)(destination, (uint32_t)coverage, color, opaque);
    RK_FN(blend4)(destination + 4, (uint32_t)(coverage >> 32), color, opaque);
}

RK_INLINE void RK_FN(blend1)(uint32_t *destination, uint32_t coverage, uint32_t color, int opaque) {
    if (coverage == 0) return;
    uint32_t source = coverage == 255 ? color : scale_pixel(color, coverage);
    *destination = opaque && coverage == 255 ? source : source + scale_pixel(*destination, 255 - (source >> 24));
}

void RK_FN(rk_composite_over)(uint32_t *destination, const uint32_t *source, int32_t count, uint32_t alpha) {
    // Branch-free, so the compiler vectorizes it: a transparent source pixel scales to 0 and
    // leaves the destination as it is (scale_pixel by 255 is exact).
    for (int32_t at = 0; at < count; at++) {
        uint32_t scaled = scale_pixel(source[at], alpha);
        destination[at] = scaled + scale_pixel(destination[at], 255 - (scaled >> 24));
    }
}

void RK_FN(rk_keep_masked)(uint32_t *destination, const uint32_t *mask, int32_t count) {
    // Branch-free, so the compiler vectorizes it.
    for (int32_t at = 0; at < count; at++) destination[at] = scale_pixel(destination[at], mask[at] >> 24);
}

void RK_FN(rk_blend_solid)(uint32_t *row, const uint8_t *coverage, int32_t count, uint32_t color) {
    int opaque = color >> 24 == 255;
    int32_t at = 0;
    for (; at + 8 <= count; at += 8) {
        uint64_t factors;
        memcpy(&factors, coverage + at, sizeof factors);
        RK_FN(blend8)(row + at, factors, color, opaque);
    }
    for (; at < count; at++) RK_FN(blend1)(row + at, coverage[at], color, opaque);
}

/// The levels (0…255) of lanes 0…3 (`low_factors`) or 4…7 (`high_factors`), each four times: the
/// factors `blend4_factors` takes, straight from the evaluated vector (a detour through a general
/// register would lengthen every step's chain of dependent instructions). A level is the low
/// 16-bit half of its 32-bit lane: even halves on a little-endian machine, as the pixel layout
/// already assumes.
RK_INLINE u16x16 RK_FN(low_factors)(i32x8 levels) {
    u16x16 halves = (u16x16)levels;
    return __builtin_shufflevector(halves, halves, 0, 0, 0, 0, 2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6);
}

RK_INLINE u16x16 RK_FN(high_factors)(i32x8 levels) {
    u16x16 halves = (u16x16)levels;
    return __builtin_shufflevector(halves, halves, 8, 8, 8, 8, 10, 10, 10, 10, 12, 12, 12, 12, 14, 14, 14, 14);
}

/// Blends `length` (1…4) pixels from column `x` of `row` through `factors` (`low_factors` or
/// `high_factors`, 0 past `length`): four at once where the row has room, the spare lanes writing
/// back what their pixels hold, else pixel by pixel.
RK_INLINE void RK_FN(blend_piece)(uint32_t *row, int32_t row_width, int32_t x, int32_t length, u16x16 factors,
                                  uint32_t color, int opaque) {
    if (x + 4 <= row_width) {
        RK_FN(blend4_factors)(row + x, factors, color, opaque);
        return;
    }
    for (int32_t lane = 0; lane < length; lane++) RK_FN(blend1)(row + x + lane, factors[4 * lane], color, opaque);
}

/// Evaluates and blends the stretches of one row. Stretches of up to four pixels (the pieces a
/// ring's or arc's boundary cuts from most rows) go two to a step, one in each half of the lanes,
/// and blend without testing their coverage: data-dependent branches there mispredict more than
/// the blend costs. Longer stretches take eight pixels a step.
RK_INLINE void RK_FN(row_fill_solid)(const rk_shape *s, int kind, float dy,
                                     double origin_x, const int32_t *starts,
                                     const int32_t *ends, int32_t count,
                                     uint32_t *row, int32_t row_width,
                                     uint32_t color) {
    int opaque = color >> 24 == 255;
    float offset = RK_FN(centre_offset)(origin_x);
    const f8 lane_index = {0, 1, 2, 3, 4, 5, 6, 7};
    const f8 slot_lane = {0, 1, 2, 3, 0, 1, 2, 3};
    const i32x8 low_half = lane_index < 4.0f;
    // A short stretch waiting for a second to share its step; -1 when none is.
    int32_t waiting = -1;
    for (int32_t stretch = 0; stretch <= count; stretch++) {
        int32_t start = stretch < count ? starts[stretch] : 0;
        int32_t length = stretch < count ? ends[stretch] - start : 0;
        if (stretch < count && length <= 4 && waiting < 0) {
            waiting = stretch;
            continue;
        }
        if (waiting >= 0 && (length <= 4 || stretch == count)) {
            // The waiting stretch in the low lanes, this one (or none, at the end) in the high.
            int32_t first_x = starts[waiting], first_length = ends[waiting] - first_x;
            f8 lengths = RK_FN(select8)(low_half, (f8)(float)first_length, (f8)(float)length);
            f8 dx = (RK_FN(select8)(low_half, (f8)(float)first_x, (f8)(float)start) + slot_lane) + offset;
            // Spare lanes sit far outside every shape: zero coverage.
            dx = RK_FN(select8)(slot_lane < lengths, dx, (f8)1e6f);
            i32x8 levels = RK_FN(levels)(RK_FN(coverage)(s, kind, dx, dy));
            RK_FN(blend_piece)(row, row_width, first_x, first_length, RK_FN(low_factors)(levels), color, opaque);
            if (length > 0) {
                RK_FN(blend_piece)(row, row_width, start, length, RK_FN(high_factors)(levels), color, opaque);
            }
            waiting = -1;
            continue;
        }
        for (int32_t x = start, end = start + length; x < end; x += 8) {
            f8 dx = ((f8)(float)x + lane_index) + offset;
            int32_t take = end - x < 8 ? end - x : 8;
            dx = RK_FN(select8)(lane_index < (float)take, dx, (f8)1e6f);
            i32x8 levels = RK_FN(levels)(RK_FN(coverage)(s, kind, dx, dy));
            if (!__builtin_reduce_or(levels)) continue;
            RK_FN(blend_piece)(row, row_width, x, take < 4 ? take : 4, RK_FN(low_factors)(levels), color, opaque);
            if (take > 4) {
                RK_FN(blend_piece)(row, row_width, x + 4, take - 4, RK_FN(high_factors)(levels), color, opaque);
            }
        }
    }
}

void RK_FN(rk_row_fill_solid)(const rk_shape *s, float dy, double origin_x, const int32_t *starts,
                              const int32_t *ends, int32_t count, uint32_t *row, int32_t row_width, uint32_t color) {
    switch (s->kind) {
    case RK_SHAPE_DISC:
        RK_FN(row_fill_solid)(s, RK_SHAPE_DISC, dy, origin_x, starts, ends, count, row, row_width, color);
        break;
    case RK_SHAPE_RING:
        RK_FN(row_fill_solid)(s, RK_SHAPE_RING, dy, origin_x, starts, ends, count, row, row_width, color);
        break;
    case RK_SHAPE_ROUND_CAPPED_ARC:
        RK_FN(row_fill_solid)(s, RK_SHAPE_ROUND_CAPPED_ARC, dy, origin_x, starts, ends, count, row, row_width, color);
        break;
    case RK_SHAPE_ROUNDED_RECT:
        RK_FN(row_fill_solid)(s, RK_SHAPE_ROUNDED_RECT, dy, origin_x, starts, ends, count, row, row_width, color);
        break;
    }
}

/// Stores `color` into the pixels [`pixel`, `end`): eight or four at a time, the last store
/// overlapping the one before rather than finishing pixel by pixel (a run's length varies from
/// row to row, and a loop over the remainder mispredicts its exit).
RK_INLINE void RK_FN(store_run)(uint32_t *pixel, uint32_t *end, uint32_t color) {
    ptrdiff_t count = end - pixel;
    if (count >= 8) {
        u32x8 colors = color;
        for (; pixel + 8 < end; pixel += 8) memcpy(pixel, &colors, sizeof colors);
        memcpy(end - 8, &colors, sizeof colors);
    } else if (count >= 4) {
        u32x4 colors = color;
        memcpy(pixel, &colors, sizeof colors);
        memcpy(end - 4, &colors, sizeof colors);
    } else {
        for (; pixel < end; pixel++) *pixel = color;
    }
}

/// The solid runs of `plan` in `row`: the colour itself where it is opaque, else blended whole.
RK_INLINE void RK_FN(fill_solid_runs)(const rk_row_plan *plan, uint32_t *row, uint32_t color, int opaque) {
    for (int run = 0; run < 2; run++) {
        uint32_t *pixel = row + plan->solid_starts[run], *end = row + plan->solid_ends[run];
        if (opaque) {
            RK_FN(store_run)(pixel, end, color);
            continue;
        }
        for (; pixel + 8 <= end; pixel += 8) RK_FN(blend8)(pixel, UINT64_MAX, color, 0);
        for (; pixel < end; pixel++) RK_FN(blend1)(pixel, 255, color, 0);
    }
}

/// One planned row: the evaluated stretches, then the solid runs (blending four pixels at a time
/// reads pixels next to a stretch, and reading what was just stored in other pieces stalls).
RK_INLINE void RK_FN(fill_plan)(const rk_shape *s, int kind, const rk_row_plan *plan, double origin_x,
                                uint32_t *row, int32_t row_width, uint32_t color) {
    if (plan->count > 0) {
        RK_FN(row_fill_solid)(s, kind, plan->dy, origin_x, plan->starts, plan->ends, plan->count, row, row_width,
                              color);
    }
    RK_FN(fill_solid_runs)(plan, row, color, color >> 24 == 255);
}

void RK_FN(rk_fill_plan_solid)(const rk_shape *s, const rk_row_plan *plan, double origin_x, uint32_t *row,
                               int32_t row_width, uint32_t color) {
    switch (s->kind) {
    case RK_SHAPE_DISC: RK_FN(fill_plan)(s, RK_SHAPE_DISC, plan, origin_x, row, row_width, color); break;
    case RK_SHAPE_RING: RK_FN(fill_plan)(s, RK_SHAPE_RING, plan, origin_x, row, row_width, color); break;
    case RK_SHAPE_ROUND_CAPPED_ARC:
        RK_FN(fill_plan)(s, RK_SHAPE_ROUND_CAPPED_ARC, plan, origin_x, row, row_width, color);
        break;
    case RK_SHAPE_ROUNDED_RECT: RK_FN(fill_plan)(s, RK_SHAPE_ROUNDED_RECT, plan, origin_x, row, row_width, color); break;
    }
}

/// Whether a planned row has four stretches of at most four pixels each.
RK_INLINE int RK_FN(four_short)(const rk_row_plan *plan) {
    return plan->count == 4 && plan->ends[0] - plan->starts[0] <= 4 && plan->ends[1] - plan->starts[1] <= 4 &&
           plan->ends[2] - plan->starts[2] <= 4 && plan->ends[3] - plan->starts[3] <= 4;
}

/// Whether a planned row has two stretches of at most four pixels each (a rounded rectangle's
/// sides, a disc's edges).
RK_INLINE int RK_FN(two_short)(const rk_row_plan *plan) {
    return plan->count == 2 && plan->ends[0] - plan->starts[0] <= 4 && plan->ends[1] - plan->starts[1] <= 4;
}

/// The levels of one step of two short stretches of a row (stretches `first` and `first + 1`): the
/// first in the low lanes, the second in the high, as `row_fill_solid` pairs them.
RK_INLINE i32x8 RK_FN(pair_levels)(const rk_shape *s, int kind, const rk_row_plan *plan, int first, float offset) {
    const f8 lane_index = {0, 1, 2, 3, 4, 5, 6, 7};
    const f8 slot_lane = {0, 1, 2, 3, 0, 1, 2, 3};
    const i32x8 low_half = lane_index < 4.0f;
    const int32_t first_x = plan->starts[first], first_length = plan->ends[first] - first_x;
    const int32_t start = plan->starts[first + 1], length = plan->ends[first + 1] - start;
    f8 lengths = RK_FN(select8)(low_half, (f8)(float)first_length, (f8)(float)length);
    f8 dx = (RK_FN(select8)(low_half, (f8)(float)first_x, (f8)(float)start) + slot_lane) + offset;
    // Spare lanes sit far outside every shape: zero coverage.
    dx = RK_FN(select8)(slot_lane < lengths, dx, (f8)1e6f);
    return RK_FN(levels)(RK_FN(coverage)(s, kind, dx, plan->dy));
}

/// Blends one step of two short stretches (`pair_levels`).
RK_INLINE void RK_FN(blend_pair)(const rk_row_plan *plan, int first, i32x8 levels, uint32_t *row, int32_t row_width,
                                 uint32_t color, int opaque) {
    const int32_t first_x = plan->starts[first], first_length = plan->ends[first] - first_x;
    const int32_t start = plan->starts[first + 1], length = plan->ends[first + 1] - start;
    RK_FN(blend_piece)(row, row_width, first_x, first_length, RK_FN(low_factors)(levels), color, opaque);
    if (length > 0) RK_FN(blend_piece)(row, row_width, start, length, RK_FN(high_factors)(levels), color, opaque);
}

/// The steps of two short stretches each of two planned rows, where the rows have as many: 1 where
/// both are `two_short`, 2 where both are `four_short`, else 0 (the rows are not filled together).
RK_INLINE int RK_FN(short_pairs)(const rk_row_plan *a, const rk_row_plan *b) {
    if (RK_FN(two_short)(a) && RK_FN(two_short)(b)) return 1;
    if (RK_FN(four_short)(a) && RK_FN(four_short)(b)) return 2;
    return 0;
}

/// Two planned rows of `pairs` (1 or 2) steps of two short stretches each (`short_pairs`): every
/// step's coverage first, then their blends, then the solid runs; the same pixels as `fill_plan`
/// row by row.
RK_INLINE void RK_FN(fill_short_rows)(const rk_shape *s, int kind, int pairs, const rk_row_plan *a,
                                      const rk_row_plan *b, double origin_x, uint32_t *row_a, uint32_t *row_b,
                                      int32_t row_width, uint32_t color) {
    const int opaque = color >> 24 == 255;
    const float offset = RK_FN(centre_offset)(origin_x);
    const i32x8 a0 = RK_FN(pair_levels)(s, kind, a, 0, offset), b0 = RK_FN(pair_levels)(s, kind, b, 0, offset);
    i32x8 a1 = a0, b1 = b0;
    if (pairs == 2) {
        a1 = RK_FN(pair_levels)(s, kind, a, 2, offset);
        b1 = RK_FN(pair_levels)(s, kind, b, 2, offset);
    }
    RK_FN(blend_pair)(a, 0, a0, row_a, row_width, color, opaque);
    if (pairs == 2) RK_FN(blend_pair)(a, 2, a1, row_a, row_width, color, opaque);
    RK_FN(fill_solid_runs)(a, row_a, color, opaque);
    RK_FN(blend_pair)(b, 0, b0, row_b, row_width, color, opaque);
    if (pairs == 2) RK_FN(blend_pair)(b, 2, b1, row_b, row_width, color, opaque);
    RK_FN(fill_solid_runs)(b, row_b, color, opaque);
}

/// Two planned rows, side by side where both are of short stretches, else one after the other.
RK_INLINE void RK_FN(fill_plan_pair)(const rk_shape *s, int kind, const rk_row_plan *a, const rk_row_plan *b,
                                     double origin_x, uint32_t *row_a, uint32_t *row_b, int32_t row_width,
                                     uint32_t color) {
    switch (RK_FN(short_pairs)(a, b)) {
    // Constant step counts under the cases, so that each filling is specialized.
    case 1: RK_FN(fill_short_rows)(s, kind, 1, a, b, origin_x, row_a, row_b, row_width, color); break;
    case 2: RK_FN(fill_short_rows)(s, kind, 2, a, b, origin_x, row_a, row_b, row_width, color); break;
    default:
        RK_FN(fill_plan)(s, kind, a, origin_x, row_a, row_width, color);
        RK_FN(fill_plan)(s, kind, b, origin_x, row_b, row_width, color);
    }
}

void RK_FN(rk_fill_plan_pair_solid)(const rk_shape *s, const rk_row_plan *a, uint32_t *row_a, const rk_row_plan *b,
                                    uint32_t *row_b, double origin_x, int32_t row_width, uint32_t color) {
    switch (s->kind) {
    case RK_SHAPE_DISC: RK_FN(fill_plan_pair)(s, RK_SHAPE_DISC, a, b, origin_x, row_a, row_b, row_width, color); break;
    case RK_SHAPE_RING: RK_FN(fill_plan_pair)(s, RK_SHAPE_RING, a, b, origin_x, row_a, row_b, row_width, color); break;
    case RK_SHAPE_ROUND_CAPPED_ARC:
        RK_FN(fill_plan_pair)(s, RK_SHAPE_ROUND_CAPPED_ARC, a, b, origin_x, row_a, row_b, row_width, color);
        break;
    case RK_SHAPE_ROUNDED_RECT:
        RK_FN(fill_plan_pair)(s, RK_SHAPE_ROUNDED_RECT, a, b, origin_x, row_a, row_b, row_width, color);
        break;
    }
}

void RK_FN(rk_fill_rounded_rect_solid)(const rk_shape *s, const rk_rounded_rect_rows *rect, uint32_t *pixels,
                                       int32_t row_pixels, uint32_t color) {
    rk_row_plan plans[2];
    int64_t rows[2];
    int waiting = 0;
    for (int64_t y = rect->min_y; y < rect->max_y; y++) {
        if (!rk_rounded_rect_plan(rect, y, &plans[waiting])) continue;
        rows[waiting] = y;
        // Two rows at a time: the straight sides' rows, of two short stretches, side by side.
        if (waiting == 0) {
            waiting = 1;
            continue;
        }
        RK_FN(fill_plan_pair)(s, RK_SHAPE_ROUNDED_RECT, &plans[0], &plans[1], rect->center_x,
                              pixels + rows[0] * row_pixels, pixels + rows[1] * row_pixels, row_pixels, color);
        waiting = 0;
    }
    if (waiting) {
        RK_FN(fill_plan)(s, RK_SHAPE_ROUNDED_RECT, &plans[0], rect->center_x, pixels + rows[0] * row_pixels, row_pixels,
                         color);
    }
}

/// Plans and fills the rows of a ring (`arc` null) or of an arc (`ring` the arc's band), a block
/// of `RK_BLOCK` rows at a time: the block's square roots, then its plans, then its fills. A row's
/// plan and fill form one long chain of dependent instructions; taken in separate passes, the
/// processor overlaps rows instead of waiting on each.
RK_INLINE void RK_FN(fill_rows)(const rk_shape *s, int kind, const rk_ring_rows *ring, const rk_arc_rows *arc,
                                uint32_t *pixels, int32_t row_pixels, uint32_t color) {
    rk_block_widths widths;
    rk_row_plan plans[RK_BLOCK];
    int32_t plan_rows[RK_BLOCK];
    for (int32_t first = ring->min_y; first < ring->max_y; first += RK_BLOCK) {
        int32_t count = ring->max_y - first < RK_BLOCK ? ring->max_y - first : RK_BLOCK, planned = 0;
        rk_measure_rows(ring, arc, first, count, &widths);
        for (int32_t i = 0; i < count; i++) {
            if (arc ? rk_arc_plan(arc, &widths, i, &plans[planned]) : rk_ring_plan(ring, &widths, i, &plans[planned])) {
                plan_rows[planned++] = first + i;
            }
        }
        // Rows of short stretches (most rows of a ring, an arc or a disc) two at a time, evaluated
        // side by side: each stretch pair's coverage is a long chain of dependent arithmetic (a
        // root and two divisions), and the two rows' chains overlap.
        for (int32_t i = 0; i < planned; i++) {
            if (i + 1 < planned && RK_FN(short_pairs)(&plans[i], &plans[i + 1])) {
                RK_FN(fill_plan_pair)(s, kind, &plans[i], &plans[i + 1], ring->center_x,
                                      pixels + (size_t)plan_rows[i] * row_pixels,
                                      pixels + (size_t)plan_rows[i + 1] * row_pixels, row_pixels, color);
                i++;
                continue;
            }
            RK_FN(fill_plan)(s, kind, &plans[i], ring->center_x, pixels + (size_t)plan_rows[i] * row_pixels, row_pixels,
                             color);
        }
    }
}

void RK_FN(rk_fill_ring_solid)(const rk_shape *s, const rk_ring_rows *rows, uint32_t *pixels, int32_t row_pixels,
                               uint32_t color) {
    if (s->kind == RK_SHAPE_DISC) {
        RK_FN(fill_rows)(s, RK_SHAPE_DISC, rows, NULL, pixels, row_pixels, color);
    } else {
        RK_FN(fill_rows)(s, RK_SHAPE_RING, rows, NULL, pixels, row_pixels, color);
    }
}

void RK_FN(rk_fill_arc_solid)(const rk_shape *s, const rk_arc_rows *rows, uint32_t *pixels, int32_t row_pixels,
                              uint32_t color) {
    RK_FN(fill_rows)(s, RK_SHAPE_ROUND_CAPPED_ARC, &rows->band, rows, pixels, row_pixels, color);
}

/// One bilinear tap group in 16.16 fixed point: the four mask bytes around (u, v) weighted by
/// the top eight bits of each fraction, rounded. Integer arithmetic, so both builds give the
/// same bytes.
RK_INLINE uint8_t RK_FN(bilinear_weighted)(int32_t a, int32_t b, int32_t c, int32_t d, int32_t wu, int32_t wv) {
    int32_t upper = a * (256 - wu) + b * wu, lower = c * (256 - wu) + d * wu;
    return (uint8_t)((upper * (256 - wv) + lower * wv + 32768) >> 16);
}

/// `rk_sample_bilinear` for one pixel, taps outside the mask reading 0.
RK_INLINE uint8_t RK_FN(bilinear_edge)(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v) {
    int32_t iu = (int32_t)(u >> 16), iv = (int32_t)(v >> 16);
    int32_t wu = (int32_t)((u >> 8) & 0xFF), wv = (int32_t)((v >> 8) & 0xFF);
    int32_t taps[4];
    for (int k = 0; k < 4; k++) {
        int32_t i = iu + (k & 1), j = iv + (k >> 1);
        taps[k] = i >= 0 && i < width && j >= 0 && j < height ? mask[(int64_t)j * width + i] : 0;
    }
    return RK_FN(bilinear_weighted)(taps[0], taps[1], taps[2], taps[3], wu, wv);
}

/// One sample of `rk_sample_bilinear`.
RK_INLINE uint8_t RK_FN(bilinear_sample)(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v) {
    int32_t iu = (int32_t)(u >> 16), iv = (int32_t)(v >> 16);
    if (u >= 0 && v >= 0 && iu + 1 < width && iv + 1 < height) {
        const uint8_t *tap = mask + (int64_t)iv * width + iu;
        return RK_FN(bilinear_weighted)(tap[0], tap[1], tap[width], tap[width + 1], (int32_t)((u >> 8) & 0xFF),
                                        (int32_t)((v >> 8) & 0xFF));
    }
    return RK_FN(bilinear_edge)(mask, width, height, u, v);
}

#if RK_AVX2
/// The whole parts (`iu`, `iv`) and 8-bit fractions (`wu`, `wv`) of eight samples from the first
/// at (u, v), (du, dv) apart, each |du|, |dv| < 2²⁴; the whole parts must fit 32 bits.
RK_INLINE void RK_FN(bilinear8_lanes)(int64_t u, int64_t v, int32_t du, int32_t dv, __m256i *iu, __m256i *iv, __m256i *wu,
                                      __m256i *wv) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), byte = _mm256_set1_epi32(0xFF);
    // Within the block the offsets from the first sample's whole pixel fit 32 bits.
    const __m256i fu = _mm256_add_epi32(_mm256_set1_epi32((int32_t)(u & 0xFFFF)), _mm256_mullo_epi32(lane, _mm256_set1_epi32(du)));
    const __m256i fv = _mm256_add_epi32(_mm256_set1_epi32((int32_t)(v & 0xFFFF)), _mm256_mullo_epi32(lane, _mm256_set1_epi32(dv)));
    *iu = _mm256_add_epi32(_mm256_srai_epi32(fu, 16), _mm256_set1_epi32((int32_t)(u >> 16)));
    *iv = _mm256_add_epi32(_mm256_srai_epi32(fv, 16), _mm256_set1_epi32((int32_t)(v >> 16)));
    *wu = _mm256_and_si256(_mm256_srli_epi32(fu, 8), byte);
    *wv = _mm256_and_si256(_mm256_srli_epi32(fv, 8), byte);
}

/// `bilinear_weighted` for eight samples, their upper and lower tap pairs in the low two bytes of
/// `top` and `bottom`: eight bytes.
RK_INLINE __m128i RK_FN(bilinear8_mix)(__m256i top, __m256i bottom, __m256i wu, __m256i wv) {
    const __m256i byte = _mm256_set1_epi32(0xFF), full = _mm256_set1_epi32(256);
    const __m256i a = _mm256_and_si256(top, byte), b = _mm256_and_si256(_mm256_srli_epi32(top, 8), byte);
    const __m256i c = _mm256_and_si256(bottom, byte), d = _mm256_and_si256(_mm256_srli_epi32(bottom, 8), byte);
    const __m256i wu_rest = _mm256_sub_epi32(full, wu), wv_rest = _mm256_sub_epi32(full, wv);
    const __m256i upper = _mm256_add_epi32(_mm256_mullo_epi32(a, wu_rest), _mm256_mullo_epi32(b, wu));
    const __m256i lower = _mm256_add_epi32(_mm256_mullo_epi32(c, wu_rest), _mm256_mullo_epi32(d, wu));
    const __m256i sum = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(upper, wv_rest), _mm256_mullo_epi32(lower, wv)),
                                         _mm256_set1_epi32(32768));
    const __m256i value = _mm256_srli_epi32(sum, 16);
    // Eight 32-bit values (each ≤ 255) to eight bytes.
    const __m128i packed16 = _mm_packus_epi32(_mm256_castsi256_si128(value), _mm256_extracti128_si256(value, 1));
    return _mm_packus_epi16(packed16, packed16);
}

/// Eight samples of a mask with a clear border (`rk_sample_bilinear`), from the first at (u, v):
/// a lane whose taps are not all inside the mask reads none and is 0, which it is (every tap is
/// either outside or on the clear border). The gathers read four bytes from each left tap, and
/// the last row (clear) is never read as a lower tap, so no read passes the mask's end.
RK_INLINE __m128i RK_FN(bilinear8_clear_border)(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v,
                                                int32_t du, int32_t dv) {
    __m256i iu, iv, wu, wv;
    RK_FN(bilinear8_lanes)(u, v, du, dv, &iu, &iv, &wu, &wv);
    const __m256i inside = _mm256_and_si256(
        _mm256_and_si256(_mm256_cmpgt_epi32(iu, _mm256_set1_epi32(-1)), _mm256_cmpgt_epi32(_mm256_set1_epi32(width - 1), iu)),
        _mm256_and_si256(_mm256_cmpgt_epi32(iv, _mm256_set1_epi32(-1)), _mm256_cmpgt_epi32(_mm256_set1_epi32(height - 1), iv)));
    const __m256i lower_inside = _mm256_and_si256(inside, _mm256_cmpgt_epi32(_mm256_set1_epi32(height - 2), iv));
    const __m256i zero = _mm256_setzero_si256();
    // Lanes outside get offset 0 (never read): no product of a far coordinate can overflow.
    // Their taps read as 0, and four zero taps weigh to 0.
    const __m256i offset = _mm256_and_si256(_mm256_add_epi32(_mm256_mullo_epi32(iv, _mm256_set1_epi32(width)), iu), inside);
    const __m256i top = _mm256_mask_i32gather_epi32(zero, (const int *)mask, offset, inside, 1);
    const __m256i bottom = _mm256_mask_i32gather_epi32(zero, (const int *)(mask + width), offset, lower_inside, 1);
    return RK_FN(bilinear8_mix)(top, bottom, wu, wv);
}
#endif

void RK_FN(rk_sample_bilinear)(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v,
                               int32_t du, int32_t dv, uint8_t *out, int32_t count, int32_t clear_border) {
    (void)clear_border; // What the baseline build, one sample at a time, has no use for.
    int32_t index = 0;
#if RK_AVX2
    // Steps beyond 2²⁴ (a mask sampled more than 256 pixels apart) would overflow the lanes'
    // offsets: those go one by one.
    const int vectors = du > -(1 << 24) && du < (1 << 24) && dv > -(1 << 24) && dv < (1 << 24);
    // A mask with a clear border (a whole blur, its margin beyond the blur's reach) needs no
    // tests: every block, the last one too, goes eight at a time with the lanes outside at 0.
    // Its lanes' whole parts must fit 32 bits: the run, and the last block's spare lanes, stay
    // within 2²⁰ pixels of the mask's origin (as any run near the mask does).
    const int64_t reach = (int64_t)1 << 36;
    const int64_t u_end = u + (int64_t)du * (count + 8), v_end = v + (int64_t)dv * (count + 8);
    const int near = u > -reach && u < reach && v > -reach && v < reach && u_end > -reach && u_end < reach &&
                     v_end > -reach && v_end < reach;
    if (vectors && near && clear_border && width >= 3 && height >= 3) {
        for (; index + 8 <= count; index += 8) {
            _mm_storel_epi64((__m128i *)(out + index), RK_FN(bilinear8_clear_border)(mask, width, height, u, v, du, dv));
            u += (int64_t)du * 8;
            v += (int64_t)dv * 8;
        }
        if (index < count) {
            uint8_t last[16];
            _mm_storel_epi64((__m128i *)last, RK_FN(bilinear8_clear_border)(mask, width, height, u, v, du, dv));
            memcpy(out + index, last, (size_t)(count - index));
        }
        return;
    }
    // Eight samples at a time where all their taps are inside the mask with columns to spare
    // (each gather reads four bytes from the left tap): two 32-bit gathers fetch the upper and
    // the lower tap pairs.
    while (vectors && index + 8 <= count) {
        int64_t u_last = u + (int64_t)du * 7, v_last = v + (int64_t)dv * 7;
        int64_t u_low = du >= 0 ? u : u_last, u_high = du >= 0 ? u_last : u;
        int64_t v_low = dv >= 0 ? v : v_last, v_high = dv >= 0 ? v_last : v;
        if (u_low < 0 || (u_high >> 16) + 4 > width || v_low < 0 || (v_high >> 16) + 2 > height) {
            for (int k = 0; k < 8; k++) {
                out[index + k] = RK_FN(bilinear_sample)(mask, width, height, u, v);
                u += du;
                v += dv;
            }
            index += 8;
            continue;
        }
        __m256i iu, iv, wu, wv;
        RK_FN(bilinear8_lanes)(u, v, du, dv, &iu, &iv, &wu, &wv);
        const __m256i offset = _mm256_add_epi32(_mm256_mullo_epi32(iv, _mm256_set1_epi32(width)), iu);
        const __m256i top = _mm256_i32gather_epi32((const int *)mask, offset, 1);
        const __m256i bottom = _mm256_i32gather_epi32((const int *)(mask + width), offset, 1);
        _mm_storel_epi64((__m128i *)(out + index), RK_FN(bilinear8_mix)(top, bottom, wu, wv));
        u += (int64_t)du * 8;
        v += (int64_t)dv * 8;
        index += 8;
    }
#endif
    for (; index < count; index++) {
        out[index] = RK_FN(bilinear_sample)(mask, width, height, u, v);
        u += du;
        v += dv;
    }
}
