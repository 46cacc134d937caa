import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing
import TestSupport

/// The segmented control with `FixedText`: "One", "Two", "Three" are 24, 24 and 40 pt wide, so
/// the ideal width is 3 × (40 + 2 × 10) + 2 × 2 = 184 and each segment 60 pt, at x = 2, 62, 122.
@Suite("Segmented control: equal segments and a sliding selection")
struct SegmentedControlTests {
    static let titles = ["One", "Two", "Three"]

    final class Fixture {
        let selection: State<Int>
        let control: SegmentedControlNode
        let driver: SceneDriver

        init(selected: Int = 0, width: Double = 184, reduceMotion: Bool = false) {
            selection = State(selected)
            control = SegmentedControl(selection: selection, segments: SegmentedControlTests.titles)
            let graph = SceneGraph(root: control, size: Size(width: width, height: 24), text: FixedText())
            graph.reduceMotion = reduceMotion
            driver = SceneDriver(graph)
        }

        var graph: SceneGraph { driver.graph }
        /// The selected segment's background on screen now, in the scene.
        var thumbOnScreen: Rect { graph.bounds(of: control.thumb) ?? .zero }
        func center(ofSegment index: Int) -> Point { Point(x: 32 + 60 * Double(index), y: 12) }
    }

    @Test("Ideal width from the widest title; the proposed width is shared equally; 24 pt high")
    func layout() {
        let f = Fixture()
        #expect(f.control.sizeThatFits(.unspecified) == Size(width: 184, height: 24))
        #expect(f.control.sizeThatFits(ProposedSize(width: 304, height: 100)) == Size(width: 304, height: 24))
        #expect(f.control.frame == Rect(x: 0, y: 0, width: 184, height: 24))
        #expect(f.control.track.frame == Rect(x: 0, y: 0, width: 184, height: 24))
        #expect(f.control.cells.map(\.frame) == [
            Rect(x: 2, y: 0, width: 60, height: 24), Rect(x: 62, y: 0, width: 60, height: 24), Rect(x: 122, y: 0, width: 60, height: 24),
        ])
        #expect(f.control.thumb.frame == Rect(x: 2, y: 2, width: 60, height: 20))
        #expect(f.control.separators.map(\.frame) == [
            Rect(x: 61.5, y: 6, width: 1, height: 12), Rect(x: 121.5, y: 6, width: 1, height: 12),
        ])
        // Titles centred in their segments, on one line.
        #expect(f.graph.layoutBounds(of: f.control.cells[0].content) == Rect(x: 20, y: 2, width: 24, height: 20))
        #expect(f.graph.layoutBounds(of: f.control.cells[2].content) == Rect(x: 132, y: 2, width: 40, height: 20))
    }

    @Test("A wider proposal widens every segment; a narrow one keeps titles on one line")
    func proposedWidths() {
        let wide = Fixture(width: 304)
        #expect(wide.control.cells.map(\.frame.minX) == [2, 102, 202])
        #expect(wide.control.thumb.frame.width == 100)
        let narrow = Fixture(width: 64)
        #expect(narrow.control.cells[2].frame.width == 20)
        #expect(narrow.graph.layoutBounds(of: narrow.control.cells[2].content)?.size == Size(width: 40, height: 20))
    }

    @Test("A click selects a segment; the background slides there with the control's spring")
    func clickSelects() {
        let f = Fixture()
        let clickTime = f.driver.now
        f.driver.click(f.center(ofSegment: 2))
        #expect(f.selection.value == 2)
        #expect(f.control.thumb.frame.minX == 122)
        #expect(f.thumbOnScreen.minX == 2)
        f.driver.run(for: 0.1)
        let expected = 2 + 120 * f.control.selectionAnimation.progress(at: f.driver.now - clickTime)
        #expect(approx(f.thumbOnScreen.minX, expected, 1e-9))
        #expect(f.thumbOnScreen.minX > 10 && f.thumbOnScreen.minX < 115)
        f.driver.run(for: 2)
        #expect(approx(f.thumbOnScreen.minX, 122, 1e-3))
        f.driver.click(f.center(ofSegment: 0))
        #expect(f.selection.value == 0)
    }

    @Test("Code setting the selection slides the background with the same spring")
    func codeSelects() {
        let f = Fixture()
        let start = f.driver.now
        f.selection.value = 1
        f.graph.layoutIfNeeded()
        f.driver.run(for: 0.15)
        let expected = 2 + 60 * f.control.selectionAnimation.progress(at: f.driver.now - start)
        #expect(approx(f.thumbOnScreen.minX, expected, 1e-9))
        f.driver.run(for: 2)
        #expect(approx(f.thumbOnScreen.minX, 62, 1e-3))
    }

    @Test("The hairlines beside the selection fade out; the others show")
    func separators() {
        let f = Fixture()
        #expect(f.control.separators.map(\.opacity) == [0, 1])
        f.selection.value = 1
        #expect(f.control.separators.map(\.opacity) == [0, 0])
        f.selection.value = 2
        #expect(f.control.separators.map(\.opacity) == [1, 0])
        f.driver.run(for: 0.1)
        #expect(f.control.separators[0].presentationOpacity < 1)
        f.driver.run(for: 1)
        #expect(f.control.separators.map(\.presentationOpacity) == [1, 0])
    }

    @Test("A press dims its title; released over another segment it selects nothing")
    func pressAndWander() {
        let f = Fixture()
        f.graph.handle(.pointerDown(f.center(ofSegment: 1), .primary), at: f.driver.now)
        #expect(f.control.cells[1].isPressed)
        #expect(f.control.cells[1].opacity < 1)
        f.graph.handle(.pointerMoved(f.center(ofSegment: 2)), at: f.driver.now + 0.1)
        f.graph.handle(.pointerUp(f.center(ofSegment: 2), .primary), at: f.driver.now + 0.1)
        #expect(f.selection.value == 0)
        #expect(!f.control.cells[1].isPressed)
    }

    @Test("Out-of-range selections show the nearest segment and keep the state")
    func outOfRange() {
        let f = Fixture(selected: 7)
        #expect(f.control.selectedIndex == 2)
        #expect(f.control.thumb.frame.minX == 122)
        f.selection.value = -4
        f.graph.layoutIfNeeded()
        #expect(f.control.selectedIndex == 0)
        #expect(f.control.thumb.frame.minX == 2)
        #expect(f.selection.value == -4)
        #expect(f.control.separators.map(\.opacity) == [0, 1])
    }

    @Test("No segments: an empty track, nothing selected, no crash")
    func empty() {
        let selection = State(0)
        let control = SegmentedControl(selection: selection, segments: [])
        let driver = SceneDriver(SceneGraph(root: control, size: Size(width: 100, height: 40), text: FixedText()))
        #expect(control.sizeThatFits(.unspecified) == Size(width: 4, height: 24))
        #expect(control.selectedIndex == nil)
        #expect(control.thumb.opacity == 0)
        selection.value = 3
        driver.click(Point(x: 50, y: 20))
        driver.run(for: 0.5)
        #expect(control.thumb.frame.isFinite)
    }

    @Test("Under reduce motion the background jumps")
    func reduceMotion() {
        let f = Fixture(reduceMotion: true)
        f.driver.click(f.center(ofSegment: 2))
        #expect(f.thumbOnScreen.minX == 122)
        #expect(f.control.separators.map(\.presentationOpacity) == [1, 0])
    }

    @Test("Titles take the inherited foreground; the track follows the colour scheme")
    func colours() {
        let f = Fixture()
        let title = f.control.cells[0].content as? TextNode
        #expect(title?.color == .black)
        f.graph.environment.colorScheme = .dark
        #expect(title?.color == .white)
        #expect(f.control.thumb.fillColor == Color(r255: 99, g255: 99, b255: 102))
    }
}
