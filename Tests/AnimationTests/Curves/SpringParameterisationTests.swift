import Animation
import Foundation
import TestSupport
import Testing

/// The three parameterisations the spring editor keeps in sync round-trip through each other.
@Suite("Spring parameterisations")
struct SpringParameterisationTests {
    static let springs: [Spring] = [
        Spring(response: 0.5, dampingFraction: 0.825),
        Spring(duration: 0.3, bounce: 0.4),
        Spring(duration: 1.2, bounce: -0.6),
        Spring(mass: 2.5, stiffness: 300, damping: 12),
        Spring(mass: 0.2, stiffness: 40, damping: 9),
        Spring(mass: 1, stiffness: 1000, damping: 0),
    ]

    private func same(_ a: Spring, _ b: Spring) -> Bool {
        abs(a.mass - b.mass) <= 1e-9 && abs(a.stiffness - b.stiffness) <= 1e-9 && abs(a.damping - b.damping) <= 1e-9
    }

    @Test("Spring → (response, damping fraction) → spring, keeping the mass, within 1e-9", arguments: springs)
    func responseRoundTrip(spring: Spring) {
        let back = Spring(mass: spring.mass, response: spring.response, dampingFraction: spring.dampingRatio)
        #expect(same(back, spring))
        #expect(abs(back.response - spring.response) <= 1e-9 && abs(back.dampingRatio - spring.dampingRatio) <= 1e-9)
    }

    @Test("Spring → (duration, bounce) → spring, keeping the mass, within 1e-9", arguments: springs)
    func durationRoundTrip(spring: Spring) {
        let back = Spring(mass: spring.mass, duration: spring.duration, bounce: spring.bounce)
        #expect(same(back, spring))
        #expect(approx(back.bounce, spring.bounce, 1e-9))
    }

    @Test("(response, ζ) → (duration, bounce) → (k, c, m) → (response, ζ) within 1e-9", arguments: [
        (0.5, 0.825), (0.2, 0.1), (1.5, 1), (0.8, 1.7), (0.35, 0),
    ])
    func chain(response: Double, fraction: Double) {
        let first = Spring(mass: 1, response: response, dampingFraction: fraction)
        let second = Spring(mass: first.mass, duration: first.duration, bounce: first.bounce)
        let third = Spring(mass: second.mass, stiffness: second.stiffness, damping: second.damping)
        #expect(approx(third.response, response, 1e-9))
        #expect(approx(third.dampingRatio, fraction, 1e-9))
        #expect(same(third, first))
    }

    @Test("With mass 1 the new initialisers are SwiftUI's")
    func unitMassIsSwiftUIs() {
        #expect(same(Spring(mass: 1, response: 0.55, dampingFraction: 0.7), Spring(response: 0.55, dampingFraction: 0.7)))
        #expect(same(Spring(mass: 1, duration: 0.4, bounce: 0.25), Spring(duration: 0.4, bounce: 0.25)))
        #expect(same(Spring(mass: 1, duration: 0.4, bounce: -0.5), Spring(duration: 0.4, bounce: -0.5)))
    }

    @Test("Bounce and damping ratio are inverse; bounce clamps to −0.999…1")
    func bounceAndRatio() {
        for bounce in stride(from: -0.95, through: 1, by: 0.05) {
            #expect(approx(Spring.bounce(forDampingRatio: Spring.dampingRatio(forBounce: bounce)), bounce, 1e-12))
        }
        #expect(Spring.dampingRatio(forBounce: -5) == 1 / (1 - 0.999))
        #expect(Spring.dampingRatio(forBounce: 3) == 0)
        #expect(Spring.dampingRatio(forBounce: .nan) == 1)
    }

    @Test("Invalid arguments fall back instead of trapping")
    func invalid() {
        let spring = Spring(mass: -1, response: .nan, dampingFraction: -2)
        #expect(spring.mass == 1 && abs(spring.response - 0.55) < 1e-12 && abs(spring.dampingRatio - 1) < 1e-12)
    }
}
