/// A straight (unpremultiplied) sRGB colour. Components are in 0...1; values outside are
/// clamped when the colour is premultiplied for drawing. Blending is gamma-naive (sRGB values are
/// mixed directly), as in Core Graphics' default and every peer renderer we compare against.
public struct Color: Hashable, Sendable {
    /// Red, straight (not multiplied by alpha), 0…1.
    public var red: Double
    /// Green, straight, 0…1.
    public var green: Double
    /// Blue, straight, 0…1.
    public var blue: Double
    /// Straight alpha, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A colour from straight components in 0…1 (out-of-range values are clamped when drawn).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit sRGB channels (0...255) and a straight alpha in 0...1.
    public init(r255 r: Int, g255 g: Int, b255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent (black at alpha 0).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor` (clamped to 0...1).
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * min(max(factor, 0), 1))
    }

    /// Quantises to 8 bits per channel and premultiplies. Colour channels are rounded; alpha is
    /// truncated (½ becomes 127, as Blend2D converts it, so our frames match the reference
    /// renderer's away from edges), and the colour is scaled by that 8-bit alpha with exact
    /// rounding, so an opaque colour keeps its exact 8-bit values.
    public var premultiplied: PremultipliedColor {
        let a8 = Color.quantizeAlpha(alpha)
        let r8 = Color.quantize(red)
        let g8 = Color.quantize(green)
        let b8 = Color.quantize(blue)
        return PremultipliedColor(
            alpha: UInt8(a8),
            red: UInt8(PremultipliedColor.mulDiv255(r8, a8)),
            green: UInt8(PremultipliedColor.mulDiv255(g8, a8)),
            blue: UInt8(PremultipliedColor.mulDiv255(b8, a8))
        )
    }

    @inline(__always)
    static func quantizeAlpha(_ v: Double) -> UInt32 {
        guard v.isFinite else { return 0 }
        // The small bias keeps exact products such as 0.2 × 255 = 51 from truncating to 50.
        return UInt32(min(max(v, 0), 1) * 255 + 1e-9)
    }

    @inline(__always)
    static func quantize(_ v: Double) -> UInt32 {
        guard v.isFinite else { return 0 }
        return UInt32((min(max(v, 0), 1) * 255).rounded())
    }
}
