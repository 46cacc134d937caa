import Geometry
import Raster

/// D5's proportions for a demo size: everything scales with the tile so the gallery's small tile
/// and a full window look alike.
struct DropsMetrics {
    /// The smallest size the demo lays itself out in, in points: proposed less (a gallery tile
    /// in a small window), it is laid out at this size and shown scaled down whole.
    static let minimumLayoutSize = Size(width: 320, height: 240)

    let tileWidth: Double
    /// The indicator's diameter, in points.
    let side: Double
    /// The indicator's top edge: its centre sits at 48 % of the height.
    let indicatorTop: Double
    let labelGap: Double
    let margin: Double
    let labelFont: FontSpec
    let titleFont: FontSpec
    let hintFont: FontSpec

    init(size: Size) {
        tileWidth = size.width / 3
        margin = max(8, min(size.width * 0.03, size.height * 0.08))
        titleFont = FontSpec(size: max(12, min(28, size.width * 0.022)), weight: .semibold)
        hintFont = FontSpec(size: max(10, min(15, size.width * 0.012)))
        var side = max(0, min(tileWidth * 0.375, size.height * 0.4))
        labelFont = FontSpec(size: max(10, min(17, side * 0.1)), weight: .semibold)
        // In a wide, short demo the indicators and their labels keep clear of the title above
        // and the key hint below (lines of about 1.3 em): the indicator's centre stays at 48 %
        // of the height and its side gives way.
        let middle = size.height * 0.48
        let hintTop = size.height - margin - hintFont.size * 1.3 - 8
        let labelsFit = (hintTop - labelFont.size * 1.3 - middle) / 0.72
        let titleFits = 2 * (middle - margin - titleFont.size * 1.3 - 4)
        side = max(0, min(side, labelsFit, titleFits))
        self.side = side
        indicatorTop = middle - side / 2
        labelGap = side * 0.22
    }
}
