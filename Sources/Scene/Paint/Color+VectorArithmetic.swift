import Animation
import Raster

/// Colours animate channel by channel in straight (non-premultiplied) sRGB, as SwiftUI's do.
extension Color: VectorArithmetic {
    public static var zero: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }

    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}
