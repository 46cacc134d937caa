import Geometry

/// One drawn node as `SceneGraph.debugVisit` reports it: where it is on the device and what
/// drawing and hit testing do with it. For inspection tools; a value, valid for the visit only.
public struct DebugNodeInfo {
    /// How a node is drawn through an offscreen pass (a layer, or a coverage mask).
    public struct OffscreenPasses: OptionSet, Hashable, Sendable {
        /// The bits of the set: 1 opacity, 2 mask, 4 clip shape, 8 transition clip.
        public let rawValue: Int
        /// A set from raw bits (see the static members for their meaning).
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Group opacity strictly between 0 and 1 (as drawn: above 0.0005, below 0.9995):
        /// one layer the size of what the subtree covers, composited at that opacity.
        public static let opacity = OffscreenPasses(rawValue: 1 << 0)
        /// A mask node: a content layer and a mask layer, combined.
        public static let mask = OffscreenPasses(rawValue: 1 << 1)
        /// A clip shape: an anti-aliased coverage mask the subtree is drawn through.
        public static let clipShape = OffscreenPasses(rawValue: 1 << 2)
        /// A transition's clip (it replaces the clip shape while the transition runs).
        public static let transitionClip = OffscreenPasses(rawValue: 1 << 3)
    }

    /// Whether hit testing can reach the node.
    public enum HitTesting: Hashable, Sendable {
        /// Hit testing reaches it (it is hit where its content or content shape is).
        case enabled
        /// The node itself refuses hits (`allowsHitTesting` false, or it is disappearing), and
        /// with it its subtree.
        case disabledHere
        /// An ancestor refuses hits for its whole subtree.
        case disabledByAncestor
    }

    /// The node (read it; changing it from a visit is not what this is for).
    public let node: Node
    /// The node's bounds (its size as laid out, presentation value) through every presentation
    /// transform down to it — offsets, scales, rotations, transition effects — and the root
    /// transform, in device pixels: the bounding box of the transformed rectangle.
    public let deviceBounds: Rect
    /// Maps the node's coordinates (origin at its top-left) to device pixels.
    public let deviceTransform: Transform
    /// The node's presentation size in points.
    public let size: Size
    /// 0 for the root; backgrounds, children and overlays are one deeper than their owner.
    public let depth: Int
    /// The node's group opacity as drawn (its own times its transition's), in (0.0005, 1].
    public let opacity: Double
    /// The offscreen passes the node is drawn through (empty: drawn straight into its parent).
    public let offscreenPasses: OffscreenPasses
    /// Whether hit testing reaches the node, and if not whether it or an ancestor refuses.
    public let hitTesting: HitTesting
    /// True while the node or an ancestor plays its removal transition (drawn, never hit).
    public let isDisappearing: Bool

    /// The node's name for tools (`named(_:)`, else its kind).
    public var debugName: String { node.debugName }
    /// False when `allowsHitTesting` is false on the node or an ancestor, or one of them is
    /// disappearing.
    public var takesHits: Bool { hitTesting == .enabled }

    /// A record with every field given; the scene graph builds these during `debugVisit`.
    public init(node: Node, deviceBounds: Rect, deviceTransform: Transform, size: Size, depth: Int, opacity: Double,
                offscreenPasses: OffscreenPasses, hitTesting: HitTesting, isDisappearing: Bool) {
        self.node = node
        self.deviceBounds = deviceBounds
        self.deviceTransform = deviceTransform
        self.size = size
        self.depth = depth
        self.opacity = opacity
        self.offscreenPasses = offscreenPasses
        self.hitTesting = hitTesting
        self.isDisappearing = isDisappearing
    }
}
