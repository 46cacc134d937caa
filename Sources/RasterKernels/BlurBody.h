// The box passes of a shadow's blur (see `BoxBlur` in Raster), written once and included by
// Kernels.c once per instruction set (see KernelBuilds.h). Integer arithmetic only, so both builds
// give the same bytes, the plain box filter's rounded averages; the AVX2 build's compiler widens
// the column pass's loops to eight or more columns a step.

/// `(sum + d / 2) / d` for a box width d (3…4095) whose `half` is d / 2 and `multiplier` ⌈2³² / d⌉:
/// exact for every sum of d bytes.
RK_INLINE uint8_t RK_FN(box_average)(uint32_t sum, uint32_t half, uint32_t multiplier) {
    return (uint8_t)(((uint64_t)(sum + half) * multiplier) >> 32);
}

/// Where a box pass of radius `radius` along `count` samples changes kind (see `rk_box_stretches`).
RK_INLINE rk_box_stretches RK_FN(box_stretches)(int32_t count, int32_t radius) {
    rk_box_stretches b;
    b.entering = count - radius - 1 > 0 ? count - radius - 1 : 0;
    b.first = radius < b.entering ? radius : b.entering;
    b.second = radius > b.entering ? radius : b.entering;
    if (b.second > count) b.second = count;
    b.last_in = radius < count - 1 ? radius : count - 1;
    return b;
}

/// Transposes the 16 × 16 bytes at `source` (rows `source_stride` apart) into `target` (rows
/// `target_stride` apart): four rounds of interleaving row i with row i + 8, the perfect shuffle,
/// which on 16 rows of 16 is the transpose.
RK_INLINE void RK_FN(transpose16)(const uint8_t *source, intptr_t source_stride, uint8_t *target, intptr_t target_stride) {
    u8x16 rows[16];
    for (int i = 0; i < 16; i++) memcpy(&rows[i], source + i * source_stride, sizeof rows[i]);
    for (int round = 0; round < 4; round++) {
        u8x16 mixed[16];
        for (int i = 0; i < 8; i++) {
            mixed[2 * i] = __builtin_shufflevector(rows[i], rows[i + 8], 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
            mixed[2 * i + 1] =
                __builtin_shufflevector(rows[i], rows[i + 8], 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
        }
        memcpy(rows, mixed, sizeof rows);
    }
    for (int i = 0; i < 16; i++) memcpy(target + i * target_stride, &rows[i], sizeof rows[i]);
}

/// Sixteen rows of `count` samples (`source`, `target`: the rows' starts, `count` apart) boxed
/// along their length at once: turned into `count` columns of 16 (`strip`, 16 · count bytes),
/// each step of the running sum then adds and averages a whole column in vector lanes, and the
/// result (`boxed`, as large) is turned back. The sums and rounding are the one-row pass's.
RK_INLINE void RK_FN(box_rows16)(const uint8_t *source, uint8_t *target, int32_t count, int32_t radius, uint32_t half,
                                 uint32_t multiplier, uint8_t *strip, uint8_t *boxed) {
    const int32_t whole = count & ~15;
    for (int32_t c = 0; c < whole; c += 16) RK_FN(transpose16)(source + c, count, strip + (intptr_t)c * 16, 16);
    for (int32_t c = whole; c < count; c++)
        for (int32_t r = 0; r < 16; r++) strip[(intptr_t)c * 16 + r] = source[(intptr_t)r * count + c];
    const rk_box_stretches stretches = RK_FN(box_stretches)(count, radius);
    const int32_t entering = stretches.entering, first = stretches.first, second = stretches.second;
    const int32_t last_in = stretches.last_in;
    u32x16 sum = 0;
    u8x16 lanes;
#define RK_BOX_COLUMN(i) (memcpy(&lanes, strip + (intptr_t)(i) * 16, sizeof lanes), __builtin_convertvector(lanes, u32x16))
#define RK_BOX_STORE(i)                                                                                               \
    do {                                                                                                              \
        const u64x16 scaled = __builtin_convertvector(sum + half, u64x16) * (uint64_t)multiplier;                     \
        const u8x16 average = __builtin_convertvector(__builtin_convertvector(scaled >> 32, u32x16), u8x16);          \
        memcpy(boxed + (intptr_t)(i) * 16, &average, sizeof average);                                                 \
    } while (0)
    for (int32_t i = 0; i <= last_in; i++) sum += RK_BOX_COLUMN(i);
    int32_t i = 0;
    for (; i < first; i++) {
        RK_BOX_STORE(i);
        sum += RK_BOX_COLUMN(i + radius + 1);
    }
    for (; i < second; i++) {
        RK_BOX_STORE(i);
        if (radius <= entering) sum = sum + RK_BOX_COLUMN(i + radius + 1) - RK_BOX_COLUMN(i - radius);
    }
    for (; i < count; i++) {
        RK_BOX_STORE(i);
        sum -= RK_BOX_COLUMN(i - radius);
    }
#undef RK_BOX_COLUMN
#undef RK_BOX_STORE
    for (int32_t c = 0; c < whole; c += 16) RK_FN(transpose16)(boxed + (intptr_t)c * 16, 16, target + c, count);
    for (int32_t c = whole; c < count; c++)
        for (int32_t r = 0; r < 16; r++) target[(intptr_t)r * count + c] = boxed[(intptr_t)c * 16 + r];
}

/// One running-sum box pass of width 2 · radius + 1 along `rows` rows of `count` samples (zero
/// outside): sixteen rows at once through `strip` (32 · count bytes), then four at
/// once where four remain, whose sums are independent chains of additions, then one by one.
RK_INLINE void RK_FN(box_rows)(const uint8_t *source, uint8_t *target, int32_t count, int32_t rows, int32_t radius,
                               uint32_t half, uint32_t multiplier, uint8_t *strip) {
    const rk_box_stretches stretches = RK_FN(box_stretches)(count, radius);
    const int32_t entering = stretches.entering, first = stretches.first, second = stretches.second;
    const int32_t last_in = stretches.last_in;
    int32_t row = 0;
    for (; row + 16 <= rows; row += 16)
        RK_FN(box_rows16)(source + (intptr_t)row * count, target + (intptr_t)row * count, count, radius, half, multiplier,
                          strip, strip + (intptr_t)count * 16);
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
        // The column sums are not needed until the rows are done: their memory holds the strips.
        RK_FN(box_rows)(values, scratch, width, height, box / 2, half, multiplier, (uint8_t *)sums);
        RK_FN(box_columns)(scratch, values, sums, width, height, box / 2, half, multiplier);
    }
}
