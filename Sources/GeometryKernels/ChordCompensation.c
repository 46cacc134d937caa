#include "GeometryKernels.h"

#include <math.h>

// The fill flattening's compensation of its chords (see `Polygons` in Swift's `Geometry`): in C
// because in Swift the loop's checks and copies cost about a hundred instructions a chord (a tiger
// frame's fills have some twelve thousand chords), for twenty operations of arithmetic.
#pragma clang fp contract(off)

/// (`x`, `y`) scaled to length 1. Not inlined: the compiler would otherwise work out the square
/// root and divisions for every vertex and select, when almost none needs them.
__attribute__((noinline)) static void gk_unit_length(double *x, double *y, double squared) {
    const double length = sqrt(squared);
    *x = *x / length;
    *y = *y / length;
}

static inline void gk_moved(double *x, double *y, double previous_x, double previous_y, double next_x, double next_y,
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

void gk_move_vertex(double *x, double *y, double previous_x, double previous_y, double next_x, double next_y,
                    double bulge_before, double bulge_after) {
    gk_moved(x, y, previous_x, previous_y, next_x, next_y, bulge_before, bulge_after);
}

intptr_t gk_compensate_chords(gk_waiting_vertex *waiting, double *points, const double *bulges, intptr_t from,
                              intptr_t count, int32_t last_is_corner) {
    // The waiting vertex's state in locals, which stay in registers through the loop.
    double x = waiting->x, y = waiting->y, before_x = waiting->before_x, before_y = waiting->before_y;
    double bulge = waiting->bulge;
    int32_t smooth = waiting->smooth;
    intptr_t written = 0;
    for (intptr_t i = from; i < count; i++) {
        const double next_x = points[2 * i], next_y = points[2 * i + 1];
        const int corner = last_is_corner && i == count - 1;
        if (x == next_x && y == next_y) {
            if (corner) smooth = 0;
            continue;
        }
        double moved_x = x, moved_y = y;
        if (smooth) gk_moved(&moved_x, &moved_y, before_x, before_y, next_x, next_y, bulge, bulges[i]);
        points[2 * written] = moved_x;
        points[2 * written + 1] = moved_y;
        written++;
        before_x = x;
        before_y = y;
        x = next_x;
        y = next_y;
        smooth = !corner;
        bulge = bulges[i];
    }
    waiting->x = x;
    waiting->y = y;
    waiting->before_x = before_x;
    waiting->before_y = before_y;
    waiting->bulge = bulge;
    waiting->smooth = smooth;
    return written;
}
