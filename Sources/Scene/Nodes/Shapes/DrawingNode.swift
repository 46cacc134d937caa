import Animation
import Geometry
import Raster

/// Custom drawing driven by custom animatable data (SwiftUI's `Animatable` shapes): the closure
/// draws the node's content from the data's presentation value, so a transaction that changes
/// `animatableData` animates whatever the closure derives from it.
public final class DrawingNode<Data: VectorArithmetic>: Node {
    /// The model value the drawing is derived from; a change in an animated transaction animates it.
    @Animatable public var animatableData: Data
    /// Points the drawing may reach beyond the bounds (for damage).
    public var overdraw: Double { didSet { setNeedsPaint() } }
    /// Size in points the node takes for an unspecified proposal; a given proposal is taken as is.
    public var idealSize: Size { didSet { setNeedsLayout() } }
    private let draw: (Canvas, Size, Data) -> Void

    /// `draw` receives the canvas (in the node's coordinates), the node's size and the data.
    public init(_ data: Data, idealSize: Size = Size(width: 10, height: 10), overdraw: Double = 2,
                draw: @escaping (Canvas, Size, Data) -> Void) {
        _animatableData = Animatable(wrappedValue: data, "data")
        self.idealSize = idealSize
        self.overdraw = overdraw
        self.draw = draw
        super.init(debugName: "Drawing")
    }

    /// The data as drawn now, part way through any running animation.
    public var presentationData: Data { $animatableData.presentation(at: now) }


    public override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: idealSize)
    }

    public override func contentBounds(size: Size) -> Rect? {
        Rect(origin: .zero, size: size).insetBy(dx: -overdraw, dy: -overdraw)
    }

    public override func contentContains(_ point: Point, size: Size) -> Bool {
        Rect(origin: .zero, size: size).contains(point)
    }

    public override func drawContent(in canvas: Canvas, size: Size) {
        draw(canvas, size, $animatableData.presentation(at: now))
    }
}
