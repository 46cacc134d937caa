// The sweep of accumulated cells into coverage, written once and included by Kernels.c once per
// instruction set (see KernelBuilds.h). Only lane-wise IEEE operations in the same order in both
// builds, and no contraction into fused multiply-adds: the builds give the same bytes.

#pragma clang fp contract(off)

/// Each lane's coverage level (0…255) for the winding sums `sum`.
RK_INLINE i32x8 RK_FN(sweep_levels8)(f8 sum, int even_odd) {
    f8 a = RK_FN(magnitude8)(sum);
    if (even_odd) {
        // a ≥ 0, so truncation is the floor; sums beyond 2²⁴ cannot occur (a pixel's winding
        // is at most the number of edges through it).
        f8 pairs = __builtin_convertvector(__builtin_convertvector(a * 0.5f, i32x8), f8);
        a = a - 2.0f * pairs;
        a = RK_FN(select8)(a > 1.0f, 2.0f - a, a);
    } else {
        a = RK_FN(minimum)(a, 1.0f);
    }
    return __builtin_convertvector(a * 255.0f + 0.5f, i32x8);
}

RK_INLINE uint8_t RK_FN(sweep_level1)(float sum, int even_odd) {
    float a = sum < 0 ? -sum : sum;
    if (even_odd) {
        a = a - 2.0f * (float)(int32_t)(a * 0.5f);
        if (a > 1.0f) a = 2.0f - a;
    } else if (a > 1.0f) {
        a = 1.0f;
    }
    return (uint8_t)(int32_t)(a * 255.0f + 0.5f);
}

/// The first column of the next touched eight of a row, its bit cleared, or -1 when none is left.
/// `word` (start at -1) and `bits` (start at 0) carry the walk from one call to the next.
RK_INLINE int32_t RK_FN(next_touched)(uint64_t *touched, int32_t words, int32_t *word, uint64_t *bits) {
    while (!*bits) {
        if (++*word >= words) return -1;
        *bits = touched[*word];
        touched[*word] = 0;
    }
    const int32_t at = (*word * 64 + __builtin_ctzll(*bits)) * 8;
    *bits &= *bits - 1;
    return at;
}

/// The levels of the eight cells at `cells`, which it zeroes, carrying the running sum `sum`.
RK_INLINE i32x8 RK_FN(sweep_eight)(float *cells, float *sum, int even_odd) {
    const f8 zero = 0.0f;
    f8 prefix;
    memcpy(&prefix, cells, sizeof prefix);
    memcpy(cells, &zero, sizeof zero);
    // The running sum within the eight in three shifted additions, then the carry.
    prefix += __builtin_shufflevector(prefix, zero, 8, 0, 1, 2, 3, 4, 5, 6);
    prefix += __builtin_shufflevector(prefix, zero, 8, 9, 0, 1, 2, 3, 4, 5);
    prefix += __builtin_shufflevector(prefix, zero, 8, 9, 10, 11, 0, 1, 2, 3);
    prefix += *sum;
    *sum = prefix[7];
    return RK_FN(sweep_levels8)(prefix, even_odd);
}

int32_t RK_FN(rk_sweep_row)(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                            uint8_t *coverage, rk_sweep_piece *pieces) {
    float sum = 0;
    int32_t count = 0;
    // Columns before `swept` have their pieces; a span of touched eights is open from `span_start`
    // when it is ≥ 0.
    int32_t swept = 0, span_start = -1, word = -1;
    uint64_t bits = 0;
    for (int32_t at; (at = RK_FN(next_touched)(touched, words, &word, &bits)) >= 0;) {
        if (at >= width) {
            // Cells past the visible columns only ever feed sums nobody reads.
            memset(cells + at, 0, 8 * sizeof *cells);
            continue;
        }
        if (at > swept) {
            // Untouched eights before this one keep the running sum: one run, never read.
            if (span_start >= 0) pieces[count++] = (rk_sweep_piece){span_start, swept, -1};
            const uint8_t level = RK_FN(sweep_level1)(sum, even_odd);
            if (level != 0) pieces[count++] = (rk_sweep_piece){swept, at, level};
            span_start = at;
        } else if (span_start < 0) {
            span_start = at;
        }
        const u8x8 levels = __builtin_convertvector(RK_FN(sweep_eight)(cells + at, &sum, even_odd), u8x8);
        memcpy(coverage + at, &levels, sizeof levels);
        swept = at + 8;
    }
    if (swept > width) swept = width;
    if (span_start >= 0) pieces[count++] = (rk_sweep_piece){span_start, swept, -1};
    // Past the last touched eight the row keeps its final sum: a shape reaching beyond the right
    // edge of the area covers it to there.
    if (swept > 0 && width > swept) {
        const uint8_t level = RK_FN(sweep_level1)(sum, even_odd);
        if (level != 0) pieces[count++] = (rk_sweep_piece){swept, width, level};
    }
    return count;
}

/// Stores `color` into `count` pixels. Runs inside a shape are mostly short (the tiger's average
/// about 90 pixels): stored here in eights, the last eight overlapping, with no call (which would
/// spill the sweep's vector registers around it); long ones go to `pixel_fill`.
RK_INLINE void RK_FN(fill_run)(uint32_t *row, int32_t count, uint32_t color) {
    if (count >= 512 || count < 8) {
        if (count >= 8) {
            pixel_fill(row, color, (size_t)count);
        } else {
            for (int32_t i = 0; i < count; i++) row[i] = color;
        }
        return;
    }
    const u32x8 lanes = color;
    for (int32_t i = 0; i + 8 < count; i += 8) memcpy(row + i, &lanes, sizeof lanes);
    memcpy(row + count - 8, &lanes, sizeof lanes);
}

/// Blends `color` through one coverage `level` into `count` pixels: a run of the sweep.
RK_INLINE void RK_FN(blend_run)(uint32_t *row, int32_t count, uint8_t level, uint32_t color, int opaque) {
    if (level == 0 || count <= 0) return;
    if (level == 255 && opaque) {
        RK_FN(fill_run)(row, count, color);
        return;
    }
    const uint32_t source = level == 255 ? color : scale_pixel(color, level);
    const uint32_t inverse = 255 - (source >> 24);
    // Branch-free, so the compiler vectorizes it.
    for (int32_t i = 0; i < count; i++) row[i] = source + scale_pixel(row[i], inverse);
}

/// `ahead_pixels` and `ahead_cells`: how far the row swept next lies from this one in pixels and
/// in cells (0 when none is), for prefetching. `spare`: as `rk_band_sweep` has it.
RK_INLINE void RK_FN(sweep_row_solid)(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                                      uint32_t *row, uint32_t color, int opaque, intptr_t ahead_pixels, intptr_t ahead_cells,
                                      int32_t spare) {
    float sum = 0;
    int32_t swept = 0, word = -1;
    uint64_t bits = 0;
    for (int32_t at; (at = RK_FN(next_touched)(touched, words, &word, &bits)) >= 0;) {
        if (at >= width) {
            memset(cells + at, 0, 8 * sizeof *cells);
            continue;
        }
        // The row below is swept next and a shape's outline moves little from row to row, so its
        // pixels and cells here are asked for now: a frame's pixels outgrow a second-level cache
        // (2.5 MB at 800 × 800; Zen 3 has 512 KiB), and each eight's loads otherwise wait on the
        // third level. Measured on the tiger (Zen 3, 14 alternating runs): 3 % less time; two
        // rows ahead, no better.
        __builtin_prefetch(row + ahead_pixels + at, 1);
        __builtin_prefetch(cells + ahead_cells + at, 1);
        if (at > swept) RK_FN(blend_run)(row + swept, at - swept, RK_FN(sweep_level1)(sum, even_odd), color, opaque);
        const i32x8 level_lanes = RK_FN(sweep_eight)(cells + at, &sum, even_odd);
        // A row's last touched eight usually reaches past the last column (a shape's area is its
        // bounds, whose width is rarely a multiple of eight): where the shape leaves the pixels
        // beyond uncovered, their running sum is the row's total, 0, and they blend through
        // coverage 0 with the rest, rather than the eight's columns one by one (on the tiger, a
        // ninth of the sweep's time).
        if (at + 8 <= width + spare) {
            // Straight from the lanes and without tests: coverage 0 leaves a pixel as it is
            // and full coverage of an opaque colour stores it (scaling by 255 is exact).
            RK_FN(blend8_factors)(row + at, RK_FN(low_factors)(level_lanes), RK_FN(high_factors)(level_lanes), color, opaque);
        } else {
            const u8x8 levels = __builtin_convertvector(level_lanes, u8x8);
            for (int32_t column = at; column < width; column++)
                RK_FN(blend1)(row + column, levels[column - at], color, opaque);
        }
        swept = at + 8;
    }
    if (swept > 0 && width > swept) RK_FN(blend_run)(row + swept, width - swept, RK_FN(sweep_level1)(sum, even_odd), color, opaque);
}

void RK_FN(rk_sweep_row_solid)(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                               uint32_t *row, uint32_t color) {
    RK_FN(sweep_row_solid)(cells, touched, words, width, even_odd, row, color, color >> 24 == 255, 0, 0, 0);
}

void RK_FN(rk_clear_row)(float *cells, uint64_t *touched, int32_t words) {
    int32_t word = -1;
    uint64_t bits = 0;
    for (int32_t at; (at = RK_FN(next_touched)(touched, words, &word, &bits)) >= 0;) memset(cells + at, 0, 8 * sizeof *cells);
}

/// `rk_sweep_band_solid` for one colour kind and fill rule, each a constant where inlined: the
/// rows' loops then carry no test of either.
RK_INLINE void RK_FN(sweep_band_solid)(float *cells, uint64_t *touched, const rk_band_sweep *sweep, uint32_t *pixels,
                                       uint32_t color, int opaque, int even_odd, int one_word) {
    // Copied out: the pixels may alias the description's integers (a uint32_t store may change an
    // int32_t), which would make the compiler reload every field on every row.
    const int32_t rows = sweep->rows, first = sweep->first, end = sweep->end, words = one_word ? 1 : sweep->words;
    const int32_t width = sweep->width, spare = sweep->spare;
    const intptr_t stride = sweep->stride, row_pixels = sweep->row_pixels;
    uint32_t *row = pixels + (intptr_t)sweep->top * row_pixels + sweep->left;
    float *line = cells;
    uint64_t *marks = touched;
    // Rows above and below `first ..< end` are only cleared: three loops with no test of which a
    // row is. The next row's pixels and cells are asked for even past the last (a prefetch never
    // faults), which saves choosing.
    int32_t r = 0;
    for (; r < first; r++, line += stride, marks += words, row += row_pixels) RK_FN(rk_clear_row)(line, marks, words);
    for (; r < end; r++, line += stride, marks += words, row += row_pixels)
        RK_FN(sweep_row_solid)(line, marks, words, width, even_odd, row, color, opaque, row_pixels, stride, spare);
    for (; r < rows; r++, line += stride, marks += words) RK_FN(rk_clear_row)(line, marks, words);
}

/// `sweep_band_solid` with the colour kind and fill rule made constants, for one mark layout.
RK_INLINE void RK_FN(sweep_band_solid_kinds)(float *cells, uint64_t *touched, const rk_band_sweep *sweep,
                                             uint32_t *pixels, uint32_t color, int one_word) {
    const int opaque = color >> 24 == 255, even_odd = sweep->even_odd != 0;
    if (opaque) {
        if (even_odd) RK_FN(sweep_band_solid)(cells, touched, sweep, pixels, color, 1, 1, one_word);
        else RK_FN(sweep_band_solid)(cells, touched, sweep, pixels, color, 1, 0, one_word);
    } else {
        if (even_odd) RK_FN(sweep_band_solid)(cells, touched, sweep, pixels, color, 0, 1, one_word);
        else RK_FN(sweep_band_solid)(cells, touched, sweep, pixels, color, 0, 0, one_word);
    }
}

void RK_FN(rk_sweep_band_solid)(float *cells, uint64_t *touched, const rk_band_sweep *sweep, uint32_t *pixels,
                                uint32_t color) {
    // A band at most 512 cells wide has one word of marks a row: its walk over the words folds away.
    if (sweep->words == 1) RK_FN(sweep_band_solid_kinds)(cells, touched, sweep, pixels, color, 1);
    else RK_FN(sweep_band_solid_kinds)(cells, touched, sweep, pixels, color, 0);
}

void RK_FN(rk_blend_run)(uint32_t *row, int32_t count, uint8_t level, uint32_t color) {
    RK_FN(blend_run)(row, count, level, color, color >> 24 == 255);
}
