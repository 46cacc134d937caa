import Animation
import Foundation
import Geometry
import Input
import Raster

/// A scene: a tree of nodes with its timeline, laid out in a size and painted into a canvas.
///
/// Per frame the host calls `advance(to:)` with the scene clock's time, feeds input through
/// `handle(_:at:)`, and, when `needsRedraw`, calls `render(in:)`, which lays out what is dirty,
/// computes the damaged region — old and new bounds of everything that changed — and repaints
/// only that.
public final class SceneGraph {
    /// The scene's clock and the current transaction; shared by every node in the scene.
    public let timeline: SceneTimeline
    /// Measures and rasterizes text (nil in scenes without text).
    public let text: TextRasterizer?
    /// The top of the node tree, laid out at `size`; replace it with `setRoot(_:)`.
    public private(set) var root: Node
    /// The scene's logical size in points.
    /// NaN, infinite and negative lengths become 0.
    public var size: Size {
        didSet {
            if !(size.width.isFinite && size.width >= 0) { size.width = 0 }
            if !(size.height.isFinite && size.height >= 0) { size.height = 0 }
            guard size != oldValue else { return }
            root.setNeedsLayout()
            needsFullRedraw = true
        }
    }
    /// Painted under everything, in every damaged pixel (when `clearsBackground`).
    public var backgroundColor: Color = .white { didSet { needsFullRedraw = true } }
    /// When false, `render` paints the nodes over whatever the canvas holds instead of clearing
    /// the repainted region to `backgroundColor` first: for a scene drawn over another one (a
    /// HUD), which must then repaint in full every frame (`setNeedsFullRedraw`), since what lies
    /// under it changes without its knowing.
    public var clearsBackground = true { didSet { needsFullRedraw = true } }
    /// The accessibility setting: movement transitions become fades, springs short ease-in-outs.
    /// Nodes read it as `environment.reduceMotion`.
    public var reduceMotion = false {
        didSet {
            guard reduceMotion != oldValue else { return }
            environment.reduceMotion = reduceMotion
        }
    }
    /// The environment at the root; nodes that depend on it update when it changes, in the
    /// current transaction.
    public var environment = EnvironmentValues() {
        didSet {
            guard environment != oldValue else { return }
            root.environmentDidChangeInSubtree()
        }
    }

    /// Counters for tests and benchmarks.
    public var layoutStatistics = LayoutStatistics()

    /// The transaction of the change that made layout dirty: frame changes of the next layout
    /// pass animate with it, as SwiftUI animates the layout a state change causes.
    var layoutTransaction: Transaction?
    var needsLayoutPass = true
    var needsFullRedraw = true
    /// The root transform of the last `render` (read by `repaint(deviceRegion:in:)`).
    private(set) var lastRootTransform: Transform?
    /// Nodes whose old and new bounds are damaged in the next frame.
    private var damagedNodes: [Node] = []
    /// Nodes with running implicit animations: repainted every frame until they settle.
    private var animatingNodes: [Node] = []
    private var pendingAnchorReaders: [Node] = []
    /// Nodes with frame handlers (`onFrame`): called on every advance while attached.
    private var frameDrivenNodes: [Node] = []
    /// The device-space region repainted by the last `render`.
    public private(set) var lastDamage: Rect?
    let gestureTracker = GestureTracker()

    /// A scene showing `root` at `size` points (non-finite or negative lengths become 0);
    /// pass `text` if any node shows text.
    public init(root: Node, size: Size, timeline: SceneTimeline = SceneTimeline(), text: TextRasterizer? = nil) {
        self.root = root
        self.size = Size(width: size.width.isFinite ? max(size.width, 0) : 0,
                         height: size.height.isFinite ? max(size.height, 0) : 0)
        self.timeline = timeline
        self.text = text
        root.attach(to: self)
        root.setNeedsLayout()
        timeline.afterEvent = { [unowned self] in layoutAtEvent() }
    }

    /// After a timer fire or an animator end: a layout change it made in an animated transaction
    /// is laid out at its time (the timeline's `now` is the event's), so the animation starts
    /// then, whatever the frame rate. A change without animation jumps whenever it is laid out,
    /// and waits for the frame's layout (a 100 Hz timer would otherwise lay out twice a frame).
    private func layoutAtEvent() {
        guard needsLayoutPass, layoutTransaction?.animation != nil || layoutTransaction?.animator != nil
                || !nodesWithLayoutTransactions.isEmpty else { return }
        layoutIfNeeded()
    }

    deinit {
        timeline.afterEvent = nil
        // Nodes hold their scene unowned: the ones that outlive it must not point at it.
        root.attach(to: nil)
        // Running animators and their timeline hold each other; the scene's end breaks that.
        timeline.cancelAll()
    }

    /// Replaces the whole tree.
    public func setRoot(_ node: Node) {
        gestureTracker.cancel(in: self)
        root.attach(to: nil)
        root = node
        node.parent = nil
        node.attach(to: self)
        node.setNeedsLayout()
        needsFullRedraw = true
    }

    /// SwiftUI's `withAnimation` for this scene.
    @discardableResult
    public func withAnimation<R>(_ animation: AnimationSpec? = .default, _ body: () throws -> R) rethrows -> R {
        try timeline.withAnimation(animation, body)
    }

    /// Moves the scene's time to `time` (scene seconds), firing timers and animators.
    public func advance(to time: Double) {
        timeline.advance(to: time)
        runFrameHandlers()
        settleAnimations()
    }

    func nodeIsFrameDriven(_ node: Node) {
        guard !node.lists.frame else { return }
        node.lists.frame = true
        frameDrivenNodes.append(node)
        // A node that joins between advances shows its state at the current time in the next
        // render, not the state it was built with.
        frameHandlersAreStale = true
    }

    private var frameHandlersAreStale = false

    /// Runs every attached node's frame handlers at the timeline's time; nodes that left the
    /// scene drop out of the list.
    private func runFrameHandlers() {
        frameHandlersAreStale = false
        let time = timeline.now
        var index = 0
        while index < frameDrivenNodes.count {
            let node = frameDrivenNodes[index]
            guard node.graph === self else {
                node.lists.frame = false
                frameDrivenNodes.remove(at: index)
                continue
            }
            var handler = 0
            while handler < node.frameHandlers.count {
                node.frameHandlers[handler](node, time)
                handler += 1
            }
            index += 1
        }
    }

    /// Drops nodes whose animations ended (their resting frame still gets painted) and ends
    /// removal transitions that finished, which detaches those nodes.
    func settleAnimations() {
        let time = timeline.now
        var index = 0
        while index < animatingNodes.count {
            let node = animatingNodes[index]
            if node.graph !== self {
                node.lists.animating = false
                animatingNodes.remove(at: index)
            } else if node.isAnimating(at: time) {
                index += 1
            } else {
                node.lists.animating = false
                animatingNodes.remove(at: index)
                nodeNeedsPaint(node)
                node.settleProperties(at: time)
                node.animationsDidSettle()
            }
        }
    }

    /// True when the next `render` would change pixels.
    public var needsRedraw: Bool {
        needsFullRedraw || needsLayoutPass || !damagedNodes.isEmpty || !animatingNodes.isEmpty || pendingDamage != nil
            || frameHandlersAreStale
    }

    /// True when something changed that the last `render` has not painted yet: a change, or
    /// time moving under running animations.
    var hasUnrenderedChanges: Bool {
        needsFullRedraw || needsLayoutPass || !damagedNodes.isEmpty || pendingDamage != nil || frameHandlersAreStale
            || (!animatingNodes.isEmpty && timeline.now != lastRenderedTime)
    }
    /// The scene time of the last `render`.
    private var lastRenderedTime: Double?

    /// True while something in the scene moves by itself (animations, running animators, timers).
    public var isAnimating: Bool {
        !animatingNodes.isEmpty || !frameDrivenNodes.isEmpty || timeline.hasPendingWork
    }

    // MARK: Layout

    /// Lays out the dirty parts of the tree; the root gets the scene's size, centred.
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
                let fitted = root.sizeThatFits(ProposedSize(size))
                let origin = Alignment.center.origin(of: fitted, in: size)
                root.place(in: Rect(origin: origin, size: fitted), proposal: ProposedSize(size))
                layoutStatistics.passes += 1
            }
            let readers = pendingAnchorReaders
            pendingAnchorReaders.removeAll(keepingCapacity: true)
            for node in readers where node.graph === self { node.updateAnchorReaders() }
        }
        layoutTransaction = nil
        for node in nodesWithLayoutTransactions { node.pendingLayoutTransaction = nil }
        nodesWithLayoutTransactions.removeAll(keepingCapacity: true)
    }

    /// Nodes that have left the tree (after their removal transition, if any) since the scene
    /// was made: with the timeline's fired events, what tells a frame that reacts to something
    /// (the tree changed) from a steady one.
    public internal(set) var completedRemovals = 0

    /// Every animation and animator running at the scene's time, node by node: what the
    /// inspector lists. Made on request (it formats text), never by the frame loop itself.
    public func runningAnimations() -> [RunningAnimation] {
        let time = timeline.now
        var found: [RunningAnimation] = []
        var seen = Set<ObjectIdentifier>()
        var stillDriven: [Node] = []
        for node in animatingNodes + drivenNodes where node.graph === self && seen.insert(ObjectIdentifier(node)).inserted {
            var visitor = RunningAnimationVisitor(time: time, nodeName: node.debugName)
            node.visitAnimatableProperties(&visitor)
            if visitor.found.contains(where: { $0.timing == RunningAnimation.animatorTiming }) { stillDriven.append(node) }
            found.append(contentsOf: visitor.found)
        }
        // Each running animator too, whatever it drives (a demo's own track moves no node
        // property): its fraction is its progress.
        for animator in timeline.runningAnimators { found.append(RunningAnimation(animator: animator)) }
        // A real-time loop (`onFrame`) moves its node on every frame without an animation of the
        // engine's: it is motion too, and listed as such.
        for node in frameDrivenNodes where node.graph === self {
            found.append(RunningAnimation(frameDriven: node.debugName, rotation: node.rotationProperty.presentation(at: time)))
        }
        // Animators let go of their nodes without telling the scene: forget those here.
        for node in drivenNodes where !stillDriven.contains(where: { $0 === node }) { node.lists.driven = false }
        drivenNodes = stillDriven
        return found
    }

    /// Nodes a property animator has driven (they are not in the animating list: the animator
    /// moves them), kept for `runningAnimations`.
    private var drivenNodes: [Node] = []

    /// Called by an animator's track as it moves `node` (every frame: a flag makes it cheap),
    /// so a node animated before it joined the scene is listed too.
    func nodeIsDriven(_ node: Node) {
        guard !node.lists.driven else { return }
        node.lists.driven = true
        drivenNodes.append(node)
    }

    /// Advances of single characters measured by the scene's text, for live readouts.
    lazy var characterAdvances = CharacterAdvances(text: text)

    /// Reads a monotonic clock in nanoseconds, for `layoutNanoseconds`; set by a host that shows
    /// frame costs (the scene itself never reads a clock). Nil: layout is not timed.
    public var stopwatch: (() -> UInt64)?
    /// Nanoseconds spent in `layoutIfNeeded` since the scene was made, by `stopwatch` (wrapping):
    /// a host takes differences around a frame's stages to tell layout from the rest.
    public private(set) var layoutNanoseconds: UInt64 = 0

    /// Nodes holding the transaction they asked for layout in (see `Node.pendingLayoutTransaction`).
    private var nodesWithLayoutTransactions: [Node] = []
    /// True during `layoutIfNeeded`.
    private(set) var isLayingOut = false
    /// While true, frames placed by layout jump instead of animating.
    var isLayoutAnimationSuppressed = false

    func nodeHasPendingLayoutTransaction(_ node: Node) {
        if !nodesWithLayoutTransactions.contains(where: { $0 === node }) { nodesWithLayoutTransactions.append(node) }
    }

    /// The transaction a new frame of `node` animates with: that of the nearest of the node and
    /// its ancestors that asked for layout in an animated transaction, else the pass's.
    func layoutTransaction(forPlacementOf node: Node) -> Transaction? {
        guard !isLayoutAnimationSuppressed else { return nil }
        var current: Node? = node
        while let candidate = current {
            if let transaction = candidate.pendingLayoutTransaction { return transaction }
            current = candidate.parent
        }
        return layoutTransaction
    }

    /// Forgets every cached size in the tree (benchmarks: a cold full layout).
    public func invalidateAllLayout() {
        func visit(_ node: Node) {
            node.needsLayout = true
            node.sizeCache.removeAll()
            node.forEachAttached(visit)
        }
        visit(root)
        needsLayoutPass = true
    }

    /// Repaints everything in the next `render` (after the host's canvas was cleared or swapped).
    public func setNeedsFullRedraw() {
        needsFullRedraw = true
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

    func effective(_ animation: AnimationSpec?) -> AnimationSpec? {
        reduceMotion ? animation?.reducedMotion() : animation
    }

    // MARK: Paint

    func nodeNeedsPaint(_ node: Node) {
        guard !node.lists.damage else { return }
        node.lists.damage = true
        damagedNodes.append(node)
    }

    func nodeIsAnimating(_ node: Node) {
        guard !node.lists.animating else { return }
        node.lists.animating = true
        animatingNodes.append(node)
    }

    func nodeWillLeave(_ node: Node) {
        // Whatever it covered must be repainted without it.
        if let bounds = node.paintedBounds { pendingDamage = pendingDamage.map { $0.union(bounds) } ?? bounds }
        gestureTracker.nodeWillLeave(node, in: self)
    }

    private var pendingDamage: Rect?

    func addPendingDamage(_ rect: Rect) {
        pendingDamage = pendingDamage.map { $0.union(rect) } ?? rect
    }

    /// Lays out what is dirty and takes the frame's damage: the old and new device bounds of
    /// every node that changed or is animating, under `rootTransform` (the transform the scene's
    /// points are painted with). The damage is consumed: a second call without changes returns
    /// `.none`. `.everything` after `setNeedsFullRedraw`, a resize or a new root transform.
    ///
    /// A host that composites several scenes takes every scene's damage first, then paints each
    /// scene over the union (`paint(in:region:)`), bottom to top; `render(in:)` does both for a
    /// scene on its own.
    public func takeDamage(rootTransform: Transform) -> Damage {
        layoutIfNeeded()
        // Nodes that joined since the last advance (some are built by layout itself, in a
        // geometry reader) show their state at the current time.
        if frameHandlersAreStale {
            runFrameHandlers()
            layoutIfNeeded()
        }
        let time = timeline.now
        var damage: Rect? = pendingDamage
        func add(_ r: Rect?) {
            guard let r, !r.isEmpty else { return }
            damage = damage.map { $0.union(r) } ?? r
        }
        let full = needsFullRedraw || rootTransform != lastRootTransform
        // A moving node must be painted even where it painted nothing last time (it may have
        // been invisible, clipped or masked away), so its path from the root is marked.
        for node in animatingNodes where node.graph === self { node.markSubtreeNeedsPaint() }
        if !full {
            for node in damagedNodes where node.graph === self { addDamage(of: node, rootTransform: rootTransform, time: time, into: add) }
            for node in animatingNodes where node.graph === self { addDamage(of: node, rootTransform: rootTransform, time: time, into: add) }
        }
        for node in damagedNodes { node.lists.damage = false }
        damagedNodes.removeAll(keepingCapacity: true)
        pendingDamage = nil
        needsFullRedraw = false
        lastRootTransform = rootTransform
        lastRenderedTime = time
        if full {
            paintsInFull = true
            return .everything
        }
        guard let damage else { return .none }
        return Damage(IntRect(enclosing: damage))
    }

    /// Paints the scene over `region` (device pixels, cut to the canvas's clip) of `canvas`,
    /// whose transform maps the scene's points to device pixels (the one given to
    /// `takeDamage`): clears the region to `backgroundColor` (when `clearsBackground`), then
    /// paints every node that crosses it. Call it after `takeDamage`, with no change between.
    ///
    /// After damage of `.everything` every node is painted again (its bounds recorded anew);
    /// otherwise subtrees outside the region are skipped and keep what they recorded.
    /// `fromScratch` paints every node whatever the damage: a check of the incremental frame.
    public func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool = false) {
        let region = region.intersection(canvas.clipBounds)
        let force = paintsInFull || fromScratch
        paintsInFull = false
        guard !region.isEmpty else { return }
        let rootTransform = canvas.transform
        canvas.save()
        canvas.setTransform(.identity)
        canvas.limitDrawing(toDevice: region)
        if clearsBackground { canvas.clear(backgroundColor) }
        canvas.setTransform(rootTransform)
        root.paint(in: canvas, time: timeline.now, damage: force ? nil : region.rect, force: force)
        canvas.restore()
        lastDamage = region.rect
    }

    /// Whether the next `paint` repaints every node (the last damage was everything).
    private var paintsInFull = false

    /// Takes the damage and paints it: a scene drawn on its own. Returns the device pixels
    /// repainted (within the canvas's clip).
    @discardableResult
    public func render(in canvas: Canvas) -> Damage {
        guard let region = takeDamage(rootTransform: canvas.transform).region(within: canvas.clipBounds) else {
            paintsInFull = false
            lastDamage = nil
            return .none
        }
        paint(in: canvas, region: region)
        return .rect(region)
    }

    private func addDamage(of node: Node, rootTransform: Transform, time: Double, into add: (Rect?) -> Void) {
        add(node.paintedBounds)
        let parentTransform = node.parent?.deviceTransform(at: time, root: rootTransform) ?? rootTransform
        add(node.visualBounds(parentTransform: parentTransform, time: time))
    }

    // MARK: Shadows

    /// Recently drawn shadow blurs, newest first: a few, since a scene has few shadowed nodes.
    private var shadowImages: [ShadowImage] = []

    func cachedShadow(for key: ShadowImage.Key) -> ShadowImage? {
        shadowImages.first { $0.key == key }
    }

    func storeShadow(_ image: ShadowImage) {
        if shadowImages.first?.key == image.key { return }
        shadowImages.removeAll { $0.key == image.key }
        shadowImages.insert(image, at: 0)
        if shadowImages.count > 6 { shadowImages.removeLast() }
    }

    // MARK: Queries

    /// `node`'s bounds as laid out (model frames; no offsets, scale or rotation) in
    /// `ancestor`'s coordinate space (nil: the scene's), or nil when `ancestor` is not an
    /// ancestor. This is what anchors resolve to.
    public func layoutBounds(of node: Node, in ancestor: Node? = nil) -> Rect? {
        var origin = Point.zero
        var current: Node? = node
        while let n = current, n !== ancestor {
            origin = origin + n.frameProperty.model.origin
            current = n.parent
        }
        if ancestor != nil && current == nil { return nil }
        return Rect(origin: origin, size: node.frameProperty.model.size)
    }

    /// `node`'s bounds as on screen now (presentation values, every transform) in `ancestor`'s
    /// coordinate space (nil: the scene's), or nil when `ancestor` is not an ancestor.
    public func bounds(of node: Node, in ancestor: Node? = nil) -> Rect? {
        let time = timeline.now
        let size = node.drawnGeometry(at: time).size
        var transform = Transform.identity
        var current: Node? = node
        while let n = current, n !== ancestor {
            transform = transform.concatenating(n.localTransform(at: time, effect: n.drawnGeometry(at: time).effect))
            current = n.parent
        }
        if ancestor != nil && current == nil { return nil }
        return transform.apply(Rect(origin: .zero, size: size))
    }
}

/// What layout did, for tests and benchmarks.
public struct LayoutStatistics: Hashable, Sendable {
    /// Calls of `measure` (cache misses).
    public var measurements = 0
    /// Nodes whose children were placed.
    public var placements = 0
    /// Layout passes run.
    public var passes = 0

    /// Statistics with every counter at zero.
    public init() {}
}
