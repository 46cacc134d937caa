import Animation
import Scene

/// The spring editor's model: a spring parameter shown in its three parameterisations at once —
/// response and damping fraction, duration and bounce (SwiftUI's), stiffness, damping and mass
/// (UIKit's `UISpringTimingParameters`, Core Animation's `CASpringAnimation`) — one `State` per
/// figure, for the sliders.
///
/// A change of any figure (a slider drag) makes the spring from its own parameterisation, keeping
/// the mass, and sets the parameter; every change of the parameter (from here or elsewhere) sets
/// all seven figures from the new spring. So the three always describe the same spring, and a
/// figure the user drags keeps its value up to rounding (a round trip through the spring is
/// exact to about 1e-12 relative).
final class SpringParameterisations {
    let parameter: Parameter<Spring>
    /// Seconds, > 0: the undamped period.
    let response: State<Double>
    /// The damping ratio ζ, ≥ 0 (1: critical).
    let dampingFraction: State<Double>
    /// Seconds, > 0: SwiftUI's perceptual duration (equal to the response).
    let duration: State<Double>
    /// SwiftUI's bounce, −1…1 (0: critical).
    let bounce: State<Double>
    /// Force per unit displacement, > 0.
    let stiffness: State<Double>
    /// Force per unit velocity, ≥ 0.
    let damping: State<Double>
    /// > 0.
    let mass: State<Double>

    /// True while the figures are being set from the parameter: their changes are echoes then,
    /// not edits.
    private var isSyncing = false
    private var subscriptions: [Subscription] = []

    init(_ parameter: Parameter<Spring>) {
        self.parameter = parameter
        let spring = parameter.value
        response = State(spring.response)
        dampingFraction = State(spring.dampingRatio)
        duration = State(spring.duration)
        bounce = State(spring.bounce)
        stiffness = State(spring.stiffness)
        damping = State(spring.damping)
        mass = State(spring.mass)
        subscriptions = [
            parameter.subscribe { [unowned self] spring in show(spring) },
            response.subscribe { [unowned self] _ in edit { Spring(mass: mass.value, response: response.value, dampingFraction: dampingFraction.value) } },
            dampingFraction.subscribe { [unowned self] _ in edit { Spring(mass: mass.value, response: response.value, dampingFraction: dampingFraction.value) } },
            duration.subscribe { [unowned self] _ in edit { Spring(mass: mass.value, duration: duration.value, bounce: bounce.value) } },
            bounce.subscribe { [unowned self] _ in edit { Spring(mass: mass.value, duration: duration.value, bounce: bounce.value) } },
            stiffness.subscribe { [unowned self] _ in edit { Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value) } },
            damping.subscribe { [unowned self] _ in edit { Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value) } },
            mass.subscribe { [unowned self] _ in edit { Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value) } },
        ]
    }

    /// Sets the parameter to the spring a figure's edit makes, unless the figure only echoes the
    /// parameter.
    private func edit(_ make: () -> Spring) {
        guard !isSyncing else { return }
        parameter.value = make()
        // A refused spring (the parameter keeps its value) puts the figures back.
        show(parameter.value)
    }

    private func show(_ spring: Spring) {
        guard !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        response.value = spring.response
        dampingFraction.value = spring.dampingRatio
        duration.value = spring.duration
        bounce.value = spring.bounce
        stiffness.value = spring.stiffness
        damping.value = spring.damping
        mass.value = spring.mass
    }
}
