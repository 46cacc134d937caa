// The accumulation of a band's edges into cells (see `CoverageRasterizer`), written once and
// included by Kernels.c once per instruction set (see KernelBody.h for RK_FN and RK_AVX2). Scalar
// IEEE operations in the same order in both builds and no contraction into fused multiply-adds:
// both builds accumulate the same bits, so either build's sweep starts from the same numbers.

#pragma clang fp contract(off)

#include "AccumulationMath.h"

/// Marks cells `first …= last` of a row as touched.
RK_INLINE void RK_FN(touch)(uint64_t *touched, int32_t first, int32_t last) {
    const int32_t low = first >> 3, high = last >> 3;
    const int32_t low_word = low >> 6, high_word = high >> 6;
    if (low_word == high_word) {
        touched[low_word] |= (~0ull << (low & 63)) & (~0ull >> (63 - (high & 63)));
        return;
    }
    touched[low_word] |= ~0ull << (low & 63);
    for (int32_t word = low_word + 1; word < high_word; word++) touched[word] = ~0ull;
    touched[high_word] |= ~0ull >> (63 - (high & 63));
}

/// Adds `edge`'s area in area rows `top ..< bottom` (the band's rows, the first at `cells` and
/// `touched`), marking the eights of cells it touches. `whole` (a constant where inlined): the band
/// is the whole area, `top` 0 and `bottom` its height, which holds every edge's rows.
RK_INLINE void RK_FN(accumulate_edge)(float *const cells, uint64_t *const touched, int32_t stride, int32_t words,
                                      double w, int32_t top, int32_t bottom, const rk_edge *edge, int whole) {
    const double x0 = edge->x0, y0 = edge->y0, y1 = edge->y1, dxdy = edge->dxdy;
    const float direction = edge->direction, per_cell = edge->per_cell;
    const int32_t first_row = whole || edge->first_row > top ? edge->first_row : top;
    const int32_t last_row = whole || edge->last_row < bottom ? edge->last_row : bottom;
    // Every row's x from the edge's start, not stepped: a steep edge thousands of rows long
    // gathers no rounding error, a band's first row starts where the row above ended, and
    // clamping keeps every step inside the row.
    double x = !whole && first_row > edge->first_row ? rk_clamp(x0 + ((double)first_row - y0) * dxdy, 0, w) : x0;
    float *line = cells + (size_t)(first_row - top) * (size_t)stride;
    uint64_t *marks = touched + (size_t)(first_row - top) * (size_t)words;
    // Whole numbers are exact in a double: stepping the row's top by 1 is the row itself.
    double row_top_line = (double)first_row;
    for (int32_t row = first_row; row < last_row; row++, line += stride, marks += words, row_top_line += 1) {
        const double row_top = row_top_line > y0 ? row_top_line : y0;
        const double row_bottom = row_top_line + 1 < y1 ? row_top_line + 1 : y1;
        const double next = rk_clamp(x0 + (row_bottom - y0) * dxdy, 0, w);
        const float d = (float)(row_bottom - row_top) * direction;
        const double left = x < next ? x : next, right = x < next ? next : x;
#if RK_AVX2
        // One rounding instruction each (SSE4.1); the same values as the baseline's conversions.
        const double left_floor = __builtin_floor(left), right_ceiling = __builtin_ceil(right);
        const int32_t left_cell = (int32_t)left_floor, right_cell = (int32_t)right_ceiling;
#else
        const int32_t left_cell = (int32_t)left;
        const double left_floor = (double)left_cell;
        const int32_t right_cell = rk_ceiling(right);
        const double right_ceiling = (double)right_cell;
#endif
        // Where the step crosses cell boundaries, the triangles of area it leaves in its first and
        // last cells: per unit of x the step adds `per_cell` (d over its width, which is |dx/dy| ·
        // the row's height), so no division is needed here.
        const float left_fraction = (float)(left - left_floor);
        const float right_fraction = (float)(right - right_ceiling + 1);
        const float first_area = 0.5f * per_cell * (1 - left_fraction) * (1 - left_fraction);
        const float last_area = 0.5f * per_cell * right_fraction * right_fraction;
        if (right_cell <= left_cell + 2) {
            // The step touches at most three cells: within one pixel column (split by the mean
            // x) or across one column boundary (a triangle each side and the rest between).
            // Both are worked out and one is taken without a branch, which a chord's slope makes
            // a coin toss, and added to the three cells (and a fourth, by 0) at once: the cells
            // get the same sums in the same order as separate additions would give.
            const int crosses = right_cell > left_cell + 1;
            const float mid = (float)(0.5 * (x + next) - left_floor);
            const f4 across = {first_area, d - first_area - last_area, last_area, 0};
            const f4 within = {d - d * mid, d * mid, 0, 0};
            const i32x4 take_across = -crosses;
            const f4 add = (f4)(((i32x4)across & take_across) | ((i32x4)within & ~take_across));
            f4 sums;
            memcpy(&sums, line + left_cell, sizeof sums);
            sums += add;
            memcpy(line + left_cell, &sums, sizeof sums);
            const int32_t low = left_cell >> 3, high = (left_cell + 1 + crosses) >> 3;
            marks[low >> 6] |= 1ull << (low & 63);
            marks[high >> 6] |= 1ull << (high & 63);
        } else {
            // The step crosses columns: each cell gets the area of the triangle or trapezoid
            // of the step within it; the last crossed cell takes what the others left of d, so
            // the row adds exactly d.
            const float second_area = per_cell * (1.5f - left_fraction);
            line[left_cell] += first_area;
            line[left_cell + 1] += second_area - first_area;
            // A row crosses about one whole cell here (the tiger's: 4.7 cells a wide row, ends
            // included): a vectorized loop would keep its pointers and constants live through every
            // narrow row too, costing registers the row's own values then spill for.
#pragma clang loop vectorize(disable) unroll(disable)
            for (int32_t cell = left_cell + 2; cell < right_cell - 1; cell++) line[cell] += per_cell;
            const float before_last = second_area + (float)(right_cell - left_cell - 3) * per_cell;
            line[right_cell - 1] += d - before_last - last_area;
            line[right_cell] += last_area;
            RK_FN(touch)(marks, left_cell, right_cell);
        }
        x = next;
    }
}

void RK_FN(rk_accumulate_band)(const rk_band *band, int32_t top, const rk_edge *edges, const int32_t *entries,
                        intptr_t count) {
    float *const cells = band->cells;
    uint64_t *const touched = band->touched;
    const int32_t stride = band->stride, words = band->words, bottom = top + band->rows;
    const double w = band->width;
    for (intptr_t entry = 0; entry < count; entry++)
        RK_FN(accumulate_edge)(cells, touched, stride, words, w, top, bottom, edges + (entries ? entries[entry] : entry), 0);
}

/// Where `rk_accumulate_polygons` adds edges: the whole area as one band.
typedef struct RK_FN(whole_band) {
    float *cells;
    uint64_t *touched;
    int32_t stride, words, rows;
    double width;
} RK_FN(whole_band);

RK_INLINE void RK_FN(accumulate_whole)(void *context, const rk_edge *edge) {
    const RK_FN(whole_band) *band = context;
    RK_FN(accumulate_edge)(band->cells, band->touched, band->stride, band->words, band->width, 0, band->rows, edge, 1);
}

void RK_FN(rk_accumulate_polygons)(const rk_band *band, const double *points, const intptr_t *contour_ends,
                                   intptr_t contour_count, double origin_x, double origin_y) {
    RK_FN(whole_band) whole = {band->cells, band->touched, band->stride, band->words, band->rows, band->width};
    rk_each_polygon_edge(band->width, band->rows, points, contour_ends, contour_count, origin_x, origin_y,
                         RK_FN(accumulate_whole), &whole);
}
