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

#endif
