import Geometry
import Raster
import Testing

/// Discs, rings, round-capped arcs and rounded rectangles are covered in closed form
/// (`AnalyticRasterizer`): against the general path flattened twenty times finer than usual, the
/// same total coverage and no pixel more than a few levels off.
@Suite("Closed-form coverage of circles, arcs and rounded rectangles")
struct AnalyticCoverageTests {
    static let center = Point(x: 117.3, y: 119.6)

    /// Alpha of every pixel of both canvases: the largest difference and the relative difference
    /// of the totals.
    static func compare(_ fast: (Canvas) -> Void, _ reference: (Canvas) -> Void) -> (worst: Int, relative: Double) {
        let a = Canvas(width: 240, height: 240)!, b = Canvas(width: 240, height: 240)!
        b.flatteningTolerance = 0.01
        fast(a)
        reference(b)
        var worst = 0, totalA = 0, totalB = 0
        for (pa, pb) in zip(a.pixmap.pixels, b.pixmap.pixels) {
            let alphaA = Int(pa >> 24), alphaB = Int(pb >> 24)
            totalA += alphaA
            totalB += alphaB
            worst = max(worst, abs(alphaA - alphaB))
        }
        return (worst, Double(totalA - totalB) / Double(max(totalB, 1)))
    }

    @Test(arguments: [2.0, 4.0, 10.0, 36.0, 100.0])
    func disc(radius: Double) {
        let result = Self.compare({ $0.fillCircle(center: Self.center, radius: radius, with: .solid(.black)) },
                                  { $0.fill(Path.circle(center: Self.center, radius: radius)!, with: .solid(.black)) })
        #expect(result.worst <= 8, "worst \(result.worst)")
        #expect(abs(result.relative) < 0.004, "total off by \(result.relative)")
    }

    @Test(arguments: [2.0, 12.0])
    func ring(width: Double) {
        let result = Self.compare({ $0.strokeArc(center: Self.center, radius: 80, startAngle: 0, sweep: 2 * .pi, width: width,
                                                 with: .solid(.black)) },
                                  { $0.stroke(Path.circle(center: Self.center, radius: 80)!, style: StrokeStyle(width: width),
                                              with: .solid(.black)) })
        #expect(result.worst <= 4, "worst \(result.worst)")
        #expect(abs(result.relative) < 0.001, "total off by \(result.relative)")
    }

    /// Short and long, thick and thin, both directions, and more than half a turn (whose angles
    /// are not a convex wedge).
    @Test(arguments: [(0.063, 24.0), (0.063, 2.4), (0.3, 14.0), (2.5, 14.0), (4.5, 6.0), (-1.0, 3.0), (-5.9, 20.0)])
    func roundCappedArc(sweep: Double, width: Double) {
        let result = Self.compare({ $0.strokeArc(center: Self.center, radius: 80, startAngle: 0.4, sweep: sweep, width: width,
                                                 cap: .round, with: .solid(.black)) }, { canvas in
            var builder = PathBuilder()
            builder.arc(center: Self.center, radius: 80, startAngle: 0.4, endAngle: 0.4 + sweep, clockwise: sweep > 0)
            canvas.stroke(builder.finish()!, style: StrokeStyle(width: width, cap: .round), with: .solid(.black))
        })
        #expect(result.worst <= 6, "worst \(result.worst)")
        #expect(abs(result.relative) < 0.004, "total off by \(result.relative)")
    }

    @Test(arguments: [0.0, 1.5, 5.0, 13.0, 28.1])
    func roundedRect(radius: Double) {
        let rect = Rect(x: 20.3, y: 60.6, width: 180.4, height: 56.2)
        let result = Self.compare({ $0.fillRoundedRect(rect, cornerRadius: radius, with: .solid(.black)) },
                                  { $0.fill(Path.roundedRect(rect, cornerRadius: radius)!, with: .solid(.black)) })
        #expect(result.worst <= 3, "worst \(result.worst)")
        #expect(abs(result.relative) < 0.001, "total off by \(result.relative)")
    }

    /// Under a rotation and uniform scale circles stay circles: still closed form, still exact.
    @Test func rotatedAndScaledArc() {
        let result = Self.compare({ canvas in
            canvas.translate(x: 120, y: 120)
            canvas.rotate(by: 0.7)
            canvas.scale(x: 1.5, y: 1.5)
            canvas.strokeArc(center: .zero, radius: 50, startAngle: 0.2, sweep: 2, width: 10, cap: .round, with: .solid(.black))
        }, { canvas in
            canvas.translate(x: 120, y: 120)
            canvas.rotate(by: 0.7)
            canvas.scale(x: 1.5, y: 1.5)
            var builder = PathBuilder()
            builder.arc(center: .zero, radius: 50, startAngle: 0.2, endAngle: 2.2, clockwise: true)
            canvas.stroke(builder.finish()!, style: StrokeStyle(width: 10, cap: .round), with: .solid(.black))
        })
        #expect(result.worst <= 6, "worst \(result.worst)")
        #expect(abs(result.relative) < 0.002, "total off by \(result.relative)")
    }

    /// The clip rectangle bounds every run: nothing outside it changes, inside it is the same as
    /// the unclipped drawing.
    @Test func clipRectangleBoundsTheShapes() {
        let clipped = Canvas(width: 200, height: 200)!, whole = Canvas(width: 200, height: 200)!
        func draw(_ canvas: Canvas) {
            canvas.fillCircle(center: Point(x: 100, y: 100), radius: 70, with: .solid(.black))
            canvas.strokeArc(center: Point(x: 100, y: 100), radius: 60, startAngle: 0, sweep: 5, width: 16, cap: .round,
                             with: .solid(Color(r255: 255, g255: 0, b255: 0)))
            canvas.fillRoundedRect(Rect(x: 10, y: 80, width: 180, height: 40), cornerRadius: 12,
                                   with: .solid(Color(r255: 0, g255: 0, b255: 255, alpha: 0.5)))
        }
        clipped.clip(to: Rect(x: 37, y: 21, width: 90, height: 120))
        draw(clipped)
        draw(whole)
        for y in 0..<200 {
            for x in 0..<200 {
                let inside = x >= 37 && x < 127 && y >= 21 && y < 141
                let pixel = clipped.pixmap.pixels[y * 200 + x]
                #expect(pixel == (inside ? whole.pixmap.pixels[y * 200 + x] : 0), "pixel \(x), \(y)")
                if pixel != (inside ? whole.pixmap.pixels[y * 200 + x] : 0) { return }
            }
        }
    }

    /// A path clip and a gradient take the general blitters: the same coverage reaches them.
    @Test func pathClipAndGradientSeeTheSameCoverage() {
        let masked = Canvas(width: 160, height: 160)!, plain = Canvas(width: 160, height: 160)!
        let square = Path.roundedRect(Rect(x: 0, y: 0, width: 160, height: 160), cornerRadius: 0)!
        masked.clip(to: square)
        for canvas in [masked, plain] {
            canvas.fillCircle(center: Point(x: 80.4, y: 79.7), radius: 50, with: .solid(.black))
        }
        #expect(masked.pixmap.pixels == plain.pixmap.pixels)
    }

    /// Shapes past the range `Float` handles exactly fall back to outlines and still draw.
    @Test func hugeShapesFallBack() {
        let canvas = Canvas(width: 64, height: 64)!
        canvas.fillCircle(center: Point(x: 32, y: 32), radius: 100_000, with: .solid(.black))
        #expect(canvas.pixmap.pixels.allSatisfy { $0 >> 24 == 255 })
    }
}
