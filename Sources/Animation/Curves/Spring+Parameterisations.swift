import Foundation

/// The spring's three parameterisations as an editor keeps them in sync: (response, damping
/// fraction), (duration, bounce) — SwiftUI's definitions — and (mass, stiffness, damping).
///
/// SwiftUI fixes the mass at 1 in the first two; these initialisers take the mass as well, so an
/// editor can change the response or the bounce of a spring whose mass is not 1 without changing
/// its mass. Converting a spring to any parameterisation and back reproduces its stiffness and
/// damping to within about 1e-12 relative (a round trip is exact up to rounding).
extension Spring {
    /// A spring of `mass` (> 0) whose undamped period is `response` seconds (> 0) and whose
    /// damping ratio is `dampingFraction` (≥ 0): k = m·(2π/response)², c = 2·ζ·√(k·m).
    /// Invalid arguments fall back as `init(response:dampingFraction:)` and `init(mass:…)` do.
    public init(mass: Double, response: Double, dampingFraction: Double) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let period = response.isFinite && response > 0 ? response : 0.55
        let ratio = dampingFraction.isFinite && dampingFraction >= 0 ? dampingFraction : 1
        let omega = 2 * Double.pi / period
        let stiffness = m * omega * omega
        self.init(mass: m, stiffness: stiffness, damping: 2 * ratio * (stiffness * m).squareRoot())
    }

    /// A spring of `mass` (> 0) with SwiftUI's perceptual `duration` (the response, seconds > 0)
    /// and `bounce` (−1…1, clamped to −0.999…1: 0 critically damped, > 0 bouncier, < 0
    /// over-damped).
    public init(mass: Double, duration: Double, bounce: Double) {
        self.init(mass: mass, response: duration, dampingFraction: Spring.dampingRatio(forBounce: bounce))
    }

    /// SwiftUI's damping ratio for `bounce` (clamped to −0.999…1): 1 − bounce for bounce ≥ 0,
    /// 1 / (1 + bounce) below. The inverse of `bounce(forDampingRatio:)`.
    public static func dampingRatio(forBounce bounce: Double) -> Double {
        let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }

    /// SwiftUI's bounce for damping ratio `ratio` (≥ 0): 1 − ζ up to critical damping, 1/ζ − 1
    /// above (−1…1).
    public static func bounce(forDampingRatio ratio: Double) -> Double {
        let zeta = ratio.isFinite ? max(ratio, 0) : 1
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
