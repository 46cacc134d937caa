// The sweep of accumulated cells into coverage, written once and included by Kernels.c once per
// instruction set (see KernelBody.h for RK_FN and RK_AVX2). Only lane-wise IEEE operations in the
// same order in both builds, and no contraction into fused multiply-adds: the builds give the same
// bytes.

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

int32_t RK_FN(rk_sweep_row)(float *cells, int32_t first, int32_t end, int32_t fill_to, int32_t even_odd,
                            float *sum_io, uint8_t *coverage, rk_sweep_piece *pieces) {
    float sum = *sum_io;
    int32_t count = 0, span_start = first, at = first;
    const f8 zero = 0.0f;
    while (at + 8 <= end) {
        f8 block;
        memcpy(&block, cells + at, sizeof block);
        if (!__builtin_reduce_or(block != zero)) {
            // A stretch of unchanged coverage (an interior, a hole): one run, skipped eight cells
            // at a time.
            int32_t run_end = at + 8;
            for (;;) {
                if (run_end + 8 > end) break;
                f8 next;
                memcpy(&next, cells + run_end, sizeof next);
                if (__builtin_reduce_or(next != zero)) break;
                run_end += 8;
            }
            if (at > span_start) pieces[count++] = (rk_sweep_piece){span_start, at, -1};
            const uint8_t level = RK_FN(sweep_level1)(sum, even_odd);
            if (level != 0) pieces[count++] = (rk_sweep_piece){at, run_end, level};
            at = run_end;
            span_start = run_end;
            continue;
        }
        // The running sum within the block in three shifted additions, then the carry.
        f8 prefix = block;
        prefix += __builtin_shufflevector(prefix, zero, 8, 0, 1, 2, 3, 4, 5, 6);
        prefix += __builtin_shufflevector(prefix, zero, 8, 9, 0, 1, 2, 3, 4, 5);
        prefix += __builtin_shufflevector(prefix, zero, 8, 9, 10, 11, 0, 1, 2, 3);
        prefix += sum;
        sum = prefix[7];
        const u8x8 levels = __builtin_convertvector(RK_FN(sweep_levels8)(prefix, even_odd), u8x8);
        memcpy(coverage + at, &levels, sizeof levels);
        memcpy(cells + at, &zero, sizeof zero);
        at += 8;
    }
    for (; at < end; at++) {
        sum += cells[at];
        cells[at] = 0;
        coverage[at] = RK_FN(sweep_level1)(sum, even_odd);
    }
    if (end > span_start) pieces[count++] = (rk_sweep_piece){span_start, end, -1};
    // Past the touched cells the row keeps its final sum: a shape reaching beyond the right
    // edge of the area covers it to there.
    if (fill_to > end) {
        const uint8_t level = RK_FN(sweep_level1)(sum, even_odd);
        if (level != 0) pieces[count++] = (rk_sweep_piece){end, fill_to, level};
    }
    *sum_io = sum;
    return count;
}
