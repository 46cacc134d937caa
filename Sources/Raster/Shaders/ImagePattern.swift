import Geometry

/// An image as a paint: `image` placed in the user space of the shape by `frame`, sampled with
/// bilinear filtering (edges clamped), so it can be scaled, rotated or skewed by any transform.
public struct ImagePattern: Sendable {
    /// The pixels, premultiplied.
    public let image: Pixmap
    /// Where the whole image lands, in user space.
    public let frame: Rect

    /// Nil for an empty or non-finite frame.
    public init?(image: Pixmap, frame: Rect) {
        guard frame.isFinite, !frame.isEmpty else { return nil }
        self.image = image
        self.frame = frame
    }

    /// Maps user space to image pixel space (pixel centres at half-integers).
    var userToImage: Transform {
        Transform.translation(x: -frame.minX, y: -frame.minY)
            .concatenating(.scale(x: Double(image.width) / frame.width, y: Double(image.height) / frame.height))
    }
}
