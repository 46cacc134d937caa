import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing

/// Nodes that outlive their parent or scene point at neither, and a scene released mid-animation
/// releases its nodes, animators and timers.
@Suite("Nodes, scenes and their animations let go of each other")
struct NodeLifetimeTests {
    @Test("Nodes that outlive their parent or their scene do not point at them")
    func backReferencesAreCleared() {
        var kept: Node?
        var keptMask: Node?
        do {
            let child = Rectangle().fill(.black)
            let mask = Circle().fill(.black)
            let parent = ZStack { child }
            parent.mask = mask
            kept = child
            keptMask = mask
            #expect(child.parent === parent && mask.parent === parent)
        }
        #expect(kept?.parent == nil)
        #expect(keptMask?.parent == nil)

        var survivor: Node?
        do {
            let leaf = Rectangle().fill(.black)
            let graph = SceneGraph(root: VStack { leaf }, size: Size(width: 100, height: 100))
            graph.layoutIfNeeded()
            survivor = leaf
            #expect(leaf.graph === graph)
        }
        #expect(survivor?.graph == nil)
        // Still usable on its own: setters and layout queries do not touch a dead scene.
        survivor?.opacity = 0.5
        #expect(survivor?.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    }

    /// Regression (found with AddressSanitizer's leak check): a scene dropped while an animator
    /// ran kept its run loop, the animator and every node its block captured alive forever.
    @Test("A scene released mid-animation releases its nodes, animators and timers")
    func releasedSceneFreesEverything() {
        weak var weakNode: Node?
        weak var weakAnimator: PropertyAnimator?
        weak var weakRunLoop: SceneRunLoop?
        do {
            let node = Rectangle().fill(.black)
            let graph = SceneGraph(root: ZStack { node }, size: Size(width: 100, height: 100))
            let animator = PropertyAnimator(duration: 10, timing: .linear, runLoop: graph.runLoop) {
                node.offset = Point(x: 50, y: 0)
            }
            animator.addCompletion { _ in node.opacity = 0.5 }
            animator.startAnimation()
            graph.runLoop.scheduleTimer(interval: 0.1) { _ in node.rotation += 0.1 }
            graph.advance(to: 1)
            weakNode = node
            weakAnimator = animator
            weakRunLoop = graph.runLoop
        }
        #expect(weakNode == nil)
        #expect(weakAnimator == nil)
        #expect(weakRunLoop == nil)
    }
}
