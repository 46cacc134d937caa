import Geometry
@testable import Raster
import Testing

/// `withBlur`: a layer's pixels through a Gaussian and over a drop shadow of them, a partial
/// repaint equal to the same pixels of a whole one.
@Suite("Layer blur and drop shadow")
struct LayerBlurTests {
    private func draw(sigma: Double, shadow: LayerShadow? = nil, limit: IntRect? = nil, into canvas: Canvas) {
        canvas.save()
        if let limit { canvas.limitDrawing(toDevice: limit) }
        canvas.withBlur(sigma: sigma, shadow: shadow) {
            canvas.fill(Rect(x: 40, y: 40, width: 20, height: 20), with: Paint(.solid(Color(red: 1, green: 0, blue: 0))))
        }
        canvas.restore()
    }

    @Test func blurSpreadsSymmetricallyAndKeepsTheCoverage() throws {
        let canvas = try #require(Canvas(width: 100, height: 100))
        draw(sigma: 4, into: canvas)
        let p = canvas.pixmap
        // Symmetric about the square's centre (50, 50).
        for offset in [2, 8, 14] {
            #expect(p[50 - offset, 50].alpha == p[49 + offset, 50].alpha, "left and right at \(offset)")
            #expect(p[50, 50 - offset].alpha == p[50, 49 + offset].alpha, "up and down at \(offset)")
        }
        #expect(p[50, 50].alpha > 240, "the middle stays nearly opaque")
        #expect(p[40, 50].alpha > 100 && p[40, 50].alpha < 160, "the edge is half covered: \(p[40, 50].alpha)")
        #expect(p[30, 50].alpha > 0 && p[30, 50].alpha < 10, "2.5 σ out, a trace")
        // The total coverage is kept (400 pixels' worth), within the boxes' rounding.
        let total = p.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        #expect(abs(total - 400) < 8, "\(total)")
        // Colour never exceeds alpha.
        #expect(p.pixels.allSatisfy { (($0 >> 16) & 0xff) <= $0 >> 24 })
    }

    @Test func aPartialRepaintEqualsTheWhole() throws {
        let whole = try #require(Canvas(width: 100, height: 100))
        draw(sigma: 5, shadow: LayerShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 6, y: 8), sigma: 3), into: whole)
        let part = try #require(Canvas(width: 100, height: 100))
        // Only a band that cuts through the blur and the shadow is repainted.
        let band = IntRect(x: 55, y: 30, width: 30, height: 45)
        draw(sigma: 5, shadow: LayerShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 6, y: 8), sigma: 3),
             limit: band, into: part)
        var differing = 0
        for y in band.minY..<band.maxY { for x in band.minX..<band.maxX where whole.pixmap[x, y] != part.pixmap[x, y] { differing += 1 } }
        #expect(differing == 0)
        #expect(part.pixmap[20, 20].alpha == 0, "nothing is written outside the band")
    }

    @Test func theShadowFallsByItsOffsetUnderTheContent() throws {
        let canvas = try #require(Canvas(width: 100, height: 100))
        draw(sigma: 0, shadow: LayerShadow(color: Color(red: 0, green: 0, blue: 1), offset: Point(x: 10, y: 10), sigma: 0), into: canvas)
        let p = canvas.pixmap
        #expect(p[50, 50].packed == 0xffff_0000, "the content on top")
        #expect(p[65, 65].packed == 0xff00_00ff, "the hard shadow 10 px down and right")
        #expect(p[35, 35].alpha == 0)
    }
}
