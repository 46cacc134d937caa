import Geometry
import RasterKernels

/// Offscreen layers: group opacity and masks.
///
/// A layer redirects drawing into a transparent pixmap of the canvas's size; only the region the
/// clip allows is cleared and composited, so a small group costs in proportion to its area.
/// Layer pixmaps are recycled, so steady frames allocate nothing.
extension Canvas {
    /// Draws `body` as one group at `opacity` (0...1), as a view's `.opacity` does: overlapping
    /// parts of the group do not show through each other. Opacity 1 draws directly, opacity 0
    /// skips `body`, anything between uses a layer. `bounds` (user space), when known, limits the
    /// layer's area.
    public func withOpacity(_ opacity: Double, bounds: Rect? = nil, _ body: () -> Void) {
        withOpacity(opacity, deviceBounds: bounds.map { transform.apply($0) }, body)
    }

    /// `withOpacity(_:bounds:_:)` with the group's bounds already in device pixels.
    public func withOpacity(_ opacity: Double, deviceBounds: Rect?, _ body: () -> Void) {
        let value = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        if value >= 1 {
            withSavedState(body)
            return
        }
        guard value > 0 else { return }
        guard let region = beginLayer(deviceBounds: deviceBounds) else { return }
        drawInLayer(region: region, body)
        let alpha = Color.quantizeAlpha(value)
        endLayerCompositingOver(region: region, alpha: alpha)
    }

    /// Draws `body` into a transparency layer that is then composited over the canvas at full
    /// opacity (Core Graphics' transparency layer): pixels `body` replaces are replaced in the
    /// layer, not in what lies under it, so a drawing that overwrites its own pixels still blends
    /// over the scene as one group. `deviceBounds` bounds the layer (nil: the clip).
    public func withLayer(deviceBounds: Rect?, _ body: () -> Void) {
        guard let region = beginLayer(deviceBounds: deviceBounds) else { return }
        drawInLayer(region: region, body)
        endLayerCompositingOver(region: region, alpha: 255)
    }

    /// Draws `content` through the coverage of `mask`: each pixel of the content keeps the
    /// fraction of its alpha that the mask's alpha gives (any drawing can be a mask).
    public func drawMasked(bounds: Rect? = nil, content: () -> Void, mask: () -> Void) {
        drawMasked(deviceBounds: bounds.map { transform.apply($0) }, content: content, mask: mask)
    }

    /// `drawMasked(bounds:content:mask:)` with the content's bounds already in device pixels.
    public func drawMasked(deviceBounds: Rect?, content: () -> Void, mask: () -> Void) {
        guard let contentRegion = beginLayer(deviceBounds: deviceBounds) else { return }
        drawInLayer(region: contentRegion, content)
        if let maskRegion = beginLayer(deviceBounds: deviceBounds) {
            drawInLayer(region: maskRegion, mask)
            // Destination-in: the content layer (now the parent) keeps what the mask covers.
            endLayerKeepingMasked(region: maskRegion)
        } else {
            pixmap.fill(contentRegion, with: .transparent)
        }
        endLayerCompositingOver(region: contentRegion, alpha: 255)
    }

    /// Composites `region` of `source` (its pixels) over the canvas, `source`'s pixel (x, y)
    /// landing on device pixel (x + `dx`, y + `dy`), within the clip's rectangle: a layer drawn
    /// on its own pixels (as if alone, at its own origin) put in its place.
    public func composite(_ source: Pixmap, region: IntRect, offsetX dx: Int, offsetY dy: Int) {
        let sourceRegion = region.intersection(source.bounds)
        let target = IntRect(x: sourceRegion.minX + dx, y: sourceRegion.minY + dy,
                             width: sourceRegion.width, height: sourceRegion.height).intersection(clipBounds)
        guard !target.isEmpty else { return }
        let width = pixmap.width, sourceWidth = source.width
        let count = Int32(target.width)
        source.pixels.withUnsafeBufferPointer { from in
            pixmap.pixels.withUnsafeMutableBufferPointer { to in
                guard let fromBase = from.baseAddress, let toBase = to.baseAddress else { return }
                for y in target.minY..<target.maxY {
                    rk_composite_over(toBase + (y * width + target.minX), fromBase + ((y - dy) * sourceWidth + target.minX - dx), count, 255)
                }
            }
        }
    }

    /// Runs `body` drawing into the layer just begun, limited to its `region`: only that much
    /// of the layer is composited, and drawing beyond it (a masked copy of a whole list, of
    /// which a row shows) would cost its area for nothing. A damage-style limit
    /// (`limitDrawing`), so what is drawn inside is what an unlimited drawing puts there.
    func drawInLayer(region: IntRect, _ body: () -> Void) {
        save()
        defer { restore() }
        limitDrawing(toDevice: region)
        body()
    }

    /// Starts a layer over the clip (∩ `deviceBounds`); nil when nothing could show.
    func beginLayer(deviceBounds: Rect?) -> IntRect? {
        var region = clipBounds
        if let deviceBounds { region = region.intersection(IntRect(enclosing: deviceBounds)) }
        guard !region.isEmpty else { return nil }
        var layer: Pixmap
        if let spare = spareLayers.popLast(), spare.width == pixmap.width, spare.height == pixmap.height {
            layer = spare
        } else if let fresh = Pixmap(width: pixmap.width, height: pixmap.height) {
            layer = fresh
        } else {
            return nil
        }
        layer.fill(region, with: .transparent)
        layerParents.append((pixmap, region))
        pixmap = layer
        return region
    }

    /// Ends the innermost layer by compositing its `region`, scaled by `alpha` (0…255), over the
    /// parent source-over: a row at a time through the vector kernel (`rk_composite_over`), the
    /// cost of every group opacity and transparency layer.
    func endLayerCompositingOver(region: IntRect, alpha: UInt32) {
        guard let (parent, _) = layerParents.popLast() else { return }
        let layer = pixmap
        pixmap = parent
        let width = pixmap.width
        let count = Int32(region.width)
        if count > 0 {
            layer.pixels.withUnsafeBufferPointer { source in
                pixmap.pixels.withUnsafeMutableBufferPointer { target in
                    guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress else { return }
                    for y in region.minY..<region.maxY {
                        let start = y * width + region.minX
                        rk_composite_over(targetBase + start, sourceBase + start, count, alpha)
                    }
                }
            }
        }
        spareLayers.append(layer)
    }

    /// Ends the innermost layer, a mask: the parent keeps in `region` what it covers
    /// (destination-in, a row at a time through `rk_keep_masked`), then is drawn into again.
    private func endLayerKeepingMasked(region: IntRect) {
        guard let (parent, _) = layerParents.popLast() else { return }
        let layer = pixmap
        pixmap = parent
        let width = pixmap.width, count = Int32(region.width)
        layer.pixels.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for y in region.minY..<region.maxY {
                    rk_keep_masked(to + (y * width + region.minX), from + (y * width + region.minX), count)
                }
            }
        }
        spareLayers.append(layer)
    }
}
