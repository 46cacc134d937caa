import Geometry

/// Content that depends on state: SwiftUI's `if`, `switch` and `ForEach` over changing data in
/// a retained tree. Whenever the source changes, `content` builds the new children and the node
/// diffs them against the present ones by identity (`setChildren`): a child with the same `id`
/// stays, others are removed and inserted with their transitions, in the change's transaction.
///
/// Lays its children out like a `ZStack` (each aligned in its bounds, as big as the biggest);
/// with no children it is zero-sized.
public final class DynamicNode: Node {
    /// Where each child sits in the node's bounds.
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    init<Source: StateSource>(_ source: Source, alignment: Alignment, content: @escaping (Source.Value) -> [Node]) {
        self.alignment = alignment
        super.init(debugName: "Dynamic")
        let initial = content(source.value)
        for child in initial { adopt(child) }
        children = initial
        onChange(of: source) { node, value in node.setChildren(content(value)) }
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        var result = Size.zero
        for child in children where !child.isDisappearing {
            let size = child.sizeThatFits(proposal)
            result.width = max(result.width, size.width)
            result.height = max(result.height, size.height)
        }
        return result
    }

    public override func placeChildren(in size: Size) {
        for child in children where !child.isDisappearing {
            let childSize = child.sizeThatFits(placementProposal)
            child.place(in: Rect(origin: alignment.origin(of: childSize, in: size), size: childSize),
                        proposal: placementProposal)
        }
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
