import Geometry
import Raster

/// Text metrics without a font: every character 8 points wide, lines 20 points high, so layout
/// expectations can be worked out by hand. Draws nothing.
public final class FixedText: TextRasterizer {
    public init() {}

    public func measure(_ text: String, font: FontSpec) -> TextMetrics {
        TextMetrics(width: Double(text.count) * 8, ascent: 15, descent: 5, lineHeight: 20)
    }

    public func run(_ text: String, font: FontSpec, scale: Double) -> TextRun? { nil }
}
