import CSDL
import Foundation
import Raster

/// Reads and writes PNG files through SDL2_image. Pixmaps are premultiplied; PNGs hold straight
/// alpha, so pixels are converted on the way in and out (never in the frame loop).
public enum PNGFile {
    /// Writes `pixmap` as an 8-bit straight-alpha RGBA PNG, atomically (see `AtomicFile`): on
    /// any failure the error gives the system's reason and an existing file is left as it was.
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        try AtomicFile.write(encode(pixmap, path: path), to: path)
    }

    /// The PNG file's bytes. SDL_image encodes into memory, and our own write puts them on disk:
    /// its file writer does not report a failed write (a full disk left a truncated PNG and a
    /// success), ours checks every write and the flush.
    static func encode(_ pixmap: Pixmap, path: String) throws -> [UInt8] {
        var pixels = straightRGBA(pixmap)
        // zlib's worst case for stored blocks, plus the filter bytes, headers and chunk framing.
        let capacity = pixels.count + pixels.count / 100 + pixmap.height + 4096
        var encoded = [UInt8](repeating: 0, count: capacity)
        let length: Int = try pixels.withUnsafeMutableBytes { raw in
            // ABGR8888 packs A in the high byte: on a little-endian machine memory holds R, G, B, A.
            let surface = try check(
                SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(pixmap.width), Int32(pixmap.height), 32,
                                                   Int32(pixmap.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue),
                "SDL_CreateRGBSurfaceWithFormatFrom")
            defer { SDL_FreeSurface(surface) }
            return try encoded.withUnsafeMutableBytes { buffer in
                let stream = try check(SDL_RWFromMem(buffer.baseAddress, Int32(buffer.count)), "SDL_RWFromMem")
                defer { SDL_RWclose(stream) }
                guard IMG_SavePNG_RW(surface, stream, 0) == 0 else {
                    throw AtomicFile.WriteError(path: path, reason: "PNG encoding failed: \(SDLError.lastError())")
                }
                return Int(SDL_RWtell(stream))
            }
        }
        guard length > 8 else { throw AtomicFile.WriteError(path: path, reason: "PNG encoding produced nothing") }
        return Array(encoded.prefix(length))
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
