import Geometry
import RasterKernels

/// Blends a bilinearly filtered image through coverage with the raster kernels (`rk_shade_image`):
/// the turned text of a thrown card draws its bitmap through here on every frame, where the
/// Swift `ImageBlitter` cost a fifth of a HiDPI frame. Each pixel is the one `ImageBlitter`, which
/// stays the reference, gives it, to the bit; a pixel whose four texels are all clear is left
/// untouched without blending.
struct FilteredImageBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowPixels: Int
    /// The texels (valid for the draw), the device-to-image mapping and the paint's opacity.
    let image: rk_image

    /// `texels` holds `imageWidth × imageHeight` premultiplied pixels (both ≥ 1); `opacity` is
    /// 0…255.
    init(pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int, texels: UnsafePointer<UInt32>, imageWidth: Int,
         imageHeight: Int, deviceToImage t: Transform, opacity: UInt32) {
        self.pixels = pixels
        self.rowPixels = rowPixels
        image = rk_image(texels: texels, width: Int32(imageWidth), height: Int32(imageHeight),
                         a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty, opacity: opacity)
    }

    func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard let levels = coverage.baseAddress else { return }
        withUnsafePointer(to: image) { image in
            rk_shade_image(image, pixels + y * rowPixels + x, Int32(x), Int32(y), Int32(coverage.count), levels, 0)
        }
    }

    func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        withUnsafePointer(to: image) { image in
            rk_shade_image(image, pixels + y * rowPixels + x, Int32(x), Int32(y), Int32(length), nil, coverage)
        }
    }
}
