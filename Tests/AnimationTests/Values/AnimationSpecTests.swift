import Animation
import TestSupport
import Testing

@Suite("AnimationSpec progress")
struct AnimationSpecTests {
    @Test func curveProgressFollowsTheCurve() {
        let spec = AnimationSpec.easeInOut(duration: 0.4)
        #expect(approx(spec.progress(at: 0.2), TimingCurve.easeInEaseOut.value(at: 0.5), 1e-12))
        #expect(approx(spec.progress(at: 0.1), TimingCurve.easeInEaseOut.value(at: 0.25), 1e-12))
        #expect(spec.progress(at: 0) == 0 && spec.progress(at: -1) == 0)
        #expect(spec.progress(at: 0.4) == 1 && spec.progress(at: 7) == 1)
        #expect(spec.settlingTime == 0.4)
        #expect(!spec.isFinished(at: 0.39) && spec.isFinished(at: 0.4))
    }

    @Test func delayAndSpeed() {
        let spec = AnimationSpec.linear(duration: 1).delay(0.5).speed(2)
        #expect(spec.progress(at: 0.5) == 0)  // still in the delay
        #expect(approx(spec.progress(at: 0.75), 0.5, 1e-12))  // 0.25 s at speed 2 = half of 1 s
        #expect(spec.progress(at: 1.0) == 1)
        #expect(approx(spec.settlingTime, 1.0, 1e-12))  // delay + duration / speed
        #expect(approx(spec.progressVelocity(at: 0.75), 2, 1e-9))  // 1/s of progress, twice as fast
        #expect(spec.progressVelocity(at: 0.25) == 0)
    }

    /// `progressVelocity` is the derivative of `progress` for curves and springs.
    @Test(arguments: [AnimationSpec.easeInOut(duration: 0.6).speed(1.5), .spring(response: 0.5, dampingFraction: 0.4),
                      AnimationSpec.spring(duration: 0.4, bounce: -0.3).delay(0.1)])
    func progressVelocityIsTheDerivative(spec: AnimationSpec) {
        let h = 1e-6
        for t in stride(from: 0.13, through: 0.9, by: 0.07) {
            let numeric = (spec.progress(at: t + h) - spec.progress(at: t - h)) / (2 * h)
            #expect(approx(numeric, spec.progressVelocity(at: t), 1e-4 * max(1, abs(numeric))))
        }
    }

    @Test func springProgressSettlesAtOne() {
        let spring = Spring(response: 0.5, dampingFraction: 0.6)
        let spec = AnimationSpec.spring(spring).delay(0.2).speed(0.5)
        #expect(spec.progress(at: 0.2) == 0)
        let end = spec.settlingTime
        #expect(approx(end, (0.2 + spring.settlingDuration() / 0.5), 1e-12))
        #expect(!spec.isFinished(at: end - 0.05) && spec.isFinished(at: end))
        for t in stride(from: end, through: end + 3, by: 0.1) {
            #expect(approx(spec.progress(at: t), 1, 0.001))
        }
        // It bounces: somewhere on the way the progress overshoots 1.
        let peak = stride(from: 0.2, through: end, by: 0.01).map(spec.progress(at:)).max() ?? 0
        #expect(peak > 1.05)
        #expect(spec.progress(at: .infinity) == 1)
    }

    @Test func reducedMotionTurnsSpringsIntoShortEaseInOut() {
        let slow = AnimationSpec.spring(response: 0.55, dampingFraction: 0.5).delay(0.1).speed(2).reducedMotion()
        #expect(slow.timing == .curve(.easeInEaseOut, duration: 0.25))
        #expect(slow.delay == 0.1 && slow.speed == 2)
        let quick = AnimationSpec.spring(response: 0.2, dampingFraction: 1).reducedMotion()
        guard case let .curve(curve, duration) = quick.timing else {
            Issue.record("a spring should become a curve")
            return
        }
        #expect(curve == .easeInEaseOut && abs(duration - 0.2) < 1e-12)
        let curveSpec = AnimationSpec.easeOut(duration: 1.2).delay(0.3)
        #expect(curveSpec.reducedMotion() == curveSpec)
    }

    /// The stored properties are public and mutable, so they can hold what `init` rejects.
    @Test func invalidPropertiesAndTimesNeverGiveNaN() {
        var spec = AnimationSpec.easeIn(duration: 1)
        spec.speed = 0
        spec.delay = .nan
        #expect(approx(spec.progress(at: 0.5), TimingCurve.easeIn.value(at: 0.5), 1e-12))
        #expect(spec.settlingTime == 1)
        spec.timing = .curve(.linear, duration: -3)
        #expect(spec.progress(at: 0) == 0 && spec.progress(at: 1e-9) == 1 && spec.settlingTime == 0)
        let springSpec = AnimationSpec.spring()
        #expect(springSpec.progress(at: .nan) == 0 && springSpec.progressVelocity(at: .nan) == 0)
        #expect(springSpec.progress(at: -.infinity) == 0 && springSpec.progress(at: 1e300) == 1)
        #expect(!springSpec.isFinished(at: .nan))
    }
}
