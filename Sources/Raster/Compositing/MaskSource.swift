/// What of a mask layer's pixels lets the content through: its alpha or its luminance
/// (After Effects' track mattes), either as is or inverted.
public enum MaskSource: Sendable {
    /// Alpha.
    case alpha, invertedAlpha, luminance, invertedLuminance
}

/// How a layer's coverage (its alpha) merges into the coverage drawn before it, as After Effects
/// combines a layer's masks: `union` (add), `subtract`, `intersect`, `lighten` (max), `darken`
/// (min), `difference`.
public enum CoverageOperation: Sendable {
    /// Union.
    case union, subtract, intersect, lighten, darken, difference
}
