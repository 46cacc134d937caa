import Geometry

extension Node {
    /// `point`, given in scene coordinates (where `DragValue.location` is), in this node's own
    /// coordinates through every transform on screen now: offsets, scales, rotations and
    /// transitions of the node and its ancestors (presentation values). Nil when the point is
    /// not finite or a transform on the way is singular (a zero scale).
    ///
    /// What a control built outside the engine needs to turn a drag into a value, as the
    /// slider does.
    public func convertFromScene(_ point: Point) -> Point? {
        guard point.isFinite else { return nil }
        return deviceTransform(at: now, root: .identity).inverted()?.apply(point)
    }
}
