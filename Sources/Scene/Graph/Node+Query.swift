extension Node {
    /// Every node in the subtree — background, children, overlay and mask, depth first — whose
    /// `debugName` is `name` (set with `named(_:)`): how tools and tests find a node by name.
    public func descendants(named name: String) -> [Node] {
        var found: [Node] = []
        func visit(_ node: Node) {
            if node.debugName == name { found.append(node) }
            node.forEachAttached(visit)
        }
        visit(self)
        return found
    }

    /// Every node of type `T` in the subtree, depth first (the node itself included).
    public func descendants<T: Node>(ofType type: T.Type) -> [T] {
        var found: [T] = []
        func visit(_ node: Node) {
            if let match = node as? T { found.append(match) }
            node.forEachAttached(visit)
        }
        visit(self)
        return found
    }

    /// The first node of type `T` in the subtree, depth first (the node itself included).
    public func firstDescendant<T: Node>(of type: T.Type) -> T? {
        if let match = self as? T { return match }
        var found: T?
        forEachAttached { node in
            if found == nil { found = node.firstDescendant(of: type) }
        }
        return found
    }
}

extension Node {
    /// The `occurrence`-th node (0: the first, depth first as `descendants(named:)` walks) of the
    /// subtree whose path — its `debugName` and its ancestors', from this node, joined by "/" —
    /// is `path`: how the animation timeline finds a lane's node in a scene rebuilt by a replay.
    public func descendant(path: String, occurrence: Int = 0) -> Node? {
        var remaining = occurrence
        var found: Node?
        func visit(_ node: Node, _ prefix: String) {
            guard found == nil else { return }
            let own = prefix.isEmpty ? node.debugName : prefix + "/" + node.debugName
            guard path == own || path.hasPrefix(own + "/") else { return }
            if own == path {
                if remaining == 0 { found = node; return }
                remaining -= 1
            }
            node.forEachAttached { visit($0, own) }
        }
        visit(self, "")
        return found
    }

    /// Which of the subtree's nodes with path `path` `node` is (see `descendant(path:occurrence:)`).
    func occurrence(of node: Node, path: String) -> Int {
        var index = 0
        var result = 0
        func visit(_ candidate: Node, _ prefix: String) {
            let own = prefix.isEmpty ? candidate.debugName : prefix + "/" + candidate.debugName
            guard path == own || path.hasPrefix(own + "/") else { return }
            if own == path {
                if candidate === node { result = index }
                index += 1
            }
            candidate.forEachAttached { visit($0, own) }
        }
        visit(self, "")
        return result
    }
}
