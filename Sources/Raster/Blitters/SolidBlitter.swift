import RasterKernels

/// Blends one premultiplied colour through coverage, source-over.
public struct SolidBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    let color: UInt32

    init(pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int, color: UInt32) {
        self.pixels = pixels
        self.rowPixels = rowPixels
        self.color = color
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
        // The C run is the one the solid sweep draws, so both routes give the same bytes.
        rk_blend_run(pixels + y * rowPixels + x, Int32(length), coverage, color)
    }
}
