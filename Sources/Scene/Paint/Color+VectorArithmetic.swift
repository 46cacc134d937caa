import Animation
import Raster

/// Colours animate channel by channel in straight (non-premultiplied) sRGB, as SwiftUI's do.
extension Color: VectorArithmetic {
    /// All channels 0: transparent black, the additive identity.
    public static var zero: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }

    /// Channel-wise sum; results are not clamped (clamping happens when drawn).
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    /// Channel-wise difference; channels may go negative.
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    /// Every channel, alpha included, multiplied by `factor`; not clamped.
    public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    /// Sum of the squares of all four channels: how springs measure the motion left; non-finite for
    /// a non-finite colour.
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}
