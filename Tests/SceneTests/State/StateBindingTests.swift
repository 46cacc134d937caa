import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("State: sources, bindings and dynamic content")
struct StateBindingTests {
    @Test("A binding applies now and after every change; equal values do not notify")
    func bindingFollowsState() {
        let selection = State(1)
        var applied: [Int] = []
        let node = Rectangle().bind(selection) { _, value in applied.append(value) }
        selection.value = 2
        selection.value = 2
        selection.value = 0
        #expect(applied == [1, 2, 0])
        _ = node
    }

    @Test("A change inside withAnimation animates the bound property from where it is")
    func boundPropertyAnimatesWithTransaction() {
        let selection = State(0)
        let page = Rectangle().fill(.black).opacity(selection) { $0 == 1 ? 1 : 0.2 }
        let graph = SceneGraph(root: page, size: Size(width: 100, height: 100))
        #expect(page.opacity == 0.2)
        graph.withAnimation(.linear(duration: 1)) { selection.value = 1 }
        #expect(page.opacity == 1)
        graph.advance(to: 0.5)
        #expect(approx(page.presentationOpacity, 0.6))
        graph.advance(to: 1)
        #expect(page.presentationOpacity == 1)
    }

    @Test("bind(animation:) uses its own animation whatever the transaction (SwiftUI's .animation(_:value:))")
    func bindingWithOwnAnimation() {
        let selection = State(0)
        let page = Rectangle().fill(.black)
            .bind(selection, animation: .linear(duration: 0.35)) { node, value in node.scale = value == 0 ? Size(width: 1, height: 1) : Size(width: 0.8, height: 0.8) }
        let graph = SceneGraph(root: page, size: Size(width: 100, height: 100))
        graph.withAnimation(.default) { selection.value = 1 }
        graph.advance(to: 0.175)
        #expect(approx(page.presentationScale.width, 0.9))
        // Outside any transaction it still animates.
        selection.value = 0
        #expect(page.presentationScale.width < 0.95)
    }

    @Test("A binding ends with its node: the source does not keep it alive")
    func bindingEndsWithNode() {
        let state = State(0)
        var calls = 0
        weak var weakNode: Node?
        do {
            let node = Rectangle().bind(state) { _, _ in calls += 1 }
            weakNode = node
        }
        #expect(weakNode == nil)
        state.value = 1
        #expect(calls == 1)
    }

    @Test("map and combine notify only when their result changes, and live as long as a node uses them")
    func derivedSources() {
        let status = State("stopped")
        let effect = State(true)
        var shown: [Bool] = []
        let node = Rectangle().bind(combine(status, effect) { $0 != "stopped" && $1 }) { _, value in shown.append(value) }
        status.value = "running"
        status.value = "paused"
        effect.value = false
        effect.value = true
        status.value = "stopped"
        #expect(shown == [false, true, false, true, false])
        let length = status.map { $0.count }
        var lengths: [Int] = []
        let other = Rectangle().bind(length) { _, value in lengths.append(value) }
        status.value = "running"  // 7 letters, like "stopped": no change
        status.value = "paused"
        #expect(lengths == [7, 6])
        _ = (node, other)
    }

    @Test("Dynamic content diffs by identity and plays transitions in the change's transaction")
    func dynamicContentTransitions() throws {
        let scheme = State("light")
        let container = Dynamic(scheme) { value in
            Rectangle().fill(.black).id(value).transition(.opacity)
        }
        let graph = SceneGraph(root: container, size: Size(width: 100, height: 100))
        graph.layoutIfNeeded()
        let first = try #require(container.children.first)
        graph.withAnimation(.linear(duration: 1)) { scheme.value = "dark" }
        #expect(container.children.count == 2)
        #expect(first.isDisappearing)
        graph.advance(to: 0.5)
        graph.advance(to: 1.01)
        #expect(container.children.count == 1)
        #expect(container.children[0].id == AnyHashable("dark"))
    }

    @Test("If inserts and removes its content with the condition")
    func conditionalContent() {
        let visible = State(false)
        let container = If(visible) { Circle().fill(.black) }
        let graph = SceneGraph(root: container, size: Size(width: 100, height: 100))
        #expect(container.children.isEmpty)
        visible.value = true
        #expect(container.children.count == 1)
        graph.withAnimation(.linear(duration: 0.5)) { visible.value = false }
        #expect(container.children.count == 1 && container.children[0].isDisappearing)
        graph.advance(to: 0.6)
        #expect(container.children.isEmpty)
    }

    @Test("onFrame runs with scene time on every advance and keeps the scene animating")
    func frameHandlers() {
        var times: [Double] = []
        let node = Rectangle().fill(.black).onFrame { node, time in
            times.append(time)
            node.rotation = time
        }
        let graph = SceneGraph(root: node, size: Size(width: 100, height: 100))
        #expect(graph.isAnimating)
        graph.advance(to: 0.5)
        graph.advance(to: 1)
        #expect(times == [0.5, 1])
        #expect(node.rotation == 1)
        graph.setRoot(Rectangle())
        graph.advance(to: 2)
        #expect(times == [0.5, 1])
        #expect(!graph.isAnimating)
    }

    @Test("A frame-driven node shows its state at the current time in the first render")
    func frameHandlersRunBeforeFirstRender() throws {
        let node = Rectangle().fill(.black).onFrame { node, time in node.opacity = time == 0 ? 0.5 : 1 }
        let graph = SceneGraph(root: node, size: Size(width: 10, height: 10))
        let canvas = try #require(Canvas(width: 10, height: 10))
        graph.render(in: canvas)
        #expect(node.opacity == 0.5)
    }
}
