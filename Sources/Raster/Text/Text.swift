/// The weights of the bundled font family.
public enum FontWeight: Hashable, Sendable {
    /// Inter Regular (400).
    case regular
    /// Inter SemiBold (600).
    case semibold
}

/// A font request: `size` in logical points (the em size).
public struct FontSpec: Hashable, Sendable {
    /// The em size in logical points (device pixels = size × scale).
    public var size: Double
    /// Regular or semibold.
    public var weight: FontWeight

    /// A font of `size` points and `weight`.
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Line metrics of a run of text, in logical points.
public struct TextMetrics: Hashable, Sendable {
    /// The pen advance of the whole run.
    public var width: Double
    /// Distance from the top of the line box to the baseline (positive).
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box (positive).
    public var descent: Double
    /// Recommended baseline-to-baseline distance.
    public var lineHeight: Double

    /// Metrics from their parts, in logical points.
    public init(width: Double, ascent: Double, descent: Double, lineHeight: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }

    /// Height of the line box (ascent + descent).
    public var height: Double { ascent + descent }
}

/// A run of text rasterized once at a device scale, ready to be drawn through any paint.
/// The mask's top-left is the top-left of the run's line box, in device pixels.
public struct TextRun: Sendable {
    /// The glyphs' coverage, in device pixels at `scale`.
    public let mask: AlphaMask
    /// The run's line metrics in logical points.
    public let metrics: TextMetrics
    /// Device pixels per logical point the mask was rasterized for.
    public let scale: Double

    /// A run from its coverage, its metrics and the scale it was rasterized at.
    public init(mask: AlphaMask, metrics: TextMetrics, scale: Double) {
        self.mask = mask
        self.metrics = metrics
        self.scale = scale
    }
}

/// Measures and rasterizes text. The renderer stays free of any font library: the platform layer
/// supplies an implementation (SDL_ttf), which caches runs so steady frames rasterize no text.
public protocol TextRasterizer: AnyObject {
    /// The run's line metrics in logical points, without rasterizing it.
    func measure(_ text: String, font: FontSpec) -> TextMetrics
    /// The rasterized run, or nil for empty text or a font failure.
    func run(_ text: String, font: FontSpec, scale: Double) -> TextRun?
}
