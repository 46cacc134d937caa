import Geometry

/// Layers that combine by more than source-over: blend modes, luminance and inverted masks, and
/// coverage that merges by an operation (a layer's masks in After Effects). The pixels are
/// premultiplied throughout; these modes run per pixel in Swift, the common source-over path
/// stays in the vector kernels (`Canvas+Layers`).
extension Canvas {
    /// Draws `body` into a layer composited at `opacity` (0…1) with `mode`.
    public func withLayer(blendMode mode: BlendMode, opacity: Double = 1, deviceBounds: Rect?, _ body: () -> Void) {
        guard mode != .normal else {
            withOpacity(opacity, deviceBounds: deviceBounds, body)
            return
        }
        let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        guard alpha > 0, let region = beginLayer(deviceBounds: deviceBounds) else { return }
        drawInLayer(region: region, body)
        endLayer(region: region) { source, target in
            for i in 0..<source.count { target[i] = Self.blend(source: source[i], backdrop: target[i], mode: mode, opacity: alpha) }
        }
    }

    /// Draws `body` into a layer, recolours it by `effects` in order, then composites it.
    public func withColorEffects(_ effects: [ColorEffect], deviceBounds: Rect? = nil, _ body: () -> Void) {
        guard !effects.isEmpty else { body(); return }
        guard let region = beginLayer(deviceBounds: deviceBounds) else { return }
        drawInLayer(region: region, body)
        // A solid fill at full strength, the common case, without the straight-colour round trip
        // (the same bytes as `ColorEffect.apply`).
        if effects.count == 1, case .fill(let color, let opacity) = effects[0], opacity >= 1 {
            // The layer's pixels recoloured in place through a table by alpha, then composited by
            // the vector kernel, as a group opacity is.
            let r = min(max(color.red, 0), 1), g = min(max(color.green, 0), 1), b = min(max(color.blue, 0), 1)
            let width = pixmap.width
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { table in
                for alpha in 0..<256 {
                    let a = Double(alpha), level = UInt32(alpha)
                    table[alpha] = level << 24 | UInt32(r * a + 0.5) << 16 | UInt32(g * a + 0.5) << 8 | UInt32(b * a + 0.5)
                }
                pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
                    guard let base = pixels.baseAddress else { return }
                    for y in region.minY..<region.maxY {
                        let row = base + y * width + region.minX
                        for x in 0..<region.width { row[x] = table[Int(row[x] >> 24)] }
                    }
                }
            }
            endLayerCompositingOver(region: region, alpha: 255)
            return
        }
        effects.withUnsafeBufferPointer { list in
            endLayer(region: region) { source, target in
                for i in 0..<source.count {
                    var pixel = source[i]
                    if pixel >> 24 == 0 { continue }
                    for effect in list { pixel = effect.apply(pixel) }
                    target[i] = PremultipliedColor.sourceOver(pixel, target[i])
                }
            }
        }
    }

    /// Draws `content` through `mask` read as `source`: alpha or luminance, as is or inverted.
    public func drawMasked(deviceBounds: Rect?, source: MaskSource, content: () -> Void, mask: () -> Void) {
        if source == .alpha {
            drawMasked(deviceBounds: deviceBounds, content: content, mask: mask)
            return
        }
        guard let contentRegion = beginLayer(deviceBounds: deviceBounds) else { return }
        drawInLayer(region: contentRegion, content)
        if let maskRegion = beginLayer(deviceBounds: deviceBounds) {
            drawInLayer(region: maskRegion, mask)
            endLayer(region: maskRegion) { maskPixels, contentPixels in
                for i in 0..<maskPixels.count {
                    let coverage = Self.coverage(of: maskPixels[i], as: source)
                    contentPixels[i] = coverage >= 255 ? contentPixels[i] : PremultipliedColor.scale(contentPixels[i], by: coverage)
                }
            }
        } else if source == .invertedAlpha || source == .invertedLuminance {
            // An empty mask inverted lets everything through.
        } else {
            pixmap.fill(contentRegion, with: .transparent)
        }
        endLayerCompositingOver(region: contentRegion, alpha: 255)
    }

    /// Draws `body` into a layer and merges its alpha into the canvas's alpha by `operation`
    /// (`inverted`: the layer's alpha taken as 1 − alpha; `opacity` 0…1 scales it). The canvas is
    /// then coverage only: every channel of a result pixel equals its alpha (white, premultiplied).
    public func mergeCoverage(_ operation: CoverageOperation, inverted: Bool = false, opacity: Double = 1,
                              deviceBounds: Rect?, _ body: () -> Void) {
        let scale = UInt32((opacity.isFinite ? min(max(opacity, 0), 1) : 0) * 255 + 0.5)
        // An inverted layer covers what lies outside its drawing too: merge over the whole clip.
        guard let region = beginLayer(deviceBounds: inverted ? nil : deviceBounds) else { return }
        drawInLayer(region: region, body)
        endLayer(region: region) { source, target in
            Self.merge(source, into: target, operation: operation, inverted: inverted, scale: scale)
        }
        // `intersect` and friends also change what lies outside the layer's region.
        if operation == .intersect || operation == .darken, !inverted, region != clipBounds {
            clearOutside(region, within: clipBounds)
        }
    }

    /// One row of `mergeCoverage`: the operation chosen once, outside the loop, so each case is a
    /// tight loop of its own (a switch per pixel cost most of a masked layer's time).
    private static func merge(_ source: UnsafeBufferPointer<UInt32>, into target: UnsafeMutableBufferPointer<UInt32>,
                              operation: CoverageOperation, inverted: Bool, scale: UInt32) {
        @inline(__always) func coverage(_ pixel: UInt32) -> UInt32 {
            let s = inverted ? 255 - (pixel >> 24) : pixel >> 24
            return scale == 255 ? s : PremultipliedColor.mulDiv255(s, scale)
        }
        @inline(__always) func gray(_ value: UInt32) -> UInt32 { value << 24 | value << 16 | value << 8 | value }
        switch operation {
        case .union:
            for i in 0..<source.count {
                let s = coverage(source[i])
                if s == 0 { continue }
                target[i] = gray(s + PremultipliedColor.mulDiv255(target[i] >> 24, 255 - s))
            }
        case .subtract:
            for i in 0..<source.count {
                let s = coverage(source[i])
                if s == 0 { continue }
                target[i] = gray(PremultipliedColor.mulDiv255(target[i] >> 24, 255 - s))
            }
        case .intersect:
            for i in 0..<source.count {
                let s = coverage(source[i])
                if s == 255 { continue }
                target[i] = gray(PremultipliedColor.mulDiv255(target[i] >> 24, s))
            }
        case .lighten:
            for i in 0..<source.count { target[i] = gray(max(target[i] >> 24, coverage(source[i]))) }
        case .darken:
            for i in 0..<source.count { target[i] = gray(min(target[i] >> 24, coverage(source[i]))) }
        case .difference:
            for i in 0..<source.count {
                let s = coverage(source[i]), d = target[i] >> 24
                target[i] = gray(d > s ? d - s : s - d)
            }
        }
    }

    /// Clears the pixels of `bounds` outside `region` (what an intersecting mask does not reach):
    /// the bands above, below, left and right of it.
    private func clearOutside(_ region: IntRect, within bounds: IntRect) {
        let inside = region.intersection(bounds)
        guard !inside.isEmpty else { pixmap.fill(bounds, with: .transparent); return }
        let bands = [
            IntRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: inside.minY - bounds.minY),
            IntRect(x: bounds.minX, y: inside.maxY, width: bounds.width, height: bounds.maxY - inside.maxY),
            IntRect(x: bounds.minX, y: inside.minY, width: inside.minX - bounds.minX, height: inside.height),
            IntRect(x: inside.maxX, y: inside.minY, width: bounds.maxX - inside.maxX, height: inside.height),
        ]
        for band in bands where !band.isEmpty { pixmap.fill(band, with: .transparent) }
    }

    /// The mask coverage (0…255) a mask pixel gives under `source`.
    @inline(__always)
    static func coverage(of pixel: UInt32, as source: MaskSource) -> UInt32 {
        let a = pixel >> 24
        switch source {
        case .alpha: return a
        case .invertedAlpha: return 255 - a
        case .luminance, .invertedLuminance:
            // Premultiplied channels: luminance of the colour over transparent black, as AE reads a luma matte.
            let r = Double((pixel >> 16) & 0xff), g = Double((pixel >> 8) & 0xff), b = Double(pixel & 0xff)
            let luma = UInt32(min(255, (0.299 * r + 0.587 * g + 0.114 * b).rounded()))
            return source == .luminance ? luma : a - min(a, luma) + (255 - a)
        }
    }

    /// One premultiplied pixel of `source` over `backdrop` in `mode` at `opacity`.
    static func blend(source: UInt32, backdrop: UInt32, mode: BlendMode, opacity: Double) -> UInt32 {
        let sa = Double(source >> 24) / 255 * opacity
        guard sa > 0 else { return backdrop }
        let ba = Double(backdrop >> 24) / 255
        func channel(_ pixel: UInt32, _ shift: UInt32) -> Double { Double((pixel >> shift) & 0xff) / 255 }
        let sourceScale = opacity
        let sc = (channel(source, 16) * sourceScale, channel(source, 8) * sourceScale, channel(source, 0) * sourceScale)
        let bc = (channel(backdrop, 16), channel(backdrop, 8), channel(backdrop, 0))
        // Straight colours for the mix.
        let ss = (sc.0 / sa, sc.1 / sa, sc.2 / sa)
        let bs = ba > 0 ? (bc.0 / ba, bc.1 / ba, bc.2 / ba) : (0.0, 0.0, 0.0)
        let mixed = mode.mix(backdrop: bs, source: ss)
        let oa = sa + ba - sa * ba
        func out(_ s: Double, _ b: Double, _ m: Double) -> UInt32 {
            let value = s * (1 - ba) + b * (1 - sa) + sa * ba * min(max(m, 0), 1)
            return UInt32(min(max(value, 0), 1) * 255 + 0.5)
        }
        let a = UInt32(min(max(oa, 0), 1) * 255 + 0.5)
        let r = min(out(sc.0, bc.0, mixed.0), a), g = min(out(sc.1, bc.1, mixed.1), a), b = min(out(sc.2, bc.2, mixed.2), a)
        return a << 24 | r << 16 | g << 8 | b
    }

    /// Ends the innermost layer, calling `merge` on each row of its `region`: the layer's pixels,
    /// then the parent's, to be changed in place.
    func endLayer(region: IntRect, _ merge: (UnsafeBufferPointer<UInt32>, UnsafeMutableBufferPointer<UInt32>) -> Void) {
        endLayer(region: region) { source, target, _ in merge(source, target) }
    }

    /// `endLayer(region:_:)` with each row's device y.
    func endLayer(region: IntRect, _ merge: (UnsafeBufferPointer<UInt32>, UnsafeMutableBufferPointer<UInt32>, Int) -> Void) {
        guard let (parent, _) = layerParents.popLast() else { return }
        let layer = pixmap
        pixmap = parent
        let width = pixmap.width
        layer.pixels.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for y in region.minY..<region.maxY {
                    let start = y * width + region.minX
                    merge(UnsafeBufferPointer(start: from + start, count: region.width),
                          UnsafeMutableBufferPointer(start: to + start, count: region.width), y)
                }
            }
        }
        spareLayers.append(layer)
    }
}
