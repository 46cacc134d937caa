import Geometry

extension SceneGraph {
    /// Calls `body` for every node that is drawn, in drawing order (a node, then its background,
    /// children and overlay), with its device bounds, depth, offscreen passes and hit testing
    /// (see `DebugNodeInfo`), at the run loop's current time and as last laid out.
    ///
    /// `rootTransform` maps scene points to device pixels (the canvas transform `render` was given).
    /// Nodes that draw nothing — an opacity of 0.0005 or less, a non-finite size — are skipped
    /// with their subtrees, as painting skips them. Masks are not visited: they are never drawn on
    /// screen (their owner reports `.mask`).
    ///
    /// Reads the scene and changes nothing in it (no layout, no caches), and allocates nothing
    /// beyond what `body` does, so an overlay can call it on every frame.
    public func debugVisit(rootTransform: Transform, _ body: (DebugNodeInfo) -> Void) {
        root.debugVisit(parentTransform: contentTransform(rootTransform), time: runLoop.now, depth: 0,
                        ancestorRefusesHits: false, ancestorDisappearing: false, body)
    }
}

extension Node {
    /// `SceneGraph.debugVisit` for this subtree; the rules are painting's (`paint(in:…)`).
    fileprivate func debugVisit(parentTransform: Transform, time: Double, depth: Int, ancestorRefusesHits: Bool,
                                ancestorDisappearing: Bool, _ body: (DebugNodeInfo) -> Void) {
        let (size, effect) = drawnGeometry(at: time)
        let opacity = $opacity.presentation(at: time) * effect.opacity
        guard opacity > 0.0005, size.width.isFinite, size.height.isFinite else { return }
        let device = localTransform(at: time, effect: effect).concatenating(parentTransform)
        var passes: DebugNodeInfo.OffscreenPasses = []
        if opacity < 0.9995 { passes.insert(.opacity) }
        if mask != nil { passes.insert(.mask) }
        // The transition's clip replaces the clip shape while it runs (see `clip(size:effect:)`); read
        // without building the path, which would fill the node's cache.
        if effect.clip != nil {
            passes.insert(.transitionClip)
        } else if clipShape != nil {
            passes.insert(.clipShape)
        }
        let refusesHere = !allowsHitTesting || isDisappearing
        let hitTesting: DebugNodeInfo.HitTesting = ancestorRefusesHits ? .disabledByAncestor : (refusesHere ? .disabledHere : .enabled)
        let disappearing = ancestorDisappearing || isDisappearing
        body(DebugNodeInfo(node: self, deviceBounds: device.apply(Rect(origin: .zero, size: size)), deviceTransform: device,
                           size: size, depth: depth, opacity: opacity, offscreenPasses: passes, hitTesting: hitTesting,
                           isDisappearing: disappearing))
        let refuses = ancestorRefusesHits || refusesHere
        forEachPart { part in
            if case .attached(let node) = part {
                node.debugVisit(parentTransform: device, time: time, depth: depth + 1, ancestorRefusesHits: refuses,
                                ancestorDisappearing: disappearing, body)
            }
            return true
        }
    }
}
