import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing
import TestSupport

/// The menu of seed 001 (D2 in demos.md) from engine parts: a highlight placed at the selected
/// row's anchor, a styled copy of the list masked by a second highlight (the colour wipe), an
/// overlay that takes no hits, and a colour-scheme background whose identity is the scheme,
/// inserted by a custom transition that grows from the picker's anchor rectangle.
private final class Menu {
    static let rowKey = AnchorKey("menu.row")
    static let pickerKey = AnchorKey("menu.picker")
    static let items = ["Workload sheet", "Dashboard", "Projects", "Departments"]
    static let text = Color(red: 0.325, green: 0.40, blue: 0.31)
    static let selectedForeground = Color(red: 0.224, green: 0.616, blue: 0.161)
    static let selectionBackground = Color(red: 0.886, green: 0.914, blue: 0.882)
    static let spring = AnimationSpec.spring(response: 0.5, dampingFraction: 0.825)

    let graph: SceneGraph
    let highlight: ShapeNode
    let highlightFrame: FrameNode
    let maskShape: ShapeNode
    let maskFrame: FrameNode
    let backgrounds: ZStackNode
    let list: ZStackNode
    var selection: Int? = 1
    var pickerRect = Rect.zero
    var scheme = "light"

    static func list(selected: Bool) -> StackNode {
        VStack(alignment: .leading, spacing: 0) {
            for (index, title) in Menu.items.enumerated() {
                HStack(spacing: 24) {
                    Rectangle().fill(selected ? Menu.selectedForeground : Menu.text).frame(width: 48, height: 48)
                    Text(title, color: selected ? Menu.selectedForeground : Menu.text)
                }.frame(width: 260, height: 48, alignment: .leading).anchorPreference(Menu.rowKey, value: index).id(index)
            }
        }
    }

    init() {
        let highlight = RoundedRectangle(cornerRadius: 13).fill(Menu.selectionBackground)
        let highlightFrame = highlight.frame(width: 0, height: 0)
        let maskShape = RoundedRectangle(cornerRadius: 13).fill(.black)
        let maskFrame = maskShape.frame(width: 0, height: 0)
        let base = Menu.list(selected: false)
        let styled = Menu.list(selected: true)
        styled.mask(ZStack(alignment: .topLeading) { maskFrame }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let list = ZStack(alignment: .topLeading) {
            ZStack(alignment: .topLeading) { highlightFrame }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            base
            styled.allowsHitTesting(false)
        }
        let picker = Rectangle().fill(.white).frame(width: 272, height: 48).anchorPreference(Menu.pickerKey, value: "picker")
        let backgrounds = ZStack {}
        let menu = VStack(alignment: .leading, spacing: 16) { list; picker }.padding(20)
        let root = ZStack(alignment: .topLeading) {
            backgrounds
            menu
        }
        self.highlight = highlight
        self.highlightFrame = highlightFrame
        self.maskShape = maskShape
        self.maskFrame = maskFrame
        self.backgrounds = backgrounds
        self.list = list
        graph = SceneGraph(root: root, size: Size(width: 320, height: 340), text: FixedText())
        graph.backgroundColor = .white
        // The highlight and its mask follow the selected row's anchor, in the list's space.
        list.onAnchors(Menu.rowKey) { [unowned self] rows in place(rows) }
        root.onAnchors(Menu.pickerKey) { [unowned self] anchors in pickerRect = anchors["picker"] ?? .zero }
        for (index, row) in base.children.enumerated() {
            row.onTapGesture { [unowned self] in select(index) }
        }
        backgrounds.setChildren([background(for: "light")])
        graph.layoutIfNeeded()
    }

    private func place(_ rows: [AnyHashable: Rect]) {
        let rect = selection.flatMap { rows[AnyHashable($0)] }
        for (frame, shape) in [(highlightFrame, highlight as Node), (maskFrame, maskShape as Node)] {
            frame.width = rect?.width ?? 0
            frame.height = rect?.height ?? 0
            frame.offset = rect?.origin ?? frame.offset
            shape.opacity = rect == nil ? 0 : 1
        }
    }

    func select(_ index: Int) {
        graph.withAnimation(Menu.spring) {
            selection = selection == index ? nil : index
            // The anchors did not move, but what the reader makes of them did.
            list.setNeedsAnchorUpdate()
        }
    }

    func background(for scheme: String) -> Node {
        let colour = scheme == "light" ? Color(red: 0.824, green: 0.843, blue: 0.820) : Color(red: 0.102, green: 0.102, blue: 0.102)
        // The picker's rectangle when the scheme changes (transitions are Sendable values).
        let picker = pickerRect
        let grow = Transition.modifier(active: { _ in TransitionEffect(clip: picker, clipCornerRadius: 13) })
        return RoundedRectangle(cornerRadius: 24).fill(colour).id(scheme)
            .transition(.asymmetric(insertion: grow, removal: .identity))
    }

    func switchScheme(to scheme: String) {
        self.scheme = scheme
        graph.withAnimation(.default) { backgrounds.setChildren([background(for: scheme)]) }
    }

    /// A click at `time`, then the frame that follows it (layout, where anchor readers run).
    func click(_ point: Point, at time: Double) {
        graph.advance(to: time)
        graph.handle(.pointerDown(point, .primary), at: time)
        graph.handle(.pointerUp(point, .primary), at: time)
        graph.layoutIfNeeded()
    }
}

@Suite("Menu scenario: anchors, masked overlay, identity transition")
struct MenuScenarioTests {
    @Test("The highlight starts on the selected row's anchor and slides to the clicked one")
    func highlightFollowsSelection() {
        let menu = Menu()
        // Rows are 48 high from y = 0 in the list; Dashboard is row 1.
        #expect(menu.highlightFrame.offset == Point(x: 0, y: 48))
        #expect(menu.highlightFrame.frame.size == Size(width: 260, height: 48))
        // Click Projects (row 2): the list sits at (20, 20) in the scene.
        menu.click(Point(x: 60, y: 20 + 96 + 24), at: 0)
        #expect(menu.selection == 2)
        #expect(menu.highlightFrame.offset == Point(x: 0, y: 96))
        menu.graph.advance(to: 0.1)
        let mid = menu.highlightFrame.presentationOffset.y
        #expect(mid > 48 && mid < 96)
        // The mask travels with the highlight, so the colour wipe follows it exactly.
        #expect(menu.maskFrame.presentationOffset == menu.highlightFrame.presentationOffset)
        menu.graph.advance(to: 2)
        #expect(abs(menu.highlightFrame.presentationOffset.y - 96) < 0.01)
    }

    @Test("The styled copy shows only under the highlight, and clicks pass through it")
    func maskedOverlay() throws {
        let menu = Menu()
        let canvas = try #require(Canvas(width: 320, height: 340))
        menu.click(Point(x: 60, y: 20 + 96 + 24), at: 0)
        menu.graph.advance(to: 3)
        menu.graph.render(in: canvas)
        // Icon boxes at x 20…68: row 2 (y 116…164) shows the selected colour, row 1 the plain one.
        #expect(canvas.pixmap[44, 140] == Menu.selectedForeground.premultiplied)
        #expect(canvas.pixmap[44, 92] == Menu.text.premultiplied)
        // A click lands on the base list's row, under the overlay that takes no hits.
        menu.click(Point(x: 60, y: 20 + 24), at: 3)
        #expect(menu.selection == 0)
        // Clicking the selected row deselects it: the highlight goes away.
        menu.click(Point(x: 60, y: 20 + 24), at: 3.1)
        #expect(menu.selection == nil)
        menu.graph.advance(to: 6)
        #expect(menu.highlight.presentationOpacity == 0)
    }

    @Test("A new scheme's background grows from the picker; the old one stays until it is done")
    func schemeTransition() {
        let menu = Menu()
        let old = menu.backgrounds.children[0]
        menu.switchScheme(to: "dark")
        menu.graph.layoutIfNeeded()
        let new = menu.backgrounds.children.last!
        #expect(menu.backgrounds.children.count == 2 && old.isDisappearing)
        let size = new.frame.size
        let start = new.transitionEffect(at: menu.graph.timeline.now, size: size)
        #expect(start.clip == menu.pickerRect)
        menu.graph.advance(to: 0.2)
        let growing = new.transitionEffect(at: 0.2, size: size).clip ?? .zero
        #expect(growing.width > menu.pickerRect.width && growing.width < size.width)
        // The removal is `.identity`: the old background is untouched while it waits.
        #expect(old.transitionEffect(at: 0.2, size: old.frame.size).clip == nil)
        #expect(old.transitionEffect(at: 0.2, size: old.frame.size).opacity == 1)
        menu.graph.advance(to: 3)
        #expect(menu.backgrounds.children.count == 1 && menu.backgrounds.children[0] === new)
        #expect(new.transitionEffect(at: 3, size: size).clip == nil)
    }
}
