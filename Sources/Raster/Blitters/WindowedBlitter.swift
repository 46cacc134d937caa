/// Passes on only the part of each span between columns `minX` and `maxX` (device pixels): a
/// shape rasterized whole but written only where a frame repaints.
struct WindowedBlitter<Inner: SpanBlitter>: SpanBlitter {
    var inner: Inner
    /// First column written.
    let minX: Int
    /// One past the last column written.
    let maxX: Int

    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let from = max(x, minX), to = min(x + coverage.count, maxX)
        guard from < to, let base = coverage.baseAddress else { return }
        inner.blit(y: y, x: from, coverage: UnsafeBufferPointer(start: base + (from - x), count: to - from))
    }

    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        let from = max(x, minX), to = min(x + length, maxX)
        guard from < to else { return }
        inner.blitRun(y: y, x: from, length: to - from, coverage: coverage)
    }
}
