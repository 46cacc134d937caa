import Animation
import Geometry
import TestSupport
import Testing

/// Central finite difference of the presentation, units per second.
private func numericVelocity<V: VectorArithmetic>(_ value: AnimatedValue<V>, at t: Double, h: Double = 1e-6) -> V {
    (value.presentation(at: t + h) - value.presentation(at: t - h)).scaled(by: 1 / (2 * h))
}

/// One-sided differences either side of `t`, for a velocity across a retarget at `t`.
private func velocityBefore<V: VectorArithmetic>(_ value: AnimatedValue<V>, _ t: Double, h: Double = 1e-6) -> V {
    (value.presentation(at: t) - value.presentation(at: t - h)).scaled(by: 1 / h)
}
private func velocityAfter<V: VectorArithmetic>(_ value: AnimatedValue<V>, _ t: Double, h: Double = 1e-6) -> V {
    (value.presentation(at: t + h) - value.presentation(at: t)).scaled(by: 1 / h)
}

private func distance<V: VectorArithmetic>(_ a: V, _ b: V) -> Double { (a - b).magnitudeSquared.squareRoot() }

@Suite("AnimatedValue")
struct AnimatedValueTests {
    @Test func jumpWithoutAnimation() {
        var value = AnimatedValue(10.0)
        value.set(20, animation: .linear(duration: 1), at: 0)
        value.set(30, animation: nil, at: 0.5)
        #expect(value.model == 30 && value.presentation(at: 0.5) == 30 && value.presentation(at: 0.6) == 30)
        #expect(!value.isAnimating(at: 0.5) && value.endTime == nil)
        #expect(value.velocity(at: 0.5) == 0)
    }

    @Test func curveAnimationMidpointAndEnd() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .easeInOut(duration: 1), at: 2)
        #expect(value.model == 100)
        #expect(value.presentation(at: 2) == 0)
        #expect(approx(value.presentation(at: 2.5), 100 * TimingCurve.easeInEaseOut.value(at: 0.5), 1e-9))
        #expect(approx(value.presentation(at: 2.25), 100 * TimingCurve.easeInEaseOut.value(at: 0.25), 1e-9))
        #expect(value.presentation(at: 3) == 100)
        #expect(value.endTime == 3)
        #expect(value.isAnimating(at: 2.99) && !value.isAnimating(at: 3))
        let expected = 100 * TimingCurve.easeInEaseOut.velocity(at: 0.25)
        #expect(approx(value.velocity(at: 2.25), expected, 1e-9))
        #expect(approx(numericVelocity(value, at: 2.25), expected, 1e-4))
    }

    @Test func speedAndDelay() {
        var value = AnimatedValue(0.0)
        value.set(10, animation: .linear(duration: 1).delay(0.5).speed(4), at: 1)
        #expect(value.presentation(at: 1.4) == 0 && value.isAnimating(at: 1.4))
        #expect(approx(value.presentation(at: 1.625), 5, 1e-9))
        #expect(approx(value.velocity(at: 1.625), 40, 1e-9))
        #expect(value.endTime == 1.75)
    }

    /// A timing-curve retarget starts from what is on screen (no jump) and from rest.
    @Test func curveRetargetStartsAtThePresentation() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1), at: 0)
        let t = 0.3
        let before = value
        value.set(-50, animation: .easeInOut(duration: 0.5), at: t)
        #expect(approx(before.presentation(at: t), 30, 1e-9))
        #expect(approx(before.presentation(at: t), value.presentation(at: t), 1e-9))
        #expect(approx(value.presentation(at: t + 1e-9), value.presentation(at: t), 1e-6))
        #expect(approx(value.presentation(at: t + 0.25), (30 + (-80) * TimingCurve.easeInEaseOut.value(at: 0.5)), 1e-9))
        #expect(value.presentation(at: t + 0.5) == -50)
        #expect(value.velocity(at: t) == 0)  // velocity is not carried into a curve
        #expect(value.model == -50 && value.endTime == t + 0.5)
    }

    @Test(arguments: [Spring(response: 0.4, dampingFraction: 0.3), Spring(response: 0.5, dampingFraction: 1),
                      Spring(response: 0.3, dampingFraction: 1.8)])
    func springRetargetKeepsVelocityContinuous(spring: Spring) {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .spring(spring), at: 1)
        let t = 1.12
        let before = value
        value.set(-40, animation: .spring(spring).speed(1.5), at: t)
        let v = before.velocity(at: t)
        #expect(abs(v) > 50)  // really moving, or the test proves nothing
        #expect(approx(before.presentation(at: t), value.presentation(at: t), 1e-9))
        #expect(approx(value.velocity(at: t), v, 1e-9 * abs(v)))
        #expect(approx(velocityBefore(before, t), velocityAfter(value, t), 1e-3 * abs(v)))
        #expect(approx(numericVelocity(value, at: t + 0.05), value.velocity(at: t + 0.05), 1e-4 * max(1, abs(v))))
        // The new motion is the spring, sped up, with the carried velocity in spring seconds.
        let expected = spring.value(at: 0.1 * 1.5, from: before.presentation(at: t), to: -40, initialVelocity: v / 1.5)
        #expect(approx(value.presentation(at: t + 0.1), expected, 1e-9))
    }

    /// A spring interrupting a curve starts with the curve's velocity:
    /// (to − from) · curve.velocity(p) · speed / duration.
    @Test func curveToSpringCarriesTheCurvesVelocity() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .easeIn(duration: 2).speed(2), at: 0)
        let t = 0.6  // p = 0.6 · 2 / 2
        let curveVelocity = 100 * TimingCurve.easeIn.velocity(at: 0.6) * 2 / 2
        #expect(approx(value.velocity(at: t), curveVelocity, 1e-9))
        let before = value
        value.set(300, animation: .spring(response: 0.5, dampingFraction: 0.8), at: t)
        #expect(approx(value.velocity(at: t), curveVelocity, 1e-9))
        #expect(approx(value.presentation(at: t), 100 * TimingCurve.easeIn.value(at: 0.6), 1e-9))
        #expect(approx(velocityBefore(before, t), velocityAfter(value, t), 1e-3 * curveVelocity))
    }

    /// Points and rectangles animate each component as its own scalar animation.
    @Test func pointsAndRectsAnimateComponentWise() {
        var point = AnimatedValue(Point(x: 0, y: 0))
        point.set(Point(x: 100, y: -50), animation: .linear(duration: 1), at: 0)
        #expect(distance(point.presentation(at: 0.25), Point(x: 25, y: -12.5)) < 1e-9)

        var rect = AnimatedValue(Rect(x: 0, y: 0, width: 10, height: 10))
        rect.set(Rect(x: 10, y: 20, width: 30, height: 0), animation: .easeOut(duration: 2), at: 0)
        let e = TimingCurve.easeOut.value(at: 0.5)
        #expect(distance(rect.presentation(at: 1), Rect(x: 10 * e, y: 20 * e, width: 10 + 20 * e, height: 10 - 10 * e)) < 1e-9)

        // A spring with a carried velocity: each component is the scalar spring with its own
        // displacement and velocity (one A/B pair serves both).
        let spring = Spring(response: 0.45, dampingFraction: 0.5)
        point.set(Point(x: -20, y: 40), animation: .spring(spring), at: 0.5)
        let start = Point(x: 50, y: -25), v = Point(x: 100, y: -50)
        #expect(distance(point.velocity(at: 0.5), v) < 1e-9)
        for dt in [0.05, 0.2, 0.7] {
            let expected = Point(x: spring.value(at: dt, from: start.x, to: -20, initialVelocity: v.x),
                                 y: spring.value(at: dt, from: start.y, to: 40, initialVelocity: v.y))
            #expect(distance(point.presentation(at: 0.5 + dt), expected) < 1e-9)
        }
    }

    @Test func springEndsWithinEpsilonAndSettleDropsIt() throws {
        var value = AnimatedValue(Point(x: 0, y: 0))
        value.set(Point(x: 300, y: 200), animation: .spring(response: 0.5, dampingFraction: 0.5), at: 0)
        let end = try #require(value.endTime)
        #expect(end > 0.5 && end < 10)
        // The energy never rises again, so from a little before the end on the value stays close.
        for t in stride(from: end - 1e-6, through: end + 2, by: 0.01) {
            #expect(distance(value.presentation(at: t), value.model) <= 0.001 + 1e-9)
        }
        #expect(distance(value.presentation(at: end - 0.2), value.model) > 0.001)
        #expect(value.isAnimating(at: end - 1e-3) && !value.isAnimating(at: end))
        value.settle(at: end - 0.1)
        #expect(value.endTime == end)
        value.settle(at: end)
        #expect(value.endTime == nil && value.presentation(at: end) == value.model)
    }

    /// The end is where k·|d|² + m·|v|² (summed over components, computed here per component with
    /// the scalar spring) falls to k·ε², for a carried velocity at an angle to the displacement.
    @Test func springEndIsWhereTheEnergyFallsToEpsilon() throws {
        let spring = Spring(response: 0.6, dampingFraction: 0.35)
        var value = AnimatedValue(Point(x: 0, y: 0), settleEpsilon: 0.01)
        value.set(Point(x: 100, y: 0), animation: .linear(duration: 1), at: 0)  // 100 px/s along x
        value.set(Point(x: 80, y: 90), animation: .spring(spring), at: 0.5)
        let end = try #require(value.endTime)
        func energy(_ t: Double) -> Double {
            let dt = t - 0.5
            let dx = spring.displacement(at: dt, initialDisplacement: 50 - 80, initialVelocity: 100)
            let dy = spring.displacement(at: dt, initialDisplacement: 0 - 90, initialVelocity: 0)
            let vx = spring.velocity(at: dt, initialDisplacement: 50 - 80, initialVelocity: 100)
            let vy = spring.velocity(at: dt, initialDisplacement: 0 - 90, initialVelocity: 0)
            return spring.stiffness * (dx * dx + dy * dy) + spring.mass * (vx * vx + vy * vy)
        }
        let threshold = spring.stiffness * 0.01 * 0.01
        #expect(approx(energy(end) / threshold, 1, 1e-6))
        #expect(energy(end - 0.01) > threshold)
    }

    @Test func springDurationDependsOnDistanceAndVelocity() throws {
        var tiny = AnimatedValue(0.0)
        tiny.set(0.0005, animation: .spring(), at: 0)
        #expect(tiny.endTime == 0 && tiny.presentation(at: 0) == 0.0005)

        var far = AnimatedValue(0.0)
        far.set(10_000, animation: .spring(), at: 0)
        var near = AnimatedValue(0.0)
        near.set(1, animation: .spring(), at: 0)
        #expect(try #require(far.endTime) > #require(near.endTime))

        // Retargeting to where it is while moving still moves: the velocity carries it past.
        var moving = AnimatedValue(0.0)
        moving.set(100, animation: .linear(duration: 1), at: 0)  // at 0.5: 50, 100 per second
        moving.set(50, animation: .spring(), at: 0.5)
        #expect(try #require(moving.endTime) > 1)
        // Critically damped from x₀ = 0 with v₀: d(t) = v₀·t·e^(−ωt) peaks at v₀/(ωe) when t = 1/ω.
        let omega = Spring.default.naturalFrequency
        let peak = stride(from: 0.5, through: 1.5, by: 0.001).map(moving.presentation(at:)).max() ?? 0
        #expect(approx(peak, (50 + 100 / (omega * 2.718281828459045)), 1e-3))
    }

    /// During a delay the motion on screen carries on; the new one starts from its state then.
    @Test func delayedRetargetContinuesTheCurrentMotion() {
        let spring = Spring(response: 0.5, dampingFraction: 0.7)
        var value = AnimatedValue(0.0)
        value.set(100, animation: .spring(spring), at: 0)
        let before = value
        value.set(-100, animation: .spring(spring).delay(0.2), at: 0.1)
        for t in [0.1, 0.15, 0.2999] {
            #expect(approx(value.presentation(at: t), before.presentation(at: t), 1e-12))
        }
        #expect(approx(value.presentation(at: 0.3), before.presentation(at: 0.3), 1e-9))
        #expect(approx(value.velocity(at: 0.3), before.velocity(at: 0.3), 1e-9))
        #expect(approx(velocityBefore(value, 0.3), velocityAfter(value, 0.3), 1e-3 * abs(before.velocity(at: 0.3))))

        // A delayed change replaced before it began never begins.
        var pending = AnimatedValue(0.0)
        pending.set(100, animation: .linear(duration: 1).delay(1), at: 0)
        pending.set(50, animation: .linear(duration: 1), at: 0.5)
        #expect(pending.presentation(at: 0.5) == 0 && pending.presentation(at: 1.5) == 50)
        #expect(approx(pending.presentation(at: 1), 25, 1e-9))
    }

    @Test func settingTheSameValueLeavesTheAnimationAlone() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .easeInOut(duration: 1), at: 0)
        let before = value
        value.set(100, animation: .spring(), at: 0.5)
        #expect(value == before)
    }

    @Test func nonFiniteInputs() {
        var value = AnimatedValue(Point(x: 1, y: 2))
        value.set(Point(x: .nan, y: 0), animation: .linear(duration: 1), at: 0)
        value.set(Point(x: 0, y: .infinity), animation: nil, at: 0)
        #expect(value.model == Point(x: 1, y: 2) && value.endTime == nil)

        value.set(Point(x: 10, y: 20), animation: .spring(), at: 0)
        value.set(Point(x: 5, y: 5), animation: .spring(), at: .nan)  // no usable time: a jump
        #expect(value.model == Point(x: 5, y: 5) && value.endTime == nil)

        value.set(Point(x: 50, y: 60), animation: .spring(), at: 1)
        for t in [Double.nan, .infinity, -.infinity] {
            #expect(value.presentation(at: t) == value.model)
            #expect(value.velocity(at: t) == .zero && !value.isAnimating(at: t))
        }
        #expect(AnimatedValue(Double.nan).model == 0)

        // A curve so short that its velocity overflows, interrupted by a spring: no NaN anywhere.
        var extreme = AnimatedValue(0.0)
        extreme.set(1e150, animation: .linear(duration: 1e-200), at: 0)
        extreme.set(-1e150, animation: .spring(), at: 1e-210)
        for t in stride(from: 0.0, through: 2, by: 0.1) {
            #expect(extreme.presentation(at: t).isFinite && extreme.velocity(at: t).isFinite)
        }

        // Spec properties mutated past the initialiser's checks.
        var spec = AnimationSpec.linear(duration: 1)
        spec.speed = -.infinity
        spec.delay = -3
        var sanitized = AnimatedValue(0.0)
        sanitized.set(10, animation: spec, at: 0)
        #expect(abs(sanitized.presentation(at: 0.5) - 5) < 1e-12 && sanitized.endTime == 1)
    }
}

/// `AnimationSpec.initialVelocity`: a released drag hands its speed to the spring that finishes
/// the move, relative to the distance, replacing whatever the value carried.
@Suite("AnimatedValue · spring initial velocity")
struct AnimatedValueInitialVelocityTests {
    @Test("A spring from rest starts at initialVelocity × distance per second, in the distance's direction")
    func startsAtTheGivenVelocity() {
        var value = AnimatedValue(Point(x: 100, y: 50))
        let spring = Spring(response: 0.5, dampingFraction: 0.8)
        // 300 points to the right and 0 down, at 2 distances per second: 600 pt/s to the right.
        value.set(Point(x: 400, y: 50), animation: .spring(spring, initialVelocity: 2), at: 1)
        let start = velocityAfter(value, 1, h: 1e-7)
        #expect(abs(start.x - 600) < 0.01 && abs(start.y) < 1e-6, "\(start)")
        #expect(distance(value.presentation(at: 1), Point(x: 100, y: 50)) < 1e-9)
        // It still lands exactly on the target.
        let end = value.endTime ?? .infinity
        #expect(end.isFinite && value.presentation(at: end + 0.01) == Point(x: 400, y: 50))
    }

    @Test("The given velocity replaces the carried one; without it the carried velocity stays")
    func replacesTheCarriedVelocity() {
        let spring = Spring(response: 0.6, dampingFraction: 0.7)
        var carried = AnimatedValue(0.0)
        carried.set(100, animation: .linear(duration: 1), at: 0)
        carried.set(-100, animation: .spring(spring), at: 0.5)
        // A linear curve restarted by a spring: the spring carries the curve's 100 units per second.
        #expect(approx(velocityAfter(carried, 0.5, h: 1e-7), 100, 0.01))

        var replaced = AnimatedValue(0.0)
        replaced.set(100, animation: .linear(duration: 1), at: 0)
        replaced.set(-100, animation: .spring(spring, initialVelocity: 0), at: 0.5)
        #expect(abs(velocityAfter(replaced, 0.5, h: 1e-7)) < 0.01)
    }

    @Test("Non-finite initial velocities are dropped; delay and speed keep the velocity")
    func sanitisedAndKept() {
        #expect(AnimationSpec.spring(.default, initialVelocity: .nan).initialVelocity == nil)
        #expect(AnimationSpec.spring(.default, initialVelocity: .infinity).initialVelocity == nil)
        let spec = AnimationSpec.spring(.default, initialVelocity: 1.5).delay(0.2).speed(2)
        #expect(spec.initialVelocity == 1.5 && spec.delay == 0.2 && spec.speed == 2)
    }
}
