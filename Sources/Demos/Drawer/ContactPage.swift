import Geometry
import Raster
import Scene

/// The contact detail page the drawer slides over (the Hello-Contacts app of the article): a
/// round avatar with initials, the name, quick actions and the contact's detail rows, in a
/// centred column laid out from the top of whatever size it is given.
enum ContactPage {
    /// One detail row: what it is, its value, and whether the value is tappable (tinted).
    struct Detail {
        let label: String
        let value: String
        let isLink: Bool
    }

    static let name = "Jane Appleseed"
    static let initials = "JA"
    static let subtitle = "Product Designer · Cupertino"
    static let actions = ["message", "call", "video", "mail"]
    static let details = [
        Detail(label: "mobile", value: "+1 (408) 555-0142", isLink: true),
        Detail(label: "email", value: "jane.appleseed@icloud.com", isLink: true),
        Detail(label: "home", value: "1 Infinite Loop, Cupertino, CA 95014", isLink: false),
        Detail(label: "birthday", value: "March 3, 1990", isLink: false),
        Detail(label: "notes", value: "Met at WWDC. Prefers email to calls.", isLink: false),
    ]

    /// Publishes the detail rows' column (`rowsTag`) and is read with the readout's bounds, so the
    /// rows end before a readout that floats over them.
    static let anchors = AnchorKey("drawer.page")
    static let rowsTag = "rows"
    /// The whole page, whose size sets the drawer label's scale.
    static let pageTag = "page"

    /// The page at `m`'s sizes; the detail rows end `rowsInset` points short of the column's
    /// trailing edge (where the readout floats over them).
    static func make(_ m: DrawerMetrics, rowsInset: State<Double>) -> Node {
        VStack(spacing: 16 * m.scale) {
            header(m)
            HStack(spacing: 10 * m.scale) {
                for action in actions { actionTile(action, m) }
            }
            VStack(alignment: .leading, spacing: 0) {
                for (index, detail) in details.enumerated() {
                    if index > 0 { Rectangle().fill(DrawerMetrics.separator).frame(height: 0.5) }
                    row(detail, m)
                }
            }
            .padding(0)
            .bind(rowsInset, animation: nil) { padding, inset in padding.insets = EdgeInsets(trailing: inset) }
            .anchorPreference(anchors, value: rowsTag)
        }
        .frame(width: m.columnWidth)
        .padding(EdgeInsets(top: 24 * m.scale))
        // The page fills the demo whatever its content needs; what does not fit runs on below
        // the bottom edge, under the drawer, as a scroll view's content would.
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
    }

    private static func header(_ m: DrawerMetrics) -> Node {
        VStack(spacing: 6 * m.scale) {
            Circle()
                .fill(avatarPaint(side: m.avatarSide))
                .frame(width: m.avatarSide, height: m.avatarSide)
                .overlay(Text(initials, font: FontSpec(size: m.avatarSide * 0.4, weight: .semibold), color: .white))
            Text(name, font: m.nameFont, color: DrawerMetrics.ink)
            Text(subtitle, font: m.subtitleFont, color: DrawerMetrics.secondaryInk)
        }
        .named("ContactHeader")
    }

    /// iOS's monogram avatar: a grey top-to-bottom gradient.
    private static func avatarPaint(side: Double) -> Paint {
        let stops = [GradientStop(0, Color(r255: 166, g255: 171, b255: 181)), GradientStop(1, Color(r255: 134, g255: 139, b255: 150))]
        guard let gradient = LinearGradient(start: .zero, end: Point(x: 0, y: max(side, 1)), stops: stops) else {
            return Paint(Color(r255: 150, g255: 155, b255: 165))
        }
        return .linearGradient(gradient)
    }

    private static func actionTile(_ title: String, _ m: DrawerMetrics) -> Node {
        Text(title, font: m.labelFont, color: DrawerMetrics.link)
            .padding(vertical: 10 * m.scale)
            .frame(maxWidth: .infinity)
            .background(RoundedRectangle(cornerRadius: 10 * m.scale).fill(DrawerMetrics.fill))
    }

    private static func row(_ detail: Detail, _ m: DrawerMetrics) -> Node {
        VStack(alignment: .leading, spacing: 2 * m.scale) {
            Text(detail.label, font: m.labelFont, color: DrawerMetrics.ink)
            Text(detail.value, font: m.valueFont, color: detail.isLink ? DrawerMetrics.link : DrawerMetrics.ink)
        }
        .padding(vertical: 9 * m.scale)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
