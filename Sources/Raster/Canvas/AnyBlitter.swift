import Geometry
import RasterKernels

/// The blitters a canvas can pick from, as one concrete type so the rasterizer's sweep stays
/// specialised (no existential dispatch per span). The cases' blitters hold no state that blitting
/// changes, so each span borrows its case instead of copying it out (a copy retained and released
/// a gradient's stops per span: a fifth of a full-screen gradient's time).
enum AnyBlitter: SpanBlitter {
    case solid(SolidBlitter)
    case gradient(GradientBlitter)
    case radial(CentredGradientBlitter<RadialMapping>)
    case angular(AngularGradientBlitter)
    case image(FilteredImageBlitter)

    var asSolidBlitter: SolidBlitter? {
        if case .solid(let blitter) = self { return blitter }
        return nil
    }

    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .solid(let b): b.blit(y: y, x: x, coverage: coverage)
        case .gradient(let b): b.blit(y: y, x: x, coverage: coverage)
        case .radial(let b): b.blit(y: y, x: x, coverage: coverage)
        case .angular(let b): b.blit(y: y, x: x, coverage: coverage)
        case .image(let b): b.blit(y: y, x: x, coverage: coverage)
        }
    }

    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        switch self {
        case .solid(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .gradient(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .radial(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .angular(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .image(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        }
    }
}
