// The accumulation of a band's edges into cells (see `CoverageRasterizer`), written once and
// included by Kernels.c once per instruction set (see KernelBuilds.h). The same lane-wise IEEE
// operations in the same order in both builds (four rows to a vector, SSE2's or AVX's encoding)
// and no contraction into fused multiply-adds: both builds accumulate the same bits, so either
// build's sweep starts from the same numbers.

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

/// One row's step across the cells, as `accumulate_rows` works it out four rows at once.
typedef struct RK_FN(row_step) {
    f4 add;
    int32_t left_cell, right_cell, crosses, narrow;
    float d, first_area, last_area, left_fraction;
} RK_FN(row_step);

/// Adds one row's step to its cells and marks the eights it touches. `steep` (a constant where
/// inlined): the edge's steps cross at most one column boundary, so none is wide and there is no
/// test of it.
RK_INLINE void RK_FN(add_row_step)(float *line, uint64_t *marks, float per_cell, RK_FN(row_step) step, int steep) {
    const int32_t left_cell = step.left_cell, right_cell = step.right_cell;
    if (steep || step.narrow) {
        // At most three cells, added (with a fourth, by 0) at once.
        f4 sums;
        memcpy(&sums, line + left_cell, sizeof sums);
        sums += step.add;
        memcpy(line + left_cell, &sums, sizeof sums);
        const int32_t low = left_cell >> 3, high = (left_cell + 1 + step.crosses) >> 3;
        marks[low >> 6] |= 1ull << (low & 63);
        marks[high >> 6] |= 1ull << (high & 63);
        return;
    }
    // Across columns: each cell gets the area of the triangle or trapezoid of the step within it;
    // the last crossed cell takes what the others left of d, so the row adds exactly d. A row
    // crosses about one whole cell here (the tiger's: 4.7 cells a wide row, ends included): a
    // vectorized loop would keep its pointers and constants live through every narrow row too.
    const float second_area = per_cell * (1.5f - step.left_fraction);
    line[left_cell] += step.first_area;
    line[left_cell + 1] += second_area - step.first_area;
#pragma clang loop vectorize(disable) unroll(disable)
    for (int32_t cell = left_cell + 2; cell < right_cell - 1; cell++) line[cell] += per_cell;
    const float before_last = second_area + (float)(right_cell - left_cell - 3) * per_cell;
    line[right_cell - 1] += step.d - before_last - step.last_area;
    line[right_cell] += step.last_area;
    RK_FN(touch)(marks, left_cell, right_cell);
}

/// A shallow edge's row step: cells `left_cell` …= `left_cell + span` (`span` ≤ 7) added eight at
/// once, what each gets picked by its place: `first` and `second` to the first two, `per_cell` to
/// those after them up to the last, `last` to the last and `past` to the one past it (a step within
/// one column has span 1: `last` and `past` are its two cells). The same sums as `add_row_step`'s,
/// cell by cell, with no test of how many cells the step crosses: that test waits for the step's
/// whole chain of arithmetic, and on a shallow edge its answer changes from row to row, so a
/// mispredicted one threw away the next edges' work already under way (on the tiger the test cost
/// a sixth of the accumulation's time). The row keeps eight spare cells for the eighth lane.
RK_INLINE void RK_FN(add_shallow_step)(float *line, uint64_t *marks, float per_cell, int32_t left_cell, int32_t span, float first,
                                float second, float last, float past) {
    const i32x8 place = {0, 1, 2, 3, 4, 5, 6, 7};
    const i32x8 ends = span;
    f8 add = RK_FN(select8)(place < ends - 1, (f8)per_cell, (f8)0.0f);
    add = RK_FN(select8)(place == 1, (f8)second, add);
    add = RK_FN(select8)(place == 0, (f8)first, add);
    add = RK_FN(select8)(place == ends - 1, (f8)last, add);
    add = RK_FN(select8)(place == ends, (f8)past, add);
    f8 sums;
    memcpy(&sums, line + left_cell, sizeof sums);
    sums += add;
    memcpy(line + left_cell, &sums, sizeof sums);
    const int32_t low = left_cell >> 3, high = (left_cell + span) >> 3;
    marks[low >> 6] |= 1ull << (low & 63);
    marks[high >> 6] |= 1ull << (high & 63);
}

RK_INLINE f4 RK_FN(select_f4)(i32x4 mask, f4 v, f4 otherwise) { return (f4)(((i32x4)v & mask) | ((i32x4)otherwise & ~mask)); }
RK_INLINE i32x4 RK_FN(select_i32x4)(i32x4 mask, i32x4 v, i32x4 otherwise) { return (v & mask) | (otherwise & ~mask); }

/// `v` where `mask` is set, else `otherwise`, lane by lane.
RK_INLINE d4 RK_FN(select_d4)(i64x4 mask, d4 v, d4 otherwise) { return (d4)(((i64x4)v & mask) | ((i64x4)otherwise & ~mask)); }

/// An edge's rows `first_row ..< last_row` (the first at `line` and `marks`), four at a time: each
/// lane is a row, its step from where the row above ended (`x` for the first) to where the edge
/// leaves the row, worked out from the edge's start rather than stepped, so a steep edge thousands
/// of rows long gathers no rounding error. Positions stay in double precision until a step's
/// fractions of a cell are taken: a shape drawn into a smaller area (a repaint of damage) has other
/// area-local coordinates, and only then do its cells get the same numbers to well below a level.
/// Floors and ceilings are taken by truncation (x ≥ 0) and each lane does what one row at a time
/// did, the same operations in both builds, which give the same bits.
/// An edge crosses about three rows on average (the tiger's): one group. `steep` (a constant where
/// inlined): see `accumulate_edge_rows`. The edge's numbers come as vectors with the same number in
/// every lane: four edges made at once hand each its lane spread by one shuffle, where scalars
/// were taken out of the vectors and spread again (a tenth of the accumulation's instructions).
RK_INLINE void RK_FN(accumulate_rows)(float *line, uint64_t *marks, int32_t stride, int32_t words, double w,
                                      int32_t first_row, int32_t last_row, d4 x, d4 x0, d4 y0, d4 y1,
                                      d4 dxdy, f4 direction, f4 per_cell_lanes, int steep) {
    const d4 lanes = {0, 1, 2, 3};
    const f4 zero = 0.0f;
    const float per_cell = per_cell_lanes[0];
    const f4 half_per_cell = 0.5f * per_cell_lanes;
    for (int32_t row = first_row; row < last_row; row += 4) {
        // Whole numbers are exact in a double.
        const d4 top_line = (double)row + lanes;
        const d4 bottom_line = top_line + 1;
        const d4 row_top = RK_FN(select_d4)(top_line > y0, top_line, (d4)y0);
        const d4 row_bottom = RK_FN(select_d4)(bottom_line < y1, bottom_line, (d4)y1);
        const d4 unclamped = x0 + (row_bottom - y0) * dxdy;
        // Limited to 0…w (NaN, which no finite edge gives, taken as 0), so every cell index is
        // made from a number in the row.
        const d4 next = RK_FN(select_d4)(unclamped > 0, RK_FN(select_d4)(unclamped < w, unclamped, (d4)w), (d4)0.0);
        const d4 start = __builtin_shufflevector(x, next, 0, 4, 5, 6);
        const f4 d = __builtin_convertvector(row_bottom - row_top, f4) * direction;
        const i64x4 rising = start < next;
        const d4 left = RK_FN(select_d4)(rising, start, next), right = RK_FN(select_d4)(rising, next, start);
        const i32x4 left_cell = __builtin_convertvector(left, i32x4);
        const d4 left_floor = __builtin_convertvector(left_cell, d4);
        const i32x4 right_truncated = __builtin_convertvector(right, i32x4);
        // A ceiling: one past the truncation unless `right` is whole (the mask is −1 when not).
        const i32x4 right_cell =
            right_truncated - __builtin_convertvector(__builtin_convertvector(right_truncated, d4) < right, i32x4);
        const d4 right_ceiling = __builtin_convertvector(right_cell, d4);
        // Where the step crosses cell boundaries, the triangles of area it leaves in its first and
        // last cells: per unit of x the step adds `per_cell` (d over its width), so no division.
        const f4 left_fraction = __builtin_convertvector(left - left_floor, f4);
        const f4 right_fraction = __builtin_convertvector(right - right_ceiling + 1, f4);
        const f4 first_area = half_per_cell * (1 - left_fraction) * (1 - left_fraction);
        const f4 last_area = half_per_cell * right_fraction * right_fraction;
        // Within one column the step splits d at its mean x; across one boundary it leaves a
        // triangle each side and the rest between. Both are worked out and one is taken.
        const f4 mid = __builtin_convertvector(0.5 * (start + next) - left_floor, f4);
        const i32x4 crosses = right_cell > left_cell + 1;
        const i32x4 narrow = right_cell <= left_cell + 2;
        const f4 first = RK_FN(select_f4)(crosses, first_area, d - d * mid);
        const f4 second = RK_FN(select_f4)(crosses, d - first_area - last_area, d * mid);
        const f4 third = RK_FN(select_f4)(crosses, last_area, zero);
        const f4 low_pairs = __builtin_shufflevector(first, second, 0, 4, 1, 5);
        const f4 high_pairs = __builtin_shufflevector(first, second, 2, 6, 3, 7);
        const f4 low_thirds = __builtin_shufflevector(third, zero, 0, 4, 1, 5);
        const f4 high_thirds = __builtin_shufflevector(third, zero, 2, 6, 3, 7);
        const int32_t rows = last_row - row < 4 ? last_row - row : 4;
        if (!steep) {
            // Each row's step as `add_shallow_step` takes it, four rows at once.
            const i32x4 span = RK_FN(select_i32x4)(crosses, right_cell - left_cell, (i32x4)1);
            const f4 second_area = per_cell_lanes * (1.5f - left_fraction);
            const f4 before_last = second_area + __builtin_convertvector(right_cell - left_cell - 3, f4) * per_cell_lanes;
            const f4 past = RK_FN(select_f4)(crosses, last_area, d * mid);
            const f4 last = RK_FN(select_f4)(crosses, RK_FN(select_f4)(narrow, d - first_area - last_area, d - before_last - last_area),
                                             d - d * mid);
            const f4 second_cell = second_area - first_area;
            const int32_t widest = __builtin_reduce_max(span);
            if (__builtin_expect(widest <= 7, 1)) {
#define RK_STEP8(lane) RK_FN(add_shallow_step)(line + (lane) * stride, marks + (lane) * words, per_cell, left_cell[lane], span[lane], \
                                        first_area[lane], second_cell[lane], last[lane], past[lane])
                RK_STEP8(0);
                if (rows > 1) RK_STEP8(1);
                if (rows > 2) RK_STEP8(2);
                if (rows > 3) RK_STEP8(3);
#undef RK_STEP8
                line += 4 * stride;
                marks += 4 * words;
                x = __builtin_shufflevector(next, next, 3, 3, 3, 3);
                continue;
            }
        }
#define RK_ROW_STEP(lane, adds)                                                                                       \
    (RK_FN(row_step)) {                                                                                               \
        adds, left_cell[lane], right_cell[lane], -crosses[lane], narrow[lane], d[lane], first_area[lane],             \
            last_area[lane], left_fraction[lane]                                                                      \
    }
        RK_FN(add_row_step)(line, marks, per_cell, RK_ROW_STEP(0, __builtin_shufflevector(low_pairs, low_thirds, 0, 1, 4, 5)), steep);
        if (rows > 1) {
            line += stride;
            marks += words;
            RK_FN(add_row_step)(line, marks, per_cell, RK_ROW_STEP(1, __builtin_shufflevector(low_pairs, low_thirds, 2, 3, 6, 7)), steep);
        }
        if (rows > 2) {
            line += stride;
            marks += words;
            RK_FN(add_row_step)(line, marks, per_cell, RK_ROW_STEP(2, __builtin_shufflevector(high_pairs, high_thirds, 0, 1, 4, 5)), steep);
        }
        if (rows > 3) {
            line += stride;
            marks += words;
            RK_FN(add_row_step)(line, marks, per_cell, RK_ROW_STEP(3, __builtin_shufflevector(high_pairs, high_thirds, 2, 3, 6, 7)), steep);
        }
#undef RK_ROW_STEP
        line += stride;
        marks += words;
        x = __builtin_shufflevector(next, next, 3, 3, 3, 3);
    }
}

/// `accumulate_rows`, specialised for a steep edge (|dx/dy| ≤ 0.999: with rounding, no row's step
/// crosses more than one column boundary, so none is wide) or a shallow one (whose steps are added
/// eight cells at once): either way no step tests how many cells it crosses.
RK_INLINE void RK_FN(accumulate_edge_rows)(float *line, uint64_t *marks, int32_t stride, int32_t words, double w,
                                           int32_t first_row, int32_t last_row, d4 x, d4 x0, d4 y0,
                                           d4 y1, d4 dxdy, f4 direction, f4 per_cell) {
    if (dxdy[0] <= 0.999 && dxdy[0] >= -0.999)
        RK_FN(accumulate_rows)(line, marks, stride, words, w, first_row, last_row, x, x0, y0, y1, dxdy, direction, per_cell, 1);
    else
        RK_FN(accumulate_rows)(line, marks, stride, words, w, first_row, last_row, x, x0, y0, y1, dxdy, direction, per_cell, 0);
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
    // A band's first row starts where the row above ended.
    const double x = !whole && first_row > edge->first_row ? rk_clamp(x0 + ((double)first_row - y0) * dxdy, 0, w) : x0;
    float *line = cells + (size_t)(first_row - top) * (size_t)stride;
    uint64_t *marks = touched + (size_t)(first_row - top) * (size_t)words;
    RK_FN(accumulate_edge_rows)(line, marks, stride, words, w, first_row, last_row, (d4)x, (d4)x0, (d4)y0, (d4)y1, (d4)dxdy,
                                (f4)direction, (f4)per_cell);
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

/// The edges of four segments lying inside the area (`a` to `b` in each lane, area-local), made
/// as `make_edge_inside` makes them (the same operations lane by lane, so the same numbers) and
/// added in order: the edges of a shape's polygons come four at a time, and their set-up (two
/// divisions, the rows, the conversions) takes one vector instruction for all four.
RK_INLINE void RK_FN(accumulate_four_inside)(const RK_FN(whole_band) *band, d4 ax, d4 ay, d4 bx, d4 by) {
    const i64x4 down = ay < by;
    const d4 x0 = RK_FN(select_d4)(down, ax, bx), y0 = RK_FN(select_d4)(down, ay, by);
    const d4 x1 = RK_FN(select_d4)(down, bx, ax), y1 = RK_FN(select_d4)(down, by, ay);
    // A horizontal segment adds nothing (and divides by zero here, in a lane never used).
    const i64x4 slanted = ay != by;
    const d4 dxdy = (x1 - x0) / (y1 - y0);
    const d4 per_cell = (y1 - y0) / RK_FN(select_d4)(x1 > x0, x1 - x0, x0 - x1);
    const f4 direction = RK_FN(select_f4)(__builtin_convertvector(down, i32x4), (f4)1.0f, (f4)-1.0f);
    const f4 limited = __builtin_convertvector(RK_FN(select_d4)(per_cell < 1e20, per_cell, (d4)1e20), f4) * direction;
    // Coordinates are ≥ 0, so truncation is the floor; the ceiling is one more unless whole.
    const i32x4 first_row = __builtin_convertvector(y0, i32x4);
    const i32x4 truncated = __builtin_convertvector(y1, i32x4);
    const i32x4 ceiling = truncated - __builtin_convertvector(__builtin_convertvector(truncated, d4) < y1, i32x4);
    const int32_t rows = band->rows;
    const i32x4 last_row = RK_FN(select_i32x4)(ceiling > rows, (i32x4)rows, ceiling);
    const i32x4 used = __builtin_convertvector(slanted, i32x4) & (last_row > first_row);
    const size_t stride = (size_t)band->stride, words = (size_t)band->words;
#define RK_EDGE_LANE(lane)                                                                                            \
    if (used[lane])                                                                                                   \
        RK_FN(accumulate_edge_rows)(band->cells + (size_t)first_row[lane] * stride, band->touched + (size_t)first_row[lane] * words, \
                               band->stride, band->words, band->width, first_row[lane], last_row[lane],               \
                               __builtin_shufflevector(x0, x0, lane, lane, lane, lane),                                \
                               __builtin_shufflevector(x0, x0, lane, lane, lane, lane),                                \
                               __builtin_shufflevector(y0, y0, lane, lane, lane, lane),                                \
                               __builtin_shufflevector(y1, y1, lane, lane, lane, lane),                                \
                               __builtin_shufflevector(dxdy, dxdy, lane, lane, lane, lane),                            \
                               __builtin_shufflevector(direction, direction, lane, lane, lane, lane),                  \
                               __builtin_shufflevector(limited, limited, lane, lane, lane, lane));
    RK_EDGE_LANE(0)
    RK_EDGE_LANE(1)
    RK_EDGE_LANE(2)
    RK_EDGE_LANE(3)
#undef RK_EDGE_LANE
}

/// `rk_take_four` for `rk_accumulate_polygons` (`context` its whole band): the four points ahead
/// loaded and tested at once, their edges made and added four at a time.
RK_INLINE int RK_FN(accumulate_four)(void *context, double w, double h, const double *points, double origin_x,
                                     double origin_y, double *px, double *py) {
    const RK_FN(whole_band) *band = context;
    d4 low, high;
    memcpy(&low, points, sizeof low);
    memcpy(&high, points + 4, sizeof high);
    const d4 xs = __builtin_shufflevector(low, high, 0, 2, 4, 6) - origin_x;
    const d4 ys = __builtin_shufflevector(low, high, 1, 3, 5, 7) - origin_y;
    const i64x4 inside = (xs >= 0) & (xs <= w) & (ys >= 0) & (ys <= h);
    if (inside[0] && inside[1] && inside[2] && inside[3]) {
        RK_FN(accumulate_four_inside)(band, __builtin_shufflevector((d4)*px, xs, 0, 4, 5, 6),
                                      __builtin_shufflevector((d4)*py, ys, 0, 4, 5, 6), xs, ys);
        *px = xs[3];
        *py = ys[3];
        return 1;
    }
    return 0;
}

void RK_FN(rk_accumulate_polygons)(const rk_band *band, const double *points, const intptr_t *contour_ends,
                                   intptr_t contour_count, double origin_x, double origin_y) {
    RK_FN(whole_band) whole = {band->cells, band->touched, band->stride, band->words, band->rows, band->width};
    // Four edges at a time while the four points ahead and the one before lie inside the area (so
    // are finite), else one at a time.
    rk_each_polygon_edge(band->width, band->rows, points, contour_ends, contour_count, origin_x, origin_y,
                         RK_FN(accumulate_whole), RK_FN(accumulate_four), &whole);
}
