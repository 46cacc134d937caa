#include "GeometryKernels.h"

#include <math.h>
#include <string.h>

#include "KernelBuilds.h"

// The chord walk and the compensation of a fill's chords in two builds, baseline x86-64 and AVX2 (see
// CurveChordsBody.h and ChordCompensationBody.h), and the entry points that pick one (see
// KernelBuilds.h). Elsewhere, the baseline build alone.
#pragma clang fp contract(off)

/// Swift's `max(x, y)` (the second on ties, the first when unordered) and `min(x, y)` (the first
/// on ties and when unordered), so that every pick is the Swift walk's.
static inline double gk_max(double x, double y) { return y >= x ? y : x; }
static inline double gk_min(double x, double y) { return y < x ? y : x; }
static inline double gk_max3(double x, double y, double z) { return gk_max(gk_max(x, y), z); }

/// The largest of three, keeping the first on ties: one instruction a comparison (the Swift walk
/// picked so too; it differs from `gk_max3` only between +0 and −0, never among magnitudes).
static inline double gk_largest(double x, double y, double z) {
    const double first = y > x ? y : x;
    return z > first ? z : first;
}

/// `Point.length`: the plain root unless the square leaves the range doubles hold, then `hypot`.
static inline double gk_length(double x, double y) {
    const double squared = x * x + y * y;
    if (!(squared < 1e300 && squared > 1e-300)) return hypot(x, y);
    return sqrt(squared);
}

static inline double gk_cross(double ax, double ay, double bx, double by) { return ax * by - ay * bx; }
static inline double gk_dot(double ax, double ay, double bx, double by) { return ax * bx + ay * by; }

/// The squared distance times the squared length of a point `along` a chord (times its length)
/// and `across` it: the part beyond an end and the part across.
static inline double gk_away(double along, double across, double squared_length) {
    const double beyond = along < 0 ? along : along > squared_length ? along - squared_length : 0;
    return beyond * beyond + across * across;
}

// The bodies' names for the builds' macros (see KernelBuilds.h).
#define GK_INLINE KB_INLINE
#define GK_FN(name) KB_FN(name)

/// The share of a chord's allowed deviation the plan aims for: few chords then need shortening (on
/// the tiger, 1 in 28, against 1 in 5 planned for all of it), and no more chords are made than
/// stepping from each chord's start made.
#define GK_PLAN_MARGIN 0.85

/// (`x`, `y`) scaled to length 1 (`squared` is its squared length). Not inlined: the compiler would
/// otherwise work out the square root and divisions for every vertex and select, when almost none
/// needs them.
__attribute__((noinline)) static void gk_unit_length(double *x, double *y, double squared) {
    const double length = sqrt(squared);
    *x = *x / length;
    *y = *y / length;
}

#define KB_AVX2 0
#include "CurveChordsBody.h"
#include "ChordCompensationBody.h"
#include "PointSetsBody.h"
#undef KB_AVX2

#if KB_HAS_AVX2_BUILD
#define KB_AVX2 1
KB_AVX2_BEGIN
#include "CurveChordsBody.h"
#include "ChordCompensationBody.h"
#include "PointSetsBody.h"
KB_AVX2_END
#undef KB_AVX2
#endif

void gk_chord_walk_begin(gk_chord_walk *walk, const gk_curve *curve) { KB_DISPATCH(gk_chord_walk_begin, walk, curve); }

intptr_t gk_chord_walk_next(gk_chord_walk *walk, double *points, double *bulges, intptr_t capacity,
                            int32_t *finished) {
    return KB_DISPATCH(gk_chord_walk_next, walk, points, bulges, capacity, finished);
}

intptr_t gk_compensate_chords(gk_waiting_vertex *waiting, double *points, const double *bulges, intptr_t from,
                              intptr_t count, int32_t last_is_corner) {
    return KB_DISPATCH(gk_compensate_chords, waiting, points, bulges, from, count, last_is_corner);
}

// One vertex at a time: either build's operations give the same bits.
void gk_move_vertex(double *x, double *y, double previous_x, double previous_y, double next_x, double next_y,
                    double bulge_before, double bulge_after) {
    moved_baseline(x, y, previous_x, previous_y, next_x, next_y, bulge_before, bulge_after);
}

void gk_points_bounds(const double *points, intptr_t count, double *bounds) {
    KB_DISPATCH(gk_points_bounds, points, count, bounds);
}

int32_t gk_points_finite(const double *points, intptr_t count) { return KB_DISPATCH(gk_points_finite, points, count); }
