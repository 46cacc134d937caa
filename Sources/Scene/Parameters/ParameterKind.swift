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
    case toggle
    case color
    /// A cubic Bézier timing curve (the curve editor).
    case curve
    /// A spring (the spring editor).
    case spring
}

/// A parameter's value of any kind, for code that handles parameters without knowing their
/// types (the inspector, `--set`, copying as code).
public enum ParameterValue: Sendable, Equatable {
    case number(Double)
    case integer(Int)
    /// An index into the choice's options.
    case choice(Int)
    case toggle(Bool)
    case color(Color)
    case curve(TimingCurve)
    case spring(Spring)
}
