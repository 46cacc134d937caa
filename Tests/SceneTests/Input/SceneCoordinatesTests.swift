import Animation
import Geometry
import Scene
import Testing
import TestSupport

/// `Node.convertFromScene(_:)`: what a control built outside the engine uses to read a drag.
@Suite("Scene coordinates")
struct SceneCoordinatesTests {
    @Test("Through frames, offsets and scales of the node and its ancestors; nil for a singular transform or NaN")
    func convert() {
        let target = Rectangle().frame(width: 40, height: 20)
        let inner = VStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 30)
            target
        }
        inner.offset(x: 100, y: 0)
        let graph = SceneGraph(root: inner.frame(width: 200, height: 200, alignment: .topLeading), size: Size(width: 200, height: 200))
        graph.layoutIfNeeded()
        // The target's top-left is at (100, 30) in the scene.
        #expect(target.convertFromScene(Point(x: 100, y: 30)) == Point(x: 0, y: 0))
        #expect(target.convertFromScene(Point(x: 110, y: 45)) == Point(x: 10, y: 15))
        // Scaled 2× about its centre (20, 10): scene (100, 30) is local (10, 5).
        target.scaleEffect(2)
        let local = target.convertFromScene(Point(x: 100, y: 30))
        #expect(local.map { approx($0, Point(x: 10, y: 5)) } == true)
        #expect(target.convertFromScene(Point(x: .nan, y: 0)) == nil)
        target.scaleEffect(0)
        #expect(target.convertFromScene(Point(x: 100, y: 30)) == nil)
    }
}
