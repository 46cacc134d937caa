import Geometry

/// Wraps one child; the base of the layout modifiers. On its own it is a transparent group,
/// used where a second modifier of a kind must apply outside the first.
public class WrapperNode: Node {
    /// The one wrapped child.
    public var content: Node { children[0] }

    /// Wraps `content`, which is laid out centred at its own size; `debugName` names the node in dumps.
    public init(_ content: Node, debugName: String) {
        super.init(debugName: debugName)
        adopt(content)
        children = [content]
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public override func placeChildren(in size: Size) {
        let proposal = placementProposal
        let childSize = content.sizeThatFits(proposal)
        content.place(in: Rect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize), proposal: proposal)
    }
}

/// Insets its child: proposes less by the insets and adds them back.
public final class PaddingNode: WrapperNode {
    /// Points on each edge; NaN and negative insets become 0.
    public var insets: EdgeInsets {
        didSet {
            insets = insets.sanitized
            setNeedsLayout()
        }
    }

    /// Pads `content` by `insets` points (NaN and negatives become 0).
    public init(_ content: Node, insets: EdgeInsets) {
        self.insets = insets.sanitized
        super.init(content, debugName: "Padding")
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                     height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        let size = content.sizeThatFits(inner(proposal))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    public override func placeChildren(in size: Size) {
        let proposal = inner(placementProposal)
        let childSize = content.sizeThatFits(proposal)
        content.place(in: Rect(origin: Point(x: insets.leading, y: insets.top), size: childSize), proposal: proposal)
    }
}

/// A fixed frame: the given dimensions are proposed to the child and are the frame's size; a
/// nil dimension passes the proposal through and takes the child's size.
public final class FrameNode: WrapperNode {
    /// Points, ≥ 0 (NaN and negatives become 0); nil passes the proposal through.
    public var width: Double? {
        didSet {
            if let w = width, !(w.isFinite && w >= 0) { width = w.isInfinite && w > 0 ? w : 0 }
            setNeedsLayout()
        }
    }
    /// Points, ≥ 0 (NaN and negatives become 0); nil passes the proposal through.
    public var height: Double? {
        didSet {
            if let h = height, !(h.isFinite && h >= 0) { height = h.isInfinite && h > 0 ? h : 0 }
            setNeedsLayout()
        }
    }
    /// Where the child sits in the frame when their sizes differ.
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    /// A frame of `width` × `height` points around `content`; a nil dimension follows the child.
    public init(_ content: Node, width: Double?, height: Double?, alignment: Alignment = .center) {
        self.width = width.map { $0.isFinite ? max($0, 0) : 0 }
        self.height = height.map { $0.isFinite ? max($0, 0) : 0 }
        self.alignment = alignment
        super.init(content, debugName: "Frame")
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        let child = content.sizeThatFits(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    public override func placeChildren(in size: Size) {
        let proposal = ProposedSize(width: width ?? placementProposal.width, height: height ?? placementProposal.height)
        let childSize = content.sizeThatFits(proposal)
        content.place(in: Rect(origin: alignment.origin(of: childSize, in: size), size: childSize), proposal: proposal)
    }
}

/// A flexible frame (min/ideal/max per dimension), with SwiftUI's rule: the proposal (or the
/// ideal, when none) is clamped to min…max and offered to the child; the frame then takes the
/// child's size pulled towards the clamped proposal by the bounds that are set — a max of
/// `.infinity` makes it fill the proposal, a min keeps it at least that big.
public final class FlexibleFrameNode: WrapperNode {
    /// Limits for one dimension, in points; nil leaves that limit unset.
    public struct Bounds: Hashable, Sendable {
        /// Smallest size, size used for an unspecified proposal, and largest size (`.infinity` fills).
        public var min: Double?, ideal: Double?, max: Double?
        /// Bounds with every limit unset unless given.
        public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }
    }

    /// The width limits.
    public var horizontal: Bounds { didSet { setNeedsLayout() } }
    /// The height limits.
    public var vertical: Bounds { didSet { setNeedsLayout() } }
    /// Where the child sits in the frame when their sizes differ.
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    /// A flexible frame around `content` with per-dimension limits.
    public init(_ content: Node, horizontal: Bounds, vertical: Bounds, alignment: Alignment = .center) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(content, debugName: "FlexibleFrame")
    }

    private static func clampedProposal(_ proposed: Double?, _ bounds: Bounds) -> Double? {
        guard var value = proposed ?? bounds.ideal else { return nil }
        if let lower = bounds.min, value < lower { value = lower }
        if let upper = bounds.max, value > upper { value = upper }
        return value
    }

    private static func resolve(_ child: Double, proposed: Double?, _ bounds: Bounds) -> Double {
        var result = child
        if let proposed {
            if let lower = bounds.min { result = Swift.max(lower, Swift.min(result, proposed)) }
            if let upper = bounds.max { result = Swift.min(upper, Swift.max(result, proposed)) }
        } else {
            if let lower = bounds.min { result = Swift.max(result, lower) }
            if let upper = bounds.max { result = Swift.min(result, upper) }
        }
        return result
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: Self.clampedProposal(proposal.width, horizontal),
                     height: Self.clampedProposal(proposal.height, vertical))
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        let clamped = inner(proposal)
        let child = content.sizeThatFits(clamped)
        return Size(width: Self.resolve(child.width, proposed: clamped.width, horizontal),
                    height: Self.resolve(child.height, proposed: clamped.height, vertical))
    }

    public override func placeChildren(in size: Size) {
        let proposal = inner(placementProposal)
        let childSize = content.sizeThatFits(proposal)
        content.place(in: Rect(origin: alignment.origin(of: childSize, in: size), size: childSize), proposal: proposal)
    }
}

/// Places its child's centre at `position` in its own coordinates; takes the whole proposal.
public final class PositionNode: WrapperNode {
    /// A non-finite position is ignored (the node stays where it was).
    public var position: Point {
        didSet {
            if !position.isFinite { position = oldValue }
            setNeedsLayout()
        }
    }

    /// Centres `content` at `position`, in points in this node's coordinates.
    public init(_ content: Node, position: Point) {
        self.position = position
        super.init(content, debugName: "Position")
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: content.sizeThatFits(.unspecified))
    }

    public override func placeChildren(in size: Size) {
        let proposal = placementProposal
        let childSize = content.sizeThatFits(proposal)
        content.place(in: Rect(origin: Point(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2),
                               size: childSize), proposal: proposal)
    }
}

/// Takes the whole proposal (ideal 10 × 10) and gives its size to a builder whose nodes are
/// proposed that size and placed at its top-left; rebuilt only when the size changes.
public final class GeometryReaderNode: Node {
    private let build: (Size) -> [Node]
    private var builtSize: Size?

    /// A reader whose children `build` makes from the node's size in points.
    public init(_ build: @escaping (Size) -> [Node]) {
        self.build = build
        super.init(debugName: "GeometryReader")
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    public override func placeChildren(in size: Size) {
        if builtSize != size {
            builtSize = size
            // The reader's own size does not depend on its children, so swapping them needs no
            // relayout above it: adopt them quietly instead of through `setChildren`.
            for old in children {
                // Its area is repainted, and a press or drag in progress on it ends (its gestures'
                // nodes are going away).
                graph?.nodeWillLeave(old)
                old.parent = nil
                old.attach(to: nil)
            }
            let fresh = build(size)
            for node in fresh {
                node.parent = self
                node.attach(to: graph)
            }
            children = fresh
        }
        for child in children {
            let childSize = child.sizeThatFits(ProposedSize(size))
            child.place(in: Rect(origin: .zero, size: childSize), proposal: ProposedSize(size))
        }
    }
}

/// Keeps its child at its ideal size along the chosen axes (SwiftUI's `fixedSize`): the child
/// is proposed nothing there, so a label never wraps or is squeezed by a crowded stack.
public final class FixedSizeNode: WrapperNode {
    /// Whether the width, and the height, are the child's ideal ones whatever is proposed.
    public let horizontal: Bool, vertical: Bool

    /// Fixes `content`'s width when `horizontal`, its height when `vertical`.
    public init(_ content: Node, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(content, debugName: "FixedSize")
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(inner(proposal))
    }

    public override func placeChildren(in size: Size) {
        let proposal = inner(placementProposal)
        let childSize = content.sizeThatFits(proposal)
        content.place(in: Rect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize), proposal: proposal)
    }
}
