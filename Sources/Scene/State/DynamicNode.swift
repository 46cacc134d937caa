import Geometry

/// Content that depends on state: SwiftUI's `if`, `switch` and `ForEach` over changing data in
/// a retained tree. Whenever the source changes, `content` builds the new children and the node
/// diffs them against the present ones by identity (`setChildren`): a child with the same `id`
/// stays, others are removed and inserted with their transitions, in the change's transaction.
///
/// A `ZStack` (each child aligned in its bounds, as big as the biggest); with no children it is
/// zero-sized.
public final class DynamicNode: ZStackNode {
    init<Source: StateSource>(_ source: Source, alignment: Alignment, content: @escaping (Source.Value) -> [Node]) {
        super.init(alignment: alignment, children: content(source.value), debugName: "Dynamic")
        onChange(of: source) { node, value in node.setChildren(content(value)) }
    }
}

/// Children rebuilt from `source`'s value whenever it changes (see `DynamicNode`).
public func Dynamic<Source: StateSource>(_ source: Source, alignment: Alignment = .center,
                                         @NodeBuilder _ content: @escaping (Source.Value) -> [Node]) -> DynamicNode {
    DynamicNode(source, alignment: alignment, content: content)
}

/// Children present while `condition` is true: inserted and removed with their transitions.
public func If<Source: StateSource>(_ condition: Source, alignment: Alignment = .center,
                                    @NodeBuilder _ content: @escaping () -> [Node]) -> DynamicNode
where Source.Value == Bool {
    DynamicNode(condition, alignment: alignment) { $0 ? content() : [] }
}
