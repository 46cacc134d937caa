import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

/// `SceneGraph.runningAnimations()`: every animation and animator running, with the node and
/// property, from → to, value, velocity, timing and progress, as the inspector lists them.
@Suite("Running animations")
struct RunningAnimationsTests {
    private func scene(_ node: Node) -> SceneGraph {
        let graph = SceneGraph(root: ZStack { node }, size: Size(width: 200, height: 200), text: FixedText())
        graph.layoutIfNeeded()
        return graph
    }

    @Test("An implicit curve animation: from, to, value and velocity halfway, its curve and duration")
    func curve() throws {
        let box = Rectangle().fill(.black).named("Box")
        let graph = scene(box.frame(width: 20, height: 20))
        #expect(graph.runningAnimations().isEmpty)
        graph.withAnimation(.linear(duration: 2)) { box.offset = Point(x: 100, y: 0) }
        graph.advance(to: 1)
        let running = try #require(graph.runningAnimations().first { $0.property == "offset" })
        #expect(running.node == "Box")
        #expect(running.from == "(0.0, 0.0)" && running.to == "(100.0, 0.0)" && running.value == "(50.0, 0.0)")
        #expect(running.velocity == "(50.0, 0.0)")
        #expect(running.timing == "linear 2.00 s" && running.curve == .linear)
        #expect(approx(running.progress, 0.5, 1e-9))
        graph.advance(to: 3)
        #expect(graph.runningAnimations().isEmpty)
    }

    @Test("A spring: its response and damping; progress runs to 1 as it settles")
    func spring() throws {
        let box = Rectangle().fill(.black).named("Box")
        let graph = scene(box.frame(width: 20, height: 20))
        graph.withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { box.opacity = 0.2 }
        graph.advance(to: 0.1)
        let early = try #require(graph.runningAnimations().first { $0.property == "opacity" })
        #expect(early.timing == "spring(response 0.50 s, damping 0.80)" && early.curve == nil)
        #expect(early.from == "1.00" && early.to == "0.20")
        graph.advance(to: 0.4)
        let later = try #require(graph.runningAnimations().first { $0.property == "opacity" })
        #expect(later.progress > early.progress && later.progress < 1)
    }

    @Test("A property animator: the animator's fraction is the progress")
    func animator() throws {
        let drawer = Rectangle().fill(.black).named("Drawer")
        let graph = scene(drawer.frame(width: 50, height: 50))
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), runLoop: graph.runLoop) {
            drawer.offset = Point(x: 0, y: 100)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        let running = try #require(graph.runningAnimations().first { $0.node == "Drawer" && $0.property == "offset" })
        #expect(running.timing == "property animator")
        #expect(approx(running.progress, 0.3, 1e-9))
        #expect(running.value == "(0.0, 30.0)")
    }

    @Test("A shape's own properties are listed under their names")
    func shapeProperties() throws {
        let shape = Rectangle().fill(.black).named("Shape")
        let graph = scene(shape.frame(width: 20, height: 20))
        graph.withAnimation(.easeInOut(duration: 1)) { shape.fillColor = Color(red: 1, green: 0, blue: 0) }
        graph.advance(to: 0.5)
        let running = try #require(graph.runningAnimations().first { $0.property == "fill" })
        #expect(running.from == "#000000" && running.to == "#FF0000")
        #expect(running.curve == .easeInEaseOut)
    }
}
