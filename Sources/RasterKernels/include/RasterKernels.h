#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

// The raster's innermost loops, in C because they need what Swift cannot express per function:
// instructions beyond baseline x86-64 (AVX2 and FMA, eight pixels per step), chosen at run time
// from what the CPU has, and the approximate reciprocal square root. Everything else about
// shapes and rows (which pixels are solid, skipped or evaluated) stays in Swift's `Raster`.

#include <stddef.h>
#include <stdint.h>

/// Sets `count` 32-bit pixels from `pixels` on to `value`.
///
/// Clearing a frame is bound by store bandwidth: glibc's `wmemset` chooses at run time the widest
/// stores the CPU has (AVX2, AVX-512, `rep stos` for long runs), while Swift built for baseline
/// x86-64 emits 16-byte stores. A 1280×800 clear takes about 0.07 ms instead of 0.10 ms.
void pixel_fill(uint32_t *pixels, uint32_t value, size_t count);

/// Which closed-form shape an `rk_shape` describes.
typedef enum rk_shape_kind {
    /// A filled disc of effective radius `outer`.
    RK_SHAPE_DISC = 0,
    /// The ring between the effective radii `inner` and `outer`.
    RK_SHAPE_RING = 1,
    /// An arc of `arc_radius` stroked with round caps (the `arc_` and `cap_` fields).
    RK_SHAPE_ROUND_CAPPED_ARC = 2,
    /// A rectangle of half extents `half_width`, `half_height` centred on the origin, with
    /// corners of `corner_radius` (0: square).
    RK_SHAPE_ROUNDED_RECT = 3,
} rk_shape_kind;

/// One shape's parameters for `rk_row_coverage`, in device pixels relative to the shape's origin
/// (the centre of a disc, ring or arc; the middle of a rectangle), all within ±32768.
///
/// An "effective" radius is the one the tangent-line coverage takes for a circle: the geometric
/// radius r minus 1/24r (see `AnalyticCoverage.effectiveRadius`).
typedef struct rk_shape {
    rk_shape_kind kind;
    /// Disc and ring: effective radii (`inner` unused by a disc). Arc: the band's effective radii.
    float inner, outer;
    /// Arc: the centre line's radius and the unit directions of its ends, ordered so that the arc
    /// turns clockwise on screen from `first` to `last`; `is_reflex` when it turns more than half
    /// a circle.
    float arc_radius, first_x, first_y, last_x, last_y;
    int32_t is_reflex;
    /// Arc: squared radii between which a pixel within the arc's angles is certainly covered
    /// (`band_deep_*`, an empty pair when none is) or outside which it is certainly not
    /// (`band_far_*`); squared distances from an end within which a cap certainly covers a pixel
    /// (`cap_deep`, negative when none) or beyond which it certainly does not (`cap_far`).
    float band_deep_inner, band_deep_outer, band_far_inner, band_far_outer, cap_deep, cap_far;
    /// Arc: the caps' effective radius.
    float cap_radius;
    /// Rounded rectangle: half extents, geometric corner radius and its effective radius.
    float half_width, half_height, corner_radius, corner_effective;
} rk_shape;

/// Pixels `rk_row_coverage` evaluates per step: spare room its callers leave after the row.
#define RK_LANES 8

/// Half a pixel's diagonal, rounded up, in pixels: a pixel centre farther than this from a
/// straight edge lies wholly on one side of it.
#define RK_REACH 0.7072

/// The coverage (0…255, rounded) of `shape` for the pixels of one row `dy` below its origin
/// (pixel centres), in the stretches of columns [`starts[i]`, `ends[i]`), i < `count`, written
/// one after the other to `coverage`. A column's centre is at `column + 0.5 - origin_x`.
/// `coverage` needs room for the stretches' total plus `RK_LANES`.
void rk_row_coverage(const rk_shape *shape, float dy, double origin_x, const int32_t *starts, const int32_t *ends,
                     int32_t count, uint8_t *coverage);

/// Blends the premultiplied `color` (0xAARRGGBB as a little-endian word, any channel order with
/// alpha on top) source-over into `count` pixels of `row`, each through its byte of `coverage`:
/// per channel, `color · c / 255 + row · (255 − α·c/255) / 255`, each product rounded exactly.
/// Coverage 0 leaves a pixel untouched; 255 with an opaque colour stores the colour.
void rk_blend_solid(uint32_t *row, const uint8_t *coverage, int32_t count, uint32_t color);

/// `rk_row_coverage` and `rk_blend_solid` of each stretch into `row` (the row's pixel 0, of
/// `row_width` pixels) in one: the coverage goes from registers to the blend, and a short stretch
/// takes one eight-pixel step where the row has room for it. Such a step writes back up to seven
/// pixels past the stretch with the values they hold (clip or no clip): no other thread may be
/// writing the same row meanwhile.
void rk_row_fill_solid(const rk_shape *shape, float dy, double origin_x, const int32_t *starts, const int32_t *ends,
                       int32_t count, uint32_t *row, int32_t row_width, uint32_t color);

/// The kernels built for baseline x86-64, whatever the CPU: for tests that compare the builds. On
/// other architectures, the portable build.
void rk_row_coverage_baseline(const rk_shape *shape, float dy, double origin_x, const int32_t *starts,
                              const int32_t *ends, int32_t count, uint8_t *coverage);
void rk_blend_solid_baseline(uint32_t *row, const uint8_t *coverage, int32_t count, uint32_t color);
void rk_row_fill_solid_baseline(const rk_shape *shape, float dy, double origin_x, const int32_t *starts,
                                const int32_t *ends, int32_t count, uint32_t *row, int32_t row_width,
                                uint32_t color);

/// The name of the build `rk_row_coverage` and `rk_blend_solid` use on this CPU: "avx2" or
/// "baseline". Setting the environment variable PLAYGROUND_RASTER_KERNELS to "baseline" before
/// the first draw picks the baseline build on any CPU.
const char *rk_kernel_build(void);

#endif
