// Joining and leaving a parent and a scene.
extension Node {
    func adopt(_ child: Node) {
        child.detach()
        child.parent = self
        child.attach(to: graph)
        child.setNeedsLayout()
    }

    /// Removes the node from its parent's children or attachments, immediately.
    func detach() {
        guard let parent else { return }
        if let index = parent.children.firstIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
        } else if parent.background === self {
            parent.background = nil
        } else if parent.overlay === self {
            parent.overlay = nil
        } else if parent.maskStorage === self {
            // Straight to the storage: the `mask` setter itself detaches the old mask.
            parent.maskStorage = nil
        }
        graph?.nodeWillLeave(self)
        self.parent = nil
        layoutCache.hasBeenPlaced = false
        attach(to: nil)
        parent.setNeedsLayout()
        finishDisappearingDescendants()
    }

    /// A subtree that leaves ends the removal transitions playing inside it: nothing would
    /// advance them any more, and their `onDisappear` handlers must still run.
    private func finishDisappearingDescendants() {
        // No local recursive function: its captured list would be boxed on the heap, and this
        // runs in the frame a removal transition ends, which should not allocate.
        var leaving: [Node] = []
        Node.collectDisappearing(in: self, into: &leaving)
        for node in leaving { node.animationsDidSettle() }
    }

    private static func collectDisappearing(in node: Node, into leaving: inout [Node]) {
        node.forEachAttached { visitForDisappearing($0, &leaving) }
    }

    private static func visitForDisappearing(_ node: Node, _ leaving: inout [Node]) {
        if node.isDisappearing { leaving.append(node) } else { collectDisappearing(in: node, into: &leaving) }
    }

    /// Moves the subtree to `newGraph` (nil: out of any scene); a subtree joining a scene
    /// resolves its environment there.
    func attach(to newGraph: SceneGraph?) {
        guard graph !== newGraph || newGraph == nil else { return }
        setGraph(newGraph)
        resolveEnvironmentWithoutAnimation()
    }

    private func setGraph(_ newGraph: SceneGraph?) {
        guard graph !== newGraph || newGraph == nil else { return }
        graph = newGraph
        // The old scene's lists drop the node by itself (it checks `graph`); the new one must be
        // able to take it.
        lists.damage = false
        lists.animating = false
        lists.driven = false
        lists.frame = false
        if let newGraph, !bindings.frameHandlers.isEmpty { newGraph.nodeIsFrameDriven(self) }
        forEachAttached { $0.setGraph(newGraph) }
        if newGraph != nil {
            paintCache.subtreeNeedsPaint = true
            paintCache.bounds = nil
        }
    }
}
