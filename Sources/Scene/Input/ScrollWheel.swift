import Geometry
import Input

/// A node's mouse-wheel handler (see `Node.onScrollWheel`). A class so that a node can keep it
/// among the objects it holds for its lifetime.
final class ScrollWheelHandler {
    /// Takes the wheel's amounts in lines; returns whether it took the event.
    let handle: (Double, Double) -> Bool

    init(_ handle: @escaping (Double, Double) -> Bool) {
        self.handle = handle
    }
}

extension Node {
    /// Calls `handler` with the node and the wheel's amounts, in lines (SDL's units: positive `dy`
    /// when the wheel turns away from the user — "scroll up" — positive `dx` to the right), when
    /// the wheel turns while the pointer is over the node or over a descendant that did not take
    /// the event. The handler returns true to take the event; false lets it bubble on to the
    /// node's ancestors, as DOM and AppKit wheel events do. Handlers of one node are asked in the
    /// order they were added. The handler lasts as long as the node.
    ///
    /// `handler` receives the node itself, so it needs no handle to it (and cannot make a cycle).
    @discardableResult
    public func onScrollWheel(_ handler: @escaping (Self, Double, Double) -> Bool) -> Self {
        // Kept with the node's bindings: that list holds objects for exactly the node's lifetime,
        // and a node has no other slot for them. Unowned for the reason `onChange` gives: the node
        // owns the handler, so the handler never runs after the node is gone.
        bindings.retainedState.append(ScrollWheelHandler { [unowned(unsafe) self] dx, dy in handler(self, dx, dy) })
        return self
    }

    /// Offers a wheel event to this node's handlers in order; true when one took it.
    fileprivate func offerScrollWheel(dx: Double, dy: Double) -> Bool {
        // A copy of the list: a handler may add bindings or handlers to this very node.
        let held = bindings.retainedState
        for case let handler as ScrollWheelHandler in held where handler.handle(dx, dy) { return true }
        return false
    }
}

extension SceneGraph {
    /// Notes where the pointer is, from any pointer event (any button): the wheel has no
    /// position of its own and acts where the pointer last was.
    func notePointerLocation(of event: InputEvent) {
        switch event {
        case .pointerDown(let point, _), .pointerMoved(let point), .pointerUp(let point, _):
            if point.isFinite { gestureTracker.pointerLocation = point }
        default:
            break
        }
    }

    /// Sends a wheel event to the frontmost hit-testable node under the last pointer position
    /// that has a wheel handler taking it, bubbling from the hit node through its ancestors.
    /// Returns false when no pointer position is known yet, nothing is under it, no handler
    /// took the event, or the amounts are zero or not finite.
    func routeScrollWheel(dx: Double, dy: Double) -> Bool {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0,
              let point = gestureTracker.pointerLocation, let hit = hitTest(layoutPoint: point) else { return false }
        var node: Node? = hit
        while let current = node {
            if current.offerScrollWheel(dx: dx, dy: dy) { return true }
            node = current.parent
        }
        return false
    }
}
