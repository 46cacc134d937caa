/// How a change animates: a timing curve over a duration, or a spring; SwiftUI's `Animation`.
///
/// Times are seconds of scene time. `delay` ≥ 0 postpones the start; `speed` > 0 divides every
/// duration (2 = twice as fast).
public struct AnimationSpec: Hashable, Sendable {
    /// What shapes the motion over time: a Bézier curve with a duration, or a spring.
    public enum Timing: Hashable, Sendable {
        /// A cubic Bézier timing curve running for `duration` seconds (> 0).
        case curve(TimingCurve, duration: Double)
        /// A closed-form spring; it ends when it settles.
        case spring(Spring)
    }

    /// The curve and duration, or the spring, the change follows.
    public var timing: Timing
    /// Seconds before the animation starts, ≥ 0.
    public var delay: Double
    /// Playback rate, > 0.
    public var speed: Double
    /// For a spring, the velocity it starts with instead of the one the value carries, as a
    /// fraction of the change's distance per scene second (SwiftUI's `interpolatingSpring`
    /// `initialVelocity`, UIKit's spring `initialVelocity`): moving 400 points after a drag that
    /// left at 1200 points per second toward the target is 3. Nil keeps the carried velocity;
    /// curves ignore it. Always finite.
    public var initialVelocity: Double?

    /// An animation with `timing`; a negative or non-finite delay becomes 0, a speed that is not
    /// finite and positive becomes 1, a non-finite initial velocity nil.
    public init(timing: Timing, delay: Double = 0, speed: Double = 1, initialVelocity: Double? = nil) {
        self.timing = timing
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.speed = speed.isFinite && speed > 0 ? speed : 1
        self.initialVelocity = initialVelocity.flatMap { $0.isFinite ? $0 : nil }
    }

    /// `curve` over `duration` seconds (a non-positive or non-finite duration becomes 0.35 s).
    public static func timingCurve(_ curve: TimingCurve, duration: Double) -> AnimationSpec {
        AnimationSpec(timing: .curve(curve, duration: duration.isFinite && duration > 0 ? duration : 0.35))
    }
    /// Constant speed over `duration` seconds (Core Animation's linear curve).
    public static func linear(duration: Double = 0.35) -> AnimationSpec { .timingCurve(.linear, duration: duration) }
    /// Core Animation's ease-in (0.42, 0, 1, 1) over `duration` seconds.
    public static func easeIn(duration: Double = 0.35) -> AnimationSpec { .timingCurve(.easeIn, duration: duration) }
    /// Core Animation's ease-out (0, 0, 0.58, 1) over `duration` seconds.
    public static func easeOut(duration: Double = 0.35) -> AnimationSpec { .timingCurve(.easeOut, duration: duration) }
    /// Core Animation's ease-in-ease-out (0.42, 0, 0.58, 1) over `duration` seconds.
    public static func easeInOut(duration: Double = 0.35) -> AnimationSpec { .timingCurve(.easeInEaseOut, duration: duration) }
    /// A spring; it runs until it settles and keeps the velocity the value carries.
    public static func spring(_ spring: Spring = .default) -> AnimationSpec { AnimationSpec(timing: .spring(spring)) }
    /// A spring that starts at `initialVelocity` distances per second (see `initialVelocity`):
    /// how a released drag hands its speed to the animation that finishes the move.
    public static func spring(_ spring: Spring, initialVelocity: Double) -> AnimationSpec {
        AnimationSpec(timing: .spring(spring), initialVelocity: initialVelocity)
    }
    /// SwiftUI's `spring(response:dampingFraction:)`: period in seconds, damping ratio (1: no bounce).
    public static func spring(response: Double, dampingFraction: Double) -> AnimationSpec {
        .spring(Spring(response: response, dampingFraction: dampingFraction))
    }
    /// SwiftUI's `spring(duration:bounce:)`: perceived duration in seconds, bounce −1…1 (0: none).
    public static func spring(duration: Double, bounce: Double = 0) -> AnimationSpec {
        .spring(Spring(duration: duration, bounce: bounce))
    }
    /// SwiftUI's `.default`: a critically damped spring with a 0.55 s response.
    public static let `default` = AnimationSpec.spring(.default)

    /// The same animation starting `seconds` later.
    public func delay(_ seconds: Double) -> AnimationSpec {
        AnimationSpec(timing: timing, delay: delay + (seconds.isFinite ? max(seconds, 0) : 0), speed: speed,
                      initialVelocity: initialVelocity)
    }
    /// The same animation played `rate` times as fast.
    public func speed(_ rate: Double) -> AnimationSpec {
        AnimationSpec(timing: timing, delay: delay, speed: rate.isFinite && rate > 0 ? speed * rate : speed,
                      initialVelocity: initialVelocity)
    }
}
