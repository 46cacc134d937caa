import Geometry
import Scene
import Testing
import TestSupport

@Suite("Frames, padding, overlays, geometry readers")
struct ModifierLayoutTests {
    private func dump(_ root: Node, _ width: Double, _ height: Double) -> String {
        SceneGraph(root: root, size: Size(width: width, height: height), text: FixedText()).layoutDump()
    }

    @Test("Padding proposes less and adds the insets back")
    func padding() {
        let root = Text("abcdef").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(dump(root, 100, 50) == """
            Padding 23 13 54 24
              Text 25 14 48 20
            """)
    }

    @Test("Fixed frame aligns its child; a nil dimension takes the child's")
    func fixedFrame() {
        let root = Text("ab").frame(width: 100, alignment: .trailing)
        #expect(dump(root, 200, 100) == """
            Frame 50 40 100 20
              Text 134 40 16 20
            """)
    }

    @Test("Flexible frame: max infinity fills, min holds, nil proposal takes the ideal")
    func flexibleFrame() {
        let graph = SceneGraph(root: Rectangle(), size: Size(width: 10, height: 10), text: FixedText())
        let fill = Text("ab").frame(maxWidth: .infinity)
        let bounded = Rectangle().frame(minWidth: 100, maxWidth: 200)
        let ideal = Rectangle().frame(idealWidth: 70, maxWidth: 60)
        graph.setRoot(VStack { fill; bounded; ideal })
        graph.layoutIfNeeded()
        #expect(fill.sizeThatFits(ProposedSize(width: 300, height: 50)) == Size(width: 300, height: 20))
        #expect(fill.sizeThatFits(.unspecified) == Size(width: 16, height: 20))
        #expect(bounded.sizeThatFits(ProposedSize(width: 300, height: 5)) == Size(width: 200, height: 5))
        #expect(bounded.sizeThatFits(ProposedSize(width: 50, height: 5)) == Size(width: 100, height: 5))
        #expect(ideal.sizeThatFits(ProposedSize(width: nil, height: 5)) == Size(width: 60, height: 5))
        // In a dumped layout, vertical too: maxHeight infinity fills the height.
        #expect(dump(Text("ab").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading), 120, 80) == """
            FlexibleFrame 0 0 120 80
              Text 0 60 16 20
            """)
    }

    @Test("Background and overlay get the node's size, with their alignment")
    func overlayAndBackground() {
        let root = Rectangle().frame(width: 100, height: 40)
            .background(Rectangle())
            .overlay(alignment: .topTrailing, Rectangle().frame(width: 10, height: 10))
        #expect(dump(root, 200, 100) == """
            Frame 50 30 100 40
              background: Rectangle 50 30 100 40
              Rectangle 50 30 100 40
              overlay: Frame 140 30 10 10
                Rectangle 140 30 10 10
            """)
    }

    @Test("A second background groups the node so it sits outside the first")
    func secondBackground() {
        let root = Text("ab").background(Rectangle()).background(Rectangle().named("Outer"))
        #expect(dump(root, 100, 100) == """
            Group 42 40 16 20
              background: Outer 42 40 16 20
              Text 42 40 16 20
                background: Rectangle 42 40 16 20
            """)
        let padded = Text("ab").background(Rectangle()).padding(4).background(Rectangle().named("Outer"))
        #expect(dump(padded, 100, 100) == """
            Padding 38 36 24 28
              background: Outer 38 36 24 28
              Text 42 40 16 20
                background: Rectangle 42 40 16 20
            """)
    }

    @Test("Position places the child's centre and takes the proposal")
    func position() {
        let root = Rectangle().frame(width: 20, height: 10).position(x: 30, y: 40)
        #expect(dump(root, 200, 100) == """
            Position 0 0 200 100
              Frame 20 35 20 10
                Rectangle 20 35 20 10
            """)
    }

    @Test("A geometry reader's children receive its size")
    func geometryReader() {
        var seen: [Size] = []
        let root = HStack(spacing: 0) {
            Rectangle().frame(width: 40)
            GeometryReader { size in
                seen.append(size)
                return [Rectangle().frame(width: size.width / 2, height: size.height / 4)]
            }
        }
        #expect(dump(root, 240, 100) == """
            HStack 0 0 240 100
              Frame 0 0 40 100
                Rectangle 0 0 40 100
              GeometryReader 40 0 200 100
                Frame 40 0 100 25
                  Rectangle 40 0 100 25
            """)
        #expect(seen == [Size(width: 200, height: 100)])
    }

    @Test("Render effects never change layout")
    func renderEffectsLeaveLayout() {
        let shape = Rectangle().frame(width: 20, height: 20)
        let graph = SceneGraph(root: HStack(spacing: 0) { shape; Rectangle().frame(width: 20, height: 20) },
                               size: Size(width: 100, height: 100), text: FixedText())
        let before = graph.layoutDump()
        shape.offset = Point(x: 30, y: 5)
        shape.scale = Size(width: 2, height: 2)
        shape.rotation = 1
        shape.opacity = 0.5
        #expect(graph.layoutDump() == before)
    }
}
