import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Scene debug visit")
struct SceneDebugVisitTests {
    /// Scene points to device pixels: ×2, then moved by (3, 4).
    private static let device = Transform.scale(2).concatenating(.translation(x: 3, y: 4))

    private func visit(_ graph: SceneGraph, _ transform: Transform = SceneDebugVisitTests.device) -> [DebugNodeInfo] {
        var infos: [DebugNodeInfo] = []
        graph.debugVisit(rootTransform: transform) { infos.append($0) }
        return infos
    }

    private func info(_ name: String, in infos: [DebugNodeInfo]) throws -> DebugNodeInfo {
        try #require(infos.first { $0.debugName == name })
    }

    /// A 200 × 100 root with its content at the top-left, so frames are easy to work out.
    private func scene(_ content: Node) -> SceneGraph {
        let root = ZStack(alignment: .topLeading) { content }.frame(width: 200, height: 100, alignment: .topLeading).named("root")
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        return graph
    }

    @Test("Device bounds are the laid-out bounds through offsets and the root transform; depth counts attachments")
    func boundsAndDepth() throws {
        let inner = Rectangle().fill(.black).named("inner")
        let box = inner.frame(width: 40, height: 20).named("box").offset(x: 10, y: 5)
        let infos = visit(scene(box))
        // root (frame) 0 → ZStack 1 → box 2 → inner 3; the box sits at (10, 5) by its offset.
        #expect(infos.map(\.debugName) == ["root", "ZStack", "box", "inner"])
        #expect(infos.map(\.depth) == [0, 1, 2, 3])
        #expect(try info("root", in: infos).deviceBounds == Rect(x: 3, y: 4, width: 400, height: 200))
        // (10, 5, 40, 20) × 2 + (3, 4).
        #expect(try info("inner", in: infos).deviceBounds == Rect(x: 23, y: 14, width: 80, height: 40))
        #expect(try info("inner", in: infos).size == Size(width: 40, height: 20))
    }

    @Test("A rotation gives the bounding box of the turned rectangle")
    func rotated() throws {
        let box = Rectangle().fill(.black).frame(width: 40, height: 20).named("box").rotationEffect(Double.pi / 2)
        let bounds = try info("box", in: visit(scene(box))).deviceBounds
        // 40 × 20 turned a quarter about its centre (20, 10): x 10…30, y −10…30; then × 2 + (3, 4).
        #expect(approx(bounds, Rect(x: 23, y: -16, width: 40, height: 80), 1e-9))
    }

    @Test("Offscreen passes: opacity strictly between 0 and 1, masks, clip shapes; opacity 0 and masks are not visited")
    func offscreenPasses() throws {
        let content = HStack(spacing: 0) {
            Rectangle().fill(.black).frame(width: 10, height: 10).named("opaque")
            Rectangle().fill(.black).frame(width: 10, height: 10).opacity(0.5).named("faded")
            Rectangle().fill(.black).frame(width: 10, height: 10).opacity(0).named("invisible")
            Rectangle().fill(.black).frame(width: 10, height: 10).mask(Circle().named("maskShape")).named("masked")
            Rectangle().fill(.black).frame(width: 10, height: 10).clipShape(.circle).named("clipped")
            Rectangle().fill(.black).frame(width: 10, height: 10).opacity(0.5).clipShape(.circle).named("both")
        }
        let infos = visit(scene(content))
        #expect(try info("opaque", in: infos).offscreenPasses == [])
        #expect(try info("faded", in: infos).offscreenPasses == [.opacity])
        #expect(try info("faded", in: infos).opacity == 0.5)
        #expect(try info("masked", in: infos).offscreenPasses == [.mask])
        #expect(try info("clipped", in: infos).offscreenPasses == [.clipShape])
        #expect(try info("both", in: infos).offscreenPasses == [.opacity, .clipShape])
        #expect(!infos.contains { $0.debugName == "invisible" || $0.debugName == "maskShape" })
    }

    @Test("Hit testing: refused on a node, by an ancestor, and by a disappearing node; a transition's clip is named")
    func hitsAndDisappearing() throws {
        let blocked = ZStack {
            Rectangle().fill(.black).frame(width: 10, height: 10).named("blockedChild")
        }.allowsHitTesting(false).named("blocked")
        let clipAway = Transition.modifier(active: { size in TransitionEffect(clip: Rect(x: 0, y: 0, width: 0, height: size.height)) })
        let leaving = Rectangle().fill(.black).frame(width: 10, height: 10).transition(clipAway).named("leaving")
        let open = Rectangle().fill(.black).frame(width: 10, height: 10).named("open")
        let stack = HStack(spacing: 0) { blocked; leaving; open }
        let graph = scene(stack)
        graph.withAnimation(.linear(duration: 1)) { stack.removeChild(leaving) }
        graph.layoutIfNeeded()
        graph.advance(to: 0.5)
        let infos = visit(graph)
        #expect(try info("open", in: infos).hitTesting == .enabled)
        #expect(try info("open", in: infos).takesHits)
        #expect(try info("blocked", in: infos).hitTesting == .disabledHere)
        #expect(try info("blockedChild", in: infos).hitTesting == .disabledByAncestor)
        #expect(try !info("blockedChild", in: infos).isDisappearing)
        let leavingInfo = try info("leaving", in: infos)
        #expect(leavingInfo.isDisappearing && leavingInfo.hitTesting == .disabledHere)
        #expect(leavingInfo.offscreenPasses == [.transitionClip])
        #expect(try info("Rectangle", in: infos.filter { $0.isDisappearing }).hitTesting == .disabledByAncestor)
    }

    @Test("Visiting changes nothing in the scene: no layout, no repaint, no clip path built")
    func readOnly() throws {
        let clipped = Rectangle().fill(.black).frame(width: 40, height: 20).clipShape(.roundedRectangle(cornerRadius: 4))
        let graph = scene(clipped)
        let dump = graph.layoutDump()
        _ = visit(graph, .identity)
        #expect(clipped.outlines.clip == nil)
        let canvas = try #require(Canvas(width: 200, height: 100))
        graph.render(in: canvas)
        #expect(!graph.needsRedraw)
        _ = visit(graph, .identity)
        #expect(!graph.needsRedraw)
        #expect(graph.layoutDump() == dump)
        #expect(graph.render(in: canvas) == .none)
    }
}
