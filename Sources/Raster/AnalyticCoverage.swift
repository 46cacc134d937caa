/// Closed-form pixel coverage of the shapes animations draw most (discs, rings, round-capped arcs),
/// four pixels of a row at a time (one SSE register).
///
/// Each pixel's boundary is taken as the straight line tangent to the shape nearest its centre,
/// and the coverage is the exact area of the unit square on the inner side of that line. For
/// straight edges this is the exact area; for a curve of radius r the error is of order 1/r of a
/// pixel's area, and a pixel farther than half its diagonal from the boundary is exactly 0 or 1:
/// interiors are identical to any exact-area rasterizer's. Coordinates are device pixels relative
/// to the shape's centre, in `Float` (shapes are limited to ±`AnalyticCoverage.extentLimit`).
enum AnalyticCoverage {
    typealias Lanes = SIMD4<Float>
    /// The lanes' bit patterns, and comparison masks.
    typealias Bits = SIMD4<Int32>
    /// Pixels evaluated per step: one SSE register of `Float`.
    static let laneCount = 4

    /// Largest coordinate or radius, in device pixels, handled in closed form: beyond it `Float`
    /// loses the hundredth of a pixel the coverage needs, and the general rasterizer takes over.
    static let extentLimit = 32_768.0
    /// A pixel centre farther than this from the boundary is entirely on one side: half the
    /// diagonal of a pixel, rounded up.
    static let reach = 0.7072
    /// The radius to give `halfPlane` for a circle of `radius` (≥ 1) pixels: a circle bends away
    /// from its tangent by s²/2r at a distance s along it, 1/24r on average over a pixel, so the
    /// tangent alone would cover that much too much.
    static func effectiveRadius(_ radius: Float) -> Float {
        radius - 1 / (24 * radius)
    }

    // The standard library's generic `pointwiseMin`, `abs`, `squareRoot()` and float-to-integer
    // conversions of SIMD vectors compile to per-lane calls; these compile to vector instructions.

    @inline(__always)
    static func maximum(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .> a) }

    @inline(__always)
    static func minimum(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .< a) }

    @inline(__always)
    static func magnitude(_ a: Lanes) -> Lanes {
        unsafeBitCast(unsafeBitCast(a, to: Bits.self) & 0x7fff_ffff, to: Lanes.self)
    }

    /// 1/√x for x > 0, to about 1e-7 relative: the bit-pattern estimate refined by three Newton
    /// steps (each squares the relative error).
    @inline(__always)
    static func inverseSquareRoot(_ x: Lanes) -> Lanes {
        let bits = Bits(repeating: 0x5f37_5a86) &- (unsafeBitCast(x, to: Bits.self) &>> 1)
        var y = unsafeBitCast(bits, to: Lanes.self)
        let half = 0.5 * x
        y = y * (1.5 - half * y * y)
        y = y * (1.5 - half * y * y)
        y = y * (1.5 - half * y * y)
        return y
    }

    /// The area of the unit square, centred on the pixel, on the inner side of a line at signed
    /// distance `inside` (positive: the centre is inside) whose normal has the absolute components
    /// `minor ≤ major` (a unit vector). `inverseTwoMinorMajor` is `1 / (2 · minor · major)`.
    ///
    /// Sweeping the line across the square, the covered area grows quadratically over the first
    /// `minor`, linearly until `major`, then quadratically to 1: with u the distance swept and
    /// q(s) = max(s, 0)², the area is (q(u) − q(u − minor) − q(u − major)) / (2 · minor · major),
    /// u clamped to 0…minor + major so that no large squares cancel.
    @inline(__always)
    static func halfPlane(inside: Lanes, minor: Lanes, major: Lanes, inverseTwoMinorMajor: Lanes) -> Lanes {
        let zero = Lanes(repeating: 0)
        let sum = minor + major
        let u = minimum(maximum(inside + 0.5 * sum, zero), sum)
        let pastMinor = maximum(u - minor, zero), pastMajor = maximum(u - major, zero)
        return (u * u - pastMinor * pastMinor - pastMajor * pastMajor) * inverseTwoMinorMajor
    }

    /// The distance of each lane's point (dx, dy) from the origin, and the line geometry of a
    /// circle's boundary there: the normal is radial.
    struct Radial {
        var distance: Lanes
        var minor: Lanes
        var major: Lanes
        var inverseTwoMinorMajor: Lanes

        @inline(__always)
        init(dx: Lanes, dy: Lanes) {
            self.init(dx: dx, dy: dy, squared: dx * dx + dy * dy)
        }

        /// `squared` is dx² + dy², when the caller has it already.
        @inline(__always)
        init(dx: Lanes, dy: Lanes, squared distanceSquared: Lanes) {
            // At the centre the direction is undefined; any unit normal gives the same full
            // coverage there, since the boundary is at least a pixel away.
            let squared = AnalyticCoverage.maximum(distanceSquared, Lanes(repeating: 1e-12))
            let inverse = AnalyticCoverage.inverseSquareRoot(squared)
            distance = squared * inverse
            let ax = AnalyticCoverage.magnitude(dx) * inverse, ay = AnalyticCoverage.magnitude(dy) * inverse
            // A normal along an axis has minor = 0: the floor keeps the division finite and moves
            // the area by under 1/2000.
            minor = AnalyticCoverage.maximum(AnalyticCoverage.minimum(ax, ay), Lanes(repeating: 1.0 / 256))
            major = AnalyticCoverage.maximum(AnalyticCoverage.maximum(ax, ay), Lanes(repeating: 0.7))
            inverseTwoMinorMajor = 1 / (2 * minor * major)
        }

        /// Coverage of the disc of `radius` around the origin.
        @inline(__always)
        func disc(radius: Float) -> Lanes {
            AnalyticCoverage.halfPlane(inside: Lanes(repeating: radius) - distance, minor: minor, major: major,
                                       inverseTwoMinorMajor: inverseTwoMinorMajor)
        }

        /// Coverage of the ring between `inner` and `outer` (radii): the band between two
        /// parallel lines, whose area is the sum of the two half-planes' minus one.
        @inline(__always)
        func ring(inner: Float, outer: Float) -> Lanes {
            let outside = AnalyticCoverage.halfPlane(inside: Lanes(repeating: outer) - distance, minor: minor,
                                                     major: major, inverseTwoMinorMajor: inverseTwoMinorMajor)
            let beyondInner = AnalyticCoverage.halfPlane(inside: distance - Lanes(repeating: inner), minor: minor,
                                                         major: major, inverseTwoMinorMajor: inverseTwoMinorMajor)
            return AnalyticCoverage.maximum(outside + beyondInner - 1, Lanes(repeating: 0))
        }
    }

    /// Coverage 0…1 to bytes 0…255, rounded, stored at `destination` (four bytes).
    @inline(__always)
    static func store(_ coverage: Lanes, to destination: UnsafeMutablePointer<UInt8>) {
        let clamped = minimum(maximum(coverage, Lanes(repeating: 0)), Lanes(repeating: 1))
        // Adding 1.5 · 2²³ leaves the value rounded to an integer in the low mantissa bits.
        let rounded = unsafeBitCast(clamped * 255 + 12_582_912, to: Bits.self)
        let bytes = SIMD4<UInt8>(truncatingIfNeeded: rounded)
        UnsafeMutableRawPointer(destination).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
    }
}
