import Foundation

/// A damped spring in closed form, parameterised as SwiftUI's `Spring`.
///
/// The motion is that of a unit mass-spring-damper: displacement `x` from the target obeys
/// `m·x″ + c·x′ + k·x = 0`. Its solution is chosen by the damping ratio ζ = c / (2√(km)):
/// under-damped (ζ < 1) oscillates, critically damped (ζ = 1) returns fastest without
/// overshoot, over-damped (ζ > 1) creeps back. Everything is a pure function of time, so any
/// frame can be computed directly, and a retarget can start from the exact current value and
/// velocity.
public struct Spring: Hashable, Sendable {
    /// Mass, > 0.
    public let mass: Double
    /// Stiffness k, > 0 (force per unit displacement).
    public let stiffness: Double
    /// Damping c, ≥ 0 (force per unit velocity).
    public let damping: Double

    /// A spring from its physical constants; non-finite or non-positive mass or stiffness fall
    /// back to 1 and 100, negative damping to 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 0
    }

    /// SwiftUI's `Spring(response:dampingFraction:)`: `response` is the period in seconds of the
    /// undamped oscillation (> 0), `dampingFraction` the damping ratio ζ (1 = critical).
    public init(response: Double, dampingFraction: Double) {
        let period = response.isFinite && response > 0 ? response : 0.55
        let ratio = dampingFraction.isFinite && dampingFraction >= 0 ? dampingFraction : 1
        let omega = 2 * Double.pi / period
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: `duration` is the perceptual duration (the response),
    /// `bounce` in −1…1 (0 = critically damped, > 0 bouncier, < 0 over-damped).
    public init(duration: Double, bounce: Double = 0) {
        let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(response: duration, dampingFraction: ratio)
    }

    /// SwiftUI's `.default` today: response 0.55 s, critically damped.
    public static let `default` = Spring(response: 0.55, dampingFraction: 1)

    /// Undamped angular frequency ω₀ = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// SwiftUI's `duration` (= response): the undamped period 2π/ω₀, in seconds.
    public var duration: Double { 2 * Double.pi / naturalFrequency }
    /// SwiftUI's response, in seconds: the undamped period, the same as `duration`.
    public var response: Double { duration }
    /// SwiftUI's `bounce`: 1 − ζ when under-damped, 1/ζ − 1 when over-damped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Displacement from the target at `time` (seconds since release) for an initial
    /// displacement `x0` and initial velocity `v0` (units per second).
    public func displacement(at time: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        state(at: time, x0: x0, v0: v0).displacement
    }

    /// Velocity (units per second) at `time` for the same start.
    public func velocity(at time: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        state(at: time, x0: x0, v0: v0).velocity
    }

    /// The value at `time` of a property springing from `from` to `to`, starting with velocity
    /// `initialVelocity` (units per second).
    public func value(at time: Double, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        to + displacement(at: time, initialDisplacement: from - to, initialVelocity: initialVelocity)
    }

    /// The first time after which the displacement stays within `epsilon` of the target and the
    /// speed within `epsilon` per second, for a unit start (x0 = 1, v0 = 0); at most 60 s.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let limit = 60.0, step = 1.0 / 240
        var t = 0.0, lastUnsettled = 0.0
        while t < limit {
            let s = state(at: t, x0: 1, v0: 0)
            if abs(s.displacement) > epsilon || abs(s.velocity) > epsilon {
                lastUnsettled = t
            } else if t - lastUnsettled > max(1, 2 * duration) {
                // Settled for well over a period: the decaying envelope cannot come back.
                break
            }
            t += step
        }
        return min(lastUnsettled + step, limit)
    }

    /// Displacement and velocity at `time` (clamped to ≥ 0).
    private func state(at rawTime: Double, x0: Double, v0: Double) -> (displacement: Double, velocity: Double) {
        let t = rawTime.isFinite ? max(rawTime, 0) : 0
        guard x0.isFinite, v0.isFinite else { return (0, 0) }
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 - 1e-9 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let a = x0
            let b = (v0 + zeta * omega * x0) / omegaD
            let c = cos(omegaD * t), s = sin(omegaD * t)
            let x = decay * (a * c + b * s)
            let v = decay * ((b * omegaD - zeta * omega * a) * c - (a * omegaD + zeta * omega * b) * s)
            return (x, v)
        } else if zeta <= 1 + 1e-9 {
            let decay = exp(-omega * t)
            let b = v0 + omega * x0
            let x = decay * (x0 + b * t)
            let v = decay * (b - omega * (x0 + b * t))
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }
}
