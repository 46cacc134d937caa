import Geometry
import Raster

extension SceneGraph {
    /// Paints the scene again over `deviceRegion` (device pixels) of `canvas`, exactly as the last
    /// `render(in:)` left it, without counting the region as damage (`lastDamage` keeps what the
    /// scene itself changed). Returns the repainted region (the request ∩ the canvas's clip), or
    /// nil when there was nothing to repaint.
    ///
    /// For hosts that draw over the scene's pixels (a frame HUD, debug overlays): the scene keeps
    /// its pixels between frames and repaints only what it changed, so whatever was drawn over it
    /// stays until it is repainted; this restores the region before the host draws there again
    /// (or stops drawing there), at the cost of the nodes that cross it, instead of a full redraw
    /// every frame that would also make every frame's damage the whole window.
    ///
    /// Call it after `render(in:)`, with the canvas under the same transform. If the scene changed
    /// since that render (an event, a new time under a running animation) or the transform
    /// differs, painting only the region would record the wrong bounds for the next frame's
    /// damage, so the scene renders in full instead (painting those changes too; `lastDamage`
    /// becomes the whole clip) and the canvas's whole clip is returned.
    @discardableResult
    public func repaint(deviceRegion: IntRect, in canvas: Canvas) -> IntRect? {
        let rootTransform = canvas.transform
        guard !hasUnrenderedChanges, rootTransform == lastRootTransform else {
            setNeedsFullRedraw()
            return render(in: canvas)
        }
        let region = deviceRegion.intersection(canvas.clipBounds)
        guard !region.isEmpty else { return nil }
        canvas.save()
        canvas.setTransform(.identity)
        canvas.limitDrawing(toDevice: region)
        if clearsBackground { canvas.clear(backgroundColor) }
        canvas.setTransform(rootTransform)
        // Not forced: subtrees that do not cross the region are skipped, and the ones painted
        // record the same bounds and transform the render recorded (nothing changed since).
        root.paint(in: canvas, time: timeline.now, damage: region.rect, force: false)
        canvas.restore()
        return region
    }
}
