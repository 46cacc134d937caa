import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing

/// Non-finite values reaching layout after it ran (NaN spacing, frames, positions, padding,
/// anchors) leave every frame finite.
@Suite("NaN set after layout leaves every frame finite")
struct NonFiniteLayoutTests {
    func canvas() -> Canvas { Canvas(width: 200, height: 200)! }

    @Test("A NaN stack spacing set after layout leaves every frame finite")
    func nanSpacing() {
        let stack = HStack { Rectangle().frame(width: 10, height: 10); Rectangle().frame(width: 10, height: 10) }
        let graph = SceneGraph(root: stack, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        stack.spacing = .nan
        graph.render(in: c)
        #expect(stack.children.allSatisfy { $0.frame.isFinite })
    }

    @Test("NaN set on frames, positions, spacers, padding and anchors after layout leaves every frame finite")
    func nanSetters() {
        let r = Rectangle().fill(.black)
        let f = r.frame(width: 10, height: 10)
        let p = Circle().fill(.black).position(x: 10, y: 10)
        let s = Spacer()
        let pad = Rectangle().fill(.black).padding(2)
        let root = HStack { f; p; s; pad }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        f.width = .nan; p.position = Point(x: .nan, y: 1); s.minLength = .nan; pad.insets = EdgeInsets(all: .nan)
        r.anchor = UnitPoint(x: .nan, y: 0); r.scale = Size(width: 2, height: 2)
        r.shadow = Shadow(radius: 3)
        graph.render(in: c)
        _ = graph.hitTest(Point(x: 50, y: 100))
        graph.handle(.resized(Size(width: .nan, height: 100)), at: 0)
        graph.render(in: c)
        #expect(root.frame.isFinite && f.frame.isFinite && p.frame.isFinite)
    }
}
