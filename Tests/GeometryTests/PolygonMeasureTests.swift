@testable import Geometry
import Testing

/// A polygon list's bounds and finiteness check, four points at a time in their kernels, against
/// the plain definition over every count and every position of the extreme or bad point.
@Suite("Polygon bounds and finiteness over every count")
struct PolygonMeasureTests {
    static func points(count: Int, seed: UInt64) -> [Point] {
        var state = seed
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 200 - 100
        }
        return (0..<count).map { _ in Point(x: random(), y: random()) }
    }

    @Test("The bounds are the least and greatest coordinates", arguments: 3...13)
    func boundsOfEveryCount(count: Int) {
        for seed in 0..<8 {
            var polygons = Polygons()
            for point in Self.points(count: count, seed: UInt64(seed * 31 + count)) { polygons.append(point) }
            polygons.closeContour()
            let points = polygons.points
            let expected = Rect(x: points.map(\.x).min()!, y: points.map(\.y).min()!,
                                width: points.map(\.x).max()! - points.map(\.x).min()!,
                                height: points.map(\.y).max()! - points.map(\.y).min()!)
            #expect(polygons.bounds == expected)
        }
    }

    @Test("A NaN or an infinity anywhere is found", arguments: 1...9)
    func nonFiniteAnywhere(count: Int) {
        for bad in [Double.nan, .infinity, -.infinity] {
            for position in 0..<count {
                for axis in 0..<2 {
                    var polygons = Polygons()
                    var points = Self.points(count: count, seed: UInt64(count))
                    if axis == 0 { points[position].x = bad } else { points[position].y = bad }
                    for point in points { polygons.append(point) }
                    #expect(!polygons.allFinite(from: 0), "\(bad) at \(position)")
                    #expect(polygons.allFinite(from: position + 1))
                }
            }
        }
        var polygons = Polygons()
        for point in Self.points(count: count, seed: 7) { polygons.append(point) }
        #expect(polygons.allFinite(from: 0))
    }
}
