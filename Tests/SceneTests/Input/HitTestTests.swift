import Animation
import Geometry
import Scene
import Testing

@Suite("Hit testing")
struct HitTestTests {
    @Test("A circle is hit inside its outline, not in its frame's corners")
    func circleOutline() {
        let circle = Circle().fill(.black)
        let graph = SceneGraph(root: circle.frame(width: 100, height: 100), size: Size(width: 100, height: 100))
        #expect(graph.hitTest(Point(x: 50, y: 50)) === circle)
        #expect(graph.hitTest(Point(x: 95, y: 50)) === circle)
        #expect(graph.hitTest(Point(x: 5, y: 5)) == nil)
    }

    @Test("An overlay with hit testing off lets events through to what is below")
    func overlayHitTestingOff() {
        let base = Rectangle().fill(.black)
        let cover = Rectangle().fill(.white)
        let root = base.frame(width: 100, height: 100).overlay(cover)
        let graph = SceneGraph(root: root, size: Size(width: 100, height: 100))
        #expect(graph.hitTest(Point(x: 50, y: 50)) === cover)
        cover.allowsHitTesting = false
        #expect(graph.hitTest(Point(x: 50, y: 50)) === base)
    }

    @Test("Hits follow offset, scale and rotation")
    func transforms() {
        let bar = Rectangle().fill(.black)
        let graph = SceneGraph(root: bar.frame(width: 100, height: 10), size: Size(width: 100, height: 100))
        // Laid out at (0, 45)–(100, 55); turned a quarter turn about its centre it is vertical.
        #expect(graph.hitTest(Point(x: 10, y: 50)) === bar)
        bar.rotation = Double.pi / 2
        #expect(graph.hitTest(Point(x: 10, y: 50)) == nil)
        #expect(graph.hitTest(Point(x: 50, y: 10)) === bar)
        bar.rotation = 0
        bar.offset = Point(x: 0, y: 30)
        #expect(graph.hitTest(Point(x: 10, y: 50)) == nil)
        #expect(graph.hitTest(Point(x: 10, y: 80)) === bar)
        bar.offset = .zero
        bar.scale = Size(width: 0.5, height: 1)
        #expect(graph.hitTest(Point(x: 10, y: 50)) == nil)
        #expect(graph.hitTest(Point(x: 30, y: 50)) === bar)
    }

    @Test("Clip shapes and masks limit hits")
    func clipAndMask() {
        let inner = Rectangle().fill(.black)
        let clipped = inner.frame(width: 100, height: 100).clipShape(.circle)
        let graph = SceneGraph(root: clipped, size: Size(width: 100, height: 100))
        #expect(graph.hitTest(Point(x: 50, y: 50)) === inner)
        #expect(graph.hitTest(Point(x: 3, y: 3)) == nil)

        let masked = Rectangle().fill(.black)
        let node = masked.frame(width: 100, height: 100)
        // The mask: a 40-point bar across the middle; its own hit testing does not matter.
        node.mask(Rectangle().fill(.black).frame(width: 100, height: 40).allowsHitTesting(false))
        graph.setRoot(node)
        #expect(graph.hitTest(Point(x: 50, y: 50)) === masked)
        #expect(graph.hitTest(Point(x: 50, y: 10)) == nil)
    }

    @Test("Containers are transparent; content shapes make a region hittable")
    func containersAndContentShape() {
        let stack = HStack(spacing: 50) {
            Rectangle().fill(.black).frame(width: 10, height: 10)
            Rectangle().fill(.black).frame(width: 10, height: 10)
        }
        let graph = SceneGraph(root: stack, size: Size(width: 70, height: 10))
        #expect(graph.hitTest(Point(x: 35, y: 5)) == nil)
        stack.contentShape(.rectangle)
        #expect(graph.hitTest(Point(x: 35, y: 5)) === stack)
    }

    @Test("Anchors resolve in any ancestor's coordinate space")
    func anchorsInAncestors() {
        let key = AnchorKey("row")
        var seen: [AnyHashable: Rect] = [:]
        let rows = VStack(spacing: 10) {
            ForEach(0..<3) { index in
                Rectangle().frame(width: 50, height: 20).anchorPreference(key, value: index)
            }
        }
        let panel = rows.padding(5)
        let root = HStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 10)
            panel
        }.onAnchors(key) { seen = $0 }
        let graph = SceneGraph(root: root, size: Size(width: 100, height: 90))
        graph.layoutIfNeeded()
        // The panel is 60 × 90 at x = 40 in the stack; row 1 is 5 + 30 down inside it.
        #expect(seen[AnyHashable(1)] == Rect(x: 45, y: 35, width: 50, height: 20))
        #expect(panel.resolveAnchors(key)[AnyHashable(2)] == Rect(x: 5, y: 65, width: 50, height: 20))
        #expect(graph.layoutBounds(of: rows.children[0], in: panel) == Rect(x: 5, y: 5, width: 50, height: 20))
        #expect(graph.layoutBounds(of: rows.children[0]) == Rect(x: 45, y: 5, width: 50, height: 20))
    }
}
