import Foundation
import TestSupport
import Testing
import Geometry

@Suite("Point, Size, Rect")
struct PrimitiveTests {
    @Test func pointArithmetic() {
        let a = pt(3, 4), b = pt(1, -2)
        #expect(a + b == pt(4, 2))
        #expect(a - b == pt(2, 6))
        #expect(a * 2 == pt(6, 8))
        #expect(2 * a == pt(6, 8))
        #expect(a / 2 == pt(1.5, 2))
        #expect(a.length == 5)
        #expect(a.distance(to: .zero) == 5)
        #expect(a.dot(b) == 3 - 8)
        #expect(pt(1, 0).cross(pt(0, 1)) == 1) // clockwise on screen is positive
        #expect(approx(a.normalized(), pt(0.6, 0.8)))
        #expect(Point.zero.normalized() == .zero)
        #expect(Point.lerp(a, b, 0.5) == pt(2, 1))
    }

    @Test func rectAccessors() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.midX == 25)
        #expect(r.minY == 20 && r.maxY == 60 && r.midY == 40)
        #expect(r.center == pt(25, 40))
        #expect(!r.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 5).isEmpty)
        // Negative sizes are standardized by the accessors.
        let n = Rect(x: 10, y: 10, width: -4, height: 2)
        #expect(n.minX == 6 && n.maxX == 10 && n.width == 4)
    }

    @Test func rectContainsIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(pt(0, 0)))
        #expect(r.contains(pt(9.999, 5)))
        #expect(!r.contains(pt(10, 5)))
        #expect(!r.contains(pt(5, 10)))
    }

    @Test func rectSetOperations() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == .zero)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)).isEmpty) // touching
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(Rect.zero.union(b) == b) // empty is the identity
        #expect(a.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(a.insetBy(dx: 6, dy: 0) == Rect(x: 5, y: 0, width: 0, height: 10))
        #expect(a.offsetBy(dx: 1, dy: -1) == Rect(x: 1, y: -1, width: 10, height: 10))
        #expect(Rect(x: 0.5, y: 0.2, width: 1, height: 1).integral == Rect(x: 0, y: 0, width: 2, height: 2))
    }
}
