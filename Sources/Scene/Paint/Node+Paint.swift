import Geometry
import Raster

extension Node {
    /// The transform from this node's coordinates to its parent's at scene time `time`:
    /// placement, offset, transition effect, then scale and rotation about `anchor`.
    func localTransform(at time: Double, effect: TransitionEffect) -> Transform {
        var frame = frameProperty.presentation(at: time)
        if let drawn = effect.frame { frame = Rect(origin: frame.origin + drawn.origin, size: drawn.size) }
        let origin = frame.origin + $offset.presentation(at: time) + effect.offset
        let s = $scale.presentation(at: time)
        let sx = s.width * effect.scale.width, sy = s.height * effect.scale.height
        let angle = $rotation.presentation(at: time) + effect.rotation
        if sx == 1, sy == 1, angle == 0 {
            return .translation(x: origin.x, y: origin.y)
        }
        let pivot = anchor.point(in: Rect(origin: .zero, size: frame.size))
        return Transform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(.scale(x: sx, y: sy))
            .concatenating(.rotation(angle))
            .concatenating(.translation(x: pivot.x + origin.x, y: pivot.y + origin.y))
    }

    /// The clip in local coordinates: a transition's rounded rectangle (clipped to without a
    /// path, since it changes every frame of the transition), else the clip shape's path, kept
    /// between frames so a node that only moves builds no path.
    func clip(size: Size, effect: TransitionEffect) -> NodeClip? {
        if let rect = effect.clip { return .roundedRect(rect, cornerRadius: effect.clipCornerRadius) }
        return clipShapePath(size: size).map(NodeClip.path)
    }

    /// The clip shape's path at `size`, cached.
    func clipShapePath(size: Size) -> Path? {
        guard let clipShape else { return nil }
        let key = ClipKey(size: size, version: outlines.clipVersion)
        if let cached = outlines.clip, cached.key == key { return cached.path }
        let path = clipShape.path(in: Rect(origin: .zero, size: size))
        outlines.clip = (key, path)
        return path
    }

    /// The local bounds of the clip, without building a path where the shape gives them.
    func clipBounds(size: Size, effect: TransitionEffect) -> Rect? {
        if let rect = effect.clip { return rect }
        guard let clipShape else { return nil }
        if case .path = clipShape { return clipShapePath(size: size)?.bounds }
        return Rect(origin: .zero, size: size)
    }

    /// Paints the subtree and returns the device-space bounds it covered (nil when nothing).
    ///
    /// A subtree that is clean, sits under the same device transform as last time and lies
    /// outside `damage` is skipped and keeps its recorded bounds.
    @discardableResult
    func paint(in canvas: Canvas, time: Double, damage: Rect?, force: Bool) -> Rect? {
        let (size, effect) = drawnGeometry(at: time)
        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(localTransform(at: time, effect: effect))
        let device = canvas.transform
        let moved = device != paintCache.transform
        if !force, !moved, !paintCache.subtreeNeedsPaint, let damage {
            if let painted = paintCache.bounds, !painted.intersects(damage) { return painted }
            if paintCache.bounds == nil { return nil }
        }
        paintCache.transform = device
        // Whether something below still has to paint: a group skipped without visiting its
        // subtree must leave that marked (`keepPendingPaint`).
        let pending = paintCache.subtreeNeedsPaint
        paintCache.subtreeNeedsPaint = false
        let opacity = $opacity.presentation(at: time) * effect.opacity
        guard opacity > 0.0005, size.width.isFinite, size.height.isFinite else {
            paintCache.bounds = nil
            return nil
        }
        let clip = clip(size: size, effect: effect)
        // No closures stored in locals here: a stored closure's captures are boxed on the heap,
        // and this runs for every node of every frame.
        var covered: Rect?
        if opacity < 0.9995 || mask != nil {
            // An offscreen group costs its area: bound it by what the subtree can cover, and skip
            // it when that is outside the region being drawn (a page scrolled out of its pager).
            guard let group = groupBounds(device: device, size: size, effect: effect, time: time) else {
                paintCache.bounds = nil
                return nil
            }
            guard group.intersects(canvas.clipBounds.rect) else {
                paintCache.bounds = group
                keepPendingPaint(pending)
                return group
            }
            if opacity < 0.9995 {
                canvas.withOpacity(opacity, deviceBounds: group) {
                    covered = self.paintGroup(in: canvas, size: size, clip: clip, group: group, time: time, damage: damage, force: force || moved)
                }
            } else {
                covered = paintGroup(in: canvas, size: size, clip: clip, group: group, time: time, damage: damage, force: force || moved)
            }
            // A group that drew nothing (its mask covered none of it) may not have visited its
            // content at all: remembering `nil` would skip it as clean until something forced a
            // full redraw, however the mask grew. Its bounds keep it in reach of later damage.
            if covered == nil {
                paintCache.bounds = group
                keepPendingPaint(pending)
                return nil
            }
        } else {
            covered = paintBody(in: canvas, size: size, clip: clip, time: time, damage: damage, force: force || moved)
        }
        if let clip, let bounded = covered {
            covered = bounded.intersection(device.apply(clip.bounds))
        }
        paintCache.bounds = covered
        return covered
    }

    /// Marks the node and its ancestors again when its subtree had something to paint that this
    /// pass may not have visited (a group outside the region drawn, or one its mask hid whole).
    /// A mark climbs only to the first marked node: left unmarked here, above a descendant still
    /// marked, a later change under that descendant would stop there, and the frame would skip
    /// the group as clean where a fresh render paints the change.
    private func keepPendingPaint(_ pending: Bool) {
        if pending { markSubtreeNeedsPaint() }
    }

    /// The node's drawing under its mask, if any; `group` bounds the layers in device space.
    private func paintGroup(in canvas: Canvas, size: Size, clip: NodeClip?, group: Rect, time: Double, damage: Rect?, force: Bool) -> Rect? {
        guard let mask else { return paintBody(in: canvas, size: size, clip: clip, time: time, damage: damage, force: force) }
        // Only where the mask draws can anything show: the layers need no more than that (the
        // menu's styled copy is as big as the list, its highlight mask one row).
        guard let maskBounds = mask.visualBounds(parentTransform: canvas.transform, time: time) else { return nil }
        let region = group.intersection(maskBounds)
        guard !region.isEmpty else { return nil }
        var covered: Rect?
        canvas.drawMasked(deviceBounds: region, content: {
            covered = self.paintBody(in: canvas, size: size, clip: clip, time: time, damage: damage, force: force)
        }, mask: {
            mask.paint(in: canvas, time: time, damage: nil, force: true)
        })
        if let maskBounds = mask.paintCache.bounds, let bounded = covered { covered = bounded.intersection(maskBounds) }
        return covered
    }

    private func paintBody(in canvas: Canvas, size: Size, clip: NodeClip?, time: Double, damage: Rect?, force: Bool) -> Rect? {
        if let clip { clip.apply(to: canvas) }
        return paintLayers(in: canvas, size: size, time: time, damage: damage, force: force)
    }

    /// The shadow, then the parts in drawing order (`paintParts`).
    private func paintLayers(in canvas: Canvas, size: Size, time: Double, damage: Rect?, force: Bool) -> Rect? {
        var covered: Rect?
        if let shadow, let outline = shadowPath(size: size) {
            // Where the node's own opaque paint will cover its shadow, the shadow is not drawn; not
            // under a path clip, whose soft edges let the shadow show through the paint.
            let hole = canvas.hasPathClip ? ShadowHole.empty
                : opaqueRect(size: size).map { ShadowHole(inside: $0, under: canvas.transform) } ?? .empty
            canvas.withShadowHole(hole) { paintShadow(shadow, of: outline, in: canvas) }
            covered = Node.union(covered, canvas.transform.apply(shadow.bounds(of: outline.bounds)))
        }
        return Node.union(covered, paintParts(in: canvas, size: size, time: time, damage: damage, force: force))
    }

    /// Draws the shadow from the node's cached blur, made again only when the outline, the blur
    /// or the device transform (beyond a whole-pixel move) changed.
    /// Nodes with the same outline share the blur (the old and new menu backgrounds of a scheme
    /// change), through the scene's cache. A node turned, scaled off the quarter-octave steps
    /// or placed between device pixels draws its shadow resampled (`paintResampledShadow`).
    private func paintShadow(_ shadow: Shadow, of outline: Path, in canvas: Canvas) {
        if outlines.identity == nil { outlines.identity = outline.hashValue }
        let identity = outlines.identity ?? 0
        let transform = canvas.transform
        if paintResampledShadow(shadow, of: outline, identity: identity, in: canvas) { return }
        let key = ShadowImage.key(for: outline, radius: shadow.radius, offset: shadow.offset, transform: transform, version: identity)
        let isSteady = outlines.lastShadow.isSteady(key, pass: graph?.paintPass ?? 0)
        if let cached = graph?.shadows.image(for: key), canvas.draw(cached, color: shadow.color) { return }
        // Made into an image only when it paints the same twice running: a node that slides on
        // every frame would otherwise blur a whole new shadow into the cache each frame. The
        // image and the blur in place have the same pixels.
        if isSteady, let image = makeShadow(shadow, of: outline, under: transform, identity: identity, in: canvas),
           canvas.draw(image, color: shadow.color) {
            return
        }
        canvas.fillShadow(of: outline, color: shadow.color, radius: shadow.radius, offset: shadow.offset)
    }

    /// Draws the shadow resampled from an upright blur at a whole pixel (`Canvas.drawResampled`)
    /// when the transform turns it, scales it off the quarter-octave steps or places it between
    /// device pixels (a card that tilts as it is dragged, the smaller cards of a stack, a
    /// spring's scale, a highlight sliding between rows), so that moving never blurs again;
    /// false, drawing nothing, for a shadow at rest on the pixel grid or too sharp to resample.
    ///
    /// Which way a shadow is drawn depends on the transform alone, never on the frames before,
    /// so an incremental frame equals a fresh render. Only where the blur lives depends on
    /// them: kept in the scene's cache when the last frame wanted the same one too, else (an
    /// outline that changes every frame, such as a growing background) made in the canvas's
    /// scratch where the clip shows it; the pixels are the same.
    private func paintResampledShadow(_ shadow: Shadow, of outline: Path, identity: Int, in canvas: Canvas) -> Bool {
        let transform = canvas.transform
        // Resampling holds a blur only: a shadow of under two device pixels' deviation is
        // nearly sharp, and bilinear sampling would soften it.
        guard let graph, let scale = Canvas.uniformScale(of: transform), shadow.radius / 2 * scale >= 2 else { return false }
        let step = Canvas.resamplingScale(for: scale)
        let isOnGrid = transform.b == 0 && transform.c == 0 && transform.a == step && transform.d == step
            && transform.tx == transform.tx.rounded(.down) && transform.ty == transform.ty.rounded(.down)
        guard !isOnGrid else { return false }
        let reference = Canvas.resamplingScale(for: scale, radius: shadow.radius)
        let upright = Transform(a: reference, b: 0, c: 0, d: reference, tx: 0, ty: 0)
        let key = ShadowImage.key(for: outline, radius: shadow.radius, offset: shadow.offset, transform: upright, version: identity)
        let isSteady = outlines.lastUprightShadow.isSteady(key, pass: graph.paintPass)
        if let image = graph.shadows.image(for: key) { return canvas.drawResampled(image, color: shadow.color) }
        if isSteady {
            guard let image = makeShadow(shadow, of: outline, under: upright, identity: identity, in: canvas) else { return false }
            return canvas.drawResampled(image, color: shadow.color)
        }
        canvas.setTransform(upright)
        defer { canvas.setTransform(transform) }
        return canvas.drawScratchShadow(of: outline, radius: shadow.radius, offset: shadow.offset, version: identity,
                                        forDrawingUnder: transform) { image in
            canvas.setTransform(transform)
            return canvas.drawResampled(image, color: shadow.color)
        }
    }

    /// The shadow's blur made under `transform`, stored in the scene's cache (in the pixels of
    /// the one it drops, so a steady frame allocates nothing); nil when it covers nothing.
    private func makeShadow(_ shadow: Shadow, of outline: Path, under transform: Transform, identity: Int,
                            in canvas: Canvas) -> ShadowImage? {
        guard let graph else { return nil }
        var storage = graph.shadows.takeSpareStorage()
        let saved = canvas.transform
        canvas.setTransform(transform)
        let made = canvas.makeShadow(of: outline, radius: shadow.radius, offset: shadow.offset, version: identity, reusing: &storage)
        canvas.setTransform(saved)
        guard let image = made else {
            graph.shadows.returnSpareStorage(storage)
            return nil
        }
        graph.shadows.store(image)
        return image
    }

    /// The union of two optional rectangles, ignoring empty ones.
    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let b, !b.isEmpty else { return a }
        guard let a else { return b }
        return a.union(b)
    }

    /// The device-space bounds the subtree would cover if painted now under `parentTransform`,
    /// without drawing (for damage before a paint).
    func visualBounds(parentTransform: Transform, time: Double) -> Rect? {
        let (size, effect) = drawnGeometry(at: time)
        let opacity = $opacity.presentation(at: time) * effect.opacity
        guard opacity > 0.0005 else { return nil }
        let device = localTransform(at: time, effect: effect).concatenating(parentTransform)
        return groupBounds(device: device, size: size, effect: effect, time: time)
    }

    /// The device-space bounds of what the node and its subtree draw under `device` (the node's
    /// own device transform), clipped by its clip; the mask is not consulted (it can only hide).
    func groupBounds(device: Transform, size: Size, effect: TransitionEffect, time: Double) -> Rect? {
        var covered: Rect?
        func add(_ r: Rect?) {
            guard let r, !r.isEmpty else { return }
            covered = covered.map { $0.union(r) } ?? r
        }
        if let shadow, let outline = shadowOutlineBounds(size: size) { add(device.apply(shadow.bounds(of: outline))) }
        forEachPart { part in
            switch part {
            case .attached(let node): add(node.visualBounds(parentTransform: device, time: time))
            case .content: if let content = contentBounds(size: size) { add(device.apply(content).insetBy(dx: -contentDeviceOutset, dy: -contentDeviceOutset)) }
            }
            return true
        }
        if let clip = clipBounds(size: size, effect: effect), let bounded = covered {
            covered = bounded.intersection(device.apply(clip))
        }
        return covered
    }

    /// The transform from this node's coordinates to the scene's device space at `time`.
    func deviceTransform(at time: Double, root: Transform) -> Transform {
        var t = localTransform(at: time, effect: drawnGeometry(at: time).effect)
        var node = parent
        while let n = node {
            let effect = n.drawnGeometry(at: time).effect
            t = t.concatenating(n.localTransform(at: time, effect: effect))
            node = n.parent
        }
        return t.concatenating(root)
    }
}

/// What a node's clip-shape path depends on (the shape itself by a version counter, since
/// shapes may hold closures and cannot be compared).
struct ClipKey: Equatable {
    var size: Size
    var version: Int
}

/// A node's clip for one frame, in its local coordinates.
enum NodeClip {
    /// A transition's clip: a rectangle with rounded corners (radius in points, ≥ 0).
    case roundedRect(Rect, cornerRadius: Double)
    /// The clip shape's outline.
    case path(Path)

    /// Local bounds of what can show through.
    var bounds: Rect {
        switch self {
        case .roundedRect(let rect, _): rect
        case .path(let path): path.bounds
        }
    }

    /// Intersects `canvas`'s clip with this one under its current transform.
    func apply(to canvas: Canvas) {
        switch self {
        case .roundedRect(let rect, let radius): canvas.clip(toRoundedRect: rect, cornerRadius: radius)
        case .path(let path): canvas.clip(to: path)
        }
    }
}
