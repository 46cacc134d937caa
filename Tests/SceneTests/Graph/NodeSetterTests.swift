import Geometry
import Raster
@testable import Scene
import Testing

/// A node's setters compare, assign, then mark: an unchanged value repaints nothing, a changed
/// one repaints the node.
@Suite("Node setters repaint only on a change")
struct NodeSetterTests {
    /// A scene drawn once, so that only what the next change marks needs drawing.
    private func drawnScene(_ node: Node) throws -> SceneGraph {
        let graph = SceneGraph(root: ZStack { node }, size: Size(width: 100, height: 100))
        let canvas = try #require(Canvas(width: 100, height: 100))
        graph.render(in: canvas)
        #expect(!graph.needsRedraw)
        return graph
    }

    private func shape() -> Node {
        Rectangle().fill(.black).frame(width: 20, height: 20)
    }

    @Test("Assigning the value a property already has marks nothing")
    func sameValueMarksNothing() throws {
        let node = shape()
        node.clipShape = .roundedRectangle(cornerRadius: 4)
        node.shadow = Shadow(color: .black, radius: 3, offset: Point(x: 0, y: 2))
        node.anchor = .topLeading
        let graph = try drawnScene(node)
        node.clipShape = .roundedRectangle(cornerRadius: 4)
        node.shadow = Shadow(color: .black, radius: 3, offset: Point(x: 0, y: 2))
        node.anchor = .topLeading
        node.allowsHitTesting = true
        node.contentShape = nil
        node.opacity = 1
        #expect(!graph.needsRedraw)
    }

    @Test("Each of clip shape, shadow, anchor, hit testing and content shape repaints when it changes",
          arguments: [0, 1, 2, 3, 4])
    func changeMarksPaint(property: Int) throws {
        let node = shape()
        let graph = try drawnScene(node)
        switch property {
        case 0: node.clipShape = .circle
        case 1: node.shadow = Shadow(color: .black, radius: 3, offset: Point(x: 0, y: 2))
        case 2: node.anchor = .bottomTrailing
        case 3: node.allowsHitTesting = false
        default: node.contentShape = .capsule
        }
        #expect(graph.needsRedraw)
    }

    @Test("A rounded rectangle with other radii, or a path, is a new clip shape")
    func shapeKindSameness() {
        #expect(ShapeKind.same(.roundedRectangle(cornerRadius: 4), .roundedRectangle(cornerRadius: 4)))
        #expect(!ShapeKind.same(.roundedRectangle(cornerRadius: 4), .roundedRectangle(cornerRadius: 5)))
        #expect(!ShapeKind.same(.circle, nil))
        #expect(!ShapeKind.same(.path { _ in nil }, .path { _ in nil }))
        #expect(ShapeKind.same(nil, nil))
    }
}
