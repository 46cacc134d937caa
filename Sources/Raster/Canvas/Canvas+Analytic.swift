import Geometry
import RasterKernels

/// A shape in device space that `AnalyticRasterizer` covers in closed form.
enum AnalyticShape {
    /// The ring between two radii around a centre (an inner radius of 0: a disc).
    case ring(center: Point, inner: Double, outer: Double)
    /// A round-capped arc, within its device bounds.
    case roundCappedArc(RoundCappedArcKernel, center: Point, bounds: IntRect)
    /// An axis-aligned rectangle with rounded corners.
    case roundedRect(Rect, radius: Double)

    func render<B: SpanBlitter>(_ rasterizer: AnalyticRasterizer, clip: IntRect, into blitter: inout B) {
        switch self {
        case let .ring(center, inner, outer):
            rasterizer.fillRing(center: center, inner: inner, outer: outer, clip: clip, into: &blitter)
        case let .roundCappedArc(kernel, center, bounds):
            rasterizer.strokeRoundCappedArc(kernel, center: center, bounds: bounds.intersection(clip), into: &blitter)
        case let .roundedRect(rect, radius):
            rasterizer.fillRoundedRect(rect, radius: radius, clip: clip, into: &blitter)
        }
    }
}

/// Which primitives skip outlines altogether: under a transform that keeps circles circular (and,
/// for rectangles, axes aligned), discs, rings, round-capped arcs and rounded rectangles go to
/// `AnalyticRasterizer`. Shapes too small for the closed form to be accurate (a disc under two
/// device pixels in radius, a stroke under two pixels wide, corners under one pixel) or too large
/// for `Float` fall back to outlines. Coverage is within a few 8-bit levels of the exact area
/// (`AnalyticCoverageTests`), closer than outlines flattened to the usual tolerance.
extension Canvas {
    /// The uniform scale of the current transform when it is a similarity that keeps orientation
    /// (translation, rotation, uniform positive scale); nil otherwise.
    private var similarityScale: Double? { Self.uniformScale(of: transform, tolerance: 0) }

    private static func fitsFloat(_ center: Point, _ radius: Double) -> Bool {
        abs(center.x) + radius < AnalyticCoverage.extentLimit && abs(center.y) + radius < AnalyticCoverage.extentLimit
    }

    /// A filled circle (user space) as a closed-form shape, when it can be one.
    func analyticDisc(center: Point, radius: Double) -> AnalyticShape? {
        guard let scale = similarityScale else { return nil }
        let deviceCenter = transform.apply(center), deviceRadius = radius * scale
        guard deviceRadius >= 2, Self.fitsFloat(deviceCenter, deviceRadius) else { return nil }
        return .ring(center: deviceCenter, inner: 0, outer: deviceRadius)
    }

    /// A closed ring (a circle of `radius` stroked `2 · half` wide, user space), when it can be one.
    func analyticRing(center: Point, radius: Double, half: Double) -> AnalyticShape? {
        guard let scale = similarityScale else { return nil }
        let deviceCenter = transform.apply(center)
        guard half * scale >= 1, Self.fitsFloat(deviceCenter, (radius + half) * scale) else { return nil }
        return .ring(center: deviceCenter, inner: (radius - half) * scale, outer: (radius + half) * scale)
    }

    /// A round-capped arc (user space, `0 < |sweep| < 2π`), when it can be a closed-form shape.
    func analyticArc(center: Point, radius: Double, half: Double, start: Direction, end: Direction,
                     sweep: Double) -> AnalyticShape? {
        guard let scale = similarityScale else { return nil }
        let t = transform
        let deviceCenter = t.apply(center), deviceRadius = radius * scale, deviceHalf = half * scale
        guard deviceHalf >= 1, Self.fitsFloat(deviceCenter, deviceRadius + deviceHalf) else { return nil }
        // The transform rotates directions and keeps their order (it has no mirror).
        func device(_ d: Direction) -> SIMD2<Double> {
            SIMD2((t.a * d.cos + t.c * d.sin) / scale, (t.b * d.cos + t.d * d.sin) / scale)
        }
        let first = device(sweep > 0 ? start : end), last = device(sweep > 0 ? end : start)
        let isReflex = abs(sweep) > .pi
        func isWithin(_ v: SIMD2<Double>) -> Bool {
            let afterFirst = first.x * v.y - first.y * v.x, beforeLast = v.x * last.y - v.y * last.x
            return isReflex ? !(afterFirst < 0 && beforeLast < 0) : afterFirst >= 0 && beforeLast >= 0
        }
        // The shape's extent: its caps, and the outer circle's extremes on the axes it passes.
        let margin = deviceHalf + AnalyticCoverage.reach
        var low = SIMD2(Double.infinity, .infinity), high = -low
        let c = SIMD2(deviceCenter.x, deviceCenter.y)
        func include(_ point: SIMD2<Double>, margin: Double) {
            low = pointwiseMin(low, point - margin)
            high = pointwiseMax(high, point + margin)
        }
        include(c + deviceRadius * first, margin: margin)
        include(c + deviceRadius * last, margin: margin)
        for axis in 0..<4 {
            let direction = axis == 0 ? SIMD2<Double>(1, 0) : axis == 1 ? SIMD2(0, 1) : axis == 2 ? SIMD2(-1, 0) : SIMD2(0, -1)
            if isWithin(direction) { include(c + (deviceRadius + margin) * direction, margin: 0) }
        }
        let bounds = IntRect(enclosing: Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y))
        let kernel = RoundCappedArcKernel(radius: Float(deviceRadius), halfWidth: Float(deviceHalf),
                                          first: SIMD2<Float>(first), last: SIMD2<Float>(last), isReflex: isReflex)
        return .roundCappedArc(kernel, center: deviceCenter, bounds: bounds)
    }

    /// A rounded rectangle (user space, `radius` already clamped), when the transform keeps it
    /// axis-aligned and its corners are a pixel or more (or square).
    func analyticRoundedRect(_ rect: Rect, radius: Double) -> AnalyticShape? {
        let t = transform
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0 else { return nil }
        let device = t.apply(rect), deviceRadius = radius * t.a
        guard deviceRadius == 0 || deviceRadius >= 1,
              Self.fitsFloat(Point(x: device.midX, y: device.midY), max(device.width, device.height)) else { return nil }
        return .roundedRect(device, radius: deviceRadius)
    }
}

extension Canvas {
    /// Which build of the C raster kernels this CPU runs: "avx2" (AVX2, FMA, BMI1 and BMI2; eight
    /// pixels per instruction) or "baseline" (x86-64's SSE2, or the portable build elsewhere).
    /// Pictures agree between the builds to within one 8-bit level.
    public static var kernelBuild: String { String(cString: rk_kernel_build()) }
}
