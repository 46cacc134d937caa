import Foundation

/// The step response of a spring — a property springing from 0 to 1 from rest — and the figures
/// a designer reads off it: overshoot, peak time and settling time.
///
/// All are closed-form or bracketed on the closed-form motion (no time stepping), so they are
/// exact up to rounding and independent of the frame rate.
extension Spring {
    /// The usual settling band: within 2 % of the distance travelled.
    public static let defaultSettlingThreshold = 0.02

    /// Progress (0 at the start, 1 at the target) at `time` seconds of a spring released from
    /// rest at 0 towards 1. Exceeds 1 while an under-damped spring overshoots.
    public func stepResponse(at time: Double) -> Double {
        1 + displacement(at: time, initialDisplacement: -1, initialVelocity: 0)
    }

    /// How far the step response goes past the target, as a fraction of the distance (0…1):
    /// e^(−πζ/√(1−ζ²)) when under-damped, 0 when critically or over-damped.
    public var overshoot: Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return 0 }
        return exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    }

    /// Seconds from release to the overshoot's peak (π/ω_d); nil when the spring does not
    /// overshoot.
    public var peakTime: Double? {
        let zeta = dampingRatio
        guard zeta < 1 else { return nil }
        return Double.pi / (naturalFrequency * (1 - zeta * zeta).squareRoot())
    }

    /// Seconds from release after which the step response stays within `threshold` (a fraction
    /// of the distance, 0 < threshold < 1; default 2 %) of the target for good. An undamped
    /// spring (ζ = 0) with a band narrower than its swing never settles: `.infinity`.
    ///
    /// Exact up to 1e-12 s: the last time |x(t)| = threshold is bracketed between the last
    /// extremum still outside the band and the zero crossing after it, where |x| falls
    /// monotonically, and found by bisection.
    public func settlingTime(threshold: Double = Spring.defaultSettlingThreshold) -> Double {
        let band = threshold.isFinite ? min(max(threshold, 1e-12), 1) : Self.defaultSettlingThreshold
        guard band < 1 else { return 0 }
        let zeta = dampingRatio
        let omega = naturalFrequency
        if zeta < 1 {
            guard zeta > 0 else { return .infinity }
            // From rest the extrema are at t_k = kπ/ω_d with |x(t_k)| = e^(−ζω t_k): find the last
            // one outside the band; |x| falls from it to the zero crossing within (t_k, t_k+1).
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let halfPeriod = Double.pi / omegaD
            let lastOutside = (log(band) / (-zeta * omega * halfPeriod)).rounded(.up) - 1
            let k = max(lastOutside, 0)
            let start = k * halfPeriod, end = start + halfPeriod
            // The zero crossing: x changes sign once between consecutive extrema.
            let signAtStart = displacement(at: start, initialDisplacement: 1, initialVelocity: 0) > 0
            var lo = start, hi = end
            for _ in 0..<200 where hi - lo > 1e-13 {
                let mid = (lo + hi) / 2
                if (displacement(at: mid, initialDisplacement: 1, initialVelocity: 0) > 0) == signAtStart { lo = mid } else { hi = mid }
            }
            return bisectFall(band: band, from: start, to: hi)
        }
        // Critically and over-damped from rest: |x| falls monotonically from 1 to 0.
        var hi = 1 / omega
        while residual(at: hi) > band && hi < 1e9 { hi *= 2 }
        return bisectFall(band: band, from: 0, to: hi)
    }

    /// |1 − step response| at `time`: how far from the target.
    private func residual(at time: Double) -> Double {
        abs(displacement(at: time, initialDisplacement: 1, initialVelocity: 0))
    }

    /// The time in `lower…upper` where the residual, falling monotonically there from above
    /// `band` to at most `band`, reaches `band`.
    private func bisectFall(band: Double, from lower: Double, to upper: Double) -> Double {
        var lo = lower, hi = upper
        for _ in 0..<200 where hi - lo > 1e-13 {
            let mid = (lo + hi) / 2
            if residual(at: mid) > band { lo = mid } else { hi = mid }
        }
        return hi
    }
}
