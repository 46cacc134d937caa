import Geometry
import Raster

/// D3's proportions for a demo size. The original fills a phone's width with the ring; here the
/// ring's square is the smaller of the demo's width and height (`side`), and everything scales
/// with it, so a full window and a small gallery tile look alike.
struct TimerMetrics: Equatable {
    /// The smallest size the demo lays itself out in, in points: proposed less (a gallery tile
    /// in a small window), it is laid out at this size and shown scaled down whole.
    static let minimumLayoutSize = Size(width: 300, height: 240)

    /// Stroke width of both rings, in points (the original's 20).
    static let ringLineWidth = 20.0
    /// Space around the ring's stroke centre line, in points (the original's `.padding(15)`).
    static let ringPadding = 15.0
    /// The orbit's radius as a fraction of `side` (the original's `screenWidth * 0.38`).
    static let orbitRadiusFactor = 0.38
    /// Diameter of each orbiting circle, in points.
    static let circleDiameter = 20.0

    /// The smaller of the demo's width and height, in points (≥ 0).
    let side: Double
    /// The centre of the ring's shape in its own coordinates (the demo less the padding, halved):
    /// where the angular gradient turns around.
    let ringCenter: Point
    /// Distance of the circles' centres from the demo's centre, in points.
    let orbitRadius: Double
    let timeFont: FontSpec
    let statusFont: FontSpec
    let titleFont: FontSpec
    let hintFont: FontSpec
    let captionFont: FontSpec
    /// Diameter of the round Start/Pause and Reset buttons, in points.
    let buttonDiameter: Double
    /// Inset of the title and the buttons from the demo's edges, in points.
    let margin: Double
    /// The key hint shows only where it has room beside or above the ring.
    let showsHint: Bool

    init(size: Size) {
        let width = max(size.width, 0), height = max(size.height, 0)
        side = min(width, height)
        ringCenter = Point(x: max(width - 2 * TimerMetrics.ringPadding, 0) / 2,
                           y: max(height - 2 * TimerMetrics.ringPadding, 0) / 2)
        orbitRadius = side * TimerMetrics.orbitRadiusFactor
        timeFont = FontSpec(size: min(max(side * 0.16, 10), 200))
        statusFont = FontSpec(size: min(max(side * 0.035, 9), 28), weight: .semibold)
        titleFont = FontSpec(size: min(max(width * 0.022, 12), 28), weight: .semibold)
        hintFont = FontSpec(size: min(max(width * 0.011, 9), 15))
        captionFont = FontSpec(size: min(max(side * 0.021, 9), 17))
        buttonDiameter = min(max(side * 0.09, 28), 72)
        margin = max(8, side * 0.025)
        showsHint = (width - side) / 2 >= 170 || (height - side) / 2 >= 120
    }
}
