/// How far along a change is, as a function of the scene seconds elapsed since it was made.
///
/// `elapsed` is scene seconds since the change, before `delay` and `speed` are applied; the
/// animation's own clock runs `speed` times as fast from `delay` on. Progress is unitless:
/// 0 = the old value, 1 = the new one. Springs and overshooting curves may leave 0…1 on the way.
///
/// `timing`, `delay` and `speed` are public mutable properties, so a spec can hold values its
/// initialiser would have rejected; everything here reads them through the same sanitising rules
/// as the initialiser (delay < 0 or non-finite → 0; speed ≤ 0 or non-finite → 1; a curve duration
/// ≤ 0 or non-finite means the change is instantaneous at the end of the delay).
extension AnimationSpec {
    /// `delay` as the initialiser would have stored it: seconds, finite, ≥ 0.
    var sanitizedDelay: Double { delay.isFinite && delay > 0 ? delay : 0 }
    /// `speed` as the initialiser would have stored it: finite, > 0.
    var sanitizedSpeed: Double { speed.isFinite && speed > 0 ? speed : 1 }

    /// Seconds of the animation's own clock at `elapsed` scene seconds after the change (speed
    /// applied, delay subtracted); negative during the delay. NaN stays NaN for the callers to
    /// reject.
    private func localTime(_ elapsed: Double) -> Double {
        (elapsed - sanitizedDelay) * sanitizedSpeed
    }

    /// Fraction of the change complete at `elapsed` scene seconds after it: 0 before the delay
    /// ends (and for NaN), the eased progress for a curve (exactly 1 from its end on), and for a
    /// spring 1 − the displacement of a unit spring released at 1 with no velocity (→ 1 as it
    /// settles, overshooting when the spring bounces).
    public func progress(at elapsed: Double) -> Double {
        if elapsed == .infinity { return 1 }
        let local = localTime(elapsed)
        guard local > 0 else { return 0 }  // also NaN
        switch timing {
        case let .curve(curve, duration):
            guard duration.isFinite, duration > 0, local < duration else { return 1 }
            return curve.value(at: local / duration)
        case let .spring(spring):
            // Spring clamps a non-finite time to 0; a huge local time has settled long ago.
            guard local.isFinite else { return 1 }
            return 1 - spring.displacement(at: local, initialDisplacement: 1, initialVelocity: 0)
        }
    }

    /// d(progress)/d(elapsed) at `elapsed`, per scene second: multiply by the distance to get the
    /// property's velocity. 0 during the delay, after a curve ends and for non-finite `elapsed`.
    public func progressVelocity(at elapsed: Double) -> Double {
        let local = localTime(elapsed)
        guard local > 0, local.isFinite else { return 0 }
        switch timing {
        case let .curve(curve, duration):
            guard duration.isFinite, duration > 0, local < duration else { return 0 }
            return curve.velocity(at: local / duration) * sanitizedSpeed / duration
        case let .spring(spring):
            return -spring.velocity(at: local, initialDisplacement: 1, initialVelocity: 0) * sanitizedSpeed
        }
    }

    /// Scene seconds from the change until the animation is over: `delay + duration / speed` for
    /// a curve, `delay + spring.settlingDuration() / speed` for a spring (displacement and speed
    /// of a unit spring within 0.001; at most 60 s of spring time).
    ///
    /// A spring's settling duration is found by sampling (hundreds of evaluations), so compute
    /// this once per change, not per frame.
    public var settlingTime: Double {
        switch timing {
        case let .curve(_, duration):
            let active = duration.isFinite && duration > 0 ? duration : 0
            return sanitizedDelay + active / sanitizedSpeed
        case let .spring(spring):
            return sanitizedDelay + spring.settlingDuration() / sanitizedSpeed
        }
    }

    /// True from `settlingTime` on; false for NaN. Costs a `settlingTime` for springs.
    public func isFinished(at elapsed: Double) -> Bool {
        elapsed >= settlingTime
    }

    /// The animation to use under the accessibility setting "reduce motion".
    ///
    /// A spring becomes a short ease-in-out (`TimingCurve.easeInEaseOut` over min(0.25 s, the
    /// spring's response)): it still shows that something changed but neither travels for long
    /// nor overshoots, which is what makes springs uncomfortable to motion-sensitive people.
    /// Curves keep their timing: they neither bounce nor overshoot (for the named curves) and
    /// already have the duration their author chose. Delay and speed are kept in both cases.
    public func reducedMotion() -> AnimationSpec {
        switch timing {
        case .curve:
            return self
        case let .spring(spring):
            let response = spring.duration
            let duration = response.isFinite && response > 0 ? min(0.25, response) : 0.25
            return AnimationSpec(timing: .curve(.easeInEaseOut, duration: duration), delay: delay, speed: speed)
        }
    }
}
