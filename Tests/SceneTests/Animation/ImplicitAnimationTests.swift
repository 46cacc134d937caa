import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Implicit animations")
struct ImplicitAnimationTests {
    private func scene(_ node: Node) -> SceneGraph {
        let graph = SceneGraph(root: node, size: Size(width: 200, height: 200), text: FixedText())
        graph.layoutIfNeeded()
        return graph
    }

    @Test("A change in an animated transaction moves the presentation, not the model")
    func modelAndPresentation() {
        let shape = Rectangle().fill(.black)
        let graph = scene(shape.frame(width: 10, height: 10))
        graph.withAnimation(.linear(duration: 1)) { shape.offset = Point(x: 100, y: 0) }
        #expect(shape.offset == Point(x: 100, y: 0))
        #expect(shape.presentationOffset == .zero)
        graph.advance(to: 0.25)
        #expect(approx(shape.presentationOffset.x, 25, 1e-9))
        #expect(graph.isAnimating)
        graph.advance(to: 1.5)
        #expect(shape.presentationOffset == Point(x: 100, y: 0))
        // Without a transaction a change jumps.
        shape.offset = .zero
        #expect(shape.presentationOffset == .zero)
    }

    @Test("A new change mid-flight starts from the presentation value")
    func retargetCurve() {
        let shape = Rectangle().fill(.black)
        let graph = scene(shape.frame(width: 10, height: 10))
        graph.withAnimation(.linear(duration: 1)) { shape.opacity = 0 }
        graph.advance(to: 0.5)
        graph.withAnimation(.linear(duration: 1)) { shape.opacity = 1 }
        #expect(approx(shape.presentationOpacity, 0.5, 1e-9))
        graph.advance(to: 1.0)
        #expect(approx(shape.presentationOpacity, 0.75, 1e-9))
    }

    @Test("A spring retarget keeps the velocity continuous")
    func retargetSpring() {
        let shape = Rectangle().fill(.black)
        let graph = scene(shape.frame(width: 10, height: 10))
        graph.withAnimation(.spring(duration: 0.5, bounce: 0.3)) { shape.offset = Point(x: 100, y: 0) }
        let h = 1e-5
        graph.advance(to: 0.2 - h)
        let before = shape.presentationOffset.x
        graph.advance(to: 0.2)
        let at = shape.presentationOffset.x
        let incoming = (at - before) / h
        graph.withAnimation(.spring(duration: 0.5, bounce: 0.3)) { shape.offset = Point(x: -50, y: 0) }
        #expect(approx(shape.presentationOffset.x, at, 1e-9))
        graph.advance(to: 0.2 + h)
        let outgoing = (shape.presentationOffset.x - at) / h
        #expect(approx(incoming, outgoing, 0.01 * max(1, abs(incoming))))
    }

    @Test("Layout changes animate with the transaction that caused them")
    func layoutFrames() {
        let bar = Rectangle().fill(.black)
        let frame = bar.frame(width: 20, height: 10)
        let graph = scene(HStack(alignment: .top, spacing: 0) { frame; Spacer() }.frame(width: 200, height: 10))
        #expect(bar.frame == Rect(x: 0, y: 0, width: 20, height: 10))
        graph.withAnimation(.linear(duration: 1)) { frame.width = 120 }
        graph.layoutIfNeeded()
        #expect(bar.frame.size.width == 120)
        graph.advance(to: 0.5)
        #expect(approx(bar.presentationFrame.size.width, 70, 1e-9))
        graph.advance(to: 1)
        #expect(bar.presentationFrame.size.width == 120)
    }

    @Test("Colours, trims, corner radii, line widths and custom data animate")
    func otherProperties() {
        let shape = RoundedRectangle(cornerRadius: 0).fill(.black).stroke(.black, lineWidth: 2).trim(from: 0, to: 0.2)
        let drawing = DrawingNode(0.0) { _, _, _ in }
        let graph = scene(VStack { shape.frame(width: 50, height: 50); drawing })
        graph.withAnimation(.linear(duration: 2)) {
            shape.fillColor = .white
            shape.trimEnd = 1
            shape.cornerRadius = 20
            shape.lineWidth = 10
            drawing.animatableData = 8
        }
        graph.advance(to: 1)
        let time = graph.runLoop.now
        #expect(approx(shape.$fillColor.presentation(at: time).red, 0.5, 1e-9))
        #expect(approx(shape.$trimEnd.presentation(at: time), 0.6, 1e-9))
        #expect(approx(shape.$cornerRadiusOverride.presentation(at: time), 10, 1e-9))
        #expect(approx(shape.$lineWidth.presentation(at: time), 6, 1e-9))
        #expect(approx(drawing.presentationData, 4, 1e-9))
        #expect(drawing.animatableData == 8)
    }

    @Test("Reduce motion turns springs into short ease-in-out curves, and movement into jumps")
    func reduceMotion() {
        let shape = Rectangle().fill(.black)
        let graph = scene(shape.frame(width: 10, height: 10))
        graph.reduceMotion = true
        graph.withAnimation(.spring(response: 1, dampingFraction: 0.3)) {
            shape.opacity = 0
            shape.offset = Point(x: 100, y: 0)
        }
        graph.advance(to: 0.125)
        let eased = 1 - TimingCurve.easeInEaseOut.value(at: 0.5)
        #expect(approx(shape.$opacity.presentation(at: 0.125), eased, 1e-6))
        #expect(shape.presentationOffset.x == 100, "an offset is movement: it jumps")
        graph.advance(to: 0.3)
        #expect(shape.$opacity.presentation(at: 0.3) == 0)
        #expect(!shape.isAnimating(at: 0.3))
    }

    /// Regression: with reduce motion on, D2's selection highlight still slid between rows (a
    /// layout change in an animated transaction).
    @Test("Reduce motion: a frame that layout moves in an animated transaction jumps")
    func reduceMotionLayoutJumps() {
        let top = Rectangle().fill(.black).frame(width: 10, height: 10)
        let height = State(10.0)
        let root = VStack(spacing: 0) {
            Rectangle().fill(.white).frame(width: 10, height: 10).bind(height) { frame, value in frame.height = value }
            top
        }
        let graph = scene(root)
        graph.layoutIfNeeded()
        let before = top.frame
        graph.reduceMotion = true
        graph.withAnimation(.spring(response: 1, dampingFraction: 0.8)) { height.value = 30 }
        graph.layoutIfNeeded()
        graph.advance(to: 0.05)
        #expect(top.frame != before, "layout moved it")
        #expect(top.frameProperty.presentation(at: 0.05) == top.frame, "and it is there at once")
        #expect(!top.isAnimating(at: 0.05))
    }
}
