import Foundation
import TestSupport
import Testing
import Geometry

@Suite("Stroker")
struct StrokerTests {
    func stroke(
        _ path: Path, _ style: StrokeStyle, trim: StrokeTrim = .full,
        transform: Transform = .identity, tolerance: Double = 0.2
    ) -> Polygons {
        var stroker = Stroker()
        var out = Polygons()
        stroker.stroke(path, style: style, trim: trim, transform: transform, tolerance: tolerance, into: &out)
        return out
    }

    let line = polyline([pt(0, 0), pt(100, 0)])
    let square = polyline([pt(0, 0), pt(100, 0), pt(100, 100), pt(0, 100)], closed: true)

    // MARK: Caps

    @Test func lineCaps() {
        let butt = stroke(line, StrokeStyle(width: 10, cap: .butt))
        #expect(butt.contourCount == 1)
        #expect(approx(abs(signedArea(butt)), 1000, 1e-9))
        #expect(butt.bounds == Rect(x: 0, y: -5, width: 100, height: 10))
        let sq = stroke(line, StrokeStyle(width: 10, cap: .square))
        #expect(approx(abs(signedArea(sq)), 1100, 1e-9))
        let round = stroke(line, StrokeStyle(width: 10, cap: .round))
        #expect(approx(abs(signedArea(round)), 1000 + .pi * 25, relative: 0.005))
        #expect(approx(round.bounds.minX, -5, 0.1) && approx(round.bounds.maxX, 105, 0.1))
    }

    @Test func allOutlinesShareOneOrientation() throws {
        // Mixed subpaths must not cancel under non-zero: signed area == covered area.
        var b = PathBuilder()
        b.move(to: pt(0, 0)); b.line(to: pt(100, 0))
        b.move(to: pt(50, -50)); b.line(to: pt(50, 50)) // crosses the first line
        b.move(to: pt(200, 200)); b.line(to: pt(200, 200)) // dot
        let path = try #require(b.finish())
        let out = stroke(path, StrokeStyle(width: 10, cap: .round))
        let areas = (0..<out.contourCount).map { signedArea(out, contour: $0) }
        #expect(areas.allSatisfy { $0 < 0 } || areas.allSatisfy { $0 > 0 })
        let disc: Double = .pi * 25
        let expected: Double = 2 * (1000 + disc) - 100 + disc // overlap square counted once
        #expect(approx(nonZeroArea(out), expected, relative: 0.005))
    }

    // MARK: Joins

    @Test func closedSquareMiter() {
        let out = stroke(square, StrokeStyle(width: 10, join: .miter))
        #expect(out.contourCount == 2)
        #expect(approx(abs(signedArea(out)), 110 * 110 - 90 * 90, 1e-6))
        #expect(out.bounds == Rect(x: -5, y: -5, width: 110, height: 110))
        // The two outlines have opposite orientation (outer and reversed inner).
        #expect(signedArea(out, contour: 0) * signedArea(out, contour: 1) < 0)
    }

    @Test func bevelAndRoundCutCorners() {
        let miter = abs(signedArea(stroke(square, StrokeStyle(width: 10, join: .miter))))
        let bevel = abs(signedArea(stroke(square, StrokeStyle(width: 10, join: .bevel))))
        let round = abs(signedArea(stroke(square, StrokeStyle(width: 10, join: .round))))
        #expect(approx(bevel, 4000 - 4 * 12.5, 1e-6)) // each corner loses half of a 5×5 square
        #expect(approx(round, 4000 - 4 * (25 - .pi * 25 / 4), relative: 0.001))
        #expect(bevel < round && round < miter)
    }

    @Test func openCornerJoins() {
        // L shape: two 100×10 bodies overlapping in a 5×5 square, plus the outer join.
        let l = polyline([pt(0, 0), pt(100, 0), pt(100, 100)])
        let miter = stroke(l, StrokeStyle(width: 10, join: .miter))
        #expect(approx(abs(signedArea(miter)), 1975 + 25, 1e-6))
        #expect(approx(nonZeroArea(miter), 2000, 0.5))
        let bevel = stroke(l, StrokeStyle(width: 10, join: .bevel))
        #expect(approx(abs(signedArea(bevel)), 1975 + 12.5, 1e-6))
        let round = stroke(l, StrokeStyle(width: 10, join: .round))
        #expect(approx(abs(signedArea(round)), 1975 + .pi * 25 / 4, relative: 0.001))
        // Same figure turning the other way (counter-clockwise on screen).
        let mirrored = stroke(polyline([pt(0, 0), pt(100, 0), pt(100, -100)]), StrokeStyle(width: 10, join: .miter))
        #expect(approx(abs(signedArea(mirrored)), 2000, 1e-6))
    }

    @Test func miterLimitSwitchesToBevel() {
        // 20° between the segments: miter ratio 1/sin(10°) ≈ 5.76.
        let angle = 20.0 * .pi / 180
        let v = polyline([pt(100, 0), pt(0, 0), pt(100 * cos(angle), 100 * sin(angle))])
        let mitered = stroke(v, StrokeStyle(width: 10, join: .miter, miterLimit: 10))
        let limited = stroke(v, StrokeStyle(width: 10, join: .miter, miterLimit: 5))
        let bevel = stroke(v, StrokeStyle(width: 10, join: .bevel))
        #expect(approx(mitered.bounds.minX, -5 / sin(angle / 2) * cos(angle / 2), 1e-6)) // tip on the bisector
        #expect(approx(signedArea(limited), signedArea(bevel), 1e-9))
        #expect(abs(signedArea(mitered)) > abs(signedArea(bevel)) + 10)
        #expect(limited.bounds.minX > -5)
    }

    @Test func innerJoinHasNoOverlapWhenSegmentsAreLong() {
        // Zig-zag with sharp turns: signed area equals covered area only if the inner
        // side is clean (no double-covered kite).
        let z = polyline([pt(0, 0), pt(100, 0), pt(20, 40), pt(120, 40)])
        let out = stroke(z, StrokeStyle(width: 8, join: .bevel))
        #expect(approx(abs(signedArea(out)), nonZeroArea(out), relative: 0.002))
    }

    @Test func shortSegmentsFallBackToThePivotWithoutHoles() {
        // A 2-unit hook under a 20-wide pen: the inner intersection would lie outside the
        // short segment. Coverage must equal the union of the two bodies + joins.
        let hook = polyline([pt(0, 0), pt(100, 0), pt(100, 2)])
        let out = stroke(hook, StrokeStyle(width: 20, join: .bevel))
        // Union: body 1 is [0,100]×[-10,10]; body 2 is [90,110]×[0,2]; bevel adds the
        // triangle (100,-10),(110,0),(100,0).
        let expected = 2000.0 + 10 * 2 + 50
        #expect(approx(nonZeroArea(out), expected, relative: 0.002))
    }

    @Test func tightCurveFillsTheWholeDisc() throws {
        // Radius 3 under a 20-wide pen: the stroke covers the disc of radius 13.
        let circle = try #require(Path.circle(center: pt(50, 50), radius: 3))
        let out = stroke(circle, StrokeStyle(width: 20))
        #expect(approx(nonZeroArea(out), .pi * 13 * 13, relative: 0.01))
        // The outer edge stays within tolerance of the true offset (radius 13).
        for p in out.points where p.distance(to: pt(50, 50)) > 12 {
            #expect(p.distance(to: pt(50, 50)) <= 13 + 0.2 + 1e-6)
            #expect(p.distance(to: pt(50, 50)) >= 13 - 0.25)
        }
    }

    @Test func ringOutlineIsClean() throws {
        let circle = try #require(Path.circle(center: pt(100, 100), radius: 50))
        let out = stroke(circle, StrokeStyle(width: 10))
        let ring = Double.pi * (55 * 55 - 45 * 45)
        #expect(approx(abs(signedArea(out)), ring, relative: 0.003))
        #expect(approx(nonZeroArea(out), abs(signedArea(out)), relative: 0.002))
        for p in out.points {
            let d = p.distance(to: pt(100, 100))
            #expect((d >= 45 - 0.25 && d <= 45 + 0.25) || (d >= 55 - 0.25 && d <= 55 + 0.25))
        }
    }

    @Test func curveInteriorVerticesIgnoreTheJoinStyle() throws {
        // Flattening vertices are smooth: an always-bevel style must not facet the ring.
        let circle = try #require(Path.circle(center: pt(0, 0), radius: 40))
        let miter = stroke(circle, StrokeStyle(width: 12, join: .miter))
        let bevel = stroke(circle, StrokeStyle(width: 12, join: .bevel, miterLimit: 1))
        #expect(approx(abs(signedArea(bevel)), abs(signedArea(miter)), relative: 1e-4))
    }

    @Test func capsAreSquareToTheCurveTangent() throws {
        // Quarter arc from 3 o'clock to 6 o'clock: the butt ends lie on the axes.
        let arc = try #require(Path.arc(center: .zero, radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true))
        let out = stroke(arc, StrokeStyle(width: 10))
        #expect(approx(out.bounds.minY, 0, 0.01) && approx(out.bounds.minX, 0, 0.01))
        #expect(approx(out.bounds.maxX, 55, 0.25) && approx(out.bounds.maxY, 55, 0.25))
    }

    // MARK: Trim

    @Test("A stroker reused across paths, scales and trims strokes each as a fresh one does")
    func reusedStrokerMatchesFresh() throws {
        let circle = try #require(Path.circle(center: pt(100, 100), radius: 50))
        let square = polyline([pt(0, 0), pt(40, 0), pt(40, 40), pt(0, 40)], closed: true)
        let style = StrokeStyle(width: 6, cap: .round, join: .round)
        let draws: [(Path, StrokeTrim, Transform)] = [
            (circle, StrokeTrim(start: 0.1, end: 0.3), .identity), (circle, StrokeTrim(start: 0.3, end: 0.5), .identity),
            (square, .full, .identity), (circle, StrokeTrim(start: 0.9, end: 1), .identity),
            (circle, StrokeTrim(start: 0.1, end: 0.3), .scale(2)), (circle, .full, .rotation(0.4)),
        ]
        var reused = Stroker()
        for (path, trim, transform) in draws {
            var again = Polygons()
            reused.stroke(path, style: style, trim: trim, transform: transform, tolerance: 0.05, into: &again)
            let fresh = stroke(path, style, trim: trim, transform: transform, tolerance: 0.05)
            #expect(again.points == fresh.points && again.contourEnds == fresh.contourEnds)
        }
    }

    @Test func trimHalfCircle() throws {
        let circle = try #require(Path.circle(center: pt(100, 100), radius: 50))
        let halfRing = Double.pi * (55 * 55 - 45 * 45) / 2
        let butt = stroke(circle, StrokeStyle(width: 10), trim: StrokeTrim(start: 0.25, end: 0.75))
        #expect(butt.contourCount == 1)
        #expect(approx(abs(signedArea(butt)), halfRing, relative: 0.005))
        let round = stroke(circle, StrokeStyle(width: 10, cap: .round), trim: StrokeTrim(start: 0.25, end: 0.75))
        #expect(approx(abs(signedArea(round)), halfRing + .pi * 25, relative: 0.005))
        // 0.25 of a clockwise circle from 3 o'clock is 6 o'clock, 0.75 is 12 o'clock:
        // the piece is the left half, with butt ends on the vertical line x = 100.
        // Butt ends are square to the curve, not to the last chord.
        #expect(approx(butt.bounds.maxX, 100, 0.01) && approx(butt.bounds.minX, 45, 0.25))
        #expect(approx(butt.bounds.minY, 45, 1e-5) && approx(butt.bounds.maxY, 155, 1e-5))
    }

    @Test func trimAcrossSubpaths() throws {
        var b = PathBuilder()
        b.move(to: pt(0, 0)); b.line(to: pt(100, 0))
        b.move(to: pt(0, 50)); b.line(to: pt(100, 50))
        let path = try #require(b.finish())
        let out = stroke(path, StrokeStyle(width: 10), trim: StrokeTrim(start: 0.25, end: 0.75))
        #expect(out.contourCount == 2)
        #expect(approx(abs(signedArea(out)), 1000, 1e-6))
        #expect(approx(out.bounds.minX, 0, 1e-9) && approx(out.bounds.maxX, 100, 1e-9))
        // Fractions are clamped into 0...1.
        let clamped = stroke(path, StrokeStyle(width: 10), trim: StrokeTrim(start: -1, end: 0.5))
        #expect(approx(abs(signedArea(clamped)), 1000, 1e-6))
    }

    @Test func emptyTrimDrawsNothing() throws {
        let style = StrokeStyle(width: 10, cap: .round)
        #expect(stroke(line, style, trim: StrokeTrim(start: 0.5, end: 0.5)).isEmpty)
        #expect(stroke(line, style, trim: StrokeTrim(start: 0.8, end: 0.2)).isEmpty)
        #expect(stroke(line, style, trim: StrokeTrim(start: 1.2, end: 1.5)).isEmpty)
        #expect(stroke(line, style, trim: StrokeTrim(start: .nan, end: 1)).isEmpty)
    }

    @Test func fullTrimKeepsClosedContoursClosed() {
        let full = stroke(square, StrokeStyle(width: 10, cap: .round), trim: .full)
        #expect(full.contourCount == 2)
        let partial = stroke(square, StrokeStyle(width: 10, cap: .butt), trim: StrokeTrim(start: 0, end: 0.999))
        #expect(partial.contourCount == 1) // opened at the seam
    }

    @Test func zeroLengthTrimmedPieceIsADot() {
        let out = stroke(line, StrokeStyle(width: 10, cap: .round), trim: StrokeTrim(start: 0.5, end: 0.5 + 1e-12))
        #expect(approx(abs(signedArea(out)), .pi * 25, relative: 0.02))
        #expect(approx(out.bounds.midX, 50, 1e-6))
    }

    // MARK: Degenerate input

    @Test func zeroLengthSubpathDots() throws {
        var b = PathBuilder()
        b.move(to: pt(10, 10))
        b.line(to: pt(10, 10))
        let dot = try #require(b.finish())
        let round = stroke(dot, StrokeStyle(width: 10, cap: .round))
        #expect(approx(abs(signedArea(round)), .pi * 25, relative: 0.02))
        #expect(approx(round.bounds.midX, 10, 1e-9) && approx(round.bounds.midY, 10, 1e-9))
        let sq = stroke(dot, StrokeStyle(width: 10, cap: .square))
        #expect(approx(abs(signedArea(sq)), 100, 1e-9))
        #expect(stroke(dot, StrokeStyle(width: 10, cap: .butt)).isEmpty)
    }

    @Test func nonFiniteAndDegenerateInputDrawNothing() throws {
        let circle = try #require(Path.circle(center: pt(0, 0), radius: 10))
        #expect(stroke(circle, StrokeStyle(width: 0)).isEmpty)
        #expect(stroke(circle, StrokeStyle(width: -3)).isEmpty)
        #expect(stroke(circle, StrokeStyle(width: .nan)).isEmpty)
        #expect(stroke(circle, StrokeStyle(width: .infinity)).isEmpty)
        #expect(stroke(circle, StrokeStyle(width: 2), transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)).isEmpty)
        #expect(stroke(circle, StrokeStyle(width: 2), transform: .scale(0)).isEmpty)
        let poisoned = circle.transformed(by: .scale(.infinity))
        #expect(stroke(poisoned, StrokeStyle(width: 2)).isEmpty)
        let overflow = circle.transformed(by: .scale(1e307))
        let overflowed = stroke(overflow, StrokeStyle(width: 1e308)).points
        #expect(overflowed.allSatisfy { $0.isFinite })
        // Odd settings still produce something sensible.
        #expect(!stroke(circle, StrokeStyle(width: 2, miterLimit: .nan)).isEmpty)
        #expect(!stroke(circle, StrokeStyle(width: 2), tolerance: .nan).isEmpty)
        #expect(!stroke(circle, StrokeStyle(width: 2), tolerance: -1).isEmpty)
    }

    @Test func reversalAndClosedDegenerateContours() {
        // Out and back along the same line: the round join becomes a cap-like half disc.
        let back = polyline([pt(0, 0), pt(100, 0), pt(50, 0)])
        let out = stroke(back, StrokeStyle(width: 10, join: .round))
        #expect(approx(nonZeroArea(out), 1000 + .pi * 25 / 2, relative: 0.005))
        let miter = stroke(back, StrokeStyle(width: 10, join: .miter))
        #expect(approx(nonZeroArea(miter), 1000, relative: 0.005)) // falls back to bevel
        let closedTwoPoints = polyline([pt(0, 0), pt(100, 0)], closed: true)
        #expect(approx(nonZeroArea(stroke(closedTwoPoints, StrokeStyle(width: 10, join: .round))), 1000 + .pi * 25, relative: 0.005))
    }

    // MARK: Transform and determinism

    @Test func outlineIsMappedThroughTheTransform() throws {
        let out = stroke(line, StrokeStyle(width: 10), transform: Transform.translation(x: 10, y: 20).scaledBy(2))
        #expect(approx(abs(signedArea(out)), 4000, 1e-6))
        #expect(out.bounds == Rect(x: 10, y: 10, width: 200, height: 20))
        // Non-uniform scale: the pen is squashed too (width 10 → 5 vertically).
        let squashed = stroke(line, StrokeStyle(width: 10), transform: .scale(x: 1, y: 0.5))
        #expect(approx(squashed.bounds.height, 5, 1e-9))
        // Tolerance is in device pixels: zooming in adds vertices.
        let circle = try #require(Path.circle(center: .zero, radius: 10))
        let small = stroke(circle, StrokeStyle(width: 2))
        let zoomed = stroke(circle, StrokeStyle(width: 2), transform: .scale(10))
        #expect(zoomed.points.count > small.points.count)
    }

    @Test func strokingIsDeterministicAndReusesBuffers() throws {
        var b = PathBuilder()
        b.addRoundedRect(Rect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 15)
        b.move(to: pt(10, 10))
        b.cubic(to: pt(200, 40), control1: pt(60, -40), control2: pt(150, 120))
        let path = try #require(b.finish())
        let style = StrokeStyle(width: 7, cap: .round, join: .round)
        var stroker = Stroker()
        var out = Polygons()
        stroker.stroke(path, style: style, trim: StrokeTrim(start: 0.1, end: 0.9), transform: .rotation(0.3), into: &out)
        let first = (out.points, out.contourEnds)
        out.removeAll()
        stroker.stroke(path, style: style, trim: StrokeTrim(start: 0.1, end: 0.9), transform: .rotation(0.3), into: &out)
        #expect(out.points == first.0)
        #expect(out.contourEnds == first.1)
        #expect(!out.isEmpty)
    }

    @Test func appendsAfterExistingContent() throws {
        var out = Polygons()
        var stroker = Stroker()
        stroker.stroke(line, style: StrokeStyle(width: 10), into: &out)
        stroker.stroke(square, style: StrokeStyle(width: 10), into: &out)
        #expect(out.contourCount == 3)
        #expect(approx(abs(signedArea(out, contour: 0)), 1000, 1e-9))
    }
}
