import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

/// `zIndex` orders siblings for drawing and hit testing, as SwiftUI's does, without moving them in
/// the tree: what the card stack uses to fly a card over the others.
@Suite("zIndex: drawing and hit order among siblings")
struct ZIndexTests {
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let green = Color(red: 0, green: 1, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)
    private static let size = Size(width: 60, height: 60)

    /// Three squares over the same middle, red first: without `zIndex`, blue is on top.
    private func squares() -> (root: ZStackNode, red: Node, green: Node, blue: Node) {
        let red = Rectangle().fill(Self.red).frame(width: 40, height: 40).offset(x: -5)
        let green = Rectangle().fill(Self.green).frame(width: 40, height: 40)
        let blue = Rectangle().fill(Self.blue).frame(width: 40, height: 40).offset(x: 5)
        return (ZStack { red; green; blue }, red, green, blue)
    }

    private func middle(_ graph: SceneGraph) throws -> PremultipliedColor {
        let canvas = try #require(Canvas(width: 60, height: 60))
        graph.render(in: canvas)
        return canvas.pixmap[30, 30]
    }

    @Test("Siblings draw in ascending zIndex, equal ones in their order; hits take the front one")
    func orderFollowsZIndex() throws {
        let (root, red, green, blue) = squares()
        let graph = SceneGraph(root: root, size: Self.size, text: FixedText())
        #expect(try middle(graph) == Self.blue.premultiplied)
        #expect(graph.hitTest(Point(x: 30, y: 30))?.parent === blue, "the square inside the front frame")
        red.zIndex = 1
        #expect(try middle(graph) == Self.red.premultiplied)
        #expect(graph.hitTest(Point(x: 30, y: 30))?.parent === red, "the square inside the front frame")
        // Equal: the later child wins, as without any zIndex.
        green.zIndex = 1
        #expect(try middle(graph) == Self.green.premultiplied)
        #expect(graph.hitTest(Point(x: 30, y: 30))?.parent === green, "the square inside the front frame")
        blue.zIndex = -1
        red.zIndex = 0
        green.zIndex = 0
        #expect(try middle(graph) == Self.green.premultiplied)
        #expect(root.children.map { ObjectIdentifier($0) } == [red, green, blue].map { ObjectIdentifier($0) },
                "the tree keeps its order")
        blue.zIndex = .nan
        #expect(blue.zIndex == 0)
        #expect(try middle(graph) == Self.blue.premultiplied)
    }

    @Test("A zIndex change repaints what it changes: the frame equals a fresh render")
    func changeRepaints() throws {
        let (root, red, _, _) = squares()
        let graph = SceneGraph(root: root, size: Self.size, text: FixedText())
        let canvas = try #require(Canvas(width: 60, height: 60))
        graph.render(in: canvas)
        red.zIndex = 2
        #expect(graph.render(in: canvas) != .none)
        let fresh = try #require(Canvas(width: 60, height: 60))
        graph.setNeedsFullRedraw()
        graph.render(in: fresh)
        #expect(canvas.pixmap.pixels == fresh.pixmap.pixels)
        #expect(canvas.pixmap[30, 30] == Self.red.premultiplied)
    }

    @Test("Changing zIndex again sorts in the storage it has: no new buffer in a steady frame")
    func reordersInPlace() throws {
        let (root, red, green, _) = squares()
        let graph = SceneGraph(root: root, size: Self.size, text: FixedText())
        red.zIndex = 1
        _ = try middle(graph)
        let before = root.paintCache.drawingOrder.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        green.zIndex = 2
        red.zIndex = 3
        _ = try middle(graph)
        #expect(root.paintCache.drawingOrder == [2, 1, 0])
        #expect(root.paintCache.drawingOrder.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } == before)
    }
}
