import Animation
import Geometry
import Raster

/// A node of the retained scene graph.
///
/// A node sizes itself for a proposal (`sizeThatFits`, pure and cached), is placed by its parent
/// (`frame`, in the parent's coordinate space), and draws its content under its render effects
/// (offset, scale and rotation about `anchor`, opacity, clip, mask, shadow), which never change
/// layout. Setting a property marks the node as needing layout or paint; inside a transaction
/// with an animation, animatable properties move there over time (`presentation…` accessors show
/// the value on screen, the plain ones the model value).
///
/// Subclasses override `measure(_:)`, `placeChildren(in:)` and `drawContent(in:size:)`.
open class Node {
    /// Shown in layout dumps and diagnostics.
    public var debugName: String

    /// Not `weak`: a weakly referenced object keeps its reference counts in a side table, which
    /// makes every retain slow, and the paint loop retains every node. A node clears its
    /// children's back references when it goes (`deinit`), so this never dangles.
    public internal(set) unowned(unsafe) var parent: Node?
    /// The children the node lays out, in drawing order among equal `zIndex`es.
    public internal(set) var children: [Node] = [] {
        // No `oldValue`: the array is still changed in place, without a copy.
        didSet { paintCache.drawingOrderIsStale = true }
    }
    /// Drawn behind the content at the node's size, aligned by `backgroundAlignment`.
    public internal(set) var background: Node?
    /// How `background` is placed when its size differs from the node's.
    public internal(set) var backgroundAlignment: Alignment = .center
    /// Drawn above the content at the node's size, aligned by `overlayAlignment`.
    public internal(set) var overlay: Node?
    /// How `overlay` is placed when its size differs from the node's.
    public internal(set) var overlayAlignment: Alignment = .center
    /// Any subtree: the node shows only where the mask's drawing has alpha. Laid out at the
    /// node's size, centred.
    public var mask: Node? {
        get { maskStorage }
        set {
            guard newValue !== maskStorage else { return }
            maskStorage?.detach()
            if let newValue {
                adopt(newValue)
                maskStorage = newValue
            }
            setNeedsLayout()
        }
    }
    /// Where `mask` keeps its node (`detach` clears it without the setter's own detaching).
    var maskStorage: Node?
    /// The scene the node belongs to, set when it joins a scene's tree.
    /// Unowned for the same reason as `parent`; the scene clears it in its `deinit`.
    public internal(set) unowned(unsafe) var graph: SceneGraph?

    /// Identity: two nodes with the same id in the same container are the same node to
    /// `setChildren`; a changed id is a removal and an insertion (with their transitions).
    public var id: AnyHashable?

    /// When false the node and its subtree are invisible to hit testing (events fall through).
    /// A change repaints the node, for the debug overlay that shows what takes no hits.
    public var allowsHitTesting = true {
        didSet { if allowsHitTesting != oldValue { setNeedsPaint() } }
    }
    /// Limits drawing and hit testing to a shape in the node's bounds.
    public var clipShape: ShapeKind? {
        didSet {
            guard !ShapeKind.same(clipShape, oldValue) else { return }
            outlines.clipVersion &+= 1
            outlines.identity = nil
            setNeedsPaint()
        }
    }
    /// The region that receives hits; nil means the node's own rule (shapes: their fill). A
    /// change repaints the node, for the debug overlay that shows hit regions.
    public var contentShape: ShapeKind? {
        didSet { if !ShapeKind.same(contentShape, oldValue) { setNeedsPaint() } }
    }
    /// A blurred copy of the node's outline behind it.
    public var shadow: Shadow? {
        didSet { if shadow != oldValue { setNeedsPaint() } }
    }
    /// Outlines made for the clip and the shadow, kept while they fit.
    var outlines = OutlineCaches()
    /// The point scale and rotation act about, in unit coordinates of the bounds.
    public var anchor: UnitPoint = .center {
        didSet {
            if !(anchor.x.isFinite && anchor.y.isFinite) { anchor = .center }
            if anchor != oldValue { setNeedsPaint() }
        }
    }
    /// Where the node draws among its siblings, as SwiftUI's `zIndex`: children draw in ascending
    /// `zIndex`, equal ones in their order, and hit testing takes them the other way round. Moves
    /// no layout; NaN is 0. A change repaints where the node is, which is all it can change.
    public var zIndex = 0.0 {
        didSet {
            if zIndex.isNaN { zIndex = 0 }
            guard zIndex != oldValue else { return }
            parent?.paintCache.drawingOrderIsStale = true
            setNeedsPaint()
        }
    }
    /// How the node enters and leaves a container (see `Transition`). Read only when the node
    /// is inserted or removed, so a change marks nothing: it shows at the next of those.
    public var transition: Transition = .opacity

    // Render properties: animatable, never touching layout.
    /// Translation applied when drawing, in points.
    @Animatable("offset", .motion) public var offset = Point.zero
    /// Group opacity, 0…1 (NaN and infinities: 1).
    @Animatable("opacity", domain: .unitInterval(or: 1)) public var opacity = 1.0
    /// Scale factors about `anchor`.
    @Animatable("scale", .motion) public var scale = Size(width: 1, height: 1)
    /// Rotation about `anchor` in radians, positive clockwise on screen.
    @Animatable("rotation", .motion) public var rotation = 0.0
    /// Placement in the parent's coordinate space; animated when a transaction's layout moves it.
    var frameProperty = NodeProperty(Rect.zero, name: "frame")

    // Transitions: 1 is identity, 0 the active (inserted-from / removed-to) state.
    var transitionProperty = NodeProperty(1.0, name: "transition")
    /// True while the node plays its removal transition: still drawn, never hit.
    public internal(set) var isDisappearing = false
    /// Scratch mark of `setChildren`'s allocation-free path; false outside it.
    var isMatched = false
    /// True while `withAnimation` runs for a node in no scene: the properties set make their
    /// motion storage (see `withAnimation`).
    var preparesMotion = false

    /// The proposal the node was last placed for (see `place(in:proposal:)`).
    public internal(set) var placementProposal = ProposedSize.unspecified

    /// Which of its scene's lists hold the node.
    var lists = SceneListMembership()
    /// The properties that are moving or have moved since the node last settled (see
    /// `NodeProperty`); the only list of a node's animatable properties there is.
    var motions = PropertyMotionList()
    /// What layout keeps between passes (`Node+Layout.swift`).
    var layoutCache = NodeLayoutCache()
    /// What painting keeps between frames (`Node+Paint.swift`, `Node+DrawingOrder.swift`).
    var paintCache = NodePaintCache()
    /// The insertion or removal transition under way (`Transition.swift`, `Node+Children.swift`).
    var transitionState = NodeTransitionState()
    /// What the node's bindings, anchors, frame handlers and environment keep (`State/`).
    var bindings = NodeBindings()

    /// Gestures recognised on this node, innermost first when nested.
    public internal(set) var gestures: [Gesture] = []

    /// A node named `debugName` in dumps, or after its type when nil.
    public init(debugName: String? = nil) {
        self.debugName = debugName ?? String(describing: type(of: self))
    }

    deinit {
        forEachAttached { $0.parent = nil }
    }

    // MARK: Geometry

    /// The node's placement in its parent's coordinate space (the layout's model value).
    public var frame: Rect { frameProperty.model }
    /// The node's size from layout.
    public var size: Size { frameProperty.model.size }
    /// Where the node is on screen now, in its parent's coordinate space.
    public var presentationFrame: Rect { frameProperty.presentation(at: now) }

    var now: Double { graph?.runLoop.now ?? 0 }

    // MARK: Invalidation

    /// The node's size may have changed: its caches and its ancestors' go, and the scene lays
    /// out again before the next frame.
    public func setNeedsLayout() {
        // Always to the root: an ancestor may have refilled its cache since it was last marked.
        var current: Node? = self
        while let node = current {
            node.layoutCache.needsLayout = true
            node.layoutCache.sizes.removeAll()
            current = node.parent
        }
        if let graph {
            let transaction = graph.runLoop.transaction
            graph.layoutDidInvalidate(transaction: transaction)
            // Changes made by layout itself (a reader building its children) carry no intent.
            if !graph.isLayingOut {
                layoutCache.pendingTransaction = transaction
                graph.nodeHasPendingLayoutTransaction(self)
            }
        }
        setNeedsPaint()
    }

    /// The node's drawing changed (not its size).
    public func setNeedsPaint() {
        markSubtreeNeedsPaint()
        graph?.nodeNeedsPaint(self)
    }

    func markSubtreeNeedsPaint() {
        var current: Node? = self
        while let node = current, !node.paintCache.subtreeNeedsPaint || node === self {
            node.paintCache.subtreeNeedsPaint = true
            current = node.parent
        }
    }

    // MARK: Animatable properties

    /// A rectangle of the node's own coordinates (at `size`) that its drawing covers with opaque
    /// paint whatever lies under it, or nil. A container reports the largest of its children's that
    /// sit still and plain (no motion, offset, turn, scale, transparency, clip or mask); shapes
    /// with an opaque fill override it. What a shadow may skip (see `Canvas.withShadowHole`).
    func opaqueRect(size: Size) -> Rect? {
        var best: Rect?
        // A counted loop: a debug build's iterator allocates (see `forEachPart`).
        for index in 0..<children.count {
            let child = children[index]
            // The child's own rectangle first: most children (text, spacers, stacks of them) have
            // none, and it costs less to find than whether the child sits still and plain.
            let frame = child.frame
            guard let inner = child.opaqueRect(size: frame.size), child.motions.isEmpty, !child.isDisappearing,
                  child.transitionState.active == nil, child.clipShape == nil, child.mask == nil, child.opacity == 1,
                  child.offset == .zero, child.rotation == 0, child.scale == Size(width: 1, height: 1) else { continue }
            let placed = inner.offsetBy(dx: frame.minX, dy: frame.minY)
            if placed.width * placed.height > (best.map { $0.width * $0.height } ?? 0) { best = placed }
        }
        return best
    }

    /// The node or one above it has begun to turn: whatever draws differently turned gets ready
    /// now (see `TextNode`), in the frame that started the turn.
    func prepareToTurn() {
        forEachAttached { $0.prepareToTurn() }
    }

    /// The node's environment may have changed (an ancestor overrode a value, or the node joined
    /// a scene): subclasses re-resolve what depends on it, through their animatable setters, so
    /// the change animates with the current transaction. Must not change the tree.
    open func environmentDidChange() {}

    // MARK: Layout (overridden by subclasses)

    /// The size the node wants for `proposal` (nil dimensions: its ideal). Must be a pure
    /// function of the proposal and the node's properties; results are cached.
    open func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    /// Places the children inside `size` (the node's own size) by calling `place(in:)` on each.
    open func placeChildren(in size: Size) {
        for child in children {
            let childSize = child.sizeThatFits(ProposedSize(size))
            child.place(in: Rect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize), proposal: ProposedSize(size))
        }
    }

    /// Draws the node's own content in its bounds (0, 0, size) — between background and children.
    open func drawContent(in canvas: Canvas, size: Size) {}

    /// The part of the bounds the content draws into (for damage), in local coordinates.
    open func contentBounds(size: Size) -> Rect? { nil }

    /// Device pixels the content may draw past `contentBounds` at any scale (≥ 0): glyphs
    /// rasterized at a whole pixel size and anti-aliased reach a pixel or so beyond what a
    /// layout in points gives, however small the scale makes those points.
    open var contentDeviceOutset: Double { 0 }

    /// Whether a point in local coordinates hits the content itself (not children).
    open func contentContains(_ point: Point, size: Size) -> Bool { false }

    /// The bounds of `shadowPath(size:)`, without making a path for the plain bounds rectangle:
    /// damage asks on every frame a node moves or resizes.
    open func shadowOutlineBounds(size: Size) -> Rect? {
        if clipShape != nil { return clipShapePath(size: size)?.bounds }
        return Rect(origin: .zero, size: size)
    }

    /// The outline a shadow is cast from: the shape for shapes, else the clip or the bounds.
    open func shadowPath(size: Size) -> Path? {
        if clipShape != nil { return clipShapePath(size: size) }
        if let cache = outlines.shadowRect, cache.size == size { return cache.path }
        // The last rectangle goes first, so its buffer, no longer shared, is rebuilt in place: a
        // card whose size animates casts a new one every frame.
        outlines.shadowRect = nil
        var builder = PathBuilder(reusing: &outlines.shadowRectStorage)
        builder.addRect(Rect(origin: .zero, size: size))
        let path = builder.finish()
        outlines.shadowRectStorage = builder.releaseStorage()
        outlines.shadowRect = (size, path)
        return path
    }
}
