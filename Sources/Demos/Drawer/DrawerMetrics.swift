import Geometry
import Raster

/// D4's proportions for a demo size: the contact page and the readout shrink together in a small
/// tile (a 400 × 250 gallery tile shows a compact page), and stop growing at an iPhone-like
/// column in a big window. The drawer itself keeps the original's sizes at every scale.
struct DrawerMetrics {
    /// The smallest size the demo lays itself out in, in points: proposed less (a gallery tile
    /// in a small window), it is laid out at this size and shown scaled down whole.
    static let minimumLayoutSize = Size(width: 400, height: 300)

    /// 1 at full size, down to 0.55 in small tiles.
    let scale: Double
    /// Width of the page's centred column, in points.
    let columnWidth: Double
    let margin: Double
    let avatarSide: Double
    let nameFont: FontSpec
    let subtitleFont: FontSpec
    let labelFont: FontSpec
    let valueFont: FontSpec
    let readoutFont: FontSpec
    let readoutTitleFont: FontSpec
    /// Points between the readout and the demo's edges (and the closed drawer).
    let readoutMargin: Double
    /// Whether the readout has room for its title (not in a small tile, where it would cover the
    /// contact's name).
    let showsReadoutTitle: Bool
    /// How much of the readout shows: all of it where it fits between the contact's name and
    /// the closed drawer, one line where only that fits, none in a tile too small even for that
    /// (it never covers the avatar or the name).
    let readoutStyle: ReadoutStyle

    /// How much of the readout shows.
    enum ReadoutStyle: Equatable {
        /// Every row, with labels.
        case full
        /// One line: state, fraction and offset.
        case compact
        /// None.
        case hidden
    }

    init(size: Size) {
        let fit = min(size.width / 430, size.height / 780)
        scale = fit.isFinite ? min(max(fit, 0.55), 1) : 1
        margin = 20 * scale
        columnWidth = max(0, min(size.width - 2 * margin, 560))
        avatarSide = 110 * scale
        nameFont = FontSpec(size: max(12, 28 * scale), weight: .semibold)
        subtitleFont = FontSpec(size: max(9, 15 * scale))
        labelFont = FontSpec(size: max(9, 13 * scale))
        valueFont = FontSpec(size: max(10, 17 * scale))
        // The readout is an instrument, not part of the page: small but legible at every size.
        let readoutSize = size.width < 500 ? 9.0 : size.width < 900 ? 11 : 13
        readoutFont = FontSpec(size: readoutSize)
        readoutTitleFont = FontSpec(size: readoutSize, weight: .semibold)
        readoutMargin = size.width < 500 ? 6 : 12
        showsReadoutTitle = size.width >= 500
        // The contact's header (avatar, name, subtitle) as `ContactPage` lays it out, and the
        // readout's height as `DrawerReadoutPanel` does, from the font (lines of about 1.25 em).
        let headerBottom = 24 * scale + avatarSide + 12 * scale + (nameFont.size + subtitleFont.size) * 1.25
        let unit = readoutSize / 13
        let line = readoutSize * 1.25 + 2
        let rows = Double(DrawerReadoutRow.rows.count + 1)
        let full = rows * line + 24 * unit + (showsReadoutTitle ? line + 6 * unit : 0)
        let free = size.height - DrawerMetrics.closedDrawerHeight - 2 * readoutMargin - headerBottom
        // Beside the page's column, where the demo is wide enough, it needs only the height
        // above the drawer (its width estimated at 0.56 em a character: "fractionComplete" and
        // "spring 0.8", the columns' gap and its padding).
        let besideWidth = 26 * 0.56 * readoutSize + 36 * unit
        let fitsBeside = (size.width - columnWidth) / 2 - readoutMargin >= besideWidth
            && size.height - DrawerMetrics.closedDrawerHeight - 2 * readoutMargin >= full
        readoutStyle = free >= full || fitsBeside ? .full : free >= line + 12 * unit ? .compact : .hidden
    }

    /// The closed drawer's visible height at the default travel (350 − 305 points).
    static let closedDrawerHeight = 45.0

    /// iOS's label colours.
    static let ink = Color(r255: 0, g255: 0, b255: 0)
    static let secondaryInk = Color(r255: 60, g255: 60, b255: 67, alpha: 0.6)
    static let link = Color(r255: 0, g255: 122, b255: 255)
    static let separator = Color(r255: 60, g255: 60, b255: 67, alpha: 0.29)
    static let fill = Color(r255: 242, g255: 242, b255: 247)
}
