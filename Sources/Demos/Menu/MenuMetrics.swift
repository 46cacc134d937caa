import Geometry

/// D2's proportions for a demo size. The menu has one natural size, as in the article; a smaller
/// demo shows it scaled down whole (vector, not a bitmap), and a wide one shows the selected
/// page beside it.
struct MenuMetrics {
    /// The menu's own size in points.
    static let natural = Size(width: 320, height: 620)
    /// The scale the menu is drawn at, 0.05…1: 1 when the size holds it with 12 pt around.
    let fit: Double
    /// Whether the page the selection stands for fits beside the menu (760 pt or more).
    let showsPage: Bool
    /// Space around the menu: 24 pt, 12 when it is scaled down.
    let padding: Double

    init(size: Size) {
        fit = max(min(1, (size.width - 24) / Self.natural.width, (size.height - 24) / Self.natural.height), 0.05)
        showsPage = size.width >= 760
        padding = fit < 1 ? 12 : 24
    }
}
