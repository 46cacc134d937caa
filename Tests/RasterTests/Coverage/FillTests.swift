import Foundation
import Geometry
@testable import Raster
import TestSupport
import Testing

@Suite("Fill")
struct FillTests {
    /// A five-pointed star drawn as one self-intersecting contour: the centre has winding 2.
    static func star(center: Point, radius: Double) -> Path {
        var builder = PathBuilder()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { builder.move(to: p) } else { builder.line(to: p) }
        }
        builder.close()
        return builder.finish()!
    }

    @Test func bothFillRules() {
        let canvas = whiteCanvas()
        canvas.fill(Self.star(center: Point(x: 40, y: 62), radius: 36), with: .solid(ink), rule: .nonZero)
        canvas.fill(Self.star(center: Point(x: 120, y: 62), radius: 36), with: .solid(ink), rule: .evenOdd)
        expectGolden(canvas, "fill-rules")
        // The star's centre: inside for non-zero, a hole for even-odd.
        #expect(canvas.pixmap[40, 62] == ink.premultiplied)
        #expect(canvas.pixmap[120, 62] == Color.white.premultiplied)
    }

    /// Regression: with rows stepped in single precision, a shape drawn under a clip (a repaint of
    /// damage, whose area starts elsewhere) rounded its area-local coordinates otherwise and got
    /// pixels a level off the full draw's (`PLAYGROUND_CHECK_DAMAGE=1 playground fuzz`, D2). Long
    /// slanted edges far from the origin, curves, and clips at many origins: every pixel inside a
    /// clip is the full draw's.
    @Test func clippedDrawsGiveTheFullDrawsPixels() throws {
        var builder = PathBuilder()
        builder.move(to: Point(x: 13.37, y: 11.1))
        builder.line(to: Point(x: 1391.3, y: 97.71))
        builder.cubic(to: Point(x: 1203.9, y: 288.4), control1: Point(x: 1420.2, y: 180.3), control2: Point(x: 1310.6, y: 290.2))
        builder.line(to: Point(x: 611.05, y: 141.93))
        builder.cubic(to: Point(x: 41.7, y: 271.2), control1: Point(x: 402.1, y: 301.7), control2: Point(x: 150.3, y: 99.1))
        builder.close()
        let path = try #require(builder.finish())
        let full = try #require(Canvas(width: 1440, height: 300))
        full.fill(path, with: .solid(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)))
        var checked = 0
        for x in stride(from: 0, to: 1440, by: 97) {
            for y in stride(from: 0, to: 300, by: 61) {
                let clip = IntRect(x: x, y: y, width: 83, height: 47)
                let part = try #require(Canvas(width: 1440, height: 300))
                part.clip(to: Rect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.width), height: Double(clip.height)))
                part.fill(path, with: .solid(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)))
                for py in clip.y..<min(clip.y + clip.height, 300) {
                    for px in clip.x..<min(clip.x + clip.width, 1440) where part.pixmap[px, py] != full.pixmap[px, py] {
                        Issue.record("pixel \(px), \(py) under the clip at \(x), \(y)")
                        return
                    }
                }
                checked += 1
            }
        }
        #expect(checked == 75)
    }

    /// A filled circle's total coverage equals πr² within 0.1%.
    @Test(arguments: [3.3, 10.0, 47.5])
    func circleCoverageIsItsArea(radius: Double) {
        let canvas = Canvas(width: 120, height: 120)!
        canvas.fill(Path.circle(center: Point(x: 60.3, y: 59.7), radius: radius)!, with: .solid(.black))
        let area = Double.pi * radius * radius
        #expect(abs(totalCoverage(canvas.pixmap) - area) / area < 0.001)
    }

    /// Exact-area coverage: a rectangle with half-pixel edges covers its edge pixels by half.
    @Test func halfPixelEdgesAreHalfCovered() {
        let canvas = Canvas(width: 20, height: 20)!
        canvas.fill(Rect(x: 2.5, y: 3, width: 10, height: 4), with: .solid(.black))
        #expect(canvas.pixmap[2, 4].alpha == 128)
        #expect(canvas.pixmap[3, 4].alpha == 255)
        #expect(canvas.pixmap[12, 4].alpha == 128)
        #expect(canvas.pixmap[13, 4].alpha == 0)
        #expect(approx(totalCoverage(canvas.pixmap), 40, 0.05))
    }

    /// Opposite windings cancel under non-zero: a square with a reversed inner square is a frame.
    @Test func reversedInnerContourIsAHole() {
        var builder = PathBuilder()
        builder.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        builder.move(to: Point(x: 5, y: 5))
        builder.line(to: Point(x: 5, y: 15))
        builder.line(to: Point(x: 15, y: 15))
        builder.line(to: Point(x: 15, y: 5))
        builder.close()
        let canvas = Canvas(width: 20, height: 20)!
        canvas.fill(builder.finish()!, with: .solid(.black))
        #expect(canvas.pixmap[10, 10].alpha == 0)
        #expect(canvas.pixmap[2, 2].alpha == 255)
        #expect(approx(totalCoverage(canvas.pixmap), 300, 0.05))
    }

    /// Geometry far outside the pixmap (left, right, above, below) neither crashes nor leaks in.
    @Test func geometryBeyondTheEdgesIsFoldedExactly() {
        let canvas = Canvas(width: 10, height: 10)!
        canvas.fill(Rect(x: -100, y: -100, width: 105.5, height: 300), with: .solid(.black))
        #expect(canvas.pixmap[0, 0].alpha == 255)
        #expect(canvas.pixmap[5, 9].alpha == 128)
        #expect(canvas.pixmap[6, 5].alpha == 0)
        let huge = Canvas(width: 10, height: 10)!
        huge.fill(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), with: .solid(.black))
        #expect(huge.pixmap[9, 9].alpha == 255)
        huge.fill(Rect(x: .nan, y: 0, width: 5, height: 5), with: .solid(.white))
        #expect(huge.pixmap[1, 1].alpha == 255)
    }

    /// Regression (review of the C accumulation): an edge of near-zero height and vast width has an
    /// infinite slope; the crossing the vertical clip computes for it came out NaN, and NaN made a
    /// row index (undefined behaviour; INT_MIN on x86, a write far outside the cells).
    @Test func edgeWithAnInfiniteSlopeAddsNothing() {
        var rasterizer = CoverageRasterizer()
        rasterizer.reset(bounds: IntRect(x: 0, y: 0, width: 20, height: 20))
        rasterizer.addLine(Point(x: -1e10, y: -1e-300), Point(x: 5, y: 1e-300))
        rasterizer.addLine(Point(x: 1e10, y: 1e-300), Point(x: 30, y: -1e-300))
        var seen = CoverageRecorder(width: 20, height: 20)
        rasterizer.sweep(fillRule: .nonZero, into: &seen)
        #expect(seen.levels.allSatisfy { $0 == 0 })
        // A square next, in the same cells: exact, so nothing was left behind.
        rasterizer.reset(bounds: IntRect(x: 0, y: 0, width: 20, height: 20))
        let corners = [Point(x: 2, y: 2), Point(x: 6, y: 2), Point(x: 6, y: 6), Point(x: 2, y: 6)]
        for i in 0..<4 { rasterizer.addLine(corners[i], corners[(i + 1) % 4]) }
        var square = CoverageRecorder(width: 20, height: 20)
        rasterizer.sweep(fillRule: .nonZero, into: &square)
        #expect(square.levels.filter { $0 == 255 }.count == 16 && square.levels.filter { $0 != 0 && $0 != 255 }.isEmpty)
    }

    /// A shape many bands tall (scale 3), and one small enough to be accumulated whole as its edges
    /// are added (scale 0.5): every band boundary keeps the area (the levels add up to the
    /// polygon's area), and sweeping the rows in slices that start and end inside bands (as a
    /// repaint of damage does) gives each pixel the level the whole sweep gives it.
    @Test(arguments: [3.0, 0.5])
    func bandsAndRowSlicesGiveTheSameCoverage(scale: Double) {
        let width = Int(320 * scale), height = Int(300 * scale), origin = Point(x: 13.25, y: 7.5)
        var star: [Point] = []
        for i in 0..<48 {
            let angle = Double(i) * Double.pi / 24, radius = (i % 2 == 0 ? 140.0 : 61.5) * scale
            star.append(Point(x: origin.x + 150 * scale + radius * cos(angle), y: origin.y + 145 * scale + radius * sin(angle)))
        }
        var area = 0.0
        for i in star.indices {
            let a = star[i], b = star[(i + 1) % star.count]
            area += a.x * b.y - b.x * a.y
        }
        area = abs(area) / 2
        let bounds = IntRect(x: 0, y: 0, width: width, height: height)
        #expect(BandLayout(width: width, height: height).isWhole == (scale < 1), "the scales take both paths")
        func swept(rows: Range<Int>) -> [UInt8] {
            var rasterizer = CoverageRasterizer()
            rasterizer.reset(bounds: bounds)
            for i in star.indices { rasterizer.addLine(star[i], star[(i + 1) % star.count]) }
            var recorder = CoverageRecorder(width: width, height: height)
            rasterizer.sweep(fillRule: .nonZero, into: &recorder, rows: rows)
            return recorder.levels
        }
        let whole = swept(rows: 0..<height)
        let covered = whole.reduce(0.0) { $0 + Double($1) / 255 }
        #expect(abs(covered - area) < 0.002 * area, "levels add up to \(covered), the polygon's area is \(area)")
        var slices = [UInt8](repeating: 0, count: width * height)
        let cuts = [37, 38, 101, 130].filter { $0 < height }
        for rows in zip([0] + cuts, cuts + [height]).map({ $0.0..<$0.1 }) {
            let part = swept(rows: rows)
            for y in rows { for x in 0..<width { slices[y * width + x] = part[y * width + x] } }
            // Nothing outside the slice is drawn.
            #expect(part.indices.allSatisfy { rows.contains($0 / width) || part[$0] == 0 })
        }
        #expect(slices == whole)
    }
}

extension FillTests {
    /// One rasterizer reused for every slice of rows, sweeping into the solid blitter (an opaque
    /// blue over nothing: a pixel's blue is its level) and into spans by turns, a shape many bands
    /// tall (scale 3) and one accumulated whole (scale 0.5): each slice draws the levels a whole
    /// sweep gives in its rows and nothing outside them, and a square drawn last is exact, so no
    /// slice left area behind in the rows it did not draw.
    @Test(arguments: [3.0, 0.5])
    func reusedRasterizerSlicesLeaveNothingBehind(scale: Double) {
        let width = Int(320 * scale), height = Int(300 * scale)
        var star: [Point] = []
        for i in 0..<48 {
            let angle = Double(i) * Double.pi / 24, radius = (i % 2 == 0 ? 140.0 : 61.5) * scale
            star.append(Point(x: 13.25 + 150 * scale + radius * cos(angle), y: 7.5 + 145 * scale + radius * sin(angle)))
        }
        var outline = Polygons()
        for point in star { outline.append(point) }
        outline.closeContour()
        let bounds = IntRect(x: 0, y: 0, width: width, height: height)
        #expect(BandLayout(width: width, height: height).isWhole == (scale < 1), "the scales take both paths")
        var rasterizer = CoverageRasterizer()
        rasterizer.reset(bounds: bounds)
        rasterizer.add(outline)
        var whole = CoverageRecorder(width: width, height: height)
        rasterizer.sweep(fillRule: .nonZero, into: &whole)
        let cuts = [37, 38, 101, 130].filter { $0 < height }
        for (index, rows) in zip([0] + cuts, cuts + [height]).map({ $0.0..<$0.1 }).enumerated() {
            rasterizer.reset(bounds: bounds)
            rasterizer.add(outline)
            var levels = [UInt8](repeating: 0, count: width * height)
            if index % 2 == 0 {
                var pixels = [UInt32](repeating: 0, count: width * height)
                pixels.withUnsafeMutableBufferPointer { buffer in
                    var solid = SolidBlitter(pixels: buffer.baseAddress!, rowPixels: width, color: 0xFF00_00FF)
                    rasterizer.sweep(fillRule: .nonZero, into: &solid, rows: rows)
                }
                levels = pixels.map { UInt8($0 & 0xFF) }
            } else {
                var recorder = CoverageRecorder(width: width, height: height)
                rasterizer.sweep(fillRule: .nonZero, into: &recorder, rows: rows)
                levels = recorder.levels
            }
            for y in 0..<height {
                let row = levels[(y * width)..<((y + 1) * width)], expected = whole.levels[(y * width)..<((y + 1) * width)]
                #expect(rows.contains(y) ? row.elementsEqual(expected) : row.allSatisfy { $0 == 0 }, "rows \(rows), row \(y)")
            }
        }
        let square = [Point(x: 2, y: 2), Point(x: 6, y: 2), Point(x: 6, y: 6), Point(x: 2, y: 6)]
        rasterizer.reset(bounds: bounds)
        for i in square.indices { rasterizer.addLine(square[i], square[(i + 1) % square.count]) }
        var seen = CoverageRecorder(width: width, height: height)
        rasterizer.sweep(fillRule: .nonZero, into: &seen)
        #expect(seen.levels.filter { $0 == 255 }.count == 16 && seen.levels.filter { $0 != 0 && $0 != 255 }.isEmpty)
    }

    /// Reserving for a canvas's size leaves room for every smaller shape, banded or accumulated
    /// whole: drawing them moves no scratch (an isolated layer's canvas, made while frames run,
    /// must not allocate in its first frame).
    @Test func reservingCoversShapesAccumulatedWhole() {
        var rasterizer = CoverageRasterizer()
        rasterizer.reserve(width: 1000, height: 700)
        let before = rasterizer.scratchAddresses
        // Banded; whole and wide; whole and narrow (the most rows of marks); whole and square.
        let shapes = [(1000, 700), (1000, 480), (1, 700), (700, 700)]
        #expect(shapes.map { BandLayout(width: $0.0, height: $0.1).isWhole } == [false, true, true, true])
        for (width, height) in shapes {
            let shape = [Point(x: 0, y: 0.25), Point(x: Double(width), y: 0.5), Point(x: Double(width) / 2, y: Double(height) - 0.25)]
            rasterizer.reset(bounds: IntRect(x: 0, y: 0, width: width, height: height))
            for i in shape.indices { rasterizer.addLine(shape[i], shape[(i + 1) % shape.count]) }
            var seen = CoverageRecorder(width: width, height: height)
            rasterizer.sweep(fillRule: .nonZero, into: &seen)
            #expect(seen.levels.contains { $0 > 0 }, "\(width)×\(height)")
            #expect(rasterizer.scratchAddresses == before, "\(width)×\(height)")
        }
    }

    /// A shape accumulated whole is in its cells before the sweep: one dropped unswept (a paint
    /// that draws nothing), or replaced by `reset`, must leave no area behind for the next shape.
    @Test func wholeAreaShapeDroppedUnsweptLeavesNothing() {
        let bounds = IntRect(x: 0, y: 0, width: 40, height: 30)
        let blob = [Point(x: 3.3, y: 2.7), Point(x: 35.1, y: 4.2), Point(x: 30.6, y: 27.9), Point(x: 1.2, y: 20.4)]
        let square = [Point(x: 2, y: 2), Point(x: 6, y: 2), Point(x: 6, y: 6), Point(x: 2, y: 6)]
        var outline = Polygons()
        for point in blob { outline.append(point) }
        outline.closeContour()
        for (drop, byLines) in [("discard", true), ("reset", true), ("discard", false), ("reset", false)] {
            var rasterizer = CoverageRasterizer()
            rasterizer.reset(bounds: bounds)
            if byLines {
                for i in blob.indices { rasterizer.addLine(blob[i], blob[(i + 1) % blob.count]) }
            } else {
                rasterizer.add(outline)
            }
            if drop == "discard" { rasterizer.discard() }
            rasterizer.reset(bounds: bounds)
            for i in square.indices { rasterizer.addLine(square[i], square[(i + 1) % square.count]) }
            var seen = CoverageRecorder(width: 40, height: 30)
            rasterizer.sweep(fillRule: .nonZero, into: &seen)
            #expect(seen.levels.filter { $0 == 255 }.count == 16 && seen.levels.filter { $0 != 0 && $0 != 255 }.isEmpty, "\(drop), \(byLines ? "lines" : "polygons")")
        }
    }
}

/// Keeps the level each pixel was handed.
private struct CoverageRecorder: SpanBlitter {
    let width: Int
    var levels: [UInt8]
    init(width: Int, height: Int) {
        self.width = width
        levels = Array(repeating: 0, count: width * height)
    }
    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        for (i, level) in coverage.enumerated() { levels[y * width + x + i] = level }
    }
    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        for i in 0..<length { levels[y * width + x + i] = coverage }
    }
}
