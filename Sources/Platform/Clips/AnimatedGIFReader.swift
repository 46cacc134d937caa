import CGIF
import Raster

/// Decodes an animated GIF into its frames as a viewer shows them (each image drawn over the
/// last, opaque) and when each stops showing: how GIF clips are checked against `render`.
public enum AnimatedGIFReader {
    /// One shown frame: the whole canvas after the image was drawn (opaque), ending after the
    /// delays so far (GIF delays are centiseconds).
    public typealias Frame = ClipFrame

    /// Why a file could not be decoded.
    public struct DecodingError: Error, CustomStringConvertible {
        /// giflib's message, with the file.
        public let description: String
    }

    /// Every frame of the GIF at `path`.
    public static func read(_ path: String) throws -> [Frame] {
        var status: Int32 = 0
        guard let gif = DGifOpenFileName(path, &status) else {
            throw DecodingError(description: "cannot open \(path): \(GifErrorString(status).map { String(cString: $0) } ?? "\(status)")")
        }
        defer { DGifCloseFile(gif, &status) }
        guard DGifSlurp(gif) == GIF_OK else {
            throw DecodingError(description: "cannot decode \(path): \(GifErrorString(gif.pointee.Error).map { String(cString: $0) } ?? "")")
        }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        guard var canvas = Pixmap(width: width, height: height) else {
            throw DecodingError(description: "\(path) is \(width)x\(height): too large")
        }
        var frames: [Frame] = []
        var elapsed = 0
        for index in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[index]
            let description = image.ImageDesc
            guard let map = description.ColorMap ?? gif.pointee.SColorMap, let raster = image.RasterBits else {
                throw DecodingError(description: "\(path): image \(index) has no colours or no pixels")
            }
            var control = GraphicsControlBlock()
            control.TransparentColor = NO_TRANSPARENT_COLOR
            let hasControl = DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK
            let colours = Int(map.pointee.ColorCount)
            for y in 0..<Int(description.Height) {
                for x in 0..<Int(description.Width) {
                    let entryIndex = Int(raster[y * Int(description.Width) + x])
                    // The transparent index leaves what is under it; an index past the map is not a colour.
                    guard entryIndex != Int(control.TransparentColor), entryIndex < colours else { continue }
                    let entry = map.pointee.Colors[entryIndex]
                    let cx = Int(description.Left) + x, cy = Int(description.Top) + y
                    guard cx < width, cy < height else { continue }
                    canvas[cx, cy] = PremultipliedColor(alpha: 255, red: entry.Red, green: entry.Green, blue: entry.Blue)
                }
            }
            if hasControl { elapsed += Int(control.DelayTime) * 10 }
            frames.append(Frame(pixmap: canvas, endMilliseconds: elapsed))
            if control.DisposalMode == DISPOSE_BACKGROUND {
                // The frame's area goes back to the (transparent) background before the next.
                for y in Int(description.Top)..<min(Int(description.Top) + Int(description.Height), height) {
                    for x in Int(description.Left)..<min(Int(description.Left) + Int(description.Width), width) {
                        canvas[x, y] = PremultipliedColor(alpha: 0, red: 0, green: 0, blue: 0)
                    }
                }
            }
        }
        return frames
    }
}
