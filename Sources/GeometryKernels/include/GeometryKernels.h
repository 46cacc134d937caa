#ifndef GEOMETRY_KERNELS_H
#define GEOMETRY_KERNELS_H

// The placing of a curve's chords (`CurveStepper` in Swift's `Geometry`), the fill flattening's
// compensation of them and its passes over the points (`Polygons`), and the stroker's outlines
// (`Stroker`). The placing is in C because it needs what Swift cannot express per function: AVX
// encodings (three-operand instructions, four doubles a vector for the plan's samples), chosen at
// run time from what the CPU has (see KernelBuilds.h, which the raster's kernels share). Both
// builds do the same IEEE operations in the same order, without fused multiply-adds, so they place
// the same chords to the bit, and the same as the Swift walk they replace.

#include <stddef.h>
#include <stdint.h>

/// The most chords one curve gets, so that absurd scales cannot stall a frame.
#define GK_MAX_CHORDS 4096

/// Samples of the bending length per curve (see `CurveStepper`): enough for the curves of artwork
/// (a sharper feature between samples is caught when its chord is measured); two vectors of four.
#define GK_PLAN_SAMPLES 8

/// One curve, p(t) = p0 + ((a t + b) t + c) t for t in 0…1 (a quadratic has a = 0), in device
/// pixels, and how its chords are placed (see `CurveStepper`).
typedef struct gk_curve {
    double p0_x, p0_y, a_x, a_y, b_x, b_y, c_x, c_y;
    /// p(1) exactly: the last chord ends on it.
    double end_x, end_y;
    /// The largest distance of the outline from the curve (> 0), and the share of it a chord may
    /// stray from its arc (0 < share ≤ 1).
    double tolerance, chord_share;
    /// Whether the curve starts or ends at a corner (chords there stray a quarter as far), and
    /// whether the chord ending at the end is refined so.
    int32_t start_is_corner, end_is_corner, refines_end;
} gk_curve;

/// What a chord walk does next.
typedef enum gk_walk_mode {
    /// The planned chords, each measured.
    GK_WALK_PLANNED = 0,
    /// One chord to the end: the curve stays on one point.
    GK_WALK_SINGLE = 1,
    /// `GK_MAX_CHORDS` chords at even parameter steps: the curve is vast against its tolerance.
    GK_WALK_SPREAD = 2,
    /// Nothing: the last chord has been handed out.
    GK_WALK_DONE = 3,
} gk_walk_mode;

/// A walk along one curve's chords, resumable a batch at a time: `gk_chord_walk_begin` plans it,
/// each `gk_chord_walk_next` continues where the last stopped. Lives on the caller's stack.
typedef struct gk_chord_walk {
    gk_curve curve;
    /// The bending length summed to each of the plan's samples, from t = 0 (see `CurveStepper`).
    double lengths[GK_PLAN_SAMPLES + 1];
    /// Where the walk stands: parameter `t`, at (`from_x`, `from_y`).
    double t, from_x, from_y;
    /// The cusp's parameter (2: none), the bending length of a planned piece, a chord's largest
    /// deviation away from corners.
    double cusp, piece, sagitta;
    /// Chords made, the planned chord the walk is heading for, the samples' interval it lies in,
    /// and the chords planned.
    int32_t chords, chord, interval, planned;
    /// What the walk does next (a `gk_walk_mode`).
    int32_t mode;
    /// Whether planned chords are placed and measured in groups (1, as `gk_chord_walk_begin`
    /// sets it) or one at a time (0, for tests: the two place the same chords to the bit).
    int32_t grouped;
} gk_chord_walk;

/// Plans the chords of `curve`.
void gk_chord_walk_begin(gk_chord_walk *walk, const gk_curve *curve);

/// Writes the next chords' end points (x, y pairs, to `points`) and bulges (to `bulges`), at most
/// `capacity` (≥ 1) of them, and returns how many (≥ 1 until the walk is done). `*finished` is
/// set to 1 when the curve's last chord, which ends at `end`, is among them, else 0.
intptr_t gk_chord_walk_next(gk_chord_walk *walk, double *points, double *bulges, intptr_t capacity,
                            int32_t *finished);

/// The fill flattening's waiting vertex (`ChordCompensation` in Swift's `Geometry`): the contour's
/// last point as it came, not yet stored, since it moves when the point after it arrives.
typedef struct gk_waiting_vertex {
    /// The waiting vertex, and the vertex before it, both as they came (device pixels).
    double x, y, before_x, before_y;
    /// The bulge of the chord ending at the waiting vertex (px², see `CurveStepper`).
    double bulge;
    /// Whether the waiting vertex is smooth (it moves) rather than a corner (it stays).
    int32_t smooth;
} gk_waiting_vertex;

/// Moves the vertex (`*x`, `*y`) across the chord from `previous` to `next` far enough to give back
/// half of the area each of its two chords lost (⅔ of the sum of their bulges, px²), at most a
/// pixel; a chord of no length (or NaN) leaves it where it is.
void gk_move_vertex(double *x, double *y, double previous_x, double previous_y, double next_x, double next_y,
                    double bulge_before, double bulge_after);

/// Moves each waiting vertex across the chord between its neighbours (as they came) far enough to
/// give back half of the area each of its two chords lost (⅔ of its bulge), at most a pixel, once
/// the point after it arrives: for `points[from ..< count]` (x, y pairs) with their chords'
/// bulges, the last of them a corner when `last_is_corner`. The moved vertices are written over
/// `points` from index 0 (a vertex is written no later than it is read), a point equal to the
/// waiting vertex is dropped (a corner there makes the vertex one), and the last point becomes
/// the waiting vertex. Returns how many were written. The same IEEE operations in the same order
/// as the Swift it replaces, so the same bits.
intptr_t gk_compensate_chords(gk_waiting_vertex *waiting, double *points, const double *bulges, intptr_t from,
                              intptr_t count, int32_t last_is_corner);

/// The bounds of `points[0 ..< count]` (x, y pairs in device pixels, count ≥ 1, all finite) to
/// `bounds`: least x, least y, greatest x, greatest y.
void gk_points_bounds(const double *points, intptr_t count, double *bounds);

/// 1 when every coordinate of `points[0 ..< count]` (x, y pairs) is finite, else 0.
int32_t gk_points_finite(const double *points, intptr_t count);

/// The most chords one round join, cap or dot gets, against absurd width-to-tolerance ratios.
#define GK_MAX_ARC_SEGMENTS 4096

/// A stroke's end caps and joins (`LineCap`, `LineJoin` in Swift's `Geometry`).
typedef enum gk_line_cap { GK_CAP_BUTT = 0, GK_CAP_ROUND = 1, GK_CAP_SQUARE = 2 } gk_line_cap;
typedef enum gk_line_join { GK_JOIN_MITER = 0, GK_JOIN_ROUND = 1, GK_JOIN_BEVEL = 2 } gk_line_join;

/// How a stroke's outline is built, in the path's user space (`Stroker`'s settings).
typedef struct gk_stroke_pen {
    /// Half the line width (> 0), the flattening tolerance, the largest angle one chord of a round
    /// join or cap may turn (radians, > 0), and the miter limit (a ratio to the half width).
    double half_width, tolerance, round_step, miter_limit;
    /// A `gk_line_cap` and a `gk_line_join`.
    int32_t cap, join;
} gk_stroke_pen;

/// The offset sides of a closed flattened piece (`Stroker.outlineClosed`): `piece` holds `count`
/// ≥ 2 points (x, y pairs, consecutive ones distinct), `corners` a flag a point. Side A (at +w/2
/// along the left-hand normal) goes to `side_a`, side B to `side_b`, in forward order, each with
/// room for `capacity` points. Returns side A's count (side B's to `*b_count`), or, when a side
/// needs more room than `capacity`, minus the room it needs (then the sides hold nothing usable).
intptr_t gk_outline_closed(const gk_stroke_pen *pen, const double *piece, const uint8_t *corners, intptr_t count,
                           double *side_a, double *side_b, intptr_t capacity, intptr_t *b_count);

/// The outline of an open flattened piece (`Stroker.outlineOpen`): side A forward, the end cap, side
/// B backward, the start cap, all to `side_a` (`side_b` is scratch); caps are square to the unit
/// tangents given. Returns the outline's count, or minus the room a side needs, as
/// `gk_outline_closed` does.
intptr_t gk_outline_open(const gk_stroke_pen *pen, const double *piece, const uint8_t *corners, intptr_t count,
                         double start_tangent_x, double start_tangent_y, double end_tangent_x, double end_tangent_y,
                         double *side_a, double *side_b, intptr_t capacity);

/// The outline of a zero-length piece at (`cx`, `cy`) (`Stroker.outlineDot`): a disc for round
/// caps, a square turned to `direction` for square ones, nothing (0) for butt caps. Returns its
/// count, or minus the room it needs.
intptr_t gk_outline_dot(const gk_stroke_pen *pen, double cx, double cy, double direction_x, double direction_y,
                        double *side_a, intptr_t capacity);

/// Maps `points[0 ..< count]` (x, y pairs) through the affine `transform` (a, b, c, d, tx, ty, as
/// `Transform.apply` does), reversed first when `reversed`, and squeezes out each point equal to the
/// one kept before it, in place. Returns how many are kept.
intptr_t gk_map_outline(const double *transform, double *points, intptr_t count, int32_t reversed);

#endif
