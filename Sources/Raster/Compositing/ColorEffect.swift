/// A per-pixel recolouring of a layer: a fill (every pixel `color`, alpha kept, mixed in by
/// `opacity` 0…1) or a tint (luminance mapped from `black` to `white`, mixed in by `amount` 0…1).
public enum ColorEffect: Sendable {
    /// Fill.
    case fill(Color, opacity: Double)
    /// Tint.
    case tint(black: Color, white: Color, amount: Double)

    /// The effect on one premultiplied pixel.
    func apply(_ pixel: UInt32) -> UInt32 {
        let a = Double(pixel >> 24) / 255
        guard a > 0 else { return pixel }
        let r = Double((pixel >> 16) & 0xff) / 255 / a, g = Double((pixel >> 8) & 0xff) / 255 / a, b = Double(pixel & 0xff) / 255 / a
        var out: (Double, Double, Double)
        let mix: Double
        switch self {
        case .fill(let color, let opacity):
            out = (color.red, color.green, color.blue)
            mix = min(max(opacity, 0), 1)
        case .tint(let black, let white, let amount):
            let l = 0.299 * r + 0.587 * g + 0.114 * b
            out = (black.red + (white.red - black.red) * l, black.green + (white.green - black.green) * l, black.blue + (white.blue - black.blue) * l)
            mix = min(max(amount, 0), 1)
        }
        out = (r + (out.0 - r) * mix, g + (out.1 - g) * mix, b + (out.2 - b) * mix)
        func byte(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * a * 255 + 0.5) }
        return (pixel & 0xff00_0000) | byte(out.0) << 16 | byte(out.1) << 8 | byte(out.2)
    }
}
