import Animation
import Geometry

/// A horizontally paged container: SwiftUI's `TabView` with the page style (UIKit's paging
/// scroll view). One page fills the pager; during a drag the content follows the pointer and
/// the neighbours show; on release it settles on a page chosen from where a flick would carry it,
/// at most one page from where the drag began.
///
/// `selection` is the page index (clamped to the pages). Changing it animates the move with the
/// change's transaction; a drag's release animates with `pageAnimation`. Under reduce motion the
/// pages change without sliding. The pager clips its pages to its bounds and takes the whole
/// proposal (its ideal size is its largest page's).
public final class PagerNode: Node {
    /// The current page index, shared with whoever binds to it; shown clamped to the pages.
    public let selection: State<Int>
    /// The animation a released drag settles with (default: SwiftUI's `.default` spring).
    public var pageAnimation: AnimationSpec = .default
    /// Fraction of a page a release must be projected past the midpoint to turn the page; the
    /// projection uses the fast deceleration of paging scroll views.
    public static let flickProjection = 0.99 / (1 - 0.99) / 1000
    /// Points per second above which a release turns the page in the flick's direction however
    /// short the drag was, as a paging scroll view does.
    public static let flickVelocity = 300.0

    private let strip: PagerStripNode
    /// The drag's horizontal translation in points (0 when not dragging).
    public private(set) var dragTranslation = 0.0
    /// True from the first change of a horizontal drag until its release.
    public private(set) var isDragging = false

    init(selection: State<Int>, pages: [Node]) {
        self.selection = selection
        strip = PagerStripNode(pages: pages)
        super.init(debugName: "Pager")
        adopt(strip)
        children = [strip]
        clipShape = .rectangle
        contentShape = .rectangle
        onChange(of: selection) { pager, _ in pager.selectionDidChange() }
        addGesture(DragGesture()
            .onChanged { [weak self] value in self?.dragChanged(value.translation.x) }
            .onEnded { [weak self] value in self?.dragEnded(translation: value.translation.x, velocity: value.velocity.x) }
            .onCancelled { [weak self] in
                guard let self else { return }
                dragEnded(translation: dragTranslation, velocity: 0)
            })
    }

    /// The pages, in order.
    public var pages: [Node] { strip.children }

    /// The selected page index, clamped to the pages.
    public var page: Int { min(max(selection.value, 0), max(pages.count - 1, 0)) }

    private func selectionDidChange() {
        if environment.reduceMotion, let graph {
            graph.runLoop.withTransaction(Transaction()) { setNeedsLayout() }
        } else {
            setNeedsLayout()
        }
    }

    private func dragChanged(_ translation: Double) {
        isDragging = true
        var t = translation.isFinite ? translation : 0
        // Past the first or last page the content resists, as a scroll view's rubber band.
        if (page == 0 && t > 0) || (page == pages.count - 1 && t < 0) { t /= 3 }
        dragTranslation = t
        if let graph {
            graph.runLoop.withTransaction(Transaction()) { setNeedsLayout() }
        } else {
            setNeedsLayout()
        }
    }

    /// The page a release settles on: the nearest page to where a flick projects the content,
    /// at most one page away from the page the drag started on.
    public func settlingPage(translation: Double, velocity: Double) -> Int {
        let width = max(size.width, 1)
        let v = velocity.isFinite ? velocity : 0
        let projected = (translation.isFinite ? translation : 0) + v * PagerNode.flickProjection
        // Any finite drag is valid input, however far (a pointer at 1e25): the position is
        // clamped to one page beyond either end before it becomes an index, and an infinite
        // projection (a finite but huge velocity) lands on that end too.
        let position = Double(page) - projected / width
        let bounded = position.isNaN ? Double(page) : min(max(position, -1), Double(pages.count))
        var target = Int(bounded.rounded())
        if abs(v) > PagerNode.flickVelocity, target == page { target += v < 0 ? 1 : -1 }
        return min(max(target, page - 1, 0), min(page + 1, pages.count - 1))
    }

    private func dragEnded(translation: Double, velocity: Double) {
        guard isDragging else { return }
        let target = settlingPage(translation: translation, velocity: velocity)
        isDragging = false
        dragTranslation = 0
        let animation = environment.reduceMotion ? nil : pageAnimation
        if let graph {
            graph.runLoop.withAnimation(animation) {
                selection.value = target
                setNeedsLayout()
            }
        } else {
            selection.value = target
            setNeedsLayout()
        }
    }

    public override func measure(_ proposal: ProposedSize) -> Size {
        var ideal = Size.zero
        if proposal.width == nil || proposal.height == nil {
            for page in pages {
                let size = page.sizeThatFits(.unspecified)
                ideal = Size(width: max(ideal.width, size.width), height: max(ideal.height, size.height))
            }
        }
        return proposal.replacingUnspecified(with: ideal)
    }

    public override func placeChildren(in size: Size) {
        let width = size.width
        let stripSize = Size(width: width * Double(max(pages.count, 1)), height: size.height)
        strip.pageSize = size
        strip.place(in: Rect(x: -Double(page) * width + dragTranslation, y: 0,
                             width: stripSize.width, height: stripSize.height),
                    proposal: ProposedSize(stripSize))
    }
}

/// The pages side by side, each the pager's size.
final class PagerStripNode: Node {
    var pageSize = Size.zero {
        didSet { if pageSize != oldValue { setNeedsLayout() } }
    }

    init(pages: [Node]) {
        super.init(debugName: "PagerStrip")
        for page in pages { adopt(page) }
        children = pages
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override func placeChildren(in size: Size) {
        // Each page is offered the pager's size and centred in its slot, as a parent centres a
        // child smaller than what it offered.
        let proposal = ProposedSize(pageSize)
        for (index, page) in children.enumerated() {
            let fitted = page.sizeThatFits(proposal)
            let slot = Rect(origin: Point(x: Double(index) * pageSize.width, y: 0), size: pageSize)
            page.place(in: Rect(origin: Alignment.center.origin(of: fitted, in: pageSize) + slot.origin, size: fitted),
                       proposal: proposal)
        }
    }
}

/// A pager over `pages` showing page `selection.value` (see `PagerNode`).
public func Pager(selection: State<Int>, @NodeBuilder pages: () -> [Node]) -> PagerNode {
    PagerNode(selection: selection, pages: pages())
}
