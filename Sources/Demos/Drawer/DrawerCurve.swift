import Animation
import Scene

/// The timing D4's animators use, the `timing` parameter's options: the original's ease-out
/// (along the `curve` parameter, Core Animation's easeOut unless edited) or (key `V`) a spring
/// with the `dampingRatio` parameter's ratio.
public enum DrawerCurve: Int, Sendable, Hashable, CaseIterable {
    /// `UIView.AnimationCurve.easeOut`, as in the article.
    case easeOut
    /// A damping-ratio spring fitted to the animator's duration.
    case spring

    /// `UISpringTimingParameters(dampingRatio:)`'s ratio the demo starts with: 0.8, a slight
    /// overshoot.
    public static let springDampingRatio = 0.8

    /// The option's name in the `timing` parameter (`--set timing=spring`).
    var optionName: String {
        switch self {
        case .easeOut: "easeOut"
        case .spring: "spring"
        }
    }

    /// The option at `index` of the `timing` parameter (ease-out for an index out of range).
    init(option index: Int) {
        self = DrawerCurve(rawValue: index) ?? .easeOut
    }

    /// The timing a new animator starts with (from rest): `curve` for ease-out, a spring of
    /// `dampingRatio` otherwise.
    func timing(curve: TimingCurve, dampingRatio: Double) -> AnimatorTiming {
        switch self {
        case .easeOut: .curve(curve)
        case .spring: .spring(dampingRatio: dampingRatio)
        }
    }

    /// The timing a released drag continues with. `velocity` is the release velocity relative to
    /// the distance still to travel, per second (UIKit's convention; positive towards the target).
    func continuation(curve: TimingCurve, dampingRatio: Double, relativeVelocity velocity: Double) -> AnimatorTiming {
        switch self {
        case .easeOut: .curve(curve)
        case .spring: .springWithVelocity(dampingRatio: dampingRatio, initialVelocity: velocity)
        }
    }

    /// What the readout shows for this timing: "ease-out" for the original curve, a named curve's
    /// name or "bezier" for another, "spring 0.8" with the spring's damping ratio. Made when a
    /// parameter changes, never per frame.
    func label(curve: TimingCurve, dampingRatio: Double) -> String {
        switch self {
        case .easeOut:
            if curve == .easeOut { return "ease-out" }
            return curve.name ?? "bezier"
        case .spring:
            var ratio = LiveTextNode.format(dampingRatio, decimals: 2)
            // 0.80 → 0.8, 1.00 → 1: the ratio as it would be written.
            while ratio.hasSuffix("0") { ratio.removeLast() }
            if ratio.hasSuffix(".") { ratio.removeLast() }
            return "spring " + ratio
        }
    }
}
