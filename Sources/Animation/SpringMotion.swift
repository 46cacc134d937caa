/// One property moving under a `Spring` on the scene clock, retargetable mid-flight.
///
/// A retarget starts a new motion from the current value *and velocity*, so the value is
/// continuous and so is its velocity: the interruption is invisible, as in SwiftUI and Flutter.
public struct SpringMotion: Hashable, Sendable {
    public let spring: Spring
    public private(set) var startTime: Double
    public private(set) var from: Double
    public private(set) var target: Double
    public private(set) var initialVelocity: Double

    /// A motion from `from` to `target` beginning at scene time `startTime` (seconds).
    public init(spring: Spring, from: Double, to target: Double, at startTime: Double, initialVelocity: Double = 0) {
        self.spring = spring
        self.startTime = startTime
        self.from = from
        self.target = target
        self.initialVelocity = initialVelocity
    }

    public func value(at time: Double) -> Double {
        spring.value(at: time - startTime, from: from, to: target, initialVelocity: initialVelocity)
    }

    /// Units per second.
    public func velocity(at time: Double) -> Double {
        spring.velocity(at: time - startTime, initialDisplacement: from - target, initialVelocity: initialVelocity)
    }

    /// Moves the target at scene time `time`, keeping value and velocity continuous.
    public mutating func retarget(to newTarget: Double, at time: Double) {
        let value = value(at: time), velocity = velocity(at: time)
        from = value
        initialVelocity = velocity
        startTime = time
        target = newTarget
    }

    /// True once the motion is within `epsilon` of its target and nearly still.
    public func isSettled(at time: Double, epsilon: Double = 0.001) -> Bool {
        abs(value(at: time) - target) <= epsilon && abs(velocity(at: time)) <= epsilon
    }
}
