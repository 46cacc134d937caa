import Animation

extension Node {
    /// SwiftUI's `withAnimation`, from a node: runs `body` so that the changes it makes animate
    /// with `animation` (nil: they jump, whatever the surrounding transaction) on the run loop of
    /// the scene the node is in. A node in no scene has nothing to animate on: `body` runs as it
    /// is, its changes jump, and the properties of this node it sets get their motion storage
    /// then (a binding's first run, while the tree is built), so that the first animation they
    /// run in the scene, perhaps in a steady frame a timer drives, allocates nothing.
    ///
    /// This is how a binding, a handler or a button style changes the animation of what it sets
    /// without a handle on the scene graph.
    @discardableResult
    public func withAnimation<R>(_ animation: AnimationSpec?, _ body: () throws -> R) rethrows -> R {
        guard let graph else {
            guard animation != nil, !preparesMotion else { return try body() }
            preparesMotion = true
            defer { preparesMotion = false }
            return try body()
        }
        return try graph.runLoop.withAnimation(animation, body)
    }

    /// Whether a change made now animates: the current transaction of the node's scene carries an
    /// animation or a property animator. False for a node in no scene.
    ///
    /// For changes that should animate only when their cause did (a key press inside
    /// `withAnimation`) and jump otherwise (`--set`, an inspector change made without animation).
    public var isInAnimatedTransaction: Bool {
        guard let transaction = graph?.runLoop.transaction else { return false }
        return transaction.animation != nil || transaction.animator != nil
    }
}
