import Foundation
import TestSupport
import Testing
import Geometry

@Suite("Flattening and length")
struct FlattenTests {
    @Test(arguments: [0.2, 0.05, 1.0])
    func circleStaysWithinTolerance(tolerance: Double) throws {
        let r = 100.0, c = pt(200, 150)
        let circle = try #require(Path.circle(center: c, radius: r))
        var polys = Polygons()
        circle.flatten(transform: .identity, tolerance: tolerance, into: &polys)
        #expect(polys.contourCount == 1)
        let pts = polys.points
        for (i, p) in pts.enumerated() {
            // Vertices lie on the curve (which is within ~5e-6·r of the circle)…
            #expect(approx(p.distance(to: c), r, tolerance))
            // …and chords never sag more than the tolerance.
            let mid = Point.lerp(p, pts[(i + 1) % pts.count], 0.5)
            #expect(approx(mid.distance(to: c), r, tolerance + 1e-3))
        }
        // Optimal count for this tolerance is π / acos(1 − tol/r); Wang's bound is a bit above.
        let optimal = Double.pi / acos(1 - tolerance / r)
        #expect(Double(pts.count) >= optimal * 0.9)
        #expect(Double(pts.count) <= optimal * 1.6 + 8)
    }

    @Test func toleranceIsInDeviceSpace() throws {
        let circle = try #require(Path.circle(center: .zero, radius: 25))
        var polys = Polygons()
        circle.flatten(transform: .scale(4), tolerance: 0.2, into: &polys)
        for (i, p) in polys.points.enumerated() {
            let mid = Point.lerp(p, polys.points[(i + 1) % polys.points.count], 0.5)
            #expect(approx(mid.length, 100, 0.2 + 1e-3))
        }
        var coarse = Polygons()
        circle.flatten(transform: .identity, tolerance: 0.2, into: &coarse)
        #expect(polys.points.count > coarse.points.count)
    }

    @Test func linesAreExactAndContoursImplicitlyClosed() throws {
        var b = PathBuilder()
        b.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        b.move(to: pt(20, 0)) // open triangle: still closed for filling
        b.line(to: pt(30, 0))
        b.line(to: pt(30, 10))
        b.move(to: pt(50, 50)) // a lone segment encloses nothing: dropped
        b.line(to: pt(60, 60))
        let path = try #require(b.finish())
        var polys = Polygons()
        path.flatten(transform: .translation(x: 1, y: 1), tolerance: 0.2, into: &polys)
        #expect(polys.contourEnds == [4, 7])
        #expect(Array(polys.points[0..<4]) == [pt(1, 1), pt(11, 1), pt(11, 11), pt(1, 11)])
        #expect(polys.bounds == Rect(x: 1, y: 1, width: 30, height: 10))
        #expect(approx(signedArea(polys, contour: 0), 100))
    }

    @Test func quadraticCurveIsSubdivided() throws {
        var b = PathBuilder()
        b.move(to: pt(0, 0))
        b.quad(to: pt(100, 0), control: pt(50, 100))
        let path = try #require(b.finish())
        var polys = Polygons()
        path.flatten(transform: .identity, tolerance: 0.1, into: &polys)
        #expect(polys.points.count > 10)
        // The curve peaks at (50, 50); the polygon straddles it, its vertices moved outward by
        // at most a third of the tolerance.
        let maxY = try #require(polys.points.map(\.y).max())
        #expect(maxY <= 50 + 0.1 / 3 && maxY >= 50 - 0.1)
        // Area under a parabolic segment: 2/3 · base · height.
        #expect(approx(abs(signedArea(polys)), 2.0 / 3.0 * 100 * 50, relative: 0.005))
    }

    @Test func nonFiniteInputAppendsNothing() throws {
        let circle = try #require(Path.circle(center: .zero, radius: 5))
        var polys = Polygons()
        circle.flatten(transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), tolerance: 0.2, into: &polys)
        #expect(polys.isEmpty && polys.points.isEmpty)
        circle.flatten(transform: .scale(1e308).scaledBy(1e10), tolerance: 0.2, into: &polys)
        #expect(polys.isEmpty && polys.points.isEmpty)
        circle.flatten(transform: .identity, tolerance: .nan, into: &polys) // falls back to 0.2
        #expect(polys.contourCount == 1)
    }

    @Test("Appending turned contours while measuring them gives the same points and their bounds")
    func appendContoursMeasuring() throws {
        var source = Polygons()
        try #require(Path.circle(center: pt(3, -4), radius: 50)).flatten(tolerance: 0.05, into: &source)
        try #require(Path.ellipse(in: Rect(x: 90, y: 10, width: 30, height: 70))).flatten(tolerance: 0.05, into: &source)
        let turn = Transform.rotation(0.7).concatenating(.translation(x: 400.25, y: -17.5))
        var plain = Polygons(), measured = Polygons()
        // Something already there, the open contour included: both close it and append after it.
        plain.append(pt(1, 1)); plain.append(pt(2, 1)); plain.append(pt(2, 2))
        measured.append(pt(1, 1)); measured.append(pt(2, 1)); measured.append(pt(2, 2))
        plain.closeContour()
        for point in source.points { plain.append(turn.apply(point)) }
        plain.contourEnds.append(contentsOf: source.contourEnds.map { $0 + 3 })
        let bounds = measured.appendContoursMeasuring(source, transformedBy: turn)
        #expect(measured.points == plain.points && measured.contourEnds == plain.contourEnds)
        var alone = Polygons()
        alone.appendContours(of: source, transformedBy: turn)
        #expect(alone.points == Array(plain.points.dropFirst(3)))
        #expect(bounds == alone.bounds)
        var empty = Polygons()
        #expect(empty.appendContoursMeasuring(Polygons(), transformedBy: turn) == .zero && empty.isEmpty)
    }

    @Test func removeAllKeepsCapacity() throws {
        let circle = try #require(Path.circle(center: .zero, radius: 50))
        var polys = Polygons()
        circle.flatten(transform: .identity, tolerance: 0.2, into: &polys)
        let capacity = polys.points.capacity
        polys.removeAll()
        #expect(polys.isEmpty && polys.points.isEmpty)
        #expect(polys.points.capacity == capacity)
    }

    @Test func polygonsDiscardDegenerateContours() {
        var polys = Polygons()
        polys.append(pt(0, 0))
        polys.append(pt(1, 0))
        polys.closeContour()
        #expect(polys.isEmpty && polys.points.isEmpty)
        polys.append(pt(0, 0)); polys.append(pt(1, 0)); polys.append(pt(1, 1)); polys.append(pt(0, 0))
        polys.closeContour()
        #expect(polys.contourEnds == [3]) // repeated first point dropped
    }

    @Test func circleLength() throws {
        let circle = try #require(Path.circle(center: pt(3, 4), radius: 10))
        #expect(approx(circle.length(), 2 * .pi * 10, 1e-3))
        let big = try #require(Path.circle(center: .zero, radius: 1000))
        // 45° cubic pieces deviate from the true circle by < 5e-6·r.
        #expect(approx(big.length(), 2 * .pi * 1000, relative: 5e-6))
    }

    @Test func polygonLengthsAreExact() throws {
        let rect = try #require(Path.rect(Rect(x: 5, y: 5, width: 30, height: 40)))
        #expect(rect.length() == 140)
        let two = polyline([pt(0, 0), pt(3, 4)])
        #expect(two.length() == 5)
        var b = PathBuilder()
        b.move(to: pt(0, 0)); b.line(to: pt(10, 0))
        b.move(to: pt(0, 10)); b.line(to: pt(0, 20)); b.close() // closed: 10 + 10
        #expect(try #require(b.finish()).length() == 30)
    }

    @Test func curveLengthConverges() throws {
        // A straight-line cubic with uneven control points: length is exactly 30.
        var b = PathBuilder()
        b.move(to: pt(0, 0))
        b.cubic(to: pt(30, 0), control1: pt(2, 0), control2: pt(29, 0))
        #expect(approx(try #require(b.finish()).length(), 30, 1e-9))
        // Parabola y = x² for x in 0...1 as a quad: (0,0) (0.5,0) (1,1).
        var q = PathBuilder()
        q.move(to: pt(0, 0))
        q.quad(to: pt(1, 1), control: pt(0.5, 0))
        let exact = (2 * sqrt(5.0) + asinh(2.0)) / 4
        #expect(approx(try #require(q.finish()).length(tolerance: 1e-4), exact, 1e-7))
    }
}
