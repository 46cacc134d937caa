import RasterKernels

/// The shapes the C coverage kernels evaluate (`rk_row_coverage`), built from device geometry.
extension rk_shape {
    /// A filled disc of `radius` (≥ 1) pixels.
    static func disc(radius: Float) -> rk_shape {
        var shape = rk_shape()
        shape.kind = RK_SHAPE_DISC
        shape.outer = AnalyticCoverage.effectiveRadius(radius)
        return shape
    }

    /// The closed ring between `inner` and `outer` (≥ 1) pixels: a circle stroked without caps.
    static func ring(inner: Float, outer: Float) -> rk_shape {
        var shape = rk_shape()
        shape.kind = RK_SHAPE_RING
        shape.inner = AnalyticCoverage.effectiveRadius(inner)
        shape.outer = AnalyticCoverage.effectiveRadius(outer)
        return shape
    }

    /// A rectangle of half extents `halfWidth` × `halfHeight` centred on the origin, with corners
    /// of `radius` (0, or ≥ 1 and at most the shorter half extent).
    static func roundedRect(halfWidth: Float, halfHeight: Float, radius: Float) -> rk_shape {
        var shape = rk_shape()
        shape.kind = RK_SHAPE_ROUNDED_RECT
        shape.half_width = halfWidth
        shape.half_height = halfHeight
        shape.corner_radius = radius
        shape.corner_effective = radius > 0 ? AnalyticCoverage.effectiveRadius(radius) : 0
        return shape
    }
}

/// An arc of a circle stroked with round caps: every point within `halfWidth` of the arc.
struct RoundCappedArcKernel {
    let radius: Float
    let halfWidth: Float
    /// Unit directions of the arc's ends, ordered so that the arc turns clockwise on screen
    /// (increasing angle, y down) from `first` to `last`.
    let first: SIMD2<Float>
    let last: SIMD2<Float>
    /// Whether the arc turns by more than half a circle (its angles are then the complement of
    /// a convex wedge).
    let isReflex: Bool
    /// The parameters the C kernel takes, with its early-out bands precomputed.
    let shape: rk_shape

    init(radius: Float, halfWidth: Float, first: SIMD2<Float>, last: SIMD2<Float>, isReflex: Bool) {
        self.radius = radius
        self.halfWidth = halfWidth
        self.first = first
        self.last = last
        self.isReflex = isReflex
        var shape = rk_shape()
        shape.kind = RK_SHAPE_ROUND_CAPPED_ARC
        shape.arc_radius = radius
        shape.first_x = first.x
        shape.first_y = first.y
        shape.last_x = last.x
        shape.last_y = last.y
        shape.is_reflex = isReflex ? 1 : 0
        shape.inner = AnalyticCoverage.effectiveRadius(radius - halfWidth)
        shape.outer = AnalyticCoverage.effectiveRadius(radius + halfWidth)
        shape.cap_radius = AnalyticCoverage.effectiveRadius(halfWidth)
        let reach = Float(AnalyticCoverage.reach)
        func squaredNonNegative(_ r: Float) -> Float { r > 0 ? r * r : -1 }
        let deepHalf = halfWidth - reach
        if deepHalf > 0 {
            shape.band_deep_inner = squaredNonNegative(radius - deepHalf)
            shape.band_deep_outer = (radius + deepHalf) * (radius + deepHalf)
            shape.cap_deep = deepHalf * deepHalf
        } else {
            // An empty band: no squared radius is ≥ 1 and ≤ 0.
            shape.band_deep_inner = 1
            shape.band_deep_outer = 0
            shape.cap_deep = -1
        }
        shape.band_far_inner = squaredNonNegative(radius - halfWidth - reach)
        shape.band_far_outer = (radius + halfWidth + reach) * (radius + halfWidth + reach)
        shape.cap_far = (halfWidth + reach) * (halfWidth + reach)
        self.shape = shape
    }
}
