import Geometry
import Input
import Scene

/// Something in the window that takes pointer events in a rectangle of its own: a panel (the
/// bar, the scrubber, the inspector) or the demo. `PointerRouter` decides which one gets an
/// event; the receiver gets it in its own points.
protocol PointerReceiver: AnyObject {
    /// The receiver's rectangle in window points, nil while it takes no events. A receiver
    /// with `takesEventsOutside` gets the events no other receiver's rectangle holds.
    var pointerFrame: Rect? { get }
    /// Whether events outside every receiver's rectangle come here (the demo: a drag that
    /// leaves the window still belongs to it).
    var takesEventsOutside: Bool { get }
    /// Handles a pointer event whose location is in the receiver's points (a wheel turn has
    /// none). Returns true when something changed.
    func handlePointer(_ event: InputEvent, at frameTime: Double) -> Bool
}

extension PointerReceiver {
    /// Only events inside the rectangle, by default.
    var takesEventsOutside: Bool { false }
}

/// A panel built on a scene of its own: its pointer events go to the scene.
protocol ScenePanel: PointerReceiver {
    /// The panel's scene, sized to its rectangle.
    var scene: SceneGraph { get }
}

extension ScenePanel {
    /// Hit-tests and runs gestures in the panel's scene, then lays out what they changed.
    func handlePointer(_ event: InputEvent, at frameTime: Double) -> Bool {
        let handled = scene.handle(event, at: frameTime)
        scene.layoutIfNeeded()
        return handled
    }
}

/// Sends each pointer event to one receiver, written once for every panel: a press goes to the
/// topmost receiver under it, and the rest of that press (moves, release) to the same
/// receiver wherever the pointer goes; moves with no press, and wheel turns (at the pointer's
/// last place), go to the receiver under the pointer.
final class PointerRouter {
    /// Topmost first.
    private let receivers: [PointerReceiver]
    /// The receiver of the press in progress.
    private var captured: PointerReceiver?
    /// Where the pointer last was, in window points.
    private(set) var lastLocation: Point?

    init(receivers: [PointerReceiver]) {
        self.receivers = receivers
    }

    /// The receiver at `location`: the topmost whose rectangle holds it, else the one that
    /// takes events outside.
    private func receiver(at location: Point) -> PointerReceiver? {
        receivers.first { $0.pointerFrame?.contains(location) == true }
            ?? receivers.first { $0.takesEventsOutside && $0.pointerFrame != nil }
    }

    /// Whether a press is in progress on `receiver`.
    func isCapturing(_ receiver: PointerReceiver) -> Bool { captured === receiver }

    /// Routes `event`; returns the receiver that took it and whether it changed something.
    @discardableResult
    func route(_ event: InputEvent, at frameTime: Double) -> (receiver: PointerReceiver?, changed: Bool) {
        let target: PointerReceiver?
        switch event {
        case .pointerDown(let location, _):
            lastLocation = location
            captured = receiver(at: location)
            target = captured
        case .pointerMoved(let location):
            lastLocation = location
            target = captured ?? receiver(at: location)
        case .pointerUp(let location, _):
            lastLocation = location
            target = captured ?? receiver(at: location)
            captured = nil
        case .wheel:
            target = lastLocation.flatMap(receiver(at:)) ?? receivers.first { $0.takesEventsOutside && $0.pointerFrame != nil }
        default:
            return (nil, false)
        }
        guard let target, let frame = target.pointerFrame else { return (target, false) }
        return (target, target.handlePointer(event.offset(by: Point(x: -frame.minX, y: -frame.minY)), at: frameTime))
    }

    /// Forgets the press in progress (its receiver went away).
    func cancelCapture() { captured = nil }
}
