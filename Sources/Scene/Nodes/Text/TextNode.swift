import Animation
import Geometry
import Raster

/// Text in one font: a single line at its ideal size, wrapped at spaces when proposed a width.
/// Runs come from the scene's `TextRasterizer`, which caches them, so steady frames rasterize
/// nothing.
public final class TextNode: Node {
    /// The text shown; a change relays out.
    public var string: String { didSet { if string != oldValue { lines = nil; setNeedsLayout() } } }
    /// The font and its size in points; a change relays out.
    public var font: FontSpec { didSet { if font != oldValue { lines = nil; setNeedsLayout() } } }
    /// Where lines of different widths sit in a multi-line block.
    public var lineAlignment: AxisAlignment = .leading { didSet { setNeedsPaint() } }
    /// How small the text may get to fit the width it is proposed before it wraps (SwiftUI's
    /// `minimumScaleFactor`): a fraction of `font`'s size, 0.1…1. At 1 (the default) it keeps its
    /// size; at 0.6 a label whose widest line is too wide shrinks to as little as 60 % first,
    /// and only wraps (at spaces, or inside a word longer than a line) what still does not fit.
    public var minimumScaleFactor: Double = 1 {
        didSet {
            minimumScaleFactor = min(max(minimumScaleFactor.isFinite ? minimumScaleFactor : 1, 0.1), 1)
            if minimumScaleFactor != oldValue { lines = nil; setNeedsLayout() }
        }
    }
    /// The most lines the text takes (SwiftUI's `lineLimit`), ≥ 1; nil: as many as it wraps to.
    /// What does not fit ends the last line with "…", so a long value never pushes what is under
    /// it down.
    public var lineLimit: Int? {
        didSet {
            if let limit = lineLimit, limit < 1 { lineLimit = 1 }
            if lineLimit != oldValue { lines = nil; setNeedsLayout() }
        }
    }
    /// The colour the text is drawn in (animatable): `color`, or what the source given to
    /// `foreground(_:)` resolves to in the environment.
    @Animatable("color") var shownColor = Color.black

    /// The wrapped lines for the last width (nil: unwrapped), kept between frames.
    private var lines: (width: Double?, font: FontSpec, lines: [String], widths: [Double])?
    /// Tinted bitmaps of the lines for drawing under rotation or non-uniform scale.
    private var tinted: (key: TintKey, images: [Pixmap?])?

    private struct TintKey: Equatable {
        var lines: [String]
        var font: FontSpec
        var color: Color
        var scale: Double
    }

    /// Text `string` in `font` (15 pt by default) and `color`.
    public init(_ string: String, font: FontSpec = FontSpec(size: 15), color: Color = .black) {
        self.string = string
        self.font = font
        _shownColor = Animatable(wrappedValue: color, "color")
        super.init(debugName: "Text")
    }

    /// The text's colour (animatable). Setting it stops following the environment.
    public var color: Color {
        get { shownColor }
        set {
            colorSource = nil
            shownColor = newValue
        }
    }

    /// Where the colour comes from when it follows the environment (nil: set directly).
    private var colorSource: ColorSource?

    /// Colours the text from `source`; a semantic or foreground colour re-resolves, animated
    /// with the transaction, when the environment changes.
    @discardableResult
    public func foreground(_ source: ColorSource) -> Self {
        color = source.resolved(in: environment)
        colorSource = source.isEnvironmental ? source : nil
        return self
    }

    public override func environmentDidChange() {
        guard let colorSource else { return }
        shownColor = colorSource.resolved(in: environment)
    }



    /// The font the text is drawn in when `width` points wide: `font`, or smaller (down to
    /// `minimumScaleFactor` of it) so that its widest line fits. Sizes are whole hundredths of a
    /// point, so that nearby widths share a font and its cached runs.
    private func fittedFont(width: Double?) -> FontSpec {
        guard minimumScaleFactor < 1, let width, let text = graph?.text else { return font }
        if let fit, fit.width == width, fit.font == font, fit.string == string, fit.factor == minimumScaleFactor { return fit.fitted }
        let fitted = fittedFont(width: width, text: text)
        fit = (width, font, string, minimumScaleFactor, fitted)
        return fitted
    }
    /// The last font `fittedFont` worked out, and for what.
    private var fit: (width: Double, font: FontSpec, string: String, factor: Double, fitted: FontSpec)?

    private func fittedFont(width: Double, text: TextRasterizer) -> FontSpec {
        let widest = unwrappedLines(text, font: font).widths.max() ?? 0
        guard widest > width + 1e-9, widest > 0 else { return font }
        // Widths do not scale exactly with the size (hinting, rounding): measure again, and
        // shrink a little more while the widest line still does not fit.
        var factor = max(minimumScaleFactor, width / widest)
        var fitted = FontSpec(size: (font.size * factor * 100).rounded(.down) / 100, weight: font.weight)
        for _ in 0..<3 where factor > minimumScaleFactor {
            let measured = unwrappedLines(text, font: fitted).widths.max() ?? 0
            guard measured > width + 1e-9, measured > 0 else { break }
            factor = max(minimumScaleFactor, factor * width / measured * 0.995)
            fitted = FontSpec(size: (font.size * factor * 100).rounded(.down) / 100, weight: font.weight)
        }
        return fitted
    }

    /// The lines drawn at `width` (nil: unwrapped) and the font they are drawn in.
    private func layoutLines(width: Double?) -> (font: FontSpec, lines: [String], widths: [Double]) {
        guard let text = graph?.text else { return (font, [], []) }
        let fitted = fittedFont(width: width)
        // The unwrapped lines serve every width they fit in: layout measures with the proposal
        // and draws with the (narrower) size it chose, and neither may wrap again per frame.
        let natural = unwrappedLines(text, font: fitted)
        if width.map({ (natural.widths.max() ?? 0) <= $0 + 1e-9 }) ?? true, natural.lines.count <= lineLimit ?? .max {
            return (fitted, natural.lines, natural.widths)
        }
        if let cached = lines, cached.width == width, cached.font == fitted { return (fitted, cached.lines, cached.widths) }
        var wrapped = width.map { text.wrap(string, font: fitted, width: $0) } ?? natural.lines
        if let limit = lineLimit, wrapped.count > limit {
            wrapped = Self.truncated(wrapped, to: limit, width: width, font: fitted, text: text)
        }
        let widths = wrapped.map { text.measure($0, font: fitted).width }
        lines = (width, fitted, wrapped, widths)
        return (fitted, wrapped, widths)
    }

    /// The first `limit` of `lines`, the last of them ending in "…" within `width` (nil: any).
    private static func truncated(_ lines: [String], to limit: Int, width: Double?, font: FontSpec,
                                  text: TextRasterizer) -> [String] {
        var kept = Array(lines.prefix(limit))
        var last = Substring(kept[limit - 1])
        while !last.isEmpty {
            let candidate = last.trimmingSuffixSpaces + "…"
            if width.map({ text.measure(candidate, font: font).width <= $0 + 1e-9 }) ?? true { break }
            last = last.dropLast()
        }
        kept[limit - 1] = last.trimmingSuffixSpaces + "…"
        return kept
    }

    /// The lines as drawn at the laid-out width (wrapped, shrunk or truncated as layout chose):
    /// for tools and tests that check a label reads as written.
    public var displayedLines: [String] {
        let width = frame.size.width
        return layoutLines(width: width.isFinite ? width : nil).lines
    }

    /// The text's own lines (split at newlines only) and their widths in `font`, worked out once
    /// per text and font.
    private func unwrappedLines(_ text: TextRasterizer, font: FontSpec) -> (lines: [String], widths: [Double]) {
        if let cached = naturalLines, cached.string == string, cached.font == font { return (cached.lines, cached.widths) }
        let split = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let widths = split.map { text.measure($0, font: font).width }
        naturalLines = (string, font, split, widths)
        return (split, widths)
    }
    private var naturalLines: (string: String, font: FontSpec, lines: [String], widths: [Double])?

    /// `font`'s line height, measured once per font (not on every frame that draws).
    private func lineHeight(_ font: FontSpec) -> Double {
        if let cached = measuredLineHeight, cached.font == font { return cached.height }
        guard let text = graph?.text else { return font.size * 1.2 }
        let height = text.measure("Ag", font: font).lineHeight
        measuredLineHeight = (font, height)
        return height
    }
    private var measuredLineHeight: (font: FontSpec, height: Double)?

    public override func measure(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let laid = layoutLines(width: width)
        let widest = laid.widths.max() ?? 0
        return Size(width: width.map { min(widest, $0) } ?? widest, height: Double(laid.lines.count) * lineHeight(laid.font))
    }

    /// A glyph's anti-aliased edge and its whole-pixel rasterization reach up to two device
    /// pixels past the bounds in points, at any scale (a gallery tile scaled to a few pixels).
    public override var contentDeviceOutset: Double { 2 }

    /// Glyphs may reach past their advances (an `f` overhangs, anti-aliasing adds a pixel), and
    /// under a scale the font is rasterized at a whole pixel size, a few per cent wider than the
    /// layout measured: damage and group layers must include that, or the edge goes unpainted.
    /// A frame too small for the text (a word wider than it, more lines than it is high) is
    /// drawn past: the lines as `drawContent` places them count too.
    public override func contentBounds(size: Size) -> Rect? {
        guard !string.isEmpty else { return nil }
        var drawn = Rect(origin: .zero, size: size)
        if graph?.text != nil {
            // Broken for the laid-out width, as `drawContent` breaks them: while the frame
            // animates to a new text's size, the new text is drawn at its resting width.
            let width = frame.size.width
            let laid = layoutLines(width: width.isFinite ? width : nil)
            let height = lineHeight(laid.font)
            for (index, width) in laid.widths.enumerated() where width > size.width || Double(index + 1) * height > size.height {
                let x = lineAlignment.offset(child: width, container: size.width)
                drawn = drawn.union(Rect(x: x, y: Double(index) * height, width: width, height: height))
            }
        }
        return drawn.insetBy(dx: -(max(2, font.size * 0.5) + drawn.width * 0.05), dy: -max(2, font.size * 0.2))
    }

    public override func contentContains(_ point: Point, size: Size) -> Bool {
        Rect(origin: .zero, size: size).contains(point)
    }

    public override func drawContent(in canvas: Canvas, size: Size) {
        guard let text = graph?.text else { return }
        // Lines break for the laid-out width, not the one on screen: while the frame animates to
        // a new text's size the new text shows as it will rest, as SwiftUI's does, and no frame
        // wraps it again.
        let width = frame.size.width
        let laid = layoutLines(width: width.isFinite ? width : nil)
        let height = lineHeight(laid.font)
        let color = $shownColor.presentation(at: now)
        let t = canvas.transform
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0 else {
            drawTransformed(laid, lineHeight: height, color: color, in: canvas, size: size, text: text)
            return
        }
        // Upright text: runs rasterized at the device scale and placed on whole pixels, crisp.
        let scale = (t.a * 100).rounded() / 100
        let paint = Paint(color)
        for (index, line) in laid.lines.enumerated() {
            guard let run = text.run(line, font: laid.font, scale: scale) else { continue }
            let x = lineAlignment.offset(child: laid.widths[index], container: size.width)
            canvas.draw(run, at: Point(x: x, y: Double(index) * height), with: paint)
        }
    }

    /// A node above has begun to turn (a card thrown): from the next frame the text draws through
    /// its tinted bitmaps. They are made now, in the frame whose input started the turn, at the
    /// scale the text was last drawn at, rather than in the first frame the animation alone draws.
    override func prepareToTurn() {
        if let text = graph?.text, let transform = paintCache.transform {
            let width = frame.size.width
            let laid = layoutLines(width: width.isFinite ? width : nil)
            _ = tintedImages(laid, color: $shownColor.presentation(at: now), scale: Self.bitmapScale(for: transform.maxScale), text: text)
        }
        super.prepareToTurn()
    }

    /// Whether the text holds tinted bitmaps for drawing turned (see `drawTransformed`).
    var hasTintedBitmaps: Bool { tinted != nil }

    /// The power-of-two scale (1…8) the tinted bitmaps take for a device scale of `needed`, which
    /// may be up to 5 % over it: a turn computes its scale a rounding error over the true one
    /// (√(cos² + sin²)), and a spring overshoots its scale by a little; neither may double the
    /// bitmap, nor switch a moving text between two bitmaps from frame to frame.
    static func bitmapScale(for needed: Double) -> Double {
        var scale = 1.0
        while scale * 1.05 < needed && scale < 8 { scale *= 2 }
        return scale
    }

    /// Each line's glyphs tinted with `color` at `scale`, made once per key.
    private func tintedImages(_ laid: (font: FontSpec, lines: [String], widths: [Double]), color: Color, scale: Double,
                              text: TextRasterizer) -> [Pixmap?] {
        let key = TintKey(lines: laid.lines, font: laid.font, color: color, scale: scale)
        if let tinted, tinted.key == key { return tinted.images }
        let premultiplied = color.premultiplied.packed
        let images: [Pixmap?] = laid.lines.map { line in
            guard let run = text.run(line, font: laid.font, scale: scale),
                  var image = Pixmap(width: run.mask.width, height: run.mask.height) else { return nil }
            for index in run.mask.values.indices {
                image.pixels[index] = PremultipliedColor.scale(premultiplied, by: UInt32(run.mask.values[index]))
            }
            return image
        }
        tinted = (key, images)
        return images
    }

    /// Rotated or unevenly scaled text: each line's glyphs are tinted into a bitmap once, at a
    /// power-of-two scale at least the device's, and drawn as an image through the transform
    /// (filtered, anti-aliased edges). A scale animation therefore reuses one bitmap instead of
    /// rasterizing the font at every intermediate size.
    private func drawTransformed(_ laid: (font: FontSpec, lines: [String], widths: [Double]), lineHeight: Double, color: Color,
                                 in canvas: Canvas, size: Size, text: TextRasterizer) {
        let scale = Self.bitmapScale(for: canvas.transform.maxScale)
        let images = tintedImages(laid, color: color, scale: scale, text: text)
        for (index, image) in images.enumerated() {
            guard let image else { continue }
            let x = lineAlignment.offset(child: laid.widths[index], container: size.width)
            let frame = Rect(x: x, y: Double(index) * lineHeight,
                             width: Double(image.width) / scale, height: Double(image.height) / scale)
            canvas.draw(image, in: frame)
        }
    }
}

private extension Substring {
    /// The text without the spaces at its end: an ellipsis follows the last word directly.
    var trimmingSuffixSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
