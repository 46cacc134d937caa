import CSDL
import Foundation
import Raster

/// Text through SDL_ttf and the bundled Inter font.
///
/// Fonts are opened once per device pixel size and weight; rasterized runs are cached by text,
/// pixel size and weight, so a steady frame that draws the same labels rasterizes nothing, and a
/// label whose scale animates rasterizes again only when its size crosses a whole pixel.
/// Sizes are rounded to whole device pixels (SDL_ttf takes integer point sizes at 72 dpi, where
/// one point is one pixel), which keeps glyphs on the pixel grid and crisp at any scale.
public final class TrueTypeText: TextRasterizer {
    private struct FontKey: Hashable {
        let pixelSize: Int32
        let weight: FontWeight
    }

    private struct RunKey: Hashable {
        let text: String
        let font: FontKey
    }

    /// A rasterized run, whatever scale asked for it: its metrics in points are its metrics in
    /// device pixels divided by the scale.
    private struct RasterizedRun {
        let mask: AlphaMask
        let pixelMetrics: TextMetrics

        func run(scale: Double) -> TextRun {
            let m = pixelMetrics
            return TextRun(mask: mask, metrics: TextMetrics(width: m.width / scale, ascent: m.ascent / scale,
                                                            descent: m.descent / scale,
                                                            lineHeight: m.lineHeight / scale),
                           scale: scale)
        }
    }

    private let paths: [FontWeight: String]
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var runs: [RunKey: RasterizedRun] = [:]
    /// Beyond this many cached runs the cache starts over (labels that change every frame, such as
    /// a live readout, must not grow it without bound).
    private let runCacheLimit = 2048

    /// SDL_ttf shares one FreeType library between all fonts, and FreeType's library is not
    /// thread-safe: every call into it takes this lock (tests use several instances at once).
    private static let library = NSRecursiveLock()

    /// The file names of the bundled weights inside the fonts directory.
    public static let fileNames: [FontWeight: String] = [
        .regular: "Inter-Regular.otf",
        .semibold: "Inter-SemiBold.otf",
    ]

    /// Opens the bundled fonts in `directory`; throws a `FontError` naming the file that is missing
    /// or cannot be read, and why (an `SDLError` only if SDL_ttf itself cannot start).
    public init(fontDirectory directory: String) throws {
        var paths: [FontWeight: String] = [:]
        for (weight, name) in TrueTypeText.fileNames {
            paths[weight] = directory + "/" + name
        }
        self.paths = paths
        try Self.library.withLock {
            if TTF_WasInit() == 0 {
                try check(TTF_Init(), "TTF_Init")
            }
            // Open one size of each weight now, so a missing or broken font fails at start-up,
            // saying which file and why.
            for weight in [FontWeight.regular, .semibold] {
                guard let path = paths[weight] else { continue }
                // Opening a named pipe (FIFO) blocks until a writer comes, perhaps for ever; a font
                // is a regular file, anything else (but a directory, which preflight names) is refused.
                var status = stat()
                if stat(path, &status) == 0, ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) {
                    throw FontError.unreadable(path: path, reason: "not a regular file")
                }
                try FontError.preflight(path)
                do {
                    _ = try font(FontKey(pixelSize: 16, weight: weight))
                } catch let error as SDLError {
                    throw FontError.unreadable(path: path, reason: "not a font SDL_ttf can open (\(error.reason))")
                }
            }
        }
    }

    deinit {
        Self.library.withLock {
            for font in fonts.values { TTF_CloseFont(font) }
        }
    }

    private func font(_ key: FontKey) throws -> OpaquePointer {
        if let font = fonts[key] { return font }
        guard let path = paths[key.weight] else { throw SDLError("TTF_OpenFont", reason: "no font for \(key.weight)") }
        let font = try check(TTF_OpenFont(path, Int32(key.pixelSize)), "TTF_OpenFont(\(path))")
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fonts[key] = font
        return font
    }

    private static func key(_ spec: FontSpec, scale: Double) -> FontKey {
        let size = spec.size.isFinite ? spec.size : 12
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        return FontKey(pixelSize: Int32(min(max((size * safeScale).rounded(), 1), 512)), weight: spec.weight)
    }

    /// Measures `text` in points at scale 1 (size rounded to whole pixels, 1…512); all zero when the
    /// font cannot be opened. SDL_ttf is called under the shared FreeType lock.
    public func measure(_ text: String, font spec: FontSpec) -> TextMetrics {
        let key = TrueTypeText.key(spec, scale: 1)
        return Self.library.withLock {
            guard let font = try? font(key) else { return TextMetrics(width: 0, ascent: 0, descent: 0, lineHeight: 0) }
            return metrics(text, font: font, scale: 1)
        }
    }

    private func metrics(_ text: String, font: OpaquePointer, scale: Double) -> TextMetrics {
        var w: Int32 = 0, h: Int32 = 0
        // `withCString` lends a native string's own bytes (a short one's from the stack); passing
        // the String itself would copy it into a new array on every measurement.
        if !text.isEmpty { _ = text.withCString { TTF_SizeUTF8(font, $0, &w, &h) } }
        return TextMetrics(width: Double(w) / scale,
                           ascent: Double(TTF_FontAscent(font)) / scale,
                           descent: Double(-TTF_FontDescent(font)) / scale,
                           lineHeight: Double(TTF_FontLineSkip(font)) / scale)
    }

    /// Rasterizes `text` at `scale` device pixels per point, from the run cache when possible; nil
    /// for empty text or when the font or rendering fails.
    public func run(_ text: String, font spec: FontSpec, scale: Double) -> TextRun? {
        guard !text.isEmpty else { return nil }
        let fontKey = TrueTypeText.key(spec, scale: scale)
        let key = RunKey(text: text, font: fontKey)
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        if let cached = runs[key] { return cached.run(scale: safeScale) }
        let made: RasterizedRun? = Self.library.withLock {
            guard let font = try? font(fontKey) else { return nil }
            return rasterize(text, font: font)
        }
        guard let rasterized = made else { return nil }
        if runs.count >= runCacheLimit { runs.removeAll(keepingCapacity: true) }
        runs[key] = rasterized
        return rasterized.run(scale: safeScale)
    }

    private func rasterize(_ text: String, font: OpaquePointer) -> RasterizedRun? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = text.withCString({ TTF_RenderUTF8_Blended(font, $0, white) }) else { return nil }
        defer { SDL_FreeSurface(surface) }
        // Blended output is ARGB8888: the glyph coverage is the alpha byte.
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h)
        let pitch = Int(converted.pointee.pitch)
        guard let pixels = converted.pointee.pixels, width > 0, height > 0 else { return nil }
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { values[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        guard let mask = AlphaMask(width: width, height: height, values: values) else { return nil }
        return RasterizedRun(mask: mask, pixelMetrics: metrics(text, font: font, scale: 1))
    }
}
