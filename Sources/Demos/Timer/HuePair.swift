/// The two hues a view cycles through (the article's `costomHueA` and `costomHueB`): both step by
/// the `hueStep` parameter on every tick of the shared timer and go back to 0 once they reach 1.
/// They jump from tick to tick (20 times a second at the default tick) and are never
/// interpolated.
struct HuePair: Equatable, Sendable {
    /// Hue A in turns, 0 ≤ a < 1; starts at 0.5 (cyan).
    var a = 0.5
    /// Hue B in turns, 0 ≤ b < 1; starts at 0.3 (green).
    var b = 0.3

    /// One tick adding `step` turns (the article's 0.005 by default), with the article's
    /// arithmetic: the running sums keep its rounding, so a hue reaches 1 on the same tick as on
    /// the device.
    mutating func advance(by step: Double) {
        a += step
        if a >= 1 { a = 0 }
        b += step
        if b >= 1 { b = 0 }
    }
}
