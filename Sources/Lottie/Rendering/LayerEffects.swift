import Foundation
import Geometry
import LottieModel
import Raster

/// The colour effects of a layer, as After Effects computes them: Fill (every pixel the colour,
/// alpha kept, mixed by the opacity) and Tint (black and white mapped to two colours by
/// luminance, mixed by the amount).
enum LayerEffects {
    /// After Effects' blurriness and softness to a Gaussian's standard deviation (ThorVG's factor,
    /// which matches AE's frames better than the textbook half).
    static let blurToSigma = 0.3

    /// Gaussian Blur's standard deviation in the layer's units. Controls: blurriness, blur
    /// dimensions, repeat edge pixels (the dimensions are drawn as both).
    static func blurSigma(_ effect: Effect, at frame: Double) -> Double {
        guard let first = effect.values.first, case .scalar(let blurriness) = first else { return 0 }
        return max(blurriness.value(at: frame), 0) * blurToSigma
    }

    /// Drop Shadow in the layer's units. Controls: colour, opacity (0…255), direction (degrees
    /// clockwise from up), distance, softness, shadow only.
    static func dropShadow(_ effect: Effect, at frame: Double) -> (color: Color, offset: Point, sigma: Double) {
        func scalar(_ index: Int, _ fallback: Double) -> Double {
            guard index < effect.values.count, case .scalar(let value) = effect.values[index] else { return fallback }
            return value.value(at: frame)
        }
        var color = Color.black
        if let first = effect.values.first, case .vector(let value) = first { color = ShapeRenderer.color(value.value(at: frame)) }
        let opacity = min(max(scalar(1, 127.5) / 255, 0), 1)
        let direction = scalar(2, 135) * .pi / 180, distance = scalar(3, 5)
        let offset = Point(x: sin(direction) * distance, y: -cos(direction) * distance)
        return (Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity), offset,
                max(scalar(4, 0), 0) * blurToSigma)
    }

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
