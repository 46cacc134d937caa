/// How a layer's colours combine with what lies under it: the separable and non-separable modes
/// of the W3C compositing specification (Photoshop's and After Effects' list), plus AE's
/// `add` (linear dodge) and `hardMix`. Every mode composites with source-over's alpha.
public enum BlendMode: Sendable, CaseIterable {
    /// Normal.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight,
         softLight, difference, exclusion, hue, saturation, color, luminosity, add, hardMix

    /// True for the modes that mix each channel on its own.
    var isSeparable: Bool {
        switch self {
        case .hue, .saturation, .color, .luminosity: false
        default: true
        }
    }

    /// The separable mix of backdrop `b` and source `s` (straight colour, 0…1).
    @inline(__always)
    func mix(_ b: Double, _ s: Double) -> Double {
        switch self {
        case .normal: return s
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return BlendMode.hardLight.mix(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge:
            if b == 0 { return 0 }
            return s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn:
            if b >= 1 { return 1 }
            return s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return s <= 0.5 ? b * 2 * s : BlendMode.screen.mix(b, 2 * s - 1)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        case .add: return min(1, b + s)
        case .hardMix: return b + s >= 1 ? 1 : 0
        case .hue, .saturation, .color, .luminosity: return s
        }
    }

    /// The non-separable mix of backdrop and source colours (straight, 0…1).
    func mix(backdrop b: (Double, Double, Double), source s: (Double, Double, Double)) -> (Double, Double, Double) {
        switch self {
        case .hue: return Self.setLuminosity(Self.setSaturation(s, Self.saturation(b)), Self.luminosity(b))
        case .saturation: return Self.setLuminosity(Self.setSaturation(b, Self.saturation(s)), Self.luminosity(b))
        case .color: return Self.setLuminosity(s, Self.luminosity(b))
        case .luminosity: return Self.setLuminosity(b, Self.luminosity(s))
        default: return (mix(b.0, s.0), mix(b.1, s.1), mix(b.2, s.2))
        }
    }

    static func luminosity(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = luminosity(c)
        let n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }

    private static func setLuminosity(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - luminosity(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func saturation(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSaturation(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        let values = [c.0, c.1, c.2]
        let maxValue = values.max()!, minValue = values.min()!
        guard maxValue > minValue else { return (0, 0, 0) }
        func scaled(_ v: Double) -> Double { (v - minValue) * s / (maxValue - minValue) }
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }
}
