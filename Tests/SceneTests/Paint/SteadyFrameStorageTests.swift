import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

/// What timers and animators change in frames without input must reuse storage rather than
/// allocate (`bench --scenes demos` counts allocations per steady frame). A debug build
/// allocates on its own, so these tests check the storage itself: the same buffer before and
/// after, or storage made ahead of the change.
@Suite("Steady frames reuse storage")
struct SteadyFrameStorageTests {
    private func address(of nodes: [Node]) -> Int {
        nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    @Test("A Dynamic that drops a child without animation removes it in place (the drawer's animator ending)")
    func droppingAChildKeepsTheArray() throws {
        let showsBoth = State(true)
        let dynamic = Dynamic(showsBoth) { both in
            Rectangle().id("kept")
            if both { Rectangle().id("dropped") }
        }
        let graph = SceneGraph(root: dynamic, size: Size(width: 100, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        let kept = try #require(dynamic.children.first)
        let before = address(of: dynamic.children)
        showsBoth.value = false
        #expect(dynamic.children.count == 1 && dynamic.children.first === kept)
        #expect(address(of: dynamic.children) == before)
        // Back again: a real insertion, which still goes through the general path.
        showsBoth.value = true
        #expect(dynamic.children.count == 2 && dynamic.children.first === kept)
        #expect(dynamic.children.allSatisfy { !$0.isMatched })
    }

    @Test("Reordered or duplicated children still take the general path")
    func reorderingTakesTheGeneralPath() {
        let order = State(["a", "b", "c"])
        let dynamic = Dynamic(order) { ids in
            for id in ids { Rectangle().id(id) }
        }
        let graph = SceneGraph(root: dynamic, size: Size(width: 100, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        let nodes = dynamic.children
        order.value = ["c", "a"]
        #expect(dynamic.children.count == 2)
        #expect(dynamic.children.first === nodes[2] && dynamic.children.last === nodes[0])
        order.value = ["a", "a"]
        #expect(dynamic.children.count == 2 && dynamic.children.first === nodes[0] && dynamic.children.last !== nodes[0])
        #expect(dynamic.children.allSatisfy { !$0.isMatched })
    }

    @Test("An anchor reader whose anchors did not move is found equal without a new dictionary")
    func unchangedAnchorsAreEqual() {
        let key = AnchorKey("row")
        let row = Rectangle().frame(width: 40, height: 20).anchorPreference(key, value: "first")
        let root = VStack(spacing: 0) { Rectangle().frame(width: 40, height: 10); row }
        let graph = SceneGraph(root: root, size: Size(width: 100, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        let anchors = root.resolveAnchors(key)
        #expect(anchors.count == 1)
        #expect(root.anchorsEqual(key, anchors))
        var moved = anchors
        moved["first"] = Rect(x: 0, y: 0, width: 1, height: 1)
        #expect(!root.anchorsEqual(key, moved))
        #expect(!root.anchorsEqual(key, [:]))
    }

    @Test("A property set in withAnimation while its node is in no scene gets its motion storage then")
    func motionStorageIsMadeWhileBuilding() {
        let circle = Circle()
        circle.rotation = 1
        #expect(!circle.$rotation.hasMotionStorage)
        circle.withAnimation(.linear(duration: 1)) { circle.rotation = 2 }
        #expect(circle.$rotation.hasMotionStorage)
        #expect(circle.rotation == 2 && circle.$rotation.presentation(at: 0) == 2)
        // Without animation nothing is prepared.
        let other = Circle()
        other.withAnimation(nil) { other.rotation = 2 }
        #expect(!other.$rotation.hasMotionStorage)
        // A binding with an animation prepares on its first run, before the node joins a scene.
        let angle = State(0.0)
        let bound = Circle().bind(angle, animation: .linear(duration: 1)) { node, value in node.rotation = value }
        #expect(bound.$rotation.hasMotionStorage)
    }

    @Test("A shape drawn from its outline builds it when placed, not at its first paint")
    func outlineIsBuiltAtPlacement() {
        let ellipse = Ellipse().frame(width: 40, height: 20)
        let disc = Circle().frame(width: 20, height: 20)
        let graph = SceneGraph(root: HStack { ellipse; disc }, size: Size(width: 100, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        let shapes = graph.root.descendants(ofType: ShapeNode.self)
        #expect(shapes.first { if case .ellipse = $0.kind { true } else { false } }?.hasCachedOutline == true)
        // A circle is filled in closed form: no outline is needed.
        #expect(shapes.first { if case .circle = $0.kind { true } else { false } }?.hasCachedOutline == false)
    }

    @Test("A new shadow blur is made in the pixels of the one the cache dropped")
    func shadowBlurReusesDroppedStorage() throws {
        let canvas = try #require(Canvas(width: 200, height: 200))
        var cache = ShadowCache()
        func card(_ x: Double) throws -> Path {
            try #require(Path.roundedRect(Rect(x: x, y: 10, width: 60, height: 40), cornerRadius: 8))
        }
        func blur(_ x: Double) throws -> ShadowImage {
            var storage = cache.takeSpareStorage()
            let image = try #require(canvas.makeShadow(of: try card(x), radius: 6, offset: Point(x: 0, y: 2), reusing: &storage))
            cache.store(image)
            return image
        }
        var addresses: [Int] = []
        for step in 0..<ShadowCache.capacity {
            let image = try blur(Double(step))
            addresses.append(image.mask.values.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) })
        }
        // The seventh drops the first, whose pixels the eighth is made in.
        _ = try blur(20)
        let eighth = try blur(21)
        #expect(eighth.mask.values.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } == addresses[0])
        // And it is the blur a fresh buffer gets.
        let fresh = try #require(canvas.makeShadow(of: try card(21), radius: 6, offset: Point(x: 0, y: 2)))
        #expect(fresh.mask.values == eighth.mask.values)
    }
}

/// A circle stroked whole or trimmed is drawn in closed form, as `Canvas.strokeArc` draws it.
@Suite("Circle strokes in closed form")
struct CircleStrokeTests {
    @Test("A trimmed circle with round caps, and a whole one, are the canvas's arc and ring",
          arguments: [(0.0, 0.7, LineCap.round), (0.2, 0.95, LineCap.butt), (0.0, 1.0, LineCap.butt)])
    func circleStrokeIsAnArc(start: Double, end: Double, cap: LineCap) throws {
        let color = Color(red: 0.2, green: 0.4, blue: 0.9)
        let root = Circle().stroke(color, lineWidth: 6, cap: cap).trim(from: start, to: end)
            .frame(width: 80, height: 80).frame(width: 100, height: 100)
        let graph = SceneGraph(root: root, size: Size(width: 100, height: 100), text: FixedText())
        graph.clearsBackground = false
        let scene = try #require(Canvas(width: 100, height: 100))
        graph.render(in: scene)
        let direct = try #require(Canvas(width: 100, height: 100))
        direct.strokeArc(center: Point(x: 50, y: 50), radius: 40, startAngle: 2 * .pi * start, sweep: 2 * .pi * (end - start),
                         width: 6, cap: cap, with: .solid(color))
        #expect(scene.pixmap.pixels == direct.pixmap.pixels)
        #expect(scene.pixmap.pixels.contains { $0 != 0 })
    }
}
