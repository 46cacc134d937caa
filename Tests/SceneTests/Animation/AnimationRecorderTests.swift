import Animation
import Geometry
@testable import Scene
import Testing
import TestSupport

/// The animation record: every animation of a scene as lanes, exact enough to read values from.
@Suite("Animation record")
struct AnimationRecorderTests {
    private func recordedScene(_ node: Node) -> (SceneGraph, AnimationRecorder) {
        let graph = SceneGraph(root: node, size: Size(width: 200, height: 200), text: FixedText())
        graph.layoutIfNeeded()
        let recorder = AnimationRecorder()
        recorder.attach(to: graph)
        return (graph, recorder)
    }

    private func lane(_ recorder: AnimationRecorder, _ property: String) throws -> AnimationLane {
        try #require(recorder.lanes.first { $0.property == property }, "no \(property) lane in \(recorder.lanes.map(\.property))")
    }

    @Test("A retarget ends the first animation where the second begins; both read as the property showed them")
    func retarget() throws {
        let shape = Rectangle().fill(.black).named("Box")
        let (graph, recorder) = recordedScene(shape.frame(width: 20, height: 20))
        graph.withAnimation(.easeInOut(duration: 1)) { shape.offset = Point(x: 100, y: 0) }
        var shown: [(Double, Point)] = []
        for frame in 1...24 {
            let t = Double(frame) / 60
            graph.advance(to: t)
            shown.append((t, shape.presentationOffset))
        }
        graph.withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { shape.offset = Point(x: 0, y: 50) }
        for frame in 25...180 {
            let t = Double(frame) / 60
            graph.advance(to: t)
            shown.append((t, shape.presentationOffset))
        }
        let offset = try lane(recorder, "offset")
        #expect(offset.ownerName == "Box" && offset.owner.hasSuffix("/Box"))
        try #require(offset.segments.count == 2)
        let (curve, spring) = (offset.segments[0], offset.segments[1])
        #expect(curve.kind == .curve && curve.start == 0 && curve.end == 24.0 / 60 && curve.ending == .retargeted)
        #expect(curve.to.components == [100, 0])
        #expect(spring.kind == .spring && spring.start == 24.0 / 60 && spring.ending == .settled)
        guard case let .spring(fitted, _)? = spring.timing else { Issue.record("no spring timing"); return }
        #expect(approx(fitted.response, 0.5, 1e-12) && approx(fitted.dampingRatio, 0.8, 1e-12))
        // The spring carried the curve's velocity in.
        #expect(spring.initialVelocity != nil)
        let end = try #require(spring.end)
        for (t, point) in shown {
            if t > end {
                #expect(point == Point(x: 0, y: 50), "at \(t), after the spring settled at \(end)")
            } else {
                let segment = try #require(offset.segment(at: t))
                #expect(segment.value(at: t) == [point.x, point.y], "at \(t)")
            }
        }
        // The property comes to rest on the first frame at or after the recorded end.
        let rested = try #require(shown.first { $0.1 == Point(x: 0, y: 50) }?.0)
        #expect(rested >= end && rested - end < 1.0 / 60)
    }

    @Test("A jump interrupts the animation; a transition is its own kind")
    func jumpAndTransition() throws {
        let stack = VStack {}
        let shape = Rectangle().fill(.black)
        stack.appendChild(shape.frame(width: 10, height: 10))
        let (graph, recorder) = recordedScene(stack)
        graph.withAnimation(.linear(duration: 1)) { shape.opacity = 0 }
        graph.advance(to: 0.5)
        shape.opacity = 0.25
        graph.advance(to: 0.6)
        let opacity = try lane(recorder, "opacity")
        #expect(opacity.segments.map(\.ending) == [.interrupted])
        #expect(opacity.segments.first?.end == 0.5)

        let inserted = Rectangle().fill(.black).frame(width: 20, height: 20).transition(.opacity)
        graph.withAnimation(.linear(duration: 1)) { stack.appendChild(inserted) }
        graph.layoutIfNeeded()
        graph.advance(to: 2)
        let transition = try lane(recorder, "transition")
        #expect(transition.segments.map(\.kind) == [.transition])
        #expect(transition.segments.first?.start == 0.6 && transition.segments.first?.end == 1.6)
    }

    @Test("An animator's phases and the property it drives, sampled on every frame")
    func animatorPhases() throws {
        let drawer = Rectangle().fill(.black)
        let (graph, recorder) = recordedScene(drawer.frame(width: 50, height: 50))
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), runLoop: graph.runLoop) {
            drawer.offset = Point(x: 0, y: 100)
        }
        animator.startAnimation()
        graph.advance(to: 0.25)
        animator.pauseAnimation()
        graph.advance(to: 0.5)
        animator.fractionComplete = 0.5
        graph.advance(to: 0.55)
        animator.fractionComplete = 0.6
        graph.advance(to: 0.6)
        animator.continueAnimation(timing: nil, durationFactor: 0)
        for frame in 37...120 { graph.advance(to: Double(frame) / 60) }

        let phases = try lane(recorder, "fractionComplete")
        #expect(phases.segments.map(\.phase) == [.run, .pause, .scrub, .continue])
        #expect(phases.segments.map(\.start) == [0, 0.25, 0.5, 0.6])
        #expect(phases.segments.allSatisfy { $0.ending == .settled })
        // A scrub is a step: the frame at 0.55 s still shows 0.5, the scrub then makes it 0.6.
        #expect(phases.segments[2].samples == [AnimationSample(time: 0.5, value: [0.5]), AnimationSample(time: 0.55, value: [0.5]),
                                               AnimationSample(time: 0.55, value: [0.6]), AnimationSample(time: 0.6, value: [0.6])])
        let last = try #require(phases.segments.last)
        #expect(approx(try #require(last.end), 1.0, 1e-9))

        let offset = try lane(recorder, "offset")
        #expect(offset.segments.map(\.kind) == [.animator])
        let driven = try #require(offset.segments.first)
        #expect(driven.spec == phases.owner && driven.from.components == [0, 0] && driven.to.components == [0, 100])
        #expect(driven.samples.contains { $0.time == 0.55 && $0.value == [0, 50] })
        #expect(driven.samples.last?.value == [0, 100] && driven.ending == .settled)
    }

    @Test("Timer fires are ticks; a scene without a recorder records nothing")
    func timerTicks() throws {
        let (graph, recorder) = recordedScene(Rectangle().fill(.black))
        var fires = 0
        graph.runLoop.scheduleTimer(interval: 0.25) { _ in fires += 1 }
        graph.advance(to: 1.1)
        let timer = try lane(recorder, "fires")
        #expect(timer.ticks == [0.25, 0.5, 0.75, 1.0] && timer.interval == 0.25 && fires == 4)

        let plain = SceneGraph(root: Rectangle().fill(.black), size: Size(width: 10, height: 10), text: FixedText())
        #expect(plain.animationRecorder == nil && plain.runLoop.observer == nil)
    }
}
