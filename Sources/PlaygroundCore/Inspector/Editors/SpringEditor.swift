import Animation
import Foundation
import Scene

/// The spring editor for a spring parameter, built from the engine's nodes: what the inspector
/// shows for a `ParameterKind.spring`.
///
/// From top to bottom: the parameter's name; the step response (`StepResponseNode`, from the
/// engine's closed-form spring) with its settling time (to within
/// `Spring.defaultSettlingThreshold`, 2 %) and overshoot as text; a live preview
/// (`SpringPreviewNode`: a ball the engine's spring animation moves back and forth on the scene
/// clock); then the three parameterisations as sliders kept in sync
/// (`SpringParameterisations`): response and damping fraction, duration and bounce, stiffness,
/// damping and mass. Dragging any slider sets `spring.value` at once and moves the others; any
/// change of the parameter moves every slider, redraws the plot and restarts the preview.
///
/// The sliders show what they can of a spring outside their ranges (clamped at the ends) without
/// changing it; only a drag changes the spring.
///
/// Layout: the width proposed (made for a 320–360 pt side panel; 320 without a proposal); the
/// height is the editor's own, about 480 pt.
public enum SpringEditor {
    /// Points: the width without a proposal.
    public static let idealWidth = 320.0
    static let plotHeight = 110.0
    static let labelWidth = 78.0
    static let figureWidth = 52.0

    /// The sliders' ranges: what a designer tunes UI springs over.
    static let responseRange = 0.05...2.0
    static let dampingFractionRange = 0.0...2.0
    static let durationRange = 0.05...2.0
    static let bounceRange = -0.9...0.95
    static let stiffnessRange = 1.0...1000.0
    static let dampingRange = 0.0...100.0
    static let massRange = 0.1...10.0

    /// The editor for `spring`.
    public static func make(spring: Parameter<Spring>) -> Node {
        let figures = SpringParameterisations(spring)
        let caption = { (text: String) in Text(text, font: EditorPalette.captionFont, foreground: EditorPalette.secondaryInk) }
        let editor: Node = VStack(alignment: .leading, spacing: 8) {
            Text(spring.name, font: EditorPalette.titleFont, foreground: EditorPalette.ink)
            StepResponseNode(spring: spring).frame(height: plotHeight)
            Text("", font: EditorPalette.figureFont, foreground: EditorPalette.ink)
                .bind(spring) { text, value in text.string = summary(value) }
                .named("SpringFigures")
            SpringPreviewNode(spring: spring)
            caption("response & damping fraction")
            row("response", figures.response, responseRange, unit: "s", decimals: 3)
            row("damping fr.", figures.dampingFraction, dampingFractionRange, decimals: 3)
            caption("duration & bounce")
            row("duration", figures.duration, durationRange, unit: "s", decimals: 3)
            row("bounce", figures.bounce, bounceRange, decimals: 3)
            caption("stiffness, damping & mass")
            row("stiffness", figures.stiffness, stiffnessRange, decimals: 1)
            row("damping", figures.damping, dampingRange, decimals: 2)
            row("mass", figures.mass, massRange, decimals: 2)
        }
        .frame(idealWidth: idealWidth, maxWidth: .infinity, alignment: .topLeading)
        .named("SpringEditor")
        // The figures must live as long as the editor (its sliders edit the spring through them):
        // a binding for the editor's lifetime holds them.
        return editor.onChange(of: spring) { _, _ in withExtendedLifetime(figures) {} }
    }

    /// One figure: its name, a slider over `range`, and its value as text.
    private static func row(_ title: String, _ value: State<Double>, _ range: ClosedRange<Double>, unit: String = "",
                            decimals: Int) -> Node {
        HStack(spacing: 8) {
            Text(title, font: EditorPalette.captionFont, foreground: EditorPalette.ink)
                .frame(width: labelWidth, alignment: .leading)
            Slider(value: value, in: range).named("Slider.\(title)")
            Text("", font: EditorPalette.captionFont, foreground: EditorPalette.ink)
                .bind(value) { text, number in text.string = format(number, decimals: decimals) + (unit.isEmpty ? "" : " \(unit)") }
                .frame(width: figureWidth, alignment: .trailing)
        }
    }

    /// "settles in 0.634 s (2 %) · overshoot 4.5 %", or "never settles" for an undamped spring.
    static func summary(_ spring: Spring) -> String {
        let settling = spring.settlingTime()
        let threshold = format(Spring.defaultSettlingThreshold * 100, decimals: 0)
        let settles = settling.isFinite ? "settles in \(format(settling, decimals: 3)) s (\(threshold) %)" : "never settles"
        return "\(settles) · overshoot \(format(spring.overshoot * 100, decimals: 1)) %"
    }

    static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
