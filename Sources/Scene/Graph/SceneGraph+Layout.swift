import Animation
import Geometry
import Raster

// Layout passes: what is dirty is measured and placed, in the transaction that made it dirty.
extension SceneGraph {
    /// Lays out the dirty parts of the tree; the root gets the scene's `layoutSize`, centred.
    public func layoutIfNeeded() {
        guard needsLayoutPass || !pendingAnchorReaders.isEmpty || layoutTransaction != nil
                || !nodesWithLayoutTransactions.isEmpty else { return }
        let started = stopwatch?() ?? 0
        isLayingOut = true
        defer {
            isLayingOut = false
            if let stopwatch { layoutNanoseconds &+= stopwatch() &- started }
        }
        var passes = 0
        // Anchor readers may change the tree after layout; a few passes settle any sane scene
        // and the cap stops a reader that keeps changing what it reads.
        while (needsLayoutPass || !pendingAnchorReaders.isEmpty) && passes < 4 {
            passes += 1
            if needsLayoutPass {
                needsLayoutPass = false
                let size = layoutSize
                let fitted = root.sizeThatFits(ProposedSize(size))
                let origin = Alignment.center.origin(of: fitted, in: size)
                root.place(in: Rect(origin: origin, size: fitted), proposal: ProposedSize(size))
                layoutStatistics.passes += 1
            }
            swap(&pendingAnchorReaders, &anchorReadersInPass)
            for node in anchorReadersInPass where node.graph === self { node.updateAnchorReaders() }
            anchorReadersInPass.removeAll(keepingCapacity: true)
        }
        layoutTransaction = nil
        for node in nodesWithLayoutTransactions { node.layoutCache.pendingTransaction = nil }
        nodesWithLayoutTransactions.removeAll(keepingCapacity: true)
    }

    func nodeHasPendingLayoutTransaction(_ node: Node) {
        if !nodesWithLayoutTransactions.contains(where: { $0 === node }) { nodesWithLayoutTransactions.append(node) }
    }

    /// The transaction a new frame of `node` animates with: that of the nearest of the node and
    /// its ancestors that asked for layout in an animated transaction, else the pass's.
    func layoutTransaction(forPlacementOf node: Node) -> Transaction? {
        guard !isLayoutAnimationSuppressed else { return nil }
        var current: Node? = node
        while let candidate = current {
            if let transaction = candidate.layoutCache.pendingTransaction { return transaction }
            current = candidate.parent
        }
        return layoutTransaction
    }

    /// Forgets every cached size in the tree (benchmarks: a cold full layout).
    public func invalidateAllLayout() {
        func visit(_ node: Node) {
            node.layoutCache.needsLayout = true
            node.layoutCache.sizes.removeAll()
            node.forEachAttached(visit)
        }
        visit(root)
        needsLayoutPass = true
    }

    func layoutDidInvalidate(transaction: Transaction?) {
        needsLayoutPass = true
        // The latest animated change decides how the next layout moves things.
        if let transaction, transaction.animation != nil || transaction.animator != nil {
            layoutTransaction = transaction
        } else if layoutTransaction == nil {
            layoutTransaction = transaction
        }
    }

    func anchorReadersNeedUpdate(_ node: Node) {
        if !pendingAnchorReaders.contains(where: { $0 === node }) { pendingAnchorReaders.append(node) }
    }
}
