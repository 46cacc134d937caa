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
        let from = node[keyPath: keyPath].presentation(at: time)
        track.motion = node[keyPath: keyPath].beginDriven(to: value, at: time, owner: ObjectIdentifier(track), on: node)
        if let recorder = node.graph?.animationRecorder {
            recorder.propertyWillBeDriven(node, node[keyPath: keyPath].name, by: animator, from: from, to: value, at: time) { [weak node] in
                guard let node, let graph = node.graph else { return nil }
                return RecordedValue.components(of: node[keyPath: keyPath].presentation(at: graph.runLoop.now))
            }
        }
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
        if let graph = node.graph, let recorder = graph.animationRecorder {
            recorder.propertyDidEndDrive(node, node[keyPath: keyPath].name, at: graph.runLoop.now)
        }
        node.setNeedsPaint()
    }
}
