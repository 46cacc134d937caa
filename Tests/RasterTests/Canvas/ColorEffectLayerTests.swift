import Geometry
@testable import Raster
import Testing

/// `withColorEffects`: the full-strength fill's table path recolours as `ColorEffect.apply` does,
/// at every alpha, and composites by the vector kernel group opacity uses (whose rounding is
/// within a level of the scalar source-over); where the layer drew nothing the parent stays.
@Suite("Colour effects on a layer")
struct ColorEffectLayerTests {
    @Test func theFillTableMatchesTheEffectAtEveryAlpha() throws {
        let canvas = try #require(Canvas(width: 256, height: 2))
        canvas.clear(Color(red: 0, green: 0.5, blue: 0))
        let color = Color(red: 0.17, green: 0.59, blue: 0.98)
        canvas.withColorEffects([.fill(color, opacity: 1)], deviceBounds: Rect(x: 0, y: 0, width: 256, height: 1)) {
            for alpha in 0..<256 {
                canvas.fill(Rect(x: Double(alpha), y: 0, width: 1, height: 1),
                            with: Paint(.solid(Color(red: 1, green: 0, blue: 0, alpha: Double(alpha) / 255))))
            }
        }
        let backdrop = Color(red: 0, green: 0.5, blue: 0).premultiplied.packed
        for alpha in 0..<256 {
            let drawn = Color(red: 1, green: 0, blue: 0, alpha: Double(alpha) / 255).premultiplied.packed
            let expected = PremultipliedColor.sourceOver(ColorEffect.fill(color, opacity: 1).apply(drawn), backdrop)
            let shown = canvas.pixmap[alpha, 0].packed
            let close = stride(from: UInt32(0), through: 24, by: 8).allSatisfy { shift in
                abs(Int((shown >> shift) & 0xff) - Int((expected >> shift) & 0xff)) <= 1
            }
            #expect(close, "alpha \(alpha): \(String(shown, radix: 16)) vs \(String(expected, radix: 16))")
        }
        #expect(canvas.pixmap[10, 1].packed == backdrop, "outside the bounds nothing changes")
    }
}
