import Animation
import Geometry
import Input
import Scene
import TestSupport
import Testing

/// Gestures driven by synthetic event streams through `SceneGraph.handle(_:at:)`, the path the
/// window and input scripts use.
@Suite("Gestures")
struct GestureTests {
    final class Log {
        var entries: [String] = []
        var values: [DragValue] = []
    }

    private func makeScene(_ node: Node) -> SceneGraph {
        SceneGraph(root: node.frame(width: 200, height: 200), size: Size(width: 200, height: 200))
    }

    /// Drags from `from` to `to` with one move per 1/60 s over `seconds`.
    private func drag(_ graph: SceneGraph, from: Point, to: Point, seconds: Double, start: Double = 0, release: Bool = true) {
        graph.handle(.pointerDown(from, .primary), at: start)
        let steps = max(1, Int((seconds * 60).rounded()))
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            graph.handle(.pointerMoved(Point.lerp(from, to, t)), at: start + Double(step) / 60)
        }
        if release { graph.handle(.pointerUp(to, .primary), at: start + Double(steps) / 60) }
    }

    @Test("A tap fires on down and up in place, not after moving away")
    func tap() {
        let log = Log()
        let shape = Rectangle().fill(.black).onTapGesture { log.entries.append("tap") }
        let graph = makeScene(shape)
        graph.handle(.pointerDown(Point(x: 50, y: 50), .primary), at: 0)
        graph.handle(.pointerUp(Point(x: 52, y: 50), .primary), at: 0.1)
        #expect(log.entries == ["tap"])
        drag(graph, from: Point(x: 50, y: 50), to: Point(x: 90, y: 50), seconds: 0.2)
        #expect(log.entries == ["tap"])
    }

    @Test("A drag begins after its minimum distance and reports translation and velocity")
    func dragPhases() {
        let log = Log()
        let gesture = DragGesture(minimumDistance: 10)
            .onBegan { log.entries.append("began"); log.values.append($0) }
            .onChanged { log.values.append($0) }
            .onEnded { log.entries.append("ended"); log.values.append($0) }
        let graph = makeScene(Rectangle().fill(.black).gesture(gesture))
        graph.handle(.pointerDown(Point(x: 20, y: 100), .primary), at: 0)
        graph.handle(.pointerMoved(Point(x: 25, y: 100)), at: 1.0 / 60)
        #expect(log.entries.isEmpty)
        #expect(!graph.runLoop.isTracking)
        // 10 points per frame at 60 frames per second: 600 points per second.
        for step in 2...10 {
            graph.handle(.pointerMoved(Point(x: 20 + Double(step) * 10 - 5, y: 100)), at: Double(step) / 60)
        }
        #expect(log.entries == ["began"])
        #expect(graph.runLoop.isTracking)
        let last = log.values[log.values.count - 1]
        #expect(last.translation == Point(x: 95, y: 0))
        #expect(approx(last.velocity.x, 600, 1e-6))
        #expect(abs(last.velocity.y) < 1e-9)
        #expect(approx(last.predictedEndLocation.x, (115 + 600 * 0.499), 1e-6))
        graph.handle(.pointerUp(Point(x: 125, y: 100), .primary), at: 11.0 / 60)
        #expect(log.entries == ["began", "ended"])
        #expect(log.values.last?.translation == Point(x: 105, y: 0))
        #expect(!graph.runLoop.isTracking)
    }

    @Test("A pointer that stopped before release has no velocity")
    func stoppedRelease() {
        let log = Log()
        let gesture = DragGesture().onEnded { log.values.append($0) }
        let graph = makeScene(Rectangle().fill(.black).gesture(gesture))
        drag(graph, from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), seconds: 0.25, release: false)
        graph.handle(.pointerUp(Point(x: 120, y: 20), .primary), at: 1.0)
        #expect(log.values.first?.velocity == .zero)
    }

    @Test("Absurd event streams give finite, clamped velocities")
    func absurdSpeeds() {
        let log = Log()
        let gesture = DragGesture(minimumDistance: 0).onChanged { log.values.append($0) }
        let graph = makeScene(Rectangle().fill(.black).gesture(gesture))
        graph.handle(.pointerDown(Point(x: 10, y: 10), .primary), at: 0)
        // Several events at one instant, then a jump of a million points in a microsecond.
        graph.handle(.pointerMoved(Point(x: 50, y: 10)), at: 0)
        graph.handle(.pointerMoved(Point(x: 90, y: 10)), at: 0)
        graph.handle(.pointerMoved(Point(x: 1e6, y: -1e6)), at: 1e-6)
        graph.handle(.pointerMoved(Point(x: .nan, y: 3)), at: 2e-6)
        graph.handle(.pointerUp(Point(x: 1e6, y: -1e6), .primary), at: 3e-6)
        #expect(!log.values.isEmpty)
        for value in log.values {
            #expect(value.velocity.isFinite)
            #expect(value.velocity.length <= 20_000 + 1e-6)
        }
    }

    @Test("A drag and a tap on the same node exclude each other")
    func exclusivity() {
        let log = Log()
        let shape = Rectangle().fill(.black)
            .onTapGesture { log.entries.append("tap") }
            .gesture(DragGesture().onBegan { _ in log.entries.append("drag") })
        let graph = makeScene(shape)
        drag(graph, from: Point(x: 20, y: 20), to: Point(x: 80, y: 20), seconds: 0.1)
        #expect(log.entries == ["drag"])
        graph.handle(.pointerDown(Point(x: 20, y: 20), .primary), at: 1)
        graph.handle(.pointerUp(Point(x: 20, y: 20), .primary), at: 1.05)
        #expect(log.entries == ["drag", "tap"])
    }

    @Test("An inner tap wins over an outer drag until the pointer moves")
    func innerTapOuterDrag() {
        let log = Log()
        let button = Rectangle().fill(.black).frame(width: 40, height: 40)
        button.onTapGesture { log.entries.append("tap") }
        button.onPressingChanged { log.entries.append($0 ? "pressed" : "released") }
        let panel = ZStack { button }.frame(width: 200, height: 200).contentShape(.rectangle)
        panel.gesture(DragGesture().onBegan { _ in log.entries.append("drag") })
        let graph = SceneGraph(root: panel, size: Size(width: 200, height: 200))
        graph.handle(.pointerDown(Point(x: 100, y: 100), .primary), at: 0)
        graph.handle(.pointerUp(Point(x: 100, y: 100), .primary), at: 0.1)
        #expect(log.entries == ["pressed", "released", "tap"])
        log.entries.removeAll()
        drag(graph, from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), seconds: 0.2)
        #expect(log.entries == ["pressed", "released", "drag"])
    }

    @Test("An overlay with hit testing off does not steal the gesture below")
    func overlayPassThrough() {
        let log = Log()
        let base = Rectangle().fill(.black).onTapGesture { log.entries.append("base") }
        let glass = Rectangle().fill(.white).onTapGesture { log.entries.append("glass") }
        let graph = makeScene(base.overlay(glass.allowsHitTesting(false)))
        graph.handle(.pointerDown(Point(x: 100, y: 100), .primary), at: 0)
        graph.handle(.pointerUp(Point(x: 100, y: 100), .primary), at: 0.05)
        #expect(log.entries == ["base"])
    }

    @Test("Removing the dragged node cancels the drag and ends tracking")
    func cancelOnRemoval() {
        let log = Log()
        let handle = Rectangle().fill(.black).frame(width: 50, height: 50)
        handle.gesture(DragGesture().onCancelled { log.entries.append("cancelled") }.onEnded { _ in log.entries.append("ended") })
        let stack = ZStack { handle }
        let graph = SceneGraph(root: stack.frame(width: 200, height: 200), size: Size(width: 200, height: 200))
        drag(graph, from: Point(x: 100, y: 100), to: Point(x: 140, y: 100), seconds: 0.1, release: false)
        #expect(graph.runLoop.isTracking)
        stack.removeChild(handle)
        #expect(log.entries == ["cancelled"])
        #expect(!graph.runLoop.isTracking)
        graph.handle(.pointerUp(Point(x: 140, y: 100), .primary), at: 1)
        #expect(log.entries == ["cancelled"])
    }
}
