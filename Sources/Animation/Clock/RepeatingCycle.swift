/// Splits `time` into whole cycles of length `period` and the progress through
/// the current one, e.g. for "one revolution every 3 s".
///
/// - Parameters:
///   - time: Seconds; may be negative (cycles then count down from -1).
///   - period: Seconds per cycle; must be finite and > 0.
/// - Returns: `cycle` = ⌊time / period⌋ and `progress` in [0, 1) such that
///   `time ≈ (Double(cycle) + progress) × period`. A non-finite `time` yields
///   (0, 0). Beyond 2^52 cycles `progress` is 0 and `cycle` saturates at
///   about ±2^62 rather than trapping.
public func cycleProgress(time: Double, period: Double) -> (cycle: Int, progress: Double) {
    precondition(period.isFinite && period > 0, "cycleProgress period must be finite and > 0")
    guard time.isFinite else { return (0, 0) }
    let quotient = time / period
    // From 2^52 cycles on, adjacent Doubles of `time` are about a period
    // apart, so no sub-cycle progress is left to report.
    let resolutionLimit = 4_503_599_627_370_496.0  // 2^52
    guard abs(quotient) < resolutionLimit else {
        let saturated = 4.6e18  // just under Int.max, so the conversion cannot trap
        return (Int(min(max(quotient, -saturated), saturated)), 0)
    }
    // Truncation then a correction is a floor that needs no libm, which this
    // dependency-free module does not link.
    var cycle = Int(quotient)
    var remainder = time - Double(cycle) * period
    // The quotient may have rounded across a cycle boundary; the remainder
    // decides which cycle `time` really lies in.
    if remainder < 0 {
        cycle -= 1
        remainder += period
    } else if remainder >= period {
        cycle += 1
        remainder -= period
    }
    var progress = max(remainder / period, 0)
    // A tiny negative remainder plus `period`, or the division, can round up
    // to a full cycle; that instant belongs to the start of the next one.
    if progress >= 1 {
        progress = 0
        cycle += 1
    }
    return (cycle, progress)
}

/// A motion that repeats every `period` seconds with `curve` applied afresh to
/// each repetition, e.g. a spinner turning 2π every 3 s with ease-in-out on
/// every revolution: `angle = 2π × cycle.easedCycles(at: time)`.
public struct RepeatingCycle: Sendable, Hashable {
    /// Seconds per repetition; always finite and > 0.
    public let period: Double
    /// Easing applied within each repetition.
    public var curve: TimingCurve

    /// - Precondition: `period` is finite and greater than 0.
    public init(period: Double, curve: TimingCurve = .linear) {
        precondition(period.isFinite && period > 0, "RepeatingCycle period must be finite and > 0")
        self.period = period
        self.curve = curve
    }

    /// Completed repetitions and linear progress in [0, 1) at `time` seconds.
    public func phase(at time: Double) -> (cycle: Int, progress: Double) {
        cycleProgress(time: time, period: period)
    }

    /// Completed repetitions plus eased progress through the current one, so
    /// the value rises by exactly 1 per period and is continuous across cycle
    /// boundaries (the curve maps 0 → 0 and 1 → 1).
    public func easedCycles(at time: Double) -> Double {
        let (cycle, progress) = phase(at: time)
        return Double(cycle) + curve.value(at: progress)
    }
}
