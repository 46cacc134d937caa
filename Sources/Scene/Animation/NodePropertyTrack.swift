import Animation

/// Connects one node property to a property animator: the animator's progress moves the
/// property's presentation between the values it had and was given in the animations block.
final class NodePropertyTrack<Root: Node, Value: VectorArithmetic>: AnimatorTrack {
    private weak var node: Root?
    private let keyPath: ReferenceWritableKeyPath<Root, NodeProperty<Value>>
    /// The property's motion box: per-frame progress goes straight there, because modifying
    /// through a class key path allocates.
    private var motion: NodePropertyMotion<Value>?

    private init(node: Root, keyPath: ReferenceWritableKeyPath<Root, NodeProperty<Value>>) {
        self.node = node
        self.keyPath = keyPath
    }

    /// Hands `keyPath` of `node` to `animator`, heading for `value`.
    static func drive(_ node: Root, _ keyPath: ReferenceWritableKeyPath<Root, NodeProperty<Value>>,
                      to value: Value, with animator: PropertyAnimator, windowStart: Double?, at time: Double) {
        let track = NodePropertyTrack(node: node, keyPath: keyPath)
        track.motion = node[keyPath: keyPath].beginDriven(to: value, at: time, owner: ObjectIdentifier(track), on: node)
        node.graph?.nodeIsDriven(node)
        animator.addTrack(track, windowStart: windowStart)
    }

    func animatorDidUpdate(progress: Double) {
        guard let node else { return }
        motion?.setDrivenProgress(progress, owner: ObjectIdentifier(self))
        node.graph?.nodeIsDriven(node)
        node.setNeedsPaint()
    }

    func animatorDidEnd(at position: AnimatingPosition) {
        guard let node else { return }
        node[keyPath: keyPath].endDriven(at: position, owner: ObjectIdentifier(self))
        node.setNeedsPaint()
    }
}
