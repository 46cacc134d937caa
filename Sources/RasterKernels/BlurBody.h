// The box passes of a shadow's blur (see `BoxBlur` in Raster), written once and included by
// Kernels.c once per instruction set (see KernelBody.h for RK_FN and RK_AVX2). Integer arithmetic
// only, so both builds give the bytes the Swift reference gives; the AVX2 build's compiler widens
// the column pass's loops to eight or more columns a step.

/// `(sum + d / 2) / d` for the box width d the `rk_box_divisor` was made for.
RK_INLINE uint8_t RK_FN(box_average)(uint32_t sum, uint32_t half, uint32_t multiplier) {
    return (uint8_t)(((uint64_t)(sum + half) * multiplier) >> 32);
}

/// One running-sum box pass of width 2 · radius + 1 along `rows` rows of `count` samples (zero
/// outside): four rows at once where four remain, whose sums are independent chains of additions.
RK_INLINE void RK_FN(box_rows)(const uint8_t *source, uint8_t *target, int32_t count, int32_t rows, int32_t radius,
                               uint32_t half, uint32_t multiplier) {
    // Samples enter the box (from i + radius + 1) while i < entering, and leave it (at i - radius)
    // from i ≥ radius; a row no longer than the radius has no middle.
    const int32_t entering = count - radius - 1 > 0 ? count - radius - 1 : 0;
    const int32_t first = radius < entering ? radius : entering;
    int32_t second = radius > entering ? radius : entering;
    if (second > count) second = count;
    const int32_t last_in = radius < count - 1 ? radius : count - 1;
    int32_t row = 0;
    for (; row + 4 <= rows; row += 4) {
        const uint8_t *s = source + (intptr_t)row * count;
        uint8_t *t = target + (intptr_t)row * count;
        const intptr_t n = count;
        uint32_t sum0 = 0, sum1 = 0, sum2 = 0, sum3 = 0;
        for (int32_t i = 0; i <= last_in; i++) {
            sum0 += s[i]; sum1 += s[n + i]; sum2 += s[2 * n + i]; sum3 += s[3 * n + i];
        }
        int32_t i = 0;
        for (; i < first; i++) {
            t[i] = RK_FN(box_average)(sum0, half, multiplier); t[n + i] = RK_FN(box_average)(sum1, half, multiplier);
            t[2 * n + i] = RK_FN(box_average)(sum2, half, multiplier); t[3 * n + i] = RK_FN(box_average)(sum3, half, multiplier);
            const int32_t in = i + radius + 1;
            sum0 += s[in]; sum1 += s[n + in]; sum2 += s[2 * n + in]; sum3 += s[3 * n + in];
        }
        for (; i < second; i++) {
            t[i] = RK_FN(box_average)(sum0, half, multiplier); t[n + i] = RK_FN(box_average)(sum1, half, multiplier);
            t[2 * n + i] = RK_FN(box_average)(sum2, half, multiplier); t[3 * n + i] = RK_FN(box_average)(sum3, half, multiplier);
            if (radius <= entering) {
                const int32_t in = i + radius + 1, out = i - radius;
                sum0 = sum0 + s[in] - s[out]; sum1 = sum1 + s[n + in] - s[n + out];
                sum2 = sum2 + s[2 * n + in] - s[2 * n + out]; sum3 = sum3 + s[3 * n + in] - s[3 * n + out];
            }
        }
        for (; i < count; i++) {
            t[i] = RK_FN(box_average)(sum0, half, multiplier); t[n + i] = RK_FN(box_average)(sum1, half, multiplier);
            t[2 * n + i] = RK_FN(box_average)(sum2, half, multiplier); t[3 * n + i] = RK_FN(box_average)(sum3, half, multiplier);
            const int32_t out = i - radius;
            sum0 -= s[out]; sum1 -= s[n + out]; sum2 -= s[2 * n + out]; sum3 -= s[3 * n + out];
        }
    }
    for (; row < rows; row++) {
        const uint8_t *s = source + (intptr_t)row * count;
        uint8_t *t = target + (intptr_t)row * count;
        uint32_t sum = 0;
        for (int32_t i = 0; i <= last_in; i++) sum += s[i];
        for (int32_t i = 0; i < count; i++) {
            t[i] = RK_FN(box_average)(sum, half, multiplier);
            const int32_t in = i + radius + 1, out = i - radius;
            if (in < count) sum += s[in];
            if (out >= 0) sum -= s[out];
        }
    }
}

/// The same box down every column at once, one running sum per column, a row at a time: the inner
/// loops run along rows, contiguous, and vectorise.
RK_INLINE void RK_FN(box_columns)(const uint8_t *source, uint8_t *target, uint32_t *sums, int32_t width, int32_t height,
                                  int32_t radius, uint32_t half, uint32_t multiplier) {
    memset(sums, 0, (size_t)width * sizeof *sums);
    const int32_t last_in = radius < height - 1 ? radius : height - 1;
    for (int32_t row = 0; row <= last_in; row++) {
        const uint8_t *line = source + (intptr_t)row * width;
        for (int32_t x = 0; x < width; x++) sums[x] += line[x];
    }
    for (int32_t row = 0; row < height; row++) {
        uint8_t *out = target + (intptr_t)row * width;
        for (int32_t x = 0; x < width; x++) out[x] = RK_FN(box_average)(sums[x], half, multiplier);
        const int32_t incoming = row + radius + 1, outgoing = row - radius;
        if (incoming < height && outgoing >= 0) {
            const uint8_t *in = source + (intptr_t)incoming * width, *gone = source + (intptr_t)outgoing * width;
            for (int32_t x = 0; x < width; x++) sums[x] = sums[x] + in[x] - gone[x];
        } else if (incoming < height) {
            const uint8_t *in = source + (intptr_t)incoming * width;
            for (int32_t x = 0; x < width; x++) sums[x] += in[x];
        } else if (outgoing >= 0) {
            const uint8_t *gone = source + (intptr_t)outgoing * width;
            for (int32_t x = 0; x < width; x++) sums[x] -= gone[x];
        }
    }
}

void RK_FN(rk_box_blur)(uint8_t *values, uint8_t *scratch, uint32_t *sums, int32_t width, int32_t height,
                        const int32_t *box_widths, int32_t passes) {
    if (width <= 0 || height <= 0) return;
    for (int32_t pass = 0; pass < passes; pass++) {
        const int32_t box = box_widths[pass];
        if (box <= 1) continue;
        const uint32_t half = (uint32_t)(box / 2);
        const uint32_t multiplier = (uint32_t)((((uint64_t)1 << 32) + (uint64_t)box - 1) / (uint64_t)box);
        RK_FN(box_rows)(values, scratch, width, height, box / 2, half, multiplier);
        RK_FN(box_columns)(scratch, values, sums, width, height, box / 2, half, multiplier);
    }
}
