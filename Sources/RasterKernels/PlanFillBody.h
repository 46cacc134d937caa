// The solid-colour fills of planned rows (see RowPlans.h: which columns of a row are evaluated,
// solid or skipped): one row, two rows side by side, and every row of a rounded rectangle, a ring
// or an arc, written once and included by Kernels.c once per build, after BlendBody.h (see
// KernelBuilds.h for the scheme, Kernels.c for RK_FN and RK_AVX2). No include guard: that is the
// point.

/// Stores `color` into the pixels [`pixel`, `end`): eight or four at a time, the last store
/// overlapping the one before rather than finishing pixel by pixel (a run's length varies from
/// row to row, and a loop over the remainder mispredicts its exit).
RK_INLINE void RK_FN(store_run)(uint32_t *pixel, uint32_t *end, uint32_t color) {
    ptrdiff_t count = end - pixel;
    if (count >= 8) {
        u32x8 colors = color;
        for (; pixel + 8 < end; pixel += 8) memcpy(pixel, &colors, sizeof colors);
        memcpy(end - 8, &colors, sizeof colors);
    } else if (count >= 4) {
        u32x4 colors = color;
        memcpy(pixel, &colors, sizeof colors);
        memcpy(end - 4, &colors, sizeof colors);
    } else {
        for (; pixel < end; pixel++) *pixel = color;
    }
}

/// The solid runs of `plan` in `row`: the colour itself where it is opaque, else blended whole.
RK_INLINE void RK_FN(fill_solid_runs)(const rk_row_plan *plan, uint32_t *row, uint32_t color, int opaque) {
    for (int run = 0; run < 2; run++) {
        uint32_t *pixel = row + plan->solid_starts[run], *end = row + plan->solid_ends[run];
        if (opaque) {
            RK_FN(store_run)(pixel, end, color);
            continue;
        }
        for (; pixel + 8 <= end; pixel += 8) RK_FN(blend8)(pixel, UINT64_MAX, color, 0);
        for (; pixel < end; pixel++) RK_FN(blend1)(pixel, 255, color, 0);
    }
}

/// One planned row: the evaluated stretches, then the solid runs (blending four pixels at a time
/// reads pixels next to a stretch, and reading what was just stored in other pieces stalls).
RK_INLINE void RK_FN(fill_plan)(const rk_shape *s, int kind, const rk_row_plan *plan, double origin_x,
                                uint32_t *row, int32_t row_width, uint32_t color) {
    if (plan->count > 0) {
        RK_FN(row_fill_solid)(s, kind, plan->dy, origin_x, plan->starts, plan->ends, plan->count, row, row_width,
                              color);
    }
    RK_FN(fill_solid_runs)(plan, row, color, color >> 24 == 255);
}

void RK_FN(rk_fill_plan_solid)(const rk_shape *s, const rk_row_plan *plan, double origin_x, uint32_t *row,
                               int32_t row_width, uint32_t color) {
    switch (s->kind) {
    case RK_SHAPE_DISC: RK_FN(fill_plan)(s, RK_SHAPE_DISC, plan, origin_x, row, row_width, color); break;
    case RK_SHAPE_RING: RK_FN(fill_plan)(s, RK_SHAPE_RING, plan, origin_x, row, row_width, color); break;
    case RK_SHAPE_ROUND_CAPPED_ARC:
        RK_FN(fill_plan)(s, RK_SHAPE_ROUND_CAPPED_ARC, plan, origin_x, row, row_width, color);
        break;
    case RK_SHAPE_ROUNDED_RECT: RK_FN(fill_plan)(s, RK_SHAPE_ROUNDED_RECT, plan, origin_x, row, row_width, color); break;
    }
}

/// Whether a planned row has four stretches of at most four pixels each.
RK_INLINE int RK_FN(four_short)(const rk_row_plan *plan) {
    return plan->count == 4 && plan->ends[0] - plan->starts[0] <= 4 && plan->ends[1] - plan->starts[1] <= 4 &&
           plan->ends[2] - plan->starts[2] <= 4 && plan->ends[3] - plan->starts[3] <= 4;
}

/// Whether a planned row has two stretches of at most four pixels each (a rounded rectangle's
/// sides, a disc's edges).
RK_INLINE int RK_FN(two_short)(const rk_row_plan *plan) {
    return plan->count == 2 && plan->ends[0] - plan->starts[0] <= 4 && plan->ends[1] - plan->starts[1] <= 4;
}

/// The levels of one step of two short stretches of a row (stretches `first` and `first + 1`): the
/// first in the low lanes, the second in the high, as `row_fill_solid` pairs them.
RK_INLINE i32x8 RK_FN(pair_levels)(const rk_shape *s, int kind, const rk_row_plan *plan, int first, float offset) {
    const f8 lane_index = {0, 1, 2, 3, 4, 5, 6, 7};
    const f8 slot_lane = {0, 1, 2, 3, 0, 1, 2, 3};
    const i32x8 low_half = lane_index < 4.0f;
    const int32_t first_x = plan->starts[first], first_length = plan->ends[first] - first_x;
    const int32_t start = plan->starts[first + 1], length = plan->ends[first + 1] - start;
    f8 lengths = RK_FN(select8)(low_half, (f8)(float)first_length, (f8)(float)length);
    f8 dx = (RK_FN(select8)(low_half, (f8)(float)first_x, (f8)(float)start) + slot_lane) + offset;
    // Spare lanes sit far outside every shape: zero coverage.
    dx = RK_FN(select8)(slot_lane < lengths, dx, (f8)1e6f);
    return RK_FN(levels)(RK_FN(coverage)(s, kind, dx, plan->dy));
}

/// Blends one step of two short stretches (`pair_levels`).
RK_INLINE void RK_FN(blend_pair)(const rk_row_plan *plan, int first, i32x8 levels, uint32_t *row, int32_t row_width,
                                 uint32_t color, int opaque) {
    const int32_t first_x = plan->starts[first], first_length = plan->ends[first] - first_x;
    const int32_t start = plan->starts[first + 1], length = plan->ends[first + 1] - start;
    RK_FN(blend_piece)(row, row_width, first_x, first_length, RK_FN(low_factors)(levels), color, opaque);
    if (length > 0) RK_FN(blend_piece)(row, row_width, start, length, RK_FN(high_factors)(levels), color, opaque);
}

/// The steps of two short stretches each of two planned rows, where the rows have as many: 1 where
/// both are `two_short`, 2 where both are `four_short`, else 0 (the rows are not filled together).
RK_INLINE int RK_FN(short_pairs)(const rk_row_plan *a, const rk_row_plan *b) {
    if (RK_FN(two_short)(a) && RK_FN(two_short)(b)) return 1;
    if (RK_FN(four_short)(a) && RK_FN(four_short)(b)) return 2;
    return 0;
}

/// Two planned rows of `pairs` (1 or 2) steps of two short stretches each (`short_pairs`): every
/// step's coverage first, then their blends, then the solid runs; the same pixels as `fill_plan`
/// row by row.
RK_INLINE void RK_FN(fill_short_rows)(const rk_shape *s, int kind, int pairs, const rk_row_plan *a,
                                      const rk_row_plan *b, double origin_x, uint32_t *row_a, uint32_t *row_b,
                                      int32_t row_width, uint32_t color) {
    const int opaque = color >> 24 == 255;
    const float offset = RK_FN(centre_offset)(origin_x);
    const i32x8 a0 = RK_FN(pair_levels)(s, kind, a, 0, offset), b0 = RK_FN(pair_levels)(s, kind, b, 0, offset);
    i32x8 a1 = a0, b1 = b0;
    if (pairs == 2) {
        a1 = RK_FN(pair_levels)(s, kind, a, 2, offset);
        b1 = RK_FN(pair_levels)(s, kind, b, 2, offset);
    }
    RK_FN(blend_pair)(a, 0, a0, row_a, row_width, color, opaque);
    if (pairs == 2) RK_FN(blend_pair)(a, 2, a1, row_a, row_width, color, opaque);
    RK_FN(fill_solid_runs)(a, row_a, color, opaque);
    RK_FN(blend_pair)(b, 0, b0, row_b, row_width, color, opaque);
    if (pairs == 2) RK_FN(blend_pair)(b, 2, b1, row_b, row_width, color, opaque);
    RK_FN(fill_solid_runs)(b, row_b, color, opaque);
}

/// Two planned rows, side by side where both are of short stretches, else one after the other.
RK_INLINE void RK_FN(fill_plan_pair)(const rk_shape *s, int kind, const rk_row_plan *a, const rk_row_plan *b,
                                     double origin_x, uint32_t *row_a, uint32_t *row_b, int32_t row_width,
                                     uint32_t color) {
    switch (RK_FN(short_pairs)(a, b)) {
    // Constant step counts under the cases, so that each filling is specialized.
    case 1: RK_FN(fill_short_rows)(s, kind, 1, a, b, origin_x, row_a, row_b, row_width, color); break;
    case 2: RK_FN(fill_short_rows)(s, kind, 2, a, b, origin_x, row_a, row_b, row_width, color); break;
    default:
        RK_FN(fill_plan)(s, kind, a, origin_x, row_a, row_width, color);
        RK_FN(fill_plan)(s, kind, b, origin_x, row_b, row_width, color);
    }
}

void RK_FN(rk_fill_plan_pair_solid)(const rk_shape *s, const rk_row_plan *a, uint32_t *row_a, const rk_row_plan *b,
                                    uint32_t *row_b, double origin_x, int32_t row_width, uint32_t color) {
    switch (s->kind) {
    case RK_SHAPE_DISC: RK_FN(fill_plan_pair)(s, RK_SHAPE_DISC, a, b, origin_x, row_a, row_b, row_width, color); break;
    case RK_SHAPE_RING: RK_FN(fill_plan_pair)(s, RK_SHAPE_RING, a, b, origin_x, row_a, row_b, row_width, color); break;
    case RK_SHAPE_ROUND_CAPPED_ARC:
        RK_FN(fill_plan_pair)(s, RK_SHAPE_ROUND_CAPPED_ARC, a, b, origin_x, row_a, row_b, row_width, color);
        break;
    case RK_SHAPE_ROUNDED_RECT:
        RK_FN(fill_plan_pair)(s, RK_SHAPE_ROUNDED_RECT, a, b, origin_x, row_a, row_b, row_width, color);
        break;
    }
}

void RK_FN(rk_fill_rounded_rect_solid)(const rk_shape *s, const rk_rounded_rect_rows *rect, uint32_t *pixels,
                                       int32_t row_pixels, uint32_t color) {
    rk_row_plan plans[2];
    int64_t rows[2];
    int waiting = 0;
    for (int64_t y = rect->min_y; y < rect->max_y; y++) {
        if (!rk_rounded_rect_plan(rect, y, &plans[waiting])) continue;
        rows[waiting] = y;
        // Two rows at a time: the straight sides' rows, of two short stretches, side by side.
        if (waiting == 0) {
            waiting = 1;
            continue;
        }
        RK_FN(fill_plan_pair)(s, RK_SHAPE_ROUNDED_RECT, &plans[0], &plans[1], rect->center_x,
                              pixels + rows[0] * row_pixels, pixels + rows[1] * row_pixels, row_pixels, color);
        waiting = 0;
    }
    if (waiting) {
        RK_FN(fill_plan)(s, RK_SHAPE_ROUNDED_RECT, &plans[0], rect->center_x, pixels + rows[0] * row_pixels, row_pixels,
                         color);
    }
}

/// Plans and fills the rows of a ring (`arc` null) or of an arc (`ring` the arc's band), a block
/// of `RK_BLOCK` rows at a time: the block's square roots, then its plans, then its fills. A row's
/// plan and fill form one long chain of dependent instructions; taken in separate passes, the
/// processor overlaps rows instead of waiting on each.
RK_INLINE void RK_FN(fill_rows)(const rk_shape *s, int kind, const rk_ring_rows *ring, const rk_arc_rows *arc,
                                uint32_t *pixels, int32_t row_pixels, uint32_t color) {
    rk_block_widths widths;
    rk_row_plan plans[RK_BLOCK];
    int32_t plan_rows[RK_BLOCK];
    for (int32_t first = ring->min_y; first < ring->max_y; first += RK_BLOCK) {
        int32_t count = ring->max_y - first < RK_BLOCK ? ring->max_y - first : RK_BLOCK, planned = 0;
        rk_measure_rows(ring, arc, first, count, &widths);
        for (int32_t i = 0; i < count; i++) {
            if (arc ? rk_arc_plan(arc, &widths, i, &plans[planned]) : rk_ring_plan(ring, &widths, i, &plans[planned])) {
                plan_rows[planned++] = first + i;
            }
        }
        // Rows of short stretches (most rows of a ring, an arc or a disc) two at a time, evaluated
        // side by side: each stretch pair's coverage is a long chain of dependent arithmetic (a
        // root and two divisions), and the two rows' chains overlap.
        for (int32_t i = 0; i < planned; i++) {
            if (i + 1 < planned && RK_FN(short_pairs)(&plans[i], &plans[i + 1])) {
                RK_FN(fill_plan_pair)(s, kind, &plans[i], &plans[i + 1], ring->center_x,
                                      pixels + (size_t)plan_rows[i] * row_pixels,
                                      pixels + (size_t)plan_rows[i + 1] * row_pixels, row_pixels, color);
                i++;
                continue;
            }
            RK_FN(fill_plan)(s, kind, &plans[i], ring->center_x, pixels + (size_t)plan_rows[i] * row_pixels, row_pixels,
                             color);
        }
    }
}

void RK_FN(rk_fill_ring_solid)(const rk_shape *s, const rk_ring_rows *rows, uint32_t *pixels, int32_t row_pixels,
                               uint32_t color) {
    if (s->kind == RK_SHAPE_DISC) {
        RK_FN(fill_rows)(s, RK_SHAPE_DISC, rows, NULL, pixels, row_pixels, color);
    } else {
        RK_FN(fill_rows)(s, RK_SHAPE_RING, rows, NULL, pixels, row_pixels, color);
    }
}

void RK_FN(rk_fill_arc_solid)(const rk_shape *s, const rk_arc_rows *rows, uint32_t *pixels, int32_t row_pixels,
                              uint32_t color) {
    RK_FN(fill_rows)(s, RK_SHAPE_ROUND_CAPPED_ARC, &rows->band, rows, pixels, row_pixels, color);
}
