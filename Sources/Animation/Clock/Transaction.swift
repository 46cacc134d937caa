/// What a property change made now should do: SwiftUI's `Transaction`, plus the
/// `PropertyAnimator` whose animations block is running (UIKit's implicit animator context).
///
/// The scene graph reads `SceneRunLoop.transaction` in its property setters: with `animator`
/// set, the setter hands the animator a track (`PropertyAnimator.addTrack(_:)`); otherwise, with
/// `animation` set, it animates with that spec; otherwise the change is immediate. Which of
/// `animator` and `animation` wins when both are set is the scene graph's rule; the run loop's
/// own helpers never produce both (`withAnimation` clears `animator`).
///
/// Not `Sendable`: it refers to an animator, which belongs to one scene.
public struct Transaction {
    /// The animation for changes made in this transaction; nil means "no explicit animation".
    public var animation: AnimationSpec?
    /// SwiftUI's flag: when true, animations attached to the changed values themselves (implicit,
    /// `.animation(_:value:)`-style) must not replace this transaction's `animation`.
    public var disablesAnimations: Bool
    /// Set while `animator` runs one of its animations blocks; the setter then calls
    /// `animator.addTrack(_:)` so the change animates on the animator's run loop.
    public var animator: PropertyAnimator?
    /// With `animator`: the forward time fraction at which the running block's tracks start
    /// (its delay), for changes applied after the block returns, such as the layout it caused.
    public var animatorWindowStart: Double?

    /// A transaction carrying `animation` (none by default), optionally with animations disabled
    /// or an animator. `Transaction(animator: a)` is the one an animator runs its blocks in.
    public init(animation: AnimationSpec? = nil, disablesAnimations: Bool = false, animator: PropertyAnimator? = nil) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
        self.animator = animator
    }
}
