/// What a gradient paints where its parameter `t` falls outside 0...1.
public enum GradientSpread: Hashable, Sendable {
    /// The end colours extend outwards (t is clamped into 0...1).
    case pad
    /// The ramp starts again: t wraps into [0, 1), so t = 1 shows the first colour.
    case `repeat`
}
