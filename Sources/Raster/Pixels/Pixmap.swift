import RasterKernels
import Geometry

/// A premultiplied ARGB8888 image in device pixels, laid out row by row without padding, in the
/// exact byte order of SDL's `SDL_PIXELFORMAT_ARGB8888` streaming texture: uploading a frame is a
/// single copy with no per-pixel conversion.
///
/// Invariants: `width ≥ 1`, `height ≥ 1`, `pixels.count == width × height`.
public struct Pixmap: Sendable {
    /// The largest side accepted, in pixels; well beyond any real window, small enough that
    /// `width × height × 4` cannot overflow.
    public static let maximumSide = 16_384

    /// Columns, 1 … `maximumSide`.
    public let width: Int
    /// Rows, 1 … `maximumSide`.
    public let height: Int
    /// Packed premultiplied pixels (`0xAARRGGBB`, see `PremultipliedColor`).
    public var pixels: [UInt32]

    /// Device pixels one pixmap may hold: 8192 × 8192 (256 MB), the limit of every frame, in the
    /// window and headless alike. A 16384 × 16384 frame would take 1 GB and many seconds per
    /// draw; nobody's display has that many pixels.
    public static let maximumPixels = 8192 * 8192

    /// A transparent pixmap; nil when either side is < 1 or > `maximumSide`, or the area is
    /// more than `maximumPixels`.
    public init?(width: Int, height: Int) {
        guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height),
              width * height <= Pixmap.maximumPixels else {
            return nil
        }
        self.width = width
        self.height = height
        pixels = Array(repeating: 0, count: width * height)
    }

    /// Bytes from one row to the next.
    public var rowBytes: Int { width * 4 }

    /// The whole pixmap as an integer rectangle.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at column `x`, row `y` (both must be inside: no bounds clamping).
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get { PremultipliedColor(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// Fills every pixel with `color`, replacing what was there (no blending).
    public mutating func fill(_ color: PremultipliedColor) {
        let value = color.packed
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            pixel_fill(base, value, buffer.count)
        }
    }

    /// Fills `rect` (clipped to the pixmap) with `color`, replacing what was there.
    public mutating func fill(_ rect: IntRect, with color: PremultipliedColor) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let value = color.packed
        let w = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if r.width == w {
                // Whole rows are one contiguous run.
                pixel_fill(base + r.minY * w, value, r.height * w)
                return
            }
            for y in r.minY..<r.maxY {
                pixel_fill(base + y * w + r.minX, value, r.width)
            }
        }
    }
}
