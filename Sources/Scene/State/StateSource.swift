/// A value that announces its changes, which nodes follow (`Node.bind`, `Dynamic`, `If`): the
/// engine's replacement for SwiftUI's re-evaluated `body`. A demo keeps its state in sources and
/// declares once how each node derives its properties from them; changing a source inside
/// `withAnimation` then animates every derived property, and no demo keeps handles to nodes.
///
/// Observers run synchronously, in the transaction current when the value changed, in the order
/// they subscribed.
public protocol StateSource<Value>: AnyObject {
    /// The type of value the source holds.
    associatedtype Value
    /// The current value.
    var value: Value { get }
    /// Calls `body` with the new value after every change, for as long as the returned
    /// subscription is kept. Does not call it for the current value.
    func subscribe(_ body: @escaping (Value) -> Void) -> Subscription
}

/// Keeps an observation alive: dropping the last reference ends it. Nodes keep the
/// subscriptions of their bindings, so a binding ends with its node.
public class Subscription {
    init() {}
}

/// A subscription to values of one type; the source calls it without boxing the value (a boxed
/// colour would cost an allocation per change).
final class TypedSubscription<Value>: Subscription {
    let handler: (Value) -> Void

    init(_ handler: @escaping (Value) -> Void) {
        self.handler = handler
    }
}

/// The observers of one source. Entries hold their subscriptions weakly: a subscription's owner
/// (usually a node) decides how long it lasts, and the source never keeps the owner alive.
///
/// A class, not a struct: an observer may subscribe to the same source while it notifies (a
/// `Dynamic` rebuilt by a change builds nodes that bind to the source that changed), and a
/// struct's `mutating` notify would hold exclusive access to the list across that call.
final class ObserverList<Value> {
    private struct Entry {
        weak var subscription: TypedSubscription<Value>?
    }

    private var entries: [Entry] = []

    /// A new subscription calling `body`.
    func add(_ body: @escaping (Value) -> Void) -> Subscription {
        let subscription = TypedSubscription(body)
        removeEnded()
        entries.append(Entry(subscription: subscription))
        return subscription
    }

    /// Calls every live observer with `value`, in subscription order. Observers added while
    /// notifying are not called for this change.
    func notify(_ value: Value) {
        if callObservers(value) { removeEnded() }
    }

    /// Calls the observers; true when some subscription had ended. A function of its own, so
    /// the snapshot it iterates is released before `removeEnded` compacts the list in place
    /// (compacting a shared array would copy it: an allocation per change).
    @inline(never)
    private func callObservers(_ value: Value) -> Bool {
        // A snapshot (shared storage, no copy unless an observer subscribes meanwhile).
        let current = entries
        var sawEnded = false
        for entry in current {
            if let subscription = entry.subscription { subscription.handler(value) } else { sawEnded = true }
        }
        return sawEnded
    }

    /// Drops the entries whose subscription ended, keeping the order, in place: a loop rather
    /// than `removeAll(where:)`, whose unspecialised generic path allocates.
    private func removeEnded() {
        var kept = 0
        for index in entries.indices where entries[index].subscription != nil {
            if kept != index { entries[kept] = entries[index] }
            kept += 1
        }
        if kept < entries.count { entries.removeLast(entries.count - kept) }
    }
}
