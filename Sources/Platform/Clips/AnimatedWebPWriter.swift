import CWebP
import Raster

/// Encodes frames into an animated WebP with libwebp's animation encoder: lossless by default,
/// or lossy at a quality (0…100). Frames are added with their display times; `finish` writes
/// the file atomically (see `AtomicFile`).
public final class AnimatedWebPWriter: AnimatedClipWriter {
    /// Why encoding failed: bad settings or sizes, a frame out of order, or a libwebp call failing.
    public struct EncodingError: Error, CustomStringConvertible {
        /// A one-line explanation, including libwebp's error where it gave one.
        public let description: String
    }

    /// Frame width in pixels, 1…16383; every added pixmap must match it.
    public let width: Int
    /// Frame height in pixels, 1…16383; every added pixmap must match it.
    public let height: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    /// The display time of the last frame added, in milliseconds.
    private var lastTimestamp = -1
    /// Frames added so far; `finish` refuses a clip with none.
    public private(set) var frameCount = 0

    /// An encoder for `width × height` frames; `quality` nil encodes losslessly. `method` (0…6)
    /// trades speed for size: 0 is fastest, the default 4 a fair balance.
    public init(width: Int, height: Int, quality: Double? = nil, method: Int = 4) throws {
        guard width > 0, height > 0, width <= 16_383, height <= 16_383 else {
            throw EncodingError(description: "WebP frames must be 1…16383 pixels a side, not \(width)x\(height)")
        }
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw EncodingError(description: "WebPAnimEncoderOptionsInit failed (libwebp version mismatch)")
        }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw EncodingError(description: "WebPAnimEncoderNew failed for \(width)x\(height)")
        }
        self.encoder = encoder
        guard WebPConfigInit(&config) != 0 else {
            WebPAnimEncoderDelete(encoder)
            throw EncodingError(description: "WebPConfigInit failed (libwebp version mismatch)")
        }
        config.method = Int32(min(max(method, 0), 6))
        if let quality {
            config.lossless = 0
            config.quality = Float(min(max(quality, 0), 100))
        } else {
            config.lossless = 1
            // Lossless effort: a fair balance of size and time for clips of a few seconds.
            config.quality = 75
        }
        guard WebPValidateConfig(&config) != 0 else {
            WebPAnimEncoderDelete(encoder)
            throw EncodingError(description: "invalid WebP settings")
        }
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    /// Adds a frame shown from `milliseconds` on (strictly after the previous frame's time).
    public func add(_ pixmap: Pixmap, at milliseconds: Int) throws {
        guard pixmap.width == width, pixmap.height == height else {
            throw EncodingError(description: "frame is \(pixmap.width)x\(pixmap.height), the clip \(width)x\(height)")
        }
        guard milliseconds > lastTimestamp else {
            throw EncodingError(description: "frame times must increase (\(milliseconds) ms after \(lastTimestamp) ms)")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw EncodingError(description: "WebPPictureInit failed") }
        defer { WebPPictureFree(&picture) }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        let rgba = PNGFile.straightRGBA(pixmap)
        let imported = rgba.withUnsafeBufferPointer { bytes in
            WebPPictureImportRGBA(&picture, bytes.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw EncodingError(description: "WebPPictureImportRGBA failed (out of memory?)") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(milliseconds), &config) != 0 else {
            throw EncodingError(description: "WebPAnimEncoderAdd failed: \(lastError)")
        }
        lastTimestamp = milliseconds
        frameCount += 1
    }

    /// Ends the clip at `endMilliseconds` (the last frame shows until then) and writes it to
    /// `path`.
    public func finish(endingAt endMilliseconds: Int, to path: String) throws {
        guard frameCount > 0 else { throw EncodingError(description: "the clip has no frames") }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(max(endMilliseconds, lastTimestamp + 1)), nil) != 0 else {
            throw EncodingError(description: "WebPAnimEncoderAdd (end) failed: \(lastError)")
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw EncodingError(description: "WebPAnimEncoderAssemble failed: \(lastError)")
        }
        try AtomicFile.write(Array(UnsafeBufferPointer(start: bytes, count: data.size)), to: path)
    }

    private var lastError: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
