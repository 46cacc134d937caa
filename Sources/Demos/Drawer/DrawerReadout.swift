import Animation
import Scene

/// What D4's readout shows: the animator as sampled on one frame.
///
/// Kept within three words (20 bytes) so that passing it to the readout's bindings, which take
/// their values as `Any`, stores it inline instead of boxing it on every frame.
public struct DrawerReadout: Hashable, Sendable {
    /// The animator's `fractionComplete`, 0…1 (0 without an animator).
    public var fractionComplete: Double
    /// The drawer's presentation offset in points: 0 closed, −travel open.
    public var offset: Double
    /// The animator's state; no animator reads as inactive, since the original drops its animator
    /// the moment it becomes inactive.
    public var state: AnimatorState
    /// Whether the animator is running (false without an animator, or when paused for a drag).
    public var isRunning: Bool
    /// Whether the animator runs back towards its start (false without an animator).
    public var isReversed: Bool
    /// Whether a paused animator scrubs linearly: why a caught ease-out jumps when held.
    public var scrubsLinearly: Bool
    /// The timing new animators and released drags use (the `timing` parameter; the readout
    /// spells it out with its curve or damping ratio from `DrawerModel.timingLabel`).
    public var curve: DrawerCurve

    /// Creates a sample from the animator's values; `fractionComplete` is 0…1, `offset` in points.
    public init(fractionComplete: Double, offset: Double, state: AnimatorState, isRunning: Bool, isReversed: Bool,
                scrubsLinearly: Bool = true, curve: DrawerCurve) {
        self.fractionComplete = fractionComplete
        self.offset = offset
        self.state = state
        self.isRunning = isRunning
        self.isReversed = isReversed
        self.scrubsLinearly = scrubsLinearly
        self.curve = curve
    }
}

/// One line of the readout about the animator: a label, the widest value it can show (the live
/// text's size) and how the value is spelled. Every spelling is a literal or `LiveTextNode.format`,
/// so a frame that changes the readout allocates nothing. The last line, the timing, follows the
/// parameters instead (see `DrawerReadoutPanel`).
struct DrawerReadoutRow: Sendable {
    let label: String
    let template: String
    let value: @Sendable (DrawerReadout) -> String

    static let rows: [DrawerReadoutRow] = [
        DrawerReadoutRow(label: "state", template: "inactive") { readout in
            switch readout.state {
            case .inactive: "inactive"
            case .active: "active"
            case .stopped: "stopped"
            }
        },
        DrawerReadoutRow(label: "isRunning", template: "false") { $0.isRunning ? "true" : "false" },
        DrawerReadoutRow(label: "isReversed", template: "false") { $0.isReversed ? "true" : "false" },
        DrawerReadoutRow(label: "scrubsLinearly", template: "false") { $0.scrubsLinearly ? "true" : "false" },
        DrawerReadoutRow(label: "fractionComplete", template: "0.000") { LiveTextNode.format($0.fractionComplete, decimals: 3) },
        // A spring may overshoot either end by a few points.
        DrawerReadoutRow(label: "drawer offset", template: "-000.0") { LiveTextNode.format($0.offset, decimals: 1) },
    ]

    /// The timing's line: its label, and the width it keeps for every spelling up to that of the
    /// original's spring (so the panel has the original's size).
    static let timingLabel = "curve (V)"
    static let timingTemplate = "spring 0.8"

    /// The width to keep for the timing spelled `label`: the usual one, or the label itself when
    /// it has more characters (a two-decimal ratio, a long curve name). Every spelling no longer
    /// than the template is narrower or, for a spring, exactly as wide (its digits are tabular).
    static func timingTemplate(for label: String) -> String {
        label.count > timingTemplate.count ? label : timingTemplate
    }
}
