import Animation
import Foundation
import Geometry
import Raster

/// One animation or animator running in a scene, as the inspector lists it: which node and
/// property, from → to, the value and velocity now, how it moves and how far along it is.
public struct RunningAnimation: Sendable, Equatable {
    /// The node's name (`named(_:)`, else its kind).
    public var node: String
    /// The property: frame, offset, opacity, scale, rotation, transition, fill, stroke, …
    public var property: String
    /// The start value, as short text (two-decimal numbers, point pairs, hex colours).
    public var from: String
    /// The target value, formatted like `from`.
    public var to: String
    /// The presentation value now.
    public var value: String
    /// Units per scene second; empty for a property an animator drives (its pace is the animator's).
    public var velocity: String
    /// The curve and duration, the spring, or "property animator".
    public var timing: String
    /// The timing curve, when it is one (the curve editor's progress dot follows it).
    public var curve: TimingCurve?
    /// 0…1: elapsed time fraction for an implicit animation, the animator's fraction when driven.
    public var progress: Double

    /// `timing` of a property an animator drives.
    public static let animatorTiming = "property animator"
    /// `timing` of a node a real-time loop (`onFrame`, `TimelineView(.animation)`) moves.
    public static let frameLoopTiming = "real-time loop (onFrame)"
}

extension RunningAnimation {
    /// A running property animator, whatever it drives (a demo's own track moves no node
    /// property): its fraction is its progress.
    init(animator: PropertyAnimator) {
        let timing: String
        var curve: TimingCurve?
        switch animator.timing {
        case .curve(let shape):
            timing = "animator \(ParameterText.format(.curve(shape), kind: .curve)) \(String(format: "%.2f", animator.duration)) s"
            curve = shape
        case .spring(let ratio), .springWithVelocity(let ratio, _):
            timing = String(format: "animator spring(damping ratio %.2f) %.2f s", ratio, animator.duration)
        }
        self.init(node: "PropertyAnimator", property: "fractionComplete", from: animator.isReversed ? "1" : "0",
                  to: animator.isReversed ? "0" : "1", value: String(format: "%.3f", animator.fractionComplete),
                  velocity: "", timing: timing, curve: curve, progress: animator.fractionComplete)
    }

    /// A node named `node` that a real-time loop turns to `rotation` radians (0: it moves
    /// otherwise, and no value is shown).
    init(frameDriven node: String, rotation: Double) {
        self.init(node: node, property: "every frame", from: "", to: "",
                  value: rotation == 0 ? "" : String(format: "rotation %.1f°", rotation * 180 / .pi),
                  velocity: "", timing: RunningAnimation.frameLoopTiming, curve: nil, progress: 0)
    }
}

extension NodePropertyMotion {
    /// What moves the property at `time`, nil at rest.
    func runningAnimation(at time: Double, nodeName node: String) -> RunningAnimation? {
        guard isMoving else { return nil }
        let name = "\(self.name)"
        if let driven {
            return RunningAnimation(node: node, property: name, from: Self.describe(driven.from), to: Self.describe(driven.to),
                                    value: Self.describe(interpolate(driven.from, driven.to, driven.progress)), velocity: "",
                                    timing: RunningAnimation.animatorTiming, curve: nil, progress: min(max(driven.progress, 0), 1))
        }
        guard let snapshot = animated.snapshot(at: time) else { return nil }
        let timing: String, curve: TimingCurve?
        switch snapshot.timing {
        case let .curve(shape, duration):
            timing = "\(ParameterText.format(.curve(shape), kind: .curve)) \(String(format: "%.2f", duration)) s"
            curve = shape
        case let .spring(spring, _):
            timing = String(format: "spring(response %.2f s, damping %.2f)", spring.response, spring.dampingRatio)
            curve = nil
        }
        return RunningAnimation(node: node, property: name, from: Self.describe(snapshot.from), to: Self.describe(snapshot.to),
                                value: Self.describe(snapshot.value), velocity: Self.describe(snapshot.velocity),
                                timing: timing, curve: curve, progress: snapshot.progress)
    }

    /// Short text for a value: numbers to two decimals, points and sizes as pairs, rectangles
    /// as origin and size, colours as hex.
    static func describe(_ value: Value) -> String {
        // Whatever rounds to zero shows as 0, not "-0".
        func clean(_ x: Double, _ step: Double) -> Double { abs(x) < step / 2 ? 0 : x }
        switch value {
        case let number as Double: return String(format: "%.2f", clean(number, 0.01))
        case let point as Point: return String(format: "(%.1f, %.1f)", clean(point.x, 0.1), clean(point.y, 0.1))
        case let size as Size: return String(format: "%.2f × %.2f", clean(size.width, 0.01), clean(size.height, 0.01))
        case let rect as Rect:
            return String(format: "(%.0f, %.0f) %.0f × %.0f", clean(rect.minX, 1), clean(rect.minY, 1), clean(rect.width, 1),
                          clean(rect.height, 1))
        case let color as Color: return ParameterText.format(.color(color), kind: .color)
        default: return String(describing: value)
        }
    }
}
