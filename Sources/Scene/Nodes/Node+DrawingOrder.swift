/// One part of a node in its drawing order: an attached node, or the node's own content.
enum NodePart {
    case attached(Node)
    case content
}

extension Node {
    /// The one definition of a node's drawing order — background, its own content, children
    /// (first to last), overlay — walked back to front by paint, damage and the debug overlays,
    /// and front to back by hit testing. `body` returns false to stop. The mask is not a part:
    /// it shapes the others and is never drawn itself.
    @inline(__always)
    func forEachPart(frontToBack: Bool = false, _ body: (NodePart) -> Bool) {
        if paintCache.drawingOrderIsStale { refreshChildDrawingOrder() }
        let ordered = !paintCache.drawingOrder.isEmpty
        // Counted loops rather than iterators: a debug build's generic iterators allocate, which
        // would hide from the tests whether painting allocates (`OcclusionTests`). A body that
        // changes the children (none does today) must not index past them.
        let count = ordered ? paintCache.drawingOrder.count : children.count
        func child(_ position: Int) -> Node? {
            let index = ordered ? paintCache.drawingOrder[position] : position
            return index < children.count ? children[index] : nil
        }
        if frontToBack {
            if let overlay, !body(.attached(overlay)) { return }
            var position = count - 1
            while position >= 0 {
                if let node = child(position), !body(.attached(node)) { return }
                position -= 1
            }
            if !body(.content) { return }
            if let background { _ = body(.attached(background)) }
        } else {
            if let background, !body(.attached(background)) { return }
            if !body(.content) { return }
            var position = 0
            while position < count {
                if let node = child(position), !body(.attached(node)) { return }
                position += 1
            }
            if let overlay { _ = body(.attached(overlay)) }
        }
    }

    /// Sorts the children's indices by `zIndex`, stably, in the storage the last sort left (an
    /// insertion sort: children are few, and a change moves one of them).
    func refreshChildDrawingOrder() {
        paintCache.drawingOrderIsStale = false
        paintCache.drawingOrder.removeAll(keepingCapacity: true)
        guard children.contains(where: { $0.zIndex != 0 }) else { return }
        paintCache.drawingOrder.append(contentsOf: children.indices)
        for i in paintCache.drawingOrder.indices.dropFirst() {
            let moving = paintCache.drawingOrder[i]
            let z = children[moving].zIndex
            var j = i
            while j > 0, children[paintCache.drawingOrder[j - 1]].zIndex > z {
                paintCache.drawingOrder[j] = paintCache.drawingOrder[j - 1]
                j -= 1
            }
            paintCache.drawingOrder[j] = moving
        }
    }

    /// Calls `body` on every directly attached node — the drawn parts back to front, then the
    /// mask — for walks that must reach every node (scene membership, teardown).
    @inline(__always)
    func forEachAttached(_ body: (Node) -> Void) {
        forEachPart { part in
            if case .attached(let node) = part { body(node) }
            return true
        }
        if let mask { body(mask) }
    }
}
