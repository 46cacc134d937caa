import Animation
import Geometry
import Raster
import Scene

/// The article's `ColorSchemePicker`: Light and Dark, 132 × 44 each, 8 apart, in a track with
/// 2 pt padding and 13 pt corners; the selection background slides between them with the menu's
/// spring (the `spring` parameter) when the scheme changes in an animated transaction.
enum ColorSchemePicker {
    static let optionKey = AnchorKey("menu.scheme-option")
    static let optionSize = Size(width: 132, height: 44)

    static func make(model: MenuModel, choose: @escaping (ColorScheme) -> Void) -> Node {
        let scheme = model.colorScheme
        // The option the selection covers: follows the scheme, but inside the spring read at
        // the time of the change (`frame(anchor:animation:)` would fix the spring at build time).
        let selected = State(scheme.value)
        return HStack(spacing: 8) {
            option(.light, title: "Light", glyph: MenuIcon.sun, choose: choose)
            option(.dark, title: "Dark", glyph: MenuIcon.moon, choose: choose)
        }
        .background(alignment: .topLeading,
                    RoundedRectangle(cornerRadius: 11).fill(.dynamic(MenuPalette.selectionBackground))
                        .named("PickerSelection")
                        .frame(anchor: optionKey, selected))
        .onChange(of: scheme) { node, value in
            model.withSpring(on: node) { selected.value = value }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 13).fill(.dynamic(MenuPalette.pickerTrack)))
    }

    private static func option(_ value: ColorScheme, title: String, glyph: @escaping @Sendable (inout MenuIcon.Grid) -> Void,
                               choose: @escaping (ColorScheme) -> Void) -> Node {
        Button(action: { choose(value) }) {
            HStack(spacing: 8) {
                MenuIcon.glyph(glyph).frame(width: 18, height: 18)
                Text(title, font: FontSpec(size: 15, weight: .semibold), foreground: .foreground)
            }
            .frame(width: optionSize.width, height: optionSize.height)
        }
        .named("Picker.\(title)")
        .anchorPreference(optionKey, value: value)
    }
}
