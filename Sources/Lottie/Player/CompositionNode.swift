import Geometry
import LottieModel
import Raster
import Scene

/// A Lottie composition as a node of the scene graph: drawn at `compositionFrame` (the file's own
/// frame numbers), fitted into the node's size with its aspect kept and centred, as a player's
/// view does. Changing the frame or the composition repaints the composition's box only.
public final class CompositionNode: Node {
    /// Draws the composition; replaced when the file is reloaded.
    public var renderer: CompositionRenderer {
        didSet {
            setNeedsLayout()
            setNeedsPaint()
        }
    }
    /// The frame drawn, in the file's numbers (fractional between frames).
    public var compositionFrame: Double {
        didSet { if compositionFrame != oldValue { setNeedsPaint() } }
    }

    /// A node drawing `renderer`'s composition at frame `frame`.
    public init(renderer: CompositionRenderer, frame: Double) {
        self.renderer = renderer
        compositionFrame = frame
        super.init(debugName: "Composition")
    }

    /// The composition's own size in points for an unspecified proposal.
    public override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: renderer.composition.width, height: renderer.composition.height))
    }

    /// Where the composition lands in a node of `size` points: aspect kept, centred.
    public func compositionRect(in size: Size) -> Rect {
        let composition = renderer.composition
        let fit = min(size.width / composition.width, size.height / composition.height)
        guard fit.isFinite, fit > 0 else { return Rect(origin: .zero, size: .zero) }
        let width = composition.width * fit, height = composition.height * fit
        return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    public override func contentBounds(size: Size) -> Rect? {
        // The composition clips itself to its box; a pixel of anti-aliasing may fall outside it.
        compositionRect(in: size).insetBy(dx: -1, dy: -1)
    }

    public override func contentContains(_ point: Point, size: Size) -> Bool {
        compositionRect(in: size).contains(point)
    }

    public override func drawContent(in canvas: Canvas, size: Size) {
        let box = compositionRect(in: size)
        guard box.width > 0 else { return }
        let fit = box.width / renderer.composition.width
        canvas.save()
        canvas.concatenate(Transform.scale(fit).concatenating(.translation(x: box.minX, y: box.minY)))
        renderer.draw(frame: compositionFrame, in: canvas)
        canvas.restore()
    }
}
