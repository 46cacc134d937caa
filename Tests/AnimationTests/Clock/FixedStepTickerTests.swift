import TestSupport
import Testing
import Animation

@Suite("FixedStepTicker")
struct FixedStepTickerTests {
    @Test("0.01 s ticks over one second of 1/60 s frames are exactly 100")
    func hundredTicksPerSecond() {
        var clock = SceneClock()
        var ticker = FixedStepTicker(interval: 0.01)
        var total = 0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60.0)
            total += ticker.ticks(upTo: clock.time)
        }
        #expect(total == 100)
        for _ in 60..<600 {
            clock.advance(by: 1.0 / 60.0)
            total += ticker.ticks(upTo: clock.time)
        }
        #expect(total == 1000)
        #expect(ticker.ticksDelivered == 1000)
    }

    @Test("Tick totals follow the interval for any frame rate",
          arguments: [0.01, 1.0 / 60.0, 0.1, 0.25, 1.0 / 3.0], [1.0 / 30.0, 1.0 / 60.0, 1.0 / 144.0, 0.007])
    func totals(interval: Double, frame: Double) {
        var clock = SceneClock()
        var ticker = FixedStepTicker(interval: interval)
        var total = 0
        let frames = Int((3 / frame).rounded())  // ≈ 3 s
        for _ in 0..<frames {
            clock.advance(by: frame)
            total += ticker.ticks(upTo: clock.time)
        }
        // Independent count: multiples of the interval up to the final time.
        let expected = (1...Int(4 / interval)).filter { Double($0) * interval <= clock.time + 1e-9 }.count
        #expect(total == expected)
    }

    @Test("Ticks are never counted twice, nor taken back")
    func noDoubleCounting() {
        var ticker = FixedStepTicker(interval: 0.01)
        #expect(ticker.ticks(upTo: 0.055) == 5)
        #expect(ticker.ticks(upTo: 0.055) == 0)
        #expect(ticker.ticks(upTo: 0.02) == 0)
        #expect(ticker.ticks(upTo: -1) == 0)
        #expect(ticker.ticks(upTo: .nan) == 0)
        #expect(ticker.ticks(upTo: .infinity) == 0)
        #expect(ticker.ticks(upTo: 0.061) == 1)
        #expect(ticker.ticksDelivered == 6)
    }

    @Test("A tick within 1e-9 s before its time is due, earlier is not")
    func tolerance() {
        var ticker = FixedStepTicker(interval: 0.01)
        #expect(ticker.ticks(upTo: 0.03 - 5e-10) == 3)
        #expect(ticker.ticks(upTo: 0.04 - 2e-9) == 0)
        #expect(ticker.ticks(upTo: 0.04) == 1)
        #expect(approx(ticker.nextTickTime, 0.05, 1e-15))
    }

    @Test("Nothing is due before the first interval has passed")
    func firstTick() {
        var ticker = FixedStepTicker(interval: 0.5)
        #expect(ticker.ticks(upTo: 0) == 0)
        #expect(ticker.ticks(upTo: 0.49) == 0)
        #expect(ticker.ticks(upTo: 0.5) == 1)
    }

    @Test("reset(at:) restarts counting from the given time")
    func reset() {
        var ticker = FixedStepTicker(interval: 0.1)
        #expect(ticker.ticks(upTo: 1) == 10)
        ticker.reset(at: 5)
        #expect(ticker.ticksDelivered == 0)
        #expect(ticker.ticks(upTo: 5.05) == 0)
        #expect(ticker.ticks(upTo: 5.3) == 3)
        ticker.reset()
        #expect(ticker.ticks(upTo: 0.2) == 2)
    }

    @Test("Huge jumps are counted exactly and do not trap")
    func hugeJump() {
        var ticker = FixedStepTicker(interval: 0.01)
        #expect(ticker.ticks(upTo: 3600) == 360_000)
        #expect(ticker.ticks(upTo: 1e300) > 0)
    }
}
