import Geometry
import Raster
import TestSupport
import Testing

@Suite("Paint and compositing")
struct PaintTests {
    @Test func premultiplicationKeepsOpaqueColoursExact() {
        let c = Color(r255: 94, g255: 192, b255: 224).premultiplied
        #expect(c.red == 94 && c.green == 192 && c.blue == 224 && c.alpha == 255)
        // Alpha ½ truncates to 127 (Blend2D's conversion); colours scale by it with rounding.
        let half = Color(r255: 255, g255: 59, b255: 48, alpha: 0.5).premultiplied
        #expect(half.alpha == 127 && half.red == 127 && half.green == 29 && half.blue == 24)
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 0.2).premultiplied.alpha == 51)
    }

    /// Source-over of two half-transparent layers is 0.75 opaque, not 1.
    @Test func sourceOverComposes() {
        let canvas = Canvas(width: 4, height: 4)!
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(Color(red: 0, green: 0, blue: 1, alpha: 0.5)))
        let p = canvas.pixmap[1, 1]
        #expect(approx(Int(p.alpha), 191, 1))
        #expect(approx(Int(p.blue), 128, 1))
        #expect(approx(Int(p.red), 64, 1))
    }

    @Test("A draw that paints nothing (a clear colour, opacity 0) leaves no area behind for the next draw")
    func invisibleDrawsDoNotLeakIntoTheNext() {
        let grey = Color(r255: 90, g255: 96, b255: 107)
        let blue = Color(r255: 10, g255: 132, b255: 255)
        let gradient = LinearGradient(start: .zero, end: Point(x: 0, y: 40),
                                      stops: [GradientStop(0, blue), GradientStop(1, grey)])!
        let invisible: [Paint] = [.solid(.clear), .solid(blue, opacity: 0), .linearGradient(gradient, opacity: 0)]
        for paint in invisible {
            let reference = Canvas(width: 40, height: 40)!
            reference.clear(.white)
            reference.fillCircle(center: Point(x: 30, y: 30), radius: 6, with: .solid(grey))
            let canvas = Canvas(width: 40, height: 40)!
            canvas.clear(.white)
            // A big shape that draws nothing, then a small one inside its bounds.
            canvas.fillCircle(center: Point(x: 20, y: 20), radius: 18, with: paint)
            canvas.fillCircle(center: Point(x: 30, y: 30), radius: 6, with: .solid(grey))
            #expect(canvas.pixmap.pixels == reference.pixmap.pixels, "after \(paint)")
        }
    }

    @Test func mulDiv255IsExactlyRounded() {
        for a in stride(from: 0, through: 255, by: 5) {
            for b in 0...255 {
                let expected = UInt32((Double(a * b) / 255).rounded())
                #expect(PremultipliedColor.mulDiv255(UInt32(a), UInt32(b)) == expected)
            }
        }
    }

    /// 256 bins of the gradient parameter, each the colour at i/255, as Blend2D's table.
    @Test func verticalGradientUsesTheReferenceTable() {
        let top = Color(r255: 30, g255: 58, b255: 138), bottom = Color(r255: 15, g255: 23, b255: 42)
        let gradient = LinearGradient(start: .zero, end: Point(x: 0, y: 100),
                                      stops: [GradientStop(0, top), GradientStop(1, bottom)])!
        let canvas = Canvas(width: 10, height: 100)!
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 100), with: .linearGradient(gradient))
        // Pixel centres: row 0 samples t = 0.005 (bin 1), row 99 t = 0.995 (bin 254), row 50 bin 129.
        let first = canvas.pixmap[3, 0], last = canvas.pixmap[3, 99], middle = canvas.pixmap[7, 50]
        #expect(first.red == 30 && first.green == 58 && first.blue == 138)
        #expect(last.red == 15 && last.green == 23 && last.blue == 42)
        #expect(middle.blue == UInt8((138 + (42.0 - 138) * 129 / 255).rounded()))
    }

    @Test func gradients() {
        let canvas = whiteCanvas()
        let diagonal = LinearGradient(start: Point(x: 10, y: 10), end: Point(x: 70, y: 110),
                                      stops: [GradientStop(0, accent), GradientStop(0.5, .white), GradientStop(1, ink)])!
        canvas.fill(Path.roundedRect(Rect(x: 10, y: 10, width: 60, height: 100), cornerRadius: 12)!, with: .linearGradient(diagonal))
        let faded = LinearGradient(start: Point(x: 90, y: 0), end: Point(x: 150, y: 0),
                                   stops: [GradientStop(0, Color(red: 1, green: 0.3, blue: 0, alpha: 1)),
                                           GradientStop(1, Color(red: 1, green: 0.3, blue: 0, alpha: 0))])!
        canvas.fill(Path.circle(center: Point(x: 120, y: 60), radius: 30)!, with: .linearGradient(faded, opacity: 0.8))
        expectGolden(canvas, "gradients")
    }
}
