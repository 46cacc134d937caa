/// A value a Lottie property keyframes: what interpolating two of them means.
public protocol KeyframeValue: Sendable {
    /// The value `progress` of the way from `from` to `to`; `progress(i)` is the eased progress of
    /// dimension `i` (After Effects eases each dimension by its own curve where the file gives
    /// several). Progress may leave 0…1 (overshooting curves).
    static func interpolate(from: Self, to: Self, progress: (Int) -> Double) -> Self
    /// The value `fraction` of the way along a motion path, for values that can move along one
    /// (positions); nil for the rest.
    static func along(_ path: SpatialPath, fraction: Double, from: Self) -> Self?
}

extension KeyframeValue {
    /// The value along a motion path (see `KeyframeValue`).
    public static func along(_ path: SpatialPath, fraction: Double, from: Self) -> Self? { nil }
}

extension Double: KeyframeValue {
    /// The value `progress` of the way from `from` to `to` (see `KeyframeValue`).
    public static func interpolate(from: Double, to: Double, progress: (Int) -> Double) -> Double {
        from + (to - from) * progress(0)
    }
}
