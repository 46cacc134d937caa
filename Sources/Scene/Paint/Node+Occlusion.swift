import Geometry
import Raster

extension Node {
    /// The fewest pixels a part in front must cover opaquely before the parts behind it are
    /// painted around it: below this, painting a part piece by piece costs more than it saves.
    static let leastOcclusion = 32 * 32

    /// The device pixels this node, drawn now as a part under `parentDevice`, covers with opaque
    /// paint at full coverage whatever lies under it: pixels the parts drawn before it need not
    /// paint, since source-over of an opaque colour at full coverage leaves nothing of them.
    /// Empty unless the node paints straight into the canvas (no group opacity, mask or clip,
    /// which could leave what is under it showing) and has an opaque rectangle (`opaqueRect`).
    func occludingPixels(parentDevice: Transform, time: Double) -> IntRect {
        guard mask == nil, clipShape == nil else { return .empty }
        let (size, effect) = drawnGeometry(at: time)
        // The same test `paint` makes for drawing without a group.
        guard effect.clip == nil, $opacity.presentation(at: time) * effect.opacity >= 0.9995,
              size.width.isFinite, size.height.isFinite, let rect = opaqueRect(size: size) else { return .empty }
        return ShadowHole.inscribedPixels(inside: rect, under: localTransform(at: time, effect: effect).concatenating(parentDevice))
    }

    /// The largest device rectangle this subtree, drawn now under `parentDevice`, covers with
    /// opaque paint at full coverage (`occludingPixels`), looked for through nodes that paint
    /// straight into the canvas (no mask, clip or group opacity), moving ones too: what a
    /// scene's background clear under it would write only to be painted over. Visits at most
    /// `budget` nodes (decremented), in drawing order, so a deep or wide tree costs a bounded
    /// look.
    func opaqueCover(parentDevice: Transform, time: Double, budget: inout Int) -> IntRect {
        budget -= 1
        // A node with children finds its opaque rectangle among them (`opaqueRect`), through
        // its whole subtree: the walk below visits them instead, within the budget.
        var best = children.isEmpty ? occludingPixels(parentDevice: parentDevice, time: time) : .empty
        guard budget > 0, mask == nil, clipShape == nil else { return best }
        let (size, effect) = drawnGeometry(at: time)
        guard effect.clip == nil, $opacity.presentation(at: time) * effect.opacity >= 0.9995,
              size.width.isFinite, size.height.isFinite else { return best }
        let device = localTransform(at: time, effect: effect).concatenating(parentDevice)
        forEachPart { part in
            guard budget > 0 else { return false }
            if case .attached(let node) = part {
                let cover = node.opaqueCover(parentDevice: device, time: time, budget: &budget)
                if cover.area > best.area { best = cover }
            }
            return true
        }
        return best
    }

    /// Paints the parts in drawing order, a large one around the largest opaque rectangle of
    /// device pixels (`occludingPixels`) among the frontmost parts in front of it: what a card
    /// deep in a stack, or the old background under a new one growing over it, would paint only
    /// to be covered.
    ///
    /// Painting a part in pieces of the clip (`IntRect.forEachPiece`) gives the pixels painting
    /// it whole gives there (an incremental frame already paints parts under a damage clip), and
    /// the part in front overwrites the rest whatever was under it. Each piece repeats the part's
    /// own per-paint work (its traversal, a shadow blurred afresh), so only a part the rectangle
    /// hides a quarter of at least, by its bounds of the last paint, is painted in pieces.
    func paintParts(in canvas: Canvas, size: Size, time: Double, damage: Rect?, force: Bool) -> Rect? {
        var covered: Rect?
        let attached = children.count + (background == nil ? 0 : 1) + (overlay == nil ? 0 : 1)
        // Only an attached part hides another: with fewer than two, nothing to look for.
        guard attached >= 2 else {
            forEachPart { part in
                covered = Node.union(covered, paint(part, in: canvas, size: size, time: time, damage: damage, force: force))
                return true
            }
            return covered
        }
        let partCount = attached + 1
        let clip = canvas.clipBounds
        // The frontmost parts' rectangles, worked out when a part first needs them: eight, enough
        // for a stack of cards or backgrounds, and a bound on the work for many children.
        var front = InlineArray<8, IntRect>(repeating: .empty)
        var frontFound = false
        // The part's place counted from the front.
        var place = partCount
        forEachPart { part in
            place -= 1
            guard case .attached(let node) = part, place > 0, let painted = node.paintCache.bounds else {
                covered = Node.union(covered, paint(part, in: canvas, size: size, time: time, damage: damage, force: force))
                return true
            }
            let shown = IntRect(enclosing: painted).intersection(clip)
            // The rectangle that hides most of what the part painted last, and how much. None
            // under a path clip: its soft edges let what is behind show through opaque paint.
            var hole = IntRect.empty, hidden = 0
            if shown.area >= 4 * Node.leastOcclusion, !canvas.hasPathClip {
                if !frontFound {
                    frontFound = true
                    var index = 0
                    let device = canvas.transform
                    forEachPart(frontToBack: true) { part in
                        // Opaque pixels lie within what a part painted: one that painted no more
                        // than a small rectangle here hides too little to look into.
                        if case .attached(let node) = part, let painted = node.paintCache.bounds,
                           IntRect(enclosing: painted).intersection(clip).area >= Node.leastOcclusion {
                            front[index] = node.occludingPixels(parentDevice: device, time: time).intersection(clip)
                        }
                        index += 1
                        return index < front.count
                    }
                }
                for index in 0..<min(place, front.count) where front[index].intersection(shown).area > hidden {
                    hole = front[index]
                    hidden = hole.intersection(shown).area
                }
            }
            guard hidden >= Node.leastOcclusion, 4 * hidden >= shown.area else {
                covered = Node.union(covered, node.paint(in: canvas, time: time, damage: damage, force: force))
                return true
            }
            // No local function here: one capturing `covered` and called from a closure boxes
            // `covered` on the heap at every call, an allocation in every steady frame.
            var pieces = 0
            clip.forEachPiece(around: hole) { piece in
                pieces += 1
                covered = Node.union(covered, node.paint(in: canvas, limitedTo: piece, time: time, damage: damage, force: force))
            }
            // Nothing of the part shows: painted under an empty clip all the same, so that what
            // it records of this frame (bounds, transform) is current.
            if pieces == 0 {
                covered = Node.union(covered, node.paint(in: canvas, limitedTo: .empty, time: time, damage: damage, force: force))
            }
            return true
        }
        return covered
    }

    /// Paints this node's subtree with drawing limited to the device rectangle `piece`.
    private func paint(in canvas: Canvas, limitedTo piece: IntRect, time: Double, damage: Rect?, force: Bool) -> Rect? {
        canvas.save()
        canvas.limitDrawing(toDevice: piece)
        defer { canvas.restore() }
        return paint(in: canvas, time: time, damage: damage, force: force)
    }

    /// Paints one part: an attached node's subtree, or the node's own content.
    private func paint(_ part: NodePart, in canvas: Canvas, size: Size, time: Double, damage: Rect?, force: Bool) -> Rect? {
        switch part {
        case .attached(let node):
            return node.paint(in: canvas, time: time, damage: damage, force: force)
        case .content:
            guard let content = contentBounds(size: size) else { return nil }
            drawContent(in: canvas, size: size)
            return canvas.transform.apply(content).insetBy(dx: -contentDeviceOutset, dy: -contentDeviceOutset)
        }
    }
}
