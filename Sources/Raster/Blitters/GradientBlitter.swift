import Geometry

/// Blends a linear gradient through coverage. The gradient parameter is an affine function of
/// the device pixel centre, `t = dtdx·(x + ½) + dtdy·(y + ½) + t0`, worked out once per draw; a gradient
/// constant along rows (vertical on screen) costs one table look-up per row.
struct GradientBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    let gradient: LinearGradient
    let dtdx: Double
    let dtdy: Double
    let t0: Double
    /// 0...255, multiplies every sample.
    let opacity: UInt32

    @inline(__always)
    private func parameter(x: Int, y: Int) -> Double {
        dtdx * (Double(x) + 0.5) + dtdy * (Double(y) + 0.5) + t0
    }

    /// The premultiplied sample at `t`, with the paint's opacity applied.
    @inline(__always)
    private func sample(_ t: Double) -> UInt32 {
        let value = gradient.sample(t)
        return opacity == 255 ? value : PremultipliedColor.scale(value, by: opacity)
    }

    func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = pixels + y * rowPixels + x
        let rowConstant = dtdx == 0
        let constant = rowConstant ? sample(parameter(x: x, y: y)) : 0
        for i in 0..<coverage.count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            let color = rowConstant ? constant : sample(parameter(x: x + i, y: y))
            let source = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            row[i] = PremultipliedColor.sourceOver(source, row[i])
        }
    }

    func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        let row = pixels + y * rowPixels + x
        let c = UInt32(coverage)
        if dtdx == 0 {
            let color = sample(parameter(x: x, y: y))
            let source = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            if source >> 24 == 255 {
                row.update(repeating: source, count: length)
            } else {
                let inverseAlpha = 255 - (source >> 24)
                for i in 0..<length { row[i] = source &+ PremultipliedColor.scale(row[i], by: inverseAlpha) }
            }
            return
        }
        // Each pixel's parameter from its own column, as `blit` works it out: stepped, the sum
        // drifts, and a repeating gradient's pixel at a wrap could take the other end's colour
        // depending on whether the sweep gave it as part of a run or of a span.
        for i in 0..<length {
            let color = sample(parameter(x: x + i, y: y))
            let source = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            row[i] = PremultipliedColor.sourceOver(source, row[i])
        }
    }
}

/// A blitter whose colour is worked out per device pixel (radial and angular gradients). The
/// extension supplies the coverage loops; conforming types are concrete, so `shade` is
/// dispatched statically and inlined.
protocol ShadingBlitter: SpanBlitter {
    var pixels: UnsafeMutablePointer<UInt32> { get }
    var rowPixels: Int { get }
    /// The premultiplied colour of device pixel (x, y), the paint's opacity applied.
    func shade(x: Int, y: Int) -> UInt32
}

extension ShadingBlitter {
    func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = pixels + y * rowPixels + x
        for i in 0..<coverage.count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            let color = shade(x: x + i, y: y)
            let source = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            row[i] = PremultipliedColor.sourceOver(source, row[i])
        }
    }

    func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        let row = pixels + y * rowPixels + x
        let c = UInt32(coverage)
        for i in 0..<length {
            let color = shade(x: x + i, y: y)
            let source = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            row[i] = PremultipliedColor.sourceOver(source, row[i])
        }
    }
}

/// The user-space point of a device pixel centre, relative to a gradient's centre and divided by
/// a length: `p = M · (x + ½, y + ½) + o`, with `M` the inverse transform's linear part over the length.
struct PixelToGradientSpace: Sendable {
    let a: Double, b: Double, c: Double, d: Double, ox: Double, oy: Double

    /// `inverse` maps device to user space; the result is `(user − center) / unit`.
    init(inverse: Transform, center: Point, unit: Double) {
        let s = 1 / unit
        a = inverse.a * s; b = inverse.b * s; c = inverse.c * s; d = inverse.d * s
        ox = (inverse.tx - center.x) * s
        oy = (inverse.ty - center.y) * s
    }

    @inline(__always)
    func point(x: Int, y: Int) -> (x: Double, y: Double) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        return (a * px + c * py + ox, b * px + d * py + oy)
    }
}

/// How a gradient with a centre turns an offset from that centre (in its own units) into `t`.
protocol CentredGradientMapping: Sendable {
    func parameter(dx: Double, dy: Double) -> Double
}

/// Blends a radial or angular gradient through coverage: per pixel, the device pixel centre is
/// mapped to the gradient's space (inverse transform, relative to the centre, over its unit
/// length) and `mapping` turns that offset into the parameter that picks a table entry.
struct CentredGradientBlitter<Mapping: CentredGradientMapping>: ShadingBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    /// The ramp's 256 entries, valid for the draw (borrowed from the gradient).
    let table: UnsafePointer<UInt32>
    let mapping: Mapping
    let spread: GradientSpread
    let space: PixelToGradientSpace
    /// 0...255, multiplies every sample.
    let opacity: UInt32

    @inline(__always)
    func shade(x: Int, y: Int) -> UInt32 {
        let p = space.point(x: x, y: y)
        let value = table[GradientRamp.index(mapping.parameter(dx: p.x, dy: p.y), spread: spread)]
        return opacity == 255 ? value : PremultipliedColor.scale(value, by: opacity)
    }
}
