import TestSupport
import Testing
import Animation

@Suite("RepeatingCycle")
struct RepeatingCycleTests {
    @Test("cycleProgress splits time into cycle and progress",
          arguments: [
            (0.0, 0, 0.0), (1.5, 0, 0.5), (3.0, 1, 0.0), (4.5, 1, 0.5), (-1.5, -1, 0.5),
            (-3.0, -1, 0.0), (-4.5, -2, 0.5), (3_000_000_001.5, 1_000_000_000, 0.5), (-3e9, -1_000_000_000, 0.0),
          ])
    func knownSplits(entry: (time: Double, cycle: Int, progress: Double)) {
        let result = cycleProgress(time: entry.time, period: 3)
        #expect(result.cycle == entry.cycle)
        #expect(approx(result.progress, entry.progress, 1e-12))
    }

    @Test("Progress stays in [0, 1) and reconstructs the time",
          arguments: [-1e-20, -1e-300, -Double.leastNonzeroMagnitude, 1e-20, -2.9999999999999996, 2.9999999999999996, -7.25, 1234.567, -98765.4321])
    func progressRange(time: Double) {
        let (cycle, progress) = cycleProgress(time: time, period: 3)
        #expect(progress >= 0 && progress < 1)
        #expect(approx((Double(cycle) + progress) * 3, time, 1e-12 * max(1, abs(time))))
    }

    @Test("Tiny negative times round to the start of cycle 0")
    func tinyNegative() {
        let result = cycleProgress(time: -1e-20, period: 3)
        #expect(result.cycle == 0 && result.progress == 0)
    }

    @Test("Non-finite and enormous times do not trap")
    func extremes() {
        #expect(cycleProgress(time: .nan, period: 3) == (0, 0))
        #expect(cycleProgress(time: .infinity, period: 3) == (0, 0))
        let huge = cycleProgress(time: 1e300, period: 3)
        #expect(huge.cycle > 0 && huge.progress >= 0 && huge.progress < 1)
        let hugeNegative = cycleProgress(time: -1e300, period: 3)
        #expect(hugeNegative.cycle < 0 && hugeNegative.progress >= 0 && hugeNegative.progress < 1)
    }

    @Test("Eased revolutions apply the curve per cycle and stay continuous")
    func easedCycles() {
        let spin = RepeatingCycle(period: 3, curve: .easeInEaseOut)
        #expect(spin.easedCycles(at: 0) == 0)
        #expect(spin.easedCycles(at: 1.5) == 0.5)
        #expect(spin.easedCycles(at: 3) == 1)
        #expect(approx(spin.easedCycles(at: 3.75), (1 + TimingCurve.easeInEaseOut.value(at: 0.25)), 1e-12))
        // Continuous across the boundary: ease-in-out is flat at both ends.
        #expect(approx(spin.easedCycles(at: 6 - 1e-9), spin.easedCycles(at: 6 + 1e-9), 1e-6))
        var previous = spin.easedCycles(at: -6)
        for step in 1...1200 {
            let value = spin.easedCycles(at: -6 + Double(step) * 0.01)
            #expect(value >= previous)
            previous = value
        }
    }

    @Test("phase matches the free function")
    func phaseMatchesFunction() {
        let cycle = RepeatingCycle(period: 2.5)
        #expect(cycle.phase(at: 7.0) == cycleProgress(time: 7.0, period: 2.5))
        #expect(cycle.curve == .linear)
    }
}
