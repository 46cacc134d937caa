import Animation
import Geometry
import Raster

// Damage and paint: which device pixels a frame must repaint, and repainting them.
extension SceneGraph {
    func nodeNeedsPaint(_ node: Node) {
        guard !node.lists.damage else { return }
        node.lists.damage = true
        damagedNodes.append(node)
    }

    func nodeIsAnimating(_ node: Node) {
        guard !node.lists.animating else { return }
        node.lists.animating = true
        animatingNodes.append(node)
    }

    func nodeWillLeave(_ node: Node) {
        // Whatever it covered must be repainted without it.
        if let bounds = node.paintCache.bounds { pendingDamage = pendingDamage.map { $0.union(bounds) } ?? bounds }
        gestureTracker.nodeWillLeave(node, in: self)
    }


    func addPendingDamage(_ rect: Rect) {
        pendingDamage = pendingDamage.map { $0.union(rect) } ?? rect
    }

    /// Lays out what is dirty and takes the frame's damage: the old and new device bounds of
    /// every node that changed or is animating, under `rootTransform` (the transform the scene's
    /// points are painted with). The damage is consumed: a second call without changes returns
    /// `.none`. `.everything` after `setNeedsFullRedraw`, a resize or a new root transform.
    ///
    /// A host that composites several scenes takes every scene's damage first, then paints each
    /// scene over the union (`paint(in:region:)`), bottom to top; `render(in:)` does both for a
    /// scene on its own.
    public func takeDamage(rootTransform hostTransform: Transform) -> Damage {
        layoutIfNeeded()
        let rootTransform = contentTransform(hostTransform)
        // Nodes that joined since the last advance (some are built by layout itself, in a
        // geometry reader) show their state at the current time.
        if frameHandlersAreStale {
            runFrameHandlers()
            layoutIfNeeded()
        }
        let time = runLoop.now
        var damage: Rect? = pendingDamage
        func add(_ r: Rect?) {
            guard let r, !r.isEmpty else { return }
            damage = damage.map { $0.union(r) } ?? r
        }
        let full = needsFullRedraw || rootTransform != lastRootTransform
        // A moving node must be painted even where it painted nothing last time (it may have
        // been invisible, clipped or masked away), so its path from the root is marked.
        for node in animatingNodes where node.graph === self { node.markSubtreeNeedsPaint() }
        if !full {
            for node in damagedNodes where node.graph === self { addDamage(of: node, rootTransform: rootTransform, time: time, into: add) }
            for node in animatingNodes where node.graph === self { addDamage(of: node, rootTransform: rootTransform, time: time, into: add) }
        }
        for node in damagedNodes { node.lists.damage = false }
        damagedNodes.removeAll(keepingCapacity: true)
        pendingDamage = nil
        needsFullRedraw = false
        lastRootTransform = rootTransform
        lastRenderedTime = time
        if full {
            paintsInFull = true
            return .everything
        }
        guard let damage else { return .none }
        return Damage(IntRect(enclosing: damage))
    }

    /// Paints the scene over `region` (device pixels, cut to the canvas's clip) of `canvas`,
    /// whose transform maps the scene's points to device pixels (the one given to
    /// `takeDamage`): clears the region to `backgroundColor` (when `clearsBackground`), then
    /// paints every node that crosses it. Call it after `takeDamage`, with no change between.
    ///
    /// After damage of `.everything` every node is painted again (its bounds recorded anew);
    /// otherwise subtrees outside the region are skipped and keep what they recorded.
    /// `fromScratch` paints every node whatever the damage: a check of the incremental frame.
    public func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool = false) {
        let region = region.intersection(canvas.clipBounds)
        let force = paintsInFull || fromScratch
        paintsInFull = false
        guard !region.isEmpty else { return }
        paintPass &+= 1
        let rootTransform = contentTransform(canvas.transform)
        canvas.save()
        canvas.setTransform(.identity)
        canvas.limitDrawing(toDevice: region)
        if clearsBackground {
            // A backdrop that covers the window opaquely (most demos have one) would paint over
            // the whole clear: at HiDPI a needless pass over 16 MB whenever everything repaints.
            var budget = SceneGraph.opaqueCoverBudget
            let cover = root.opaqueCover(parentDevice: rootTransform, time: runLoop.now, budget: &budget)
            region.forEachPiece(around: cover) { piece in
                canvas.save()
                canvas.limitDrawing(toDevice: piece)
                canvas.clear(backgroundColor)
                canvas.restore()
            }
        }
        canvas.setTransform(rootTransform)
        root.paint(in: canvas, time: runLoop.now, damage: force ? nil : region.rect, force: force)
        canvas.restore()
        lastDamage = region.rect
    }


    /// How many nodes `paint` looks through for an opaque cover of its region (a backdrop lies
    /// a few levels down, among the first parts).
    static let opaqueCoverBudget = 24

    /// Takes the damage and paints it: a scene drawn on its own. Returns the device pixels
    /// repainted (within the canvas's clip).
    @discardableResult
    public func render(in canvas: Canvas) -> Damage {
        guard let region = takeDamage(rootTransform: canvas.transform).region(within: canvas.clipBounds) else {
            paintsInFull = false
            lastDamage = nil
            return .none
        }
        paint(in: canvas, region: region)
        return .rect(region)
    }

    private func addDamage(of node: Node, rootTransform: Transform, time: Double, into add: (Rect?) -> Void) {
        add(node.paintCache.bounds)
        let parentTransform = node.parent?.deviceTransform(at: time, root: rootTransform) ?? rootTransform
        add(node.visualBounds(parentTransform: parentTransform, time: time))
    }

}
