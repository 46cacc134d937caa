import Geometry
import RasterKernels

// Shadows skip the pixels their caster covers opaquely.
extension Canvas {
    /// Runs `body`, which draws a shadow, skipping the device pixels of `hole`: pixels that what
    /// is drawn next covers with opaque paint (the node that casts the shadow), where the shadow
    /// would only be painted over. Only shadows (`draw(_:color:)` of a `ShadowImage` and
    /// `drawResampled`) honour it.
    public func withShadowHole<R>(_ hole: ShadowHole, _ body: () -> R) -> R {
        shadowHole = hole
        defer { shadowHole = .empty }
        return body()
    }

    /// `withShadowHole` for an upright rectangle of device pixels.
    public func withShadowHole<R>(_ hole: IntRect, _ body: () -> R) -> R {
        withShadowHole(ShadowHole(hole), body)
    }

    /// Hands `blitter` a span of coverage, less the part in `shadowHole`.
    @inline(__always)
    func blitAroundShadowHole<B: SpanBlitter>(_ blitter: inout B, y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let hole = shadowHole.isEmpty ? 0..<0 : shadowHole.columns(row: y)
        guard !hole.isEmpty, x < hole.upperBound, x + coverage.count > hole.lowerBound else {
            blitter.blit(y: y, x: x, coverage: coverage)
            return
        }
        let end = x + coverage.count
        if hole.lowerBound > x {
            blitter.blit(y: y, x: x, coverage: UnsafeBufferPointer(rebasing: coverage[0..<(hole.lowerBound - x)]))
        }
        if end > hole.upperBound {
            blitter.blit(y: y, x: hole.upperBound,
                         coverage: UnsafeBufferPointer(rebasing: coverage[(hole.upperBound - x)..<(end - x)]))
        }
    }
}
