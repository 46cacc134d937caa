import Animation
import Geometry

extension Node {
    /// Derives part of the node from `source`: `apply` runs now with the current value and again
    /// after every change, in the transaction of that change (so a change made inside
    /// `withAnimation` animates what `apply` sets). The binding lasts as long as the node; the
    /// node keeps `source` alive (a `map` or `combine` result may have no other owner).
    ///
    /// `apply` receives the node itself, so a demo needs no handle to it.
    @discardableResult
    public func bind<Source: StateSource>(_ source: Source, _ apply: @escaping (Self, Source.Value) -> Void) -> Self {
        apply(self, source.value)
        return onChange(of: source, apply)
    }

    /// Like `bind(_:_:)`, but every change applies with `animation` whatever the transaction
    /// (nil: without animation): SwiftUI's `.animation(_:value:)`.
    @discardableResult
    public func bind<Source: StateSource>(_ source: Source, animation: AnimationSpec?,
                                          _ apply: @escaping (Self, Source.Value) -> Void) -> Self {
        bind(source) { node, value in
            // Outside a scene the change jumps, and the properties get their motion storage.
            guard let graph = node.graph else { return node.withAnimation(animation) { apply(node, value) } }
            graph.runLoop.withAnimation(animation) { apply(node, value) }
        }
    }

    /// Runs `action` after every change of `source` (not for its current value), in the change's
    /// transaction, for as long as the node lives.
    @discardableResult
    public func onChange<Source: StateSource>(of source: Source, _ action: @escaping (Self, Source.Value) -> Void) -> Self {
        // Unowned: the node owns the subscription, and the source holds it weakly, so the
        // handler can never run after the node is gone (and a weak reference would make every
        // retain of the node in the paint loop take the slow path).
        let subscription = source.subscribe { [unowned(unsafe) self] value in action(self, value) }
        bindings.retainedState.append(source)
        bindings.retainedState.append(subscription)
        return self
    }

    // MARK: Bound render effects (absolute values, unlike the composing plain modifiers)

    /// Sets the opacity to `transform(value)` now and after every change of `source`.
    @discardableResult
    public func opacity<Source: StateSource>(_ source: Source, _ transform: @escaping (Source.Value) -> Double) -> Self {
        bind(source) { node, value in node.opacity = transform(value) }
    }

    /// Sets the uniform scale (about `anchor`) to `transform(value)`.
    @discardableResult
    public func scaleEffect<Source: StateSource>(_ source: Source, anchor: UnitPoint = .center,
                                                 _ transform: @escaping (Source.Value) -> Double) -> Self {
        self.anchor = anchor
        return bind(source) { node, value in
            let factor = transform(value)
            node.scale = Size(width: factor, height: factor)
        }
    }

    /// Sets the offset to `transform(value)` points.
    @discardableResult
    public func offset<Source: StateSource>(_ source: Source, _ transform: @escaping (Source.Value) -> Point) -> Self {
        bind(source) { node, value in node.offset = transform(value) }
    }

    /// Sets the rotation to `transform(value)` radians (clockwise on screen), about `anchor`.
    @discardableResult
    public func rotationEffect<Source: StateSource>(_ source: Source, anchor: UnitPoint = .center,
                                                    _ transform: @escaping (Source.Value) -> Double) -> Self {
        self.anchor = anchor
        return bind(source) { node, value in node.rotation = transform(value) }
    }
}

extension Node {
    /// Runs `body` with the scene time (seconds) on every frame while the node is in a scene,
    /// like SwiftUI's `TimelineView(.animation)`: for motion that is a pure function of time and
    /// never rests (D5's drops). The scene counts as animating while such a node is attached.
    @discardableResult
    public func onFrame(_ body: @escaping (Self, Double) -> Void) -> Self {
        bindings.frameHandlers.append { node, time in
            // Only this node's own handlers are stored here.
            if let node = node as? Self { body(node, time) }
        }
        if let graph { graph.nodeIsFrameDriven(self); body(self, graph.runLoop.now) }
        return self
    }
}
