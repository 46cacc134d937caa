import Animation
import Geometry
import Testing

@Suite("VectorArithmetic")
struct VectorArithmeticTests {
    typealias Pair = AnimatablePair<Point, Double>

    @Test func pairArithmeticIsComponentWise() {
        let a = Pair(Point(x: 1, y: 2), 3)
        let b = Pair(Point(x: 10, y: -20), 0.5)
        #expect(a + b == Pair(Point(x: 11, y: -18), 3.5))
        #expect(a - b == Pair(Point(x: -9, y: 22), 2.5))
        #expect(a.scaled(by: -2) == Pair(Point(x: -2, y: -4), -6))
        #expect(a.magnitudeSquared == 1 + 4 + 9)
        #expect(Pair.zero == Pair(.zero, 0))
        #expect(a + .zero == a)
    }

    @Test func pairsNest() {
        typealias Nested = AnimatablePair<Double, AnimatablePair<Size, Double>>
        let a = Nested(1, AnimatablePair(Size(width: 2, height: 3), 4))
        let b = Nested(-1, AnimatablePair(Size(width: 1, height: 1), 1))
        #expect((a - b).second.first == Size(width: 1, height: 2))
        #expect((a - b).first == 2)
        #expect(a.magnitudeSquared == 1 + 4 + 9 + 16)
    }

    @Test func geometryConformances() {
        #expect(Point(x: 3, y: -4).magnitudeSquared == 25)
        #expect(Point(x: 3, y: -4).scaled(by: 0.5) == Point(x: 1.5, y: -2))
        #expect(Size(width: 5, height: 7) - Size(width: 1, height: 10) == Size(width: 4, height: -3))
        #expect(Size(width: 5, height: 7) + Size(width: 1, height: 10) == Size(width: 6, height: 17))
        #expect(Size(width: 3, height: 4).magnitudeSquared == 25)
        #expect(Double(-3).magnitudeSquared == 9 && Double(2).scaled(by: 4) == 8)
    }

    /// A rectangle is four independent components; a negative size survives subtraction instead of
    /// being standardized, so `a − b + b == a`.
    @Test func rectIsComponentWiseAndKeepsNegativeSizes() {
        let a = Rect(x: 10, y: 20, width: 30, height: 40)
        let b = Rect(x: 1, y: 2, width: 50, height: 4)
        let difference = a - b
        #expect(difference == Rect(x: 9, y: 18, width: -20, height: 36))
        #expect(difference + b == a)
        #expect(a.scaled(by: 2) == Rect(x: 20, y: 40, width: 60, height: 80))
        #expect(a.magnitudeSquared == 100 + 400 + 900 + 1600)
    }

    @Test func interpolation() {
        let from = Point(x: 0, y: 10), to = Point(x: 100, y: -10)
        #expect(interpolate(from, to, 0.25) == Point(x: 25, y: 5))
        #expect(interpolate(from, to, 1.5) == Point(x: 150, y: -20))  // extrapolates
        // Endpoints exactly, even where from + (to − from) would round off the target.
        #expect(interpolate(100.0, 0.1, 1) == 0.1 && 100.0 + (0.1 - 100.0) != 0.1)
        #expect(interpolate(from, to, 0) == from)
        #expect(interpolate(from, to, .nan) == from)
        #expect(interpolate(from, to, .infinity) == from)
        let r = interpolate(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 20, width: 30, height: 0), 0.5)
        #expect(r == Rect(x: 5, y: 10, width: 20, height: 5))
    }
}
