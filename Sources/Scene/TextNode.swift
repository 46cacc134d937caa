import Animation
import Geometry
import Raster

/// Text in one font: a single line at its ideal size, wrapped at spaces when proposed a width.
/// Runs come from the scene's `TextRasterizer`, which caches them, so steady frames rasterize
/// nothing.
public final class TextNode: Node {
    public var string: String { didSet { if string != oldValue { lines = nil; setNeedsLayout() } } }
    public var font: FontSpec { didSet { if font != oldValue { lines = nil; setNeedsLayout() } } }
    /// Where lines of different widths sit in a multi-line block.
    public var lineAlignment: AxisAlignment = .leading { didSet { setNeedsPaint() } }
    var colorProperty = NodeProperty(Color.black)

    /// The wrapped lines for the last width (nil: unwrapped), kept between frames.
    private var lines: (width: Double?, lines: [String], widths: [Double])?

    public init(_ string: String, font: FontSpec = FontSpec(size: 15), color: Color = .black) {
        self.string = string
        self.font = font
        super.init(debugName: "Text")
        colorProperty = NodeProperty(color)
    }

    /// The text's colour (animatable).
    public var color: Color {
        get { colorProperty.model }
        set { update(\TextNode.colorProperty, to: newValue, layout: false) }
    }

    public override func isAnimating(at time: Double) -> Bool {
        super.isAnimating(at: time) || colorProperty.isAnimating(at: time)
    }

    private func layoutLines(width: Double?) -> (lines: [String], widths: [Double]) {
        if let cached = lines, cached.width == width { return (cached.lines, cached.widths) }
        guard let text = graph?.text else { return ([], []) }
        let wrapped = width.map { text.wrap(string, font: font, width: $0) } ?? string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let widths = wrapped.map { text.measure($0, font: font).width }
        lines = (width, wrapped, widths)
        return (wrapped, widths)
    }

    private var lineHeight: Double {
        graph?.text?.measure("Ag", font: font).lineHeight ?? font.size * 1.2
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let laid = layoutLines(width: width)
        let widest = laid.widths.max() ?? 0
        return Size(width: width.map { min(widest, $0) } ?? widest, height: Double(laid.lines.count) * lineHeight)
    }

    public override func contentBounds(size: Size) -> Rect? {
        string.isEmpty ? nil : Rect(origin: .zero, size: size).insetBy(dx: -2, dy: -2)
    }

    public override func contentContains(_ point: Point, size: Size) -> Bool {
        Rect(origin: .zero, size: size).contains(point)
    }

    public override func drawContent(in canvas: Canvas, size: Size) {
        guard let text = graph?.text else { return }
        let laid = layoutLines(width: size.width.isFinite ? size.width : nil)
        let height = lineHeight
        // Runs are rasterized at the device scale so glyphs stay crisp when scaled.
        let scale = (canvas.transform.maxScale * 100).rounded() / 100
        let paint = Paint(colorProperty.presentation(at: now))
        for (index, line) in laid.lines.enumerated() {
            guard let run = text.run(line, font: font, scale: scale) else { continue }
            let x = lineAlignment.offset(child: laid.widths[index], container: size.width)
            canvas.draw(run, at: Point(x: x, y: Double(index) * height), with: paint)
        }
    }
}
