#include "RasterKernels.h"

// Scalar and compiled once: every build accumulates the same bits, so the two kernel builds that
// sweep the cells (`rk_sweep_row`) start from the same numbers.
#pragma clang fp contract(off)

static inline double clamp(double v, double low, double high) { return v < low ? low : (v > high ? high : v); }

/// ⌈v⌉ for a finite v ≥ 0 that fits an int: no libm call (baseline x86-64 has no rounding
/// instruction).
static inline int32_t ceiling(double v) {
    int32_t truncated = (int32_t)v;
    return (double)truncated < v ? truncated + 1 : truncated;
}

static inline int finite(double v) { return v - v == 0; }

/// Accumulates a segment already inside the area (x in 0…w, y in 0…h, area-local).
static void accumulate(const rk_cells *area, double ax, double ay, double bx, double by) {
    // The crossings computed by `add_line` can land a rounding error outside the area (a row of
    // -1, a cell past the last): clamped here, where every index is made.
    const int32_t stride = area->stride;
    const double h = area->height, w = stride - 2;
    ax = clamp(ax, 0, w);
    bx = clamp(bx, 0, w);
    ay = clamp(ay, 0, h);
    by = clamp(by, 0, h);
    // The crossings can be NaN even for finite ends (an edge of near-zero height and vast width
    // gives an infinite slope); clamping lets NaN through, and no index may be made from it.
    if (!(finite(ax) && finite(ay) && finite(bx) && finite(by)) || ay == by) return;
    float direction;
    double x0, y0, x1, y1;
    if (ay < by) {
        direction = 1;
        x0 = ax; y0 = ay; x1 = bx; y1 = by;
    } else {
        direction = -1;
        x0 = bx; y0 = by; x1 = ax; y1 = ay;
    }
    const double dxdy = (x1 - x0) / (y1 - y0);
    // Coordinates are ≥ 0, so truncation is the floor.
    const int32_t first_row = (int32_t)y0;
    int32_t last_row = ceiling(y1);
    if (last_row > area->height) last_row = area->height;
    const int32_t low_cell = (int32_t)(x0 < x1 ? x0 : x1);
    int32_t high_cell = ceiling(x0 < x1 ? x1 : x0) + 1;
    if (high_cell > stride - 1) high_cell = stride - 1;
    float *const cells = area->cells;
    int32_t *const row_min = area->row_min, *const row_max = area->row_max;
    double x = x0;
    for (int32_t row = first_row; row < last_row; row++) {
        if (low_cell < row_min[row]) row_min[row] = low_cell;
        if (high_cell > row_max[row]) row_max[row] = high_cell;
        const double top = (double)row > y0 ? (double)row : y0;
        const double bottom = (double)(row + 1) < y1 ? (double)(row + 1) : y1;
        // From the segment's start, not stepped: a steep edge thousands of rows long gathers no
        // rounding error, and clamped so no step writes outside the row.
        const double next = clamp(x0 + (bottom - y0) * dxdy, 0, w);
        const float d = (float)(bottom - top) * direction;
        const double left = x < next ? x : next, right = x < next ? next : x;
        const int32_t left_cell = (int32_t)left;
        const double left_floor = (double)left_cell;
        const int32_t right_cell = ceiling(right);
        float *const line = cells + (size_t)row * (size_t)stride;
        if (right_cell <= left_cell + 1) {
            // The whole step lies in one pixel column: split by the mean x.
            const float mid = (float)(0.5 * (x + next) - left_floor);
            line[left_cell] += d - d * mid;
            line[left_cell + 1] += d * mid;
        } else {
            const float inverse_width = (float)(1 / (right - left));
            const float left_fraction = (float)(left - left_floor);
            const float first_area = 0.5f * inverse_width * (1 - left_fraction) * (1 - left_fraction);
            const float right_fraction = (float)(right - (double)right_cell + 1);
            const float last_area = 0.5f * inverse_width * right_fraction * right_fraction;
            line[left_cell] += d * first_area;
            if (right_cell == left_cell + 2) {
                line[left_cell + 1] += d * (1 - first_area - last_area);
            } else {
                const float second_area = inverse_width * (1.5f - left_fraction);
                line[left_cell + 1] += d * (second_area - first_area);
                const float step = d * inverse_width;
                for (int32_t cell = left_cell + 2; cell < right_cell - 1; cell++) line[cell] += step;
                const float before_last = second_area + (float)(right_cell - left_cell - 3) * inverse_width;
                line[right_cell - 1] += d * (1 - before_last - last_area);
            }
            line[right_cell] += d * last_area;
        }
        x = next;
    }
}

void rk_accumulate_line(const rk_cells *area, double x0, double y0, double x1, double y1) {
    if (!(finite(x0) && finite(y0) && finite(x1) && finite(y1)) || y0 == y1) return;
    const double h = area->height, w = area->width;
    if ((y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h)) return;
    // Clip vertically: only the part inside the rows contributes.
    if (y0 < 0 || y0 > h || y1 < 0 || y1 > h) {
        const double dxdy = (x1 - x0) / (y1 - y0);
        if (y0 < 0) { x0 += (0 - y0) * dxdy; y0 = 0; } else if (y0 > h) { x0 += (h - y0) * dxdy; y0 = h; }
        if (y1 < 0) { x1 += (0 - y1) * dxdy; y1 = 0; } else if (y1 > h) { x1 += (h - y1) * dxdy; y1 = h; }
        if (y0 == y1) return;
    }
    // Split horizontally at 0 and w so each piece is either inside or folded onto an edge, where
    // it adds the area it would have added beyond: the coverage inside stays exact.
    const int crosses_left = (x0 < 0) != (x1 < 0);
    const int crosses_right = (x0 < w) != (x1 < w);
    if (!crosses_left && !crosses_right) {
        accumulate(area, clamp(x0, 0, w), y0, clamp(x1, 0, w), y1);
        return;
    }
    const double dydx = (y1 - y0) / (x1 - x0);
    // The crossings in the edge's own direction: the nearer edge first.
    double near_edge, far_edge = 0;
    const int both = crosses_left && crosses_right;
    if (both) {
        near_edge = x0 < x1 ? 0 : w;
        far_edge = x0 < x1 ? w : 0;
    } else {
        near_edge = crosses_left ? 0 : w;
    }
    const double near_y = y0 + (near_edge - x0) * dydx;
    accumulate(area, clamp(x0, 0, w), y0, near_edge, near_y);
    double sx = near_edge, sy = near_y;
    if (both) {
        const double far_y = y0 + (far_edge - x0) * dydx;
        accumulate(area, sx, sy, far_edge, far_y);
        sx = far_edge;
        sy = far_y;
    }
    accumulate(area, sx, sy, clamp(x1, 0, w), y1);
}

void rk_accumulate_polygons(const rk_cells *area, const double *points, const intptr_t *contour_ends,
                            intptr_t contour_count, double origin_x, double origin_y) {
    if (area->width <= 0 || area->height <= 0) return;
    intptr_t start = 0;
    for (intptr_t contour = 0; contour < contour_count; contour++) {
        const intptr_t end = contour_ends[contour];
        if (end - start >= 2) {
            double px = points[2 * (end - 1)] - origin_x, py = points[2 * (end - 1) + 1] - origin_y;
            for (intptr_t i = start; i < end; i++) {
                const double x = points[2 * i] - origin_x, y = points[2 * i + 1] - origin_y;
                rk_accumulate_line(area, px, py, x, y);
                px = x;
                py = y;
            }
        }
        start = end;
    }
}
