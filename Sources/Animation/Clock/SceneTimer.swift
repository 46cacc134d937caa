/// A timer on a `SceneRunLoop`: Foundation's scheduled `Timer` on a run loop that never sleeps,
/// driven by scene time instead of the wall clock.
///
/// Scheduled at scene time `s` with interval `i`, a repeating timer fires at `s + i`, `s + 2i`, …
/// Fire times are computed from the tick index (`s + n × i`), never accumulated, so after exactly
/// one second of 1/60 s frames a 0.01 s timer has fired exactly 100 times; a tick within
/// `FixedStepTicker.tolerance` (1e-9 s) of the run loop's time counts as due, absorbing the
/// rounding of a clock that sums frame deltas. A frame longer than the interval fires every due
/// tick, each with `SceneRunLoop.now` set to that tick's time while the block runs.
///
/// A `.default`-mode timer does not fire while the run loop is tracking; when tracking ends it
/// fires once at that moment if it missed any tick (Foundation coalesces missed fires), then goes
/// on with the next tick of its original grid. A non-repeating timer fires once and invalidates.
///
/// Create timers with `SceneRunLoop.scheduleTimer(interval:repeats:mode:_:)`. The run loop keeps a
/// timer (and its block) alive until it is invalidated, as a run loop does; a block capturing its
/// timer forms a cycle that `invalidate()` breaks.
public final class SceneTimer {
    /// The shortest interval, in seconds: Foundation's `Timer` uses 0.1 ms for an interval ≤ 0.
    public static let minimumInterval = 0.0001

    /// Seconds between fires; finite and ≥ `minimumInterval`. A requested interval that is ≤ 0
    /// or NaN becomes `minimumInterval`; +∞ becomes the largest finite Double (never fires).
    public let interval: Double
    /// Whether the timer fires on every tick (true) or once (false).
    public let repeats: Bool
    /// The mode the timer is scheduled in: `.default` pauses while the run loop is tracking.
    public let mode: RunLoopMode
    /// False once invalidated (by `invalidate()`, or after a non-repeating timer's fire).
    public var isValid: Bool { valid }
    /// Number of times the block has been called (coalesced fires count once).
    public private(set) var fireCount = 0

    /// Scene time (seconds) of the next fire, or nil once invalid. While a `.default` timer waits
    /// out tracking this is the grid tick it would fire at if tracking ended first.
    public var nextFireTime: Double? {
        guard valid else { return nil }
        return coalescedFireTime ?? ticker.nextTickTime
    }

    // MARK: Run loop bookkeeping (internal: driven by SceneRunLoop)

    /// Counts grid ticks from the scheduling time; tick n is at `origin + n × interval`.
    var ticker: FixedStepTicker
    /// Set when tracking ended after missed ticks: the one coalesced fire, at the time tracking
    /// ended. Grid ticks up to that time are already consumed.
    var coalescedFireTime: Double?
    /// Scheduling order, which breaks ties between events at the same time.
    let sequence: Int
    private var valid = true
    private var block: ((SceneTimer) -> Void)?
    /// Applies many ticks at once (see `SceneRunLoop.catchesUp`), nil: fire them one by one.
    var catchUp: ((Int) -> Int)?

    /// Lets a run of ticks be applied in one call: `body(n)` does what up to `n` fires in a row
    /// would and returns how many it did (≥ 0; it stops short at a tick that must fire on its own,
    /// at its time — one that starts an animation, say). `FrameClock`'s long strides to a far
    /// time then cost a call per run, not a fire per tick. Ordinary frames still fire each tick.
    public func catchUp(_ body: @escaping (Int) -> Int) {
        catchUp = body
    }

    /// Applies the due ticks before scene time `limit` through `catchUp`, returning the time of
    /// the last one applied; nil when none was (no `catchUp`, a coalesced fire due, or the block
    /// declined the first), and the due tick then fires as usual.
    func applyTicks(before limit: Double) -> Double? {
        guard valid, repeats, coalescedFireTime == nil, let catchUp else { return nil }
        let first = ticker.nextTickTime
        guard first < limit else { return nil }
        let due = Int(((limit - first) / interval).rounded(.up))
        guard due > 1 else { return nil }
        let applied = min(max(catchUp(due), 0), due)
        guard applied > 0 else { return nil }
        let last = first + Double(applied - 1) * interval
        _ = ticker.ticks(upTo: last)
        fireCount += applied
        return last
    }

    init(interval requested: Double, repeats: Bool, mode: RunLoopMode, origin: Double, sequence: Int,
         block: @escaping (SceneTimer) -> Void) {
        let interval: Double
        if requested.isNaN || requested <= 0 {
            interval = Self.minimumInterval
        } else if requested == .infinity {
            interval = .greatestFiniteMagnitude
        } else {
            interval = max(requested, Self.minimumInterval)
        }
        self.interval = interval
        self.repeats = repeats
        self.mode = mode
        self.sequence = sequence
        self.block = block
        ticker = FixedStepTicker(interval: interval, origin: origin)
    }

    /// Stops the timer for good and releases its block. Safe to call from the block itself (the
    /// fire in progress completes) and more than once.
    public func invalidate() {
        valid = false
        block = nil
        catchUp = nil
    }

    /// Scene time of the next fire this timer can make now, or nil when it is invalid or a
    /// `.default` timer during tracking.
    func dueTime(isTracking: Bool) -> Double? {
        guard valid else { return nil }
        if isTracking && mode == .default { return nil }
        return coalescedFireTime ?? ticker.nextTickTime
    }

    /// Tracking ended at `time`: consumes the grid ticks missed up to `time` and, if there were
    /// any, schedules the single coalesced fire at `time`.
    func trackingDidEnd(at time: Double) {
        guard valid, mode == .default else { return }
        if ticker.ticks(upTo: time) > 0 || coalescedFireTime != nil {
            coalescedFireTime = time
        }
    }

    /// Most missed ticks an advance fires one by one. A timer further behind than this (the frame
    /// loop stalled for seconds, or a 0.1 ms timer across a long frame) coalesces them into one
    /// fire, as a run loop that was blocked does; an ordinary frame is never near it.
    public static let maximumCatchUpTicks = 1_000

    /// Before an advance to `time`: coalesces a backlog beyond `maximumCatchUpTicks`.
    func limitBacklog(upTo time: Double) {
        guard valid, coalescedFireTime == nil, interval < .greatestFiniteMagnitude else { return }
        let behind = (time - ticker.nextTickTime) / interval
        guard behind > Double(Self.maximumCatchUpTicks) else { return }
        _ = ticker.ticks(upTo: time)
        coalescedFireTime = time
    }

    /// Fires once: consumes the due tick (or the coalesced fire) and calls the block.
    func fire() {
        if coalescedFireTime != nil {
            coalescedFireTime = nil
        } else {
            _ = ticker.ticks(upTo: ticker.nextTickTime)
        }
        fireCount += 1
        // A local strong reference keeps the block alive if it invalidates its own timer.
        if let block { block(self) }
        if !repeats { invalidate() }
    }
}
