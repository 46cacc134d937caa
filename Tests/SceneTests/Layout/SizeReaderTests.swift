import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Size reader: content built once that follows its size")
struct SizeReaderTests {
    @Test("The content is laid out with the size it derives from, in the same layout")
    func layoutFollowsSize() {
        let root = SizeReader { size in
            Rectangle()
                .frame(width: 0, height: 0)
                .bind(size) { frame, size in
                    frame.width = size.width / 2
                    frame.height = size.height / 4
                }
        }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100), text: FixedText())
        #expect(graph.layoutDump() == """
            SizeReader 0 0 200 100
              Frame 0 0 100 25
                Rectangle 0 0 100 25
            """)
        graph.size = Size(width: 80, height: 40)
        #expect(graph.layoutDump() == """
            SizeReader 0 0 80 40
              Frame 0 0 40 10
                Rectangle 0 0 40 10
            """)
        #expect(root.sizeSource.value == Size(width: 80, height: 40))
    }

    /// Regression guard for what `GeometryReader` cannot do: its rebuild on resize would lose the
    /// rotation in flight and any state made with the nodes.
    @Test("A resize keeps the nodes, their state and an animation in flight")
    func resizeKeepsNodesAndAnimations() {
        var builds = 0
        let spinning = Rectangle().fill(.black)
        let root = SizeReader { size in
            let _ = builds += 1
            spinning.offset(size) { Point(x: $0.width / 4, y: 0) }
        }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        graph.withAnimation(.linear(duration: 1)) { spinning.rotation = Double.pi }
        graph.advance(to: 0.25)
        graph.size = Size(width: 400, height: 100)
        graph.layoutIfNeeded()
        graph.advance(to: 0.5)
        #expect(builds == 1)
        #expect(root.children.first === spinning)
        #expect(spinning.offset == Point(x: 100, y: 0))
        #expect(approx(spinning.presentationRotation, Double.pi / 2))
    }

    @Test("A resize settles in one extra pass; a layout at the same size publishes nothing")
    func passes() {
        var published: [Size] = []
        let root = SizeReader { size in
            Rectangle().frame(width: 0).bind(size) { frame, size in
                published.append(size)
                frame.width = size.width / 2
            }
        }
        let graph = SceneGraph(root: root, size: Size(width: 100, height: 50), text: FixedText())
        graph.layoutIfNeeded()
        #expect(published == [.zero, Size(width: 100, height: 50)])
        let passes = graph.layoutStatistics.passes
        graph.size = Size(width: 60, height: 50)
        graph.layoutIfNeeded()
        #expect(graph.layoutStatistics.passes == passes + 2)
        root.setNeedsLayout()
        graph.layoutIfNeeded()
        #expect(published == [.zero, Size(width: 100, height: 50), Size(width: 60, height: 50)])
    }

    @Test("A size change made by an animated layout applies in that transaction")
    func animatedLayoutTransaction() {
        let width = State(100.0)
        let bar = Rectangle().fill(.black)
        let reader = SizeReader { size in
            bar.opacity(size) { $0.width >= 150 ? 1 : 0.2 }
        }
        let root = reader.frame(width: 0, height: 50).bind(width) { frame, width in frame.width = width }
        let graph = SceneGraph(root: root, size: Size(width: 300, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        #expect(bar.opacity == 0.2)
        graph.withAnimation(.linear(duration: 1)) { width.value = 200 }
        graph.layoutIfNeeded()
        #expect(bar.opacity == 1)
        graph.advance(to: 0.5)
        #expect(approx(bar.presentationOpacity, 0.6))
    }
}
