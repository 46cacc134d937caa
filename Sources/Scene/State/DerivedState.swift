/// A read-only source computed from others (`map`, `combine`): it recomputes when a source
/// changes and notifies only when its own value changes.
public final class DerivedState<Value: Equatable>: StateSource {
    /// The latest computed value; changes only when the sources produce a different result.
    public private(set) var value: Value
    private let observers = ObserverList<Value>()
    /// Keeps the upstream subscriptions (and through their handlers, the computation) alive for
    /// as long as this source lives.
    private var upstream: [Subscription] = []

    init(initial: Value) {
        value = initial
    }

    fileprivate func follow<S: StateSource>(_ source: S, _ recompute: @escaping () -> Value) {
        upstream.append(source.subscribe { [weak self] _ in self?.update(recompute()) })
    }

    private func update(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        observers.notify(newValue)
    }

    /// Calls `body` with each new value after it changes, while the returned subscription is kept.
    public func subscribe(_ body: @escaping (Value) -> Void) -> Subscription {
        observers.add(body)
    }
}

extension StateSource {
    /// A source whose value is `transform(value)`, notifying when that result changes.
    public func map<Result: Equatable>(_ transform: @escaping (Value) -> Result) -> DerivedState<Result> {
        let derived = DerivedState(initial: transform(value))
        // The derived source holds its upstream strongly (sources hold observers weakly: no cycle).
        derived.follow(self) { transform(self.value) }
        return derived
    }
}

/// A source combining two others, e.g. "the orbit shows while the timer runs and the effect is on".
public func combine<A: StateSource, B: StateSource, Result: Equatable>(
    _ a: A, _ b: B, _ transform: @escaping (A.Value, B.Value) -> Result
) -> DerivedState<Result> {
    let derived = DerivedState(initial: transform(a.value, b.value))
    let recompute = { transform(a.value, b.value) }
    derived.follow(a, recompute)
    derived.follow(b, recompute)
    return derived
}

/// A source combining four others.
public func combine<A: StateSource, B: StateSource, C: StateSource, D: StateSource, Result: Equatable>(
    _ a: A, _ b: B, _ c: C, _ d: D, _ transform: @escaping (A.Value, B.Value, C.Value, D.Value) -> Result
) -> DerivedState<Result> {
    let derived = DerivedState(initial: transform(a.value, b.value, c.value, d.value))
    let recompute = { transform(a.value, b.value, c.value, d.value) }
    derived.follow(a, recompute)
    derived.follow(b, recompute)
    derived.follow(c, recompute)
    derived.follow(d, recompute)
    return derived
}

/// A source combining three others.
public func combine<A: StateSource, B: StateSource, C: StateSource, Result: Equatable>(
    _ a: A, _ b: B, _ c: C, _ transform: @escaping (A.Value, B.Value, C.Value) -> Result
) -> DerivedState<Result> {
    let derived = DerivedState(initial: transform(a.value, b.value, c.value))
    let recompute = { transform(a.value, b.value, c.value) }
    derived.follow(a, recompute)
    derived.follow(b, recompute)
    derived.follow(c, recompute)
    return derived
}
