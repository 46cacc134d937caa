// Bilinear sampling of a byte mask (a blurred shadow resampled as its node turns, scales or sits
// between pixels), in 16.16 fixed point: integer arithmetic, so both builds give the same bytes;
// the AVX2 build gathers eight samples' taps at a time. Written once and included by Kernels.c once
// per build (see KernelBuilds.h for the scheme, Kernels.c for RK_FN and RK_AVX2). No include guard:
// that is the point.

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
/// The whole parts (`iu`, `iv`, two's complement) and 8-bit fractions (`wu`, `wv`) of eight samples
/// from the first at (u, v), (du, dv) apart, each |du|, |dv| < 2²⁴; the whole parts must fit 32
/// bits. The lanes wrap on overflow, as the instructions do.
RK_INLINE void RK_FN(bilinear8_lanes)(int64_t u, int64_t v, int32_t du, int32_t dv, u32x8 *iu, u32x8 *iv, u32x8 *wu,
                                      u32x8 *wv) {
    const u32x8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
    // Within the block the offsets from the first sample's whole pixel fit 32 bits.
    const u32x8 fu = (uint32_t)(u & 0xFFFF) + lane * (uint32_t)du;
    const u32x8 fv = (uint32_t)(v & 0xFFFF) + lane * (uint32_t)dv;
    *iu = (u32x8)((i32x8)fu >> 16) + (uint32_t)(u >> 16);
    *iv = (u32x8)((i32x8)fv >> 16) + (uint32_t)(v >> 16);
    *wu = (fu >> 8) & 0xFF;
    *wv = (fv >> 8) & 0xFF;
}

/// `bilinear_weighted` for eight samples, their upper and lower tap pairs in the low two bytes of
/// `top` and `bottom`: eight bytes.
RK_INLINE u8x8 RK_FN(bilinear8_mix)(u32x8 top, u32x8 bottom, u32x8 wu, u32x8 wv) {
    const u32x8 a = top & 0xFF, b = (top >> 8) & 0xFF, c = bottom & 0xFF, d = (bottom >> 8) & 0xFF;
    const u32x8 wu_rest = 256 - wu, wv_rest = 256 - wv;
    const u32x8 upper = a * wu_rest + b * wu, lower = c * wu_rest + d * wu;
    return RK_FN(narrow8)((upper * wv_rest + lower * wv + 32768) >> 16);
}

/// Eight samples of a mask with a clear border (`rk_sample_bilinear`), from the first at (u, v):
/// a lane whose taps are not all inside the mask reads none and is 0, which it is (every tap is
/// either outside or on the clear border). The gathers read four bytes from each left tap, and
/// the last row (clear) is never read as a lower tap, so no read passes the mask's end.
RK_INLINE u8x8 RK_FN(bilinear8_clear_border)(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v,
                                             int32_t du, int32_t dv) {
    u32x8 iu, iv, wu, wv;
    RK_FN(bilinear8_lanes)(u, v, du, dv, &iu, &iv, &wu, &wv);
    const i32x8 column = (i32x8)iu, row = (i32x8)iv;
    const i32x8 inside = (column > -1) & (width - 1 > column) & ((row > -1) & (height - 1 > row));
    const i32x8 lower_inside = inside & (height - 2 > row);
    // Lanes outside get offset 0 (never read): no product of a far coordinate can overflow.
    // Their taps read as 0, and four zero taps weigh to 0.
    const u32x8 offset = (iv * (uint32_t)width + iu) & (u32x8)inside;
    const u32x8 top = RK_FN(gather8_where)(mask, offset, inside);
    const u32x8 bottom = RK_FN(gather8_where)(mask + width, offset, lower_inside);
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
            const u8x8 samples = RK_FN(bilinear8_clear_border)(mask, width, height, u, v, du, dv);
            memcpy(out + index, &samples, sizeof samples);
            u += (int64_t)du * 8;
            v += (int64_t)dv * 8;
        }
        if (index < count) {
            const u8x8 last = RK_FN(bilinear8_clear_border)(mask, width, height, u, v, du, dv);
            memcpy(out + index, &last, (size_t)(count - index));
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
        u32x8 iu, iv, wu, wv;
        RK_FN(bilinear8_lanes)(u, v, du, dv, &iu, &iv, &wu, &wv);
        const u32x8 offset = iv * (uint32_t)width + iu;
        const u32x8 top = RK_FN(gather8)(mask, offset), bottom = RK_FN(gather8)(mask + width, offset);
        const u8x8 samples = RK_FN(bilinear8_mix)(top, bottom, wu, wv);
        memcpy(out + index, &samples, sizeof samples);
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
