import Geometry

/// A horizontal or vertical stack: one algorithm for both axes.
///
/// Sizing follows SwiftUI: with a length to share along the axis, the children are offered it
/// in order of flexibility (how much their size along the axis can vary between a zero and an
/// infinite proposal), least flexible first, each getting an equal share of what is left; rigid
/// children take what they need and spacers and other flexible children split the rest. With no
/// length (ideal size) every child gets its ideal. Across the axis the stack is as big as its
/// biggest child, and children are aligned by `alignment`.
public final class StackNode: Node {
    public let axis: Axis
    /// Where children sit across the axis.
    public var alignment: AxisAlignment { didSet { setNeedsLayout() } }
    /// Points between adjacent children, ≥ 0.
    public var spacing: Double {
        didSet {
            if !(spacing.isFinite && spacing >= 0) { spacing = 0 }
            setNeedsLayout()
        }
    }

    public init(axis: Axis, alignment: AxisAlignment = .center, spacing: Double = 8, children: [Node] = []) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        super.init(debugName: axis == .horizontal ? "HStack" : "VStack")
        for child in children { adopt(child) }
        self.children = children
    }

    /// The proposal each layout child gets for the stack's `proposal`, and its size, in child order.
    func allocate(_ proposal: ProposedSize, _ items: [Node]) -> (proposals: [ProposedSize], sizes: [Size]) {
        let cross = proposal[axis.other]
        guard let main = proposal[axis] else {
            let ideal = ProposedSize(along: axis, nil, across: cross)
            return (Array(repeating: ideal, count: items.count), items.map { $0.sizeThatFits(ideal) })
        }
        let count = items.count
        var sizes = [Size](repeating: .zero, count: count)
        var proposals = [ProposedSize](repeating: .unspecified, count: count)
        var flexibility = [Double](repeating: 0, count: count)
        for (index, item) in items.enumerated() {
            let smallest = item.sizeThatFits(ProposedSize(along: axis, 0, across: cross))[axis]
            let largest = item.sizeThatFits(ProposedSize(along: axis, .infinity, across: cross))[axis]
            flexibility[index] = largest - smallest
        }
        // Spacers come last, as in SwiftUI: their minimum lengths are set aside, the other
        // children share the rest, and the spacers split what those leave. So a label beside a
        // spacer gets its full width rather than half of the free space.
        let isSpacer = items.map { $0 is SpacerNode }
        let order = flexibility.indices.sorted { a, b in
            if isSpacer[a] != isSpacer[b] { return !isSpacer[a] }
            return flexibility[a] < flexibility[b] || (flexibility[a] == flexibility[b] && a < b)
        }
        var reserved = 0.0
        for (index, item) in items.enumerated() where isSpacer[index] {
            reserved += item.sizeThatFits(ProposedSize(along: axis, 0, across: cross))[axis]
        }
        let spacerCount = isSpacer.filter { $0 }.count
        var remaining = max(main - spacing * Double(max(count - 1, 0)) - reserved, 0)
        var left = Double(count - spacerCount)
        var spacersStarted = false
        for index in order {
            if isSpacer[index] && !spacersStarted {
                // The spacers now share what is left, their set-aside minimums included.
                spacersStarted = true
                remaining += reserved
                left = Double(spacerCount)
            }
            let share = remaining.isFinite ? max(remaining / max(left, 1), 0) : remaining
            proposals[index] = ProposedSize(along: axis, share, across: cross)
            let size = items[index].sizeThatFits(proposals[index])
            sizes[index] = size
            remaining -= size[axis]
            left -= 1
        }
        return (proposals, sizes)
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        let items = layoutChildren
        guard !items.isEmpty else { return .zero }
        let sizes = allocate(proposal, items).sizes
        var main = spacing * Double(items.count - 1), cross = 0.0
        for size in sizes {
            main += size[axis]
            cross = max(cross, size[axis.other])
        }
        return Size(along: axis, main, across: cross)
    }

    public override func placeChildren(in size: Size) {
        let items = layoutChildren
        guard !items.isEmpty else { return }
        // Sizes from the proposal the stack was measured with, which the caches still hold.
        let (proposals, sizes) = allocate(placementProposal, items)
        var position = 0.0
        for index in items.indices {
            let childSize = sizes[index]
            let crossOffset = alignment.offset(child: childSize[axis.other], container: size[axis.other])
            items[index].place(in: Rect(origin: Point(along: axis, position, across: crossOffset), size: childSize),
                               proposal: proposals[index])
            position += childSize[axis] + spacing
        }
    }
}

/// Children on top of each other, each aligned in the stack's bounds; as big as the biggest.
public final class ZStackNode: Node {
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    public init(alignment: Alignment = .center, children: [Node] = []) {
        self.alignment = alignment
        super.init(debugName: "ZStack")
        for child in children { adopt(child) }
        self.children = children
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
            child.place(in: Rect(origin: alignment.origin(of: childSize, in: size), size: childSize), proposal: placementProposal)
        }
    }
}

/// Flexible empty space: in a stack it grows along the stack's axis (at least `minLength`) and
/// takes nothing across it; elsewhere it grows both ways.
public final class SpacerNode: Node {
    public var minLength: Double {
        didSet {
            if !(minLength.isFinite && minLength >= 0) { minLength = 0 }
            setNeedsLayout()
        }
    }

    public init(minLength: Double = 0) {
        self.minLength = minLength.isFinite ? max(minLength, 0) : 0
        super.init(debugName: "Spacer")
    }

    /// The stack whose axis the spacer grows along: its parent, or the parent of the frames and
    /// paddings wrapping it (`Spacer().frame(width: 4)` in an `HStack` is still a horizontal
    /// spacer, as in SwiftUI).
    private var enclosingStack: StackNode? {
        var ancestor = parent
        while let node = ancestor {
            if let stack = node as? StackNode { return stack }
            guard node is WrapperNode else { return nil }
            ancestor = node.parent
        }
        return nil
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        guard let stack = enclosingStack else {
            return Size(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength))
        }
        let main = max(proposal[stack.axis] ?? minLength, minLength)
        return Size(along: stack.axis, main, across: 0)
    }
}
