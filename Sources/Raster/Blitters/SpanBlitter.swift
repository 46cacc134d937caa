/// Receives the coverage that `CoverageRasterizer` computes, one row at a time, and writes pixels.
/// Separating scan conversion from pixel writing lets one rasterizer serve every paint.
///
/// Coordinates are device pixels; coverage is 0 (outside) ... 255 (fully inside).
public protocol SpanBlitter {
    /// Pixels `x ..< x + coverage.count` of row `y`, each with its own coverage.
    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)
    /// Pixels `x ..< x + length` of row `y`, all with the same coverage (never 0).
    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8)
    /// This blitter as a plain solid-colour one (no mask, no shading), when it is one: closed-form
    /// shapes then blend each row as they evaluate it, in one call. Nil by default.
    var asSolidBlitter: SolidBlitter? { get }
}

extension SpanBlitter {
    /// Nil: a blitter is not a plain solid one unless it says so.
    public var asSolidBlitter: SolidBlitter? { nil }
}
