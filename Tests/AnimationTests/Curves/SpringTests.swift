import Animation
import Foundation
import TestSupport
import Testing

@Suite("Springs")
struct SpringTests {
    @Test func durationAndBounceGiveSwiftUIsConstants() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(approx(spring.stiffness, 157.9, 0.05))
        #expect(approx(spring.damping, 17.6, 0.05))
        #expect(abs(spring.duration - 0.5) < 1e-12 && abs(spring.bounce - 0.3) < 1e-12)
    }

    @Test func physicalConstantsGiveDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(approx(spring.duration, 0.63, 0.005))
        #expect(approx(spring.bounce, 0.5, 1e-12))
    }

    @Test func responseAndDampingFraction() {
        let spring = Spring(response: 0.55, dampingFraction: 0.825)
        #expect(approx(spring.dampingRatio, 0.825, 1e-12))
        #expect(approx(spring.duration, 0.55, 1e-12))
        #expect(Spring(duration: 0.4, bounce: -0.5).dampingRatio > 1)
    }

    /// Value starts at `from` with the given velocity, and `velocity` is the derivative of
    /// `value`, for all three damping regimes.
    @Test(arguments: [Spring(response: 0.5, dampingFraction: 0.3), Spring(response: 0.5, dampingFraction: 1),
                      Spring(response: 0.5, dampingFraction: 2.5)])
    func velocityIsTheDerivative(spring: Spring) {
        #expect(approx(spring.value(at: 0, from: 10, to: 110, initialVelocity: 40), 10, 1e-9))
        #expect(approx(spring.velocity(at: 0, initialDisplacement: -100, initialVelocity: 40), 40, 1e-9))
        let h = 1e-6
        for t in stride(from: 0.01, through: 1.5, by: 0.07) {
            let numeric = (spring.value(at: t + h, from: 10, to: 110, initialVelocity: 40)
                - spring.value(at: t - h, from: 10, to: 110, initialVelocity: 40)) / (2 * h)
            let analytic = spring.velocity(at: t, initialDisplacement: -100, initialVelocity: 40)
            #expect(approx(numeric, analytic, 1e-4 * max(1, abs(analytic))))
        }
        #expect(approx(spring.value(at: 30, from: 10, to: 110), 110, 1e-6))
    }

    @Test func criticalDampingNeverOvershootsAndUnderDampingDoes() {
        let critical = Spring(response: 0.55, dampingFraction: 1)
        let bouncy = Spring(response: 0.55, dampingFraction: 0.4)
        var overshoot = 0.0
        for t in stride(from: 0.0, through: 3, by: 0.01) {
            #expect(critical.value(at: t, from: 0, to: 1) <= 1 + 1e-12)
            overshoot = max(overshoot, bouncy.value(at: t, from: 0, to: 1) - 1)
        }
        #expect(overshoot > 0.1)
    }

    /// A retarget mid-flight keeps both the value and the velocity continuous.
    @Test func retargetKeepsValueAndVelocity() {
        let spring = AnimationSpec.spring(response: 0.5, dampingFraction: 0.825)
        var motion = AnimatedValue(0.0)
        motion.set(100, animation: spring, at: 1)
        let t = 1.2
        let before = (motion.presentation(at: t), motion.velocity(at: t))
        motion.set(-50, animation: spring, at: t)
        #expect(approx(motion.presentation(at: t), before.0, 1e-9))
        #expect(approx(motion.velocity(at: t), before.1, 1e-9))
        #expect(before.1 > 0)
        #expect(!motion.isAnimating(at: 20))
        #expect(abs(motion.presentation(at: 20) + 50) < 1e-6)
    }

    @Test func settlingDurationGrowsAsDampingFalls() {
        let firm = Spring(response: 0.5, dampingFraction: 1).settlingDuration()
        let loose = Spring(response: 0.5, dampingFraction: 0.2).settlingDuration()
        #expect(firm > 0.3 && firm < 2)
        #expect(loose > firm)
    }
}
