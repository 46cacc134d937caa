import CWebP
import Foundation
import Raster

/// Decodes an animated WebP into its frames (premultiplied pixmaps) and their display times,
/// with libwebp's own animation decoder: how clips are checked against `render`.
public enum AnimatedWebPReader {
    /// One decoded frame: the full canvas as composited by libwebp, ending at libwebp's timestamp.
    public typealias Frame = ClipFrame

    /// Why a file could not be decoded: unreadable, not an animated WebP, or a frame that fails.
    public struct DecodingError: Error, CustomStringConvertible {
        /// A one-line explanation, naming the file where it helps.
        public let description: String
    }

    /// Decodes every frame of the animated WebP at `path`, in display order, on the calling
    /// thread; throws `DecodingError` when the file cannot be read or decoded.
    public static func read(_ path: String) throws -> [Frame] {
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw DecodingError(description: "cannot read \(path)")
        }
        let bytes = [UInt8](contents)
        return try bytes.withUnsafeBufferPointer { buffer -> [Frame] in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw DecodingError(description: "WebPAnimDecoderOptionsInit failed") }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                throw DecodingError(description: "\(path) is not an animated WebP libwebp can read")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw DecodingError(description: "WebPAnimDecoderGetInfo failed") }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            var frames: [Frame] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
                    throw DecodingError(description: "a frame of \(path) does not decode")
                }
                guard var pixmap = Pixmap(width: width, height: height) else {
                    throw DecodingError(description: "unsupported size \(width)x\(height)")
                }
                for index in 0..<(width * height) {
                    let p = pixels + index * 4
                    pixmap.pixels[index] = Color(r255: Int(p[0]), g255: Int(p[1]), b255: Int(p[2]),
                                                 alpha: Double(p[3]) / 255).premultiplied.packed
                }
                frames.append(Frame(pixmap: pixmap, endMilliseconds: Int(timestamp)))
            }
            return frames
        }
    }
}
