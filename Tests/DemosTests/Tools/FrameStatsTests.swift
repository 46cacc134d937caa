import PlaygroundCore
import Testing
import TestSupport

@Suite("Frame statistics")
struct FrameStatsTests {
    private static let budget = 1.0 / 60

    /// `count` frames 1/60 s apart from frame time 0, each costing `cost(index)` ms of paint.
    private func steady(_ count: Int, cost: (Int) -> Double = { _ in 1 }) -> FrameStats {
        let stats = FrameStats()
        for index in 0..<count {
            stats.record(FrameSample(paint: cost(index), frameTime: Double(index) / 60, interval: index == 0 ? nil : Self.budget))
        }
        return stats
    }

    @Test("The ring buffer keeps the newest 240 frames, oldest first")
    func ringBuffer() {
        let stats = FrameStats()
        #expect(stats.count == 0 && stats.latest == nil)
        for index in 0..<240 { stats.record(FrameSample(input: Double(index), frameTime: Double(index), interval: nil)) }
        #expect(stats.count == 240)
        #expect(stats[0].input == 0 && stats[239].input == 239)
        for index in 240..<250 { stats.record(FrameSample(input: Double(index), frameTime: Double(index), interval: nil)) }
        // Ten more overwrite the ten oldest: 10…249 remain, in order.
        #expect(stats.count == FrameStats.capacity)
        #expect(stats[0].input == 10 && stats[1].input == 11 && stats[239].input == 249)
        #expect(stats.latest?.input == 249)
        stats.removeAll()
        #expect(stats.count == 0 && stats.framesPerSecond == 0 && stats.p50 == 0)
    }

    @Test("A frame's total is the sum of its five stages")
    func total() {
        #expect(FrameSample(input: 1, animation: 2, layout: 3, paint: 4, upload: 5, frameTime: 0, interval: nil).total == 15)
    }

    @Test("Frames per second counts the frames in the last second of frame time")
    func framesPerSecond() {
        #expect(FrameStats().framesPerSecond == 0)
        // Frames at 0, 1/60, …, 2: the last second, (1, 2], holds 61/60 … 120/60: 60 frames.
        #expect(steady(121).framesPerSecond == 60)
        // Half a second in (0 … 30/60): every frame so far, 31.
        #expect(steady(31).framesPerSecond == 31)
        // A 0.5 s stall after t = 1: the second up to 1.5 holds 31/60 … 60/60 and the late frame.
        let stalled = steady(61)
        stalled.record(FrameSample(frameTime: 1.5, interval: 0.5))
        #expect(stalled.framesPerSecond == 31)
    }

    @Test("p50 and p95 are nearest-rank percentiles of the total cost of the frames held")
    func percentiles() {
        #expect(FrameStats().p50 == 0 && FrameStats().p95 == 0)
        // Costs 1…100 in a scrambled order (37 is prime to 100): ranks ⌈50⌉ and ⌈95⌉.
        let hundred = steady(100) { Double($0 * 37 % 100 + 1) }
        #expect(hundred.p50 == 50 && hundred.p95 == 95)
        // Ten frames of 1…10: ranks ⌈5⌉ = 5 and ⌈9.5⌉ = 10.
        let ten = steady(10) { Double($0 + 1) }
        #expect(ten.p50 == 5 && ten.p95 == 10)
        // 300 frames costing 1…300: the 240 held cost 61…300; ranks 120 and 228 → 180 and 288.
        let wrapped = steady(300) { Double($0 + 1) }
        #expect(wrapped.p50 == 180 && wrapped.p95 == 288)
        // Every stage counts.
        let stages = FrameStats()
        stages.record(FrameSample(input: 1, animation: 1, layout: 1, paint: 1, upload: 1, frameTime: 0, interval: nil))
        #expect(stages.p50 == 5)
    }

    @Test("Late frames count the refreshes they missed; a new frame refreshes the statistics")
    func droppedFrames() {
        let stats = FrameStats()
        // Intervals (ms): none, 16.7, 33.3 (missed 1), 50 (missed 2), 24 (jitter, under 1.5 budgets),
        // 26 (round(1.56) − 1 = 1), 100 (round(6) − 1 = 5): 9 in all.
        let intervals: [Double?] = [nil, 1.0 / 60, 2.0 / 60, 3.0 / 60, 0.024, 0.026, 0.1]
        var time = 0.0
        for interval in intervals {
            time += interval ?? 0
            stats.record(FrameSample(paint: 2, frameTime: time, interval: interval))
        }
        #expect(stats.droppedFrames == 9)
        // Hitch time: (33.3 − 16.7) + (50 − 16.7) + (26 − 16.7) + (100 − 16.7) = 1/60 s + 0.126 s
        // = 142.667 ms over 16.7 + 33.3 + 50 + 24 + 26 + 100 = 250 ms of intervals: 570.667 ms/s.
        #expect(approx(stats.hitchRatio, (1.0 / 60 + 0.126) / 0.25 * 1000, 1e-6))
        stats.record(FrameSample(paint: 2, frameTime: time + 4.0 / 60, interval: 4.0 / 60))
        #expect(stats.droppedFrames == 12)
    }

    @Test("The hitch ratio is ms of lateness per second: two missed frames in about a second")
    func hitchRatio() {
        // 60 frames at 60 Hz, then one 50 ms after the last: it missed 2 frames and was 33.3 ms late;
        // the intervals span 59/60 + 3/60 = 62/60 s, so the ratio is 33.3 / (62/60) = 32.26 ms/s.
        let stats = steady(60)
        stats.record(FrameSample(paint: 1, frameTime: 62.0 / 60, interval: 3.0 / 60))
        #expect(stats.droppedFrames == 2)
        #expect(approx(stats.hitchRatio, (2.0 / 60 * 1000) / (62.0 / 60), 1e-6))
        #expect(steady(60).hitchRatio == 0)
        #expect(FrameStats().hitchRatio == 0)
    }

    @Test("Missed frames by interval, at 60 and 30 Hz")
    func missedFrames() {
        #expect(FrameStats.missedFrames(interval: nil, budget: Self.budget) == 0)
        #expect(FrameStats.missedFrames(interval: 0.024, budget: Self.budget) == 0)
        #expect(FrameStats.missedFrames(interval: 2.0 / 60, budget: Self.budget) == 1)
        #expect(FrameStats.missedFrames(interval: 0.1, budget: 1.0 / 30) == 2)
        let thirty = FrameStats(budget: 1.0 / 30)
        thirty.record(FrameSample(frameTime: 0, interval: nil))
        thirty.record(FrameSample(frameTime: 2.0 / 30, interval: 2.0 / 30))
        #expect(thirty.droppedFrames == 1 && thirty.budget == 1.0 / 30)
        #expect(FrameStats(budget: 0).budget == Self.budget)
    }

    @Test("Non-finite or negative costs count as 0, and bad intervals as none")
    func badSamples() {
        let stats = FrameStats()
        stats.record(FrameSample(input: .nan, animation: -3, layout: .infinity, paint: 2, frameTime: 0, interval: -1))
        stats.record(FrameSample(paint: 4, frameTime: 1.0 / 60, interval: .nan))
        #expect(stats[0].total == 2 && stats[0].interval == nil && stats[1].interval == nil)
        #expect(stats.p95 == 4 && stats.hitchRatio == 0 && stats.droppedFrames == 0)
    }
}
