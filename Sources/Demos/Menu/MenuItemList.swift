import Animation
import Geometry
import Raster
import Scene

/// The article's `MenuItemList`: the rows publish their bounds as anchors; the highlight behind
/// them covers the selected row's anchor; over them lies a second copy of the list in the
/// selected style, masked by the same moving highlight shape, so the colour wipes from row to
/// row as the highlight travels. The copy takes no hits: the rows below keep their pressed
/// feedback.
enum MenuItemList {
    /// Each row's bounds, tagged with its item (`MenuItemGeometryPreferenceKey`).
    static let rowKey = AnchorKey("menu.item")
    static let rowHeight = 48.0
    static let labelFont = FontSpec(size: 16, weight: .semibold)

    /// `cornerRadius` is the highlight's (and its mask's) corner radius in points.
    static func make(selection: State<MenuItem?>, cornerRadius: Parameter<Double>, select: @escaping (MenuItem) -> Void) -> Node {
        itemsList(anchored: true, select: select)
            .foregroundColor(MenuPalette.text)
            // `.backgroundPreferenceValue`: the highlight at the selected row's anchor.
            .background(alignment: .topLeading,
                        RoundedRectangle(cornerRadius: cornerRadius.value).fill(.dynamic(MenuPalette.selectionBackground))
                            .bind(cornerRadius) { shape, radius in shape.cornerRadius = radius }
                            .named("Highlight")
                            .frame(anchor: rowKey, selection))
            // `.overlayPreferenceValue`: the selected look, shown only through the highlight.
            .overlay(alignment: .topLeading,
                     itemsList(anchored: false, select: nil)
                        .foregroundColor(MenuPalette.selectionForeground)
                        .background(Rectangle().fill(.dynamic(MenuPalette.selectionBackground)))
                        .mask(RoundedRectangle(cornerRadius: cornerRadius.value).fill(.black)
                                .bind(cornerRadius) { shape, radius in shape.cornerRadius = radius }
                                .named("HighlightMask")
                                .frame(anchor: rowKey, selection))
                        .allowsHitTesting(false)
                        .named("SelectedCopy"))
    }

    /// The rows: buttons publishing their anchors in the list below, plain labels in the copy.
    private static func itemsList(anchored: Bool, select: ((MenuItem) -> Void)?) -> StackNode {
        VStack(alignment: .leading, spacing: 4) {
            for item in MenuItem.allCases {
                row(item, anchored: anchored, select: select)
            }
        }
    }

    private static func row(_ item: MenuItem, anchored: Bool, select: ((MenuItem) -> Void)?) -> Node {
        let label = HStack(spacing: 24) {
            MenuIcon.box(for: item)
            Text(item.title, font: labelFont, foreground: .foreground)
            Spacer(minLength: 0)
        }
        .frame(minHeight: rowHeight)
        guard let select else { return label }
        return Button(style: pressedStyle, action: { select(item) }) { label }
            .named("Row.\(item.title)")
            .anchorPreference(rowKey, value: item)
    }

    /// `MenuItemButtonStyle`: a held row shows the selected text colour.
    static let pressedStyle = ButtonStyle { button, pressed in
        button.withAnimation(nil) {
            _ = button.foregroundColor(pressed ? MenuPalette.selectionForeground : MenuPalette.text)
        }
    }
}
