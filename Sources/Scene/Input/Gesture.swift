import Geometry

/// A gesture recogniser attached to a node. Gestures of the hit node and its ancestors compete
/// for each pointer sequence, innermost first: a drag that starts moving wins over taps; a tap
/// ends a sequence that never became a drag.
public class Gesture {
    /// The node the gesture is attached to.
    public internal(set) weak var node: Node?

    init() {}
}

extension Node {
    /// Attaches a gesture (innermost gestures win ties).
    @discardableResult
    public func addGesture(_ gesture: Gesture) -> Self {
        gesture.node = self
        gestures.append(gesture)
        return self
    }

    /// Detaches a gesture.
    public func removeGesture(_ gesture: Gesture) {
        gestures.removeAll { $0 === gesture }
        gesture.node = nil
    }

    /// Calls `action` on a tap.
    @discardableResult
    public func onTapGesture(_ action: @escaping () -> Void) -> Self {
        addGesture(TapGesture(action))
    }

    /// Calls `action` with true when a press starts on the node and false when it ends.
    @discardableResult
    public func onPressingChanged(_ action: @escaping (Bool) -> Void) -> Self {
        addGesture(PressGesture(action))
    }
}

/// A single tap: down and up without moving more than `allowableMovement`, ending on the node.
public final class TapGesture: Gesture {
    /// Movement in points after which the touch is no longer a tap.
    public var allowableMovement = 10.0
    let action: () -> Void

    /// A tap that calls `action` when the pointer comes up over the node without having moved too far.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }
}

/// Reports the pressed state: true from pointer down on the node until the sequence ends or a
/// drag elsewhere takes it over.
public final class PressGesture: Gesture {
    /// True between pointer down on the node and the end of the sequence (or a drag elsewhere taking it).
    public private(set) var isPressed = false
    let action: (Bool) -> Void

    /// A press gesture that calls `action` with each change of the pressed state.
    public init(_ action: @escaping (Bool) -> Void) {
        self.action = action
    }

    func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        action(pressed)
    }
}

/// The state of a drag, in scene coordinates (points) so that a node that moves with the drag
/// does not feed back into its own translation.
public struct DragValue: Hashable, Sendable {
    /// Frame-clock seconds of the event.
    public var time: Double
    /// Where the pointer went down, in scene points.
    public var startLocation: Point
    /// Where the pointer is now, in scene points.
    public var location: Point
    /// Points per second, estimated from the last 100 ms of movement.
    public var velocity: Point

    /// A drag state from its fields: seconds, scene points, and points per second.
    public init(time: Double, startLocation: Point, location: Point, velocity: Point) {
        self.time = time
        self.startLocation = startLocation
        self.location = location
        self.velocity = velocity
    }

    /// How far the pointer has moved since it went down, in points.
    public var translation: Point { location - startLocation }

    /// Seconds of UIScrollView's normal deceleration (rate 0.998 per millisecond) that turn a
    /// velocity into the distance a flick would travel: rate / (1 − rate) / 1000.
    public static let decelerationProjection = 0.998 / (1 - 0.998) / 1000

    /// Where a flick released now would come to rest.
    public var predictedEndLocation: Point { location + velocity * DragValue.decelerationProjection }
    /// `predictedEndLocation` relative to where the pointer went down, in points.
    public var predictedEndTranslation: Point { predictedEndLocation - startLocation }
}

/// A drag: begins once the pointer has moved `minimumDistance` points from where it went down.
public final class DragGesture: Gesture {
    /// Points the pointer must move before the drag begins (0: at the first event).
    public let minimumDistance: Double
    /// Called once when the pointer has moved `minimumDistance`, just before the first `onChanged`.
    public var onBegan: ((DragValue) -> Void)?
    /// Called as the drag begins and at every pointer move after, with the current state.
    public var onChanged: ((DragValue) -> Void)?
    /// Called once when the pointer comes up after the drag began, with the final state.
    public var onEnded: ((DragValue) -> Void)?
    /// The sequence was taken away (node removed, scene replaced, window lost the pointer).
    public var onCancelled: (() -> Void)?
    /// True from the drag's beginning until it ends or is cancelled.
    public internal(set) var isActive = false

    /// A drag that begins after `minimumDistance` points of movement (negative becomes 0, non-finite 10).
    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance.isFinite ? max(minimumDistance, 0) : 10
    }

    /// Sets `onBegan` and returns the gesture, for chaining.
    @discardableResult public func onBegan(_ body: @escaping (DragValue) -> Void) -> Self { onBegan = body; return self }
    /// Sets `onChanged` and returns the gesture, for chaining.
    @discardableResult public func onChanged(_ body: @escaping (DragValue) -> Void) -> Self { onChanged = body; return self }
    /// Sets `onEnded` and returns the gesture, for chaining.
    @discardableResult public func onEnded(_ body: @escaping (DragValue) -> Void) -> Self { onEnded = body; return self }
    /// Sets `onCancelled` and returns the gesture, for chaining.
    @discardableResult public func onCancelled(_ body: @escaping () -> Void) -> Self { onCancelled = body; return self }
}
