import Geometry
import Raster
import TestSupport
import Testing

@Suite("Images")
struct ImageTests {
    /// A 4×4 image: a checkerboard of the two test colours with one transparent corner.
    static func checker() -> Pixmap {
        var image = Pixmap(width: 4, height: 4)!
        for y in 0..<4 {
            for x in 0..<4 { image[x, y] = ((x + y) % 2 == 0 ? ink : accent).premultiplied }
        }
        image[3, 3] = .transparent
        return image
    }

    /// At 1:1 on whole pixels, sampling is exact: the image comes out unchanged.
    @Test func oneToOneIsExact() {
        let canvas = Canvas(width: 10, height: 10)!
        canvas.draw(Self.checker(), in: Rect(x: 3, y: 2, width: 4, height: 4))
        for y in 0..<4 {
            for x in 0..<4 { #expect(canvas.pixmap[3 + x, 2 + y] == Self.checker()[x, y]) }
        }
        #expect(canvas.pixmap[2, 2] == .transparent)
    }

    /// Half-way between two texel centres the colour is their average (bilinear filtering).
    @Test func bilinearBlendsNeighbours() {
        var image = Pixmap(width: 2, height: 1)!
        image[0, 0] = Color.black.premultiplied
        image[1, 0] = Color.white.premultiplied
        let canvas = Canvas(width: 40, height: 1)!
        canvas.draw(image, in: Rect(x: 0, y: 0, width: 40, height: 1))
        // Pixel 20's centre maps to u = 20.5 × 2/40 − ½ = 0.525 of the way from black to white.
        let middle = canvas.pixmap[20, 0]
        #expect(approx(Int(middle.red), 134, 8))
        #expect(canvas.pixmap[0, 0] == Color.black.premultiplied)
        #expect(canvas.pixmap[39, 0] == Color.white.premultiplied)
        // Monotonic ramp between the centres.
        for x in 1..<40 { #expect(canvas.pixmap[x, 0].red >= canvas.pixmap[x - 1, 0].red) }
    }

    @Test func transformedImage() {
        let canvas = whiteCanvas()
        canvas.withSavedState {
            canvas.translate(x: 45, y: 60)
            canvas.rotate(by: Double.pi / 8)
            canvas.draw(Self.checker(), in: Rect(x: -30, y: -30, width: 60, height: 60))
        }
        canvas.draw(Self.checker(), in: Rect(x: 100, y: 30, width: 40, height: 60), opacity: 0.5)
        expectGolden(canvas, "image-transformed")
    }
}
