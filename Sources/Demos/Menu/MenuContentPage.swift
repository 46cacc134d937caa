import Geometry
import Raster
import Scene

/// What the app shows beside the menu: the selected section's title over placeholder cards, so
/// a selection change is visible outside the menu too. Shown only when the demo is wide enough.
enum MenuContentPage {
    static func make(selection: State<MenuItem?>) -> Node {
        VStack(alignment: .leading, spacing: 18) {
            Text(selection.map { $0?.title ?? "Nothing selected" }, font: FontSpec(size: 28, weight: .semibold), foreground: .foreground)
            for widths in [[1.0], [0.48, 0.48], [0.3066, 0.3066, 0.3066]] {
                GeometryReader { size in
                    HStack(spacing: size.width * 0.04) {
                        for width in widths {
                            RoundedRectangle(cornerRadius: 16).fill(.dynamic(MenuPalette.selectionBackground))
                                .frame(width: size.width * width, height: size.height)
                        }
                    }
                    .frame(width: size.width, height: size.height, alignment: .leading)
                }
                .frame(maxWidth: .infinity, minHeight: 90, maxHeight: 130)
            }
        }
        .foregroundColor(MenuPalette.text)
        .padding(EdgeInsets(top: 20))
        .frame(maxWidth: 560, alignment: .topLeading)
    }
}
