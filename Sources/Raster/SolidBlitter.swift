/// Blends one premultiplied colour through coverage, source-over.
struct SolidBlitter: SpanBlitter {
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

    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = pixels + y * rowPixels + x
        guard let values = coverage.baseAddress else { return }
        // Four pixels per step, without a branch per pixel: coverage 255 scales the colour by
        // exactly 1, and coverage 0 leaves the destination exactly as it was.
        let colors = SIMD4<UInt32>(repeating: color)
        var start = 0
        while start + 4 <= coverage.count {
            let quad = UnsafeRawPointer(values + start).loadUnaligned(as: UInt32.self)
            if quad == 0 {
                start += 4
                continue
            }
            if quad == 0xFFFF_FFFF && isOpaque {
                UnsafeMutableRawPointer(row + start).storeBytes(of: colors, as: SIMD4<UInt32>.self)
                start += 4
                continue
            }
            let factors = SIMD4<UInt32>(quad & 0xFF, (quad >> 8) & 0xFF, (quad >> 16) & 0xFF, quad >> 24)
            let source = Self.scale(colors, by: factors)
            let destination = UnsafeRawPointer(row + start).loadUnaligned(as: SIMD4<UInt32>.self)
            let blended = source &+ Self.scale(destination, by: 255 &- (source &>> 24))
            UnsafeMutableRawPointer(row + start).storeBytes(of: blended, as: SIMD4<UInt32>.self)
            start += 4
        }
        for i in start..<coverage.count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            let source = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            row[i] = isOpaque && c == 255 ? source : PremultipliedColor.sourceOver(source, row[i])
        }
    }

    /// `PremultipliedColor.scale` on four pixels at once.
    @inline(__always)
    private static func scale(_ pixels: SIMD4<UInt32>, by factors: SIMD4<UInt32>) -> SIMD4<UInt32> {
        var rb = (pixels & 0x00FF_00FF) &* factors &+ 0x0080_0080
        rb = ((rb &+ ((rb &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        var ag = ((pixels &>> 8) & 0x00FF_00FF) &* factors &+ 0x0080_0080
        ag = (ag &+ ((ag &>> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
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
