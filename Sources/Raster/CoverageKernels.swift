/// Computes the coverage of one shape for `AnalyticCoverage.laneCount` pixels of a row.
protocol CoverageKernel {
    /// Coverage of the pixels whose centres are at `dx` (per lane) and `dy`, relative to the
    /// shape's origin, in device pixels.
    func coverage(dx: AnalyticCoverage.Lanes, dy: Float) -> AnalyticCoverage.Lanes
}

/// A filled disc.
struct DiscKernel: CoverageKernel {
    let radius: Float

    @inline(__always)
    func coverage(dx: AnalyticCoverage.Lanes, dy: Float) -> AnalyticCoverage.Lanes {
        AnalyticCoverage.Radial(dx: dx, dy: AnalyticCoverage.Lanes(repeating: dy)).disc(radius: radius)
    }
}

/// A closed ring (a circle stroked without caps).
struct RingKernel: CoverageKernel {
    let inner: Float
    let outer: Float

    @inline(__always)
    func coverage(dx: AnalyticCoverage.Lanes, dy: Float) -> AnalyticCoverage.Lanes {
        AnalyticCoverage.Radial(dx: dx, dy: AnalyticCoverage.Lanes(repeating: dy)).ring(inner: inner, outer: outer)
    }
}

/// An arc of a circle stroked with round caps: every point within `halfWidth` of the arc. A
/// point whose direction from the centre lies within the arc's angles is nearest the arc along
/// its radius (the ring's coverage); any other point is nearest one of the two ends (a cap disc's).
struct RoundCappedArcKernel: CoverageKernel {
    let radius: Float
    let halfWidth: Float
    /// Unit directions of the arc's ends, ordered so that the arc turns clockwise on screen
    /// (increasing angle, y down) from `first` to `last`.
    let first: SIMD2<Float>
    let last: SIMD2<Float>
    /// Whether the arc turns by more than half a circle (its angles are then the complement of
    /// a convex wedge).
    let isReflex: Bool
    /// Squared radii between which a pixel inside the arc's angles is certainly covered
    /// (`bandDeep`) or certainly not (outside `bandFar`), and squared distances from an end within
    /// which a cap certainly covers a pixel (`capDeep`) or beyond which it certainly does not.
    let bandDeep: SIMD2<Float>
    let bandFar: SIMD2<Float>
    let capDeep: Float
    let capFar: Float
    /// The band's and caps' radii as `halfPlane` takes them (`effectiveRadius`).
    let bandInner: Float
    let bandOuter: Float
    let capRadius: Float

    init(radius: Float, halfWidth: Float, first: SIMD2<Float>, last: SIMD2<Float>, isReflex: Bool) {
        self.radius = radius
        self.halfWidth = halfWidth
        self.first = first
        self.last = last
        self.isReflex = isReflex
        bandInner = AnalyticCoverage.effectiveRadius(radius - halfWidth)
        bandOuter = AnalyticCoverage.effectiveRadius(radius + halfWidth)
        capRadius = AnalyticCoverage.effectiveRadius(halfWidth)
        let reach = Float(AnalyticCoverage.reach)
        func squaredNonNegative(_ r: Float) -> Float { r > 0 ? r * r : -1 }
        let deepHalf = halfWidth - reach
        bandDeep = deepHalf > 0
            ? SIMD2(squaredNonNegative(radius - deepHalf), (radius + deepHalf) * (radius + deepHalf)) : SIMD2(1, 0)
        bandFar = SIMD2(squaredNonNegative(radius - halfWidth - reach), (radius + halfWidth + reach) * (radius + halfWidth + reach))
        capDeep = deepHalf > 0 ? deepHalf * deepHalf : -1
        capFar = (halfWidth + reach) * (halfWidth + reach)
    }

    @inline(__always)
    func coverage(dx: AnalyticCoverage.Lanes, dy dyScalar: Float) -> AnalyticCoverage.Lanes {
        typealias Lanes = AnalyticCoverage.Lanes
        let dy = Lanes(repeating: dyScalar)
        // Cross products with the end directions: positive when the point is clockwise of them.
        let afterFirst = first.x * dy - first.y * dx
        let beforeLast = dx * last.y - dy * last.x
        let within: SIMDMask<AnalyticCoverage.Bits>
        if isReflex {
            within = .!((afterFirst .< 0) .& (beforeLast .< 0))
        } else {
            within = (afterFirst .>= 0) .& (beforeLast .>= 0)
        }
        // Outside the arc's angles the nearer end decides.
        let headX = dx - radius * first.x, headY = dy - radius * first.y
        let tailX = dx - radius * last.x, tailY = dy - radius * last.y
        let headSquared = headX * headX + headY * headY, tailSquared = tailX * tailX + tailY * tailY
        let nearTail = tailSquared .< headSquared
        let capSquared = headSquared.replacing(with: tailSquared, where: nearTail)
        let squared = dx * dx + dy * dy
        // Most pixels of a thick arc are certainly inside or outside: no square root for them.
        let deep = (within .& (squared .>= bandDeep.x) .& (squared .<= bandDeep.y)) .| (capSquared .<= capDeep)
        if all(deep) { return Lanes(repeating: 1) }
        let far = (.!within .| (squared .<= bandFar.x) .| (squared .>= bandFar.y)) .& (capSquared .>= capFar)
        if all(far) { return Lanes(repeating: 0) }
        var result = Lanes(repeating: 0)
        if any(within) {
            let band = AnalyticCoverage.Radial(dx: dx, dy: dy, squared: squared)
                .ring(inner: bandInner, outer: bandOuter)
            result = result.replacing(with: band, where: within)
        }
        if !all(within) {
            let cap = AnalyticCoverage.Radial(dx: headX.replacing(with: tailX, where: nearTail),
                                              dy: headY.replacing(with: tailY, where: nearTail), squared: capSquared)
                .disc(radius: capRadius)
            result = result.replacing(with: cap, where: .!within)
        }
        return result
    }
}

/// A rounded rectangle centred on the origin: straight sides covered by exact box overlap, corners
/// by the disc of their radius.
struct RoundedRectKernel: CoverageKernel {
    let halfWidth: Float
    let halfHeight: Float
    let radius: Float
    /// The corners' radius as `halfPlane` takes it (`effectiveRadius`).
    let cornerRadius: Float

    init(halfWidth: Float, halfHeight: Float, radius: Float) {
        self.halfWidth = halfWidth
        self.halfHeight = halfHeight
        self.radius = radius
        cornerRadius = radius > 0 ? AnalyticCoverage.effectiveRadius(radius) : 0
    }

    @inline(__always)
    func coverage(dx: AnalyticCoverage.Lanes, dy dyScalar: Float) -> AnalyticCoverage.Lanes {
        typealias Lanes = AnalyticCoverage.Lanes
        let zero = Lanes(repeating: 0), one = Lanes(repeating: 1)
        // Overlap of the pixel's extent with the rectangle's, along each axis.
        let overlapX = AnalyticCoverage.minimum(
            AnalyticCoverage.maximum(AnalyticCoverage.minimum(dx + 0.5, Lanes(repeating: halfWidth))
                                     - AnalyticCoverage.maximum(dx - 0.5, Lanes(repeating: -halfWidth)), zero), one)
        let overlapY = min(max(min(dyScalar + 0.5, halfHeight) - max(dyScalar - 0.5, -halfHeight), 0), 1)
        let box = overlapX * overlapY
        let cornerY = abs(dyScalar) - (halfHeight - radius)
        guard radius > 0, cornerY > 0 else { return box }
        let cornerX = AnalyticCoverage.magnitude(dx) - Lanes(repeating: halfWidth - radius)
        let inCorner = cornerX .> 0
        guard any(inCorner) else { return box }
        let corner = AnalyticCoverage.Radial(dx: cornerX, dy: Lanes(repeating: cornerY)).disc(radius: cornerRadius)
        return box.replacing(with: corner, where: inCorner)
    }
}
