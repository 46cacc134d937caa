import Geometry
@testable import Scene
import Testing

/// A shape whose size animates builds its outline (for its shadow) on every frame: in the same
/// buffer each time, so those frames allocate nothing (`bench --scenes demos` counts them).
@Suite("An outline rebuilt for a new size reuses its buffer")
struct OutlineReuseTests {
    private func address(of path: Path?) -> Int {
        path?.elements.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } ?? 0
    }

    @Test("PathBuilder(reusing:) builds in the given buffer once the last path is gone")
    func builderReusesStorage() {
        var storage: [PathElement] = []
        var builder = PathBuilder(reusing: &storage)
        builder.addRoundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12)
        let first = address(of: builder.finish())
        storage = builder.releaseStorage()
        builder = PathBuilder(reusing: &storage)
        builder.addRoundedRect(Rect(x: 0, y: 0, width: 120, height: 70), cornerRadius: 12)
        let second = builder.finish()
        #expect(address(of: second) == first)
        #expect(second == Path.roundedRect(Rect(x: 0, y: 0, width: 120, height: 70), cornerRadius: 12))
    }

    @Test("A rounded rectangle's outline at a new size is the same path as before, in the same buffer")
    func shapeOutlineReusesStorage() {
        let shape = ShapeNode(.roundedRectangle(cornerRadius: 24))
        let first = address(of: shape.outline(in: Rect(x: 0, y: 0, width: 80, height: 40), time: 0))
        let grown = shape.outline(in: Rect(x: 0, y: 0, width: 90, height: 45), time: 0)
        #expect(address(of: grown) == first)
        #expect(grown == Path.roundedRect(Rect(x: 0, y: 0, width: 90, height: 45), cornerRadius: 24))
        #expect(shape.outline(in: Rect(x: 0, y: 0, width: 90, height: 45), time: 0) == grown)
    }
}
