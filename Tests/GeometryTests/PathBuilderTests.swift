import Foundation
import TestSupport
import Testing
import Geometry

@Suite("PathBuilder and shapes")
struct PathBuilderTests {
    /// All vertices of the path flattened very finely (user space).
    func fineVertices(_ path: Path) -> [Point] {
        var polys = Polygons()
        path.flatten(transform: .identity, tolerance: 0.001, into: &polys)
        return polys.points
    }

    @Test func finishNilCases() {
        #expect(PathBuilder().finish() == nil)
        var onlyMove = PathBuilder()
        onlyMove.move(to: pt(1, 1))
        onlyMove.close()
        #expect(onlyMove.finish() == nil)
        var nan = PathBuilder()
        nan.move(to: pt(0, 0))
        nan.line(to: pt(.nan, 1))
        #expect(nan.finish() == nil)
        var inf = PathBuilder()
        inf.addCircle(center: pt(0, 0), radius: .infinity)
        #expect(inf.finish() == nil)
        #expect(Path.rect(Rect(x: 0, y: 0, width: 0, height: 10)) == nil)
        #expect(Path.circle(center: .zero, radius: 0) == nil)
        #expect(Path.ellipse(in: .zero) == nil)
        #expect(Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .nan) == nil)
        #expect(Path.arc(center: .zero, radius: 5, startAngle: 1, endAngle: 1, clockwise: true) == nil)
    }

    @Test func builderRules() throws {
        var b = PathBuilder()
        b.move(to: pt(5, 5))
        b.move(to: pt(1, 1)) // consecutive moves collapse
        b.line(to: pt(2, 1))
        b.close()
        b.line(to: pt(3, 3)) // implicit move to the closed subpath's start
        b.move(to: pt(9, 9)) // trailing move is dropped
        let path = try #require(b.finish())
        #expect(path.elements == [.move(pt(1, 1)), .line(pt(2, 1)), .close, .move(pt(1, 1)), .line(pt(3, 3))])
        #expect(path.bounds == Rect(x: 1, y: 1, width: 2, height: 2))
        #expect(path.subpathCount == 2)
    }

    @Test func rectIsClockwiseFromTopLeft() throws {
        let path = try #require(Path.rect(Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect(path.elements == [.move(pt(1, 2)), .line(pt(4, 2)), .line(pt(4, 6)), .line(pt(1, 6)), .close])
    }

    @Test func roundedRectRadiusIsClamped() throws {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        let clamped = try #require(Path.roundedRect(rect, cornerRadius: 50))
        // Radius becomes 20 (half the shorter side): the path starts at (20, 0).
        #expect(clamped.elements.first == .move(pt(20, 0)))
        #expect(clamped == Path.capsule(in: rect))
        #expect(clamped.bounds == rect)
        // Negative radius → plain rectangle corners.
        let square = try #require(Path.roundedRect(rect, cornerRadius: -3))
        #expect(square.elements.first == .move(pt(0, 0)))
        #expect(!square.elements.contains { if case .cubic = $0 { return true } else { return false } })
    }

    @Test func cornerRadiiScaleTogether() throws {
        // 80 + 80 does not fit in a width of 100: all radii scale by 100/160.
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let path = try #require(Path.roundedRect(rect, cornerRadii: (topLeft: 80, topRight: 80, bottomRight: 0, bottomLeft: 0)))
        #expect(path.elements.first == .move(pt(50, 0)))
        let length = path.length()
        // Two quarter circles of r = 50 and straight parts: 2·(π/2·50) + 50 + 100 + 50.
        #expect(approx(length, .pi * 50 + 200, 1e-3))
    }

    @Test func clockwiseArcRunsDownOnScreen() throws {
        let c = pt(50, 50), r = 10.0
        let arc = try #require(Path.arc(center: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true))
        let pts = fineVertices(arc)
        let expected = pt(c.x + r * cos(.pi / 4), c.y + r * sin(.pi / 4)) // y down: below the centre
        #expect(pts.contains { $0.distance(to: expected) < 0.01 })
        #expect(pts.allSatisfy { $0.y >= c.y - 1e-9 && $0.x >= c.x - 1e-9 })
        #expect(approx(arc.length(), .pi / 2 * r, 1e-4))
    }

    @Test func counterclockwiseArcTakesTheLongWay() throws {
        let c = pt(0, 0), r = 10.0
        let arc = try #require(Path.arc(center: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false))
        #expect(approx(arc.length(), 1.5 * .pi * r, 1e-3))
        #expect(fineVertices(arc).contains { $0.distance(to: pt(0, -10)) < 0.01 }) // passes 12 o'clock
        // Clockwise with end < start wraps forward; 0 → 2π is a full circle.
        let wrap = try #require(Path.arc(center: c, radius: r, startAngle: .pi / 2, endAngle: 0, clockwise: true))
        #expect(approx(wrap.length(), 1.5 * .pi * r, 1e-3))
        let full = try #require(Path.arc(center: c, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true))
        #expect(approx(full.length(), 2 * .pi * r, 1e-3))
    }

    @Test func arcConnectsToAnOpenSubpath() throws {
        var b = PathBuilder()
        b.move(to: pt(0, 0))
        b.arc(center: pt(20, 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        let path = try #require(b.finish())
        #expect(path.elements[0] == .move(pt(0, 0)))
        #expect(path.elements[1] == .line(pt(10, 0)))
        // No open subpath → the arc moves to its start.
        var m = PathBuilder()
        m.arc(center: pt(20, 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(try #require(m.finish()).elements[0] == .move(pt(10, 0)))
        // A clockwise half circle from 9 o'clock passes 12 o'clock (y up is -y).
        #expect(fineVertices(path).contains { $0.distance(to: pt(20, -10)) < 0.01 })
    }

    @Test func arcPiecesSpanAtMost90Degrees() throws {
        let arc = try #require(Path.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true))
        let cubics = arc.elements.filter { if case .cubic = $0 { return true } else { return false } }
        #expect(cubics.count >= 4)
    }

    @Test func circleStartsAtThreeOClockClockwise() throws {
        let circle = try #require(Path.circle(center: pt(10, 10), radius: 5))
        #expect(circle.elements.first == .move(pt(15, 10)))
        #expect(circle.elements.last == .close)
        guard case .cubic(_, _, let firstEnd) = circle.elements[1] else {
            Issue.record("expected a cubic")
            return
        }
        #expect(firstEnd.y > 10 && firstEnd.x < 15) // heads down (clockwise on screen)
        #expect(circle.elements.contains { $0.endPoint == pt(10, 15) }) // exact 6 o'clock
        #expect(approx(circle.bounds.minX, 5) && approx(circle.bounds.maxY, 15, 0.5))
    }

    @Test func ellipseAndTransformedPath() throws {
        let e = try #require(Path.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 20)))
        #expect(e.elements.first == .move(pt(40, 10)))
        let moved = e.transformed(by: .translation(x: 5, y: 5))
        #expect(moved.elements.first == .move(pt(45, 15)))
        #expect(e.transformed(by: .identity) == e)
    }
}
