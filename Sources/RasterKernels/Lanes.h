// Lanes of floats and integers: the vector operations the raster bodies share, and the only place
// they use the instruction set's intrinsics, for what C's vector operators cannot say (a square
// root, saturating packs, gathers), the way tiny-skia keeps them inside its `wide` types. Included
// by Kernels.c once per build, first (see KernelBuilds.h for the scheme, Kernels.c for RK_FN and
// RK_AVX2). No include guard: that is the point.

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

/// `when_true` in the lanes where `mask` is set (all ones), else `when_false`.
RK_INLINE f8 RK_FN(select8)(i32x8 mask, f8 when_true, f8 when_false) {
    return (f8)(((i32x8)when_true & mask) | ((i32x8)when_false & ~mask));
}

/// |x| per lane: the sign bit cleared.
RK_INLINE f8 RK_FN(magnitude8)(f8 x) { return (f8)((i32x8)x & 0x7fffffff); }

/// The lesser (`minimum`) or greater (`maximum`) per lane, `a` on ties and where either is NaN.
RK_INLINE f8 RK_FN(minimum)(f8 a, f8 b) { return RK_FN(select8)(b < a, b, a); }
RK_INLINE f8 RK_FN(maximum)(f8 a, f8 b) { return RK_FN(select8)(b > a, b, a); }

/// √x per lane, correctly rounded: the same bits on every CPU.
RK_INLINE f8 RK_FN(square_root8)(f8 x) {
#if RK_AVX2
    return (f8)_mm256_sqrt_ps((__m256)x);
#elif defined(__x86_64__) || defined(__i386__)
    f4 low = __builtin_shufflevector(x, x, 0, 1, 2, 3), high = __builtin_shufflevector(x, x, 4, 5, 6, 7);
    f4 low_root = (f4)_mm_sqrt_ps((__m128)low), high_root = (f4)_mm_sqrt_ps((__m128)high);
    return __builtin_shufflevector(low_root, high_root, 0, 1, 2, 3, 4, 5, 6, 7);
#else
    f8 root;
    for (int lane = 0; lane < 8; lane++) root[lane] = sqrtf(x[lane]);
    return root;
#endif
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

#if RK_AVX2
/// `narrow` for two sets of lanes at once, `low` then `high`, as eight 32-bit pixels: one pack of
/// both, which works within each 128-bit half (pixels 0–1, 4–5, 2–3, 6–7), then one permute that
/// puts them back in order.
RK_INLINE u32x8 RK_FN(narrow_pair)(u16x16 low, u16x16 high) {
    const __m256i packed = _mm256_packus_epi16((__m256i)low, (__m256i)high);
    return (u32x8)_mm256_permute4x64_epi64(packed, 0xD8);
}

/// Eight 32-bit lanes of at most 255 to eight bytes: two packs with unsigned saturation, which
/// needs no mask first since nothing saturates.
RK_INLINE u8x8 RK_FN(narrow8)(u32x8 lanes) {
    const __m128i halves = _mm_packus_epi32(_mm256_castsi256_si128((__m256i)lanes), _mm256_extracti128_si256((__m256i)lanes, 1));
    const u8x16 bytes = (u8x16)_mm_packus_epi16(halves, halves);
    return __builtin_shufflevector(bytes, bytes, 0, 1, 2, 3, 4, 5, 6, 7);
}

/// The four bytes at `base + offsets[i]` per lane i (any alignment), as one 32-bit lane.
RK_INLINE u32x8 RK_FN(gather8)(const uint8_t *base, u32x8 offsets) {
    return (u32x8)_mm256_i32gather_epi32((const int *)base, (__m256i)offsets, 1);
}

/// `gather8` in the lanes where `mask` is set, 0 elsewhere (those lanes read nothing).
RK_INLINE u32x8 RK_FN(gather8_where)(const uint8_t *base, u32x8 offsets, i32x8 mask) {
    return (u32x8)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)base, (__m256i)offsets, (__m256i)mask, 1);
}
#endif
