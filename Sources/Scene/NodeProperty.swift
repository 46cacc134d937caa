import Animation

/// One animatable property of a node: its model value (what the program set) and its
/// presentation (what is on screen at a scene time), which differ while an animation runs.
///
/// Two things can move the presentation: an implicit animation (`AnimatedValue`, started by a
/// transaction, retargetable) or a property animator, which drives it as a fraction between two
/// values. While an animator drives the property, its model is the animator's end value, as with
/// UIKit, where the model layer holds the final value from the moment the animation is added.
struct NodeProperty<Value: VectorArithmetic> {
    private(set) var animated: AnimatedValue<Value>
    private(set) var driven: Driven?

    struct Driven {
        var from: Value
        var to: Value
        var progress: Double
        /// The track driving the property; a stale track (a newer one took over) is ignored.
        var owner: ObjectIdentifier
    }

    init(_ value: Value) {
        animated = AnimatedValue(value)
    }

    var model: Value { driven?.to ?? animated.model }

    func presentation(at time: Double) -> Value {
        if let driven {
            return driven.from + (driven.to - driven.from).scaled(by: driven.progress)
        }
        return animated.presentation(at: time)
    }

    func isAnimating(at time: Double) -> Bool {
        driven == nil && animated.isAnimating(at: time)
    }

    /// Sets the model; a non-nil animation animates the presentation from where it is now.
    mutating func set(_ value: Value, animation: AnimationSpec?, at time: Double) {
        if driven != nil {
            // An implicit change takes the property back from the animator, from what is on screen.
            let current = presentation(at: time)
            driven = nil
            animated.set(current, animation: nil, at: time)
        }
        animated.set(value, animation: animation, at: time)
    }

    /// Hands the property to a property animator: it will move from the current presentation
    /// to `value` as the animator's progress goes from 0 to 1.
    mutating func beginDriven(to value: Value, at time: Double, owner: ObjectIdentifier) {
        let from = presentation(at: time)
        animated.set(from, animation: nil, at: time)
        driven = Driven(from: from, to: value, progress: 0, owner: owner)
    }

    mutating func setDrivenProgress(_ progress: Double, owner: ObjectIdentifier) {
        guard progress.isFinite, driven?.owner == owner else { return }
        driven?.progress = progress
    }

    /// The animator let go: the property rests at its start, end or current value.
    mutating func endDriven(at position: AnimatingPosition, owner: ObjectIdentifier) {
        guard let driven, driven.owner == owner else { return }
        let value: Value
        switch position {
        case .start: value = driven.from
        case .end: value = driven.to
        case .current: value = driven.from + (driven.to - driven.from).scaled(by: driven.progress)
        }
        self.driven = nil
        animated.set(value, animation: nil, at: 0)
    }
}
