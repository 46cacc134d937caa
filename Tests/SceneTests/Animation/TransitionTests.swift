import Animation
import Geometry
@testable import Scene
import Testing
import TestSupport

@Suite("Transitions")
struct TransitionTests {
    private func scene(_ node: Node) -> SceneGraph {
        let graph = SceneGraph(root: node, size: Size(width: 200, height: 200), text: FixedText())
        graph.layoutIfNeeded()
        return graph
    }

    private func effect(_ node: Node, _ graph: SceneGraph) -> TransitionEffect {
        node.transitionEffect(at: graph.runLoop.now, size: node.frame.size)
    }

    @Test("Insertion runs from the active effect to identity")
    func insertion() {
        let stack = VStack {}
        let graph = scene(stack)
        let node = Rectangle().fill(.black).frame(width: 20, height: 20).transition(.opacity)
        graph.withAnimation(.linear(duration: 1)) { stack.appendChild(node) }
        graph.layoutIfNeeded()
        #expect(effect(node, graph).opacity == 0)
        graph.advance(to: 0.5)
        #expect(approx(effect(node, graph).opacity, 0.5, 1e-9))
        graph.advance(to: 1.1)
        #expect(effect(node, graph).opacity == 1)
        #expect(node.transitionState.active == nil)
        // Outside an animated transaction there is no transition.
        let plain = Rectangle().transition(.opacity)
        stack.appendChild(plain)
        #expect(effect(plain, graph).opacity == 1)
    }

    @Test("A removed node stays, not hit-testable and out of layout, until its transition ends")
    func removal() {
        let leaving = Rectangle().fill(.black).frame(width: 50, height: 50).transition(.scale)
        let staying = Rectangle().fill(.black).frame(width: 50, height: 50)
        let stack = VStack(spacing: 0) { leaving; staying }
        let graph = scene(stack)
        #expect(staying.frame.origin.y == 50)
        var gone: [Double] = []
        graph.withAnimation(.linear(duration: 1)) {
            stack.removeChild(leaving) { gone.append(graph.runLoop.now) }
        }
        graph.layoutIfNeeded()
        #expect(stack.children.count == 2)
        #expect(leaving.isDisappearing)
        #expect(staying.frame.origin.y == 0)
        // The stack is now 50 high, centred (y 75…125); the leaving node still draws there too.
        #expect(graph.hitTest(Point(x: 100, y: 100)) === staying.children.first)
        graph.advance(to: 0.5)
        #expect(approx(effect(leaving, graph).scale.width, 0.5, 1e-9))
        #expect(gone.isEmpty && leaving.parent === stack)
        graph.advance(to: 1.0 + 1e-9)
        #expect(stack.children.count == 1)
        #expect(leaving.parent == nil)
        #expect(gone.count == 1)
    }

    @Test("An identity change removes the old node and inserts the new, each with its transition")
    func identityChange() {
        let stack = ZStack {}
        let graph = scene(stack)
        let first = Rectangle().fill(.black).frame(width: 40, height: 40).id("a").transition(.opacity)
        stack.setChildren([first])
        graph.layoutIfNeeded()
        let second = Rectangle().fill(.white).frame(width: 40, height: 40).id("b").transition(.opacity)
        graph.withAnimation(.linear(duration: 1)) { stack.setChildren([second]) }
        graph.layoutIfNeeded()
        #expect(stack.children.map { $0.id } == [AnyHashable("a"), AnyHashable("b")])
        graph.advance(to: 0.25)
        #expect(approx(effect(first, graph).opacity, 0.75, 1e-9))
        #expect(approx(effect(second, graph).opacity, 0.25, 1e-9))
        graph.advance(to: 1.0)
        #expect(stack.children.map { $0.id } == [AnyHashable("b")])
        // Same id again: the present node is kept, nothing transitions.
        let twin = Rectangle().id("b")
        graph.withAnimation(.linear(duration: 1)) { stack.setChildren([twin]) }
        #expect(stack.children.count == 1 && stack.children[0] === second)
        #expect(second.transitionState.active == nil)
    }

    @Test("An asymmetric transition runs its insertion side in and its removal side out")
    func asymmetric() {
        let stack = ZStack {}
        let graph = scene(stack)
        let node = Rectangle().fill(.black).frame(width: 40, height: 30)
            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))
        graph.withAnimation(.linear(duration: 1)) { stack.appendChild(node) }
        graph.layoutIfNeeded()
        graph.advance(to: 0.5)
        #expect(abs(effect(node, graph).offset.x + 20) < 1e-9)
        #expect(effect(node, graph).opacity == 1)
        graph.advance(to: 1)
        graph.withAnimation(.linear(duration: 1)) { stack.removeChild(node) }
        graph.advance(to: 1.5)
        #expect(effect(node, graph).offset == .zero)
        #expect(approx(effect(node, graph).opacity, 0.5, 1e-9))
    }

    @Test("Combined transitions compose; a custom one grows from a rectangle to full bounds")
    func combinedAndCustom() {
        let stack = ZStack {}
        // A fixed frame: otherwise the empty stack's growth would animate too.
        let graph = scene(stack.frame(width: 200, height: 200))
        let origin = Rect(x: 150, y: 10, width: 20, height: 20)
        let grow = Transition.modifier(active: { _ in TransitionEffect(clip: origin, clipCornerRadius: 10) },
                                       identity: { _ in TransitionEffect() })
        let node = Rectangle().fill(.black).frame(width: 200, height: 200).transition(grow.combined(with: .opacity))
        graph.withAnimation(.linear(duration: 1)) { stack.appendChild(node) }
        graph.layoutIfNeeded()
        graph.advance(to: 0.5)
        let e = effect(node, graph)
        #expect(e.clip == Rect(x: 75, y: 5, width: 110, height: 110))
        #expect(approx(e.opacity, 0.5, 1e-9))
        #expect(approx(e.clipCornerRadius, 5, 1e-9))
        // Hits outside the growing clip miss.
        #expect(graph.hitTest(Point(x: 10, y: 150)) == nil)
        #expect(graph.hitTest(Point(x: 100, y: 50)) != nil)
    }

    @Test("Under reduce motion a move becomes a fade")
    func reduceMotion() {
        let stack = ZStack {}
        let graph = scene(stack)
        graph.reduceMotion = true
        let node = Rectangle().fill(.black).frame(width: 40, height: 40).transition(.move(edge: .bottom))
        graph.withAnimation(.linear(duration: 1)) { stack.appendChild(node) }
        graph.layoutIfNeeded()
        graph.advance(to: 0.5)
        #expect(effect(node, graph).offset == .zero)
        #expect(approx(effect(node, graph).opacity, 0.5, 1e-9))
    }
}
