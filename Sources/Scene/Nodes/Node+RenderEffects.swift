import Animation
import Geometry

// The render effects (animatable, never touching layout) and how any animatable property is set
// through the scene's transaction.
extension Node {
    /// Translation applied when drawing, in points; never changes layout.
    public var offset: Point {
        get { offsetProperty.model }
        set {
            let target = newValue
            update(\Node.offsetProperty, from: offsetProperty.model, to: target, layout: false) { offsetProperty.set(target, animation: $0, at: $1) }
        }
    }
    /// Group opacity, 0…1.
    public var opacity: Double {
        get { opacityProperty.model }
        set {
            let target = newValue.isFinite ? min(max(newValue, 0), 1) : 1
            update(\Node.opacityProperty, from: opacityProperty.model, to: target, layout: false) { opacityProperty.set(target, animation: $0, at: $1) }
        }
    }
    /// Scale factors about `anchor`.
    public var scale: Size {
        get { scaleProperty.model }
        set {
            let target = newValue
            update(\Node.scaleProperty, from: scaleProperty.model, to: target, layout: false) { scaleProperty.set(target, animation: $0, at: $1) }
        }
    }
    /// Rotation about `anchor` in radians, positive clockwise on screen.
    public var rotation: Double {
        get { rotationProperty.model }
        set {
            let target = newValue
            update(\Node.rotationProperty, from: rotationProperty.model, to: target, layout: false) { rotationProperty.set(target, animation: $0, at: $1) }
        }
    }

    /// The offset as drawn now, in points, part way through any running animation.
    public var presentationOffset: Point { offsetProperty.presentation(at: now) }
    /// The opacity as drawn now, part way through any running animation.
    public var presentationOpacity: Double { opacityProperty.presentation(at: now) }
    /// The scale as drawn now, part way through any running animation.
    public var presentationScale: Size { scaleProperty.presentation(at: now) }
    /// The rotation as drawn now, in radians, part way through any running animation.
    public var presentationRotation: Double { rotationProperty.presentation(at: now) }

    // MARK: Animatable properties

    /// Sets an animatable property through the scene's current transaction: a property animator
    /// drives it, an animation animates it, otherwise it jumps. `current` is the property's model
    /// value and `set` assigns the new one with the animation to use (nil: a jump) at a scene
    /// time; `keyPath` names the property for an animator's track.
    ///
    /// Written this way, not by modifying through the key path, because projecting a mutable
    /// address through a class key path allocates, and setters run on every frame.
    @inline(__always)
    func update<Root: Node, Value: VectorArithmetic>(
        _ keyPath: ReferenceWritableKeyPath<Root, NodeProperty<Value>>, from current: Value, to value: Value, layout: Bool,
        set: (AnimationSpec?, Double) -> Void
    ) {
        guard value != current else { return }
        if let graph {
            let transaction = graph.timeline.transaction
            // `disablesAnimations` only keeps implicit animations from replacing the transaction's
            // own; this engine has none of those, so the transaction's animation always applies.
            if let animator = transaction.animator, let root = self as? Root {
                NodePropertyTrack.drive(root, keyPath, to: value, with: animator,
                                        windowStart: transaction.animatorWindowStart, at: graph.timeline.now)
            } else {
                let animation = graph.reduceMotion && Node.isMotion(keyPath) ? nil : graph.effective(transaction.animation)
                set(animation, graph.timeline.now)
                if animation != nil { graph.nodeIsAnimating(self) }
            }
        } else {
            set(nil, 0)
        }
        if layout { setNeedsLayout() } else { setNeedsPaint() }
    }

    /// Whether a property moves the node (its offset, scale or rotation): under reduce motion
    /// such a change jumps instead of sliding, zooming or spinning (Apple's guidance: motion
    /// becomes a jump or a fade); other properties animate on a short ease-in-out.
    static func isMotion(_ keyPath: AnyKeyPath) -> Bool {
        keyPath == \Node.offsetProperty || keyPath == \Node.scaleProperty || keyPath == \Node.rotationProperty
    }

    /// Called when the node's animations have ended: properties go back to their fast path.
    public final func settleProperties(at time: Double) {
        var settling = SettlingVisitor(time: time)
        visitAnimatableProperties(&settling)
    }

    /// True while any of the node's own animatable properties is moving at scene time `time`.
    public final func isAnimating(at time: Double) -> Bool {
        var animating = AnimatingVisitor(time: time)
        visitAnimatableProperties(&animating)
        return animating.isAnimating
    }
}
