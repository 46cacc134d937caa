/// The bounds a document must keep to be played: beyond them a file is refused (or capped, where
/// that still shows the design) before anything of its declared size is allocated. Each limit
/// is far past what an exporter writes for a real design.
public enum LottieLimits {
    /// Largest magnitude of any number in the document: 1e308 and friends would overflow the
    /// arithmetic that follows (areas, transforms), and no design needs coordinates past ±10⁹.
    public static let maximumMagnitude = 1e9
    /// Largest composition side, in points; a larger canvas is refused, naming this limit.
    public static let maximumCompositionSide = 100_000.0
    /// Most keyframes of one property.
    public static let maximumKeyframes = 100_000
    /// Most keyframes in the whole document.
    public static let maximumTotalKeyframes = 1_000_000
    /// Deepest nesting of groups, precompositions or parents.
    public static let maximumDepth = 64
    /// Most copies a repeater draws (AE's own slider stops far below this).
    public static let maximumRepeaterCopies = 1_000
    /// Most vertices of one path.
    public static let maximumVertices = 100_000
    /// Most JSON values in a document (counted by their separators before parsing): the parsed
    /// tree takes about 64 bytes a value, so this bounds it near 256 MB whatever the file holds.
    public static let maximumValues = 4_000_000
    /// Largest file read, in bytes (256 MB).
    public static let maximumFileBytes = 256 << 20
    /// Most pixels of one embedded or referenced image.
    public static let maximumImagePixels = 64 << 20
}
