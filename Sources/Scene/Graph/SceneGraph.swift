import Animation
import Foundation
import Geometry
import Input
import Raster

/// A scene: a tree of nodes with its run loop, laid out in a size and painted into a canvas.
///
/// Per frame the host calls `advance(to:)` with the scene clock's time, feeds input through
/// `handle(_:at:)`, and, when `needsRedraw`, calls `render(in:)`, which lays out what is dirty,
/// computes the damaged region — old and new bounds of everything that changed — and repaints
/// only that.
public final class SceneGraph {
    /// The scene's clock and the current transaction; shared by every node in the scene.
    public let runLoop: SceneRunLoop
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
    /// The smallest size the root is laid out at, in points (zero: none). Proposed less in either
    /// dimension, the scene lays out at `layoutSize` and is shown scaled by `contentScale`; events
    /// and drawing pass through that scale, so gestures, anchors and `convertFromScene` work in
    /// the layout's own points.
    public var minimumLayoutSize: Size = .zero {
        didSet {
            if !(minimumLayoutSize.width.isFinite && minimumLayoutSize.width >= 0) { minimumLayoutSize.width = 0 }
            if !(minimumLayoutSize.height.isFinite && minimumLayoutSize.height >= 0) { minimumLayoutSize.height = 0 }
            guard minimumLayoutSize != oldValue else { return }
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
    var lastRootTransform: Transform?
    /// Nodes whose old and new bounds are damaged in the next frame.
    var damagedNodes: [Node] = []
    /// Nodes with running implicit animations: repainted every frame until they settle.
    var animatingNodes: [Node] = []
    var pendingAnchorReaders: [Node] = []
    /// The readers a layout pass is updating; swapped with `pendingAnchorReaders` so that both
    /// keep their storage and the pass allocates nothing.
    var anchorReadersInPass: [Node] = []
    /// Nodes with frame handlers (`onFrame`): called on every advance while attached.
    var frameDrivenNodes: [Node] = []
    /// The device-space region repainted by the last `render`.
    public internal(set) var lastDamage: Rect?
    let gestureTracker = GestureTracker()

    /// Recently drawn shadow blurs (see `ShadowCache`).
    var shadows = ShadowCache()
    /// Counts `paint(in:region:)` calls: a node painted more than once in one (in pieces around
    /// an opaque part in front of it) tells its repeats from the next frame by it.
    var paintPass = 0
    /// Device-space bounds to repaint in the next frame beyond the damaged nodes' (what nodes
    /// that left covered).
    var pendingDamage: Rect?
    /// Whether the next `paint` repaints every node (the last damage was everything).
    var paintsInFull = false

    /// A scene showing `root` at `size` points (non-finite or negative lengths become 0);
    /// pass `text` if any node shows text.
    public init(root: Node, size: Size, runLoop: SceneRunLoop = SceneRunLoop(), text: TextRasterizer? = nil) {
        self.root = root
        self.size = Size(width: size.width.isFinite ? max(size.width, 0) : 0,
                         height: size.height.isFinite ? max(size.height, 0) : 0)
        self.runLoop = runLoop
        self.text = text
        // The per-frame lists start with room to spare: the first animation a timer starts, in a
        // steady frame, then finds storage rather than growing it.
        for list in [\SceneGraph.damagedNodes, \.animatingNodes, \.pendingAnchorReaders, \.anchorReadersInPass] {
            self[keyPath: list].reserveCapacity(64)
        }
        root.attach(to: self)
        root.setNeedsLayout()
        runLoop.afterEvent = { [unowned self] in layoutAtEvent() }
    }

    /// After a timer fire or an animator end: a layout change it made in an animated transaction
    /// is laid out at its time (the run loop's `now` is the event's), so the animation starts
    /// then, whatever the frame rate. A change without animation jumps whenever it is laid out,
    /// and waits for the frame's layout (a 100 Hz timer would otherwise lay out twice a frame).
    private func layoutAtEvent() {
        guard needsLayoutPass, layoutTransaction?.animation != nil || layoutTransaction?.animator != nil
                || !nodesWithLayoutTransactions.isEmpty else { return }
        layoutIfNeeded()
    }

    deinit {
        runLoop.afterEvent = nil
        // Nodes hold their scene unowned: the ones that outlive it must not point at it.
        root.attach(to: nil)
        // Running animators and their run loop hold each other; the scene's end breaks that.
        runLoop.cancelAll()
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
        try runLoop.withAnimation(animation, body)
    }

    /// Moves the scene's time to `time` (scene seconds), firing timers and animators.
    public func advance(to time: Double) {
        runLoop.advance(to: time)
        runFrameHandlers()
        if let animationRecorder { animationRecorder.didAdvance(self, to: runLoop.now) }
        settleAnimations()
    }

    /// Properties held by the animation timeline's freeze (see SceneGraph+Freeze.swift).
    var freezes: [Freeze] = []

    /// The record of this scene's animations, once one is attached (`AnimationRecorder.attach`).
    public internal(set) var animationRecorder: AnimationRecorder?

    func nodeIsFrameDriven(_ node: Node) {
        guard !node.lists.frame else { return }
        node.lists.frame = true
        frameDrivenNodes.append(node)
        // A node that joins between advances shows its state at the current time in the next
        // render, not the state it was built with.
        frameHandlersAreStale = true
    }

    var frameHandlersAreStale = false

    /// Runs every attached node's frame handlers at the run loop's time; nodes that left the
    /// scene drop out of the list.
    func runFrameHandlers() {
        frameHandlersAreStale = false
        let time = runLoop.now
        var index = 0
        while index < frameDrivenNodes.count {
            let node = frameDrivenNodes[index]
            guard node.graph === self else {
                node.lists.frame = false
                frameDrivenNodes.remove(at: index)
                continue
            }
            var handler = 0
            while handler < node.bindings.frameHandlers.count {
                node.bindings.frameHandlers[handler](node, time)
                handler += 1
            }
            index += 1
        }
    }

    /// Drops nodes whose animations ended (their resting frame still gets painted) and ends
    /// removal transitions that finished, which detaches those nodes.
    func settleAnimations() {
        let time = runLoop.now
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
                // The resting frame is painted like any change: with its path from the root marked,
                // or a node that painted nothing on the last animated frame (it grew from zero
                // size) and has not moved would be skipped as clean.
                node.setNeedsPaint()
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
            || (!animatingNodes.isEmpty && runLoop.now != lastRenderedTime)
    }
    /// The scene time of the last `render`.
    var lastRenderedTime: Double?

    /// True while something in the scene moves by itself (animations, running animators, timers).
    public var isAnimating: Bool {
        !animatingNodes.isEmpty || !frameDrivenNodes.isEmpty || runLoop.hasPendingWork
    }

    /// Every animation and animator running at the scene's time, node by node: what the
    /// inspector lists. Made on request (it formats text), never by the frame loop itself.
    public func runningAnimations() -> [RunningAnimation] {
        let time = runLoop.now
        var found: [RunningAnimation] = []
        var seen = Set<ObjectIdentifier>()
        var stillDriven: [Node] = []
        for node in animatingNodes + drivenNodes where node.graph === self && seen.insert(ObjectIdentifier(node)).inserted {
            var running: [RunningAnimation] = []
            node.motions.forEach { if let found = $0.runningAnimation(at: time, nodeName: node.debugName) { running.append(found) } }
            if running.contains(where: { $0.timing == RunningAnimation.animatorTiming }) { stillDriven.append(node) }
            found.append(contentsOf: running)
        }
        // Each running animator too, whatever it drives (a demo's own track moves no node
        // property): its fraction is its progress.
        for animator in runLoop.runningAnimators { found.append(RunningAnimation(animator: animator)) }
        // A real-time loop (`onFrame`) moves its node on every frame without an animation of the
        // engine's: it is motion too, and listed as such.
        for node in frameDrivenNodes where node.graph === self {
            found.append(RunningAnimation(frameDriven: node.debugName, rotation: node.$rotation.presentation(at: time)))
        }
        // Animators let go of their nodes without telling the scene: forget those here.
        for node in drivenNodes where !stillDriven.contains(where: { $0 === node }) { node.lists.driven = false }
        drivenNodes = stillDriven
        return found
    }

    /// Nodes a property animator has driven (they are not in the animating list: the animator
    /// moves them), kept for `runningAnimations`.
    var drivenNodes: [Node] = []

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
    public internal(set) var layoutNanoseconds: UInt64 = 0

    /// Nodes holding the transaction they asked for layout in (see `Node.pendingLayoutTransaction`).
    var nodesWithLayoutTransactions: [Node] = []
    /// True during `layoutIfNeeded`.
    var isLayingOut = false
    /// While true, frames placed by layout jump instead of animating.
    var isLayoutAnimationSuppressed = false

    /// Repaints everything in the next `render` (after the host's canvas was cleared or swapped).
    public func setNeedsFullRedraw() {
        needsFullRedraw = true
    }

    func effective(_ animation: AnimationSpec?) -> AnimationSpec? {
        reduceMotion ? animation?.reducedMotion() : animation
    }
}
