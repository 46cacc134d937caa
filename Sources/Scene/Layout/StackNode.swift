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
    /// The direction children are laid out along; fixed at creation.
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

    /// A stack of `children` along `axis`, `spacing` points apart (negative or non-finite becomes 0).
    public init(axis: Axis, alignment: AxisAlignment = .center, spacing: Double = 8, children: [Node] = []) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        super.init(debugName: axis == .horizontal ? "HStack" : "VStack")
        for child in children { adopt(child) }
        self.children = children
    }

    /// The stack's working storage for `allocate`, kept between layouts: a layout that only
    /// re-places a stack (a leaf below it changed) allocates nothing.
    private var scratch = StackScratch()

    /// Works out, for the stack's `proposal`, what each layout child is proposed and how big it
    /// is, into `scratch.proposals` and `scratch.sizes` (child order).
    private func allocate(_ proposal: ProposedSize, _ items: [Node]) {
        let count = items.count
        scratch.reset(count: count)
        let cross = proposal[axis.other]
        guard let main = proposal[axis] else {
            let ideal = ProposedSize(along: axis, nil, across: cross)
            for index in 0..<count {
                scratch.proposals[index] = ideal
                scratch.sizes[index] = items[index].sizeThatFits(ideal)
            }
            return
        }
        var reserved = 0.0
        var spacerCount = 0
        for index in 0..<count {
            let item = items[index]
            let smallest = item.sizeThatFits(ProposedSize(along: axis, 0, across: cross))[axis]
            let largest = item.sizeThatFits(ProposedSize(along: axis, .infinity, across: cross))[axis]
            scratch.flexibility[index] = largest - smallest
            let isSpacer = item is SpacerNode
            scratch.isSpacer[index] = isSpacer
            if isSpacer {
                reserved += smallest
                spacerCount += 1
            }
        }
        // Spacers come last, as in SwiftUI: their minimum lengths are set aside, the other
        // children share the rest, least flexible first, and the spacers split what those leave.
        // So a label beside a spacer gets its full width rather than half of the free space.
        // An insertion sort: stacks are short, and it needs no storage of its own.
        for index in 0..<count {
            var position = index
            while position > 0 && scratch.precedes(index, scratch.order[position - 1]) {
                scratch.order[position] = scratch.order[position - 1]
                position -= 1
            }
            scratch.order[position] = index
        }
        var remaining = max(main - spacing * Double(max(count - 1, 0)) - reserved, 0)
        var left = Double(count - spacerCount)
        var spacersStarted = false
        for rank in 0..<count {
            let index = scratch.order[rank]
            if scratch.isSpacer[index] && !spacersStarted {
                // The spacers now share what is left, their set-aside minimums included.
                spacersStarted = true
                remaining += reserved
                left = Double(spacerCount)
            }
            let share = remaining.isFinite ? max(remaining / max(left, 1), 0) : remaining
            scratch.proposals[index] = ProposedSize(along: axis, share, across: cross)
            let size = items[index].sizeThatFits(scratch.proposals[index])
            scratch.sizes[index] = size
            remaining -= size[axis]
            left -= 1
        }
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        let items = layoutChildren
        guard !items.isEmpty else { return .zero }
        allocate(proposal, items)
        var main = spacing * Double(items.count - 1), cross = 0.0
        for index in 0..<items.count {
            let size = scratch.sizes[index]
            main += size[axis]
            cross = max(cross, size[axis.other])
        }
        return Size(along: axis, main, across: cross)
    }

    public override func placeChildren(in size: Size) {
        let items = layoutChildren
        guard !items.isEmpty else { return }
        // Sizes from the proposal the stack was measured with, which the caches still hold.
        allocate(placementProposal, items)
        var position = 0.0
        for index in items.indices {
            let childSize = scratch.sizes[index]
            let crossOffset = alignment.offset(child: childSize[axis.other], container: size[axis.other])
            items[index].place(in: Rect(origin: Point(along: axis, position, across: crossOffset), size: childSize),
                               proposal: scratch.proposals[index])
            position += childSize[axis] + spacing
        }
    }
}

/// A stack's per-child working arrays, grown when the stack gains children and otherwise reused.
private struct StackScratch {
    var proposals: [ProposedSize] = []
    var sizes: [Size] = []
    var flexibility: [Double] = []
    var isSpacer: [Bool] = []
    /// Child indices in the order they are offered space.
    var order: [Int] = []

    mutating func reset(count: Int) {
        guard proposals.count != count else { return }
        proposals = Array(repeating: .unspecified, count: count)
        sizes = Array(repeating: .zero, count: count)
        flexibility = Array(repeating: 0, count: count)
        isSpacer = Array(repeating: false, count: count)
        order = Array(repeating: 0, count: count)
    }

    /// Whether child `a` is offered space before child `b`: non-spacers first, then by
    /// flexibility, then in child order.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        if isSpacer[a] != isSpacer[b] { return !isSpacer[a] }
        if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
        return a < b
    }
}

/// Children on top of each other, each aligned in the stack's bounds; as big as the biggest.
/// Children playing their removal transition take no part in layout. Subclassed by
/// `DynamicNode`, which is a depth stack whose children follow state.
public class ZStackNode: Node {
    /// Where each child sits in the stack's bounds.
    public var alignment: Alignment {
        didSet { if alignment != oldValue { setNeedsLayout() } }
    }

    /// A depth stack of `children`, the first drawn at the back.
    public convenience init(alignment: Alignment = .center, children: [Node] = []) {
        self.init(alignment: alignment, children: children, debugName: "ZStack")
    }

    init(alignment: Alignment, children: [Node], debugName: String) {
        self.alignment = alignment
        super.init(debugName: debugName)
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
    /// Smallest length in points along the stack's axis, ≥ 0 (NaN and negatives become 0).
    public var minLength: Double {
        didSet {
            if !(minLength.isFinite && minLength >= 0) { minLength = 0 }
            setNeedsLayout()
        }
    }

    /// A spacer of at least `minLength` points (NaN and negatives become 0).
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
