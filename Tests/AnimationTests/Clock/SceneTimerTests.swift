import TestSupport
import Testing
import Animation

/// Records each fire of a timer as the run loop's `now` during the callback.
private final class FireLog {
    var times: [Double] = []
    var names: [String] = []
}

@Suite("SceneTimer")
struct SceneTimerTests {
    @Test("A 0.01 s timer fires exactly 100 times in 1 s of 1/60 s frames, once or twice per frame")
    func hundredFiresPerSecond() {
        let runLoop = SceneRunLoop()
        var clock = SceneClock()
        let timer = runLoop.scheduleTimer(interval: 0.01) { _ in }
        var perFrame: Set<Int> = []
        for _ in 0..<60 {
            let before = timer.fireCount
            clock.advance(by: 1.0 / 60.0)
            runLoop.advance(to: clock.time)
            perFrame.insert(timer.fireCount - before)
        }
        #expect(timer.fireCount == 100)
        #expect(perFrame == [1, 2])
        for _ in 60..<600 {
            clock.advance(by: 1.0 / 60.0)
            runLoop.advance(to: clock.time)
        }
        #expect(timer.fireCount == 1000)
    }

    @Test("Each fire sees now = origin + n × interval, even when one advance covers several")
    func exactFireTimes() {
        let runLoop = SceneRunLoop(time: 2)
        let log = FireLog()
        runLoop.scheduleTimer(interval: 0.1) { _ in log.times.append(runLoop.now) }
        runLoop.advance(to: 2.35)
        #expect(log.times.count == 3)
        for (n, time) in log.times.enumerated() {
            #expect(approx(time, (2 + Double(n + 1) * 0.1), 1e-12))
        }
        #expect(runLoop.now == 2.35)
        runLoop.advance(to: 2.4)
        #expect(log.times.count == 4)
        #expect(approx(log.times[3], 2.4, 1e-12))
    }

    @Test("A non-repeating timer fires once and invalidates itself")
    func nonRepeating() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        let timer = runLoop.scheduleTimer(interval: 0.25, repeats: false) { timer in
            log.times.append(runLoop.now)
            #expect(timer.isValid)  // still valid while its block runs, as Foundation's
        }
        #expect(runLoop.hasPendingWork)
        runLoop.advance(to: 1)
        runLoop.advance(to: 2)
        #expect(log.times == [0.25])
        #expect(timer.fireCount == 1)
        #expect(!timer.isValid)
        #expect(timer.nextFireTime == nil)
        #expect(!runLoop.hasPendingWork)
    }

    @Test("Invalidating inside the callback stops the timer at once, within the same advance")
    func invalidateInsideCallback() {
        let runLoop = SceneRunLoop()
        let timer = runLoop.scheduleTimer(interval: 0.1) { timer in
            if timer.fireCount == 3 { timer.invalidate() }
        }
        runLoop.advance(to: 1)
        #expect(timer.fireCount == 3)
        #expect(!timer.isValid)
        #expect(!runLoop.hasPendingWork)
        runLoop.advance(to: 2)
        #expect(timer.fireCount == 3)
    }

    @Test("Invalidating from outside stops further fires")
    func invalidateOutside() {
        let runLoop = SceneRunLoop()
        let timer = runLoop.scheduleTimer(interval: 0.1) { _ in }
        runLoop.advance(to: 0.25)
        timer.invalidate()
        timer.invalidate()
        runLoop.advance(to: 1)
        #expect(timer.fireCount == 2)
    }

    @Test("A .default timer pauses while tracking, fires once when tracking ends, then resumes on its grid")
    func defaultModeCoalescesDuringTracking() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        let timer = runLoop.scheduleTimer(interval: 0.1, mode: .default) { _ in log.times.append(runLoop.now) }
        runLoop.advance(to: 0.25)
        runLoop.isTracking = true
        runLoop.advance(to: 0.5)
        runLoop.advance(to: 0.73)
        #expect(log.times.count == 2)
        #expect(runLoop.hasPendingWork)  // it will fire after tracking
        runLoop.isTracking = false
        #expect(log.times.count == 2)  // the coalesced fire waits for the next advance
        #expect(timer.nextFireTime == 0.73)
        runLoop.advance(to: 0.75)
        runLoop.advance(to: 1.0)
        let expected = [0.1, 0.2, 0.73, 0.8, 0.9, 1.0]
        #expect(log.times.count == expected.count)
        for (time, want) in zip(log.times, expected) { #expect(approx(time, want, 1e-12)) }
        #expect(timer.fireCount == 6)
    }

    @Test("A .common timer keeps firing on its grid while tracking")
    func commonModeIgnoresTracking() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        runLoop.scheduleTimer(interval: 0.1, mode: .common) { _ in log.times.append(runLoop.now) }
        runLoop.advance(to: 0.25)
        runLoop.isTracking = true
        runLoop.advance(to: 0.73)
        runLoop.isTracking = false
        runLoop.advance(to: 1.0)
        #expect(log.times.count == 10)
        for (n, time) in log.times.enumerated() { #expect(approx(time, Double(n + 1) * 0.1, 1e-12)) }
    }

    @Test("Tracking that misses no tick adds no fire")
    func shortTrackingAddsNothing() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        runLoop.scheduleTimer(interval: 0.1) { _ in log.times.append(runLoop.now) }
        runLoop.advance(to: 0.12)
        runLoop.isTracking = true
        runLoop.advance(to: 0.15)
        runLoop.isTracking = false
        runLoop.advance(to: 0.31)
        #expect(log.times.count == 3)
        #expect(approx(log.times[1], 0.2, 1e-12))
    }

    @Test("A .default one-shot due during tracking fires when tracking ends, once")
    func oneShotDuringTracking() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        let timer = runLoop.scheduleTimer(interval: 0.1, repeats: false) { _ in log.times.append(runLoop.now) }
        runLoop.isTracking = true
        runLoop.advance(to: 0.5)
        #expect(log.times.isEmpty)
        runLoop.isTracking = false
        runLoop.advance(to: 1)
        #expect(log.times == [0.5])
        #expect(!timer.isValid)
    }

    @Test("Ending tracking inside a callback makes the coalesced fire happen in the same advance")
    func trackingEndsInsideCallback() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        runLoop.scheduleTimer(interval: 0.1) { _ in log.names.append("default@\(runLoop.now)") }
        runLoop.advance(to: 0.05)
        runLoop.isTracking = true
        runLoop.scheduleTimer(interval: 0.3, repeats: false, mode: .common) { _ in
            log.names.append("release")
            runLoop.isTracking = false
        }
        runLoop.advance(to: 0.4)
        #expect(log.names == ["release", "default@0.35", "default@0.4"])
    }

    @Test("Timers interleave chronologically; ties fire in scheduling order")
    func interleaving() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        runLoop.scheduleTimer(interval: 0.5) { _ in log.names.append("A") }
        runLoop.scheduleTimer(interval: 0.25) { _ in log.names.append("B") }
        runLoop.scheduleTimer(interval: 0.3) { _ in log.names.append("C") }
        runLoop.advance(to: 1)
        // 0.25 B, 0.3 C, 0.5 A = B (tie), 0.6 C, 0.75 B, 0.9 C, 1.0 A = B.
        #expect(log.names == ["B", "C", "A", "B", "C", "B", "C", "A", "B"])
    }

    @Test("A timer scheduled inside a callback starts its grid at the fire time")
    func scheduledInsideCallback() {
        let runLoop = SceneRunLoop()
        let log = FireLog()
        runLoop.scheduleTimer(interval: 0.1, repeats: false) { _ in
            runLoop.scheduleTimer(interval: 0.05) { _ in log.times.append(runLoop.now) }
        }
        runLoop.advance(to: 0.3)
        let expected = [0.15, 0.2, 0.25, 0.3]
        #expect(log.times.count == expected.count)
        for (time, want) in zip(log.times, expected) { #expect(approx(time, want, 1e-12)) }
    }

    @Test("Intervals ≤ 0 or NaN become 0.1 ms; +∞ never fires", arguments: [0.0, -1.0, Double.nan, 1e-9])
    func invalidIntervals(requested: Double) {
        let runLoop = SceneRunLoop()
        let timer = runLoop.scheduleTimer(interval: requested) { _ in }
        #expect(timer.interval == SceneTimer.minimumInterval)
        runLoop.advance(to: 0.01)
        #expect(timer.fireCount == 100)
    }

    @Test("An infinite interval never fires")
    func infiniteInterval() {
        let runLoop = SceneRunLoop()
        let timer = runLoop.scheduleTimer(interval: .infinity) { _ in }
        #expect(timer.interval.isFinite)
        runLoop.advance(to: 1e9)
        #expect(timer.fireCount == 0)
    }

    @Test("advance ignores non-finite times, the past, and calls from inside a callback")
    func advanceGuards() {
        let runLoop = SceneRunLoop(time: 1)
        let timer = runLoop.scheduleTimer(interval: 0.1) { _ in runLoop.advance(to: 5) }
        runLoop.advance(to: .nan)
        runLoop.advance(to: .infinity)
        runLoop.advance(to: 0.5)
        #expect(runLoop.now == 1)
        runLoop.advance(to: 1.25)
        #expect(runLoop.now == 1.25)
        #expect(timer.fireCount == 2)
    }
}
