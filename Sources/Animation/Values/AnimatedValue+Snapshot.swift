/// How an animation in progress moves: a timing curve over a duration, or a spring.
public enum MotionTiming: Sendable, Equatable {
    /// A curve over `duration` scene seconds (the animation's speed included).
    case curve(TimingCurve, duration: Double)
    /// A spring, whose clock runs `speed` times scene time.
    case spring(Spring, speed: Double)
}

/// The segment an `AnimatedValue` is playing, as an inspector shows it.
public struct MotionSnapshot<Value: VectorArithmetic> {
    /// Where the segment started and where it goes.
    public var from: Value
    /// The segment's target: the property's model value once it ends.
    public var to: Value
    /// The value and velocity (units per scene second) now.
    public var value: Value
    /// The presentation's velocity now, in the value's units per scene second.
    public var velocity: Value
    /// The curve or spring the segment follows.
    public var timing: MotionTiming
    /// Elapsed fraction of the segment's time, 0…1 (a spring's end is when it settles).
    public var progress: Double
}

extension AnimatedValue {
    /// The segment playing at `time` (scene seconds); nil at rest, or before a delayed start.
    public func snapshot(at time: Double) -> MotionSnapshot<Value>? {
        guard let current, time.isFinite, isAnimating(at: time), time >= current.start else { return nil }
        let timing: MotionTiming
        switch current.shape {
        case let .curve(curve, rate): timing = .curve(curve, duration: rate > 0 ? 1 / rate : 0)
        case let .spring(spring, speed): timing = .spring(spring, speed: speed)
        }
        let span = current.end - current.start
        let progress = span > 0 ? min(max((time - current.start) / span, 0), 1) : 1
        return MotionSnapshot(from: current.from, to: current.to, value: presentation(at: time), velocity: velocity(at: time),
                              timing: timing, progress: progress)
    }
}

/// The latest animation segment of an `AnimatedValue`, whole: what the animation timeline
/// records when a change starts one.
public struct MotionSegment<Value: VectorArithmetic> {
    /// The value on screen when the segment began (its start, after any delay).
    public var from: Value
    /// The target.
    public var to: Value
    /// Scene seconds at which it begins: the change's time plus its delay.
    public var start: Double
    /// Scene seconds at which it ends (a curve's duration later; a spring's settling time), ≥ `start`.
    public var end: Double
    /// The curve or spring it follows.
    public var timing: MotionTiming
    /// Units per scene second at `start`: the velocity a spring carried in (zero for curves).
    public var initialVelocity: Value
}

extension AnimatedValue {
    /// The latest animation segment (the one playing, or waiting out its delay); nil at rest.
    public var latestSegment: MotionSegment<Value>? {
        guard let current else { return nil }
        let timing: MotionTiming
        var velocity = current.initialVelocity
        switch current.shape {
        case let .curve(curve, rate): timing = .curve(curve, duration: rate > 0 ? 1 / rate : 0)
        case let .spring(spring, speed):
            timing = .spring(spring, speed: speed)
            velocity = velocity.scaled(by: speed)
        }
        return MotionSegment(from: current.from, to: current.to, start: current.start, end: current.end,
                             timing: timing, initialVelocity: velocity)
    }
}
