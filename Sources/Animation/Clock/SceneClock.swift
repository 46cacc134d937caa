/// The single virtual clock of a scene; every animation in the scene reads its
/// `time` instead of the wall clock, which makes playback deterministic and
/// lets slow motion, pause and single-frame stepping work everywhere at once.
///
/// The frame loop calls `advance(by:)` with the seconds that elapsed on the
/// frame clock. While not paused, scene time is
///
///     time = ∫ timeScale d(frame time)
///
/// i.e. each delta is multiplied by the `timeScale` current at that frame.
/// `step(frames:frameDuration:)` adds scene time directly, paused or not.
///
/// Accumulation uses Neumaier (compensated) summation rather than an integer
/// tick count: real frame deltas are irregular (vsync jitter, dropped frames,
/// scale changes), so no common tick exists, yet compensation keeps the total
/// within about one ulp of the exact sum of the deltas no matter how many
/// frames have run (naive summation drifts by up to one ulp per frame).
public struct SceneClock: Sendable, Hashable {
    /// Accepted range of `timeScale`; values outside are clamped into it.
    public static let timeScaleRange: ClosedRange<Double> = 0.01...16

    /// Scene time in seconds. Starts at 0 and never decreases.
    public private(set) var time: Double = 0

    /// Multiplier from frame time to scene time: 1 is real time, 0.5 half-speed
    /// slow motion. Always finite and within `timeScaleRange`; assigning a
    /// non-finite or non-positive value is ignored, and a positive value outside
    /// the range is clamped into it.
    public var timeScale: Double {
        get { storedTimeScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            storedTimeScale = min(max(newValue, Self.timeScaleRange.lowerBound), Self.timeScaleRange.upperBound)
        }
    }

    /// While true, `advance(by:)` adds no scene time; `step` still does.
    public var isPaused: Bool

    private var storedTimeScale: Double = 1
    // Neumaier running sum: `sum + compensation` is the accumulated time, with
    // `compensation` holding the low-order bits each addition rounded away.
    private var sum: Double = 0
    private var compensation: Double = 0

    /// Creates a clock at time 0. `timeScale` follows the property's rules
    /// (an invalid value leaves the default of 1).
    public init(timeScale: Double = 1, isPaused: Bool = false) {
        self.isPaused = isPaused
        self.timeScale = timeScale
    }

    /// Advances by `realDelta` seconds of frame time, scaled by `timeScale`.
    /// Does nothing while paused or for a negative or non-finite delta (time
    /// never runs backwards). Returns the scene seconds actually added.
    @discardableResult
    public mutating func advance(by realDelta: Double) -> Double {
        guard !isPaused, realDelta.isFinite, realDelta > 0 else { return 0 }
        return accumulate(realDelta * storedTimeScale)
    }

    /// Advances by exactly `frames × frameDuration` seconds of scene time,
    /// ignoring `isPaused` and `timeScale`, for single-frame stepping. Does
    /// nothing for a non-positive frame count or an invalid duration. Returns
    /// the scene seconds actually added.
    @discardableResult
    public mutating func step(frames: Int = 1, frameDuration: Double = 1.0 / 60.0) -> Double {
        guard frames > 0, frameDuration.isFinite, frameDuration > 0 else { return 0 }
        return accumulate(Double(frames) * frameDuration)
    }

    /// Returns time to 0; `timeScale` and `isPaused` are user settings and keep
    /// their values.
    public mutating func reset() {
        time = 0
        sum = 0
        compensation = 0
    }

    private mutating func accumulate(_ delta: Double) -> Double {
        guard delta.isFinite, delta > 0 else { return 0 }
        let newSum = sum + delta
        // Recover exactly what the rounded addition lost (Fast2Sum needs the
        // larger magnitude first).
        if abs(sum) >= abs(delta) {
            compensation += (sum - newSum) + delta
        } else {
            compensation += (delta - newSum) + sum
        }
        sum = newSum
        let previous = time
        // Rounding of `compensation` could in principle nudge the total down by
        // an ulp; the max keeps the "never decreases" invariant unconditional.
        time = max(previous, sum + compensation)
        return time - previous
    }
}
