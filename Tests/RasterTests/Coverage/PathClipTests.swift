import Geometry
@testable import Raster
import Testing

@Suite("Path clips")
struct PathClipTests {
    static let circle = Path.circle(center: Point(x: 60, y: 60), radius: 40)!
    static let star = FillTests.star(center: Point(x: 90, y: 60), radius: 45)

    /// A path clip tracing an upright rectangle on whole pixels covers each pixel wholly or not
    /// at all: it clips hard (no mask, no soft edge for `hasPathClip`) and draws what the rectangle
    /// clip does; off the pixel grid, or turned, it stays a soft path clip.
    @Test func pixelAlignedRectanglePathClipsHard() throws {
        func draw(_ clip: (Canvas) -> Void) -> (pixels: [UInt32], soft: Bool) {
            let canvas = whiteCanvas()
            var soft = false
            canvas.withSavedState {
                canvas.setTransform(Transform.scale(x: 2, y: 2).concatenating(.translation(x: 3, y: 1)))
                clip(canvas)
                soft = canvas.hasPathClip
                // A disc the rectangle cuts on its left and top.
                canvas.fill(Path.circle(center: Point(x: 18, y: 12), radius: 20)!, with: .solid(accent))
            }
            return (canvas.pixmap.pixels, soft)
        }
        let frame = Rect(x: 10, y: 8, width: 40, height: 30)
        let path = try #require(Path.rect(frame))
        let hard = draw { $0.clip(to: frame) }, traced = draw { $0.clip(to: path) }
        #expect(!traced.soft)
        #expect(traced.pixels == hard.pixels)
        #expect(Set(traced.pixels).count > 5, "the disc must show, cut by the rectangle")
        let offGrid = draw { $0.clip(to: Path.rect(Rect(x: 10.25, y: 8, width: 40, height: 30))!) }
        #expect(offGrid.soft)
        let turned = draw { canvas in
            canvas.concatenate(.rotation(0.1))
            canvas.clip(to: path)
        }
        #expect(turned.soft)
        #expect(Canvas.isPixelAlignedRectangle(Polygons()) == false)
    }

    @Test func clipByAPathIsAntiAliased() {
        let canvas = whiteCanvas()
        canvas.withSavedState {
            canvas.clip(to: Self.circle)
            canvas.fill(Rect(x: 0, y: 0, width: 160, height: 120), with: .solid(ink))
            canvas.stroke(Path.rect(Rect(x: 50, y: 20, width: 80, height: 80))!, style: StrokeStyle(width: 10), with: .solid(accent))
        }
        canvas.fill(Rect(x: 120, y: 90, width: 20, height: 20), with: .solid(accent))
        expectGolden(canvas, "clip-path")
        #expect(canvas.pixmap[60, 60] == ink.premultiplied)
        #expect(canvas.pixmap[15, 15] == Color.white.premultiplied)
        #expect(canvas.pixmap[130, 100] == accent.premultiplied)
        // An edge pixel of the circle is partly covered: blended, not cut.
        let edge = canvas.pixmap[31, 31]
        #expect(edge != ink.premultiplied && edge != Color.white.premultiplied)
    }

    /// Nested clips equal the intersection: clip by A then B draws what clip by B then A draws,
    /// and the coverage of a fill is the product of the two shapes.
    @Test func nestedPathClipsIntersect() {
        func draw(_ first: Path, _ second: Path) -> Pixmap {
            let canvas = Canvas(width: 160, height: 120)!
            canvas.clip(to: first)
            canvas.clip(to: second)
            canvas.fill(Rect(x: 0, y: 0, width: 160, height: 120), with: .solid(.black))
            return canvas.pixmap
        }
        let ab = draw(Self.circle, Self.star), ba = draw(Self.star, Self.circle)
        let differing = zip(ab.pixels, ba.pixels).filter { abs(Int($0 >> 24) - Int($1 >> 24)) > 1 }.count
        #expect(differing == 0)
        #expect(ab[85, 60].alpha == 255)
        #expect(ab[25, 60].alpha == 0)
        #expect(ab[130, 60].alpha == 0)
    }

    @Test func restoreLiftsThePathClip() {
        let canvas = Canvas(width: 40, height: 40)!
        canvas.save()
        canvas.clip(to: Path.circle(center: Point(x: 20, y: 20), radius: 5)!)
        canvas.clip(to: Rect(x: 0, y: 0, width: 18, height: 40))
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .solid(.black))
        canvas.restore()
        #expect(canvas.pixmap[17, 20].alpha == 255 && canvas.pixmap[21, 20].alpha == 0)
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .solid(.black))
        #expect(canvas.pixmap[2, 2].alpha == 255)
    }
}
