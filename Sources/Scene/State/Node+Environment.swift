import Animation

extension Node {
    /// The values this node sees: its parent's (the scene's at the root) with its own overrides
    /// applied. Computed on demand, which is cheap: it is read when the environment changes, not
    /// per frame.
    public var environment: EnvironmentValues {
        var values = parent?.environment ?? graph?.environment ?? EnvironmentValues()
        for override in bindings.environmentOverrides { override.apply(&values) }
        return values
    }

    /// Overrides one environment value for this node and its subtree; nodes below that depend on
    /// it update in the current transaction.
    @discardableResult
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Self {
        bindings.environmentOverrides.removeAll { $0.key == keyPath }
        bindings.environmentOverrides.append(EnvironmentOverride(key: keyPath) { $0[keyPath: keyPath] = value })
        environmentDidChangeInSubtree()
        return self
    }

    /// Keeps an environment value equal to `source`'s value; each change applies with
    /// `animation` (nil: a jump), whatever the transaction it was made in.
    @discardableResult
    public func environment<Source: StateSource>(_ keyPath: WritableKeyPath<EnvironmentValues, Source.Value>,
                                                 _ source: Source, animation: AnimationSpec?) -> Self {
        bind(source, animation: animation) { node, value in node.environment(keyPath, value) }
    }

    /// The colour scheme of this subtree.
    @discardableResult
    public func colorScheme(_ scheme: ColorScheme) -> Self { environment(\.colorScheme, scheme) }

    /// The colour `.foreground` text and shapes of this subtree take.
    @discardableResult
    public func foregroundColor(_ color: DynamicColor) -> Self { environment(\.foregroundColor, color) }

    /// Tells every node of the subtree that its environment may have changed.
    func environmentDidChangeInSubtree() {
        guard graph != nil else { return }  // resolved when the subtree joins a scene
        environmentDidChange()
        forEachAttached { $0.environmentDidChangeInSubtree() }
    }

    /// Resolves the subtree's environment-dependent values as they are now, without animating:
    /// what a node shows when it joins a scene.
    func resolveEnvironmentWithoutAnimation() {
        guard let graph else { return }
        graph.runLoop.withTransaction(Transaction()) { environmentDidChangeInSubtree() }
    }
}

/// One environment value a node sets for its subtree.
struct EnvironmentOverride {
    let key: AnyKeyPath
    let apply: (inout EnvironmentValues) -> Void
}
