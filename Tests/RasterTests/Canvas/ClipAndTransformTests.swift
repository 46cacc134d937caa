import Geometry
import Raster
import TestSupport
import Testing

@Suite("Clip and transform")
struct ClipAndTransformTests {
    @Test func rectangularClip() {
        let canvas = whiteCanvas()
        canvas.save()
        canvas.clip(to: Rect(x: 20, y: 20, width: 60, height: 80))
        canvas.fill(Path.circle(center: Point(x: 80, y: 60), radius: 45)!, with: .solid(ink))
        canvas.clip(to: Rect(x: 50, y: 0, width: 100, height: 50))
        canvas.fill(Rect(x: 0, y: 0, width: 160, height: 120), with: .solid(accent))
        canvas.restore()
        canvas.fill(Path.circle(center: Point(x: 130, y: 90), radius: 15)!, with: .solid(ink))
        expectGolden(canvas, "clip-rect")
        #expect(canvas.pixmap[19, 60] == Color.white.premultiplied)
        #expect(canvas.pixmap[60, 30] == accent.premultiplied)
        #expect(canvas.pixmap[45, 45] == ink.premultiplied)
        #expect(canvas.pixmap[85, 60] == Color.white.premultiplied)
    }

    /// Nested clips equal their intersection.
    @Test func nestedClipsIntersect() {
        let nested = Canvas(width: 50, height: 50)!
        nested.clip(to: Rect(x: 5, y: 5, width: 30, height: 30))
        nested.clip(to: Rect(x: 15, y: 10, width: 30, height: 30))
        nested.fill(Rect(x: 0, y: 0, width: 50, height: 50), with: .solid(.black))
        let direct = Canvas(width: 50, height: 50)!
        direct.clip(to: Rect(x: 15, y: 10, width: 20, height: 25))
        direct.fill(Rect(x: 0, y: 0, width: 50, height: 50), with: .solid(.black))
        #expect(nested.pixmap.pixels == direct.pixmap.pixels)
    }

    @Test func transforms() {
        let canvas = whiteCanvas()
        let card = Path.roundedRect(Rect(x: -30, y: -15, width: 60, height: 30), cornerRadius: 8)!
        canvas.withSavedState {
            canvas.translate(x: 45, y: 60)
            canvas.rotate(by: Double.pi / 6)
            canvas.fill(card, with: .solid(ink))
        }
        canvas.withSavedState {
            canvas.translate(x: 120, y: 60)
            canvas.scale(x: 0.6, y: 1.6)
            canvas.stroke(card, style: StrokeStyle(width: 4, join: .round), with: .solid(accent))
        }
        expectGolden(canvas, "transforms")
        #expect(canvas.pixmap[45, 60] == ink.premultiplied)
    }

    /// A transform with a rotation of a quarter turn keeps an axis-aligned square exact.
    @Test func quarterTurnIsExact() {
        let canvas = Canvas(width: 20, height: 20)!
        canvas.translate(x: 10, y: 10)
        canvas.rotate(by: Double.pi / 2)
        canvas.fill(Rect(x: -4, y: -4, width: 8, height: 4), with: .solid(.black))
        #expect(canvas.pixmap[7, 10].alpha == 0 || canvas.pixmap[7, 10].alpha == 255)
        #expect(approx(totalCoverage(canvas.pixmap), 32, 0.01))
    }
}

@Suite("Damage")
struct DamageTests {
    /// A frame limited to a damage rectangle changes nothing outside it and draws inside exactly
    /// what a full frame draws.
    @Test func drawingStaysInsideTheDamage() {
        func scene(_ canvas: Canvas) {
            canvas.fill(Path.circle(center: Point(x: 80, y: 60), radius: 50)!, with: .solid(ink))
            canvas.stroke(Path.rect(Rect(x: 10, y: 10, width: 140, height: 100))!, style: StrokeStyle(width: 6), with: .solid(accent))
        }
        let full = whiteCanvas()
        scene(full)
        let partial = whiteCanvas()
        let damage = IntRect(x: 40, y: 30, width: 50, height: 40)
        partial.limitDrawing(toDevice: damage)
        scene(partial)
        for y in 0..<120 {
            for x in 0..<160 {
                let inside = x >= damage.minX && x < damage.maxX && y >= damage.minY && y < damage.maxY
                #expect(partial.pixmap[x, y] == (inside ? full.pixmap[x, y] : Color.white.premultiplied))
            }
        }
    }
}
