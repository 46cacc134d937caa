import Geometry

/// A mouse button, as the engine sees it.
public enum PointerButton: Hashable, Sendable {
    /// The main button (usually the left one): presses, drags and clicks.
    case primary
    /// The other button (usually the right one).
    case secondary
    /// The middle button or wheel click.
    case middle
}

/// Modifier keys held during a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// One bit per modifier, as the static members below set them.
    public let rawValue: UInt8
    /// The modifiers whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either Super / Windows / Command key (SDL's GUI modifier).
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key press: `name` is SDL's key name in lower case (`space`, `left`, `4`, `f1`, `+`, `r`…),
/// the vocabulary input scripts use too.
public struct KeyPress: Hashable, Sendable {
    /// The key's name in lower case, as SDL names it (`space`, `left`, `f5`, `+`).
    public var name: String
    /// The modifier keys held when the key went down.
    public var modifiers: KeyModifiers
    /// True for the presses a held key repeats (the system's auto-repeat).
    public var isRepeat: Bool

    /// A press of the key `name` (lower-cased here) with `modifiers` held.
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
    /// A button went down at a point (logical points, origin top-left).
    case pointerDown(Point, PointerButton)
    /// The pointer moved to a point, pressed or not.
    case pointerMoved(Point)
    /// A button came up at a point.
    case pointerUp(Point, PointerButton)
    /// Scroll amounts in lines (SDL's wheel units); positive `dy` scrolls content up.
    case wheel(dx: Double, dy: Double)
    /// A key went down (or repeated, see `KeyPress.isRepeat`).
    case key(KeyPress)
    /// The window's logical size changed.
    case resized(Size)
    /// The system lost what the window showed (it was uncovered, moved back on screen,
    /// restored): every pixel must be shown again.
    case exposed
    /// The user asked to close the window.
    case quitRequested
    /// A file was dropped onto the window (its path as the system gave it).
    case fileDropped(String)
}
