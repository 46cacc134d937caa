import Geometry
import RasterKernels

// Clips and damage limits: what a canvas may write, as rectangles or anti-aliased coverage masks.
extension Canvas {
    /// Intersects the clip with `rect` (user space). The device rectangle is snapped to whole
    /// pixels (edges rounded to nearest); a rotated transform clips to the rectangle's bounds.
    public func clip(to rect: Rect) {
        let device = state.transform.apply(rect)
        guard device.minX.isFinite, device.maxX.isFinite, device.minY.isFinite, device.maxY.isFinite else {
            state.clip = .empty
            state.rasterClip = .empty
            return
        }
        let limit = Double(1 << 20)
        func snap(_ v: Double) -> Int { Int(min(max(v, -limit), limit).rounded()) }
        let x0 = snap(device.minX), y0 = snap(device.minY), x1 = snap(device.maxX), y1 = snap(device.maxY)
        let snapped = IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        state.clip = state.clip.intersection(snapped)
        state.rasterClip = state.rasterClip.intersection(snapped)
    }

    /// Intersects the clip with `path` (filled with `rule`), anti-aliased. Nested clips multiply,
    /// so their result is the intersection; `restore()` undoes them like any other state.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        polygons.removeAll()
        path.flatten(transform: state.transform, tolerance: flatteningTolerance, into: &polygons)
        clipToPolygons(rule: rule)
    }

    /// Intersects the clip with the device-space outline in the polygon scratch.
    func clipToPolygons(rule: FillRule) {
        let region = polygons.isEmpty ? IntRect.empty : IntRect(enclosing: polygons.bounds).intersection(state.rasterClip)
        guard !region.isEmpty, !region.intersection(state.clip).isEmpty else {
            state.clip = .empty
            state.rasterClip = .empty
            return
        }
        // An upright rectangle on whole pixels (a pager's page, a card clipped to its frame) covers
        // each pixel wholly or not at all: its mask would be 255 inside and 0 outside, the clip's
        // rectangle alone. No mask then, and no soft edge (`hasPathClip`).
        if Self.isPixelAlignedRectangle(polygons) {
            state.clip = region.intersection(state.clip)
            state.rasterClip = region
            return
        }
        let depth = state.clipDepth
        while clipMasks.count <= depth {
            clipMasks.append([])
            clipMaskRegions.append(.empty)
        }
        let count = region.width * region.height
        if clipMasks[depth].count < count { clipMasks[depth] = Array(repeating: 0, count: count) }
        if clipRowScratch.count < region.width { clipRowScratch = Array(repeating: 0, count: region.width) }
        let outer = depth > 0 ? clipMaskRegions[depth - 1] : region
        rasterizer.reset(bounds: region)
        rasterizer.add(polygons)
        clipMasks[depth].withUnsafeMutableBufferPointer { buffer in
            guard let values = buffer.baseAddress else { return }
            values.update(repeating: 0, count: count)
            var writer = MaskBlitter(values: values, width: region.width, originX: region.x, originY: region.y)
            sweep(&rasterizer, rule: rule, within: region, into: &writer)
        }
        if depth > 0 {
            // Multiply by the enclosing clip's mask over the new, smaller region.
            let innerMask = clipMasks[depth - 1]
            for y in region.minY..<region.maxY {
                for x in region.minX..<region.maxX {
                    let i = (y - region.y) * region.width + (x - region.x)
                    let o = (y - outer.y) * outer.width + (x - outer.x)
                    clipMasks[depth][i] = UInt8(PremultipliedColor.mulDiv255(UInt32(clipMasks[depth][i]), UInt32(innerMask[o])))
                }
            }
        }
        clipMaskRegions[depth] = region
        state.clip = region.intersection(state.clip)
        state.rasterClip = region
        state.clipDepth = depth + 1
    }

    /// Whether `polygons` is one contour tracing an upright rectangle with corners on whole device
    /// pixels (a closing point that repeats the first is allowed).
    static func isPixelAlignedRectangle(_ polygons: Polygons) -> Bool {
        guard polygons.contourCount == 1 else { return false }
        var points = polygons.points[polygons.contourRange(0)]
        if points.count == 5, points.first == points.last { points = points.dropLast() }
        guard points.count == 4 else { return false }
        for (index, p) in points.enumerated() {
            guard p.x == p.x.rounded(.down), p.y == p.y.rounded(.down), abs(p.x) < 1e7, abs(p.y) < 1e7 else { return false }
            // Each side runs along one axis, and the sides turn: an upright rectangle.
            let next = points[points.index(points.startIndex, offsetBy: (index + 1) % 4)]
            guard (p.x == next.x) != (p.y == next.y) else { return false }
        }
        let first = points[points.startIndex], third = points[points.index(points.startIndex, offsetBy: 2)]
        return first.x != third.x && first.y != third.y
    }

    /// Hands `body` the blitter for `paint`, wrapped by the path clip's mask when one is in force.
    func withClippedBlitter(for paint: Paint, plain: (inout AnyBlitter) -> Void,
                                    clipped: (inout ClippedBlitter) -> Void) {
        let depth = state.clipDepth
        guard depth > 0 else {
            withBlitter(for: paint, plain)
            return
        }
        let region = clipMaskRegions[depth - 1]
        withBlitter(for: paint) { blitter in
            clipMasks[depth - 1].withUnsafeBufferPointer { mask in
                clipRowScratch.withUnsafeMutableBufferPointer { scratch in
                    guard let maskBase = mask.baseAddress, let scratchBase = scratch.baseAddress else { return }
                    var wrapped = ClippedBlitter(inner: blitter, mask: maskBase, region: region, scratch: scratchBase)
                    clipped(&wrapped)
                }
            }
        }
    }

    /// Limits drawing to `damage`, a rectangle of device pixels (intersected with the clip): a
    /// frame that knows what changed redraws only that, and the platform uploads only that.
    /// Unlike a clip, the limit does not change what a shape's pixels are, only which are written.
    public func limitDrawing(toDevice damage: IntRect) {
        state.clip = state.clip.intersection(damage)
    }
}
