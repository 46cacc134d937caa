/// Converts continuous clock time into a whole number of fixed-interval ticks,
/// e.g. a stopwatch that adds exactly 0.01 s per tick regardless of frame rate.
///
/// Ticks fall at `origin + n × interval` for n = 1, 2, 3, … (seconds). Tick n
/// is due once `time >= origin + n × interval − tolerance`; the tolerance
/// absorbs floating-point error in the clock so that, say, a clock reading
/// 0.9999999999999999 after sixty 1/60 s frames still yields all 100 ticks of
/// 0.01 s. Each tick is reported exactly once, however `ticks(upTo:)` is called.
public struct FixedStepTicker: Sendable, Hashable {
    /// Slack in seconds by which a tick may be early and still count as due.
    public static let tolerance = 1e-9

    /// Cap on the tick index so the Double-to-Int conversion can never trap;
    /// 2^52 ticks is far beyond any scene, and Doubles count exactly up to it.
    static let maximumTickCount = 1 << 52

    /// Seconds between ticks; always finite and > 0.
    public let interval: Double
    /// Clock time (seconds) of tick 0; tick 1 falls one interval later.
    public private(set) var origin: Double
    /// Ticks reported since the last reset (the index of the last due tick).
    public private(set) var ticksDelivered: Int = 0

    /// Creates a ticker whose first tick falls at `origin + interval`.
    /// - Precondition: `interval` is finite and greater than 0.
    public init(interval: Double, origin: Double = 0) {
        precondition(interval.isFinite && interval > 0, "FixedStepTicker interval must be finite and > 0")
        self.interval = interval
        self.origin = origin.isFinite ? origin : 0
    }

    /// Clock time (seconds) at which the next undelivered tick falls.
    public var nextTickTime: Double { origin + Double(ticksDelivered + 1) * interval }

    /// The number of ticks that became due since the previous call, given the
    /// current clock `time` in seconds. Never negative: a time earlier than
    /// before (or non-finite) yields 0 and does not take back delivered ticks.
    public mutating func ticks(upTo time: Double) -> Int {
        let due = dueTickCount(at: time)
        guard due > ticksDelivered else { return 0 }
        defer { ticksDelivered = due }
        return due - ticksDelivered
    }

    /// Starts counting afresh with tick 0 at `time` (seconds).
    public mutating func reset(at time: Double = 0) {
        origin = time.isFinite ? time : 0
        ticksDelivered = 0
    }

    /// The largest n ≥ 0 with `origin + n × interval − tolerance <= time`.
    private func dueTickCount(at time: Double) -> Int {
        guard time.isFinite else { return ticksDelivered }
        // Divide for a first estimate, then correct it by testing the exact
        // definition, so the answer never depends on how the quotient rounded.
        // Truncating a non-negative Double is a floor without calling libm,
        // which this dependency-free module does not link.
        let estimate = (time - origin + Self.tolerance) / interval
        var n = estimate > 0 ? Int(min(estimate, Double(Self.maximumTickCount))) : 0
        while n > 0 && !isDue(n, at: time) { n -= 1 }
        while n < Self.maximumTickCount && isDue(n + 1, at: time) { n += 1 }
        return n
    }

    private func isDue(_ n: Int, at time: Double) -> Bool {
        origin + Double(n) * interval - Self.tolerance <= time
    }
}
