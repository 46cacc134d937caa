#include "RasterKernels.h"
#include "AccumulationMath.h"

// Edges from segments, and their listing by band: scalar and compiled once, so both kernel builds
// accumulate (`AccumulationBody.h`) the same edges.
#pragma clang fp contract(off)

static inline int finite(double v) { return v - v == 0; }

/// The edge of a segment already inside the area up to rounding, to `out`; returns 1, or 0 for a
/// segment that adds nothing.
static intptr_t make_edge(double w, double h, double ax, double ay, double bx, double by, rk_edge *out) {
    // The crossings computed by `rk_edges_from_line` can land a rounding error outside the area
    // (a row of -1, a cell past the last): clamped here, where every index is made.
    ax = rk_clamp(ax, 0, w);
    bx = rk_clamp(bx, 0, w);
    ay = rk_clamp(ay, 0, h);
    by = rk_clamp(by, 0, h);
    // The crossings can be NaN even for finite ends (an edge of near-zero height and vast width
    // gives an infinite slope); clamping lets NaN through, and no index may be made from it.
    if (!(finite(ax) && finite(ay) && finite(bx) && finite(by))) return 0;
    return make_edge_inside(h, ax, ay, bx, by, out);
}

/// The first band `edge` crosses; `*last` receives the last.
static inline int32_t band_range(const rk_edge *edge, int32_t band_shift, int32_t *last) {
    *last = (edge->last_row - 1) >> band_shift;
    return edge->first_row >> band_shift;
}

/// Counts `edge` in each band it crosses (see `rk_count_bands`).
static inline void count_bands(const rk_edge *edge, int32_t band_shift, int32_t *band_counts) {
    int32_t last;
    for (int32_t b = band_range(edge, band_shift, &last); b <= last; b++) band_counts[b + 2]++;
}

intptr_t rk_edges_from_line(double w, double h, double x0, double y0, double x1, double y1, rk_edge *out) {
    // The common case: a line inside the area (which also makes it finite: NaN fails every test).
    if (x0 >= 0 && x0 <= w && x1 >= 0 && x1 <= w && y0 >= 0 && y0 <= h && y1 >= 0 && y1 <= h)
        return make_edge_inside(h, x0, y0, x1, y1, out);
    if (!(finite(x0) && finite(y0) && finite(x1) && finite(y1)) || y0 == y1) return 0;
    if ((y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h)) return 0;
    // Clip vertically: only the part inside the rows contributes.
    if (y0 < 0 || y0 > h || y1 < 0 || y1 > h) {
        const double dxdy = (x1 - x0) / (y1 - y0);
        if (y0 < 0) { x0 += (0 - y0) * dxdy; y0 = 0; } else if (y0 > h) { x0 += (h - y0) * dxdy; y0 = h; }
        if (y1 < 0) { x1 += (0 - y1) * dxdy; y1 = 0; } else if (y1 > h) { x1 += (h - y1) * dxdy; y1 = h; }
        if (y0 == y1) return 0;
    }
    // Split horizontally at 0 and w so each piece is either inside or folded onto an edge, where
    // it adds the area it would have added beyond: the coverage inside stays exact.
    const int crosses_left = (x0 < 0) != (x1 < 0);
    const int crosses_right = (x0 < w) != (x1 < w);
    if (!crosses_left && !crosses_right) return make_edge(w, h, rk_clamp(x0, 0, w), y0, rk_clamp(x1, 0, w), y1, out);
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
    intptr_t made = make_edge(w, h, rk_clamp(x0, 0, w), y0, near_edge, near_y, out);
    double sx = near_edge, sy = near_y;
    if (both) {
        const double far_y = y0 + (far_edge - x0) * dydx;
        made += make_edge(w, h, sx, sy, far_edge, far_y, out + made);
        sx = far_edge;
        sy = far_y;
    }
    return made + make_edge(w, h, sx, sy, rk_clamp(x1, 0, w), y1, out + made);
}


/// Where `rk_edges_from_polygons` writes and counts.
typedef struct edge_list {
    rk_edge *out;
    intptr_t made;
    int32_t band_shift;
    int32_t *band_counts;
} edge_list;

static inline void list_edge(void *context, const rk_edge *edge) {
    edge_list *list = context;
    list->out[list->made] = *edge;
    count_bands(edge, list->band_shift, list->band_counts);
    list->made++;
}

intptr_t rk_edges_from_polygons(double w, double h, const double *points, const intptr_t *contour_ends,
                                intptr_t contour_count, double origin_x, double origin_y, rk_edge *out,
                                int32_t band_shift, int32_t *band_counts) {
    edge_list list = {out, 0, band_shift, band_counts};
    rk_each_polygon_edge(w, h, points, contour_ends, contour_count, origin_x, origin_y, list_edge, NULL, &list);
    return list.made;
}

void rk_count_bands(const rk_edge *edges, intptr_t count, int32_t band_shift, int32_t *band_counts) {
    for (intptr_t i = 0; i < count; i++) count_bands(edges + i, band_shift, band_counts);
}

intptr_t rk_band_starts(int32_t bands, int32_t *band_counts) {
    // Counts of band b sit at b + 2; summed, entry b + 1 is where band b starts, the cursor
    // `rk_bin_edges` advances to where it ends (and band b + 1 starts).
    band_counts[0] = band_counts[1] = 0;
    for (int32_t b = 2; b < bands + 2; b++) band_counts[b] += band_counts[b - 1];
    return band_counts[bands + 1];
}

void rk_bin_edges(const rk_edge *edges, intptr_t count, int32_t band_shift, int32_t *band_starts, int32_t *entries) {
    for (intptr_t i = 0; i < count; i++) {
        int32_t last;
        for (int32_t b = band_range(edges + i, band_shift, &last); b <= last; b++) entries[band_starts[b + 1]++] = (int32_t)i;
    }
}
