import Geometry
import Input
import Scene

/// Drives a scene the way the frame loop does, for tests: time advances in 1/60 s frames, and
/// pointer input goes through `SceneGraph.handle(_:at:)` with the run loop time of each event.
public final class SceneDriver {
    public let graph: SceneGraph
    public static let frame = 1.0 / 60

    public init(_ graph: SceneGraph) {
        self.graph = graph
        graph.layoutIfNeeded()
    }

    public var now: Double { graph.runLoop.now }

    /// Advances frame by frame to `time` (scene seconds), laying out after each frame as a
    /// render would (anchor readers run there).
    public func run(until time: Double) {
        var t = graph.runLoop.now
        while t < time - 1e-12 {
            t = min(t + SceneDriver.frame, time)
            graph.advance(to: t)
            graph.layoutIfNeeded()
        }
    }

    /// Advances by `seconds`.
    public func run(for seconds: Double) {
        run(until: now + seconds)
    }

    /// Pointer down and up at `point` at the current time, then a layout.
    public func click(_ point: Point) {
        graph.handle(.pointerDown(point, .primary), at: now)
        graph.handle(.pointerUp(point, .primary), at: now)
        graph.layoutIfNeeded()
    }

    /// Presses at `from`, moves to `to` in 1/60 s steps over `seconds` (advancing the scene with
    /// each move), and releases there unless `release` is false. Returns the release time.
    @discardableResult
    public func drag(from: Point, to: Point, seconds: Double, release: Bool = true) -> Double {
        let start = now
        graph.handle(.pointerDown(from, .primary), at: start)
        let steps = max(1, Int((seconds * 60).rounded()))
        for step in 1...steps {
            let t = start + Double(step) / 60
            graph.advance(to: t)
            graph.handle(.pointerMoved(Point.lerp(from, to, Double(step) / Double(steps))), at: t)
            graph.layoutIfNeeded()
        }
        if release { graph.handle(.pointerUp(to, .primary), at: now) }
        graph.layoutIfNeeded()
        return now
    }
}
