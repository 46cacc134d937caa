import Animation
import Geometry
import Input
import Scene
import TestSupport
import Testing

/// A drag through the scene's input path puts the run loop in tracking mode, which is what keeps
/// a default-mode timer (D1's page timer) from firing mid-drag, as a RunLoop does on iOS.
@Suite("Timers while dragging")
struct TrackingTimerTests {
    @Test("Default-mode timers wait for the drag to end; common-mode timers do not")
    func timersDuringDrag() {
        let surface = Rectangle().fill(.black).gesture(DragGesture())
        let graph = SceneGraph(root: surface.frame(width: 200, height: 200), size: Size(width: 200, height: 200))
        var defaultFires: [Double] = [], commonFires: [Double] = []
        let runLoop = graph.runLoop
        runLoop.scheduleTimer(interval: 0.1) { [unowned runLoop] _ in defaultFires.append(runLoop.now) }
        runLoop.scheduleTimer(interval: 0.1, mode: .common) { [unowned runLoop] _ in commonFires.append(runLoop.now) }
        // Frames at 60 Hz; the drag runs from 0.25 s to 0.75 s.
        var frame = 0
        func run(until time: Double, _ each: (Double) -> Void = { _ in }) {
            while Double(frame + 1) / 60 <= time + 1e-9 {
                frame += 1
                let t = Double(frame) / 60
                each(t)
                graph.advance(to: t)
            }
        }
        run(until: 0.25)
        graph.handle(.pointerDown(Point(x: 20, y: 100), .primary), at: 0.25)
        run(until: 0.75) { t in graph.handle(.pointerMoved(Point(x: 20 + (t - 0.25) * 300, y: 100)), at: t) }
        #expect(graph.runLoop.isTracking)
        graph.handle(.pointerUp(Point(x: 170, y: 100), .primary), at: 0.75)
        #expect(!graph.runLoop.isTracking)
        run(until: 1.0)
        // The drag begins on the first move past 10 points, just after 0.25 s.
        let dragStart = 0.25 + 2.0 / 60
        #expect(defaultFires.filter { $0 > dragStart + 1e-9 && $0 < 0.75 - 1e-9 }.isEmpty)
        // After the drag: one coalesced fire when tracking ends, then the 0.1 s grid again.
        let after = defaultFires.filter { $0 >= 0.75 - 1e-9 }
        #expect(after.count == 4, "\(after)")
        guard after.count == 4 else { return }
        #expect(approx(after[0], 0.75, 1e-9))
        #expect(abs(after[1] - 0.8) < 1e-9 && abs(after[2] - 0.9) < 1e-9 && abs(after[3] - 1.0) < 1e-9)
        #expect(commonFires.count == 10)
    }
}
