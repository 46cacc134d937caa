import Geometry
import Raster

/// Pixel replacement for the frame HUD and the debug overlays: a rectangle becomes one colour
/// with no blending and no rasterizing — the cheapest drawing there is, for the hundreds of bars
/// and outlines those tools draw on every frame. A path clip in force is ignored (these tools
/// draw at the top level, under rectangle clips only).
extension Canvas {
    /// Replaces the pixels of `rect` (user space) with `color`: the rectangle is snapped to whole
    /// device pixels as `clip(to:)` snaps (edges to the nearest), within the current clip.
    func replacePixels(in rect: Rect, with color: Color) {
        save()
        clip(to: rect)
        clear(color)
        restore()
    }

    /// Replaces the pixels of `rect` (device pixels), within the current clip, with `color`.
    func replacePixels(inDevice rect: IntRect, with color: Color) {
        save()
        limitDrawing(toDevice: rect)
        clear(color)
        restore()
    }

    /// Replaces a one-pixel outline just inside `rect` (device pixels) with `color`.
    func replaceOutline(inDevice rect: IntRect, with color: Color) {
        guard !rect.isEmpty else { return }
        replacePixels(inDevice: IntRect(x: rect.x, y: rect.y, width: rect.width, height: 1), with: color)
        replacePixels(inDevice: IntRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), with: color)
        replacePixels(inDevice: IntRect(x: rect.x, y: rect.y, width: 1, height: rect.height), with: color)
        replacePixels(inDevice: IntRect(x: rect.maxX - 1, y: rect.y, width: 1, height: rect.height), with: color)
    }
}

extension IntRect {
    /// The pixel rectangle whose edges are `rect`'s rounded to the nearest pixel (at least one
    /// pixel wide and high): how outlines sit on a device rectangle. Empty when not finite.
    init(rounding rect: Rect) {
        let limit = Double(1 << 20)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        func snap(_ v: Double) -> Int { Int(min(max(v, -limit), limit).rounded()) }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        self.init(x: x0, y: y0, width: max(snap(rect.maxX) - x0, 1), height: max(snap(rect.maxY) - y0, 1))
    }
}
