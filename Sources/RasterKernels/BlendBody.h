// Source-over blending of a premultiplied colour through coverage (16-bit lanes, x·f/255 as one
// high-half multiply), the compositing of whole rows of pixels, and the fill of a row's stretches
// with a shape's coverage evaluated and blended in one, written once and included by Kernels.c once
// per build, after CoverageBody.h (see KernelBuilds.h for the scheme, Kernels.c for RK_FN and
// RK_AVX2). The blends are integer arithmetic, so both builds give the same bytes. No include
// guard: that is the point.

/// x · f / 255 per channel, rounded to nearest (exact for 8-bit inputs): with t = x · f + 128,
/// ⌊(t + ⌊t / 256⌋) / 256⌋ equals ⌊t · 257 / 65536⌋, one high-half multiply.
RK_INLINE u16x16 RK_FN(scale)(u16x16 x, u16x16 factor) {
    u16x16 t = x * factor + 128;
    return __builtin_convertvector((__builtin_convertvector(t, u32x16) * 257) >> 16, u16x16);
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
    const u32x8 result = RK_FN(narrow_pair)(blended[0], blended[1]);
    memcpy(destination, &result, sizeof result);
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
