import CSDL
import Raster

/// Decodes image bytes (PNG, JPEG, WebP: what SDL2_image reads) into a premultiplied pixmap:
/// the images embedded in a Lottie file or packed in a dotLottie archive. Refuses images larger
/// than `maximumPixels` before converting them.
public enum ImageDecoder {
    /// Decode.
    public static func decode(_ bytes: [UInt8], name: String, maximumPixels: Int) throws -> Pixmap {
        guard !bytes.isEmpty else { throw SDLError("IMG_Load_RW(\(name))", reason: "no bytes") }
        let loaded: UnsafeMutablePointer<SDL_Surface> = try bytes.withUnsafeBytes { raw in
            guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(clamping: raw.count)) else {
                throw SDLError("SDL_RWFromConstMem(\(name))", reason: String(cString: SDL_GetError()))
            }
            guard let surface = IMG_Load_RW(stream, 1) else {
                throw SDLError("IMG_Load_RW(\(name))", reason: String(cString: SDL_GetError()))
            }
            return surface
        }
        defer { SDL_FreeSurface(loaded) }
        let width = Int(loaded.pointee.w), height = Int(loaded.pointee.h)
        guard width > 0, height > 0, width * height <= maximumPixels else {
            throw SDLError("IMG_Load_RW(\(name))", reason: "the image is \(width)×\(height), over the limit of \(maximumPixels) pixels")
        }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat(\(name))", reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        guard let pixels = surface.pointee.pixels, var pixmap = Pixmap(width: width, height: height) else {
            throw SDLError("IMG_Load_RW(\(name))", reason: "unsupported image size \(width)x\(height)")
        }
        let pitch = Int(surface.pointee.pitch)
        let source = pixels.assumingMemoryBound(to: UInt8.self)
        pixmap.pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = source + y * pitch
                for x in 0..<width {
                    let r = UInt32(row[x * 4]), g = UInt32(row[x * 4 + 1]), b = UInt32(row[x * 4 + 2]), a = UInt32(row[x * 4 + 3])
                    target[y * width + x] = a << 24 | PremultipliedColor.mulDiv255(r, a) << 16
                        | PremultipliedColor.mulDiv255(g, a) << 8 | PremultipliedColor.mulDiv255(b, a)
                }
            }
        }
        return pixmap
    }
}
