import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Shapes stroked with a paint")
struct ShapeStrokePaintTests {
    private static func paint(_ color: Color) -> Paint? {
        let stops = [GradientStop(0, color), GradientStop(1, color)]
        return LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 40, y: 0), stops: stops).map { .linearGradient($0) }
    }

    @Test("stroke(paint:) draws the outline with the paint, in the shape's coordinates")
    func strokesWithPaint() throws {
        let ring = Circle().stroke(try #require(Self.paint(Color(red: 0, green: 0, blue: 1))), lineWidth: 6)
        let graph = SceneGraph(root: ring.frame(width: 40, height: 40), size: Size(width: 40, height: 40))
        let canvas = try #require(Canvas(width: 40, height: 40))
        graph.render(in: canvas)
        // On the outline (radius 20 about the centre) the stroke is blue; the centre is not painted.
        #expect(canvas.pixmap[20, 1] == Color(red: 0, green: 0, blue: 1).premultiplied)
        #expect(canvas.pixmap[20, 20] == Color.white.premultiplied)
        #expect(ring.lineWidth == 6 && ring.strokeStyle.width == 6)
    }

    @Test("A bound stroke paint is made once per drawn change, never for changes no frame shows")
    func boundPaint() throws {
        let hue = State(0)
        var builds = 0
        let ring = Circle().stroke(hue, lineWidth: 4, cap: .round) { value -> Paint? in
            builds += 1
            return Self.paint(value == 0 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0))
        }
        let graph = SceneGraph(root: ring.frame(width: 40, height: 40), size: Size(width: 40, height: 40))
        let canvas = try #require(Canvas(width: 40, height: 40))
        graph.render(in: canvas)
        #expect(canvas.pixmap[20, 1] == Color(red: 1, green: 0, blue: 0).premultiplied)
        graph.advance(to: 1)
        graph.render(in: canvas)
        #expect(builds == 1)
        hue.value = 1
        hue.value = 1
        // Made when drawn, not when the state changes (a replay changes it many times unseen).
        #expect(builds == 1)
        #expect(graph.needsRedraw)
        graph.render(in: canvas)
        #expect(builds == 2)
        #expect(canvas.pixmap[20, 1] == Color(red: 0, green: 1, blue: 0).premultiplied)
        hue.value = 0
        hue.value = 1
        graph.render(in: canvas)
        #expect(builds == 3)
        #expect(ring.strokeStyle.cap == .round)
    }

    @Test("stroke(updating:) recolours the paint it holds, in place; a closure that reads the shape does not trap")
    func updatingInPlace() throws {
        let hue = State(0)
        var ring: ShapeNode?
        var seen: [Bool] = []
        let shape = Circle().stroke(hue, lineWidth: 4) { value, paint in
            // Reading the shape from the closure: no exclusive access is held on its paint.
            seen.append(ring?.strokePaint == nil)
            let color = value == 0 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0)
            if paint?.updateGradientStops({ stops in for i in stops.indices { stops[i].color = color } }) != true {
                paint = Self.paint(color)
            }
        }
        ring = shape
        let graph = SceneGraph(root: shape.frame(width: 40, height: 40), size: Size(width: 40, height: 40))
        let canvas = try #require(Canvas(width: 40, height: 40))
        graph.render(in: canvas)
        #expect(canvas.pixmap[20, 1] == Color(red: 1, green: 0, blue: 0).premultiplied)
        let storage = { () -> UInt? in
            guard case .linearGradient(let gradient)? = shape.strokePaint?.shader else { return nil }
            return gradient.stops.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        }
        let before = storage()
        hue.value = 1
        graph.render(in: canvas)
        #expect(canvas.pixmap[20, 1] == Color(red: 0, green: 1, blue: 0).premultiplied)
        #expect(storage() == before, "the same stops, recoloured where they are")
        #expect(seen == [true, true])
    }
}
