import Geometry
import Raster
import Testing

@Suite("Stroke")
struct StrokeTests {
    static func line(from a: Point, to b: Point) -> Path {
        var builder = PathBuilder()
        builder.move(to: a)
        builder.line(to: b)
        return builder.finish()!
    }

    static func zigzag(x: Double) -> Path {
        var builder = PathBuilder()
        builder.move(to: Point(x: x, y: 100))
        builder.line(to: Point(x: x + 18, y: 30))
        builder.line(to: Point(x: x + 36, y: 100))
        return builder.finish()!
    }

    @Test func everyCap() {
        let canvas = whiteCanvas()
        for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
            let y = 25 + Double(i) * 35
            canvas.stroke(Self.line(from: Point(x: 30, y: y), to: Point(x: 130, y: y)),
                          style: StrokeStyle(width: 16, cap: cap), with: .solid(ink))
            // The true end of the line, for eye comparison.
            canvas.fill(Rect(x: 129.5, y: y - 12, width: 1, height: 24), with: .solid(accent))
        }
        expectGolden(canvas, "stroke-caps")
    }

    @Test func everyJoin() {
        let canvas = whiteCanvas(200, 120)
        for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
            canvas.stroke(Self.zigzag(x: 16 + Double(i) * 62), style: StrokeStyle(width: 14, join: join), with: .solid(ink))
        }
        expectGolden(canvas, "stroke-joins")
    }

    /// A sharp angle exceeds a low miter limit and falls back to a bevel.
    @Test func miterLimit() {
        var builder = PathBuilder()
        builder.move(to: Point(x: 20, y: 100))
        builder.line(to: Point(x: 40, y: 20))
        builder.line(to: Point(x: 60, y: 100))
        let path = builder.finish()!
        let limited = Canvas(width: 80, height: 120)!
        limited.stroke(path, style: StrokeStyle(width: 10, join: .miter, miterLimit: 2), with: .solid(.black))
        let unlimited = Canvas(width: 80, height: 120)!
        unlimited.stroke(path, style: StrokeStyle(width: 10, join: .miter, miterLimit: 10), with: .solid(.black))
        // The long miter tip reaches above y = 12; the bevelled one does not.
        #expect(unlimited.pixmap[40, 2].alpha > 0)
        #expect(limited.pixmap[40, 10].alpha == 0)
        expectGolden(limited, "stroke-miter-limit")
    }

    /// strokeStart/strokeEnd as CAShapeLayer: fractions of the whole path's length.
    @Test func trim() {
        let canvas = whiteCanvas()
        let circle = Path.circle(center: Point(x: 40, y: 60), radius: 30)!
        canvas.stroke(circle, style: StrokeStyle(width: 10, cap: .round), with: .solid(ink),
                      trim: StrokeTrim(start: 0, end: 0.25))
        canvas.stroke(circle, style: StrokeStyle(width: 4), with: .solid(accent), trim: StrokeTrim(start: 0.5, end: 0.9))
        let rect = Path.rect(Rect(x: 90, y: 30, width: 60, height: 60))!
        canvas.stroke(rect, style: StrokeStyle(width: 8, cap: .square), with: .solid(ink),
                      trim: StrokeTrim(start: 0.1, end: 0.6))
        expectGolden(canvas, "stroke-trim")
        // A quarter of a circle that starts at 3 o'clock and runs clockwise on screen ends at 6 o'clock.
        #expect(canvas.pixmap[70, 62] == ink.premultiplied)
        #expect(canvas.pixmap[42, 90] == ink.premultiplied)
        // 0.5…0.9 starts at 9 o'clock and runs up over 12 o'clock; 0.25…0.5 is left empty.
        #expect(canvas.pixmap[10, 55] == accent.premultiplied)
        #expect(canvas.pixmap[40, 30] == accent.premultiplied)
        #expect(canvas.pixmap[18, 81] == Color.white.premultiplied)
    }

    @Test func emptyTrimDrawsNothing() {
        let canvas = whiteCanvas(40, 40)
        let circle = Path.circle(center: Point(x: 20, y: 20), radius: 10)!
        canvas.stroke(circle, style: StrokeStyle(width: 4, cap: .round), with: .solid(ink), trim: StrokeTrim(start: 0.6, end: 0.6))
        canvas.stroke(circle, style: StrokeStyle(width: 4, cap: .round), with: .solid(ink), trim: StrokeTrim(start: 0.8, end: 0.2))
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == Color.white.premultiplied.packed })
    }

    @Test func arcs() {
        let canvas = whiteCanvas()
        var builder = PathBuilder()
        builder.arc(center: Point(x: 45, y: 60), radius: 32, startAngle: 0, endAngle: 3 * Double.pi / 2, clockwise: true)
        canvas.stroke(builder.finish()!, style: StrokeStyle(width: 9, cap: .round), with: .solid(ink))
        var ccw = PathBuilder()
        ccw.arc(center: Point(x: 118, y: 60), radius: 32, startAngle: 0, endAngle: 3 * Double.pi / 2, clockwise: false)
        canvas.stroke(ccw.finish()!, style: StrokeStyle(width: 9, cap: .butt), with: .solid(accent))
        expectGolden(canvas, "stroke-arcs")
        // Clockwise on screen from 3 o'clock passes 6 o'clock; counter-clockwise passes 12 o'clock.
        #expect(canvas.pixmap[45, 92].alpha == 255 && canvas.pixmap[45, 92] == ink.premultiplied)
        #expect(canvas.pixmap[118, 28] == accent.premultiplied)
        #expect(canvas.pixmap[118, 92] == Color.white.premultiplied)
    }
}
