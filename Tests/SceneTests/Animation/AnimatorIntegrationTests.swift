import Animation
import Geometry
@testable import Scene
import Testing
import TestSupport

/// A property animator driving node properties set in its animations block, as a
/// UIViewPropertyAnimator drives view properties.
@Suite("Property animator on nodes")
struct AnimatorIntegrationTests {
    private func scene(_ node: Node) -> SceneGraph {
        let graph = SceneGraph(root: node, size: Size(width: 200, height: 200), text: FixedText())
        graph.layoutIfNeeded()
        return graph
    }

    @Test("Scrubbing a paused animator moves the property; continuing finishes it")
    func scrubAndContinue() {
        let drawer = Rectangle().fill(.black)
        let graph = scene(drawer.frame(width: 50, height: 50))
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), runLoop: graph.runLoop) {
            drawer.offset = Point(x: 0, y: 100)
            drawer.opacity = 0
        }
        animator.pauseAnimation()
        #expect(drawer.offset == Point(x: 0, y: 100))
        #expect(drawer.presentationOffset == .zero)
        animator.fractionComplete = 0.3
        #expect(approx(drawer.presentationOffset.y, 30, 1e-9))
        #expect(approx(drawer.presentationOpacity, 0.7, 1e-9))
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.continueAnimation(timing: nil, durationFactor: 0)
        graph.advance(to: 0.35)
        #expect(approx(drawer.presentationOffset.y, 65, 1e-6))
        graph.advance(to: 0.8)
        #expect(ended == [.end])
        #expect(drawer.presentationOffset == Point(x: 0, y: 100))
        #expect(drawer.offset == Point(x: 0, y: 100))
    }

    @Test("Reversing on release returns the property to its start")
    func reverse() {
        let drawer = Rectangle().fill(.black)
        let graph = scene(drawer.frame(width: 50, height: 50))
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), runLoop: graph.runLoop) {
            drawer.offset = Point(x: 0, y: 100)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.isReversed = true
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.continueAnimation(timing: nil, durationFactor: 0)
        graph.advance(to: 0.2)
        #expect(approx(drawer.presentationOffset.y, 20, 1e-6))
        graph.advance(to: 0.5)
        #expect(ended == [.start])
        #expect(drawer.offset == .zero)
        #expect(drawer.presentationOffset == .zero)
    }

    @Test("Stopping leaves the current value; finishing at start restores it")
    func stopAndFinish() {
        let shape = Rectangle().fill(.black)
        let graph = scene(shape.frame(width: 50, height: 50))
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), runLoop: graph.runLoop) {
            shape.scale = Size(width: 2, height: 2)
        }
        animator.startAnimation()
        graph.advance(to: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(approx(shape.presentationScale.width, 1.5, 1e-9))
        animator.finishAnimation(at: .start)
        #expect(shape.scale == Size(width: 1, height: 1))
        #expect(shape.presentationScale == Size(width: 1, height: 1))
    }

    @Test("An implicit change takes a property back from an animator")
    func implicitTakesOver() {
        let shape = Rectangle().fill(.black)
        let graph = scene(shape.frame(width: 50, height: 50))
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), runLoop: graph.runLoop) {
            shape.offset = Point(x: 100, y: 0)
        }
        animator.startAnimation()
        graph.advance(to: 0.5)
        graph.withAnimation(.linear(duration: 1)) { shape.offset = .zero }
        #expect(approx(shape.presentationOffset.x, 50, 1e-9))
        graph.advance(to: 0.75)
        #expect(approx(shape.presentationOffset.x, 37.5, 1e-9))
        graph.advance(to: 2)
        #expect(shape.presentationOffset == .zero)
    }
}

extension AnimatorIntegrationTests {
    @Test("Layout changes from an animator's block keep in step with its other changes")
    func layoutTracksShareTheBlockWindow() {
        let bar = Rectangle().fill(.black)
        let frame = bar.frame(width: 50, height: 10)
        let graph = SceneGraph(root: HStack(alignment: .top, spacing: 0) { frame; Spacer() }.frame(width: 200, height: 10),
                               size: Size(width: 200, height: 200), text: FixedText())
        graph.layoutIfNeeded()
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), runLoop: graph.runLoop) {
            frame.width = 150
            bar.opacity = 0
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        // The layout the block caused runs now, after the scrub.
        graph.layoutIfNeeded()
        #expect(approx(bar.presentationFrame.size.width, 100, 1e-9))
        #expect(approx(bar.presentationOpacity, 0.5, 1e-9))
        animator.fractionComplete = 0.75
        #expect(approx(bar.presentationFrame.size.width, 125, 1e-9))
        #expect(approx(bar.presentationOpacity, 0.25, 1e-9))
    }
}
