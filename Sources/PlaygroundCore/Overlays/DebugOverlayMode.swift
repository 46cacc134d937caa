/// What the debug overlay (F3) shows; F3 steps through them in this order and back to `off`.
public enum DebugOverlayMode: CaseIterable, Hashable, Sendable {
    /// Nothing is drawn over the scene.
    case off
    /// A one-pixel outline of every drawn node's bounds, coloured by depth.
    case bounds
    /// A flash over what the last frames repainted, fading over 0.3 s of frame time.
    case damage
    /// A tint over every node drawn through an offscreen pass, by kind (opacity, mask, clip).
    case layers
    /// A tint over every node that takes no hit tests.
    case hits

    /// The mode after this one: off → bounds → damage → layers → hits → off.
    public var next: DebugOverlayMode {
        switch self {
        case .off: .bounds
        case .bounds: .damage
        case .damage: .layers
        case .layers: .hits
        case .hits: .off
        }
    }

    /// A short name for the host to show when the mode changes ("Overlay: damage").
    public var title: String {
        switch self {
        case .off: "off"
        case .bounds: "bounds"
        case .damage: "damage"
        case .layers: "layers"
        case .hits: "hits"
        }
    }
}
