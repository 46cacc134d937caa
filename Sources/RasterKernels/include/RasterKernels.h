#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

// The raster's innermost loops, in C because they need what Swift cannot express per function:
// instructions beyond baseline x86-64 (AVX2's, eight pixels per step), chosen at run time from
// what the CPU has. Both builds do the same IEEE operations in the same order, without fused
// multiply-adds, so they give the same bytes: 1/√x, for instance, is a correctly rounded root and a
// division, not the hardware's estimate, whose bits are each CPU's own. The row plans of rings and
// arcs (which pixels are solid, skipped or evaluated) are here too: planned and filled in Swift,
// a row's overhead cost as much as its pixels. Which shapes take this path, and their geometry,
// stay in Swift's `Raster`.

#include <stddef.h>
#include <stdint.h>

/// Sets `count` 32-bit pixels from `pixels` on to `value`.
///
/// Clearing a frame is bound by store bandwidth. Swift built for baseline x86-64 emits 16-byte
/// stores; glibc's `wmemset` picks the widest vector stores the CPU has; on Intel's processors, for
/// fills of 4096 pixels or more, `rep stosq` (the fast-string path, which writes whole cache lines
/// without reading them first) is faster still: a 1280×800 clear takes about 0.03 ms, against
/// 0.04 ms with `wmemset` and 0.10 ms with Swift's stores. Elsewhere `wmemset` fills (on AMD's Zen 3
/// the string store was slower).
void pixel_fill(uint32_t *pixels, uint32_t value, size_t count);

/// Which closed-form shape an `rk_shape` describes.
typedef enum rk_shape_kind {
    /// A filled disc of effective radius `outer`.
    RK_SHAPE_DISC = 0,
    /// The ring between the effective radii `inner` and `outer`.
    RK_SHAPE_RING = 1,
    /// An arc of `arc_radius` stroked with round caps (the `arc_` and `cap_` fields).
    RK_SHAPE_ROUND_CAPPED_ARC = 2,
    /// A rectangle of half extents `half_width`, `half_height` centred on the origin, with
    /// corners of `corner_radius` (0: square).
    RK_SHAPE_ROUNDED_RECT = 3,
} rk_shape_kind;

/// One shape's parameters for `rk_row_coverage`, in device pixels relative to the shape's origin
/// (the centre of a disc, ring or arc; the middle of a rectangle), all within ±32768.
///
/// An "effective" radius is the one the tangent-line coverage takes for a circle: the geometric
/// radius r minus 1/24r (see `AnalyticCoverage.effectiveRadius`).
typedef struct rk_shape {
    rk_shape_kind kind;
    /// Disc and ring: effective radii (`inner` unused by a disc). Arc: the band's effective radii.
    float inner, outer;
    /// Arc: the centre line's radius and the unit directions of its ends, ordered so that the arc
    /// turns clockwise on screen from `first` to `last`; `is_reflex` when it turns more than half
    /// a circle.
    float arc_radius, first_x, first_y, last_x, last_y;
    int32_t is_reflex;
    /// Arc: squared radii between which a pixel within the arc's angles is certainly covered
    /// (`band_deep_*`, an empty pair when none is) or outside which it is certainly not
    /// (`band_far_*`); squared distances from an end within which a cap certainly covers a pixel
    /// (`cap_deep`, negative when none) or beyond which it certainly does not (`cap_far`).
    float band_deep_inner, band_deep_outer, band_far_inner, band_far_outer, cap_deep, cap_far;
    /// Arc: the caps' effective radius.
    float cap_radius;
    /// Rounded rectangle: half extents, geometric corner radius and its effective radius.
    float half_width, half_height, corner_radius, corner_effective;
} rk_shape;

/// Pixels `rk_row_coverage` evaluates per step: spare room its callers leave after the row.
#define RK_LANES 8

/// Half a pixel's diagonal, rounded up, in pixels: a pixel centre farther than this from a
/// straight edge lies wholly on one side of it.
#define RK_REACH 0.7072

/// The coverage (0…255, rounded) of `shape` for the pixels of one row `dy` below its origin
/// (pixel centres), in the stretches of columns [`starts[i]`, `ends[i]`), i < `count`, written
/// one after the other to `coverage`. A column's centre is at `column + 0.5 - origin_x`.
/// `coverage` needs room for the stretches' total plus `RK_LANES`.
void rk_row_coverage(const rk_shape *shape, float dy, double origin_x, const int32_t *starts, const int32_t *ends,
                     int32_t count, uint8_t *coverage);

/// Blends the premultiplied `color` (0xAARRGGBB as a little-endian word, any channel order with
/// alpha on top) source-over into `count` pixels of `row`, each through its byte of `coverage`:
/// per channel, `color · c / 255 + row · (255 − α·c/255) / 255`, each product rounded exactly.
/// Coverage 0 leaves a pixel untouched; 255 with an opaque colour stores the colour.
void rk_blend_solid(uint32_t *row, const uint8_t *coverage, int32_t count, uint32_t color);

/// Composites `count` premultiplied pixels of `source`, scaled by `alpha` / 255 (0…255), over
/// `destination`, source-over: `PremultipliedColor.sourceOver(scale(source, alpha), destination)`
/// to the bit; a transparent source pixel leaves its destination unchanged. How a group opacity
/// or a transparency layer lands on the canvas.
void rk_composite_over(uint32_t *destination, const uint32_t *source, int32_t count, uint32_t alpha);

/// Keeps of `count` premultiplied pixels of `destination` what `mask` covers, destination-in:
/// each scaled by its `mask` pixel's alpha / 255 (`PremultipliedColor.scale`, to the bit). How a
/// masked layer's content is cut to its mask.
void rk_keep_masked(uint32_t *destination, const uint32_t *mask, int32_t count);

/// `rk_row_coverage` and `rk_blend_solid` of each stretch into `row` (the row's pixel 0, of
/// `row_width` pixels) in one: the coverage goes from registers to the blend. Stretches of up to
/// four pixels share an eight-lane step two at a time, each blended four pixels at once where the
/// row has room: such a blend writes back up to three pixels past its stretch with the values
/// they hold (clip or no clip), so no other thread may be writing the same row meanwhile.
void rk_row_fill_solid(const rk_shape *shape, float dy, double origin_x, const int32_t *starts, const int32_t *ends,
                       int32_t count, uint32_t *row, int32_t row_width, uint32_t color);

/// The work of one row of a closed-form shape: up to four stretches of columns to evaluate, in
/// order and disjoint, and up to two solid runs (columns wholly inside), disjoint from them.
typedef struct rk_row_plan {
    /// The row's pixel centres' offset below the shape's origin, in pixels.
    float dy;
    int32_t count;
    int32_t starts[4], ends[4];
    /// Empty runs have start == end.
    int32_t solid_starts[2], solid_ends[2];
} rk_row_plan;

/// Plans the columns [`from`, `to`) of a row around three ordered, disjoint stretches (any may be
/// empty, start == end): `solid_left` and `solid_right` wholly inside, `skipped` wholly outside.
/// Every other column is evaluated. `plan->dy` is left as it is.
void rk_row_plan_split(rk_row_plan *plan, int32_t from, int32_t to, int32_t solid_left_start, int32_t solid_left_end,
                       int32_t skipped_start, int32_t skipped_end, int32_t solid_right_start,
                       int32_t solid_right_end);

/// One planned row of `shape` into `row` (the row's pixel 0, of `row_width` pixels) in a solid
/// colour: `rk_row_fill_solid` on its stretches, then its solid runs.
void rk_fill_plan_solid(const rk_shape *shape, const rk_row_plan *plan, double origin_x, uint32_t *row,
                        int32_t row_width, uint32_t color);

/// A rounded rectangle's rows: rows `min_y ..< max_y` and columns `min_x ..< max_x` (the
/// rectangle's pixels within the clip), its centre, its top and bottom edges, the whole columns
/// within its straight sides (`inside_left ..< inside_right`), half its width and its sides'
/// straight halves (half its width or height less the corner radius), and the corner `radius`
/// (device pixels).
typedef struct rk_rounded_rect_rows {
    int64_t min_x, min_y, max_x, max_y, inside_left, inside_right;
    double center_x, center_y, top, bottom, half_width, straight_half_width, straight_half_height, radius;
} rk_rounded_rect_rows;

/// Plans row `y` of a rounded rectangle: whole pixels inside the straight sides are solid; the
/// corners cut into rows within `radius` of the top or bottom, where the row's extent and its
/// certainly covered middle follow the corner circles. 0 when the row is empty.
int32_t rk_rounded_rect_row_plan(const rk_rounded_rect_rows *rect, int32_t y, rk_row_plan *plan);

/// Plans (`rk_rounded_rect_row_plan`) and fills, in a solid colour, every row of a rounded
/// rectangle of `shape` (its kind `RK_SHAPE_ROUNDED_RECT`), two rows at a time.
void rk_fill_rounded_rect_solid(const rk_shape *shape, const rk_rounded_rect_rows *rows, uint32_t *pixels,
                                int32_t row_pixels, uint32_t color);

/// `rk_fill_plan_solid` for two planned rows (`a` into `row_a`, `b` into `row_b`, different rows of
/// `row_width` pixels), the same pixels: rows of short stretches are evaluated side by side, so
/// that their chains of dependent arithmetic overlap.
void rk_fill_plan_pair_solid(const rk_shape *shape, const rk_row_plan *a, uint32_t *row_a, const rk_row_plan *b,
                             uint32_t *row_b, double origin_x, int32_t row_width, uint32_t color);

/// A disc or ring around (`center_x`, `center_y`) (device pixels) whose geometric radii squared
/// are `inner_squared` (negative: a disc) and `outer_squared`, within the columns [`min_x`,
/// `max_x`) and rows [`min_y`, `max_y`).
typedef struct rk_ring_rows {
    double center_x, center_y, inner_squared, outer_squared;
    int32_t min_x, min_y, max_x, max_y;
} rk_ring_rows;

/// Plans row `y` of a ring: only the columns its circles' boundaries cross are evaluated, since a
/// pixel square a boundary misses is exactly inside or outside it. 0 when the ring misses the row.
int32_t rk_ring_row_plan(const rk_ring_rows *rows, int32_t y, rk_row_plan *plan);

/// Fills every row of `rows` with `shape` (a disc or ring) in the premultiplied `color`, sixteen
/// rows at a time: their square roots, then their plans (`rk_ring_row_plan`), then their fills
/// (`rk_row_fill_solid` and the solid runs). `pixels` is pixel (0, 0) of an image `row_pixels`
/// wide.
void rk_fill_ring_solid(const rk_shape *shape, const rk_ring_rows *rows, uint32_t *pixels, int32_t row_pixels,
                        uint32_t color);

/// The rows of the `band` of an arc of `radius` around the band's centre, stroked `half` pixels
/// either side with round caps (built by `rk_arc_rows_make`).
typedef struct rk_arc_rows {
    rk_ring_rows band;
    double radius;
    /// How far inside the stroke's edges a pixel centre is certainly covered (`half` less half a
    /// pixel's diagonal), and the squared radii of the band that deep.
    double deep_half, deep_outer, deep_inner;
    /// The unit directions of the arc's ends; it turns clockwise on screen from `first` to `last`.
    double first_x, first_y, last_x, last_y;
    int32_t is_reflex;
    /// The convex wedge rows are cut to (the arc's own, or the one a reflex arc leaves out), with
    /// the slopes x/y of its edges.
    double wedge_first_x, wedge_first_y, wedge_last_x, wedge_last_y, wedge_first_slope, wedge_last_slope;
} rk_arc_rows;

/// The rows of a disc or ring around (`center_x`, `center_y`) with geometric radii `inner` (≤ 0:
/// a disc) and `outer`, within the columns [`min_x`, `max_x`) and rows [`min_y`, `max_y`).
rk_ring_rows rk_ring_rows_make(double center_x, double center_y, double inner, double outer, int32_t min_x,
                               int32_t min_y, int32_t max_x, int32_t max_y);

/// The rows of the arc of `radius` around (`center_x`, `center_y`) from the direction `first` to
/// `last` (unit vectors, clockwise on screen), stroked `half` (≥ 1) pixels either side with round
/// caps, within the columns [`min_x`, `max_x`) and rows [`min_y`, `max_y`).
rk_arc_rows rk_arc_rows_make(double center_x, double center_y, double radius, double half, double first_x,
                             double first_y, double last_x, double last_y, int32_t is_reflex, int32_t min_x,
                             int32_t min_y, int32_t max_x, int32_t max_y);

/// Plans row `y` of an arc: its deep band within the arc's angles and its deep caps are solid
/// runs; 0 when the arc's band misses the row.
int32_t rk_arc_row_plan(const rk_arc_rows *rows, int32_t y, rk_row_plan *plan);

/// `rk_fill_ring_solid` for a round-capped arc (`shape`, a `RK_SHAPE_ROUND_CAPPED_ARC`).
void rk_fill_arc_solid(const rk_shape *shape, const rk_arc_rows *rows, uint32_t *pixels, int32_t row_pixels,
                       uint32_t color);

/// Samples the `width × height` bytes of `mask` (row by row) bilinearly at `count` points, the
/// first at (u, v) and each next one (du, dv) further, all in 16.16 fixed point, in mask pixels
/// with sample centres at whole numbers; taps outside the mask read 0. Writes one byte per point
/// to `out`. `clear_border` (1) tells that the mask's first and last rows and columns are all 0,
/// which lets the AVX2 build take every sample eight at a time; 0 promises nothing. Both builds
/// give the same bytes.
void rk_sample_bilinear(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v, int32_t du, int32_t dv,
                        uint8_t *out, int32_t count, int32_t clear_border);

/// An angular (conic) gradient as `AngularGradient`'s blitter draws it: a device pixel centre
/// (x + ½, y + ½) maps to (dx, dy) = (a·px + c·py + ox, b·px + d·py + oy) around the centre,
/// whose angle turns into `t` by `direction`, `start_offset`, `span` and `pad_split` (see
/// `AngularMapping`) and `t` into one of the 256 premultiplied `table` entries under the spread
/// (`repeat` 0: pad, 1: repeat). `opacity` (0…255) scales every entry.
typedef struct rk_angular {
    double a, b, c, d, ox, oy;
    double direction, start_offset, span, pad_split;
    const uint32_t *table;
    int32_t repeat;
    uint32_t opacity;
} rk_angular;

/// Blends `gradient` source-over into the `count` pixels at `row` (device columns `x …`, row
/// `y`) through `coverage` (one byte per pixel), or through `level` for every pixel when
/// `coverage` is NULL. Every pixel is the one the Swift mapping (`AngularMapping.parameter`,
/// `GradientRamp.index`) gives, to the bit, in both builds.
void rk_shade_angular(const rk_angular *gradient, uint32_t *row, int32_t x, int32_t y, int32_t count,
                      const uint8_t *coverage, uint8_t level);

/// A premultiplied image as `ImageBlitter` draws it: device pixel centre (x + ½, y + ½) maps to
/// (a·px + c·py + tx, b·px + d·py + ty) in image pixels, whose centres sit at half-integers; the
/// four nearest texels (clamped to the edges) are weighted in 8-bit fixed point, and `opacity`
/// (0…255) scales the result. `width` and `height` are ≥ 1.
typedef struct rk_image {
    const uint32_t *texels;
    int32_t width, height;
    double a, b, c, d, tx, ty;
    uint32_t opacity;
} rk_image;

/// Blends `image` source-over into the `count` pixels at `row` (device columns `x …`, row `y`)
/// through `coverage` (one byte per pixel), or through `level` for every pixel when `coverage`
/// is NULL. Every pixel is the one `ImageBlitter` gives, to the bit, in both builds.
void rk_shade_image(const rk_image *image, uint32_t *row, int32_t x, int32_t y, int32_t count, const uint8_t *coverage,
                    uint8_t level);

/// One edge of a shape, ready to accumulate (see `CoverageRasterizer`): in the area's coordinates
/// (pixels from its top-left corner), inside 0…width × 0…height, from (`x0`, `y0`) down to `y1`
/// with `direction` +1 when it ran down and -1 when it ran up. It crosses rows
/// `first_row ..< last_row`; `dxdy` is its inverse slope, and `per_cell` is `direction` / |dxdy|
/// (bounded by 10²⁰): the area a full row adds to each cell it crosses wholly.
typedef struct rk_edge {
    double x0, y0, y1, dxdy;
    float direction, per_cell;
    int32_t first_row, last_row;
} rk_edge;

/// Turns one directed line, in the area's coordinates, into at most 3 edges written to `out`,
/// and returns their number. Parts above or below the area are dropped; parts left or right of
/// it are folded onto its sides, where they add the area they would have added beyond, so the
/// coverage inside stays exact. Non-finite or horizontal lines give none.
intptr_t rk_edges_from_line(double width, double height, double x0, double y0, double x1, double y1, rk_edge *out);

/// The edges of every contour of a polygon list (at most 3 per point, to `out`; returns their
/// number): `points` holds x, y pairs in device pixels, contour i ends (exclusive, in points) at
/// `contour_ends[i]` and is implicitly closed. `origin` is the area's top-left corner in device
/// pixels. Counts the edges as `rk_count_bands` does.
intptr_t rk_edges_from_polygons(double width, double height, const double *points, const intptr_t *contour_ends,
                                intptr_t contour_count, double origin_x, double origin_y, rk_edge *out,
                                int32_t band_shift, int32_t *band_counts);

/// Counts, for bands of 2^`band_shift` rows, the edges that cross each band: band b's count is
/// at `band_counts[b + 2]` (the array holds bands + 2 entries, zero before the shape's first edge).
void rk_count_bands(const rk_edge *edges, intptr_t count, int32_t band_shift, int32_t *band_counts);

/// Turns the counts into what `rk_bin_edges` takes, in place, and returns the number of
/// (edge, band) pairs: as many entries as `rk_bin_edges` writes.
intptr_t rk_band_starts(int32_t bands, int32_t *band_counts);

/// Lists each band's edges, in their order, to `entries` (indices into `edges`, as many as
/// `rk_band_starts` returned, whose `band_starts` this takes): band b's are then
/// `entries[band_starts[b] ..< band_starts[b + 1]]`. Keeping the order keeps every cell's sum the
/// same as one pass over the edges would make it.
void rk_bin_edges(const rk_edge *edges, intptr_t count, int32_t band_shift, int32_t *band_starts, int32_t *entries);

/// A band of rows being accumulated: `rows` rows of `stride` cells (a multiple of 8, at least
/// `width` + 8: a row step's cells are added four or, on a shallow edge, eight at a time from its
/// leftmost, which may be the cell at `width`; the cells at `width` and `width` + 1 receive the
/// area at or right of the right edge, and those after them only ever have 0 added), all
/// zero between bands, and per row `words` 64-bit words with one bit per eight cells, set where
/// any cell of the eight may be non-zero (bit i of word w: cells 8 · (64 w + i) …+ 8).
typedef struct rk_band {
    float *cells;
    uint64_t *touched;
    int32_t stride, words, width, rows;
} rk_band;

/// Adds the listed edges' area in rows `top ..< top + band->rows` (area rows; the band's first row
/// is `top`), marking the eights of cells it touches. Without `entries`, the first `count` edges.
void rk_accumulate_band(const rk_band *band, int32_t top, const rk_edge *edges, const int32_t *entries,
                        intptr_t count);

/// Adds the area of every contour of a polygon list (`points`, `contour_ends` and `origin` as
/// `rk_edges_from_polygons` takes them) to a band holding the whole area (`band->rows` is its
/// height), making each edge and accumulating it at once, in the order `rk_edges_from_polygons`
/// lists them: the cells sum the same numbers in the same order as making, binning and
/// `rk_accumulate_band` would, with no edge stored.
void rk_accumulate_polygons(const rk_band *band, const double *points, const intptr_t *contour_ends,
                            intptr_t contour_count, double origin_x, double origin_y);

/// A piece of a swept row: columns `start ..< end`, covered by the level `level` (0…255) or, when
/// `level` is -1, by the bytes the sweep wrote to `coverage` for those columns.
typedef struct rk_sweep_piece {
    int32_t start, end, level;
} rk_sweep_piece;

/// Turns one row of a band (`cells`, `touched` as `rk_band` describes them) into coverage for
/// columns 0 ..< `width`, under the non-zero rule or, when `even_odd` is 1, the even-odd rule, and
/// leaves its cells zero and its bits clear. Untouched eights between touched ones take the running
/// sum as one run without being read; touched eights become spans whose bytes go to `coverage`
/// (indexed as `cells`, at least `stride` long). Writes at most 2 · ⌈`width` / 8⌉ + 2 pieces and
/// returns their number, in column order. Both builds give the same bytes.
int32_t rk_sweep_row(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                     uint8_t *coverage, rk_sweep_piece *pieces);

/// `rk_sweep_row` straight into pixels: blends premultiplied `color` source-over through the row's
/// coverage into `row` (its column 0 is the cells' column 0; `width` pixels), as the solid blitter
/// blends the pieces, to the same bytes.
void rk_sweep_row_solid(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                        uint32_t *row, uint32_t color);

/// Blurs `values` (`width` × `height` bytes, row by row) in place by `passes` box passes along
/// rows then columns, pass i of width `box_widths[i]` (odd; 1 skips the pass; below 4096),
/// counting samples outside as zero and rounding each average to nearest; `scratch` holds as many
/// bytes as `values`, `sums` 8 · `width` integers (a row pass's strips of 16 rows, then the
/// column pass's sums).
void rk_box_blur(uint8_t *values, uint8_t *scratch, uint32_t *sums, int32_t width, int32_t height,
                 const int32_t *box_widths, int32_t passes);

/// Where `rk_sweep_band_solid` sweeps a band: its `rows` rows of cells (`stride` cells and
/// `words` touched words each, as `rk_band` has them) for `width` columns, under the non-zero rule
/// or, when `even_odd` is 1, the even-odd rule; rows `first ..< end` are blended into the pixel
/// rows `top + r` (`row_pixels` pixels apart) from column `left`, the others only cleared.
/// `spare` (0…7): how many pixels right of the band's last column the shape leaves uncovered and
/// may be blended through coverage 0, which leaves them as they are: a row's last touched eight
/// then blends as a whole rather than pixel by pixel.
typedef struct rk_band_sweep {
    int32_t rows, stride, words, width, even_odd, first, end, top, left;
    intptr_t row_pixels;
    int32_t spare;
} rk_band_sweep;

/// `rk_sweep_row_solid` for every row of a band: one call per band, not per row.
void rk_sweep_band_solid(float *cells, uint64_t *touched, const rk_band_sweep *sweep, uint32_t *pixels, uint32_t color);

/// Blends premultiplied `color` source-over through one coverage `level` into `count` pixels: a
/// run, as the sweep and the solid blitter draw it.
void rk_blend_run(uint32_t *row, int32_t count, uint8_t level, uint32_t color);

/// Zeroes one row of a band and clears its bits, without sweeping it.
void rk_clear_row(float *cells, uint64_t *touched, int32_t words);

/// The kernels built for baseline x86-64, whatever the CPU: for tests that compare the builds. On
/// other architectures, the portable build.
void rk_row_coverage_baseline(const rk_shape *shape, float dy, double origin_x, const int32_t *starts,
                              const int32_t *ends, int32_t count, uint8_t *coverage);
void rk_blend_solid_baseline(uint32_t *row, const uint8_t *coverage, int32_t count, uint32_t color);
void rk_sample_bilinear_baseline(const uint8_t *mask, int32_t width, int32_t height, int64_t u, int64_t v, int32_t du,
                                 int32_t dv, uint8_t *out, int32_t count, int32_t clear_border);
void rk_sweep_row_solid_baseline(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                                 uint32_t *row, uint32_t color);
void rk_box_blur_baseline(uint8_t *values, uint8_t *scratch, uint32_t *sums, int32_t width, int32_t height,
                          const int32_t *box_widths, int32_t passes);
void rk_fill_rounded_rect_solid_baseline(const rk_shape *shape, const rk_rounded_rect_rows *rows, uint32_t *pixels,
                                         int32_t row_pixels, uint32_t color);
void rk_fill_plan_pair_solid_baseline(const rk_shape *shape, const rk_row_plan *a, uint32_t *row_a,
                                      const rk_row_plan *b, uint32_t *row_b, double origin_x, int32_t row_width,
                                      uint32_t color);
void rk_sweep_band_solid_baseline(float *cells, uint64_t *touched, const rk_band_sweep *sweep, uint32_t *pixels,
                                  uint32_t color);
int32_t rk_sweep_row_baseline(float *cells, uint64_t *touched, int32_t words, int32_t width, int32_t even_odd,
                              uint8_t *coverage, rk_sweep_piece *pieces);
void rk_composite_over_baseline(uint32_t *destination, const uint32_t *source, int32_t count, uint32_t alpha);
void rk_keep_masked_baseline(uint32_t *destination, const uint32_t *mask, int32_t count);
void rk_row_fill_solid_baseline(const rk_shape *shape, float dy, double origin_x, const int32_t *starts,
                                const int32_t *ends, int32_t count, uint32_t *row, int32_t row_width,
                                uint32_t color);
void rk_accumulate_band_baseline(const rk_band *band, int32_t top, const rk_edge *edges, const int32_t *entries,
                                 intptr_t count);
void rk_accumulate_polygons_baseline(const rk_band *band, const double *points, const intptr_t *contour_ends,
                                     intptr_t contour_count, double origin_x, double origin_y);
void rk_shade_image_baseline(const rk_image *image, uint32_t *row, int32_t x, int32_t y, int32_t count,
                             const uint8_t *coverage, uint8_t level);
void rk_shade_angular_baseline(const rk_angular *gradient, uint32_t *row, int32_t x, int32_t y, int32_t count,
                               const uint8_t *coverage, uint8_t level);

/// The name of the build this CPU runs of the kernels above built twice: "avx2" or "baseline".
/// Setting the environment variable PLAYGROUND_RASTER_KERNELS to "baseline" before the first curve
/// is flattened or drawn picks the baseline build, of these kernels and of the geometry's, on any
/// CPU.
const char *rk_kernel_build(void);

#endif
