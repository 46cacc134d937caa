import Animation

/// The timing D4's animators use: the original's ease-out, or (key `V`) a spring.
public enum DrawerCurve: Sendable, Hashable {
    /// `UIView.AnimationCurve.easeOut`, as in the article.
    case easeOut
    /// A damping-ratio spring fitted to the animator's 1 s duration.
    case spring

    /// `UISpringTimingParameters(dampingRatio:)`'s ratio for the spring: 0.8, a slight overshoot.
    public static let springDampingRatio = 0.8

    /// The timing a new animator starts with (from rest).
    var timing: AnimatorTiming {
        switch self {
        case .easeOut: .easeOut
        case .spring: .spring(dampingRatio: DrawerCurve.springDampingRatio)
        }
    }

    /// The timing a released drag continues with. `velocity` is the release velocity relative to
    /// the distance still to travel, per second (UIKit's convention; positive towards the target).
    func continuation(relativeVelocity velocity: Double) -> AnimatorTiming {
        switch self {
        case .easeOut: .easeOut
        case .spring: .springWithVelocity(dampingRatio: DrawerCurve.springDampingRatio, initialVelocity: velocity)
        }
    }

    /// The name the readout shows (a literal: no allocation when shown every frame).
    var name: String {
        switch self {
        case .easeOut: "ease-out"
        case .spring: "spring 0.8"
        }
    }
}
