import Geometry
@testable import Raster
import Testing

/// A frame repainted under a damage limit must equal a full repaint to the level: the window
/// shows incremental frames, `render` full ones, and the two are compared pixel for pixel.
@Suite("Damage limit")
struct DamageLimitTests {
    /// A wavy outline, a stroke with joins, a shape under a path clip and a soft shadow: every
    /// kind of drawing whose coverage comes from the accumulation rasterizer.
    private func drawScene(in canvas: Canvas) {
        canvas.clear(Color(red: 0.95, green: 0.94, blue: 0.97))
        var wave = PathBuilder()
        wave.move(to: Point(x: 3.3, y: 40.7))
        wave.cubic(to: Point(x: 57.1, y: 12.2), control1: Point(x: 10.4, y: -6), control2: Point(x: 41.9, y: 55.5))
        wave.quad(to: Point(x: 74.6, y: 61.3), control: Point(x: 90.2, y: 20.1))
        wave.line(to: Point(x: 8.9, y: 58.4))
        wave.close()
        if let path = wave.finish() {
            canvas.fill(path, with: Paint(Color(red: 0.45, green: 0.39, blue: 0.5)))
            canvas.stroke(path, style: StrokeStyle(width: 2.7, join: .round), with: Paint(Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.8)))
        }
        // Slanted left sides over bottoms on half pixels: the bottom rows' coverage is exactly
        // one half, where a rounding error in the row's running sum shows as a level.
        for index in 0..<12 {
            let top = 2.0 + Double(index) * 5, slant = 0.37 + Double(index) * 0.613
            var quad = PathBuilder()
            quad.move(to: Point(x: 1.13 + slant, y: top))
            quad.line(to: Point(x: 78.5, y: top))
            quad.line(to: Point(x: 78.5, y: top + 3.5))
            quad.line(to: Point(x: 1.13, y: top + 3.5))
            quad.close()
            if let path = quad.finish() { canvas.fill(path, with: Paint(Color(red: 0.3, green: 0.3, blue: 0.7, alpha: 0.5))) }
        }
        if let outline = Path.roundedRect(Rect(x: 20.25, y: 17.6, width: 41.3, height: 27.9), cornerRadius: 9.4) {
            canvas.fillShadow(of: outline, color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 6, offset: Point(x: 1.5, y: 2.25))
            canvas.save()
            canvas.clip(to: outline)
            if let disc = Path.ellipse(in: Rect(x: 9.1, y: 4.7, width: 60.2, height: 44.9)) {
                canvas.fill(disc, with: Paint(Color(red: 0.8, green: 0.3, blue: 0.2, alpha: 0.9)))
            }
            canvas.restore()
        }
    }

    @Test("A shape repainted inside any damage rectangle has the pixels of a full repaint",
          arguments: [IntRect(x: 0, y: 0, width: 80, height: 64), IntRect(x: 31, y: 0, width: 7, height: 64),
                      IntRect(x: 51, y: 19, width: 9, height: 1), IntRect(x: 0, y: 37, width: 80, height: 5),
                      IntRect(x: 13, y: 9, width: 40, height: 30), IntRect(x: 70, y: 55, width: 10, height: 9)])
    func partialRepaintEqualsFull(damage: IntRect) throws {
        let full = try #require(Canvas(width: 80, height: 64))
        drawScene(in: full)
        let partial = try #require(Canvas(width: 80, height: 64))
        drawScene(in: partial)
        partial.save()
        partial.limitDrawing(toDevice: damage)
        drawScene(in: partial)
        partial.restore()
        #expect(differences(full, partial).isEmpty, "\(differences(full, partial).prefix(8))")
    }

    /// Every column and every row as the damage's first: the accumulation starts wherever the
    /// rasterizer's area starts, so each start must give the full repaint's sums.
    @Test("Every left and top edge of a damage gives the full repaint's pixels")
    func everyDamageEdge() throws {
        let full = try #require(Canvas(width: 80, height: 64))
        drawScene(in: full)
        let partial = try #require(Canvas(width: 80, height: 64))
        var failures: [String] = []
        for edge in 1..<80 {
            for damage in [IntRect(x: edge, y: 0, width: 80 - edge, height: 64), IntRect(x: 0, y: edge % 64, width: 80, height: 64 - edge % 64)] {
                drawScene(in: partial)
                partial.save()
                partial.limitDrawing(toDevice: damage)
                drawScene(in: partial)
                partial.restore()
                let differing = differences(full, partial)
                if !differing.isEmpty { failures.append("\(damage): \(differing.count) pixels, first \(differing[0])") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) damages differ: \(failures.prefix(4))")
    }

    private func differences(_ full: Canvas, _ partial: Canvas) -> [String] {
        var differing: [String] = []
        for y in 0..<64 {
            for x in 0..<80 where full.pixmap[x, y] != partial.pixmap[x, y] {
                differing.append("(\(x), \(y))")
            }
        }
        return differing
    }
}
