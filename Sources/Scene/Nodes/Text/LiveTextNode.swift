import Geometry
import Raster

/// A short text that may change on every frame (a live readout, a countdown) drawn without
/// allocating: each character is a cached single-character run, digits share one advance
/// (tabular figures, so numbers do not jitter), and the node's size comes from a `template`
/// string, so a new value only repaints, never relays out.
///
/// Keep `string` within 15 UTF-8 bytes (Swift stores such strings inline) and build it without
/// `String(format:)` — `LiveTextNode.format(_:decimals:)` does — and a changing value allocates
/// nothing. There is no kerning between characters; that is the price of the cache.
public final class LiveTextNode: Node {
    /// The text shown; a change repaints only.
    public var string: String {
        didSet { if string != oldValue { setNeedsPaint() } }
    }
    /// The widest text expected: the node's size is this text's, with tabular digits.
    public var template: String { didSet { if template != oldValue { setNeedsLayout() } } }
    /// The font; a change re-measures the digits and relays out.
    public var font: FontSpec { didSet { if font != oldValue { digitAdvance = nil; setNeedsLayout() } } }
    /// Where a string narrower than the template sits.
    public var alignment: AxisAlignment = .leading { didSet { setNeedsPaint() } }
    /// The text's colour (animatable).
    @Animatable public var color: Color
    private var digitAdvance: (font: FontSpec, advance: Double, lineHeight: Double)?
    /// The font and scale whose runs of a number's characters are cached (see `drawContent`).
    private var preparedRuns: (font: FontSpec, scale: Double)?

    /// A live text sized for `template`, showing `string` in `font` and `color`.
    public init(_ string: String, template: String, font: FontSpec = FontSpec(size: 15), color: Color = .black) {
        self.string = string
        self.template = template
        self.font = font
        _color = Animatable(wrappedValue: color, "color")
        super.init(debugName: "LiveText")
    }

    /// The advance every digit takes and the line height, measured once per font.
    private func metrics(_ text: TextRasterizer) -> (advance: Double, lineHeight: Double) {
        if let cached = digitAdvance, cached.font == font { return (cached.advance, cached.lineHeight) }
        var advance = 0.0
        for digit in "0123456789" { advance = max(advance, text.measure(String(digit), font: font).width) }
        let lineHeight = text.measure("0", font: font).lineHeight
        digitAdvance = (font, advance, lineHeight)
        return (advance, lineHeight)
    }

    private func width(of string: String, _ text: TextRasterizer, digit: Double) -> Double {
        var width = 0.0
        for character in string {
            width += character.isASCII && character.isNumber ? digit : advance(of: character, text)
        }
        return width
    }

    /// A character's advance, measured once per character and font for the whole scene
    /// (`CharacterAdvances`): measuring goes through the font library, which allocates.
    private func advance(of character: Character, _ text: TextRasterizer) -> Double {
        graph?.characterAdvances.advance(of: character, font: font) ?? text.measure(String(character), font: font).width
    }

    /// Printable ASCII: measured at a readout's first layout, so the frame that first shows a
    /// character ("true" after "false") does not pay for measuring it.
    static let commonCharacters = (32...126).map { Character(Unicode.Scalar(UInt8($0))) }

    /// What `format` writes: digits, sign and point.
    static let numberCharacters = Array("0123456789-.")

    public override func measure(_ proposal: ProposedSize) -> Size {
        guard let text = graph?.text else { return Size(width: Double(template.count) * font.size * 0.6, height: font.size * 1.2) }
        graph?.characterAdvances.prepare(font, characters: Self.commonCharacters)
        for character in template { _ = advance(of: character, text) }
        let m = metrics(text)
        return Size(width: width(of: template, text, digit: m.advance), height: m.lineHeight)
    }

    /// A glyph's anti-aliased edge and its whole-pixel rasterization reach up to two device
    /// pixels past the bounds in points, at any scale (a gallery tile scaled to a few pixels).
    public override var contentDeviceOutset: Double { 2 }

    /// The template's box, and past it whatever a longer `string` draws (a value wider than the
    /// template expected still repaints in full when it changes).
    public override func contentBounds(size: Size) -> Rect? {
        var drawn = Rect(origin: .zero, size: size)
        if let text = graph?.text, !string.isEmpty {
            let width = width(of: string, text, digit: metrics(text).advance)
            if width > size.width {
                drawn = drawn.union(Rect(x: alignment.offset(child: width, container: size.width), y: 0, width: width, height: size.height))
            }
        }
        return drawn.insetBy(dx: -4, dy: -2)
    }

    public override func contentContains(_ point: Point, size: Size) -> Bool {
        Rect(origin: .zero, size: size).contains(point)
    }

    public override func drawContent(in canvas: Canvas, size: Size) {
        guard let text = graph?.text, !string.isEmpty else { return }
        let m = metrics(text)
        let scale = (canvas.transform.maxScale * 100).rounded() / 100
        let paint = Paint($color.presentation(at: now))
        // A number's characters (and the template's) get their runs at the first draw in a font and
        // scale, not at the first value that shows them: a digit first seen in a later frame (a
        // slow frame's readout) would rasterize, and allocate, then. Only those: a scale that
        // animates would otherwise rasterize all of ASCII at each new pixel size.
        if preparedRuns?.font != font || preparedRuns?.scale != scale {
            for character in Self.numberCharacters { _ = text.run(String(character), font: font, scale: scale) }
            for character in template { _ = text.run(String(character), font: font, scale: scale) }
            preparedRuns = (font, scale)
        }
        var x = alignment.offset(child: width(of: string, text, digit: m.advance), container: size.width)
        for character in string {
            let glyph = String(character)
            let isDigit = character.isASCII && character.isNumber
            if let run = text.run(glyph, font: font, scale: scale) {
                // A digit narrower than the tabular advance is centred in it.
                let inset = isDigit ? (m.advance - run.metrics.width) / 2 : 0
                canvas.draw(run, at: Point(x: x + inset, y: 0), with: paint)
                x += isDigit ? m.advance : run.metrics.width
            } else {
                x += isDigit ? m.advance : advance(of: character, text)
            }
        }
    }

    /// `value` with exactly `decimals` digits after the point (0…6), rounded half away from zero,
    /// built without allocating for results up to 15 characters.
    public static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let places = min(max(decimals, 0), 6)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return value < 0 ? "-big" : "big" }
        var units = UInt64(scaled)
        var result = ""
        if value < 0 && units != 0 { result.append("-") }
        // Integer part, most significant digit first, via the largest power of ten below it.
        let divisor = UInt64(scale)
        var integer = units / divisor
        units %= divisor
        var power: UInt64 = 1
        while power <= integer / 10 { power *= 10 }
        repeat {
            result.append(Character(Unicode.Scalar(UInt8(48 + integer / power))))
            integer %= power
            power /= 10
        } while power > 0
        if places > 0 {
            result.append(".")
            var fractionPower = divisor / 10
            while fractionPower > 0 {
                result.append(Character(Unicode.Scalar(UInt8(48 + units / fractionPower))))
                units %= fractionPower
                fractionPower /= 10
            }
        }
        return result
    }
}
