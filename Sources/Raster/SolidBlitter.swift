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
        for i in 0..<coverage.count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            let source = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            row[i] = isOpaque && c == 255 ? source : PremultipliedColor.sourceOver(source, row[i])
        }
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
