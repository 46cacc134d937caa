/// What a layer of the session's picture is, for the damage check's messages (the names are
/// made only when a check fails, never per frame).
public enum LayerRole: Equatable, Sendable {
    /// Scene `index` of the current demo, in drawing order (the gallery: its chrome, then a
    /// scene per tile).
    case demo(scene: Int)
    /// Scene `index` of the demo fading out after a switch.
    case outgoingDemo(scene: Int)
    /// The timeline scrubber (`S`).
    case scrubber
    /// The animation lanes under the scrubber.
    case lanes
    /// The inspector (`F8`).
    case inspector
    /// The bar of tabs and clock state.
    case bar
    /// The debug overlay (`F3`).
    case debugOverlay
    /// The frame HUD (`F2`).
    case hud
    /// A toast's message.
    case toast
    /// `watch`'s failed rebuild.
    case buildError
    /// The key reference (`F1`).
    case keyReference
}
