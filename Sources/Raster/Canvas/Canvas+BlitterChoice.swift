import Geometry
import RasterKernels

// Which blitter a paint draws with, through the clip's coverage masks when there are any.
extension Canvas {
    /// Fills a closed-form shape (device space) with `paint` under the clip.
    func fill(_ shape: AnalyticShape, with paint: Paint) {
        let clip = state.clip
        guard !clip.isEmpty else { return }
        let rasterizer = analyticRasterizer
        if withSolidBlitter(for: paint, { shape.render(rasterizer, clip: clip, into: &$0) }) { return }
        withClippedBlitter(for: paint, plain: { shape.render(rasterizer, clip: clip, into: &$0) },
                           clipped: { shape.render(rasterizer, clip: clip, into: &$0) })
    }

    /// Hands `body` a solid blitter when `paint` is a solid colour and no path clip is active, and
    /// returns true (having drawn nothing for a colour that ends up transparent); false otherwise,
    /// for the general route.
    func withSolidBlitter(for paint: Paint, _ body: (inout SolidBlitter) -> Void) -> Bool {
        guard state.clipDepth == 0, case .solid(let color) = paint.shader else { return false }
        let premultiplied = Paint.premultipliedSolid(color, opacity: paint.drawnOpacity)
        guard premultiplied >> 24 != 0 else { return true }
        let width = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var blitter = SolidBlitter(pixels: base, rowPixels: width, color: premultiplied)
            body(&blitter)
        }
        return true
    }

    /// Lends a gradient's colour table to the blitter `make` builds, for one draw: no copy and no
    /// reference counting per span.
    func withBorrowedTable(_ table: [UInt32], _ body: (inout AnyBlitter) -> Void,
                                   make: (UnsafePointer<UInt32>) -> AnyBlitter) {
        table.withUnsafeBufferPointer { buffer in
            guard let entries = buffer.baseAddress else { return }
            var blitter = make(entries)
            body(&blitter)
        }
    }

    /// Builds the blitter for `paint` over the pixmap and hands it to `body`.
    func withBlitter(for paint: Paint, _ body: (inout AnyBlitter) -> Void) {
        let opacity = paint.drawnOpacity
        let opacity8 = Color.quantizeAlpha(opacity)
        let transform = state.transform
        let width = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            switch paint.shader {
            case .solid(let color):
                let premultiplied = Paint.premultipliedSolid(color, opacity: opacity)
                if premultiplied >> 24 == 0 { return }
                var blitter = AnyBlitter.solid(SolidBlitter(pixels: base, rowPixels: width, color: premultiplied))
                body(&blitter)
            case .linearGradient(let gradient):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                // t(u) = dot(u − start, d) / |d|², with u = inverse(device point).
                let d = gradient.end - gradient.start
                let lengthSquared = d.x * d.x + d.y * d.y
                let nx = lengthSquared > 0 ? d.x / lengthSquared : 0
                let ny = lengthSquared > 0 ? d.y / lengthSquared : 0
                let dtdx = inverse.a * nx + inverse.b * ny
                let dtdy = inverse.c * nx + inverse.d * ny
                let t0 = (inverse.tx - gradient.start.x) * nx + (inverse.ty - gradient.start.y) * ny
                var blitter = AnyBlitter.gradient(GradientBlitter(pixels: base, rowPixels: width, gradient: gradient,
                                                                  dtdx: dtdx, dtdy: dtdy, t0: t0, opacity: opacity8))
                body(&blitter)
            case .radialGradient(let gradient):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                withBorrowedTable(gradient.ramp.table, body) { entries in
                    .radial(CentredGradientBlitter(
                        pixels: base, rowPixels: width, table: entries, mapping: gradient.mapping, spread: gradient.spread,
                        space: PixelToGradientSpace(inverse: inverse, center: gradient.center, unit: gradient.radius),
                        opacity: opacity8))
                }
            case .angularGradient(let gradient):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                withBorrowedTable(gradient.ramp.table, body) { entries in
                    .angular(AngularGradientBlitter(
                        pixels: base, rowPixels: width, table: entries, mapping: gradient.mapping, spread: gradient.spread,
                        space: PixelToGradientSpace(inverse: inverse, center: gradient.center, unit: 1),
                        opacity: opacity8))
                }
            case .image(let pattern):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                pattern.image.pixels.withUnsafeBufferPointer { texels in
                    guard let texelBase = texels.baseAddress else { return }
                    var blitter = AnyBlitter.image(FilteredImageBlitter(
                        pixels: base, rowPixels: width, texels: texelBase, imageWidth: pattern.image.width,
                        imageHeight: pattern.image.height, deviceToImage: inverse.concatenating(pattern.userToImage),
                        opacity: opacity8))
                    body(&blitter)
                }
            }
        }
    }
}
