#ifndef GEOMETRY_KERNELS_H
#define GEOMETRY_KERNELS_H

// The placing of a curve's chords (`CurveStepper` in Swift's `Geometry`), in C because it needs
// what Swift cannot express per function: AVX encodings (three-operand instructions, four doubles
// a vector for the plan's samples), chosen at run time from what the CPU has. Both builds do the
// same IEEE operations in the same order, without fused multiply-adds, so they place the same
// chords to the bit, and the same as the Swift walk they replace.

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
} gk_chord_walk;

/// Plans the chords of `curve`.
void gk_chord_walk_begin(gk_chord_walk *walk, const gk_curve *curve);

/// Writes the next chords' end points (x, y pairs, to `points`) and bulges (to `bulges`), at most
/// `capacity` (≥ 1) of them, and returns how many (≥ 1 until the walk is done). `*finished` is
/// set to 1 when the curve's last chord, which ends at `end`, is among them, else 0.
intptr_t gk_chord_walk_next(gk_chord_walk *walk, double *points, double *bulges, intptr_t capacity,
                            int32_t *finished);

/// Whether this CPU runs the AVX2 builds of the kernels (this library's and the raster's): it has
/// AVX2, FMA, BMI1 and BMI2 and the operating system saves the YMM registers, unless the
/// environment variable PLAYGROUND_RASTER_KERNELS is "baseline". Decided once.
int gk_runs_avx2(void);

#endif
