import Animation
import Raster

/// What kind of value a parameter holds, and its limits: what the inspector shows it with (a
/// slider, a toggle, a segmented control, a colour well, the curve or spring editor) and what
/// `--set name=value` accepts.
public enum ParameterKind: Sendable {
    /// A number in `range` (snapped to `step` when given), in `unit` ("s", "pt", "" …).
    case number(range: ClosedRange<Double>, step: Double?, unit: String)
    /// One of a fixed list of whole numbers (D5's drop counts: the divisors of 100).
    case integer(values: [Int], unit: String)
    /// One of named options (a segmented control).
    case choice(options: [String])
    /// On or off (a toggle).
    case toggle
    /// A colour (a swatch with hue, saturation and brightness sliders in the inspector).
    case color
    /// A cubic Bézier timing curve (the curve editor).
    case curve
    /// A spring (the spring editor).
    case spring
}

/// A parameter's value of any kind, for code that handles parameters without knowing their
/// types (the inspector, `--set`, copying as code).
public enum ParameterValue: Sendable, Equatable {
    /// The value of a `.number` parameter.
    case number(Double)
    /// The value of an `.integer` parameter: one of its listed values.
    case integer(Int)
    /// An index into the choice's options.
    case choice(Int)
    /// The value of a `.toggle` parameter.
    case toggle(Bool)
    /// The value of a `.color` parameter, straight sRGB.
    case color(Color)
    /// The value of a `.curve` parameter.
    case curve(TimingCurve)
    /// The value of a `.spring` parameter.
    case spring(Spring)
}
