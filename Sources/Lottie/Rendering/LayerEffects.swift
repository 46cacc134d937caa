import LottieModel
import Raster

/// The colour effects of a layer, as After Effects computes them: Fill (every pixel the colour,
/// alpha kept, mixed by the opacity) and Tint (black and white mapped to two colours by
/// luminance, mixed by the amount).
enum LayerEffects {
    static func colorEffect(_ effect: Effect, at frame: Double) -> ColorEffect {
        func vector(_ index: Int) -> LottieVector? {
            guard index < effect.values.count, case .vector(let value) = effect.values[index] else { return nil }
            return value.value(at: frame)
        }
        func scalar(_ index: Int) -> Double? {
            guard index < effect.values.count, case .scalar(let value) = effect.values[index] else { return nil }
            return value.value(at: frame)
        }
        func color(_ v: LottieVector?) -> Color { v.map(ShapeRenderer.color) ?? .black }
        switch effect.kind {
        case .tint:
            // Controls: map black to, map white to, amount (percent).
            return .tint(black: color(vector(0)), white: color(vector(1)), amount: (scalar(2) ?? 100) / 100)
        default:
            // Controls: mask layer, all masks, colour, invert, h feather, v feather, opacity (0…1).
            return .fill(color(vector(2)), opacity: scalar(6) ?? 1)
        }
    }
}
