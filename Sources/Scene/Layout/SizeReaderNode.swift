import Animation
import Geometry

/// A `GeometryReader` whose content is built once and follows its size as state.
///
/// `GeometryReaderNode` rebuilds its children whenever its size changes, so whatever the old
/// nodes held — a rotation animating, state created with them (the article's `@State`) — is
/// lost on every resize. This node instead builds its content once, with a source of its size,
/// and the content binds to that source (`bind`, `map`, `combine`) like to any other state: a
/// resize re-applies the bindings and the nodes, their state and their animations stay.
///
/// Like `GeometryReaderNode` it takes the whole proposal (ideal 10 × 10 points) and proposes its
/// size to every child, placed at its top-left. Its size is published during layout, before the
/// children are placed, in the transaction of the change that caused the layout (none for a
/// window resize, so the bindings jump), and the children are placed with the new values in the
/// same pass. Before the first layout the size is zero.
public final class SizeReaderNode: Node {
    private let sizeState = State(Size.zero)
    /// The node's laid-out size in points, as a source to bind to (only layout changes it).
    public let sizeSource: DerivedState<Size>

    init(_ build: (DerivedState<Size>) -> [Node]) {
        // A read-only view of the state: only layout sets the size.
        sizeSource = sizeState.map { $0 }
        super.init(debugName: "SizeReader")
        let content = build(sizeSource)
        for child in content { adopt(child) }
        children = content
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    public override func placeChildren(in size: Size) {
        if sizeState.value != size {
            // Bindings that change layout below mark this node and its ancestors again; the
            // children are placed with their new values right after, and the extra pass the
            // scene then runs finds everything clean at the same size.
            if let graph {
                graph.runLoop.withTransaction(graph.layoutTransaction ?? Transaction()) { sizeState.value = size }
            } else {
                sizeState.value = size
            }
        }
        let proposal = ProposedSize(size)
        for child in children where !child.isDisappearing {
            child.place(in: Rect(origin: .zero, size: child.sizeThatFits(proposal)), proposal: proposal)
        }
    }
}

/// Content built once that follows the container's size through `size` (see `SizeReaderNode`):
/// `SizeReader { size in Circle().bind(size) { … } }`.
public func SizeReader(@NodeBuilder _ content: (DerivedState<Size>) -> [Node]) -> SizeReaderNode {
    SizeReaderNode(content)
}
