import CGIF
import Foundation
import Raster

/// Encodes frames into an animated GIF that loops forever: libimagequant picks one palette of up
/// to 256 colours for the whole clip (a shared palette does not flicker from frame to frame) and
/// remaps each frame to it with dithering; giflib writes the file. Each frame after the first is
/// stored as the rectangle that changed since the one before, drawn over it. Frames are kept
/// (straight RGBA) until `finish`, which writes the file atomically.
///
/// A transparent clip gives GIF's one transparent index to every pixel under half coverage (a
/// GIF pixel is opaque or not) and stores each frame whole, the one before disposed to the
/// background, since a changed rectangle drawn over the last frame cannot clear a pixel.
public final class AnimatedGIFWriter: AnimatedClipWriter {
    /// Why encoding failed: a bad size, a frame out of order, or a library call failing.
    public struct EncodingError: Error, CustomStringConvertible {
        /// A one-line explanation, with the library's own message where it gave one.
        public let description: String
    }

    /// Frame width in pixels, 1…65535; every added pixmap must match it.
    public let width: Int
    /// Frame height in pixels, 1…65535; every added pixmap must match it.
    public let height: Int
    /// Frames added so far; `finish` refuses a clip with none.
    public var frameCount: Int { frames.count }
    /// Quality 0…100 (libimagequant's): lower trades colours for size.
    private let quality: Int
    private var frames: [(rgba: [UInt8], milliseconds: Int)] = []
    /// Whether pixels under half coverage become the transparent index (else alpha is ignored).
    public let isTransparent: Bool
    /// The palette entry transparent pixels map to, once quantised.
    private var transparentIndex: Int?

    /// A writer of `width × height` frames; `quality` (0…100, default 90) is the least quality
    /// libimagequant aims for; `transparent` keeps the frames' transparency.
    public init(width: Int, height: Int, quality: Double? = nil, transparent: Bool = false) throws {
        isTransparent = transparent
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw EncodingError(description: "GIF frames must be 1…65535 pixels a side, not \(width)x\(height)")
        }
        self.width = width
        self.height = height
        self.quality = Int(min(max(quality ?? 90, 0), 100))
    }

    /// Adds `pixmap`, shown from `milliseconds` (after the previous frame's time) until the next.
    public func add(_ pixmap: Pixmap, at milliseconds: Int) throws {
        guard pixmap.width == width, pixmap.height == height else {
            throw EncodingError(description: "frame is \(pixmap.width)x\(pixmap.height), the clip \(width)x\(height)")
        }
        if let last = frames.last, milliseconds <= last.milliseconds {
            throw EncodingError(description: "frame at \(milliseconds) ms does not follow the one at \(last.milliseconds) ms")
        }
        var rgba = PNGFile.straightRGBA(pixmap)
        if isTransparent {
            // GIF has no partial alpha: each pixel is opaque, or the transparent index.
            for offset in stride(from: 0, to: rgba.count, by: 4) {
                if rgba[offset + 3] < 128 {
                    rgba[offset] = 0; rgba[offset + 1] = 0; rgba[offset + 2] = 0; rgba[offset + 3] = 0
                } else {
                    rgba[offset + 3] = 255
                }
            }
        }
        frames.append((rgba, milliseconds))
    }

    /// Quantises and writes every frame to `path` (atomically); the last frame shows until
    /// `endMilliseconds`.
    public func finish(endingAt endMilliseconds: Int, to path: String) throws {
        guard !frames.isEmpty else { throw EncodingError(description: "a GIF needs at least one frame") }
        let (palette, indexed) = try quantize()
        var bytes: [UInt8] = []
        try encode(palette: palette, frames: indexed, end: endMilliseconds, into: &bytes)
        try AtomicFile.write(bytes, to: path)
    }

    // MARK: Palette

    /// One palette for every frame, and each frame remapped to it (a byte per pixel).
    private func quantize() throws -> (palette: [GifColorType], frames: [[UInt8]]) {
        guard let attributes = liq_attr_create() else { throw EncodingError(description: "liq_attr_create failed") }
        defer { liq_attr_destroy(attributes) }
        liq_set_quality(attributes, 0, Int32(quality))
        // Speed 4 of 1…10: libimagequant's default, good for animation.
        liq_set_speed(attributes, 4)
        guard let histogram = liq_histogram_create(attributes) else { throw EncodingError(description: "liq_histogram_create failed") }
        defer { liq_histogram_destroy(histogram) }
        // Every frame contributes its colours (a sample of rows for long clips keeps this fast).
        let stride = max(1, frames.count / 64)
        for index in Swift.stride(from: 0, to: frames.count, by: stride) {
            try frames[index].rgba.withUnsafeBufferPointer { pixels in
                guard let base = pixels.baseAddress,
                      let image = liq_image_create_rgba(attributes, base, Int32(width), Int32(height), 0) else {
                    throw EncodingError(description: "liq_image_create_rgba failed")
                }
                defer { liq_image_destroy(image) }
                try check(liq_histogram_add_image(histogram, attributes, image), "liq_histogram_add_image")
            }
        }
        var result: OpaquePointer?
        try check(liq_histogram_quantize(histogram, attributes, &result), "liq_histogram_quantize")
        guard let result else { throw EncodingError(description: "liq_histogram_quantize gave no palette") }
        defer { liq_result_destroy(result) }
        // Some dithering smooths gradients; full Floyd–Steinberg would shimmer between frames.
        liq_set_dithering_level(result, 0.5)
        var remapped: [[UInt8]] = []
        remapped.reserveCapacity(frames.count)
        for frame in frames {
            var indices = [UInt8](repeating: 0, count: width * height)
            try frame.rgba.withUnsafeBufferPointer { pixels in
                guard let base = pixels.baseAddress,
                      let image = liq_image_create_rgba(attributes, base, Int32(width), Int32(height), 0) else {
                    throw EncodingError(description: "liq_image_create_rgba failed")
                }
                defer { liq_image_destroy(image) }
                try indices.withUnsafeMutableBytes { buffer in
                    guard let base = buffer.baseAddress else { return }
                    try check(liq_write_remapped_image(result, image, base, buffer.count), "liq_write_remapped_image")
                }
            }
            remapped.append(indices)
        }
        guard let liqPalette = liq_get_palette(result) else { throw EncodingError(description: "liq_get_palette failed") }
        let count = Int(liqPalette.pointee.count)
        let entries = withUnsafeBytes(of: liqPalette.pointee.entries) { raw in
            (0..<count).map { i in
                GifColorType(Red: raw[i * 4], Green: raw[i * 4 + 1], Blue: raw[i * 4 + 2])
            }
        }
        if isTransparent {
            transparentIndex = withUnsafeBytes(of: liqPalette.pointee.entries) { raw in
                (0..<count).first { raw[$0 * 4 + 3] < 128 }
            }
        }
        return (entries, remapped)
    }

    private func check(_ error: liq_error, _ call: String) throws {
        guard error == LIQ_OK else { throw EncodingError(description: "\(call) failed (libimagequant error \(error.rawValue))") }
    }

    // MARK: File

    /// Writes the GIF into `bytes` through giflib's output callback.
    private func encode(palette: [GifColorType], frames indexed: [[UInt8]], end: Int, into bytes: inout [UInt8]) throws {
        var status: Int32 = 0
        let sink = ByteSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        guard let gif = EGifOpen(context, { file, data, length in
            guard let file, let data, length > 0 else { return 0 }
            let sink = Unmanaged<ByteSink>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return length
        }, &status) else {
            throw EncodingError(description: "EGifOpen failed: \(Self.message(status))")
        }
        var closed = false
        defer { if !closed { var ignored: Int32 = 0; EGifCloseFile(gif, &ignored) } }
        EGifSetGifVersion(gif, true)
        // A palette size is a power of two (2…256).
        var bits: Int32 = 1
        while (1 << bits) < palette.count { bits += 1 }
        var colours = palette + [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: (1 << bits) - palette.count)
        guard let map = colours.withUnsafeMutableBufferPointer({ GifMakeMapObject(1 << bits, $0.baseAddress) }) else {
            throw EncodingError(description: "GifMakeMapObject failed")
        }
        defer { GifFreeMapObject(map) }
        try giflib(EGifPutScreenDesc(gif, Int32(width), Int32(height), bits, 0, map), gif, "EGifPutScreenDesc")
        // NETSCAPE2.0: loop forever.
        var application = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        try giflib(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), gif, "EGifPutExtensionLeader")
        try giflib(EGifPutExtensionBlock(gif, Int32(application.count), &application), gif, "EGifPutExtensionBlock")
        try giflib(EGifPutExtensionBlock(gif, Int32(loop.count), &loop), gif, "EGifPutExtensionBlock")
        try giflib(EGifPutExtensionTrailer(gif), gif, "EGifPutExtensionTrailer")

        // Delays are whole centiseconds: each frame's end is rounded, so errors never add up.
        // Viewers show a delay under 2 cs as 10 cs, so a frame that would end sooner (a clip
        // above 50 fps) is left out and the next one shows in its time.
        var shownCentiseconds = 0
        var index = 0
        var lastStored: Int?
        while index < indexed.count {
            // Frames equal to the one shown add to its time instead of being stored again.
            var next = index + 1
            while next < indexed.count, indexed[next] == indexed[index] { next += 1 }
            let isLast = next >= indexed.count
            let endTime = isLast ? max(end, frames[index].milliseconds + 20) : frames[next].milliseconds
            let endCentiseconds = Int((Double(endTime - frames[0].milliseconds) / 10).rounded())
            guard endCentiseconds - shownCentiseconds >= 2 || isLast else {
                index = next
                continue
            }
            let delay = max(endCentiseconds - shownCentiseconds, 2)
            shownCentiseconds += delay
            let whole = (x: 0, y: 0, width: width, height: height)
            let box = isTransparent ? whole : lastStored.map { changedBox(indexed[$0], indexed[index]) } ?? whole
            lastStored = index
            var control = GraphicsControlBlock(DisposalMode: isTransparent ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
                                               DelayTime: Int32(delay), TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
            var extensionBytes = [UInt8](repeating: 0, count: 4)
            _ = EGifGCBToExtension(&control, &extensionBytes)
            try giflib(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &extensionBytes), gif, "EGifPutExtension")
            try giflib(EGifPutImageDesc(gif, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height), false, nil),
                       gif, "EGifPutImageDesc")
            var row = [GifPixelType](repeating: 0, count: box.width)
            for y in box.y..<(box.y + box.height) {
                let start = y * width + box.x
                for x in 0..<box.width { row[x] = indexed[index][start + x] }
                try giflib(EGifPutLine(gif, &row, Int32(box.width)), gif, "EGifPutLine")
            }
            index = next
        }
        closed = true
        var closeStatus: Int32 = 0
        guard EGifCloseFile(gif, &closeStatus) == GIF_OK else {
            throw EncodingError(description: "EGifCloseFile failed: \(Self.message(closeStatus))")
        }
        bytes = sink.bytes
    }

    /// The smallest rectangle holding every pixel that differs between `a` and `b` (at least
    /// one pixel: a GIF frame cannot be empty).
    private func changedBox(_ a: [UInt8], _ b: [UInt8]) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < width {
                if a[row + x] != b[row + x] {
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = max(maxY, y)
                }
                x += 1
            }
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    private func giflib(_ result: Int32, _ gif: UnsafeMutablePointer<GifFileType>, _ call: String) throws {
        guard result == GIF_OK else { throw EncodingError(description: "\(call) failed: \(Self.message(gif.pointee.Error))") }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// Collects what giflib writes.
private final class ByteSink {
    var bytes: [UInt8] = []
}
