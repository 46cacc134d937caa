/// One animatable property: its model value (what the program set) and its presentation (what is
/// on screen at a scene time), which differ while an animation runs. Retargetable mid-flight.
///
/// Times are scene seconds (`SceneClock` time); values are in the property's own units, and
/// velocities in those units per scene second.
///
/// A change with an animation starts from what is on screen, never from the old model value:
/// - a spring also keeps the current velocity, whatever was moving the value before (a curve, a
///   spring, or a spring carrying an earlier velocity), so an interruption is invisible — unless
///   the animation names its own `initialVelocity` (a released drag handing over its speed);
/// - a timing curve starts from rest at the presentation value, as a Core Animation basic
///   animation added with `beginFromCurrentState` does: a curve has no notion of initial velocity.
///
/// With a delay the motion on screen carries on until the new animation begins, and the new one
/// starts from the value and velocity that motion has then. A delayed change that is replaced
/// before it began never begins. So at most two motions are kept (the one on screen during a
/// delay and the latest), and the state is a fixed-size value: no allocation, per frame or per
/// change.
///
/// Queries for times before the latest `set` see the state as of that change, not the history.
/// Non-finite input never produces NaN: a non-finite new value is ignored, a non-finite change
/// time makes the change immediate, and a non-finite query time reads the model value.
public struct AnimatedValue<Value: VectorArithmetic> {
    /// The target: what the property is. Equal to the presentation once the animation settles.
    public private(set) var model: Value
    /// Springs end when the distance still to travel (measured with the motion's energy, so its
    /// velocity counts too) is within this many units; they then snap to the target.
    public let settleEpsilon: Double

    /// The latest animation; nil once settled or jumped.
    @usableFromInline var current: Motion?
    /// What is on screen before `current.start` (while the latest change waits for its delay);
    /// nil there means the value holds at `current.from`.
    @usableFromInline var lead: Motion?

    /// A property resting at `value` (zero if `value` is not finite). `settleEpsilon` is in the
    /// value's units, > 0 (0.001 by default: invisible for pixels, opacities and radians).
    public init(_ value: Value, settleEpsilon: Double = 0.001) {
        model = value.hasFiniteMagnitude ? value : .zero
        self.settleEpsilon = settleEpsilon.isFinite && settleEpsilon > 0 ? settleEpsilon : 0.001
    }

    /// The value on screen at scene time `time` (seconds).
    @inlinable
    public func presentation(at time: Double) -> Value {
        guard let current, time.isFinite else { return model }
        let value: Value
        if time >= current.start {
            value = current.value(at: time)
        } else if let lead {
            value = lead.value(at: time)
        } else {
            value = current.from
        }
        // Only extreme inputs overflow (a huge velocity carried into a spring); never show NaN.
        return value.hasFiniteMagnitude ? value : model
    }

    /// The presentation's velocity at scene time `time`, in units per scene second; zero at rest.
    @inlinable
    public func velocity(at time: Double) -> Value {
        guard let current, time.isFinite else { return .zero }
        let velocity: Value
        if time >= current.start {
            velocity = current.velocity(at: time)
        } else if let lead {
            velocity = lead.velocity(at: time)
        } else {
            velocity = .zero
        }
        return velocity.hasFiniteMagnitude ? velocity : .zero
    }

    /// True while an animation has not ended at `time`, including the delay before it starts.
    @inlinable
    public func isAnimating(at time: Double) -> Bool {
        guard let current else { return false }
        return time.isFinite && time < current.end
    }

    /// Scene time (seconds) at which the latest animation ends; nil when there is none. It stays
    /// set (in the past) after the end until `settle(at:)` or a change drops the animation.
    @inlinable
    public var endTime: Double? { current?.end }

    /// Drops what can no longer show at or after `time`: a finished animation, or the motion kept
    /// for a delay that has elapsed. The presentation is unchanged for every time ≥ `time`; call it
    /// once per frame so long-running scenes keep no dead state.
    public mutating func settle(at time: Double) {
        guard let current, time.isFinite else { return }
        if time >= current.end {
            self.current = nil
            lead = nil
        } else if time >= current.start {
            lead = nil
        }
    }

    /// Sets the model value to `newValue` at scene time `time`.
    ///
    /// With a nil `animation` (or a non-finite `time`) the value jumps: presentation = model =
    /// `newValue` and any animation is dropped. With an animation the presentation moves from
    /// where it is when the animation begins (`time` + delay) to `newValue`; see the type's
    /// documentation for velocity. Setting the current model value again with an animation leaves
    /// an animation in flight alone (only changes animate, as in SwiftUI). A `newValue` that is
    /// not finite is ignored.
    public mutating func set(_ newValue: Value, animation: AnimationSpec?, at time: Double) {
        guard newValue.hasFiniteMagnitude else { return }
        guard let animation, time.isFinite else {
            model = newValue
            current = nil
            lead = nil
            return
        }
        if newValue == model { return }

        // What would be on screen from `time` on without this change: a moving motion, or a
        // value at rest (a change still inside its delay is cancelled and never begins).
        var visible: Motion?
        var resting = model
        if let current {
            if time >= current.start {
                visible = current
                resting = current.to
            } else {
                visible = lead
                resting = current.from
            }
        }
        if let motion = visible, time >= motion.end {
            visible = nil
            resting = motion.to
        }

        let delay = animation.sanitizedDelay, speed = animation.sanitizedSpeed
        let start = time + delay
        var from = visible?.value(at: start) ?? resting
        var velocity = visible?.velocity(at: start) ?? .zero
        if !from.hasFiniteMagnitude { from = resting }
        if let relative = animation.initialVelocity { velocity = (newValue - from).scaled(by: relative) }
        if !velocity.hasFiniteMagnitude { velocity = .zero }

        let motion: Motion
        switch animation.timing {
        case let .curve(curve, duration):
            if duration.isFinite, duration > 0 {
                motion = Motion(shape: .curve(curve, rate: speed / duration), from: from, to: newValue,
                                initialVelocity: .zero, start: start, end: start + duration / speed)
            } else {
                motion = Motion(shape: .curve(curve, rate: 0), from: from, to: newValue,
                                initialVelocity: .zero, start: start, end: start)
            }
        case let .spring(spring):
            // The spring runs on its own clock, `speed` times scene time, so a velocity in units
            // per scene second is 1/speed of that in units per spring second.
            let springVelocity = velocity.scaled(by: 1 / speed)
            let duration = Self.springDuration(spring, displacement: from - newValue,
                                               velocity: springVelocity, epsilon: settleEpsilon)
            motion = Motion(shape: .spring(spring, speed: speed), from: from, to: newValue,
                            initialVelocity: springVelocity, start: start, end: start + duration / speed)
        }
        lead = delay > 0 ? visible : nil
        current = motion
        model = newValue
    }

    /// The most spring time a motion runs (seconds), as `Spring.settlingDuration`'s limit: an
    /// undamped spring never settles and is cut off here.
    static var maximumSpringDuration: Double { 60 }

    /// Spring seconds until a spring released with `displacement` x₀ and `velocity` w₀ (units per
    /// spring second) has settled: the first time its energy ½k|d|² + ½m|v|² is at most that of a
    /// displacement of `epsilon` at rest. Because damping only removes energy, the energy never
    /// rises again, so the first such time is found by bisection, and ending there snaps the value
    /// by at most `epsilon`. Unlike `settlingDuration` this depends on the distance and velocity:
    /// a tiny change ends at once, a long throw runs longer.
    ///
    /// The displacement is d(t) = x₀·A(t) + w₀·B(t) with A the unit spring from (1, 0) and B from
    /// (0, 1), so |d|² = A²|x₀|² + 2AB(x₀·w₀) + B²|w₀|², with x₀·w₀ from `magnitudeSquared` by
    /// polarisation: per sample, two scalar springs serve every component.
    static func springDuration(_ spring: Spring, displacement x0: Value, velocity w0: Value, epsilon: Double) -> Double {
        let limit = maximumSpringDuration
        let xx = x0.magnitudeSquared, ww = w0.magnitudeSquared
        let xw = 0.5 * ((x0 + w0).magnitudeSquared - xx - ww)
        guard xx.isFinite, ww.isFinite, xw.isFinite else { return limit }

        // B and B′ follow from A and A′ (both are solutions of m·x″ + c·x′ + k·x = 0; match the
        // initial conditions): B = −A′·m/k and B′ = A − (c/m)·B. Two evaluations instead of four.
        let massOverStiffness = spring.mass / spring.stiffness, dampingOverMass = spring.damping / spring.mass
        func energy(_ t: Double) -> Double {
            let a = spring.displacement(at: t, initialDisplacement: 1, initialVelocity: 0)
            let av = spring.velocity(at: t, initialDisplacement: 1, initialVelocity: 0)
            let b = -av * massOverStiffness
            let bv = a - dampingOverMass * b
            // Rounding can push a true zero slightly negative; a squared norm is ≥ 0.
            let d2 = Swift.max(0, a * a * xx + 2 * a * b * xw + b * b * ww)
            let v2 = Swift.max(0, av * av * xx + 2 * av * bv * xw + bv * bv * ww)
            return spring.stiffness * d2 + spring.mass * v2
        }

        let threshold = spring.stiffness * epsilon * epsilon
        guard energy(0) > threshold else { return 0 }
        guard energy(limit) <= threshold else { return limit }
        var lo = 0.0, hi = limit
        // 60 s / 2³² ≈ 1.4e-8 s: far below a frame, and the energy there is within ~1e-7 of the
        // threshold.
        for _ in 0..<32 {
            let mid = 0.5 * (lo + hi)
            if energy(mid) > threshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}

extension AnimatedValue: Sendable where Value: Sendable {}
extension AnimatedValue: Equatable where Value: Equatable {}

extension AnimatedValue {
    /// One animation segment: `from` at `start` to `to` at `end` (scene seconds, start ≤ end),
    /// holding `from` before and `to` after.
    @usableFromInline
    struct Motion {
        @usableFromInline
        enum Shape {
            /// Eased progress of a curve; `rate` = speed / duration is progress per scene second.
            case curve(TimingCurve, rate: Double)
            /// The spring's clock runs `speed` times scene time.
            case spring(Spring, speed: Double)
        }

        @usableFromInline var shape: Shape
        @usableFromInline var from: Value
        @usableFromInline var to: Value
        /// Springs only: the velocity at `start` in units per *spring* second; zero for curves.
        @usableFromInline var initialVelocity: Value
        @usableFromInline var start: Double
        @usableFromInline var end: Double

        @usableFromInline
        init(shape: Shape, from: Value, to: Value, initialVelocity: Value, start: Double, end: Double) {
            self.shape = shape
            self.from = from
            self.to = to
            self.initialVelocity = initialVelocity
            self.start = start
            self.end = end
        }

        @inlinable
        func value(at time: Double) -> Value {
            if time >= end { return to }
            if time <= start { return from }
            switch shape {
            case let .curve(curve, rate):
                return interpolate(from, to, curve.value(at: (time - start) * rate))
            case let .spring(spring, speed):
                let t = (time - start) * speed
                let a = spring.displacement(at: t, initialDisplacement: 1, initialVelocity: 0)
                // Most springs start from rest: skip the second evaluation.
                if initialVelocity == .zero { return to + (from - to).scaled(by: a) }
                let b = spring.displacement(at: t, initialDisplacement: 0, initialVelocity: 1)
                return to + (from - to).scaled(by: a) + initialVelocity.scaled(by: b)
            }
        }

        /// Units per scene second; zero outside start..<end.
        @inlinable
        func velocity(at time: Double) -> Value {
            guard time >= start, time < end else { return .zero }
            switch shape {
            case let .curve(curve, rate):
                return (to - from).scaled(by: curve.velocity(at: (time - start) * rate) * rate)
            case let .spring(spring, speed):
                let t = (time - start) * speed
                let a = spring.velocity(at: t, initialDisplacement: 1, initialVelocity: 0)
                let b = spring.velocity(at: t, initialDisplacement: 0, initialVelocity: 1)
                return ((from - to).scaled(by: a) + initialVelocity.scaled(by: b)).scaled(by: speed)
            }
        }
    }
}

extension AnimatedValue.Motion: Sendable where Value: Sendable {}
extension AnimatedValue.Motion: Equatable {}
extension AnimatedValue.Motion.Shape: Sendable {}
extension AnimatedValue.Motion.Shape: Equatable {}
