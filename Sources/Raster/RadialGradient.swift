import Geometry

/// A centred radial gradient in the user space of the shape it paints: `t` is the distance from
/// `center` over `radius`, so the first stop is at the centre and the last on the circle. A
/// non-uniform transform makes it elliptical. Colours are interpolated in unpremultiplied sRGB,
/// then premultiplied; beyond the circle it pads (default) or repeats.
public struct RadialGradient: Sendable {
    public let center: Point
    public let radius: Double
    let ramp: GradientRamp

    public var stops: [GradientStop] { ramp.stops }
    public var spread: GradientSpread { ramp.spread }

    /// Nil when `stops` is empty, a value is not finite, or `radius` ≤ 0.
    public init?(center: Point, radius: Double, stops: [GradientStop], spread: GradientSpread = .pad) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius > 0,
              let ramp = GradientRamp(stops: stops, spread: spread) else { return nil }
        self.center = center
        self.radius = radius
        self.ramp = ramp
    }

    /// The gradient parameter at a user-space point, before the spread: distance / radius.
    public func parameter(at point: Point) -> Double {
        RadialGradient.parameter(dx: (point.x - center.x) / radius, dy: (point.y - center.y) / radius)
    }

    /// The interpolated straight colour at `t` (padded or wrapped outside 0...1).
    public func color(at t: Double) -> Color { ramp.color(at: t) }

    /// `t` for an offset from the centre already divided by the radius.
    @inline(__always)
    static func parameter(dx: Double, dy: Double) -> Double { (dx * dx + dy * dy).squareRoot() }
}

/// Blends a radial gradient through coverage: per pixel, the device pixel centre is mapped to the
/// gradient's space (inverse transform, relative to the centre, over the radius) and `t` is its length.
struct RadialGradientBlitter: ShadingBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    /// The ramp's 256 entries, valid for the draw (borrowed from the gradient).
    let table: UnsafePointer<UInt32>
    let spread: GradientSpread
    let space: PixelToGradientSpace
    /// 0...255, multiplies every sample.
    let opacity: UInt32

    init(pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int, gradient: RadialGradient,
         table: UnsafePointer<UInt32>, inverse: Transform, opacity: UInt32) {
        self.pixels = pixels
        self.rowPixels = rowPixels
        self.table = table
        spread = gradient.spread
        space = PixelToGradientSpace(inverse: inverse, center: gradient.center, unit: gradient.radius)
        self.opacity = opacity
    }

    @inline(__always)
    func shade(x: Int, y: Int) -> UInt32 {
        let p = space.point(x: x, y: y)
        let value = table[GradientRamp.index(RadialGradient.parameter(dx: p.x, dy: p.y), spread: spread)]
        return opacity == 255 ? value : PremultipliedColor.scale(value, by: opacity)
    }
}
