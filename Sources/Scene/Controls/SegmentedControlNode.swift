import Animation
import Geometry
import Raster

/// A segmented control: SwiftUI's `Picker` with the segmented style. Equal segments, each a
/// title in the bundled font, in a rounded translucent track; the selected segment's white
/// background slides between segments with `selectionAnimation` (a spring) whenever the selection
/// changes, whether by a click or by code, and the hairlines beside it fade. Under reduce motion
/// the background jumps.
///
/// `selection` is the selected segment's index; values outside the segments show the nearest
/// segment (the state is not rewritten). Each segment is a `ButtonNode`: a click selects it if
/// the press comes up over the same segment, and the title dims while pressed.
///
/// Layout: the control takes the width it is proposed (an infinite proposal too), shared equally
/// by the segments; its ideal width gives every segment the widest title plus `segmentPadding` on
/// each side. It is always `height` (24 pt) high. Titles stay on one line, centred in their
/// segment.
public final class SegmentedControlNode: Node {
    /// Points, whatever the proposal.
    public static let height = 24.0
    /// Points between the track's edge and the selected segment's background.
    public static let inset = 2.0
    /// Points on each side of the widest title, in the ideal width.
    public static let segmentPadding = 10.0
    /// Points: the track's corner radius (the selection's is smaller by `inset`).
    public static let cornerRadius = 7.0
    /// Points: the hairlines' length.
    static let separatorLength = 12.0

    /// Index of the selected segment, shared with whoever binds to it; out-of-range values show the
    /// nearest segment.
    public let selection: State<Int>
    /// The titles, in order.
    public let segments: [String]
    /// How the selected segment's background moves to a new selection (default: a spring
    /// without much bounce, 0.35 s).
    public var selectionAnimation: AnimationSpec = .spring(response: 0.35, dampingFraction: 0.85)

    let track = RoundedRectangle(cornerRadius: SegmentedControlNode.cornerRadius).named("SegmentTrack")
    /// The selected segment's background.
    let thumb = RoundedRectangle(cornerRadius: SegmentedControlNode.cornerRadius - SegmentedControlNode.inset)
        .named("SegmentSelection")
    /// Before segment `i + 1`: shown only between two unselected segments.
    private(set) var separators: [ShapeNode] = []
    /// The segments' buttons, in order (made once, with the control).
    private(set) var cells: [ButtonNode] = []

    init(selection: State<Int>, segments: [String], font: FontSpec) {
        self.selection = selection
        self.segments = segments
        super.init(debugName: "SegmentedControl")
        // Made after `super.init`: the buttons' actions refer to the control.
        for (index, title) in segments.enumerated() {
            let cell = Button(style: .dimming, action: { [unowned(unsafe) self] in self.selection.value = index }) {
                Text(title, font: font, foreground: .foreground)
            }
            cells.append(cell.named("Segment.\(index)"))
        }
        separators = segments.dropFirst().map { _ in Rectangle().named("SegmentSeparator") }
        track.fill(ControlPalette.segmentTrack)
        thumb.fill(ControlPalette.segmentSelection)
        thumb.setBackground(ControlPalette.selectionShadow(cornerRadius: Self.cornerRadius - Self.inset))
        thumb.opacity = segments.isEmpty ? 0 : 1
        for separator in separators { separator.fill(ControlPalette.segmentSeparator) }
        // Only the segments take clicks; the drawn parts would build paths to be hit tested.
        for decoration in [track, thumb] + separators { decoration.allowsHitTesting = false }
        setBackground(track)
        let parts: [Node] = [thumb] + separators + cells
        for part in parts { adopt(part) }
        children = parts
        showSeparators()
        onChange(of: selection) { control, _ in control.selectionDidChange() }
    }

    /// The segment shown selected: `selection` clamped to the segments; nil without segments.
    public var selectedIndex: Int? {
        segments.isEmpty ? nil : min(max(selection.value, 0), segments.count - 1)
    }

    private func selectionDidChange() {
        let animated = !environment.reduceMotion
        perform(animated ? selectionAnimation : nil) { setNeedsLayout() }
        // A fade, not the spring: an opacity that overshoots would flash.
        perform(animated ? .easeInOut(duration: 0.2) : nil) { showSeparators() }
    }

    private func showSeparators() {
        let selected = selectedIndex ?? -1
        for (index, separator) in separators.enumerated() {
            // Separator `index` lies between segments `index` and `index + 1`.
            separator.opacity = index == selected || index + 1 == selected ? 0 : 1
        }
    }

    /// Runs `body` with `animation` (nil: the changes jump), whatever transaction is current.
    private func perform(_ animation: AnimationSpec?, _ body: () -> Void) {
        guard let graph else { return body() }
        graph.runLoop.withAnimation(animation, body)
    }

    // MARK: Layout

    /// Every segment as wide as the widest title plus the padding, and the insets.
    private var idealWidth: Double {
        var widest = 0.0
        for cell in cells { widest = max(widest, cell.sizeThatFits(.unspecified).width) }
        return Double(cells.count) * (widest + 2 * Self.segmentPadding) + 2 * Self.inset
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? idealWidth, height: Self.height)
    }

    public override func placeChildren(in size: Size) {
        // A placement at an infinite width draws at the ideal width rather than at infinity.
        let width = size.width.isFinite ? size.width : idealWidth
        let height = size.height
        let segmentWidth = cells.isEmpty ? 0 : max(width - 2 * Self.inset, 0) / Double(cells.count)
        // Titles get no width to fit: they stay on one line, centred, however narrow the segment.
        let titleProposal = ProposedSize(width: nil, height: height)
        for (index, cell) in cells.enumerated() {
            let x = Self.inset + Double(index) * segmentWidth
            cell.place(in: Rect(x: x, y: 0, width: segmentWidth, height: height), proposal: titleProposal)
        }
        for (index, separator) in separators.enumerated() {
            let x = Self.inset + Double(index + 1) * segmentWidth
            separator.place(in: Rect(x: x - 0.5, y: (height - Self.separatorLength) / 2, width: 1, height: Self.separatorLength))
        }
        let selected = Double(selectedIndex ?? 0)
        thumb.place(in: Rect(x: Self.inset + selected * segmentWidth, y: Self.inset,
                             width: segmentWidth, height: max(height - 2 * Self.inset, 0)))
    }
}

/// A segmented control over `segments` selecting `selection` (see `SegmentedControlNode`).
public func SegmentedControl(selection: State<Int>, segments: [String],
                             font: FontSpec = FontSpec(size: 13)) -> SegmentedControlNode {
    SegmentedControlNode(selection: selection, segments: segments, font: font)
}
