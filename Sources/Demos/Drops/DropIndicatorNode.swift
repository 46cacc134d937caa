import Geometry
import Raster
import Scene

/// One drop indicator as a scene node: the drops drawn upright on a circle that fills the node;
/// the revolution is the node's own rotation (about its centre), set on every frame, so a frame
/// only changes a transform and strokes the same cached circle.
final class DropIndicatorNode: Node {
    /// The drops' make-up; a change repaints (and, through `contentBounds`, re-bounds) the node.
    var shape: DropShape { didSet { if shape != oldValue { setNeedsPaint() } } }
    /// The circle for the current side, rebuilt only when the side changes.
    private var circle: (side: Double, path: Path)?

    init(shape: DropShape) {
        self.shape = shape
        super.init(debugName: "DropIndicator")
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 100, height: 100))
    }

    /// The drops reach half the widest segment (the head) beyond the circle.
    override func contentBounds(size: Size) -> Rect? {
        let side = min(size.width, size.height)
        guard side >= 1 else { return nil }
        let reach = shape.originWidth * side / 100 / 2 + 1
        return Rect(origin: .zero, size: size).insetBy(dx: -reach, dy: -reach)
    }

    override func drawContent(in canvas: Canvas, size: Size) {
        let side = min(size.width, size.height)
        guard side >= 1 else { return }
        if circle?.side != side, let path = Path.circle(center: .zero, radius: side / 2) {
            circle = (side, path)
        }
        guard let path = circle?.path else { return }
        DropIndicator.draw(in: canvas, circle: path, center: Point(x: size.width / 2, y: size.height / 2),
                           side: side, angle: 0, shape: shape)
    }
}
