import Animation

/// Declares an animatable property of a node once: `@Animatable("offset", .motion) public var
/// offset = Point.zero` gives the setter (compare, then animate or jump through the scene's
/// transaction, or hand the change to a driving property animator; then mark the node), the
/// model value as the getter, the presentation as `$offset.presentation(at:)`, and the entry
/// in the node's list of moving properties that settling and the inspector read.
///
/// Only for properties of `Node` subclasses (the setter needs the node and its scene). The
/// setter never modifies through the key paths' general path (which allocates): the wrapper's
/// subscript is inlined where the property is declared, so the optimizer resolves the storage
/// key path to the stored field.
@propertyWrapper
public struct Animatable<Value: VectorArithmetic> {
    var property: NodeProperty<Value>
    let effect: AnimatableEffect
    let domain: AnimatableDomain

    /// A property named `name` (in the inspector) starting at `wrappedValue`; a change
    /// invalidates what `effect` says, after `domain` has brought the value into range.
    public init(wrappedValue: Value, _ name: StaticString, _ effect: AnimatableEffect = .paint,
                domain: AnimatableDomain = .any) {
        self.effect = effect
        self.domain = domain
        property = NodeProperty(domain.clamp(wrappedValue), name: name)
    }

    /// The property's storage: its model and its presentation at a scene time.
    public var projectedValue: NodeProperty<Value> {
        _read { yield property }
    }

    /// Unavailable: the value lives in the node (see the enclosing-instance subscript).
    @available(*, unavailable, message: "@Animatable is for properties of Node subclasses")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") } // swiftlint:disable:this unused_setter_value
    }

    /// The property of `node`: reads the model value; a write compares, then animates, jumps
    /// or hands the change to the transaction's property animator, then marks the node.
    public static subscript<Owner: Node>(
        _enclosingInstance node: Owner,
        wrapped _: ReferenceWritableKeyPath<Owner, Value>,
        storage storage: ReferenceWritableKeyPath<Owner, Animatable<Value>>
    ) -> Value {
        @inline(__always) get { node[keyPath: storage].property.model }
        @inline(__always) set {
            if node.preparesMotion { node[keyPath: storage].property.prepareMotion() }
            let target = node[keyPath: storage].domain.clamp(newValue)
            guard target != node[keyPath: storage].property.model else { return }
            let effect = node[keyPath: storage].effect
            if let graph = node.graph {
                let transaction = graph.runLoop.transaction
                if let animator = transaction.animator {
                    NodePropertyTrack.drive(node, storage.appending(path: \.property), to: target, with: animator,
                                            windowStart: transaction.animatorWindowStart, at: graph.runLoop.now)
                } else {
                    // Under reduce motion a move, zoom or spin becomes a jump (Apple's guidance:
                    // motion becomes a jump or a fade); other properties still animate.
                    let animation = graph.reduceMotion && effect == .motion ? nil : graph.effective(transaction.animation)
                    node[keyPath: storage].property.set(target, animation: animation, at: graph.runLoop.now, on: node)
                    if animation != nil { graph.nodeIsAnimating(node) }
                }
            } else {
                node[keyPath: storage].property.set(target, animation: nil, at: 0, on: node)
            }
            if effect == .layout { node.setNeedsLayout() } else { node.setNeedsPaint() }
        }
    }
}

/// What a change of an animatable property invalidates, and how reduce motion treats it.
public enum AnimatableEffect: Sendable {
    /// Repaints the node.
    case paint
    /// Repaints the node, and jumps instead of animating under reduce motion (it moves,
    /// zooms or spins the node).
    case motion
    /// Lays the node out again.
    case layout
}

/// The values an animatable property accepts; what is outside is brought in when set.
public enum AnimatableDomain: Sendable {
    /// Any value.
    case any
    /// Finite numbers; NaN and infinities become `fallback`.
    case finite(or: Double)
    /// Finite numbers ≥ 0; negatives become 0, NaN and infinities 0.
    case nonNegative
    /// 0…1; NaN and infinities become `fallback`.
    case unitInterval(or: Double)

    @inline(__always)
    func clamp<Value>(_ value: Value) -> Value {
        guard case .any = self else { return clampNumber(value) }
        return value
    }

    private func clampNumber<Value>(_ value: Value) -> Value {
        guard let number = value as? Double else { return value }
        let clamped: Double
        switch self {
        case .any: clamped = number
        case .finite(let fallback): clamped = number.isFinite ? number : fallback
        case .nonNegative: clamped = number.isFinite ? max(number, 0) : 0
        case .unitInterval(let fallback): clamped = number.isFinite ? min(max(number, 0), 1) : fallback
        }
        return clamped as? Value ?? value
    }
}
