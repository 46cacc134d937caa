import Animation
import Geometry

/// How a node enters a container and leaves it: SwiftUI's `AnyTransition`.
///
/// A transition is a pair of effects per direction — the *active* one (where an inserted node
/// comes from, where a removed node goes to) and the *identity* one (the node at rest) — each a
/// function of the node's laid-out size. An insertion animates from active to identity, a
/// removal from identity to active; the node stays in the tree, not hit-testable, until its
/// removal ends.
public struct Transition: Sendable {
    /// Computes an effect from the node's laid-out size in points.
    public typealias EffectFunction = @Sendable (Size) -> TransitionEffect

    let insertionActive: EffectFunction
    let insertionIdentity: EffectFunction
    let removalActive: EffectFunction
    let removalIdentity: EffectFunction
    /// An animation of the transition's own, used instead of the transaction's.
    public var animation: AnimationSpec?

    /// A custom transition from an active and an identity effect.
    public static func modifier(active: @escaping EffectFunction, identity: @escaping EffectFunction = { _ in .identity }) -> Transition {
        Transition(insertionActive: active, insertionIdentity: identity, removalActive: active, removalIdentity: identity)
    }

    /// No visible change: the node appears and disappears at once when the animation ends.
    public static let identity = Transition.modifier(active: { _ in .identity })
    /// Fades in and out.
    public static let opacity = Transition.modifier(active: { _ in TransitionEffect(opacity: 0) })
    /// Grows from and shrinks to the default scale of 0, about the node's anchor.
    public static let scale = Transition.scale(0)

    /// Grows from and shrinks to `factor` times the node's size, about its anchor (1: no change).
    public static func scale(_ factor: Double) -> Transition {
        .modifier(active: { _ in TransitionEffect(scale: Size(width: factor, height: factor)) })
    }

    /// Moves by `offset` points.
    public static func offset(_ offset: Point) -> Transition {
        .modifier(active: { _ in TransitionEffect(offset: offset) })
    }

    /// Slides in from and out to `edge`, by the node's own size.
    public static func move(edge: Edge) -> Transition {
        .modifier(active: { size in
            switch edge {
            case .leading: TransitionEffect(offset: Point(x: -size.width, y: 0))
            case .trailing: TransitionEffect(offset: Point(x: size.width, y: 0))
            case .top: TransitionEffect(offset: Point(x: 0, y: -size.height))
            case .bottom: TransitionEffect(offset: Point(x: 0, y: size.height))
            }
        })
    }

    /// Inserts from the leading edge and removes to the trailing one.
    public static let slide = Transition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
        Transition(insertionActive: insertion.insertionActive, insertionIdentity: insertion.insertionIdentity,
                   removalActive: removal.removalActive, removalIdentity: removal.removalIdentity)
    }

    /// Both transitions at once.
    public func combined(with other: Transition) -> Transition {
        let a = self, b = other
        return Transition(
            insertionActive: { a.insertionActive($0).combined(with: b.insertionActive($0)) },
            insertionIdentity: { a.insertionIdentity($0).combined(with: b.insertionIdentity($0)) },
            removalActive: { a.removalActive($0).combined(with: b.removalActive($0)) },
            removalIdentity: { a.removalIdentity($0).combined(with: b.removalIdentity($0)) },
            animation: a.animation ?? b.animation)
    }

    /// The same transition with its own animation.
    public func animation(_ animation: AnimationSpec?) -> Transition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// Under reduce motion, movement (offset, scale, rotation, a growing clip or frame) becomes a fade;
    /// a transition that only fades stays as it is.
    func reducedMotion() -> Transition {
        @Sendable func reduce(_ active: @escaping EffectFunction) -> EffectFunction {
            { size in
                let effect = active(size)
                let moves = effect.offset != .zero || effect.scale != Size(width: 1, height: 1)
                    || effect.rotation != 0 || effect.clip != nil || effect.frame != nil
                return moves ? TransitionEffect(opacity: 0) : TransitionEffect(opacity: effect.opacity)
            }
        }
        return Transition(insertionActive: reduce(insertionActive), insertionIdentity: { _ in .identity },
                          removalActive: reduce(removalActive), removalIdentity: { _ in .identity },
                          animation: animation?.reducedMotion())
    }
}

extension Node {
    /// The size the node is drawn at and its transition's effect at scene time `time`: the
    /// laid-out size, or the effect's `frame`'s while a frame transition runs.
    func drawnGeometry(at time: Double) -> (size: Size, effect: TransitionEffect) {
        let size = frameProperty.presentation(at: time).size
        let effect = transitionEffect(at: time, size: size)
        return (effect.frame?.size ?? size, effect)
    }

    /// The transition's effect on the node at scene time `time`.
    func transitionEffect(at time: Double, size: Size) -> TransitionEffect {
        guard let transition = transitionState.active else { return .identity }
        let progress = transitionProperty.presentation(at: time)
        if isDisappearing {
            return transition.removalActive(size).interpolated(to: transition.removalIdentity(size), progress, size: size)
        }
        return transition.insertionActive(size).interpolated(to: transition.insertionIdentity(size), progress, size: size)
    }
}
