import Geometry

// Where a node is: as laid out and as on screen.
extension SceneGraph {
    /// `node`'s bounds as laid out (model frames; no offsets, scale or rotation) in
    /// `ancestor`'s coordinate space (nil: the scene's), or nil when `ancestor` is not an
    /// ancestor. This is what anchors resolve to.
    public func layoutBounds(of node: Node, in ancestor: Node? = nil) -> Rect? {
        var origin = Point.zero
        var current: Node? = node
        while let n = current, n !== ancestor {
            origin = origin + n.frameProperty.model.origin
            current = n.parent
        }
        if ancestor != nil && current == nil { return nil }
        return Rect(origin: origin, size: node.frameProperty.model.size)
    }

    /// `node`'s bounds as on screen now (presentation values, every transform) in `ancestor`'s
    /// coordinate space (nil: the scene's), or nil when `ancestor` is not an ancestor.
    public func bounds(of node: Node, in ancestor: Node? = nil) -> Rect? {
        let time = runLoop.now
        let size = node.drawnGeometry(at: time).size
        var transform = Transform.identity
        var current: Node? = node
        while let n = current, n !== ancestor {
            transform = transform.concatenating(n.localTransform(at: time, effect: n.drawnGeometry(at: time).effect))
            current = n.parent
        }
        if ancestor != nil && current == nil { return nil }
        return transform.apply(Rect(origin: .zero, size: size))
    }
}
