import Geometry
import Raster

/// A bitmap. At its natural size (pixels ÷ `pixelsPerPoint`) unless resizable, in which case it
/// fills the proposal keeping its aspect ratio (SwiftUI's `.resizable().aspectRatio(contentMode: .fit)`).
public final class ImageNode: Node {
    /// The bitmap shown (premultiplied, in device pixels); its size in pixels sets the natural size.
    public var image: Pixmap { didSet { setNeedsLayout() } }
    /// Device pixels per point the image was made for, > 0.
    public var pixelsPerPoint: Double { didSet { setNeedsLayout() } }
    /// When true the image scales to fit the proposal, keeping its aspect ratio; else natural size.
    public var isResizable: Bool { didSet { setNeedsLayout() } }

    /// An image node; a non-finite or non-positive `pixelsPerPoint` becomes 1.
    public init(_ image: Pixmap, pixelsPerPoint: Double = 1, resizable: Bool = false) {
        self.image = image
        self.pixelsPerPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        isResizable = resizable
        super.init(debugName: "Image")
    }

    private var naturalSize: Size {
        Size(width: Double(image.width) / pixelsPerPoint, height: Double(image.height) / pixelsPerPoint)
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        let natural = naturalSize
        guard isResizable, natural.width > 0, natural.height > 0 else { return natural }
        let target = proposal.replacingUnspecified(with: natural)
        let factor = min(target.width / natural.width, target.height / natural.height)
        guard factor.isFinite else { return natural }
        return Size(width: natural.width * factor, height: natural.height * factor)
    }

    public override func contentBounds(size: Size) -> Rect? { Rect(origin: .zero, size: size) }

    public override func contentContains(_ point: Point, size: Size) -> Bool {
        Rect(origin: .zero, size: size).contains(point)
    }

    public override func drawContent(in canvas: Canvas, size: Size) {
        canvas.draw(image, in: Rect(origin: .zero, size: size))
    }
}
