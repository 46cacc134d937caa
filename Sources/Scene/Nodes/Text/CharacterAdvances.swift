import Raster

/// Advances of single characters by font, in points, measured once per scene: live readouts
/// (`LiveTextNode`) look them up every frame, and measuring goes through the font library, which
/// allocates.
final class CharacterAdvances {
    private let text: TextRasterizer?
    private var advances: [FontSpec: [Character: Double]] = [:]
    /// Fonts whose common characters `prepare` has measured.
    private var preparedFonts: Set<FontSpec> = []

    /// Measures with `text`; with none, every lookup is nil.
    init(text: TextRasterizer?) {
        self.text = text
    }

    /// `character`'s advance in `font` (points), measured once and kept; nil without a text
    /// rasteriser.
    func advance(of character: Character, font: FontSpec) -> Double? {
        if let known = advances[font]?[character] { return known }
        guard let text else { return nil }
        let measured = text.measure(String(character), font: font).width
        advances[font, default: [:]][character] = measured
        return measured
    }

    /// Measures `characters` in `font` once, ahead of the frames that show them.
    func prepare(_ font: FontSpec, characters: [Character]) {
        guard !preparedFonts.contains(font), text != nil else { return }
        preparedFonts.insert(font)
        for character in characters { _ = advance(of: character, font: font) }
    }
}
