import TestSupport
import Testing
import Animation

@Suite("SceneClock")
struct SceneClockTests {
    @Test("A new clock is at 0, real-time and running")
    func initialState() {
        let clock = SceneClock()
        #expect(clock.time == 0)
        #expect(clock.timeScale == 1)
        #expect(!clock.isPaused)
    }

    @Test("Time scale multiplies frame time exactly")
    func timeScale() {
        var clock = SceneClock()
        clock.timeScale = 0.5
        #expect(clock.advance(by: 0.75) == 0.375)
        #expect(clock.time == 0.375)
        clock.timeScale = 2
        clock.advance(by: 0.25)
        #expect(clock.time == 0.875)
    }

    @Test("Sixty-fps frames accumulate without drift", arguments: [1.0, 0.5, 0.25, 2.0])
    func regularFramesDoNotDrift(scale: Double) {
        var clock = SceneClock(timeScale: scale)
        for _ in 0..<45 { clock.advance(by: 1.0 / 60.0) }
        #expect(approx(clock.time, 0.75 * scale, 1e-12))
        // An hour of frames: naive summation drifts by ~2e-8 here.
        for _ in 45..<(60 * 3600) { clock.advance(by: 1.0 / 60.0) }
        #expect(approx(clock.time, 3600 * scale, 1e-12))
    }

    @Test("Pausing stops advance but not single-frame stepping")
    func pauseAndStep() {
        var clock = SceneClock()
        clock.advance(by: 0.5)
        clock.isPaused = true
        #expect(clock.advance(by: 10) == 0)
        #expect(clock.time == 0.5)
        clock.step()
        #expect(approx(clock.time, (0.5 + 1.0 / 60.0), 1e-15))
        clock.reset()
        clock.step(frames: 3, frameDuration: 0.125)
        #expect(clock.time == 0.375)
        #expect(clock.isPaused)
    }

    @Test("step ignores the time scale")
    func stepIgnoresScale() {
        var clock = SceneClock(timeScale: 0.25)
        clock.step(frames: 2, frameDuration: 0.5)
        #expect(clock.time == 1)
    }

    @Test("Invalid steps add nothing")
    func invalidSteps() {
        var clock = SceneClock()
        #expect(clock.step(frames: 0) == 0)
        #expect(clock.step(frames: -3) == 0)
        #expect(clock.step(frames: 1, frameDuration: -1) == 0)
        #expect(clock.step(frames: 1, frameDuration: .nan) == 0)
        #expect(clock.time == 0)
    }

    @Test("Invalid time scales are ignored", arguments: [0.0, -1.0, -.infinity, .infinity, .nan])
    func invalidTimeScaleIgnored(value: Double) {
        var clock = SceneClock()
        clock.timeScale = 0.5
        clock.timeScale = value
        #expect(clock.timeScale == 0.5)
        #expect(SceneClock(timeScale: value).timeScale == 1)
    }

    @Test("Out-of-range time scales are clamped")
    func timeScaleClamped() {
        var clock = SceneClock()
        clock.timeScale = 1000
        #expect(clock.timeScale == SceneClock.timeScaleRange.upperBound)
        clock.timeScale = 1e-9
        #expect(clock.timeScale == SceneClock.timeScaleRange.lowerBound)
    }

    @Test("Negative and non-finite deltas are ignored; time never decreases")
    func monotonic() {
        var clock = SceneClock()
        let deltas = [0.016, -0.5, .nan, 0.017, .infinity, 0, 1e-300, 0.033, -.infinity, 0.001]
        var previous = clock.time
        for delta in deltas {
            clock.advance(by: delta)
            #expect(clock.time >= previous)
            previous = clock.time
        }
        #expect(approx(clock.time, 0.067, 1e-15))
    }

    @Test("The same inputs always give bit-identical times")
    func deterministic() {
        // A fixed pseudo-random jittery frame sequence (LCG, no global RNG).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var deltas: [Double] = []
        for _ in 0..<5000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            deltas.append(0.010 + Double(state >> 11) / Double(1 << 53) * 0.015)
        }
        func run() -> SceneClock {
            var clock = SceneClock(timeScale: 0.75)
            for (i, delta) in deltas.enumerated() {
                if i == 2500 { clock.timeScale = 1.5 }
                clock.isPaused = (i % 97 == 0)
                clock.advance(by: delta)
            }
            return clock
        }
        #expect(run().time == run().time)
        #expect(run() == run())
    }

    @Test("reset returns to 0 but keeps user settings")
    func reset() {
        var clock = SceneClock(timeScale: 0.5)
        clock.advance(by: 2)
        clock.isPaused = true
        clock.reset()
        #expect(clock.time == 0)
        #expect(clock.timeScale == 0.5)
        #expect(clock.isPaused)
        clock.isPaused = false
        clock.advance(by: 0.75)
        #expect(clock.time == 0.375)
    }
}
