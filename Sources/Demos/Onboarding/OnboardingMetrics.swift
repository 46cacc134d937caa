import Geometry
import Raster

/// D1's proportions for a demo size, so a gallery tile and a full window look alike.
struct OnboardingMetrics {
    /// The smallest size the demo lays itself out in, in points: proposed less (a gallery tile
    /// in a small window), it is laid out at this size and shown scaled down whole.
    static let minimumLayoutSize = Size(width: 320, height: 240)

    let titleFont: FontSpec
    let bodyFont: FontSpec
    let spacing: Double
    let illustration: Double
    /// Space kept free under the text for the indicator.
    let bottomReserve: Double
    /// The indicator's distance from the bottom edge.
    let indicatorBottom: Double

    init(size: Size) {
        let unit = min(size.width / 1280, size.height / 800)
        titleFont = FontSpec(size: max(13, min(34, 34 * unit * 1.2)), weight: .semibold)
        bodyFont = FontSpec(size: max(10, min(18, 18 * unit * 1.2)))
        spacing = max(6, 22 * unit)
        illustration = max(40, min(320, size.height * 0.4))
        indicatorBottom = max(8, 48 * unit)
        bottomReserve = indicatorBottom + FluidProgressView.touchHeight + spacing
    }
}
