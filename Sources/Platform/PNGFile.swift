import CSDL
import Foundation
import Raster

/// Reads and writes PNG files through SDL2_image. Pixmaps are premultiplied; PNGs hold straight
/// alpha, so pixels are converted on the way in and out (never in the frame loop).
public enum PNGFile {
    /// Writes `pixmap` as an 8-bit straight-alpha RGBA PNG, atomically (see `AtomicFile`): on
    /// any failure the error gives the system's reason and an existing file is left as it was.
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        var bytes = straightRGBA(pixmap)
        try AtomicFile.write(to: path) { temporary in
            try bytes.withUnsafeMutableBytes { raw in
                // ABGR8888 packs A in the high byte: on a little-endian machine memory holds R, G, B, A.
                let surface = try check(
                    SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(pixmap.width), Int32(pixmap.height), 32,
                                                       Int32(pixmap.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue),
                    "SDL_CreateRGBSurfaceWithFormatFrom")
                defer { SDL_FreeSurface(surface) }
                errno = 0
                guard IMG_SavePNG(surface, temporary) == 0 else {
                    // SDL_image says only "Couldn't open …"; the system's reason is in errno.
                    let reason = errno != 0 ? String(cString: strerror(errno)) : (SDL_GetError().map { String(cString: $0) } ?? "unknown error")
                    throw AtomicFile.WriteError(path: path, reason: reason)
                }
            }
        }
    }

    /// The pixmap's pixels as straight-alpha R, G, B, A bytes, row by row: what a PNG stores.
    public static func straightRGBA(_ pixmap: Pixmap) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixmap.width * pixmap.height * 4)
        for (i, packed) in pixmap.pixels.enumerated() {
            let c = PremultipliedColor(packed: packed).unpremultiplied
            bytes[i * 4] = c.red
            bytes[i * 4 + 1] = c.green
            bytes[i * 4 + 2] = c.blue
            bytes[i * 4 + 3] = c.alpha
        }
        return bytes
    }

    /// Reads a PNG as straight-alpha R, G, B, A bytes, row by row.
    public static func readRGBA(_ path: String) throws -> (width: Int, height: Int, bytes: [UInt8]) {
        let loaded = try check(IMG_Load(path), "IMG_Load(\(path))")
        defer { SDL_FreeSurface(loaded) }
        let surface = try check(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0),
                                "SDL_ConvertSurfaceFormat")
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        guard let pixels = surface.pointee.pixels else { throw SDLError("IMG_Load(\(path))", reason: "no pixels") }
        let pitch = Int(surface.pointee.pitch)
        let source = pixels.assumingMemoryBound(to: UInt8.self)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for i in 0..<(width * 4) { bytes[y * width * 4 + i] = source[y * pitch + i] }
        }
        return (width, height, bytes)
    }

    /// Reads a PNG (any colour type SDL_image knows) into a premultiplied pixmap.
    public static func read(_ path: String) throws -> Pixmap {
        let image = try readRGBA(path)
        guard var pixmap = Pixmap(width: image.width, height: image.height) else {
            throw SDLError("IMG_Load(\(path))", reason: "unsupported image size \(image.width)x\(image.height)")
        }
        let b = image.bytes
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                pixmap[x, y] = Color(r255: Int(b[i]), g255: Int(b[i + 1]), b255: Int(b[i + 2]),
                                     alpha: Double(b[i + 3]) / 255).premultiplied
            }
        }
        return pixmap
    }
}
