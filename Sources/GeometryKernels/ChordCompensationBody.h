// The fill flattening's compensation of its chords (see `Polygons` in Swift's `Geometry`), written
// once and included by CurveChords.c once per instruction set, after CurveChordsBody.h, whose
// `select` it uses (GK_FN names a function for the build). In Swift the loop's checks and copies
// cost about a hundred instructions a vertex (a tiger frame's fills have some twenty thousand),
// for twenty operations of arithmetic. Four vertices are moved at a time, lane by lane the
// operations one at a time would do, so every build and both ways give the same bits.

#pragma clang fp contract(off)

/// (`*x`, `*y`) moved across the chord from `previous` to `next` far enough to give back half of
/// the area each of its chords lost (⅔ of its bulge), at most a pixel.
GK_INLINE void GK_FN(moved)(double *x, double *y, double previous_x, double previous_y, double next_x, double next_y,
                            double bulge_before, double bulge_after) {
    const double across_x = next_x - previous_x, across_y = next_y - previous_y;
    const double squared_length = across_x * across_x + across_y * across_y;
    if (!(squared_length > 0)) return;
    // Moving the vertex by δ across its neighbours' chord adds δ · |across| / 2 to the polygon.
    const double area = (bulge_before + bulge_after) / 3;
    const double factor = 2 * area / squared_length;
    double shift_x = -across_y * factor, shift_y = across_x * factor;
    // Cusps and near-reversals: never move a point by more than a pixel.
    const double shift_squared = shift_x * shift_x + shift_y * shift_y;
    if (__builtin_expect(shift_squared > 1, 0)) gk_unit_length(&shift_x, &shift_y, shift_squared);
    *x = *x + shift_x;
    *y = *y + shift_y;
}

/// `moved` for four vertices (`x`, `y`) at once, each between its `previous` and `next`.
GK_INLINE void GK_FN(moved4)(d4 *x, d4 *y, d4 previous_x, d4 previous_y, d4 next_x, d4 next_y, d4 bulge_before,
                             d4 bulge_after) {
    const d4 across_x = next_x - previous_x, across_y = next_y - previous_y;
    const d4 squared_length = across_x * across_x + across_y * across_y;
    const d4 area = (bulge_before + bulge_after) / 3;
    const d4 factor = 2 * area / squared_length;
    d4 shift_x = -across_y * factor, shift_y = across_x * factor;
    const d4 shift_squared = shift_x * shift_x + shift_y * shift_y;
    const i64x4 too_far = shift_squared > 1;
    if (__builtin_expect(__builtin_reduce_or(too_far) != 0, 0)) {
        const d4 length = __builtin_elementwise_sqrt(shift_squared);
        shift_x = GK_FN(select)(too_far, shift_x / length, shift_x);
        shift_y = GK_FN(select)(too_far, shift_y / length, shift_y);
    }
    const i64x4 moves = squared_length > 0;
    *x = GK_FN(select)(moves, *x + shift_x, *x);
    *y = GK_FN(select)(moves, *y + shift_y, *y);
}

static intptr_t GK_FN(gk_compensate_chords)(gk_waiting_vertex *waiting, double *points, const double *bulges,
                                             intptr_t from, intptr_t count, int32_t last_is_corner) {
    // The waiting vertex's state in locals, which stay in registers through the loop.
    double x = waiting->x, y = waiting->y, before_x = waiting->before_x, before_y = waiting->before_y;
    double bulge = waiting->bulge;
    int32_t smooth = waiting->smooth;
    intptr_t written = 0;
    // The last point may be a corner: it goes one at a time.
    const intptr_t grouped_end = count - 1;
    for (intptr_t i = from; i < count;) {
        if (i + 4 <= grouped_end) {
            // The next four points, and the four vertices they make final: the waiting one, then
            // the first three of them (none a corner), each between its neighbours as they came.
            d4 low, high;
            memcpy(&low, points + 2 * i, sizeof low);
            memcpy(&high, points + 2 * i + 4, sizeof high);
            const d4 next_x = __builtin_shufflevector(low, high, 0, 2, 4, 6);
            const d4 next_y = __builtin_shufflevector(low, high, 1, 3, 5, 7);
            d4 current_x = __builtin_shufflevector((d4)x, next_x, 0, 4, 5, 6);
            d4 current_y = __builtin_shufflevector((d4)y, next_y, 0, 4, 5, 6);
            // A point equal to the vertex before it goes one at a time (it is dropped).
            if (__builtin_reduce_or((current_x == next_x) & (current_y == next_y)) == 0) {
                const d4 previous_x = __builtin_shufflevector((d4){before_x, x, 0, 0}, next_x, 0, 1, 4, 5);
                const d4 previous_y = __builtin_shufflevector((d4){before_y, y, 0, 0}, next_y, 0, 1, 4, 5);
                d4 bulge_after;
                memcpy(&bulge_after, bulges + i, sizeof bulge_after);
                const d4 bulge_before = __builtin_shufflevector((d4)bulge, bulge_after, 0, 4, 5, 6);
                d4 moved_x = current_x, moved_y = current_y;
                GK_FN(moved4)(&moved_x, &moved_y, previous_x, previous_y, next_x, next_y, bulge_before, bulge_after);
                // The waiting vertex stays where it is when it is a corner.
                const i64x4 moving = {smooth ? -1 : 0, -1, -1, -1};
                moved_x = GK_FN(select)(moving, moved_x, current_x);
                moved_y = GK_FN(select)(moving, moved_y, current_y);
                const d4 low_pairs = __builtin_shufflevector(moved_x, moved_y, 0, 4, 1, 5);
                const d4 high_pairs = __builtin_shufflevector(moved_x, moved_y, 2, 6, 3, 7);
                memcpy(points + 2 * written, &low_pairs, sizeof low_pairs);
                memcpy(points + 2 * written + 4, &high_pairs, sizeof high_pairs);
                written += 4;
                before_x = next_x[2];
                before_y = next_y[2];
                x = next_x[3];
                y = next_y[3];
                smooth = 1;
                bulge = bulges[i + 3];
                i += 4;
                continue;
            }
        }
        const double next_x = points[2 * i], next_y = points[2 * i + 1];
        const int corner = last_is_corner && i == count - 1;
        if (x == next_x && y == next_y) {
            if (corner) smooth = 0;
            i++;
            continue;
        }
        double moved_x = x, moved_y = y;
        if (smooth) GK_FN(moved)(&moved_x, &moved_y, before_x, before_y, next_x, next_y, bulge, bulges[i]);
        points[2 * written] = moved_x;
        points[2 * written + 1] = moved_y;
        written++;
        before_x = x;
        before_y = y;
        x = next_x;
        y = next_y;
        smooth = !corner;
        bulge = bulges[i];
        i++;
    }
    waiting->x = x;
    waiting->y = y;
    waiting->before_x = before_x;
    waiting->before_y = before_y;
    waiting->bulge = bulge;
    waiting->smooth = smooth;
    return written;
}
