import Animation

/// One animatable property of a node: its model value (what the program set) and its
/// presentation (what is on screen at a scene time), which differ while an animation runs.
///
/// Two things can move the presentation: an implicit animation (`AnimatedValue`, started by a
/// transaction, retargetable) or a property animator, which drives it as a fraction between two
/// values. While an animator drives the property, its model is the animator's end value, as with
/// UIKit, where the model layer holds the final value from the moment the animation is added.
///
/// At rest a property is just its value: the motion state (an `AnimatedValue` is hundreds of
/// bytes) lives in a box made the first time the property animates and reused after, so the
/// paint loop, which reads every property of every node, reads a few bytes in place.
struct NodeProperty<Value: VectorArithmetic> {
    /// The model value; also the presentation while `isMoving` is false.
    private var resting: Value
    private var motion: NodePropertyMotion<Value>?
    /// An implicit animation may be running or an animator drives the property.
    private var isMoving = false

    struct Driven {
        var from: Value
        var to: Value
        var progress: Double
        /// The track driving the property; a stale track (a newer one took over) is ignored.
        var owner: ObjectIdentifier
    }

    init(_ value: Value) {
        resting = AnimatedValue(value).model
    }

    var model: Value {
        @inline(__always) get { isMoving ? movingModel : resting }
    }

    @inline(__always)
    func presentation(at time: Double) -> Value {
        isMoving ? movingPresentation(at: time) : resting
    }

    @inline(never)
    private var movingModel: Value { motion?.driven?.to ?? resting }

    @inline(never)
    private func movingPresentation(at time: Double) -> Value {
        guard let motion else { return resting }
        if let driven = motion.driven {
            return interpolate(driven.from, driven.to, driven.progress)
        }
        return motion.animated.presentation(at: time)
    }

    var isDriven: Bool { isMoving && motion?.driven != nil }

    /// What moves the property at `time`: an animator (`driven`) or an implicit animation
    /// (`snapshot`); nil at rest.
    func inspect(at time: Double) -> (driven: Driven?, snapshot: MotionSnapshot<Value>?)? {
        guard isMoving, let motion else { return nil }
        if let driven = motion.driven { return (driven, nil) }
        guard let snapshot = motion.animated.snapshot(at: time) else { return nil }
        return (nil, snapshot)
    }

    func isAnimating(at time: Double) -> Bool {
        guard isMoving, let motion, motion.driven == nil else { return false }
        return motion.animated.isAnimating(at: time)
    }

    /// Notes that an implicit animation has ended, so reads take the fast path again.
    mutating func settle(at time: Double) {
        guard isMoving, let motion, motion.driven == nil, !motion.animated.isAnimating(at: time) else { return }
        isMoving = false
    }

    private mutating func box() -> NodePropertyMotion<Value> {
        if let motion { return motion }
        let made = NodePropertyMotion(resting)
        motion = made
        return made
    }

    /// Sets the model; a non-nil animation animates the presentation from where it is now.
    mutating func set(_ value: Value, animation: AnimationSpec?, at time: Double) {
        guard let animation else {
            // A jump: presentation and model agree again (and an animator lets go).
            let settled = AnimatedValue(value).model
            motion?.driven = nil
            motion?.animated.set(settled, animation: nil, at: time)
            resting = settled
            isMoving = false
            return
        }
        let current = presentation(at: time)
        let motion = box()
        if motion.driven != nil {
            // An implicit change takes the property back from the animator, from what is on screen.
            motion.driven = nil
            motion.animated.set(current, animation: nil, at: time)
        } else if !isMoving {
            motion.animated.set(resting, animation: nil, at: time)
        }
        motion.animated.set(value, animation: animation, at: time)
        resting = motion.animated.model
        isMoving = true
    }

    /// Hands the property to a property animator: it will move from the current presentation
    /// to `value` as the animator's progress goes from 0 to 1.
    /// Returns the motion box, through which the animator's track moves the progress on every
    /// frame without going through the node (see `NodePropertyMotion.setDrivenProgress`).
    @discardableResult
    mutating func beginDriven(to value: Value, at time: Double, owner: ObjectIdentifier) -> NodePropertyMotion<Value> {
        let from = presentation(at: time)
        let motion = box()
        motion.animated.set(from, animation: nil, at: time)
        motion.driven = Driven(from: from, to: value, progress: 0, owner: owner)
        resting = from
        isMoving = true
        return motion
    }

    /// The animator let go: the property rests at its start, end or current value.
    mutating func endDriven(at position: AnimatingPosition, owner: ObjectIdentifier) {
        guard let motion, let driven = motion.driven, driven.owner == owner else { return }
        let value: Value
        switch position {
        case .start: value = driven.from
        case .end: value = driven.to
        case .current: value = interpolate(driven.from, driven.to, driven.progress)
        }
        motion.driven = nil
        motion.animated.set(value, animation: nil, at: 0)
        resting = value
        isMoving = false
    }
}

/// The motion state of a property that has animated at least once (see `NodeProperty`).
final class NodePropertyMotion<Value: VectorArithmetic> {
    var animated: AnimatedValue<Value>
    var driven: NodeProperty<Value>.Driven?

    init(_ value: Value) {
        animated = AnimatedValue(value)
    }

    /// Moves an animator's progress; ignored unless `owner` still drives the property.
    func setDrivenProgress(_ progress: Double, owner: ObjectIdentifier) {
        guard progress.isFinite, driven?.owner == owner else { return }
        driven?.progress = progress
    }
}
