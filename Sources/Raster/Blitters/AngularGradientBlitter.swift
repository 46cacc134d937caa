import RasterKernels

/// Blends an angular gradient through coverage with the raster kernels: four pixels' angles at a
/// time (the Swift `CentredGradientBlitter` works them out one by one, which made a HiDPI ring the
/// costliest thing the timer draws). Each pixel gets the entry `AngularMapping` and
/// `GradientRamp.index` pick for it, to the bit.
struct AngularGradientBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    /// The mapping, the ramp's 256 entries (valid for the draw) and the paint's opacity.
    let gradient: rk_angular

    init(pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int, table: UnsafePointer<UInt32>, mapping: AngularMapping,
         spread: GradientSpread, space: PixelToGradientSpace, opacity: UInt32) {
        self.pixels = pixels
        self.rowPixels = rowPixels
        gradient = rk_angular(a: space.a, b: space.b, c: space.c, d: space.d, ox: space.ox, oy: space.oy,
                              direction: mapping.direction, start_offset: mapping.startOffset, span: mapping.span,
                              pad_split: mapping.padSplit, table: table, repeat: spread == .repeat ? 1 : 0,
                              opacity: opacity)
    }

    func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard let levels = coverage.baseAddress else { return }
        withUnsafePointer(to: gradient) { gradient in
            rk_shade_angular(gradient, pixels + y * rowPixels + x, Int32(x), Int32(y), Int32(coverage.count), levels, 0)
        }
    }

    func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        withUnsafePointer(to: gradient) { gradient in
            rk_shade_angular(gradient, pixels + y * rowPixels + x, Int32(x), Int32(y), Int32(length), nil, coverage)
        }
    }
}
