// Which columns of a row a closed-form shape evaluates, fills or skips: scalar code shared by the
// exported planners and by the builds' fill loops, which inline it.

#ifndef RK_ROW_PLANS_H
#define RK_ROW_PLANS_H

#include <math.h>

#include "RasterKernels.h"
#include "../GeometryKernels/KernelBuilds.h"

/// ⌊x⌋ and ⌈x⌉ for |x| < 2³¹ without libm: baseline x86-64 has no rounding instruction.
static inline int32_t rk_floor(double x) {
    int32_t truncated = (int32_t)x;
    return (double)truncated > x ? truncated - 1 : truncated;
}

static inline int32_t rk_ceil(double x) {
    int32_t truncated = (int32_t)x;
    return (double)truncated < x ? truncated + 1 : truncated;
}

__attribute__((always_inline)) static inline void
rk_split(rk_row_plan *plan, int32_t from, int32_t to, int32_t solid_left_start, int32_t solid_left_end,
         int32_t skipped_start, int32_t skipped_end, int32_t solid_right_start, int32_t solid_right_end) {
    const int32_t separator_starts[3] = {solid_left_start, skipped_start, solid_right_start};
    const int32_t separator_ends[3] = {solid_left_end, skipped_end, solid_right_end};
    int32_t count = 0, x = from;
    plan->solid_starts[0] = plan->solid_ends[0] = plan->solid_starts[1] = plan->solid_ends[1] = 0;
    for (int index = 0; index < 3; index++) {
        int32_t start = separator_starts[index] > x ? separator_starts[index] : x;
        int32_t end = separator_ends[index] < to ? separator_ends[index] : to;
        if (start >= end) continue;
        if (x < start) {
            plan->starts[count] = x;
            plan->ends[count] = start;
            count++;
        }
        if (index != 1) {
            plan->solid_starts[index / 2] = start;
            plan->solid_ends[index / 2] = end;
        }
        if (end > x) x = end;
    }
    if (x < to) {
        plan->starts[count] = x;
        plan->ends[count] = to;
        count++;
    }
    plan->count = count;
}

/// The columns wholly within `half_width` of `center_x`, as [*start, *end); empty (0, 0) when none.
static inline void rk_inside(double center_x, double half_width, int32_t *start, int32_t *end) {
    int32_t first = rk_ceil(center_x - half_width), last = rk_floor(center_x + half_width);
    *start = first < last ? first : 0;
    *end = first < last ? last : 0;
}

/// Rows planned together: the square roots a block's plans need are taken first, four rows to
/// a vector instruction, instead of one after another inside each row's chain of dependent
/// instructions (where each stalled the row's plan on its latency).
enum { RK_BLOCK = 16 };
_Static_assert(RK_BLOCK % 4 == 0, "rk_measure_rows fills whole groups of four rows");

/// The square roots of a block of rows, field by field (one vector store fills four rows): for
/// row i, the half-widths at which circles cross its band's edge nearer to and farther from the
/// centre, and for an arc, the half-widths of its deep band along the row's centre line and of
/// its deep caps. A negative half-width: the circle misses that line.
typedef struct rk_block_widths {
    double dy[RK_BLOCK], near_squared[RK_BLOCK], far_squared[RK_BLOCK];
    double outer_near[RK_BLOCK], outer_far[RK_BLOCK], inner_near[RK_BLOCK], inner_far[RK_BLOCK];
    double deep_outer[RK_BLOCK], deep_inner[RK_BLOCK], cap_first[RK_BLOCK], cap_last[RK_BLOCK];
} rk_block_widths;

/// √(`squared_radius` − `squared_offset`) per lane where positive, else -1. The comparison is
/// the same as `squared_radius > squared_offset` for finite values.
__attribute__((always_inline)) static inline d4 rk_half_widths(d4 squared_radius, d4 squared_offset) {
    d4 difference = squared_radius - squared_offset;
    i64x4 positive = difference > 0;
    d4 root = __builtin_elementwise_sqrt(difference);
    return (d4)(((i64x4)root & positive) | ((i64x4)(d4)(-1.0) & ~positive));
}

__attribute__((always_inline)) static inline void rk_store4(double *to, d4 value) {
    __builtin_memcpy(to, &value, sizeof value);
}

/// Measures `count` (1…`RK_BLOCK`) rows from `first_y` of a ring (`arc` null) or of an arc whose
/// band is `ring`.
__attribute__((always_inline)) static inline void rk_measure_rows(const rk_ring_rows *ring, const rk_arc_rows *arc,
                                                                  int32_t first_y, int32_t count, rk_block_widths *w) {
    const d4 lane = {0, 1, 2, 3};
    for (int32_t i = 0; i < count; i += 4) {
        d4 dy = ((double)(first_y + i) + lane) + 0.5 - ring->center_y;
        // The row's band spans offsets `near` to `far` from the centre; a circle meets it between
        // its half-widths at `far` (narrowest) and at `near` (widest).
        d4 magnitude = (d4)((i64x4)dy & INT64_MAX);
        d4 near = magnitude - 0.5, far = magnitude + 0.5;
        near = (d4)((i64x4)near & (i64x4)(near > 0));
        d4 near_squared = near * near, far_squared = far * far;
        rk_store4(w->dy + i, dy);
        rk_store4(w->near_squared + i, near_squared);
        rk_store4(w->far_squared + i, far_squared);
        d4 outer = ring->outer_squared, inner = ring->inner_squared;
        rk_store4(w->outer_near + i, rk_half_widths(outer, near_squared));
        rk_store4(w->outer_far + i, rk_half_widths(outer, far_squared));
        rk_store4(w->inner_near + i, rk_half_widths(inner, near_squared));
        rk_store4(w->inner_far + i, rk_half_widths(inner, far_squared));
        if (arc) {
            d4 dy2 = dy * dy, deep2 = arc->deep_half * arc->deep_half;
            d4 first_dy = dy - arc->radius * arc->first_y, last_dy = dy - arc->radius * arc->last_y;
            rk_store4(w->deep_outer + i, rk_half_widths(arc->deep_outer, dy2));
            rk_store4(w->deep_inner + i, rk_half_widths(arc->deep_inner, dy2));
            rk_store4(w->cap_first + i, rk_half_widths(deep2, first_dy * first_dy));
            rk_store4(w->cap_last + i, rk_half_widths(deep2, last_dy * last_dy));
        }
    }
}

/// One row of a ring's band: the offset of its pixel centres below the centre, the squared
/// offsets of its edges nearer and farther from the centre, the columns the outer circle touches
/// within the bounds, and of those the `hole` wholly inside the inner circle.
typedef struct rk_band_row {
    double dy, near_squared, far_squared;
    int32_t from, to, hole_start, hole_end;
} rk_band_row;

/// Row i of the block `w` measured for the band of `rows`; 0 when the band misses it within the
/// bounds.
__attribute__((always_inline)) static inline int32_t rk_band_row_at(const rk_ring_rows *rows, const rk_block_widths *w,
                                                                     int32_t i, rk_band_row *row) {
    double outer_wide = w->outer_near[i];
    if (outer_wide < 0) return 0;
    int32_t from = rk_floor(rows->center_x - outer_wide), to = rk_ceil(rows->center_x + outer_wide);
    if (from < rows->min_x) from = rows->min_x;
    if (to > rows->max_x) to = rows->max_x;
    if (from >= to) return 0;
    row->dy = w->dy[i];
    row->near_squared = w->near_squared[i];
    row->far_squared = w->far_squared[i];
    row->from = from;
    row->to = to;
    row->hole_start = row->hole_end = 0;
    if (w->inner_far[i] >= 0) rk_inside(rows->center_x, w->inner_far[i], &row->hole_start, &row->hole_end);
    return 1;
}

/// Plans row i of the block `w` measured for the ring `rows`; 0 when the ring misses it.
__attribute__((always_inline)) static inline int32_t rk_ring_plan(const rk_ring_rows *rows, const rk_block_widths *w,
                                                                   int32_t i, rk_row_plan *plan) {
    rk_band_row row;
    if (!rk_band_row_at(rows, w, i, &row)) return 0;
    int32_t full_start = 0, full_end = 0;
    if (w->outer_far[i] >= 0) rk_inside(rows->center_x, w->outer_far[i], &full_start, &full_end);
    // Wholly inside the outer circle and clear of the inner one: left and right of what the inner
    // circle touches.
    int32_t left_start = full_start, left_end = full_end, right_start = 0, right_end = 0;
    if (full_start < full_end && w->inner_near[i] >= 0) {
        double inner_wide = w->inner_near[i];
        int32_t touched_start = rk_floor(rows->center_x - inner_wide), touched_end = rk_ceil(rows->center_x + inner_wide);
        left_end = touched_start < full_end ? touched_start : full_end;
        if (left_end < full_start) left_end = full_start;
        right_start = touched_end > full_start ? touched_end : full_start;
        right_end = full_end > touched_end ? full_end : touched_end;
    }
    plan->dy = (float)row.dy;
    rk_split(plan, row.from, row.to, left_start, left_end, row.hole_start, row.hole_end, right_start, right_end);
    return 1;
}

/// A stretch of offsets along a row from a centre, [low, high]; empty when low > high.
typedef struct rk_stretch {
    double low, high;
} rk_stretch;

static inline int rk_stretch_is_empty(rk_stretch s) { return s.low > s.high; }
static const rk_stretch rk_empty_stretch = {1, 0};

/// `stretch` cut to the convex wedge (the clockwise turn from `first` to `last`, at most half a
/// turn) of `rows` on the row `dy` from its apex.
static inline rk_stretch rk_wedge_intersect(const rk_arc_rows *rows, rk_stretch stretch, double dy) {
    double low = stretch.low, high = stretch.high;
    // Clockwise of `first`: first.x·dy − first.y·x ≥ 0.
    if (rows->wedge_first_y > 0) {
        double edge = rows->wedge_first_slope * dy;
        if (edge < high) high = edge;
    } else if (rows->wedge_first_y < 0) {
        double edge = rows->wedge_first_slope * dy;
        if (edge > low) low = edge;
    } else if (rows->wedge_first_x * dy < 0) {
        return rk_empty_stretch;
    }
    // Anticlockwise of `last`: x·last.y − dy·last.x ≥ 0.
    if (rows->wedge_last_y > 0) {
        double edge = rows->wedge_last_slope * dy;
        if (edge > low) low = edge;
    } else if (rows->wedge_last_y < 0) {
        double edge = rows->wedge_last_slope * dy;
        if (edge < high) high = edge;
    } else if (dy * rows->wedge_last_x > 0) {
        return rk_empty_stretch;
    }
    return low <= high ? (rk_stretch){low, high} : rk_empty_stretch;
}

/// The part of `stretch` whose directions from the centre lie within the arc; of two parts (a
/// reflex arc), the longer.
__attribute__((always_inline)) static inline rk_stretch rk_arc_restrict(const rk_arc_rows *rows, rk_stretch stretch, double dy) {
    if (rk_stretch_is_empty(stretch)) return stretch;
    if (!rows->is_reflex) return rk_wedge_intersect(rows, stretch, dy);
    rk_stretch excluded = rk_wedge_intersect(rows, (rk_stretch){-INFINITY, INFINITY}, dy);
    if (rk_stretch_is_empty(excluded) || !(excluded.low < stretch.high) || !(stretch.low < excluded.high)) {
        return stretch;
    }
    rk_stretch before = {stretch.low, excluded.low}, after = {excluded.high, stretch.high};
    return before.high - before.low >= after.high - after.low ? before : after;
}

/// The columns whose pixels lie wholly within `stretch` (offsets from `center_x`).
static inline void rk_stretch_columns(rk_stretch stretch, double center_x, int32_t *start, int32_t *end) {
    *start = *end = 0;
    if (rk_stretch_is_empty(stretch)) return;
    int32_t low = rk_ceil(stretch.low + center_x - 0.5), high = rk_floor(stretch.high + center_x - 0.5) + 1;
    if (low < high) {
        *start = low;
        *end = high;
    }
}

/// Plans row i of the block `w` measured for the arc `rows`; 0 when its band misses the row.
__attribute__((always_inline)) static inline int32_t rk_arc_plan(const rk_arc_rows *rows, const rk_block_widths *w,
                                                                  int32_t i, rk_row_plan *plan) {
    rk_band_row row;
    if (!rk_band_row_at(&rows->band, w, i, &row)) return 0;
    double dy = row.dy;
    // Stretches certainly inside, as offsets from the centre: the deep band within the arc's
    // angles (left and right of the centre), joined by the deep cap chords.
    rk_stretch left = rk_empty_stretch, right = rk_empty_stretch;
    if (rows->deep_half > 0 && w->deep_outer[i] >= 0) {
        double outer_width = w->deep_outer[i];
        if (w->deep_inner[i] >= 0) {
            double inner_width = w->deep_inner[i];
            left = (rk_stretch){-outer_width, -inner_width};
            right = (rk_stretch){inner_width, outer_width};
        } else {
            left = (rk_stretch){-outer_width, outer_width};
        }
        left = rk_arc_restrict(rows, left, dy);
        right = rk_arc_restrict(rows, right, dy);
        for (int end = 0; end < 2; end++) {
            double w_cap = end == 0 ? w->cap_first[i] : w->cap_last[i];
            if (w_cap < 0) continue;
            double tip_x = rows->radius * (end == 0 ? rows->first_x : rows->last_x);
            rk_stretch chord = {tip_x - w_cap, tip_x + w_cap};
            if (!rk_stretch_is_empty(left) && chord.low <= left.high && left.low <= chord.high) {
                left = (rk_stretch){chord.low < left.low ? chord.low : left.low,
                                    chord.high > left.high ? chord.high : left.high};
            } else if (!rk_stretch_is_empty(right) && chord.low <= right.high && right.low <= chord.high) {
                right = (rk_stretch){chord.low < right.low ? chord.low : right.low,
                                     chord.high > right.high ? chord.high : right.high};
            } else if (rk_stretch_is_empty(left)) {
                left = chord;
            } else if (rk_stretch_is_empty(right)) {
                right = chord;
            }
        }
        if (rk_stretch_is_empty(left) || (!rk_stretch_is_empty(right) && right.low < left.low)) {
            rk_stretch swapped = left;
            left = right;
            right = swapped;
        }
        if (!rk_stretch_is_empty(right) && right.low <= left.high) {
            left = (rk_stretch){right.low < left.low ? right.low : left.low,
                                right.high > left.high ? right.high : left.high};
            right = rk_empty_stretch;
        }
    }
    int32_t left_start, left_end, right_start, right_end;
    rk_stretch_columns(left, rows->band.center_x, &left_start, &left_end);
    rk_stretch_columns(right, rows->band.center_x, &right_start, &right_end);
    // The order `rk_split` expects: solid, skipped, solid.
    if (row.hole_start < row.hole_end && left_start < left_end && left_start >= row.hole_end) {
        right_start = left_start;
        right_end = left_end;
        left_start = left_end = 0;
    }
    plan->dy = (float)dy;
    rk_split(plan, row.from, row.to, left_start, left_end, row.hole_start, row.hole_end, right_start, right_end);
    return 1;
}

/// ⌊x⌋ and ⌈x⌉ of a finite x within ±2⁶³ as 64-bit integers, by truncation (baseline x86-64 has
/// no rounding instruction).
static inline int64_t rk_floor64(double x) {
    const int64_t truncated = (int64_t)x;
    return (double)truncated > x ? truncated - 1 : truncated;
}

static inline int64_t rk_ceil64(double x) {
    const int64_t truncated = (int64_t)x;
    return (double)truncated < x ? truncated + 1 : truncated;
}

/// Plans row `y` of a rounded rectangle: whole pixels inside the straight sides are solid; the
/// corners cut into rows within `radius` of the top or bottom, where the row's extent and its
/// certainly covered middle follow the corner circles (`RK_REACH` out and in). 0 when the row is
/// empty. Not contracted into fused multiply-adds, so that both builds plan the same columns.
__attribute__((always_inline)) static inline int32_t rk_rounded_rect_plan(const rk_rounded_rect_rows *rect, int64_t y,
                                                                          rk_row_plan *plan) {
#pragma clang fp contract(off)
    const double radius = rect->radius, reach = RK_REACH;
    const double dy = (double)y + 0.5 - rect->center_y;
    const double corner_y = fabs(dy) - rect->straight_half_height;
    int64_t from = rect->min_x, to = rect->max_x;
    double solid_half = rect->half_width;
    if (radius > 0 && corner_y > 0) {
        const double touch = radius + reach;
        if (!(corner_y < touch)) return 0;
        const double extent = rect->straight_half_width + sqrt(touch * touch - corner_y * corner_y);
        const int64_t left = rk_floor64(rect->center_x - extent - 0.5);
        const int64_t right = rk_ceil64(rect->center_x + extent - 0.5) + 1;
        from = left > from ? left : from;
        to = right < to ? right : to;
        if (!(from < to)) return 0;
        const double deep = radius - reach;
        solid_half = rect->straight_half_width + (deep > corner_y ? sqrt(deep * deep - corner_y * corner_y) : 0);
    }
    int64_t solid_start = 0, solid_end = 0;
    if ((double)y >= rect->top && (double)(y + 1) <= rect->bottom) {
        const int64_t left = rk_ceil64(rect->center_x - solid_half - 0.5);
        const int64_t right = rk_floor64(rect->center_x + solid_half - 0.5) + 1;
        const int64_t solid_left = left > rect->inside_left ? left : rect->inside_left;
        const int64_t solid_right = right < rect->inside_right ? right : rect->inside_right;
        if (solid_left < solid_right) {
            solid_start = solid_left;
            solid_end = solid_right;
        }
    }
    plan->dy = (float)dy;
    rk_split(plan, (int32_t)from, (int32_t)to, (int32_t)solid_start, (int32_t)solid_end, 0, 0, 0, 0);
    return 1;
}

#endif
