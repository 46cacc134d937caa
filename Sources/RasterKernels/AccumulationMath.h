// Scalar helpers shared by the making of edges (Accumulation.c) and their accumulation
// (AccumulationBody.h, in both kernel builds, which also makes edges as it goes for a shape it
// accumulates whole): one definition, and no contraction into fused multiply-adds, so every build
// makes the same edges to the bit.

#ifndef RK_ACCUMULATION_MATH_H
#define RK_ACCUMULATION_MATH_H

#include <stdint.h>

#include "RasterKernels.h"

#pragma clang fp contract(off)

/// `v` limited to low…high (NaN passes through).
static inline double rk_clamp(double v, double low, double high) { return v < low ? low : (v > high ? high : v); }

/// ⌈v⌉ for a finite v ≥ 0 that fits an int: no libm call (baseline x86-64 has no rounding
/// instruction).
static inline int32_t rk_ceiling(double v) {
    int32_t truncated = (int32_t)v;
    return (double)truncated < v ? truncated + 1 : truncated;
}

/// The edge of a segment inside the area (x in 0…w, y in 0…h, area-local, finite), to `out`;
/// returns 1, or 0 for a horizontal segment, which adds nothing.
static inline intptr_t make_edge_inside(double h, double ax, double ay, double bx, double by, rk_edge *out) {
    if (ay == by) return 0;
    // Selects rather than branches: which way an edge runs is a coin toss to the predictor.
    const int down = ay < by;
    const double x0 = down ? ax : bx, y0 = down ? ay : by, x1 = down ? bx : ax, y1 = down ? by : ay;
    const float direction = down ? 1.0f : -1.0f;
    const double dxdy = (x1 - x0) / (y1 - y0);
    // The area a full row adds to each cell it crosses wholly, per unit of direction: 1 / |dx/dy|.
    // Bounded so that no product with it overflows; a row can only cross a cell when |dx/dy|
    // exceeds about 10⁻¹⁵, so the bound never bites where it is used.
    const double per_cell = (y1 - y0) / (x1 > x0 ? x1 - x0 : x0 - x1);
    out->x0 = x0;
    out->y0 = y0;
    out->y1 = y1;
    out->dxdy = dxdy;
    out->direction = direction;
    out->per_cell = (float)(per_cell < 1e20 ? per_cell : 1e20) * direction;
    // Coordinates are ≥ 0, so truncation is the floor.
    out->first_row = (int32_t)y0;
    const int32_t last_row = rk_ceiling(y1);
    out->last_row = last_row > (int32_t)h ? (int32_t)h : last_row;
    return 1;
}

/// Whether (x, y), area-local, lies inside an area `w` × `h` (so is also finite: NaN fails).
static inline int rk_in_area(double w, double h, double x, double y) { return x >= 0 && x <= w && y >= 0 && y <= h; }

/// Hands the edges of the segment from (px, py) to (x, y), area-local, to `take`: one edge when
/// both ends lie inside the area (`both_inside`), else as `rk_edges_from_line` clips and folds it.
__attribute__((always_inline)) static inline void rk_segment_edges(double w, double h, double px, double py, double x,
                                                                   double y, int both_inside,
                                                                   void (*take)(void *context, const rk_edge *edge),
                                                                   void *context) {
    if (both_inside) {
        // The common case: both ends inside the area, one edge.
        rk_edge edge;
        if (make_edge_inside(h, px, py, x, y, &edge)) take(context, &edge);
    } else {
        rk_edge made[3];
        const intptr_t count = rk_edges_from_line(w, h, px, py, x, y, made);
        for (intptr_t e = 0; e < count; e++) take(context, made + e);
    }
}

/// What `rk_each_polygon_edge` offers the four segments ahead, when it has a `take_four`: from
/// (`*px`, `*py`) (area-local, inside the `w` × `h` area) to the four points at `points` (x, y
/// pairs in device pixels; `origin` is the area's top-left corner). When all four points lie inside
/// the area, it hands on the four segments' edges in order, moves (`*px`, `*py`) to the last point
/// (area-local) and returns 1; otherwise it returns 0 having done nothing.
typedef int (*rk_take_four)(void *context, double w, double h, const double *points, double origin_x,
                            double origin_y, double *px, double *py);

/// Hands every edge of every contour of a polygon list to `take` (with `context`), in order:
/// `points` holds x, y pairs in device pixels, contour i ends (exclusive, in points) at
/// `contour_ends[i]` and is implicitly closed, its first segment from its last point, and `origin`
/// is the area's (`w` × `h`) top-left corner. A segment inside the area is one edge; others are
/// clipped and folded by `rk_edges_from_line`. With a `take_four` (else NULL), the four segments
/// ahead go to it first wherever the point before them lies inside the area, and one at a time when
/// it declines them: the same edges in the same order. Inlined with constant `take` and
/// `take_four`, no edge of the common case goes to memory.
__attribute__((always_inline)) static inline void rk_each_polygon_edge(
    double w, double h, const double *points, const intptr_t *contour_ends, intptr_t contour_count, double origin_x,
    double origin_y, void (*take)(void *context, const rk_edge *edge), rk_take_four take_four, void *context) {
    if (w <= 0 || h <= 0) return;
    intptr_t start = 0;
    for (intptr_t contour = 0; contour < contour_count; contour++) {
        const intptr_t end = contour_ends[contour];
        if (end - start >= 2) {
            double px = points[2 * (end - 1)] - origin_x, py = points[2 * (end - 1) + 1] - origin_y;
            int previous_inside = rk_in_area(w, h, px, py);
            for (intptr_t i = start; i < end;) {
                // The four taken leave the last point inside: `previous_inside` stays 1.
                if (take_four && previous_inside && i + 4 <= end &&
                    take_four(context, w, h, points + 2 * i, origin_x, origin_y, &px, &py)) {
                    i += 4;
                    continue;
                }
                const double x = points[2 * i] - origin_x, y = points[2 * i + 1] - origin_y;
                const int inside = rk_in_area(w, h, x, y);
                rk_segment_edges(w, h, px, py, x, y, inside & previous_inside, take, context);
                px = x;
                py = y;
                previous_inside = inside;
                i++;
            }
        }
        start = end;
    }
}

#endif
