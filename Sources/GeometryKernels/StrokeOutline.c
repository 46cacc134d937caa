#include "GeometryKernels.h"

#include <math.h>
#include <string.h>

// The offset outline of one flattened stroke piece (`Stroker+Outline.swift` in Swift's `Geometry`
// says why each case is built as it is). In Swift each vertex paid for its appends' checks and
// copies (about a hundred and twenty instructions a vertex on the tiger, whose strokes have some
// eight thousand); here the sides are plain stores. Every expression is the Swift one it replaced
// (`ReferenceOutliner` in the tests), operation for operation and in its order, with no fused
// multiply-adds and libm's trigonometry: the same points to the bit. Scalar code, so one build
// serves every CPU.
#pragma clang fp contract(off)

/// Swift's `max(x, y)` (the second on ties) and `min(x, y)` (the first on ties).
static inline double outline_max(double x, double y) { return y >= x ? y : x; }
static inline double outline_min(double x, double y) { return y < x ? y : x; }

/// `Point.length`: the plain root unless the square leaves the range doubles hold, then `hypot`.
static inline double outline_length(double x, double y) {
    const double squared = x * x + y * y;
    if (!(squared < 1e300 && squared > 1e-300)) return hypot(x, y);
    return sqrt(squared);
}

/// Where the sides are written: `a` and `b` hold `capacity` points each (x, y pairs). A push past
/// the capacity is counted but not stored, so the caller can grow the sides and build again.
typedef struct outline_sides {
    double *a, *b;
    intptr_t a_count, b_count, capacity;
} outline_sides;

static inline void push(outline_sides *sides, double x, double y, int to_b) {
    double *side = to_b ? sides->b : sides->a;
    intptr_t *count = to_b ? &sides->b_count : &sides->a_count;
    if (*count < sides->capacity) {
        side[2 * *count] = x;
        side[2 * *count + 1] = y;
    }
    (*count)++;
}

/// Chords for an arc of `sweep` radians at the pen's half width: 1 … `GK_MAX_ARC_SEGMENTS`.
static intptr_t arc_segments(const gk_stroke_pen *pen, double sweep) {
    const double n = ceil(fabs(sweep) / pen->round_step);
    if (!(n - n == 0 && n >= 1)) return 1;
    return n >= (double)GK_MAX_ARC_SEGMENTS ? GK_MAX_ARC_SEGMENTS : (intptr_t)n;
}

/// The radius scale that puts a polygonal arc's vertices as far outside the circle as its chords'
/// midpoints are inside (chords of `step` radians): half an inscribed polygon's worst error, and
/// round dots that do not look small.
static inline double balanced_radius_factor(double step) { return 2 / (1 + cos(step / 2)); }

/// The points strictly inside an arc around (`cx`, `cy`) from offset (`vx`, `vy`) turning by `sweep`.
static void arc_interior(outline_sides *sides, const gk_stroke_pen *pen, double cx, double cy, double vx, double vy,
                         double sweep, int to_b) {
    const intptr_t count = arc_segments(pen, sweep);
    if (count <= 1) return;
    const double step = sweep / (double)count;
    const double cs = cos(step), sn = sin(step);
    const double k = balanced_radius_factor(step);
    for (intptr_t i = 1; i < count; i++) {
        const double x = vx * cs - vy * sn, y = vx * sn + vy * cs;
        vx = x;
        vy = y;
        push(sides, cx + vx * k, cy + vy * k, to_b);
    }
}

static void round_join(outline_sides *sides, const gk_stroke_pen *pen, double px, double py, double n0x, double n0y,
                       double n1x, double n1y, double s_out, double sweep, int to_b) {
    const double hw = pen->half_width;
    const double v0x = n0x * (s_out * hw), v0y = n0y * (s_out * hw);
    push(sides, px + v0x, py + v0y, to_b);
    arc_interior(sides, pen, px, py, v0x, v0y, sweep, to_b);
    push(sides, px + n1x * (s_out * hw), py + n1y * (s_out * hw), to_b);
}

/// Both sides' offset geometry at vertex p between the incoming direction u0 (segment length
/// `len0`) and the outgoing u1 (length `len1`), in forward order.
__attribute__((always_inline)) static inline void join_vertex(outline_sides *sides, const gk_stroke_pen *pen, double px, double py, double u0x, double u0y,
                        double len0, double u1x, double u1y, double len1, int is_corner) {
    const double hw = pen->half_width;
    const double n0x = -u0y, n0y = u0x, n1x = -u1y, n1y = u1x;
    const double cr = u0x * u1y - u0y * u1x, dt = u0x * u1x + u0y * u1y;
    const double one_plus_dot = 1 + dt;
    const double miter_ratio = sqrt(2 / one_plus_dot);
    const double miter_x = (n0x + n1x) * (hw / one_plus_dot), miter_y = (n0y + n1y) * (hw / one_plus_dot);
    if (dt > 0 && hw * (miter_ratio - 1) <= pen->tolerance * 1e-3) {
        push(sides, px + miter_x, py + miter_y, 0);
        push(sides, px - miter_x, py - miter_y, 1);
        return;
    }
    const int outer_is_b = cr >= 0;
    const double s_out = outer_is_b ? -1 : 1;
    const double tan_half = fabs(cr) / one_plus_dot;
    if (one_plus_dot > 1e-9 && hw * outline_max(tan_half, fabs(cr)) <= outline_min(len0, len1)) {
        push(sides, px - miter_x * s_out, py - miter_y * s_out, !outer_is_b);
    } else {
        push(sides, px - n0x * (s_out * hw), py - n0y * (s_out * hw), !outer_is_b);
        push(sides, px, py, !outer_is_b);
        push(sides, px - n1x * (s_out * hw), py - n1y * (s_out * hw), !outer_is_b);
    }
    if (!is_corner) {
        if (one_plus_dot > 1e-9 && hw * (miter_ratio - 1) <= pen->tolerance) {
            push(sides, px + miter_x * s_out, py + miter_y * s_out, outer_is_b);
        } else {
            const double sweep = outer_is_b ? atan2(fabs(cr), dt) : -atan2(fabs(cr), dt);
            round_join(sides, pen, px, py, n0x, n0y, n1x, n1y, s_out, sweep, outer_is_b);
        }
        return;
    }
    switch (pen->join) {
    case GK_JOIN_MITER:
        if (one_plus_dot > 1e-12 && miter_ratio <= pen->miter_limit) {
            push(sides, px + miter_x * s_out, py + miter_y * s_out, outer_is_b);
        } else {
            push(sides, px + n0x * (s_out * hw), py + n0y * (s_out * hw), outer_is_b);
            push(sides, px + n1x * (s_out * hw), py + n1y * (s_out * hw), outer_is_b);
        }
        break;
    case GK_JOIN_ROUND: {
        const double sweep = outer_is_b ? atan2(fabs(cr), dt) : -atan2(fabs(cr), dt);
        round_join(sides, pen, px, py, n0x, n0y, n1x, n1y, s_out, sweep, outer_is_b);
        break;
    }
    default:
        push(sides, px + n0x * (s_out * hw), py + n0y * (s_out * hw), outer_is_b);
        push(sides, px + n1x * (s_out * hw), py + n1y * (s_out * hw), outer_is_b);
        break;
    }
}

/// The unit segment from point `i` to point `j` of `piece`, and its length (`len`).
static inline void segment(const double *piece, intptr_t i, intptr_t j, double *ux, double *uy, double *len) {
    const double dx = piece[2 * j] - piece[2 * i], dy = piece[2 * j + 1] - piece[2 * i + 1];
    // `piece[i].distance(to: piece[j])`: the length of piece[i] − piece[j].
    *len = outline_length(piece[2 * i] - piece[2 * j], piece[2 * i + 1] - piece[2 * j + 1]);
    *ux = dx / *len;
    *uy = dy / *len;
}

intptr_t gk_outline_closed(const gk_stroke_pen *pen, const double *piece, const uint8_t *corners, intptr_t count,
                           double *side_a, double *side_b, intptr_t capacity, intptr_t *b_count) {
    outline_sides sides = {side_a, side_b, 0, 0, capacity};
    double u0x, u0y, len0;
    // The segment into the first vertex: from the last, `piece[m - 1].distance(to: piece[0])`.
    {
        const double dx = piece[0] - piece[2 * (count - 1)], dy = piece[1] - piece[2 * (count - 1) + 1];
        len0 = outline_length(piece[2 * (count - 1)] - piece[0], piece[2 * (count - 1) + 1] - piece[1]);
        u0x = dx / len0;
        u0y = dy / len0;
    }
    for (intptr_t i = 0; i < count; i++) {
        const intptr_t next = i + 1 == count ? 0 : i + 1;
        double u1x, u1y, len1;
        segment(piece, i, next, &u1x, &u1y, &len1);
        join_vertex(&sides, pen, piece[2 * i], piece[2 * i + 1], u0x, u0y, len0, u1x, u1y, len1, corners[i]);
        u0x = u1x;
        u0y = u1y;
        len0 = len1;
    }
    *b_count = sides.b_count;
    if (sides.a_count > capacity || sides.b_count > capacity)
        return -(sides.a_count > sides.b_count ? sides.a_count : sides.b_count);
    return sides.a_count;
}

intptr_t gk_outline_open(const gk_stroke_pen *pen, const double *piece, const uint8_t *corners, intptr_t count,
                         double start_tangent_x, double start_tangent_y, double end_tangent_x, double end_tangent_y,
                         double *side_a, double *side_b, intptr_t capacity) {
    outline_sides sides = {side_a, side_b, 0, 0, capacity};
    const double hw = pen->half_width;
    const double p0x = piece[0], p0y = piece[1];
    double u0x, u0y, len0;
    segment(piece, 0, 1, &u0x, &u0y, &len0);
    const double start_nx = -start_tangent_y, start_ny = start_tangent_x;
    double ext_x = pen->cap == GK_CAP_SQUARE ? start_tangent_x * hw : 0;
    double ext_y = pen->cap == GK_CAP_SQUARE ? start_tangent_y * hw : 0;
    push(&sides, p0x + start_nx * hw - ext_x, p0y + start_ny * hw - ext_y, 0);
    push(&sides, p0x - start_nx * hw - ext_x, p0y - start_ny * hw - ext_y, 1);
    for (intptr_t i = 1; i < count - 1; i++) {
        double u1x, u1y, len1;
        segment(piece, i, i + 1, &u1x, &u1y, &len1);
        join_vertex(&sides, pen, piece[2 * i], piece[2 * i + 1], u0x, u0y, len0, u1x, u1y, len1, corners[i]);
        u0x = u1x;
        u0y = u1y;
        len0 = len1;
    }
    const double pex = piece[2 * (count - 1)], pey = piece[2 * (count - 1) + 1];
    const double end_nx = -end_tangent_y, end_ny = end_tangent_x;
    ext_x = pen->cap == GK_CAP_SQUARE ? end_tangent_x * hw : 0;
    ext_y = pen->cap == GK_CAP_SQUARE ? end_tangent_y * hw : 0;
    push(&sides, pex + end_nx * hw + ext_x, pey + end_ny * hw + ext_y, 0);
    // Round caps sweep −π (from +n through +u to −n): the outline's orientation.
    if (pen->cap == GK_CAP_ROUND) arc_interior(&sides, pen, pex, pey, end_nx * hw, end_ny * hw, -M_PI, 0);
    push(&sides, pex - end_nx * hw + ext_x, pey - end_ny * hw + ext_y, 0);
    // Side B, backwards, after side A: one outline.
    const intptr_t b_count = sides.b_count;
    if (b_count <= capacity) {
        for (intptr_t i = b_count - 1; i >= 0; i--) push(&sides, side_b[2 * i], side_b[2 * i + 1], 0);
    } else {
        sides.a_count += b_count;
    }
    if (pen->cap == GK_CAP_ROUND) arc_interior(&sides, pen, p0x, p0y, start_nx * -hw, start_ny * -hw, -M_PI, 0);
    if (sides.a_count > capacity || b_count > capacity) return -(sides.a_count > b_count ? sides.a_count : b_count);
    return sides.a_count;
}

intptr_t gk_outline_dot(const gk_stroke_pen *pen, double cx, double cy, double direction_x, double direction_y,
                        double *side_a, intptr_t capacity) {
    outline_sides sides = {side_a, side_a, 0, 0, capacity};
    const double hw = pen->half_width;
    if (pen->cap == GK_CAP_ROUND) {
        const intptr_t segments = arc_segments(pen, 2 * M_PI);
        const intptr_t count = segments > 8 ? segments : 8;
        const double step = 2 * M_PI / (double)count;
        const double r = hw * balanced_radius_factor(step);
        for (intptr_t k = 0; k < count; k++) {
            // Negative angles: the stroke outlines' orientation.
            const double angle = -step * (double)k;
            push(&sides, cx + r * cos(angle), cy + r * sin(angle), 0);
        }
    } else if (pen->cap == GK_CAP_SQUARE) {
        // `direction.normalized()`: the zero vector when it has no length.
        const double length = outline_length(direction_x, direction_y);
        double ux = 0, uy = 0;
        if (length > 0 && length - length == 0) {
            ux = direction_x / length;
            uy = direction_y / length;
        }
        const double ax = -uy * hw, ay = ux * hw, bx = ux * hw, by = uy * hw;
        push(&sides, cx + ax - bx, cy + ay - by, 0);
        push(&sides, cx + ax + bx, cy + ay + by, 0);
        push(&sides, cx - ax + bx, cy - ay + by, 0);
        push(&sides, cx - ax - bx, cy - ay - by, 0);
    }
    return sides.a_count > capacity ? -sides.a_count : sides.a_count;
}

intptr_t gk_map_outline(const double *transform, double *points, intptr_t count, int32_t reversed) {
    if (reversed) {
        for (intptr_t i = 0, j = count - 1; i < j; i++, j--) {
            const double x = points[2 * i], y = points[2 * i + 1];
            points[2 * i] = points[2 * j];
            points[2 * i + 1] = points[2 * j + 1];
            points[2 * j] = x;
            points[2 * j + 1] = y;
        }
    }
    const double a = transform[0], b = transform[1], c = transform[2], d = transform[3], tx = transform[4],
                 ty = transform[5];
    intptr_t kept = 0;
    for (intptr_t i = 0; i < count; i++) {
        const double px = points[2 * i], py = points[2 * i + 1];
        // `Transform.apply`: a·x + c·y + tx, b·x + d·y + ty, in that order.
        const double x = a * px + c * py + tx, y = b * px + d * py + ty;
        if (kept > 0 && points[2 * (kept - 1)] == x && points[2 * (kept - 1) + 1] == y) continue;
        points[2 * kept] = x;
        points[2 * kept + 1] = y;
        kept++;
    }
    return kept;
}
