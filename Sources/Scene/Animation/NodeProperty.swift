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
/// paint loop, which reads every property of every node, reads a few bytes in place. A moving
/// box joins its node's list of motions (`Node.motions`), which is how settling, `isAnimating`
/// and the inspector find what moves without a list of the node's properties.
public struct NodeProperty<Value: VectorArithmetic> {
    /// The model value; also the presentation unless the motion box is moving.
    private var resting: Value
    private var motion: NodePropertyMotion<Value>?
    /// False: `resting` is the presentation without looking at the box. True: the box may be
    /// moving; it stops on its own (settling clears the box's flag, not this one, so that the
    /// node's list can settle a property without writing through the node).
    private var mayMove = false
    /// The property's name in the inspector and in running-animation lists.
    let name: StaticString

    struct Driven {
        var from: Value
        var to: Value
        var progress: Double
        /// The track driving the property; a stale track (a newer one took over) is ignored.
        var owner: ObjectIdentifier
    }

    init(_ value: Value, name: StaticString) {
        resting = AnimatedValue(value).model
        self.name = name
    }

    /// The value the program set (an animator's end value while one drives the property).
    public var model: Value {
        @inline(__always) get { mayMove ? movingModel : resting }
    }

    /// The value on screen at scene time `time`, part way through any running animation.
    @inline(__always)
    public func presentation(at time: Double) -> Value {
        mayMove ? movingPresentation(at: time) : resting
    }

    @inline(never)
    private var movingModel: Value {
        guard let motion, motion.isMoving else { return resting }
        return motion.driven?.to ?? resting
    }

    @inline(never)
    private func movingPresentation(at time: Double) -> Value {
        guard let motion else { return resting }
        if let freeze = motion.freeze, let held = motion.frozenPresentation(unfrozenPresentation(motion, at: freeze.time), at: time) {
            return held
        }
        return unfrozenPresentation(motion, at: time)
    }

    private func unfrozenPresentation(_ motion: NodePropertyMotion<Value>, at time: Double) -> Value {
        guard motion.isMoving else { return resting }
        if let driven = motion.driven {
            return interpolate(driven.from, driven.to, driven.progress)
        }
        return motion.animated.presentation(at: time)
    }

    /// Whether the motion box exists (tests).
    var hasMotionStorage: Bool { motion != nil }

    /// Makes the motion box now, so that the property's first animation allocates nothing.
    mutating func prepareMotion() { _ = box() }

    private mutating func box() -> NodePropertyMotion<Value> {
        if let motion { return motion }
        let made = NodePropertyMotion(resting, name: name)
        motion = made
        return made
    }

    /// Sets the model; a non-nil animation animates the presentation from where it is now, and
    /// the property joins `node`'s moving list until it settles.
    mutating func set(_ value: Value, animation: AnimationSpec?, at time: Double, on node: Node) {
        guard let animation else {
            // A jump: presentation and model agree again (and an animator lets go).
            let settled = AnimatedValue(value).model
            if mayMove, let recorder = node.graph?.animationRecorder { recorder.propertyDidJump(node, name, at: time) }
            if let motion {
                motion.driven = nil
                motion.animated.set(settled, animation: nil, at: time)
                motion.isMoving = false
            }
            resting = settled
            // A frozen property keeps showing its held value (see `NodePropertyMotion.freeze`).
            mayMove = motion?.freeze != nil
            return
        }
        let current = presentation(at: time)
        let motion = box()
        if motion.driven != nil {
            // An implicit change takes the property back from the animator, from what is on screen.
            motion.driven = nil
            motion.animated.set(current, animation: nil, at: time)
        } else if !(mayMove && motion.isMoving) {
            motion.animated.set(resting, animation: nil, at: time)
        }
        motion.animated.set(value, animation: animation, at: time)
        if let recorder = node.graph?.animationRecorder { recorder.propertyDidAnimate(node, name, motion.animated, at: time) }
        resting = motion.animated.model
        motion.isMoving = true
        mayMove = true
        node.noteMotion(motion)
    }

    /// Hands the property to a property animator: it will move from the current presentation
    /// to `value` as the animator's progress goes from 0 to 1.
    /// Returns the motion box, through which the animator's track moves the progress on every
    /// frame without going through the node (see `NodePropertyMotion.setDrivenProgress`).
    @discardableResult
    mutating func beginDriven(to value: Value, at time: Double, owner: ObjectIdentifier, on node: Node) -> NodePropertyMotion<Value> {
        let from = presentation(at: time)
        let motion = box()
        motion.animated.set(from, animation: nil, at: time)
        motion.driven = Driven(from: from, to: value, progress: 0, owner: owner)
        resting = from
        motion.isMoving = true
        mayMove = true
        node.noteMotion(motion)
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
        motion.isMoving = false
        resting = value
        mayMove = motion.freeze != nil
    }
}
