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
/// figure the user drags keeps its value (the others are derived from the spring; a round trip
/// through the spring is exact to about 1e-12 relative). The ranges of the sliders keep every
/// edit a valid spring (mass and stiffness > 0, damping ≥ 0).
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
    /// The figure whose edit is being applied: it keeps the user's value (a `State` must not be
    /// set again while it notifies), and the others follow.
    private var edited: State<Double>?
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
            response.subscribe { [unowned self] _ in edit(response, springFromResponse) },
            dampingFraction.subscribe { [unowned self] _ in edit(dampingFraction, springFromResponse) },
            duration.subscribe { [unowned self] _ in edit(duration, springFromDuration) },
            bounce.subscribe { [unowned self] _ in edit(bounce, springFromDuration) },
            stiffness.subscribe { [unowned self] _ in edit(stiffness, springFromPhysics) },
            damping.subscribe { [unowned self] _ in edit(damping, springFromPhysics) },
            mass.subscribe { [unowned self] _ in edit(mass, springFromPhysics) },
        ]
    }

    /// The spring each parameterisation's figures describe (all keep the current mass).
    private func springFromResponse() -> Spring {
        Spring(mass: mass.value, response: response.value, dampingFraction: dampingFraction.value)
    }

    private func springFromDuration() -> Spring {
        Spring(mass: mass.value, duration: duration.value, bounce: bounce.value)
    }

    private func springFromPhysics() -> Spring {
        Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value)
    }

    /// Sets the parameter to the spring an edit of `figure` makes, unless the figure only echoes
    /// the parameter.
    private func edit(_ figure: State<Double>, _ make: () -> Spring) {
        guard !isSyncing else { return }
        edited = figure
        defer { edited = nil }
        parameter.value = make()
    }

    private func show(_ spring: Spring) {
        guard !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        func set(_ figure: State<Double>, _ value: Double) {
            if figure !== edited { figure.value = value }
        }
        set(response, spring.response)
        set(dampingFraction, spring.dampingRatio)
        set(duration, spring.duration)
        set(bounce, spring.bounce)
        set(stiffness, spring.stiffness)
        set(damping, spring.damping)
        set(mass, spring.mass)
    }
}
