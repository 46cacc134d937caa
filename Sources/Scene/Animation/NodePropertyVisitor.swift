import Animation

/// Something that walks a node's animatable properties (`Node.visitAnimatableProperties`):
/// settling them, asking whether any moves, listing what runs.
protocol NodePropertyVisitor {
    mutating func visit<Value: VectorArithmetic>(_ name: StaticString, _ property: inout NodeProperty<Value>)
}

/// Puts every property back on its fast path once its animation has ended.
struct SettlingVisitor: NodePropertyVisitor {
    let time: Double
    mutating func visit<Value: VectorArithmetic>(_ name: StaticString, _ property: inout NodeProperty<Value>) {
        property.settle(at: time)
    }
}

/// Whether any property moves by an implicit animation at `time`.
struct AnimatingVisitor: NodePropertyVisitor {
    let time: Double
    var isAnimating = false
    mutating func visit<Value: VectorArithmetic>(_ name: StaticString, _ property: inout NodeProperty<Value>) {
        if !isAnimating, property.isAnimating(at: time) { isAnimating = true }
    }
}

/// What runs on a node's properties, for `SceneGraph.runningAnimations`.
struct RunningAnimationVisitor: NodePropertyVisitor {
    let time: Double
    let nodeName: String
    var found: [RunningAnimation] = []
    mutating func visit<Value: VectorArithmetic>(_ name: StaticString, _ property: inout NodeProperty<Value>) {
        if let running = property.runningAnimation(at: time, node: nodeName, property: "\(name)") { found.append(running) }
    }
}
