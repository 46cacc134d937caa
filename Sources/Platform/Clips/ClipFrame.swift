import Raster

/// One frame of a decoded clip (animated WebP or GIF) as a viewer shows it: the whole canvas,
/// and when it stops showing. How clips are checked against `render`.
public struct ClipFrame {
    /// The frame's pixels at the clip's canvas size, premultiplied.
    public let pixmap: Pixmap
    /// When the frame ends, in milliseconds from the start of the clip.
    public let endMilliseconds: Int

    /// A frame of `pixmap` shown until `endMilliseconds`.
    public init(pixmap: Pixmap, endMilliseconds: Int) {
        self.pixmap = pixmap
        self.endMilliseconds = endMilliseconds
    }
}

/// What an animated-clip encoder does: frames with their display times in, a file out
/// (atomically). `record` writes every kind of clip through it.
public protocol AnimatedClipWriter: AnyObject {
    /// Adds `pixmap`, shown from `milliseconds` (after the previous frame's time).
    func add(_ pixmap: Pixmap, at milliseconds: Int) throws
    /// Writes the clip to `path`; the last frame shows until `endMilliseconds`.
    func finish(endingAt endMilliseconds: Int, to path: String) throws
}
