import Geometry

/// A mouse button, as the engine sees it.
public enum PointerButton: Hashable, Sendable {
    case primary
    case secondary
    case middle
}

/// Modifier keys held during a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key press: `name` is SDL's key name in lower case (`space`, `left`, `4`, `f1`, `+`, `r`…),
/// the vocabulary input scripts use too.
public struct KeyPress: Hashable, Sendable {
    public var name: String
    public var modifiers: KeyModifiers
    /// True for the presses a held key repeats (the system's auto-repeat).
    public var isRepeat: Bool

    public init(_ name: String, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
        self.name = name.lowercased()
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}

/// The engine's own input events, produced by the platform layer from SDL events and by input
/// scripts alike, so that a demo cannot tell a real window from a replay.
///
/// Positions are logical points in the window (origin top-left, y down).
public enum InputEvent: Hashable, Sendable {
    case pointerDown(Point, PointerButton)
    case pointerMoved(Point)
    case pointerUp(Point, PointerButton)
    /// Scroll amounts in lines (SDL's wheel units); positive `dy` scrolls content up.
    case wheel(dx: Double, dy: Double)
    case key(KeyPress)
    /// The window's logical size changed.
    case resized(Size)
    /// The user asked to close the window.
    case quitRequested
}
