import Animation
import Geometry

extension Node {
    /// Adds `child` at the end of the children; in an animated transaction it plays its
    /// insertion transition.
    public func appendChild(_ child: Node) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` before the child at `index` (clamped).
    public func insertChild(_ child: Node, at index: Int) {
        adopt(child)
        children.insert(child, at: min(max(index, 0), children.count))
        child.beginInsertion()
        setNeedsLayout()
    }

    /// Removes `child`: in an animated transaction it plays its removal transition first, staying
    /// in the tree (drawn, not hit-testable, out of layout) until it ends; `onDisappear` runs
    /// once it is gone.
    public func removeChild(_ child: Node, onDisappear: (() -> Void)? = nil) {
        guard child.parent === self, children.contains(where: { $0 === child }) else { return }
        if let onDisappear { child.transitionState.disappearanceHandlers.append(onDisappear) }
        child.beginRemoval()
        setNeedsLayout()
    }

    /// The children that take part in layout (not those playing a removal transition).
    public var layoutChildren: [Node] {
        // Most containers have nothing disappearing: hand out the array itself, no copy.
        children.contains(where: { $0.isDisappearing }) ? children.filter { !$0.isDisappearing } : children
    }

    /// Replaces the children with `newChildren`, matching by identity: a new child with the id
    /// (or, without ids, the object) of a present child keeps the present node; present children
    /// left out are removed and new ones inserted, each with its transition.
    public func setChildren(_ newChildren: [Node]) {
        if keepsChildrenInOrder(newChildren) { return }
        func key(_ node: Node) -> AnyHashable { node.id ?? AnyHashable(ObjectIdentifier(node)) }
        var present: [AnyHashable: Node] = [:]
        for child in children where !child.isDisappearing { present[key(child)] = child }
        var result: [Node] = []
        var kept = Set<ObjectIdentifier>()
        var inserted: [Node] = []
        for node in newChildren {
            let k = key(node)
            if let existing = present[k], !kept.contains(ObjectIdentifier(existing)) {
                result.append(existing)
                kept.insert(ObjectIdentifier(existing))
            } else if !kept.contains(ObjectIdentifier(node)) {
                result.append(node)
                kept.insert(ObjectIdentifier(node))
                inserted.append(node)
            }
        }
        // Removed and still-disappearing children keep their places among the survivors.
        var removed: [Node] = []
        for (index, child) in children.enumerated() where !kept.contains(ObjectIdentifier(child)) {
            result.insert(child, at: min(index, result.count))
            if !child.isDisappearing { removed.append(child) }
        }
        for node in inserted { adopt(node) }
        children = result
        for node in inserted { node.beginInsertion() }
        for node in removed { node.beginRemoval() }
        setNeedsLayout()
    }

    /// `setChildren` for the change that inserts nothing and keeps the present order: every new
    /// child matches a present one (by the same rule), so the children stay as they are and the
    /// unmatched ones leave in place. Such changes come from timers and animators in steady
    /// frames (an `If` turning false when an animator ends), so this path allocates nothing: it
    /// matches by linear search and marks with `isMatched`. False, having changed nothing, for
    /// any other change.
    private func keepsChildrenInOrder(_ newChildren: [Node]) -> Bool {
        // Beyond a few dozen children the quadratic search costs more than the dictionary.
        guard newChildren.count <= 32, children.count <= 32 else { return false }
        func key(_ node: Node) -> AnyHashable { node.id ?? AnyHashable(ObjectIdentifier(node)) }
        var keepsOrder = true
        var lastIndex = -1
        for node in newChildren {
            let k = key(node)
            // The present node a new one keeps: the last one with its key that is not leaving.
            guard let index = children.lastIndex(where: { !$0.isDisappearing && key($0) == k }),
                  !children[index].isMatched, index > lastIndex else {
                keepsOrder = false
                break
            }
            children[index].isMatched = true
            lastIndex = index
        }
        guard keepsOrder else {
            for node in children { node.isMatched = false }
            return false
        }
        // By index, holding no copy of `children`: a removal without animation detaches the
        // node at once, and a second reference would make that removal copy the array.
        var index = 0
        while index < children.count {
            let node = children[index]
            let leaves = !node.isMatched && !node.isDisappearing
            node.isMatched = false
            if leaves { node.beginRemoval() }
            if index < children.count, children[index] === node { index += 1 }
        }
        setNeedsLayout()
        return true
    }

    /// Replaces `old` with `new` in place: how an identity change looks in a retained tree. In an
    /// animated transaction the old node plays its removal and the new one its insertion.
    public func replaceChild(_ old: Node, with new: Node) {
        guard old !== new, children.contains(where: { $0 === old }) else { return }
        // Adopting may take `new` out of these very children, which shifts `old`.
        adopt(new)
        guard let index = children.firstIndex(where: { $0 === old }) else { return }
        children.insert(new, at: index + 1)
        new.beginInsertion()
        old.beginRemoval()
        setNeedsLayout()
    }

    /// The animation a transition of this node runs with now, if any.
    private func transitionAnimation() -> (SceneGraph, AnimationSpec)? {
        guard let graph else { return nil }
        let transaction = graph.runLoop.transaction
        guard let animation = graph.effective(transition.animation ?? transaction.animation) else { return nil }
        return (graph, animation)
    }

    func beginInsertion() {
        // A node brought back while it was leaving returns from where it got to, and the
        // removal it abandons will never call its handlers.
        let wasDisappearing = isDisappearing
        isDisappearing = false
        if wasDisappearing { transitionState.disappearanceHandlers.removeAll() }
        guard let (graph, animation) = transitionAnimation() else {
            transitionState.active = nil
            transitionProperty.set(1, animation: nil, at: 0, on: self)
            return
        }
        let now = graph.runLoop.now
        let start = wasDisappearing ? transitionProperty.presentation(at: now) : 0
        transitionState.active = graph.reduceMotion ? transition.reducedMotion() : transition
        transitionProperty.set(start, animation: nil, at: now, on: self)
        transitionProperty.set(1, animation: animation, at: now, on: self)
        graph.nodeIsAnimating(self)
    }

    func beginRemoval() {
        guard let (graph, animation) = transitionAnimation() else {
            finishRemoval()
            return
        }
        isDisappearing = true
        graph.gestureTracker.nodeWillLeave(self, in: graph)
        transitionState.active = graph.reduceMotion ? transition.reducedMotion() : transition
        // A node still entering leaves from where its insertion got to.
        let current = transitionProperty.presentation(at: graph.runLoop.now)
        transitionProperty.set(current, animation: nil, at: graph.runLoop.now, on: self)
        transitionProperty.set(0, animation: animation, at: graph.runLoop.now, on: self)
        graph.nodeIsAnimating(self)
        setNeedsPaint()
    }

    private func finishRemoval() {
        let handlers = transitionState.disappearanceHandlers
        transitionState.disappearanceHandlers.removeAll()
        isDisappearing = false
        transitionState.active = nil
        detach()
        for handler in handlers { handler() }
    }

    /// Called by the scene when every animation of the node has ended.
    func animationsDidSettle() {
        if isDisappearing {
            finishRemoval()
        } else if transitionState.active != nil, transitionProperty.model == 1 {
            transitionState.active = nil
        }
    }
}

extension Node {
    /// Sets the background (nil removes it).
    public func setBackground(_ node: Node?, alignment: Alignment = .center) {
        background?.detach()
        backgroundAlignment = alignment
        if let node { adopt(node); background = node }
        setNeedsLayout()
    }

    /// Sets the overlay (nil removes it).
    public func setOverlay(_ node: Node?, alignment: Alignment = .center) {
        overlay?.detach()
        overlayAlignment = alignment
        if let node { adopt(node); overlay = node }
        setNeedsLayout()
    }


    /// True when `self` is `node` or one of its descendants.
    public func isDescendant(of node: Node) -> Bool {
        var current: Node? = self
        while let n = current {
            if n === node { return true }
            current = n.parent
        }
        return false
    }
}
