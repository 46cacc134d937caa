import Geometry
import Raster

/// D5's proportions for a demo size: everything scales with the tile so the gallery's small tile
/// and a full window look alike.
struct DropsMetrics {
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
        side = max(0, min(tileWidth * 0.375, size.height * 0.4))
        indicatorTop = size.height * 0.48 - side / 2
        labelGap = side * 0.22
        margin = max(8, size.width * 0.03)
        labelFont = FontSpec(size: max(10, min(17, side * 0.1)), weight: .semibold)
        titleFont = FontSpec(size: max(12, min(28, size.width * 0.022)), weight: .semibold)
        hintFont = FontSpec(size: max(10, min(15, size.width * 0.012)))
    }
}
