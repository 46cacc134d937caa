import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Environment: inherited values and semantic colours")
struct EnvironmentTests {
    static let text = DynamicColor(light: Color(red: 0.325, green: 0.40, blue: 0.31), dark: .white)
    static let fill = DynamicColor(light: .white, dark: .black)

    @Test("A value set on a node is seen by its subtree, not by its siblings")
    func inheritance() {
        let inner = Rectangle()
        let sibling = Rectangle()
        let root = VStack { VStack { inner }.colorScheme(.dark); sibling }
        _ = SceneGraph(root: root, size: Size(width: 100, height: 100))
        #expect(inner.environment.colorScheme == .dark)
        #expect(sibling.environment.colorScheme == .light)
    }

    @Test("Semantic colours resolve when the subtree joins a scene, without animating")
    func resolvesOnAttach() {
        let label = Text("Dashboard", foreground: .dynamic(EnvironmentTests.text))
        let shape = Rectangle().fill(.dynamic(EnvironmentTests.fill))
        let root = VStack { label; shape }.colorScheme(.dark)
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100), text: FixedText())
        #expect(label.color == .white)
        #expect(shape.fillColor == .black)
        #expect(!graph.isAnimating)
    }

    @Test("A scheme change re-colours every dependent node, cross-fading with the transaction")
    func schemeChangeCrossFades() {
        let label = Text("Dashboard", foreground: .dynamic(EnvironmentTests.text))
        let fixed = Text("Fixed", color: .black)
        let shape = Rectangle().fill(.dynamic(EnvironmentTests.fill))
        let root = VStack { label; fixed; shape }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100), text: FixedText())
        graph.withAnimation(.linear(duration: 0.22)) { root.colorScheme(.dark) }
        #expect(label.color == .white && shape.fillColor == .black)
        graph.advance(to: 0.11)
        let mid = label.$shownColor.presentation(at: 0.11)
        let light = EnvironmentTests.text.light
        #expect(mid.red > light.red && mid.red < 1)
        #expect(mid.green > light.green && mid.green < 1)
        #expect(fixed.color == .black)
        graph.advance(to: 0.3)
        #expect(label.$shownColor.presentation(at: 0.3) == .white)
    }

    @Test("The inherited foreground colours text and .foreground shapes; a nearer override wins")
    func foregroundInheritance() {
        let icon = Rectangle().fill(.foreground)
        let label = Text("Projects", foreground: .foreground)
        let selected = DynamicColor(light: Color(red: 0.224, green: 0.616, blue: 0.161), dark: Color(red: 0.631, green: 0.98, blue: 0.063))
        let row = HStack { icon; label }.foregroundColor(selected)
        let root = VStack { row }.foregroundColor(EnvironmentTests.text)
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100), text: FixedText())
        #expect(icon.fillColor == selected.light && label.color == selected.light)
        graph.environment.colorScheme = .dark
        #expect(icon.fillColor == selected.dark && label.color == selected.dark)
    }

    @Test("Environment bound to state applies with its own animation")
    func environmentBoundToState() {
        let scheme = State(ColorScheme.light)
        let shape = Rectangle().fill(.dynamic(EnvironmentTests.fill))
        let root = ZStack { shape }.environment(\.colorScheme, scheme, animation: .easeInOut(duration: 0.22))
        let graph = SceneGraph(root: root, size: Size(width: 10, height: 10))
        graph.withAnimation(.default) { scheme.value = .dark }
        #expect(shape.fillColor == .black)
        graph.advance(to: 0.1)
        let mid = shape.$fillColor.presentation(at: 0.1)
        #expect(mid.red > 0 && mid.red < 1)
        graph.advance(to: 0.22)
        #expect(shape.$fillColor.presentation(at: 0.22) == .black)
    }

    @Test("reduceMotion reaches the environment")
    func reduceMotionInEnvironment() {
        let node = Rectangle()
        let graph = SceneGraph(root: VStack { node }, size: Size(width: 10, height: 10))
        graph.reduceMotion = true
        #expect(node.environment.reduceMotion)
    }
}
