import Animation
import Foundation
import TestSupport
import Testing

/// Overshoot, peak time and settling time of the step response against analytic values and a
/// brute-force scan of the closed-form motion.
@Suite("Spring step response")
struct SpringStepResponseTests {
    /// The last time in 0…`limit` at which |1 − response| exceeds `band`, scanning every `step`.
    private func lastOutside(_ spring: Spring, band: Double, limit: Double, step: Double = 1e-5) -> Double {
        var last = 0.0
        var t = 0.0
        while t <= limit {
            if abs(1 - spring.stepResponse(at: t)) > band { last = t }
            t += step
        }
        return last
    }

    @Test("The step response goes from 0 to 1 and is 1 + the displacement from −1")
    func stepResponse() {
        let spring = Spring(response: 0.5, dampingFraction: 0.6)
        #expect(spring.stepResponse(at: 0) == 0)
        #expect(approx(spring.stepResponse(at: 10), 1, 1e-12))
        #expect(approx(spring.stepResponse(at: 0.2), spring.value(at: 0.2, from: 0, to: 1), 1e-15))
    }

    @Test("Overshoot is e^(−πζ/√(1−ζ²)) at the peak π/ω_d; none when ζ ≥ 1", arguments: [0.1, 0.3, 0.5, 0.707, 0.9])
    func overshoot(zeta: Double) throws {
        let spring = Spring(response: 0.4, dampingFraction: zeta)
        let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        #expect(approx(spring.overshoot, expected, 1e-12))
        let peak = try #require(spring.peakTime)
        #expect(approx(peak, 0.4 / 2 / (1 - zeta * zeta).squareRoot(), 1e-12))
        #expect(approx(spring.stepResponse(at: peak), (1 + expected), 1e-12))
        // The peak is the maximum: a scan finds nothing higher.
        var highest = 0.0
        for index in 0...20_000 { highest = max(highest, spring.stepResponse(at: Double(index) * 1e-4)) }
        #expect(highest <= 1 + expected + 1e-12 && highest > 1 + expected - 1e-6)
    }

    @Test("Known overshoots: ζ = 0.5 gives 16.30 %, ζ = 0.7 gives 4.60 %")
    func knownOvershoots() {
        #expect(approx(Spring(response: 1, dampingFraction: 0.5).overshoot, 0.16303, 1e-5))
        #expect(approx(Spring(response: 1, dampingFraction: 0.7).overshoot, 0.04599, 1e-5))
        #expect(Spring(response: 1, dampingFraction: 1).overshoot == 0 && Spring(response: 1, dampingFraction: 1).peakTime == nil)
        #expect(Spring(response: 1, dampingFraction: 1.5).overshoot == 0)
    }

    @Test("Critical damping settles to 2 % at ω₀t = 5.8339…, the root of e^(−x)(1 + x) = 0.02")
    func criticalSettling() {
        // Newton on g(x) = e^(−x)(1 + x) − 0.02, g′(x) = −x·e^(−x).
        var x = 6.0
        for _ in 0..<50 { x -= (exp(-x) * (1 + x) - 0.02) / (-x * exp(-x)) }
        #expect(approx(x, 5.8339, 1e-4))
        let spring = Spring(response: 0.5, dampingFraction: 1)
        #expect(approx(spring.settlingTime(), x / spring.naturalFrequency, 1e-9))
    }

    @Test("Settling time is the last time the response is outside the band (scan at 10 µs)",
          arguments: [(0.5, 0.2), (0.5, 0.5), (0.8, 0.825), (0.3, 1.0), (0.6, 2.5), (1.0, 0.05)])
    func settlingMatchesScan(response: Double, zeta: Double) {
        let spring = Spring(response: response, dampingFraction: zeta)
        let settling = spring.settlingTime()
        #expect(approx(settling, lastOutside(spring, band: 0.02, limit: settling + 5 * response), 2e-5))
        // At the settling time the response is on the band's edge.
        #expect(approx(abs(1 - spring.stepResponse(at: settling)), 0.02, 1e-9))
    }

    @Test("Other thresholds; undamped springs never settle; a band of 1 settles at once")
    func thresholds() {
        let spring = Spring(response: 0.5, dampingFraction: 0.4)
        #expect(spring.settlingTime(threshold: 0.05) < spring.settlingTime(threshold: 0.02))
        #expect(spring.settlingTime(threshold: 0.02) < spring.settlingTime(threshold: 0.001))
        #expect(approx(spring.settlingTime(threshold: 0.05), lastOutside(spring, band: 0.05, limit: 3), 2e-5))
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingTime() == .infinity)
        #expect(spring.settlingTime(threshold: 1) == 0)
    }

    @Test("Envelope bound: an under-damped spring settles no later than ln(band·√(1−ζ²))/(−ζω₀)")
    func envelope() {
        for zeta in [0.05, 0.2, 0.6, 0.95] {
            let spring = Spring(response: 0.5, dampingFraction: zeta)
            let bound = log(0.02 * (1 - zeta * zeta).squareRoot()) / (-zeta * spring.naturalFrequency)
            #expect(spring.settlingTime() <= bound + 1e-12)
            #expect(spring.settlingTime() > 0.5 * bound)
        }
    }
}
