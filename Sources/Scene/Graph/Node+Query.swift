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
