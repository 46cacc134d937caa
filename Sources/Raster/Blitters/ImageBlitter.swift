import Geometry

/// Blends a bilinearly filtered image through coverage. Each device pixel centre is mapped into
/// image space by `deviceToImage`; the four nearest texels are weighted in 8-bit fixed point.
/// The reference for the kernel canvases draw images with (`FilteredImageBlitter`).
struct ImageBlitter: ShadingBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    let texels: UnsafePointer<UInt32>
    let imageWidth: Int
    let imageHeight: Int
    let deviceToImage: Transform
    /// 0...255, multiplies every sample.
    let opacity: UInt32

    @inline(__always)
    func shade(x: Int, y: Int) -> UInt32 {
        let p = deviceToImage.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        // Texel centres sit at half-integers: shift so that floor gives the upper-left one.
        let u = p.x - 0.5, v = p.y - 0.5
        guard u.isFinite, v.isFinite else { return 0 }
        let maxX = Double(imageWidth - 1), maxY = Double(imageHeight - 1)
        let cu = min(max(u, 0), maxX), cv = min(max(v, 0), maxY)
        let x0 = Int(cu), y0 = Int(cv)
        let x1 = min(x0 + 1, imageWidth - 1), y1 = min(y0 + 1, imageHeight - 1)
        let fx = Self.weight(cu - Double(x0)), fy = Self.weight(cv - Double(y0))
        let top = Self.lerp(texels[y0 * imageWidth + x0], texels[y0 * imageWidth + x1], fx)
        let bottom = Self.lerp(texels[y1 * imageWidth + x0], texels[y1 * imageWidth + x1], fx)
        let value = Self.lerp(top, bottom, fy)
        return opacity == 255 ? value : PremultipliedColor.scale(value, by: opacity)
    }

    /// `(fraction × 256).rounded()` for a fraction in 0..<1, without the library call `rounded()`
    /// makes on baseline x86-64 (two per pixel): the product is under 256, so the part below its
    /// whole number is exact, and a half rounds up as `rounded()` rounds it away from zero.
    @inline(__always)
    static func weight(_ fraction: Double) -> UInt32 {
        let scaled = fraction * 256
        let whole = UInt32(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// `a + (b − a) × t / 256` per channel, t in 0...256, two channels per multiply.
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        if t == 0 { return a }
        if t >= 256 { return b }
        let s = 256 - t
        let rb = (((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return rb | ag
    }
}
