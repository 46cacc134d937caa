// Per-pixel gradient shading, written once and included by Kernels.c once per instruction set (see
// KernelBuilds.h). Each pixel goes through the same IEEE operations in the same order as the Swift
// mapping it replaces (AngularMapping, GradientRamp.index), with no contraction into fused
// multiply-adds, so both builds give that mapping's bytes exactly.

#pragma clang fp contract(off)

RK_INLINE d4 RK_FN(select4d)(i64x4 mask, d4 when_true, d4 when_false) {
    return (d4)(((i64x4)when_true & mask) | ((i64x4)when_false & ~mask));
}

/// `AngularMapping.atan2`: a rational reduction to [0, 1] and Abramowitz & Stegun's 4.4.49
/// polynomial; 0 where both components are 0.
RK_INLINE double RK_FN(angular_atan1)(double y, double x) {
    const double ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
    const double larger = ax > ay ? ax : ay;
    const double smaller = ax > ay ? ay : ax;
    if (!(larger > 0)) return 0;
    const double q = smaller / larger;
    const double s = q * q;
    double r = ((((0.0208351 * s - 0.0851330) * s + 0.1801410) * s - 0.3302995) * s + 0.9998660) * q;
    if (ay > ax) r = M_PI / 2 - r;
    if (x < 0) r = M_PI - r;
    return y < 0 ? -r : r;
}

/// The table index of one offset from the centre, every spread and span (`AngularMapping.parameter`
/// then `GradientRamp.index`).
RK_INLINE int32_t RK_FN(angular_index1)(const rk_angular *g, double dx, double dy) {
    const double tau = 2 * M_PI;
    double delta = g->direction * RK_FN(angular_atan1)(dy, dx) - g->start_offset;
    if (delta < 0) delta += tau;
    if (delta < 0) delta += tau;
    if (delta >= tau) delta -= tau;
    if (g->span > tau) {
        delta += tau * floor((g->span - delta) / tau);
    } else if (delta > g->pad_split) {
        delta -= tau;
    }
    double t = delta / g->span;
    if (g->repeat) {
        const double w = t - floor(t);
        t = w < 1 ? w : 0;
    }
    if (!(t > 0)) return 0;
    if (!(t < 1)) return 255;
    const int32_t index = (int32_t)ceil(t * 256) - 1;
    return index > 0 ? index : 0;
}

/// `angular_index1` for four offsets at once, for the pad spread and a span of at most a turn
/// (no rounding to whole turns): the same operations lane by lane, branches turned into selects.
RK_INLINE i32x4 RK_FN(angular_index4)(const rk_angular *g, d4 dx, d4 dy) {
    const double tau = 2 * M_PI;
    const i64x4 magnitude_bits = 0x7fffffffffffffffLL;
    const d4 ax = (d4)((i64x4)dx & magnitude_bits), ay = (d4)((i64x4)dy & magnitude_bits);
    const i64x4 x_wider = ax > ay;
    const d4 larger = RK_FN(select4d)(x_wider, ax, ay), smaller = RK_FN(select4d)(x_wider, ay, ax);
    const d4 q = smaller / larger;
    const d4 s = q * q;
    d4 r = ((((0.0208351 * s - 0.0851330) * s + 0.1801410) * s - 0.3302995) * s + 0.9998660) * q;
    r = RK_FN(select4d)(ay > ax, M_PI / 2 - r, r);
    r = RK_FN(select4d)(dx < 0, M_PI - r, r);
    r = RK_FN(select4d)(dy < 0, -r, r);
    const d4 zero = 0.0;
    r = RK_FN(select4d)(larger > 0, r, zero);
    d4 delta = g->direction * r - g->start_offset;
    delta = RK_FN(select4d)(delta < 0, delta + tau, delta);
    delta = RK_FN(select4d)(delta < 0, delta + tau, delta);
    delta = RK_FN(select4d)(delta >= tau, delta - tau, delta);
    delta = RK_FN(select4d)(delta > g->pad_split, delta - tau, delta);
    const d4 t = delta / g->span;
    // Below 0 (or NaN) the first entry, from 1 the last; between, ⌈256·t⌉ - 1 by truncation and a
    // step up where it fell short (t · 256 lies in 0…256, so every conversion is exact).
    const d4 one = 1.0;
    const d4 clamped = RK_FN(select4d)(t > 0, RK_FN(select4d)(t < 1, t, one), zero);
    const d4 scaled = clamped * 256;
    const i32x4 whole = __builtin_convertvector(scaled, i32x4);
    const i32x4 short_of = __builtin_convertvector(__builtin_convertvector(whole, d4) < scaled, i32x4);
    const i32x4 index = whole - short_of - 1;
    return index & ~(index >> 31);
}

void RK_FN(rk_shade_angular)(const rk_angular *g, uint32_t *row, int32_t x, int32_t y, int32_t count,
                             const uint8_t *coverage, uint8_t level) {
    if (!coverage && level == 0) return;
    const double tau = 2 * M_PI;
    const int vector = !g->repeat && g->span <= tau;
    // As `PixelToGradientSpace.point`: (a·px + c·py) + ox, the row's terms worked out once.
    const double py = (double)y + 0.5, cy = g->c * py, dy_row = g->d * py;
    const uint32_t *table = g->table;
    const uint32_t opacity = g->opacity;
    for (int32_t i = 0; i < count; i += 4) {
        const int32_t n = count - i < 4 ? count - i : 4;
        if (coverage && n == 4) {
            uint32_t four;
            memcpy(&four, coverage + i, 4);
            if (four == 0) continue;
        }
        int32_t indices[4];
        if (vector) {
            const double first = (double)(x + i) + 0.5;
            const d4 px = (d4){first, first + 1, first + 2, first + 3};
            const i32x4 found = RK_FN(angular_index4)(g, g->a * px + cy + g->ox, g->b * px + dy_row + g->oy);
            memcpy(indices, &found, sizeof indices);
        } else {
            for (int32_t k = 0; k < n; k++) {
                const double px = (double)(x + i + k) + 0.5;
                indices[k] = RK_FN(angular_index1)(g, g->a * px + cy + g->ox, g->b * px + dy_row + g->oy);
            }
        }
        for (int32_t k = 0; k < n; k++) {
            const uint32_t c = coverage ? coverage[i + k] : level;
            if (c == 0) continue;
            uint32_t color = table[indices[k]];
            if (opacity != 255) color = scale_pixel(color, opacity);
            const uint32_t source = c == 255 ? color : scale_pixel(color, c);
            // An opaque source replaces the pixel (scaling by 0 gives 0): no read to wait for.
            row[i + k] = source >> 24 == 255 ? source : source + scale_pixel(row[i + k], 255 - (source >> 24));
        }
    }
}
