import Geometry
import Input

/// One pointer sequence (down … up) and the gestures competing for it. A class, not a struct:
/// gesture callbacks may change the tree, which can re-enter the tracker (a removed node cancels
/// the sequence), and a struct stored in the scene would be under exclusive access then.
final class GestureTracker {
    private var candidates: [Gesture] = []
    private var activeDrag: DragGesture?
    private var startLocation = Point.zero
    private var isTracking = false
    private var tapFailed = false
    private var velocity = VelocityTracker()
    /// Counts sequences: a callback that ends the sequence (by removing a node, say) bumps it,
    /// and the loop that called it stops instead of carrying on with a stale list.
    private var sequence = 0
    /// Where the scene last saw the pointer (scene points), for the wheel (`ScrollWheel.swift`).
    var pointerLocation: Point?

    init() {
        candidates.reserveCapacity(8)
    }

    /// Starts a sequence at `point`; returns whether any gesture cares.
    func pointerDown(at point: Point, time: Double, in graph: SceneGraph) -> Bool {
        cancel(in: graph)
        var node = graph.hitTest(layoutPoint: point)
        while let n = node {
            candidates.append(contentsOf: n.gestures)
            node = n.parent
        }
        guard !candidates.isEmpty else { return false }
        isTracking = true
        tapFailed = false
        startLocation = point
        velocity.reset()
        velocity.add(point, at: time)
        let current = sequence
        for index in candidates.indices {
            guard sequence == current, index < candidates.count else { return true }
            (candidates[index] as? PressGesture)?.setPressed(true)
        }
        guard sequence == current else { return true }
        // A drag with no minimum distance that nothing inner to it could claim begins at once.
        if let first = candidates.first(where: { $0 is DragGesture || $0 is TapGesture }) as? DragGesture,
           first.minimumDistance == 0 {
            begin(first, at: point, time: time, in: graph)
        }
        return true
    }

    func pointerMoved(to point: Point, time: Double, in graph: SceneGraph) -> Bool {
        guard isTracking else { return false }
        velocity.add(point, at: time)
        if let drag = activeDrag {
            drag.onChanged?(value(at: point, time: time))
            return true
        }
        let distance = point.distance(to: startLocation)
        for case let tap as TapGesture in candidates where distance > tap.allowableMovement { tapFailed = true }
        for case let drag as DragGesture in candidates where distance >= drag.minimumDistance {
            begin(drag, at: point, time: time, in: graph)
            break
        }
        return true
    }

    func pointerUp(at point: Point, time: Double, in graph: SceneGraph) -> Bool {
        guard isTracking else { return false }
        velocity.add(point, at: time)
        if let drag = activeDrag {
            let final = value(at: point, time: time)
            drag.isActive = false
            finish(in: graph)
            drag.onEnded?(final)
            return true
        }
        var tapped: TapGesture?
        if !tapFailed {
            let hit = graph.hitTest(layoutPoint: point)
            for case let tap as TapGesture in candidates where point.distance(to: startLocation) <= tap.allowableMovement {
                // The tap counts only if the pointer came up over the tap's node.
                if let node = tap.node, let hit, hit.isDescendant(of: node) {
                    tapped = tap
                    break
                }
            }
        }
        finish(in: graph)
        tapped?.action()
        return true
    }

    /// Ends the sequence without recognising anything (drags get `onCancelled`).
    func cancel(in graph: SceneGraph) {
        if let drag = activeDrag {
            drag.isActive = false
            activeDrag = nil
            finish(in: graph)
            drag.onCancelled?()
        } else {
            finish(in: graph)
        }
    }

    /// A node is leaving the tree: a sequence that depends on it ends.
    func nodeWillLeave(_ node: Node, in graph: SceneGraph) {
        guard isTracking else { return }
        if candidates.contains(where: { $0.node.map { $0.isDescendant(of: node) } ?? true }) {
            cancel(in: graph)
        }
    }

    private func begin(_ drag: DragGesture, at point: Point, time: Double, in graph: SceneGraph) {
        activeDrag = drag
        drag.isActive = true
        tapFailed = true
        graph.runLoop.isTracking = true
        let current = sequence
        for index in candidates.indices {
            guard sequence == current, index < candidates.count else { return }
            if let press = candidates[index] as? PressGesture, press.node !== drag.node { press.setPressed(false) }
        }
        let value = value(at: point, time: time)
        guard sequence == current else { return }
        drag.onBegan?(value)
        guard sequence == current else { return }
        drag.onChanged?(value)
    }

    private func finish(in graph: SceneGraph) {
        sequence &+= 1
        // Taken out first: a release handler that re-enters sees a finished sequence.
        let ending = candidates
        candidates.removeAll(keepingCapacity: true)
        for case let press as PressGesture in ending { press.setPressed(false) }
        activeDrag = nil
        if isTracking { graph.runLoop.isTracking = false }
        isTracking = false
    }

    private func value(at point: Point, time: Double) -> DragValue {
        DragValue(time: time, startLocation: startLocation, location: point, velocity: velocity.velocity(at: time))
    }
}

extension SceneGraph {
    /// Routes a pointer event to the gestures under it, and a wheel event to the wheel handlers
    /// under the last pointer position (`onScrollWheel`). `time` is the event's frame-clock
    /// time in seconds (velocities are per real second, whatever the slow-motion factor).
    /// Returns whether a gesture or wheel handler took the event.
    @discardableResult
    public func handle(_ event: InputEvent, at time: Double) -> Bool {
        let event = contentEvent(event)
        notePointerLocation(of: event)
        switch event {
        case .pointerDown(let point, .primary):
            return gestureTracker.pointerDown(at: point, time: time, in: self)
        case .pointerMoved(let point):
            return gestureTracker.pointerMoved(to: point, time: time, in: self)
        case .pointerUp(let point, .primary):
            return gestureTracker.pointerUp(at: point, time: time, in: self)
        case .wheel(let dx, let dy):
            return routeScrollWheel(dx: dx, dy: dy)
        case .resized(let newSize):
            size = newSize
            return false
        default:
            return false
        }
    }

    /// Cancels the pointer sequence in progress (drags get `onCancelled`).
    public func cancelGestures() {
        gestureTracker.cancel(in: self)
    }
}
