import Animation
import Geometry

/// Names a family of anchors that nodes publish and an ancestor reads, like a SwiftUI
/// `PreferenceKey` whose value is `Anchor<CGRect>`s.
public struct AnchorKey: Hashable, Sendable {
    /// Identifies the key: two keys with the same name are the same key.
    public let name: String

    /// A key named `name`; use the same name wherever the anchors are published and read.
    public init(_ name: String) {
        self.name = name
    }
}

/// An ancestor's subscription to anchors of one key.
struct AnchorReader {
    let key: AnchorKey
    let handler: ([AnyHashable: Rect]) -> Void
    var last: [AnyHashable: Rect]?
}

extension Node {
    /// Publishes this node's bounds under `key`, tagged `value`, to whichever ancestor reads
    /// `key`.
    @discardableResult
    public func anchorPreference(_ key: AnchorKey, value: AnyHashable) -> Self {
        bindings.publishedAnchors.removeAll { $0.key == key && $0.value == value }
        bindings.publishedAnchors.append((key, value))
        setNeedsLayout()
        return self
    }

    /// After every layout that touches this node, calls `handler` with the bounds of every node
    /// below it that publishes `key` (tag → rectangle in this node's coordinates, as laid out:
    /// frames only, no offsets or other render effects),
    /// when they changed. The handler runs in the transaction of the change that caused the
    /// layout, so what it changes animates with it — how D2's highlight follows the selection.
    @discardableResult
    public func onAnchors(_ key: AnchorKey, _ handler: @escaping ([AnyHashable: Rect]) -> Void) -> Self {
        bindings.anchorReaders.append(AnchorReader(key: key, handler: handler, last: nil))
        setNeedsLayout()
        return self
    }

    /// Runs this node's anchor readers again after the next layout, even if no anchor moved, in
    /// the current transaction: for a reader whose result depends on other state too (the
    /// highlight follows the selected row's anchor, and the selection changed).
    public func setNeedsAnchorUpdate() {
        for index in bindings.anchorReaders.indices { bindings.anchorReaders[index].last = nil }
        guard let graph else { return }
        graph.anchorReadersNeedUpdate(self)
        graph.layoutDidInvalidate(transaction: graph.runLoop.transaction)
    }

    /// The anchors of `key` published in this node's subtree, resolved in its coordinates.
    public func resolveAnchors(_ key: AnchorKey) -> [AnyHashable: Rect] {
        var result: [AnyHashable: Rect] = [:]
        func visit(_ node: Node, origin: Point) {
            guard !node.isDisappearing else { return }
            // Layout geometry only: offsets are render effects, and a change to one does not
            // run layout, so an anchor that included it would go stale.
            let here = node === self ? Point.zero : origin + node.frameProperty.model.origin
            for anchor in node.bindings.publishedAnchors where anchor.key == key {
                result[anchor.value] = Rect(origin: here, size: node.frameProperty.model.size)
            }
            node.forEachAttached { visit($0, origin: here) }
        }
        visit(self, origin: .zero)
        return result
    }

    /// Whether the anchors of `key` in this subtree are exactly `known`, found without building
    /// a dictionary: a layout pass that moved nothing a reader reads must not allocate. False
    /// (whatever the anchors) when a value is published twice; `resolveAnchors` then decides.
    func anchorsEqual(_ key: AnchorKey, _ known: [AnyHashable: Rect]) -> Bool {
        var count = 0
        var equal = true
        func visit(_ node: Node, origin: Point) {
            guard equal, !node.isDisappearing else { return }
            let here = node === self ? Point.zero : origin + node.frameProperty.model.origin
            for anchor in node.bindings.publishedAnchors where anchor.key == key {
                count += 1
                if known[anchor.value] != Rect(origin: here, size: node.frameProperty.model.size) { equal = false }
            }
            node.forEachAttached { visit($0, origin: here) }
        }
        visit(self, origin: .zero)
        return equal && count == known.count
    }

    func updateAnchorReaders() {
        guard let graph else { return }
        for index in bindings.anchorReaders.indices {
            if let last = bindings.anchorReaders[index].last, anchorsEqual(bindings.anchorReaders[index].key, last) { continue }
            let anchors = resolveAnchors(bindings.anchorReaders[index].key)
            guard anchors != bindings.anchorReaders[index].last else { continue }
            bindings.anchorReaders[index].last = anchors
            let handler = bindings.anchorReaders[index].handler
            graph.runLoop.withTransaction(graph.layoutTransaction ?? Transaction()) {
                handler(anchors)
            }
        }
    }
}
