import Animation
import Geometry
import Raster
import Scene

/// The menu's background, whose identity is the colour scheme: a new scheme inserts a new
/// background that grows from the picker's frame to the whole menu (the article's
/// `menuBackgroundFadeIn(from:)`, which animates the background's frame: its corners stay
/// rounded by 24 points, and its shadow follows it), while the old one stays as it is
/// underneath until that animation ends (removal: `.identity`).
enum MenuBackground {
    /// Published by the picker; read in the menu's space, which is the background's.
    static let pickerKey = AnchorKey("menu.picker")
    static let cornerRadius = 24.0

    /// The background for `scheme`, inserted from `picker` (the picker's frame in the menu's
    /// coordinates when the scheme changed).
    static func make(_ scheme: ColorScheme, growingFrom picker: Rect) -> Node {
        let grow = Transition.modifier(active: { _ in TransitionEffect(frame: picker) })
        return RoundedRectangle(cornerRadius: cornerRadius)
            .fill(MenuPalette.background(for: scheme))
            .shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.1), radius: 5, x: 5)
            .id(scheme)
            .named("MenuBackground.\(scheme)")
            .transition(.asymmetric(insertion: grow, removal: .identity))
    }
}
