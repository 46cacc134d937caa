/// A mutable value that nodes follow: SwiftUI's `@State`/`@Published` for a retained scene.
///
/// Setting `value` notifies every subscriber at once, in the current transaction, so
/// `scene.withAnimation(.spring()) { selection.value = 2 }` animates everything derived from
/// `selection`. Equatable values notify only when they actually change.
public final class State<Value>: StateSource {
    private var storage: Value
    private let observers = ObserverList<Value>()
    /// Nil for values that cannot be compared: every assignment then notifies.
    private let isSame: ((Value, Value) -> Bool)?

    /// A source holding `value`; every assignment notifies.
    public init(_ value: Value) {
        storage = value
        isSame = nil
    }

    /// A source holding `value`; assigning an equal value does nothing.
    public init(_ value: Value) where Value: Equatable {
        storage = value
        isSame = { $0 == $1 }
    }

    /// The current value; setting it notifies subscribers in the current transaction (not for an
    /// equal Equatable value).
    public var value: Value {
        get { storage }
        set {
            if let isSame, isSame(storage, newValue) { return }
            storage = newValue
            observers.notify(newValue)
        }
    }

    /// Calls `body` with the new value after every change, while the returned subscription is kept.
    public func subscribe(_ body: @escaping (Value) -> Void) -> Subscription {
        observers.add(body)
    }
}
