import Animation

/// The motion state of a node property that has animated at least once (see `NodeProperty`):
/// its implicit animation or the animator driving it. Kept and reused after the motion ends.
final class NodePropertyMotion<Value: VectorArithmetic>: PropertyMotion {
    let name: StaticString
    var animated: AnimatedValue<Value>
    var driven: NodeProperty<Value>.Driven?
    /// An implicit animation may run or an animator drives the property; false at rest.
    var isMoving = false
    var isListed = false
    var nextMotion: (any PropertyMotion)?
    /// A freeze (the animation timeline's): from scene time `time` on, the presentation holds
    /// the value it had then, whatever moves the property after. The value is taken the first
    /// time the presentation is read at or after `time`.
    var freeze: (time: Double, value: Value?)?

    init(_ value: Value, name: StaticString) {
        animated = AnimatedValue(value)
        self.name = name
    }

    /// Moves an animator's progress; ignored unless `owner` still drives the property.
    func setDrivenProgress(_ progress: Double, owner: ObjectIdentifier) {
        guard progress.isFinite, driven?.owner == owner else { return }
        driven?.progress = progress
    }

    func isAnimating(at time: Double) -> Bool {
        isMoving && driven == nil && animated.isAnimating(at: time)
    }

    /// The presentation `value` at `time`, or the held value of a freeze begun by then.
    func frozenPresentation(_ value: @autoclosure () -> Value, at time: Double) -> Value? {
        guard let freeze, time >= freeze.time else { return nil }
        if let held = freeze.value { return held }
        let held = value()
        self.freeze?.value = held
        return held
    }

    func setFreeze(from time: Double?) {
        // The same freeze again (the property started another animation) keeps its held value.
        guard freeze?.time != time else { return }
        freeze = time.map { ($0, nil) }
    }

    func settle(at time: Double) -> Bool {
        guard isMoving else { return true }
        guard driven == nil, !animated.isAnimating(at: time) else { return false }
        isMoving = false
        return true
    }
}

/// A moving property of a node, whatever its value type: what `Node.motions` lists.
protocol PropertyMotion: AnyObject {
    /// True while the node's `motions` holds it (so it is listed once).
    var isListed: Bool { get set }
    /// The next motion in the node's list: the list runs through the motions themselves, so
    /// listing one never allocates.
    var nextMotion: (any PropertyMotion)? { get set }
    /// True while an implicit animation moves the property at scene time `time` (an animator's
    /// drive does not count: the animator, not the scene's clock, moves it).
    func isAnimating(at time: Double) -> Bool
    /// Puts the property back on its fast path if nothing moves it at `time`; returns whether it
    /// is at rest (and can leave the list).
    func settle(at time: Double) -> Bool
    /// What moves the property at `time`, as the inspector lists it; nil at rest.
    func runningAnimation(at time: Double, nodeName: String) -> RunningAnimation?
    /// The property's name.
    var name: StaticString { get }
    /// Holds the presentation from scene time `time` on (nil: lets go).
    func setFreeze(from time: Double?)
}
