import Animation
import Geometry

/// Places its content over the bounds of one anchor published in its scope, the anchor chosen by
/// a state value: SwiftUI's `backgroundPreferenceValue` + `GeometryReader` + `.frame`/`.offset`
/// idiom for a selection highlight that follows the selected row (seed 001).
///
/// The node fills what it is proposed (use it as a background, overlay or mask of the view that
/// contains the anchors). Its scope is the nearest ancestor whose subtree publishes anchors of
/// `key`; anchors resolve as laid out (frames, no render effects). When the selected tag changes
/// inside `withAnimation`, the content's frame moves to the new anchor with that animation; when
/// the anchors move because layout changed, it follows with the layout's transaction. With no tag
/// (or no such anchor) the node fades out where it was, and the next tag places it at once and
/// fades it in.
public final class AnchoredFrameNode: WrapperNode {
    /// The family of anchors whose published bounds the content follows.
    public let key: AnchorKey
    /// The published tag whose bounds the content covers; nil hides it.
    public private(set) var tag: AnyHashable?
    /// The content's bounds in this node's space at the last placement, nil when hidden.
    public private(set) var anchoredRect: Rect?
    private weak var observedScope: Node?

    init(_ content: Node, key: AnchorKey) {
        self.key = key
        super.init(content, debugName: "AnchoredFrame")
    }

    /// Selects the anchor to cover; in an animated transaction the move animates.
    public func select(_ newTag: AnyHashable?) {
        guard newTag != tag else { return }
        tag = newTag
        opacity = newTag == nil ? 0 : 1
        setNeedsLayout()
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    public override func placeChildren(in size: Size) {
        guard let (scope, anchors) = findScope() else { return }
        observe(scope)
        guard let tag, let rect = anchors[tag] else {
            opacity = 0
            anchoredRect = nil
            return
        }
        // The anchors are in the scope's space; this node's origin there is its frames' sum.
        var origin = Point.zero
        var node: Node? = self
        while let current = node, current !== scope {
            origin = origin + current.frame.origin
            node = current.parent
        }
        let local = rect.offsetBy(dx: -origin.x, dy: -origin.y)
        let wasHidden = anchoredRect == nil
        anchoredRect = local
        if wasHidden, let graph {
            // Appearing: at the anchor at once (only the fade animates), not sliding in from the
            // place it was last shown.
            graph.isLayoutAnimationSuppressed = true
            content.place(in: local, proposal: ProposedSize(local.size))
            graph.isLayoutAnimationSuppressed = false
        } else {
            content.place(in: local, proposal: ProposedSize(local.size))
        }
    }

    /// The nearest ancestor publishing anchors of `key` below it, with those anchors.
    private func findScope() -> (Node, [AnyHashable: Rect])? {
        var ancestor = parent
        while let candidate = ancestor {
            let anchors = candidate.resolveAnchors(key)
            if !anchors.isEmpty { return (candidate, anchors) }
            ancestor = candidate.parent
        }
        return nil
    }

    /// Re-places the content whenever the scope's anchors move (a relayout that leaves this node
    /// clean would otherwise keep it at the old place).
    private func observe(_ scope: Node) {
        guard observedScope !== scope else { return }
        observedScope = scope
        scope.onAnchors(key) { [weak self, weak scope] _ in
            guard let self, let scope, self.observedScope === scope else { return }
            self.setNeedsLayout()
        }
    }
}

extension Node {
    /// Wraps the node to cover the anchor of `key` whose tag is `source`'s value (nil: hidden),
    /// following it as the selection changes (see `AnchoredFrameNode`).
    public func frame<Source: StateSource, Tag: Hashable>(anchor key: AnchorKey, _ source: Source) -> AnchoredFrameNode
    where Source.Value == Tag? {
        let wrapper = AnchoredFrameNode(self, key: key)
        wrapper.bind(source) { node, tag in if let tag { node.select(AnyHashable(tag)) } else { node.select(nil) } }
        return wrapper
    }

    /// Wraps the node to cover the anchor of `key` whose tag is `source`'s value.
    public func frame<Source: StateSource, Tag: Hashable>(anchor key: AnchorKey, _ source: Source) -> AnchoredFrameNode
    where Source.Value == Tag {
        let wrapper = AnchoredFrameNode(self, key: key)
        wrapper.bind(source) { node, tag in node.select(AnyHashable(tag)) }
        return wrapper
    }

    /// Like `frame(anchor:_:)`, but every move animates with `animation` (nil: jumps) whatever
    /// the transaction of the change: a picker's selection that always slides with its own spring.
    public func frame<Source: StateSource, Tag: Hashable>(anchor key: AnchorKey, _ source: Source,
                                                          animation: AnimationSpec?) -> AnchoredFrameNode
    where Source.Value == Tag {
        let wrapper = AnchoredFrameNode(self, key: key)
        wrapper.bind(source, animation: animation) { node, tag in node.select(AnyHashable(tag)) }
        return wrapper
    }
}
