import Geometry
import Raster
import Testing

@Suite("Blur and shadows")
struct ShadowTests {
    static let card = Path.roundedRect(Rect(x: 30, y: 25, width: 100, height: 60), cornerRadius: 14)!

    @Test func dropShadowUnderACard() {
        let canvas = whiteCanvas()
        canvas.fillShadow(of: Self.card, color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), radius: 10, offset: Point(x: 5, y: 6))
        canvas.fill(Self.card, with: .solid(Color(r255: 245, g255: 245, b255: 247)))
        expectGolden(canvas, "shadow-card")
        // The shadow shows below-right of the card and fades with distance.
        let near = canvas.pixmap[80, 88].red, far = canvas.pixmap[80, 100].red
        #expect(near < 245 && near < far)
        #expect(canvas.pixmap[80, 118] == Color.white.premultiplied)
    }

    /// Blurring moves coverage around but keeps its total (the box passes are normalised).
    @Test func blurConservesCoverage() {
        let sharp = Canvas(width: 120, height: 120)!
        sharp.fillShadow(of: Path.circle(center: Point(x: 60, y: 60), radius: 20)!, color: .black, radius: 0)
        let soft = Canvas(width: 120, height: 120)!
        soft.fillShadow(of: Path.circle(center: Point(x: 60, y: 60), radius: 20)!, color: .black, radius: 12)
        let total = totalCoverage(sharp.pixmap)
        #expect(abs(total - Double.pi * 400) / (Double.pi * 400) < 0.002)
        #expect(abs(totalCoverage(soft.pixmap) - total) / total < 0.01)
        // The soft edge reaches beyond the shape.
        #expect(soft.pixmap[60, 87].alpha > 0 && sharp.pixmap[60, 87].alpha == 0)
    }

    /// A zero radius shadow is the shape itself, moved by the offset.
    @Test func zeroRadiusIsTheOffsetShape() {
        let shadow = Canvas(width: 60, height: 60)!
        shadow.fillShadow(of: Path.circle(center: Point(x: 20, y: 20), radius: 10)!, color: .black, radius: 0, offset: Point(x: 15, y: 10))
        let shape = Canvas(width: 60, height: 60)!
        shape.fill(Path.circle(center: Point(x: 35, y: 30), radius: 10)!, with: .solid(.black))
        #expect(shadow.pixmap.pixels == shape.pixmap.pixels)
    }

    /// A shadow cast from outside the clip still shades the inside.
    @Test func shadowFromOutsideTheClip() {
        let canvas = Canvas(width: 60, height: 60)!
        canvas.clip(to: Rect(x: 30, y: 0, width: 30, height: 60))
        canvas.fillShadow(of: Path.rect(Rect(x: 0, y: 0, width: 28, height: 60))!, color: .black, radius: 8)
        #expect(canvas.pixmap[30, 30].alpha > 0)
        #expect(canvas.pixmap[29, 30].alpha == 0)
    }

    /// Regression (found by the damage-checked fuzz): a shadow drawn directly (its outline new
    /// this frame) and the same shadow drawn next frame from its cached image differed by a level
    /// here and there, most of all where a clip cut the direct one short.
    @Test("A shadow drawn directly, clipped or not, equals its cached image pixel for pixel",
          arguments: [Rect(x: 0, y: 0, width: 120, height: 90), Rect(x: 40, y: 30, width: 25, height: 20)])
    func directEqualsCached(clip: Rect) throws {
        guard let outline = Path.roundedRect(Rect(x: 20, y: 15, width: 60, height: 40), cornerRadius: 9) else {
            Issue.record("no outline")
            return
        }
        let color = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        let transform = Transform.scale(x: 1.5, y: 1.5).concatenating(.translation(x: 3.37, y: 2.81))
        let direct = try #require(Canvas(width: 200, height: 150))
        direct.setTransform(transform)
        direct.clip(to: clip)
        direct.fillShadow(of: outline, color: color, radius: 7, offset: Point(x: 2, y: 4))
        let cached = try #require(Canvas(width: 200, height: 150))
        cached.setTransform(transform)
        cached.clip(to: clip)
        let image = try #require(cached.makeShadow(of: outline, radius: 7, offset: Point(x: 2, y: 4)))
        #expect(cached.draw(image, color: color))
        let differing = zip(direct.pixmap.pixels, cached.pixmap.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }
}
