/// The last 240 frames (four seconds at 60 Hz) and the numbers the frame HUD shows about them.
///
/// A ring buffer in fixed storage: `record` overwrites the oldest sample once full and never
/// allocates; the statistics are worked out once per change, on first read, in scratch storage
/// made at `init`. Every statistic is over the frames held (the range the HUD's graph shows),
/// except `framesPerSecond`, which looks at the last second only.
///
/// Definitions (b is `budget`, Δ a sample's `interval`):
/// - a frame is *late* when Δ > 1.5 b: it came at least one refresh after the one it was due at
///   (shorter overruns are pacing jitter — a timed 60 Hz loop overruns by a fraction of a
///   millisecond on most frames — and a vsync'd display shows them on time);
/// - a late frame *missed* round(Δ / b) − 1 frames (halves round up): the refreshes that showed
///   the previous frame again. Δ = 33.3 ms at 60 Hz missed 1, Δ = 50 ms missed 2;
/// - a late frame's *hitch time* is Δ − b: how much later than due it was shown.
public final class FrameStats {
    /// How many frames are kept.
    public static let capacity = 240

    /// Seconds one frame may take, > 0: 1/60 s (16.7 ms) unless the host runs at another rate.
    public let budget: Double
    /// Frames held, 0…`capacity`.
    public private(set) var count = 0

    private var storage: ContiguousArray<FrameSample>
    /// The slot the next sample goes to; the oldest held sample when full.
    private var next = 0
    /// Frame costs, sorted in place for the percentiles.
    private var scratch: ContiguousArray<Double>
    /// The statistics of the frames held; nil when a sample arrived since they were worked out.
    private var summary: Summary?

    private struct Summary {
        var framesPerSecond = 0
        var missedInLastSecond = 0
        var p50 = 0.0
        var p95 = 0.0
        var droppedFrames = 0
        var hitchRatio = 0.0
    }

    /// `budget` in seconds; a non-finite or non-positive one means 1/60 s.
    public init(budget: Double = 1.0 / 60) {
        self.budget = budget.isFinite && budget > 0 ? budget : 1.0 / 60
        storage = ContiguousArray(repeating: .zero, count: Self.capacity)
        scratch = ContiguousArray(repeating: 0, count: Self.capacity)
    }

    /// Adds the newest frame, dropping the oldest when `capacity` are held. A non-finite or
    /// negative stage cost counts as 0 and a non-finite or non-positive interval as none, so one
    /// bad measurement cannot poison the statistics.
    public func record(_ sample: FrameSample) {
        var clean = sample
        clean.input = Self.cost(sample.input)
        clean.animation = Self.cost(sample.animation)
        clean.layout = Self.cost(sample.layout)
        clean.paint = Self.cost(sample.paint)
        clean.upload = Self.cost(sample.upload)
        if let interval = sample.interval, !(interval.isFinite && interval > 0) { clean.interval = nil }
        storage[next] = clean
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
        summary = nil
    }

    private static func cost(_ milliseconds: Double) -> Double {
        milliseconds.isFinite && milliseconds > 0 ? milliseconds : 0
    }

    /// Forgets every frame (a new demo, a resumed run loop).
    public func removeAll() {
        count = 0
        next = 0
        summary = nil
    }

    /// The frame `index` places after the oldest held: 0 is the oldest, `count − 1` the newest.
    public subscript(index: Int) -> FrameSample {
        precondition(index >= 0 && index < count, "frame index \(index) outside 0..<\(count)")
        return storage[(next - count + index + Self.capacity) % Self.capacity]
    }

    /// The newest frame, nil when none is held.
    public var latest: FrameSample? { count > 0 ? self[count - 1] : nil }

    // MARK: Statistics

    /// Frames that started in the last second of frame time: those whose `frameTime` is at most
    /// the newest frame's and less than one second before it (a nanosecond is allowed for
    /// rounding, so 60 frames 1/60 s apart count 60 whatever the sums' last bit), the newest
    /// included; counting stops at the first older frame outside that window. 0 when empty.
    public var framesPerSecond: Int { currentSummary.framesPerSecond }

    /// The median total frame cost of the frames held, in ms, by nearest rank: with the n costs
    /// sorted ascending x₁ ≤ … ≤ xₙ, x at rank ⌈0.50 n⌉ (n = 240: the 120th). 0 when empty.
    public var p50: Double { currentSummary.p50 }

    /// The 95th-percentile total frame cost of the frames held, in ms, by nearest rank: x at
    /// rank ⌈0.95 n⌉ (n = 240: the 228th; 5 % of frames cost more). 0 when empty.
    public var p95: Double { currentSummary.p95 }

    /// Frames missed among the frames held: the sum over late frames of round(Δ / b) − 1.
    public var droppedFrames: Int { currentSummary.droppedFrames }

    /// Of the frames that were due in the last second — the ones presented and the ones missed
    /// before them while something moved — the fraction presented, 0…1: 1 when every due frame
    /// came on time, however few there were (a window that repaints only what changes presents
    /// few frames while little moves, and that is no problem).
    public var deliveredFraction: Double {
        let summary = currentSummary
        let due = summary.framesPerSecond + summary.missedInLastSecond
        return due > 0 ? Double(summary.framesPerSecond) / Double(due) : 1
    }

    /// Apple's hitch-time ratio over the frames held, in ms per second: the late frames' hitch
    /// time (Δ − b each) divided by the frame time the intervals span (the sum of every held
    /// interval). Under 5 ms/s is good, 5…10 a warning, above 10 critical. 0 without intervals.
    public var hitchRatio: Double { currentSummary.hitchRatio }

    /// Frames missed before a frame that came `interval` seconds after the previous one, with a
    /// `budget` in seconds (0 unless late: see the type's definitions).
    public static func missedFrames(interval: Double?, budget: Double) -> Int {
        guard let interval, interval > 1.5 * budget, interval.isFinite else { return 0 }
        return Int((interval / budget).rounded(.toNearestOrAwayFromZero)) - 1
    }

    private var currentSummary: Summary {
        if let summary { return summary }
        let computed = summarize()
        summary = computed
        return computed
    }

    private func summarize() -> Summary {
        var result = Summary()
        guard let newest = latest else { return result }
        // Frames per second: walk back from the newest while inside the last second.
        var index = count - 1
        while index >= 0 {
            let age = newest.frameTime - self[index].frameTime
            guard age >= 0, age < 1 - 1e-9 else { break }
            result.framesPerSecond += 1
            result.missedInLastSecond += Self.missedFrames(interval: self[index].interval, budget: budget)
            index -= 1
        }
        var hitchSeconds = 0.0, spanSeconds = 0.0
        for i in 0..<count {
            let sample = self[i]
            scratch[i] = sample.total
            guard let interval = sample.interval else { continue }
            spanSeconds += interval
            let missed = Self.missedFrames(interval: interval, budget: budget)
            if missed > 0 {
                result.droppedFrames += missed
                hitchSeconds += interval - budget
            }
        }
        result.hitchRatio = spanSeconds > 0 ? hitchSeconds * 1000 / spanSeconds : 0
        let n = count
        scratch.withUnsafeMutableBufferPointer { buffer in
            Self.heapSort(buffer, count: n)
            // Nearest rank ⌈p·n/100⌉, 1-based, in integers.
            result.p50 = buffer[(50 * n + 99) / 100 - 1]
            result.p95 = buffer[(95 * n + 99) / 100 - 1]
        }
        return result
    }

    /// Sorts the first `count` values ascending, in place: no buffer (the standard library's
    /// sort may allocate one), and 240 values take a few microseconds.
    private static func heapSort(_ values: UnsafeMutableBufferPointer<Double>, count: Int) {
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && values[child] < values[child + 1] { child += 1 }
                guard values[root] < values[child] else { return }
                values.swapAt(root, child)
                root = child
            }
        }
        guard count > 1 else { return }
        var start = count / 2 - 1
        while start >= 0 {
            siftDown(start, count)
            start -= 1
        }
        var end = count - 1
        while end > 0 {
            values.swapAt(0, end)
            siftDown(0, end)
            end -= 1
        }
    }
}
