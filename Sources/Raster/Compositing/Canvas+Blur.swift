import Geometry

/// A drop shadow under a layer's pixels: their coverage moved, blurred and tinted, as After
/// Effects' Drop Shadow effect draws it.
public struct LayerShadow: Sendable, Equatable {
    /// The shadow's colour, its alpha the effect's opacity.
    public var color: Color
    /// How far the shadow falls from the content, in device pixels.
    public var offset: Point
    /// The blur's standard deviation in device pixels (0: a hard shadow).
    public var sigma: Double

    /// A shadow of `color` offset by `offset` and blurred by `sigma` (device pixels).
    public init(color: Color, offset: Point, sigma: Double) {
        self.color = color
        self.offset = offset
        self.sigma = sigma
    }
}

extension Canvas {
    /// Draws `body` through a Gaussian blur of standard deviation `sigma` (device pixels; 0: none)
    /// and, when `shadow` is given, over a drop shadow of its pixels.
    ///
    /// The content is drawn into a layer reaching three standard deviations (and the shadow's
    /// offset) past the clip, so what lies just outside a repainted region still bleeds into
    /// it: a partial repaint equals the same pixels of a full one. Under a path clip the layer
    /// keeps to the clip.
    /// `deviceBounds` bounds what the blurred (and shadowed) content can cover, margins included.
    public func withBlur(sigma: Double, shadow: LayerShadow? = nil, deviceBounds: Rect? = nil, _ body: () -> Void) {
        let blur = sigma.isFinite ? max(sigma, 0) : 0
        let shadowSigma = shadow.map { $0.sigma.isFinite ? max($0.sigma, 0) : 0 } ?? 0
        let reach = shadow.map { max(abs($0.offset.x), abs($0.offset.y)) } ?? 0
        guard blur > 0 || shadow != nil, reach.isFinite else { body(); return }
        var shown = clipBounds
        if let deviceBounds { shown = shown.intersection(IntRect(enclosing: deviceBounds)) }
        guard !shown.isEmpty else { return }
        let margin = state.clipDepth > 0 ? 0 : Int((3 * max(blur, shadowSigma) + reach).rounded(.up)) + 1
        let grown = IntRect(x: shown.x - margin, y: shown.y - margin, width: shown.width + 2 * margin, height: shown.height + 2 * margin)
            .intersection(rasterClipBounds).intersection(IntRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
            .union(shown)
        save()
        state.clip = grown
        guard let region = beginLayer(deviceBounds: nil) else { restore(); return }
        drawInLayer(region: region, body)
        restore()
        let count = region.width * region.height
        if blurPlane.count < count { blurPlane = Array(repeating: 0, count: count) }
        if blurScratch.count < count { blurScratch = Array(repeating: 0, count: count) }
        if blurSums.count < BoxBlur.sumsPerColumn * region.width { blurSums = Array(repeating: 0, count: BoxBlur.sumsPerColumn * region.width) }
        if shadow != nil, shadowMask.count < count { shadowMask = Array(repeating: 0, count: count) }
        let width = pixmap.width
        // The layer is the canvas's pixmap until it ends: blur its channels in place.
        pixmap.pixels.withUnsafeMutableBufferPointer { layerPixels in
            blurPlane.withUnsafeMutableBufferPointer { planeBuffer in
                blurScratch.withUnsafeMutableBufferPointer { scratchBuffer in
                    blurSums.withUnsafeMutableBufferPointer { sumsBuffer in
                        shadowMask.withUnsafeMutableBufferPointer { shadowBuffer in
                            guard let pixels = layerPixels.baseAddress, let plane = planeBuffer.baseAddress,
                                  let scratch = scratchBuffer.baseAddress, let sums = sumsBuffer.baseAddress else { return }
                            if shadow != nil, let alpha = shadowBuffer.baseAddress {
                                // The shadow is the unblurred content's coverage, blurred on its own.
                                for y in 0..<region.height {
                                    let row = pixels + (region.minY + y) * width + region.minX
                                    for x in 0..<region.width { alpha[y * region.width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
                                }
                                if shadowSigma > 0 {
                                    BoxBlur.blur(alpha, scratch: scratch, sums: sums, width: region.width, height: region.height, sigma: shadowSigma)
                                }
                            }
                            guard blur > 0 else { return }
                            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                                for y in 0..<region.height {
                                    let row = pixels + (region.minY + y) * width + region.minX
                                    for x in 0..<region.width { plane[y * region.width + x] = UInt8(truncatingIfNeeded: row[x] >> shift) }
                                }
                                BoxBlur.blur(plane, scratch: scratch, sums: sums, width: region.width, height: region.height, sigma: blur)
                                let keep = ~(UInt32(0xff) << shift)
                                for y in 0..<region.height {
                                    let row = pixels + (region.minY + y) * width + region.minX
                                    for x in 0..<region.width { row[x] = (row[x] & keep) | UInt32(plane[y * region.width + x]) << shift }
                                }
                            }
                            // Blurred separately, a colour channel can come out a level above alpha.
                            for y in 0..<region.height {
                                let row = pixels + (region.minY + y) * width + region.minX
                                for x in 0..<region.width {
                                    let p = row[x], a = p >> 24
                                    row[x] = a << 24 | min((p >> 16) & 0xff, a) << 16 | min((p >> 8) & 0xff, a) << 8 | min(p & 0xff, a)
                                }
                            }
                        }
                    }
                }
            }
        }
        let tint = shadow.map { $0.color.premultiplied }
        let dx = shadow.map { Int($0.offset.x.rounded()) } ?? 0, dy = shadow.map { Int($0.offset.y.rounded()) } ?? 0
        let shadowAlpha = shadowMask
        // Only the clip is written; the margin was there to be read.
        endLayer(region: shown) { source, target, y in
            for x in 0..<source.count {
                var backdrop = target[x]
                if let tint {
                    let sx = shown.minX + x - dx - region.minX, sy = y - dy - region.minY
                    if sx >= 0, sy >= 0, sx < region.width, sy < region.height {
                        let coverage = UInt32(shadowAlpha[sy * region.width + sx])
                        if coverage > 0 { backdrop = PremultipliedColor.sourceOver(Self.scaled(tint.packed, by: coverage), backdrop) }
                    }
                }
                target[x] = PremultipliedColor.sourceOver(source[x], backdrop)
            }
        }
    }

    /// A premultiplied pixel scaled by `coverage` (0…255).
    static func scaled(_ pixel: UInt32, by coverage: UInt32) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 { (((pixel >> shift) & 0xff) * coverage + 127) / 255 }
        return channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
