import RasterKernels

/// Blends one premultiplied colour through coverage, source-over.
public struct SolidBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    let color: UInt32
    let isOpaque: Bool

    init(pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int, color: UInt32) {
        self.pixels = pixels
        self.rowPixels = rowPixels
        self.color = color
        isOpaque = color >> 24 == 255
    }

    /// Itself: closed-form shapes blend straight into its pixels.
    public var asSolidBlitter: SolidBlitter? { self }

    /// Blends the colour into pixels `x ..< x + coverage.count` of row `y` through their coverage.
    public func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard let values = coverage.baseAddress else { return }
        // Eight pixels per step in 16-bit lanes, with AVX2 where the CPU has it (`RasterKernels`).
        rk_blend_solid(pixels + y * rowPixels + x, values, Int32(coverage.count), color)
    }

    /// Blends the colour into pixels `x ..< x + length` of row `y` through one coverage.
    public func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        let row = pixels + y * rowPixels + x
        if coverage == 255 && isOpaque {
            row.update(repeating: color, count: length)
            return
        }
        let source = coverage == 255 ? color : PremultipliedColor.scale(color, by: UInt32(coverage))
        let inverseAlpha = 255 - (source >> 24)
        for i in 0..<length {
            row[i] = source &+ PremultipliedColor.scale(row[i], by: inverseAlpha)
        }
    }
}
