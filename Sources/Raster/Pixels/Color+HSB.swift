extension Color {
    /// A colour from hue, saturation and brightness (HSB, also called HSV), as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)` and UIKit's `UIColor(hue:…)` convert it to sRGB.
    ///
    /// - Parameters:
    ///   - hue: The position on the colour wheel in turns: 0 red, 1/3 green, 2/3 blue. Any finite
    ///     value is taken modulo 1, so 1 is red again and a hue that keeps growing cycles the wheel;
    ///     a non-finite hue counts as 0.
    ///   - saturation: 0 (grey) … 1 (pure hue); clamped.
    ///   - brightness: 0 (black) … 1 (full); clamped.
    ///   - alpha: Straight opacity, 0 … 1, kept as given (clamped when the colour is drawn).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = saturation.isFinite ? min(max(saturation, 0), 1) : 0
        let v = brightness.isFinite ? min(max(brightness, 0), 1) : 0
        // Six sectors of the wheel; within one, a single channel ramps while the others hold.
        let scaled = h * 6
        let sector = Int(scaled.rounded(.down)) % 6
        let f = scaled - scaled.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
}
