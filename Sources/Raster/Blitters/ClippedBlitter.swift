/// Multiplies coverage by a clip mask before handing it on: how a path clip (any shape,
/// anti-aliased, nested by multiplication) limits every kind of drawing.
struct ClippedBlitter: SpanBlitter {
    var inner: AnyBlitter
    /// The mask's coverage, `region.width × region.height` bytes for device pixels in `region`.
    let mask: UnsafePointer<UInt8>
    let region: IntRect
    /// At least `region.width` bytes to build a span in.
    let scratch: UnsafeMutablePointer<UInt8>

    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = mask + (y - region.y) * region.width + (x - region.x)
        for i in 0..<coverage.count {
            scratch[i] = UInt8(truncatingIfNeeded: PremultipliedColor.mulDiv255(UInt32(coverage[i]), UInt32(row[i])))
        }
        inner.blit(y: y, x: x, coverage: UnsafeBufferPointer(start: scratch, count: coverage.count))
    }

    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        let row = mask + (y - region.y) * region.width + (x - region.x)
        if coverage == 255 {
            inner.blit(y: y, x: x, coverage: UnsafeBufferPointer(start: row, count: length))
            return
        }
        for i in 0..<length {
            scratch[i] = UInt8(truncatingIfNeeded: PremultipliedColor.mulDiv255(UInt32(coverage), UInt32(row[i])))
        }
        inner.blit(y: y, x: x, coverage: UnsafeBufferPointer(start: scratch, count: length))
    }
}
