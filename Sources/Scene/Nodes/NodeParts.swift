import Animation
import Geometry

// A node's bookkeeping, grouped by the stage that owns it, so each extension's state is found
// in one place: layout's caches, painting's record, a transition's progress, the bindings.

/// What layout keeps between passes (owned by `Node+Layout.swift`).
struct NodeLayoutCache {
    /// Sizes measured for the last proposals (see `SizeCache`).
    var sizes = SizeCache()
    /// True until the node is measured and placed again after a change.
    var needsLayout = true
    /// True once the node has been placed: its first frame jumps, later ones may animate.
    var hasBeenPlaced = false
    /// The transaction in which this node last asked for layout, until the next layout pass: its
    /// subtree's new frames animate with it (or jump, for a change made without animation), even
    /// when another change before the same pass invalidated layout with another animation.
    var pendingTransaction: Transaction?
}

/// What painting keeps between frames (owned by `Node+Paint.swift` and `Node+DrawingOrder.swift`).
struct NodePaintCache {
    /// The device-space bounds the subtree covered when last painted; nil when it painted nothing.
    var bounds: Rect?
    /// The device transform the node was last painted under.
    var transform: Transform?
    /// True when something in the subtree must paint in the next frame.
    var subtreeNeedsPaint = true
    /// Indices into `children` in drawing order when a child has a non-zero `zIndex`; empty when
    /// the children draw in their own order. Rebuilt in place, so a change of `zIndex` in a
    /// steady frame allocates nothing once it has had room.
    var drawingOrder: [Int] = []
    /// True when `children` or a child's `zIndex` changed since `drawingOrder` was made.
    var drawingOrderIsStale = false
}

/// An insertion or removal transition under way (owned by `Transition.swift` and `Node+Children.swift`).
struct NodeTransitionState {
    /// The transition playing, nil when none.
    var active: Transition?
    /// Called once the removal transition ends and the node leaves.
    var disappearanceHandlers: [() -> Void] = []
}

/// What a node's declarations keep for its lifetime (owned by the extensions in `State/` and
/// `Layout/AnchorKey.swift`).
struct NodeBindings {
    /// Anchors this node publishes to ancestors (see `AnchorKey`).
    var publishedAnchors: [(key: AnchorKey, value: AnyHashable)] = []
    /// This node's subscriptions to anchors published below it.
    var anchorReaders: [AnchorReader] = []
    /// Sources and subscriptions of the node's bindings (see `bind`).
    var retainedState: [AnyObject] = []
    /// Called on every frame while the node is in a scene (see `onFrame`).
    var frameHandlers: [(Node, Double) -> Void] = []
    /// Environment values this node sets for its subtree.
    var environmentOverrides: [EnvironmentOverride] = []
}
