import Geometry

extension InputEvent {
    /// The event with its pointer position moved by `delta` (other events unchanged): how a
    /// host hands an event to a part of the window in that part's own coordinates.
    public func offset(by delta: Point) -> InputEvent {
        switch self {
        case .pointerDown(let point, let button): .pointerDown(point + delta, button)
        case .pointerMoved(let point): .pointerMoved(point + delta)
        case .pointerUp(let point, let button): .pointerUp(point + delta, button)
        default: self
        }
    }

    /// The pointer position of a pointer event, nil for others.
    public var location: Point? {
        switch self {
        case .pointerDown(let point, _), .pointerMoved(let point), .pointerUp(let point, _): point
        default: nil
        }
    }
}
