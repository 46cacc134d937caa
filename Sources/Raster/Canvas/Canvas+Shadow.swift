import Geometry

extension Canvas {
    /// Draws the shadow `path` would cast if filled: its coverage moved by `offset` (user-space
    /// points), blurred, painted in `color`. `radius` is the blur radius in points, as SwiftUI's
    /// `shadow(radius:)` and CALayer's `shadowRadius`: a Gaussian of standard deviation radius ÷ 2.
    /// The shape itself is not drawn; draw it afterwards on top.
    public func fillShadow(of path: Path, color: Color, radius: Double, offset: Point = .zero) {
        guard radius.isFinite, offset.x.isFinite, offset.y.isFinite else { return }
        let scale = transform.maxScale
        let sigma = max(radius, 0) / 2 * scale
        let shadowTransform = Transform.translation(x: offset.x, y: offset.y).concatenating(transform)
        polygons.removeAll()
        path.flatten(transform: shadowTransform, tolerance: flatteningTolerance, into: &polygons)
        guard !polygons.isEmpty else { return }
        // The blur spreads coverage by about 3σ: rasterize that much beyond the clip too, so
        // geometry just outside still shades the inside. The clip without the damage limit, so
        // that a shadow repainted in part has the pixels of the whole.
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let clip = rasterClipBounds
        let reach = IntRect(x: clip.x - margin, y: clip.y - margin, width: clip.width + 2 * margin, height: clip.height + 2 * margin)
        let shape = IntRect(enclosing: polygons.bounds)
        let area = IntRect(x: shape.x - margin, y: shape.y - margin,
                           width: shape.width + 2 * margin, height: shape.height + 2 * margin).intersection(reach)
        guard !area.isEmpty, !area.intersection(clipBounds).isEmpty else { return }
        let count = area.width * area.height
        reserveBlurScratch(count: count, width: area.width)
        if shadowMask.count < count { shadowMask = Array(repeating: 0, count: blurScratch.count) }
        rasterizer.reset(bounds: area)
        rasterizer.add(polygons)
        shadowMask.withUnsafeMutableBufferPointer { maskBuffer in
            blurScratch.withUnsafeMutableBufferPointer { scratchBuffer in
                blurSums.withUnsafeMutableBufferPointer { sumsBuffer in
                    guard let mask = maskBuffer.baseAddress, let scratch = scratchBuffer.baseAddress,
                          let sums = sumsBuffer.baseAddress else { return }
                    mask.update(repeating: 0, count: count)
                    var writer = MaskBlitter(values: mask, width: area.width, originX: area.x, originY: area.y)
                    rasterizer.sweep(fillRule: .nonZero, into: &writer)
                    BoxBlur.blur(mask, scratch: scratch, sums: sums, width: area.width, height: area.height, sigma: sigma)
                    draw(UnsafeBufferPointer(start: mask, count: count), width: area.width, height: area.height,
                         atDeviceX: area.x, y: area.y, with: .solid(color))
                }
            }
        }
    }
}

/// A shadow rendered once and drawn again for as long as its shape, blur and device scale stay
/// the same: a blur is the most expensive thing the canvas does, and a resting shadow under a
/// changing region would otherwise be blurred again on every frame.
///
/// The mask is made for the transform's linear part and the fractional part of its translation,
/// so a shadow that moves by whole device pixels is reused as it is.
public struct ShadowImage: Sendable {
    /// Blurred coverage.
    public let mask: AlphaMask
    /// The mask's top-left relative to the whole-pixel part of the transform's translation.
    public let originX: Int
    /// The mask's top edge relative to the whole-pixel part of the transform's translation.
    public let originY: Int
    /// What the mask was made for (see `ShadowImage.Key`).
    public let key: Key
    /// A rectangle of mask pixels (mask coordinates) that are all fully covered, empty when
    /// there is none: resampling fills it without sampling.
    public var solidInterior = IntRect.empty
    /// Whether the mask's first and last rows and columns are all 0 (a whole blur, whose margin
    /// lies beyond its reach): a sample with a tap outside the mask is then 0, which lets
    /// resampling take every sample eight at a time.
    public var hasClearBorder = false

    /// Everything the blurred pixels depend on, except the whole-pixel translation.
    public struct Key: Hashable, Sendable {
        /// The outline's bounds in user space.
        public var bounds: Rect
        /// The blur radius in points.
        public var radius: Double
        /// The shadow's offset from the shape, in user-space points.
        public var offset: Point
        /// The linear part of the transform the mask was rendered under.
        public var a: Double, b: Double, c: Double, d: Double
        /// The fractional part (0 ≤ f < 1) of the transform's translation, in device pixels.
        public var fractionX: Double, fractionY: Double
        /// Distinguishes shapes with equal bounds (a change of corner radius, say).
        public var version: Int
    }

    /// The key for `path`'s shadow under `transform`; `version` is bumped by the owner when the
    /// outline changes without its bounds changing.
    public static func key(for path: Path, radius: Double, offset: Point, transform: Transform, version: Int) -> Key {
        Key(bounds: path.bounds, radius: radius, offset: offset, a: transform.a, b: transform.b, c: transform.c, d: transform.d,
            fractionX: transform.tx - transform.tx.rounded(.down), fractionY: transform.ty - transform.ty.rounded(.down),
            version: version)
    }
}

extension Canvas {
    /// Grows the blur's scratch to hold `count` pixels and the sums for `width` columns, by half
    /// again at least, so that a shadow growing a little each frame reallocates rarely.
    private func reserveBlurScratch(count: Int, width: Int) {
        if blurScratch.count < count { blurScratch = Array(repeating: 0, count: max(count, blurScratch.count * 3 / 2)) }
        let sums = BoxBlur.sumsPerColumn * width
        if blurSums.count < sums { blurSums = Array(repeating: 0, count: max(sums, blurSums.count * 3 / 2)) }
    }

    /// Renders `path`'s whole shadow (not limited by the clip) for drawing under `transform`;
    /// nil when it covers nothing or the sizes are not finite.
    public func makeShadow(of path: Path, radius: Double, offset: Point, version: Int = 0) -> ShadowImage? {
        var storage: [UInt8] = []
        return makeShadow(of: path, radius: radius, offset: offset, version: version, reusing: &storage)
    }

    /// `makeShadow` into `storage`'s memory (a dropped shadow's pixels, uniquely held), which the
    /// image takes over (`storage` is left empty); when it is large enough the mask allocates
    /// nothing. Without an image `storage` is left as it was.
    public func makeShadow(of path: Path, radius: Double, offset: Point, version: Int = 0,
                           reusing storage: inout [UInt8]) -> ShadowImage? {
        makeShadow(of: path, radius: radius, offset: offset, version: version, reusing: &storage, within: nil)
    }

    /// `makeShadow`, its pixels exact only within `limit` (device pixels under the current
    /// transform; nil: everywhere): geometry within three deviations of it is rasterized, the
    /// rest is not, as `fillShadow` does with the clip.
    private func makeShadow(of path: Path, radius: Double, offset: Point, version: Int,
                            reusing storage: inout [UInt8], within limit: IntRect?) -> ShadowImage? {
        guard radius.isFinite, offset.x.isFinite, offset.y.isFinite, transform.isFinite else { return nil }
        let key = ShadowImage.key(for: path, radius: radius, offset: offset, transform: transform, version: version)
        let local = Transform(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                              tx: key.fractionX, ty: key.fractionY)
        let sigma = max(radius, 0) / 2 * transform.maxScale
        polygons.removeAll()
        path.flatten(transform: Transform.translation(x: offset.x, y: offset.y).concatenating(local),
                     tolerance: flatteningTolerance, into: &polygons)
        guard !polygons.isEmpty else { return nil }
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let shape = IntRect(enclosing: polygons.bounds)
        var area = IntRect(x: shape.x - margin, y: shape.y - margin, width: shape.width + 2 * margin, height: shape.height + 2 * margin)
        if let limit {
            // The limit is in device pixels; the mask's are relative to the whole-pixel translation.
            let wholeX = Int(transform.tx.rounded(.down)), wholeY = Int(transform.ty.rounded(.down))
            area = area.intersection(IntRect(x: limit.x - wholeX - margin, y: limit.y - wholeY - margin,
                                             width: limit.width + 2 * margin, height: limit.height + 2 * margin))
        }
        // A shadow larger than the largest pixmap cannot be drawn whole; the clip-limited path does it.
        guard !area.isEmpty, area.width <= Pixmap.maximumSide * 2, area.height <= Pixmap.maximumSide * 2 else { return nil }
        let count = area.width * area.height
        var values: [UInt8] = []
        swap(&values, &storage)
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: count))
        reserveBlurScratch(count: count, width: area.width)
        rasterizer.reset(bounds: area)
        rasterizer.add(polygons)
        values.withUnsafeMutableBufferPointer { maskBuffer in
            blurScratch.withUnsafeMutableBufferPointer { scratchBuffer in
                blurSums.withUnsafeMutableBufferPointer { sumsBuffer in
                    guard let mask = maskBuffer.baseAddress, let temporary = scratchBuffer.baseAddress,
                          let columnSums = sumsBuffer.baseAddress else { return }
                    var writer = MaskBlitter(values: mask, width: area.width, originX: area.x, originY: area.y)
                    rasterizer.sweep(fillRule: .nonZero, into: &writer)
                    BoxBlur.blur(mask, scratch: temporary, sums: columnSums, width: area.width, height: area.height, sigma: sigma)
                }
            }
        }
        guard let mask = AlphaMask(width: area.width, height: area.height, values: values) else { return nil }
        var image = ShadowImage(mask: mask, originX: area.x, originY: area.y, key: key)
        image.solidInterior = Self.solidInterior(of: mask)
        image.hasClearBorder = Self.hasClearBorder(mask)
        return image
    }

    /// Makes `path`'s shadow for drawing under `transform` in the canvas's own blur scratch and
    /// hands it to `body`, for a blur drawn once and not kept (an outline that changes every
    /// frame): the scratch, kept from frame to frame, spares the allocation. `body` gets nil
    /// when the shadow covers nothing; the image must not outlive it.
    ///
    /// The shadow is for drawing resampled (`drawResampled`) under `drawing` within the current
    /// clip: only the part those pixels sample is made (a growing background far larger than
    /// the window is blurred where it shows).
    public func withScratchShadow<R>(of path: Path, radius: Double, offset: Point, version: Int = 0,
                                     forDrawingUnder drawing: Transform, _ body: (ShadowImage?) -> R) -> R {
        var storage: [UInt8] = []
        swap(&storage, &shadowMask)
        // The clip in the blur's device space, two pixels wider for the taps.
        var limit: IntRect?
        if let inverse = drawing.inverted() {
            let box = inverse.concatenating(transform).apply(clipBounds.rect)
            if abs(box.minX) < 1e9, abs(box.maxX) < 1e9, abs(box.minY) < 1e9, abs(box.maxY) < 1e9 {
                let enclosing = IntRect(enclosing: box)
                limit = IntRect(x: enclosing.x - 2, y: enclosing.y - 2, width: enclosing.width + 4, height: enclosing.height + 4)
            }
        }
        let image = makeShadow(of: path, radius: radius, offset: offset, version: version, reusing: &storage, within: limit)
        let result = body(image)
        // The image took the storage over: it comes back from the image, or was left untouched.
        shadowMask = image?.mask.values ?? storage
        return result
    }

    /// Makes `path`'s shadow in the scratch (`withScratchShadow`) and draws it with `draw`, piece by
    /// piece around the shadow hole (`withShadowHole`): the clip less the hole is at most four
    /// bands, and each is blurred on its own under a drawing limit to it, so the inside of a large
    /// opaque shape — a menu background growing to fill the window — is never blurred. A blur
    /// limited to a piece has the whole shadow's pixels there, so the drawing is the same.
    ///
    /// `draw` draws an image under the current clip; false from it (the transform does not suit
    /// it, whatever the piece) stops before anything is drawn and returns false; a band the shadow
    /// does not reach, and a hole over the whole clip, draw nothing and count as drawn.
    public func drawScratchShadow(of path: Path, radius: Double, offset: Point, version: Int = 0,
                                  forDrawingUnder drawing: Transform, _ draw: (ShadowImage) -> Bool) -> Bool {
        let clip = clipBounds, hole = shadowHole.inscribed.intersection(clipBounds)
        // A hole over the whole clip leaves nothing of the shadow to see.
        if hole == clip { return true }
        // A blur so wide that a band of it may be refused as larger than any pixmap (with some
        // bands drawn, no fallback would draw the rest) is made whole, as before bands.
        let reach = 1.5 * max(radius, 0) * transform.maxScale
        guard !hole.isEmpty, reach < Double(Pixmap.maximumSide) / 2 else {
            return withScratchShadow(of: path, radius: radius, offset: offset, version: version, forDrawingUnder: drawing) { image in
                image.map(draw) ?? false
            }
        }
        var refused = false
        // Each band in turn (no array of them: a growing shadow must not allocate per frame).
        func drawPiece(_ piece: IntRect) {
            guard !refused else { return }
            // Saved and restored: `draw` may leave its own transform set.
            save()
            limitDrawing(toDevice: piece)
            let drew: Bool? = withScratchShadow(of: path, radius: radius, offset: offset, version: version,
                                                forDrawingUnder: drawing) { image in image.map(draw) }
            restore()
            if drew == false { refused = true }
        }
        clip.forEachPiece(around: hole, drawPiece)
        // A band the shadow does not reach has nothing to draw: drawn, as far as the caller goes.
        return !refused
    }

    /// Whether `mask`'s first and last rows and columns are all 0.
    static func hasClearBorder(_ mask: AlphaMask) -> Bool {
        let width = mask.width, height = mask.height
        return mask.values.withUnsafeBufferPointer { values in
            for x in 0..<width where values[x] != 0 || values[(height - 1) * width + x] != 0 { return false }
            for y in 0..<height where values[y * width] != 0 || values[y * width + width - 1] != 0 { return false }
            return true
        }
    }

    /// A rectangle of `mask` that is all 255: the run of 255 through the centre, down the centre
    /// column and along the centre row, shrunk evenly until every pixel in it is 255 (a blurred
    /// rounded shape saturates in a rounded region, so its corners cut the cross's rectangle).
    static func solidInterior(of mask: AlphaMask) -> IntRect {
        let width = mask.width, height = mask.height
        guard width > 2, height > 2 else { return .empty }
        return mask.values.withUnsafeBufferPointer { values -> IntRect in
            let cx = width / 2, cy = height / 2
            guard values[cy * width + cx] == 255 else { return .empty }
            var left = cx, right = cx + 1, top = cy, bottom = cy + 1
            while left > 0 && values[cy * width + left - 1] == 255 { left -= 1 }
            while right < width && values[cy * width + right] == 255 { right += 1 }
            while top > 0 && values[(top - 1) * width + cx] == 255 { top -= 1 }
            while bottom < height && values[bottom * width + cx] == 255 { bottom += 1 }
            func isSolid(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
                for y in y0..<y1 {
                    for x in x0..<x1 where values[y * width + x] != 255 { return false }
                }
                return true
            }
            let step = max(1, min(right - left, bottom - top) / 32)
            while left < right && top < bottom {
                if isSolid(left, top, right, bottom) { return IntRect(x: left, y: top, width: right - left, height: bottom - top) }
                left += step; right -= step; top += step; bottom -= step
            }
            return .empty
        }
    }

    /// Draws a shadow made by `makeShadow` under the current transform in `color`; false when the
    /// transform no longer matches what it was made for (make it again).
    @discardableResult
    public func draw(_ shadow: ShadowImage, color: Color) -> Bool {
        let t = transform
        guard t.a == shadow.key.a, t.b == shadow.key.b, t.c == shadow.key.c, t.d == shadow.key.d,
              t.tx - t.tx.rounded(.down) == shadow.key.fractionX, t.ty - t.ty.rounded(.down) == shadow.key.fractionY,
              abs(t.tx) < 1e9, abs(t.ty) < 1e9 else { return false }
        draw(shadow.mask, atDeviceX: shadow.originX + Int(t.tx.rounded(.down)), y: shadow.originY + Int(t.ty.rounded(.down)),
             with: .solid(color))
        return true
    }
}
