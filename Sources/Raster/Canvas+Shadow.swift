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
        // geometry just outside still shades the inside.
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let reach = IntRect(x: clipBounds.x - margin, y: clipBounds.y - margin,
                            width: clipBounds.width + 2 * margin, height: clipBounds.height + 2 * margin)
        let shape = IntRect(enclosing: polygons.bounds)
        let area = IntRect(x: shape.x - margin, y: shape.y - margin,
                           width: shape.width + 2 * margin, height: shape.height + 2 * margin).intersection(reach)
        guard !area.isEmpty, !area.intersection(clipBounds).isEmpty else { return }
        let count = area.width * area.height
        if shadowMask.count < count {
            shadowMask = Array(repeating: 0, count: count)
            blurScratch = Array(repeating: 0, count: count)
        }
        rasterizer.reset(bounds: area)
        rasterizer.add(polygons)
        shadowMask.withUnsafeMutableBufferPointer { maskBuffer in
            blurScratch.withUnsafeMutableBufferPointer { scratchBuffer in
                guard let mask = maskBuffer.baseAddress, let scratch = scratchBuffer.baseAddress else { return }
                mask.update(repeating: 0, count: count)
                var writer = MaskBlitter(values: mask, width: area.width, originX: area.x, originY: area.y)
                rasterizer.sweep(fillRule: .nonZero, into: &writer)
                BoxBlur.blur(mask, scratch: scratch, width: area.width, height: area.height, sigma: sigma)
                draw(UnsafeBufferPointer(start: mask, count: count), width: area.width, height: area.height,
                     atDeviceX: area.x, y: area.y, with: .solid(color))
            }
        }
    }
}
