import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing

/// Whatever animates in — a fade, a colour from clear, an inserted node, a growing clip, a
/// sliding mask — ends with every pixel painted, however the frames fell.
@Suite("Fades, colour changes, insertions and reveals that animate in end fully painted")
struct AnimatedRevealTests {
    func canvas() -> Canvas { Canvas(width: 200, height: 200)! }

    /// Advances and renders `graph` into `canvas` at 60 Hz from scene time 0 until `end`, as a
    /// window would: each frame repaints only its damage over the last one.
    func renderFrames(_ graph: SceneGraph, in canvas: Canvas, until end: Double) {
        var t = 0.0
        while t < end {
            t += 1.0 / 60
            graph.advance(to: t)
            graph.render(in: canvas)
        }
    }

    /// Renders `graph`, makes `change` (something animating in), renders at the same instant,
    /// then at 60 Hz until 2 s; expects the pixel at (`x`, `y`) fully black.
    func expectEndsPainted(_ graph: SceneGraph, x: Int = 100, y: Int = 100,
                           sourceLocation: SourceLocation = #_sourceLocation, _ change: () -> Void) {
        let c = canvas()
        graph.render(in: c)
        change()
        graph.render(in: c)
        renderFrames(graph, in: c, until: 2)
        #expect(c.pixmap[x, y] == Color.black.premultiplied, sourceLocation: sourceLocation)
    }

    @Test("A fade-in from opacity 0, rendered at the instant of the change, ends fully painted",
          arguments: [0, 0.2])
    func fadeIn(delay: Double) {
        let rect = Rectangle().fill(.black)
        let graph = SceneGraph(root: ZStack { rect.frame(width: 40, height: 40) }, size: Size(width: 200, height: 200))
        rect.opacity = 0
        expectEndsPainted(graph) {
            graph.withAnimation(.linear(duration: 1).delay(delay)) { rect.opacity = 1 }
        }
    }

    @Test("A fill colour animating from clear ends fully painted")
    func fillFromClear() {
        let rect = Rectangle()
        let graph = SceneGraph(root: ZStack { rect.frame(width: 40, height: 40) }, size: Size(width: 200, height: 200))
        expectEndsPainted(graph) {
            graph.withAnimation(.linear(duration: 1)) { rect.fillColor = .black }
        }
    }

    @Test("A node inserted with a fade, rendered at the instant, ends fully painted")
    func insertFade() {
        let stack = ZStack {}
        stack.appendChild(Rectangle().fill(Color(r255: 255, g255: 0, b255: 0)).frame(width: 10, height: 10))
        let graph = SceneGraph(root: stack, size: Size(width: 200, height: 200))
        let rect = Rectangle().fill(.black).frame(width: 40, height: 40)
        expectEndsPainted(graph, x: 85, y: 85) {
            graph.withAnimation(.linear(duration: 1)) { stack.appendChild(rect) }
        }
    }

    @Test("A node inserted with a growing clip ends fully revealed")
    func clipReveal() {
        let stack = ZStack {}
        stack.appendChild(Rectangle().fill(Color(r255: 255, g255: 0, b255: 0)).frame(width: 10, height: 10))
        let graph = SceneGraph(root: stack, size: Size(width: 200, height: 200))
        let rect = Rectangle().fill(.black).frame(width: 40, height: 40)
            .transition(.modifier(active: { _ in TransitionEffect(clip: Rect(x: 0, y: 0, width: 0, height: 0)) }))
        expectEndsPainted(graph, x: 85, y: 85) {
            graph.withAnimation(.linear(duration: 1)) { stack.appendChild(rect) }
        }
    }

    @Test("A fade-in ends fully painted while something else repaints in the same frames")
    func fadeWithOther() {
        let a = Rectangle().fill(.black)
        let b = Rectangle().fill(.black)
        let root = HStack(spacing: 40) { a.frame(width: 40, height: 40); b.frame(width: 40, height: 40) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        a.opacity = 0
        graph.render(in: c)
        graph.withAnimation(.linear(duration: 0.5)) { a.opacity = 1 }
        b.fillColor = Color(r255: 0, g255: 0, b255: 255)     // unrelated change, same frame
        graph.render(in: c)
        renderFrames(graph, in: c, until: 1)
        // HStack 120 wide centred: a at 40…80, b at 120…160
        #expect(c.pixmap[60, 100] == Color.black.premultiplied)
        // Full redraw shows what it should be
        graph.setNeedsFullRedraw(); graph.render(in: c)
    }

    @Test("A mask sliding in from outside its content reveals it")
    func maskReveal() {
        let m = Rectangle().fill(.black).frame(width: 40, height: 40)
        let content = Rectangle().fill(.black)
        content.mask = m
        m.offset = Point(x: -100, y: 0)
        let root = ZStack { content.frame(width: 40, height: 40) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        graph.withAnimation(.linear(duration: 0.5)) { m.offset = .zero }
        graph.render(in: c)
        renderFrames(graph, in: c, until: 1)
        #expect(c.pixmap[100, 100] == Color.black.premultiplied)
    }
}
