import Raster
import Scene

/// D2's semantic colours (demos.md's palette, light / dark), resolved by every node from the
/// colour scheme it inherits.
enum MenuPalette {
    static let background = DynamicColor(light: Color(red: 0.824, green: 0.843, blue: 0.820),
                                         dark: Color(red: 0.102, green: 0.102, blue: 0.102))
    static let selectionBackground = DynamicColor(light: Color(red: 0.886, green: 0.914, blue: 0.882),
                                                  dark: Color(red: 0.631, green: 0.98, blue: 0.063, alpha: 0.2))
    static let selectionForeground = DynamicColor(light: Color(red: 0.224, green: 0.616, blue: 0.161),
                                                  dark: Color(red: 0.631, green: 0.98, blue: 0.063))
    static let text = DynamicColor(light: Color(red: 0.325, green: 0.40, blue: 0.31), dark: .white)
    /// The window around the menu: a step beyond the menu's own background.
    static let backdrop = DynamicColor(light: Color(red: 0.95, green: 0.955, blue: 0.945),
                                       dark: Color(red: 0.04, green: 0.04, blue: 0.04))
    /// The picker's track.
    static let pickerTrack = DynamicColor(light: Color(red: 0.76, green: 0.785, blue: 0.755),
                                          dark: Color(red: 0.16, green: 0.16, blue: 0.16))
    static let avatar = DynamicColor(light: Color(red: 0.224, green: 0.616, blue: 0.161),
                                     dark: Color(red: 0.631, green: 0.98, blue: 0.063))
    static let avatarInk = DynamicColor(light: .white, dark: Color(red: 0.102, green: 0.102, blue: 0.102))

    /// The background colour for `scheme`: the menu background's identity is its scheme, so each
    /// scheme's background is its own node with a fixed colour.
    static func background(for scheme: ColorScheme) -> Color {
        background.resolved(for: scheme)
    }
}
