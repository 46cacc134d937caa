// Bilinear image shading, written once and included by Kernels.c once per instruction set (see
// KernelBuilds.h). Each pixel goes through the same IEEE operations in the same order as the Swift
// `ImageBlitter.shade` it replaces, with no contraction into fused multiply-adds, so both builds
// give that blitter's bytes exactly.

#pragma clang fp contract(off)

/// `ImageBlitter.weight`: (fraction × 256) rounded half up, for a fraction in 0..<1.
RK_INLINE uint32_t RK_FN(image_weight)(double fraction) {
    const double scaled = fraction * 256;
    const uint32_t whole = (uint32_t)scaled;
    return scaled - (double)whole >= 0.5 ? whole + 1 : whole;
}

/// `ImageBlitter.lerp`: a + (b − a) × t / 256 per channel, t in 0…256.
RK_INLINE uint32_t RK_FN(image_lerp)(uint32_t a, uint32_t b, uint32_t t) {
    if (t == 0) return a;
    if (t >= 256) return b;
    const uint32_t s = 256 - t;
    const uint32_t rb = (((a & 0x00FF00FF) * s + (b & 0x00FF00FF) * t) >> 8) & 0x00FF00FF;
    const uint32_t ag = (((a >> 8) & 0x00FF00FF) * s + ((b >> 8) & 0x00FF00FF) * t) & 0xFF00FF00;
    return rb | ag;
}

/// The filtered, opacity-scaled colour of device pixel (x, y) (`ImageBlitter.shade`).
RK_INLINE uint32_t RK_FN(image_shade1)(const rk_image *image, int32_t x, int32_t y) {
    const double px = (double)x + 0.5, py = (double)y + 0.5;
    const double u = (image->a * px + image->c * py + image->tx) - 0.5;
    const double v = (image->b * px + image->d * py + image->ty) - 0.5;
    if (!(u - u == 0 && v - v == 0)) return 0;
    const int32_t width = image->width, height = image->height;
    const double max_x = (double)(width - 1), max_y = (double)(height - 1);
    const double cu = (u > 0 ? u : 0) < max_x ? (u > 0 ? u : 0) : max_x;
    const double cv = (v > 0 ? v : 0) < max_y ? (v > 0 ? v : 0) : max_y;
    const int32_t x0 = (int32_t)cu, y0 = (int32_t)cv;
    const int32_t x1 = x0 + 1 < width ? x0 + 1 : width - 1, y1 = y0 + 1 < height ? y0 + 1 : height - 1;
    const uint32_t fx = RK_FN(image_weight)(cu - (double)x0), fy = RK_FN(image_weight)(cv - (double)y0);
    const uint32_t *upper = image->texels + (size_t)y0 * (size_t)width, *lower = image->texels + (size_t)y1 * (size_t)width;
    const uint32_t a = upper[x0], b = upper[x1], c = lower[x0], d = lower[x1];
    // Four clear texels filter to clear (each lerp of zeros is zero): the common case in a
    // text bitmap, and blending clear leaves the pixel as it is.
    if ((a | b | c | d) == 0) return 0;
    const uint32_t top = RK_FN(image_lerp)(a, b, fx), bottom = RK_FN(image_lerp)(c, d, fx);
    const uint32_t value = RK_FN(image_lerp)(top, bottom, fy);
    return image->opacity == 255 ? value : scale_pixel(value, image->opacity);
}

void RK_FN(rk_shade_image)(const rk_image *image, uint32_t *row, int32_t x, int32_t y, int32_t count,
                           const uint8_t *coverage, uint8_t level) {
    for (int32_t i = 0; i < count; i++) {
        const uint32_t c = coverage ? coverage[i] : level;
        if (c == 0) continue;
        const uint32_t color = RK_FN(image_shade1)(image, x + i, y);
        // Clear over anything is the pixel itself (scaling by 255 is exact).
        if (color == 0) continue;
        const uint32_t source = c == 255 ? color : scale_pixel(color, c);
        row[i] = source + scale_pixel(row[i], 255 - (source >> 24));
    }
}
