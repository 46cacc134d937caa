#include "RasterKernels.h"

#include <math.h>
#include <string.h>

#include "../GeometryKernels/KernelBuilds.h"

// The raster's kernels in two builds, baseline x86-64 and AVX2 (see KernelBuilds.h, which the
// geometry's kernels share), and the entry points that pick one. Elsewhere, the baseline build
// alone.

/// Where a box pass changes kind along a row (`box_stretches` in BlurBody.h): samples enter the box
/// (from i + radius + 1) while i < `entering` and leave it (at i - radius) from i ≥ radius, so
/// steps before `first` only add, steps from `second` on only subtract, and the first box holds
/// samples 0 …= `last_in`. A row no longer than the radius has no middle.
typedef struct rk_box_stretches {
    int32_t entering, first, second, last_in;
} rk_box_stretches;

/// `PremultipliedColor.scale`: every channel of a packed pixel times factor / 255, rounded.
static inline uint32_t scale_pixel(uint32_t pixel, uint32_t factor) {
    uint32_t rb = (pixel & 0x00FF00FF) * factor + 0x00800080;
    rb = ((rb + ((rb >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF;
    uint32_t ag = ((pixel >> 8) & 0x00FF00FF) * factor + 0x00800080;
    ag = (ag + ((ag >> 8) & 0x00FF00FF)) & 0xFF00FF00;
    return rb | ag;
}

#include "RowPlans.h"

// The bodies' names for the builds' macros (see KernelBuilds.h).
#define RK_INLINE KB_INLINE
#define RK_FN(name) KB_FN(name)
#define RK_AVX2 KB_AVX2

// The bodies in the order they build on each other: the lanes, then coverage, which the blends
// and fills evaluate, then the rest.
#define KB_AVX2 0
#include "Lanes.h"
#include "CoverageBody.h"
#include "BlendBody.h"
#include "PlanFillBody.h"
#include "SamplingBody.h"
#include "SweepBody.h"
#include "GradientBody.h"
#include "ImageBody.h"
#include "AccumulationBody.h"
#include "BlurBody.h"
#undef KB_AVX2

#if KB_HAS_AVX2_BUILD
#define KB_AVX2 1
KB_AVX2_BEGIN
#include "Lanes.h"
#include "CoverageBody.h"
#include "BlendBody.h"
#include "PlanFillBody.h"
#include "SamplingBody.h"
#include "SweepBody.h"
#include "GradientBody.h"
#include "ImageBody.h"
#include "AccumulationBody.h"
#include "BlurBody.h"
KB_AVX2_END
#undef KB_AVX2
#endif

void rk_row_coverage(const rk_shape *shape, float dy, double origin_x, const int32_t *starts, const int32_t *ends,
                     int32_t count, uint8_t *coverage) {
    KB_DISPATCH(rk_row_coverage, shape, dy, origin_x, starts, ends, count, coverage);
}

void rk_sample_bilinear(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v, int32_t du, int32_t dv,
                        uint8_t *out, int32_t count, int32_t clear_border) {
    KB_DISPATCH(rk_sample_bilinear, mask, width, height, u, v, du, dv, out, count, clear_border);
}

void rk_composite_over(uint32_t *destination, const uint32_t *source, int32_t count, uint32_t alpha) {
    KB_DISPATCH(rk_composite_over, destination, source, count, alpha);
}

void rk_keep_masked(uint32_t *destination, const uint32_t *mask, int32_t count) {
    KB_DISPATCH(rk_keep_masked, destination, mask, count);
}

int32_t rk_sweep_row(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                     uint8_t *coverage, rk_sweep_piece *pieces) {
    return KB_DISPATCH(rk_sweep_row, cells, touched, words, width, even_odd, coverage, pieces);
}

void rk_box_blur(uint8_t *values, uint8_t *scratch, uint32_t *sums, int32_t width, int32_t height,
                 const int32_t *box_widths, int32_t passes) {
    KB_DISPATCH(rk_box_blur, values, scratch, sums, width, height, box_widths, passes);
}

void rk_sweep_band_solid(float *cells, uint64_t *touched, const rk_band_sweep *sweep, uint32_t *pixels, uint32_t color) {
    KB_DISPATCH(rk_sweep_band_solid, cells, touched, sweep, pixels, color);
}

void rk_sweep_row_solid(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                        uint32_t *row, uint32_t color) {
    KB_DISPATCH(rk_sweep_row_solid, cells, touched, words, width, even_odd, row, color);
}

void rk_blend_run(uint32_t *row, int32_t count, uint8_t level, uint32_t color) {
    KB_DISPATCH(rk_blend_run, row, count, level, color);
}

void rk_accumulate_band(const rk_band *band, int32_t top, const rk_edge *edges, const int32_t *entries,
                        intptr_t count) {
    KB_DISPATCH(rk_accumulate_band, band, top, edges, entries, count);
}

void rk_accumulate_polygons(const rk_band *band, const double *points, const intptr_t *contour_ends,
                            intptr_t contour_count, double origin_x, double origin_y) {
    KB_DISPATCH(rk_accumulate_polygons, band, points, contour_ends, contour_count, origin_x, origin_y);
}

void rk_shade_angular(const rk_angular *gradient, uint32_t *row, int32_t x, int32_t y, int32_t count,
                      const uint8_t *coverage, uint8_t level) {
    KB_DISPATCH(rk_shade_angular, gradient, row, x, y, count, coverage, level);
}

void rk_shade_image(const rk_image *image, uint32_t *row, int32_t x, int32_t y, int32_t count, const uint8_t *coverage,
                    uint8_t level) {
    KB_DISPATCH(rk_shade_image, image, row, x, y, count, coverage, level);
}

void rk_clear_row(float *cells, uint64_t *touched, int32_t words) {
    KB_DISPATCH(rk_clear_row, cells, touched, words);
}

void rk_blend_solid(uint32_t *row, const uint8_t *coverage, int32_t count, uint32_t color) {
    KB_DISPATCH(rk_blend_solid, row, coverage, count, color);
}

void rk_row_fill_solid(const rk_shape *shape, float dy, double origin_x, const int32_t *starts, const int32_t *ends,
                       int32_t count, uint32_t *row, int32_t row_width, uint32_t color) {
    KB_DISPATCH(rk_row_fill_solid, shape, dy, origin_x, starts, ends, count, row, row_width, color);
}

void rk_fill_ring_solid(const rk_shape *shape, const rk_ring_rows *rows, uint32_t *pixels, int32_t row_pixels,
                        uint32_t color) {
    KB_DISPATCH(rk_fill_ring_solid, shape, rows, pixels, row_pixels, color);
}

void rk_fill_plan_solid(const rk_shape *shape, const rk_row_plan *plan, double origin_x, uint32_t *row,
                        int32_t row_width, uint32_t color) {
    KB_DISPATCH(rk_fill_plan_solid, shape, plan, origin_x, row, row_width, color);
}

void rk_fill_rounded_rect_solid(const rk_shape *shape, const rk_rounded_rect_rows *rows, uint32_t *pixels,
                                int32_t row_pixels, uint32_t color) {
    KB_DISPATCH(rk_fill_rounded_rect_solid, shape, rows, pixels, row_pixels, color);
}

void rk_fill_plan_pair_solid(const rk_shape *shape, const rk_row_plan *a, uint32_t *row_a, const rk_row_plan *b,
                             uint32_t *row_b, double origin_x, int32_t row_width, uint32_t color) {
    KB_DISPATCH(rk_fill_plan_pair_solid, shape, a, row_a, b, row_b, origin_x, row_width, color);
}

void rk_row_plan_split(rk_row_plan *plan, int32_t from, int32_t to, int32_t solid_left_start, int32_t solid_left_end,
                       int32_t skipped_start, int32_t skipped_end, int32_t solid_right_start,
                       int32_t solid_right_end) {
    rk_split(plan, from, to, solid_left_start, solid_left_end, skipped_start, skipped_end, solid_right_start,
             solid_right_end);
}

int32_t rk_rounded_rect_row_plan(const rk_rounded_rect_rows *rect, int32_t y, rk_row_plan *plan) {
    return rk_rounded_rect_plan(rect, y, plan);
}

int32_t rk_ring_row_plan(const rk_ring_rows *rows, int32_t y, rk_row_plan *plan) {
    rk_block_widths widths;
    rk_measure_rows(rows, NULL, y, 1, &widths);
    return rk_ring_plan(rows, &widths, 0, plan);
}

int32_t rk_arc_row_plan(const rk_arc_rows *rows, int32_t y, rk_row_plan *plan) {
    rk_block_widths widths;
    rk_measure_rows(&rows->band, rows, y, 1, &widths);
    return rk_arc_plan(rows, &widths, 0, plan);
}

void rk_fill_arc_solid(const rk_shape *shape, const rk_arc_rows *rows, uint32_t *pixels, int32_t row_pixels,
                       uint32_t color) {
    KB_DISPATCH(rk_fill_arc_solid, shape, rows, pixels, row_pixels, color);
}

rk_ring_rows rk_ring_rows_make(double center_x, double center_y, double inner, double outer, int32_t min_x,
                               int32_t min_y, int32_t max_x, int32_t max_y) {
    rk_ring_rows rows = {center_x, center_y, inner > 0 ? inner * inner : -1, outer * outer,
                         min_x, min_y, max_x, max_y};
    return rows;
}

rk_arc_rows rk_arc_rows_make(double center_x, double center_y, double radius, double half, double first_x,
                             double first_y, double last_x, double last_y, int32_t is_reflex, int32_t min_x,
                             int32_t min_y, int32_t max_x, int32_t max_y) {
    rk_arc_rows rows;
    rows.band = rk_ring_rows_make(center_x, center_y, radius - half, radius + half, min_x, min_y, max_x, max_y);
    rows.radius = radius;
    rows.deep_half = half - RK_REACH;
    rows.deep_outer = (radius + rows.deep_half) * (radius + rows.deep_half);
    rows.deep_inner = radius - rows.deep_half > 0 ? (radius - rows.deep_half) * (radius - rows.deep_half) : -1;
    rows.first_x = first_x;
    rows.first_y = first_y;
    rows.last_x = last_x;
    rows.last_y = last_y;
    rows.is_reflex = is_reflex;
    rows.wedge_first_x = is_reflex ? last_x : first_x;
    rows.wedge_first_y = is_reflex ? last_y : first_y;
    rows.wedge_last_x = is_reflex ? first_x : last_x;
    rows.wedge_last_y = is_reflex ? first_y : last_y;
    rows.wedge_first_slope = rows.wedge_first_y != 0 ? rows.wedge_first_x / rows.wedge_first_y : 0;
    rows.wedge_last_slope = rows.wedge_last_y != 0 ? rows.wedge_last_x / rows.wedge_last_y : 0;
    return rows;
}

const char *rk_kernel_build(void) { return gk_runs_avx2() ? "avx2" : "baseline"; }
