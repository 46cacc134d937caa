/// A Lottie document: the root composition and what its layers refer to. Frame numbers are the
/// file's own (`ip`…`op`, at `frameRate` frames per second).
public struct Composition: Sendable {
    /// Size in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Frames per second (> 0).
    public var frameRate: Double
    /// First frame (inclusive).
    public var inPoint: Double
    /// Frame the animation ends at (exclusive).
    public var outPoint: Double
    /// The name the file gives it (`nm`).
    public var name: String
    /// The file's Bodymovin version (`v`), if it says.
    public var version: String?
    /// The root layers, top first.
    public var layers: [Layer]
    /// Precompositions and images by id.
    public var assets: [String: Asset]
    /// Markers.
    public var markers: [Marker]
    /// Glyph outlines embedded in the file (`chars`), by character, font family and style.
    public var glyphs: [GlyphKey: Glyph]
    /// Fonts the file names (`fonts.list`), by name.
    public var fonts: [String: FontDescription]

    /// Frames from `inPoint` to `outPoint`.
    public var frameCount: Double { outPoint - inPoint }
    /// Length in seconds.
    public var duration: Double { frameCount / frameRate }
}

/// A named point or span of the timeline (`markers`).
public struct Marker: Sendable {
    /// The name the file gives it (`nm`).
    public var name: String
    /// Frame.
    public var time: Double
    /// Frames.
    public var duration: Double
}

/// What a layer can refer to by id.
public enum Asset: Sendable {
    /// A precomposition's layers, top first.
    case precomposition(id: String, layers: [Layer], frameRate: Double?)
    /// An image: its size in points and where its pixels are.
    case image(ImageAsset)
}

/// Image asset.
public struct ImageAsset: Sendable {
    /// The id layers refer to it by.
    public var id: String
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Source.
    public enum Source: Sendable {
        /// Bytes embedded in the file (a `data:` URI), decoded from base64 at load.
        case embedded([UInt8])
        /// A file beside the document (`u` + `p`).
        case file(directory: String, name: String)
    }
    /// Where its pixels come from.
    public var source: Source
    /// Where the asset is in the document.
    public var path: String
}

/// Font description.
public struct FontDescription: Sendable {
    /// The name the file gives it (`nm`).
    public var name: String
    /// The font family.
    public var family: String
    /// The font style.
    public var style: String
    /// Ascent, percent of the size.
    public var ascent: Double
}

/// Glyph key.
public struct GlyphKey: Hashable, Sendable {
    /// The character.
    public var character: String
    /// The font family.
    public var family: String
    /// The font style.
    public var style: String

    /// Creates it from its parts.
    public init(character: String, family: String, style: String) {
        self.character = character
        self.family = family
        self.style = style
    }
}

/// Glyph.
public struct Glyph: Sendable {
    /// Advance at size 100.
    public var width: Double
    /// The outline, as shape items at size 100.
    public var items: [ShapeItem]
}

extension Composition {
    /// The font families the text layers (of the composition and its precompositions) ask for,
    /// with the font name the documents give: the family of the file's `fonts` entry, or the
    /// name itself where the file lists none.
    public var textLayerFonts: [(name: String, family: String)] {
        var seen: Set<String> = []
        var found: [(String, String)] = []
        func visit(_ layers: [Layer]) {
            for layer in layers {
                guard case .text(let data) = layer.content else { continue }
                for (_, document) in data.documents where seen.insert(document.fontName).inserted {
                    found.append((document.fontName, fonts[document.fontName]?.family ?? document.fontName))
                }
            }
        }
        visit(layers)
        for case .precomposition(_, let layers, _) in assets.values { visit(layers) }
        return found
    }
}
