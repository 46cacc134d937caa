import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

/// The seed-001 highlight without glue: rows publish anchors, the highlight is a background of
/// the list that covers the selected row's anchor, the styled copy is masked by the same.
@Suite("Anchored frames: a node that follows a selected anchor")
struct AnchoredFrameTests {
    static let key = AnchorKey("test.row")

    final class Fixture {
        let selection = State<Int?>(1)
        let highlight = RoundedRectangle(cornerRadius: 13).fill(.black)
        let maskShape = RoundedRectangle(cornerRadius: 13).fill(.black)
        let driver: SceneDriver
        var taps: [Int] = []

        init() {
            let rows = VStack(alignment: .leading, spacing: 0) {
                for index in 0..<4 {
                    Rectangle().fill(.white).frame(width: 200, height: 48).anchorPreference(AnchoredFrameTests.key, value: index)
                }
            }
            let copy = VStack(alignment: .leading, spacing: 0) {
                for _ in 0..<4 { Rectangle().fill(.black).frame(width: 200, height: 48) }
            }.mask(maskShape.frame(anchor: AnchoredFrameTests.key, selection)).allowsHitTesting(false)
            let list = rows
                .background(alignment: .topLeading, highlight.frame(anchor: AnchoredFrameTests.key, selection))
                .overlay(copy)
            driver = SceneDriver(SceneGraph(root: list.padding(20), size: Size(width: 240, height: 232)))
        }
    }

    @Test("The highlight covers the selected row and slides to a new one with the transaction")
    func followsSelection() {
        let f = Fixture()
        f.driver.run(for: 0.1)
        #expect(f.highlight.frame == Rect(x: 0, y: 48, width: 200, height: 48))
        f.driver.graph.withAnimation(.spring(response: 0.5, dampingFraction: 0.825)) { f.selection.value = 3 }
        f.driver.graph.layoutIfNeeded()
        #expect(f.highlight.frame == Rect(x: 0, y: 144, width: 200, height: 48))
        f.driver.run(for: 0.1)
        let mid = f.highlight.presentationFrame.minY
        #expect(mid > 48 && mid < 144)
        // The mask travels exactly with the highlight: the colour wipe follows it.
        #expect(f.maskShape.presentationFrame == f.highlight.presentationFrame)
        f.driver.run(for: 2)
        #expect(approx(f.highlight.presentationFrame.minY, 144, 1e-6))
    }

    @Test("No selection fades the highlight out in place; a new one appears at its row")
    func deselectAndReselect() throws {
        let f = Fixture()
        let wrapper = try #require(f.highlight.parent as? AnchoredFrameNode)
        f.driver.graph.withAnimation(.linear(duration: 0.2)) { f.selection.value = nil }
        f.driver.run(for: 0.3)
        #expect(wrapper.presentationOpacity == 0)
        #expect(f.highlight.frame.minY == 48)
        f.driver.graph.withAnimation(.linear(duration: 0.2)) { f.selection.value = 2 }
        f.driver.graph.layoutIfNeeded()
        // At its row at once: only the opacity animates.
        #expect(f.highlight.presentationFrame.minY == 96)
        f.driver.run(for: 0.3)
        #expect(wrapper.presentationOpacity == 1)
    }

    @Test("When layout moves the rows, the highlight follows")
    func followsRelayout() throws {
        let f = Fixture()
        let padding = try #require(f.driver.graph.root as? PaddingNode)
        padding.insets = EdgeInsets(top: 60, leading: 10, bottom: 0, trailing: 30)
        f.driver.graph.layoutIfNeeded()
        let rows = padding.content
        #expect(rows.children.count == 4)
        let row = f.driver.graph.layoutBounds(of: rows.children[1])
        #expect(row != nil && f.driver.graph.layoutBounds(of: f.highlight) == row)
        #expect(f.driver.graph.layoutBounds(of: f.maskShape) == row)
    }

    @Test("The masked copy shows the selected style only under the highlight")
    func maskedCopy() throws {
        let f = Fixture()
        f.driver.run(for: 0.1)
        let canvas = try #require(Canvas(width: 240, height: 232))
        f.driver.graph.render(in: canvas)
        // Row 1 (y 68…116 in the scene) is covered by the copy's black, row 0 shows white.
        #expect(canvas.pixmap[100, 92] == Color.black.premultiplied)
        #expect(canvas.pixmap[100, 44] == Color.white.premultiplied)
    }
}
