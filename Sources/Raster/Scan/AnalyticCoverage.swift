import RasterKernels

/// Closed-form pixel coverage of the shapes animations draw most (discs, rings, round-capped arcs,
/// rounded rectangles), eight pixels of a row at a time, in the C kernels (`rk_row_coverage`).
///
/// Each pixel's boundary is taken as the straight line tangent to the shape nearest its centre,
/// and the coverage is the exact area of the unit square on the inner side of that line. For
/// straight edges this is the exact area; for a curve of radius r the error is of order 1/r of a
/// pixel's area, and a pixel farther than half its diagonal from the boundary is exactly 0 or 1:
/// interiors are identical to any exact-area rasterizer's. Coordinates are device pixels relative
/// to the shape's centre, in `Float` (shapes are limited to ±`AnalyticCoverage.extentLimit`).
enum AnalyticCoverage {
    /// Pixels evaluated per step: the room a row's scratch leaves after its last pixel.
    static let laneCount = Int(RK_LANES)

    /// Largest coordinate or radius, in device pixels, handled in closed form: beyond it `Float`
    /// loses the hundredth of a pixel the coverage needs, and the general rasterizer takes over.
    static let extentLimit = 32_768.0
    /// A pixel centre farther than this from the boundary is entirely on one side: half the
    /// diagonal of a pixel, rounded up (the C kernels' `RK_REACH`).
    static let reach = RK_REACH
    /// The radius the tangent-line coverage takes for a circle of `radius` (≥ 1) pixels: a circle
    /// bends away from its tangent by s²/2r at a distance s along it, 1/24r on average over a
    /// pixel, so the tangent alone would cover that much too much.
    static func effectiveRadius(_ radius: Float) -> Float {
        radius - 1 / (24 * radius)
    }
}
