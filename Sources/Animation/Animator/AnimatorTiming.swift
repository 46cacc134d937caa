/// The timing of a `PropertyAnimator`: UIKit's `UITimingCurveProvider`s.
///
/// Every timing maps a unitless time fraction x in 0…1 of an animation to its eased progress,
/// exactly 0 at x = 0 and exactly 1 at x = 1; springs may overshoot in between.
public enum AnimatorTiming: Sendable, Hashable {
    /// `UICubicTimingParameters`: a cubic Bézier curve.
    case curve(TimingCurve)
    /// `UISpringTimingParameters(dampingRatio:)`: a spring with damping ratio ζ (1 = critically
    /// damped, < 1 bounces) that settles over the animation's duration, starting at rest.
    case spring(dampingRatio: Double)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`. `initialVelocity` is relative
    /// to the distance still to travel, per second: a 200 pt move continued from a 100 pt/s
    /// gesture uses 0.5. Positive is towards the animation's target.
    case springWithVelocity(dampingRatio: Double, initialVelocity: Double)

    /// `UIView.AnimationCurve.linear`.
    public static let linear = AnimatorTiming.curve(.linear)
    /// `UIView.AnimationCurve.easeIn`.
    public static let easeIn = AnimatorTiming.curve(.easeIn)
    /// `UIView.AnimationCurve.easeOut`.
    public static let easeOut = AnimatorTiming.curve(.easeOut)
    /// `UIView.AnimationCurve.easeInOut`, `UIViewPropertyAnimator`'s usual curve.
    public static let easeInOut = AnimatorTiming.curve(.easeInEaseOut)

    /// Accepted damping ratios; values outside are clamped (NaN becomes 1). Below 0.05 a spring
    /// would still be ringing visibly at the end of the duration and snap.
    public static let dampingRatioRange: ClosedRange<Double> = 0.05...10
}

/// An `AnimatorTiming` prepared for evaluation; built when an animator is created or continued,
/// never per frame (fitting a spring to the duration samples it).
struct ResolvedAnimatorTiming {
    private enum Shape {
        case curve(TimingCurve)
        /// A spring in units where the animation lasts 1: it settles (within 0.001, the
        /// `Spring.settlingDuration` criterion) at time 1.
        case spring(Spring)
    }

    private let shape: Shape
    /// Initial velocity relative to the distance, per second (springs only; 0 for curves).
    let initialVelocity: Double

    init(_ timing: AnimatorTiming) {
        switch timing {
        case .curve(let curve):
            shape = .curve(curve)
            initialVelocity = 0
        case .spring(let ratio):
            shape = .spring(Self.unitDurationSpring(dampingRatio: ratio))
            initialVelocity = 0
        case .springWithVelocity(let ratio, let velocity):
            shape = .spring(Self.unitDurationSpring(dampingRatio: ratio))
            initialVelocity = velocity.isFinite ? velocity : 0
        }
    }

    /// Eased progress at time fraction `x` (clamped to 0…1) of an animation whose initial
    /// velocity is `velocity` distances per unit of x. Exactly 1 at x ≥ 1, so every animation ends
    /// exactly at its target even if the spring has not quite settled.
    func ease(_ x: Double, velocity: Double) -> Double {
        switch shape {
        case .curve(let curve):
            return curve.value(at: x)
        case .spring(let spring):
            if x >= 1 { return 1 }
            return spring.value(at: max(x, 0), from: 0, to: 1, initialVelocity: velocity)
        }
    }

    /// UIKit fits a damping-ratio spring to the animator's duration; settling time scales
    /// linearly with the response for a fixed ratio, so one measurement gives the response that
    /// settles in exactly one time unit.
    private static func unitDurationSpring(dampingRatio: Double) -> Spring {
        let range = AnimatorTiming.dampingRatioRange
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, range.lowerBound), range.upperBound)
        let settling = Spring(response: 1, dampingFraction: ratio).settlingDuration()
        return Spring(response: 1 / settling, dampingFraction: ratio)
    }
}
