import Animation
import Geometry

extension Node {
    /// The node's size for `proposal`, from the cache when the node is clean for it.
    public final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let cached = layoutCache.sizes.size(for: proposal) { return cached }
        graph?.layoutStatistics.measurements += 1
        var size = measure(proposal)
        size.width = Self.sanitized(size.width, proposed: proposal.width)
        size.height = Self.sanitized(size.height, proposed: proposal.height)
        layoutCache.sizes.store(size, for: proposal)
        return size
    }

    /// A length a subclass computed, made safe: NaN and negatives become 0, and infinity is only
    /// allowed as the answer to an infinite proposal (how stacks measure flexibility).
    private static func sanitized(_ value: Double, proposed: Double?) -> Double {
        if value.isNaN || value < 0 { return 0 }
        if value.isInfinite { return proposed == .infinity ? value : (proposed ?? 0) }
        return value
    }

    /// Puts the node at `rect` in its parent's coordinate space and places its subtree when its
    /// size changed or something in it needs layout; a clean subtree placed at the same size is
    /// left alone, which is what makes relayout proportional to the change.
    ///
    /// `proposal` is what the parent proposed when it measured the node (nil: the rect's size);
    /// a stack re-derives its children's sizes from it, so placement agrees with measurement
    /// even when the stack overflows its proposal.
    public final func place(in rect: Rect, proposal: ProposedSize? = nil) {
        let old = frameProperty.model
        if old != rect || !layoutCache.hasBeenPlaced {
            setFrame(rect)
        }
        let proposal = proposal ?? ProposedSize(rect.size)
        guard layoutCache.needsLayout || old.size != rect.size || proposal != placementProposal else { return }
        placementProposal = proposal
        graph?.layoutStatistics.placements += 1
        let size = rect.size
        placeChildren(in: size)
        // Attachments are proposed the node's size; the proposal goes with the placement so a
        // stack among them re-derives its children from what it was measured with.
        background?.placeAsAttachment(in: size, alignment: backgroundAlignment)
        overlay?.placeAsAttachment(in: size, alignment: overlayAlignment)
        mask?.placeAsAttachment(in: size, alignment: .center)
        // The outline a shadow is cast from is built now, in the layout pass an input or a state
        // change runs, not at the first paint, which a fade-in may put in a steady frame.
        if shadow != nil { _ = shadowPath(size: size) }
        layoutCache.needsLayout = false
        if !bindings.anchorReaders.isEmpty { graph?.anchorReadersNeedUpdate(self) }
    }

    /// Places a background, overlay or mask in its host's `size`: proposed that size, aligned by
    /// `alignment` when it takes another.
    private func placeAsAttachment(in size: Size, alignment: Alignment) {
        let own = ProposedSize(size)
        let fitted = sizeThatFits(own)
        place(in: Rect(origin: alignment.origin(of: fitted, in: size), size: fitted), proposal: own)
    }

    /// A new placement: animated under the layout's transaction, except the first one.
    private func setFrame(_ rect: Rect) {
        let graph = self.graph
        let time = graph?.runLoop.now ?? 0
        let transaction = graph?.layoutTransaction(forPlacementOf: self)
        guard let graph, let transaction else {
            frameProperty.set(rect, animation: nil, at: time, on: self)
            layoutCache.hasBeenPlaced = true
            setNeedsPaint()
            return
        }
        if !layoutCache.hasBeenPlaced {
            // A node placed for the first time appears where it belongs on screen. Its ancestors
            // may be animating to new places; starting it displaced by how far they still have
            // to go, and animating that away with the same animation, keeps it still on screen
            // (how SwiftUI, which animates each view's own geometry, shows an insertion).
            var lag = Point.zero
            var ancestor = parent
            while let node = ancestor {
                lag = lag + (node.frameProperty.model.origin - node.frameProperty.presentation(at: time).origin)
                ancestor = node.parent
            }
            frameProperty.set(rect.offsetBy(dx: lag.x, dy: lag.y), animation: nil, at: time, on: self)
            if lag != .zero, transaction.animator == nil, !graph.reduceMotion, let animation = graph.effective(transaction.animation) {
                frameProperty.set(rect, animation: animation, at: time, on: self)
                graph.nodeIsAnimating(self)
            } else {
                frameProperty.set(rect, animation: nil, at: time, on: self)
            }
        } else if let animator = transaction.animator, animator.state == .active {
            NodePropertyTrack.drive(self, \Node.frameProperty, to: rect, with: animator,
                                    windowStart: transaction.animatorWindowStart, at: time)
        } else if !graph.reduceMotion, let animation = graph.effective(transaction.animation) {
            // Under reduce motion a frame that moves or resizes jumps (see `Node.isMotion`).
            frameProperty.set(rect, animation: animation, at: time, on: self)
            graph.nodeIsAnimating(self)
        } else {
            frameProperty.set(rect, animation: nil, at: time, on: self)
        }
        layoutCache.hasBeenPlaced = true
        setNeedsPaint()
    }

}
