/// Writes coverage into an 8-bit buffer instead of pixels: the first step of a shadow (and later
/// of masks), whose coverage is processed before it is painted.
struct MaskBlitter: SpanBlitter {
    /// `width × height` bytes covering device pixels from (`originX`, `originY`).
    let values: UnsafeMutablePointer<UInt8>
    let width: Int
    let originX: Int
    let originY: Int

    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard let source = coverage.baseAddress else { return }
        (values + (y - originY) * width + (x - originX)).update(from: source, count: coverage.count)
    }

    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        (values + (y - originY) * width + (x - originX)).update(repeating: coverage, count: length)
    }
}
