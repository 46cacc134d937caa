/// One key with the modifiers it needs, as `KeyPress` spells it.
public struct KeyChord: Hashable, Sendable {
    /// The key's lower-case name, as `KeyPress.name`.
    public var name: String
    /// The modifiers that must be held (Shift only counts when listed).
    public var modifiers: KeyModifiers

    /// The key `name` (lower-cased here) with `modifiers`.
    public init(_ name: String, modifiers: KeyModifiers = []) {
        self.name = name.lowercased()
        self.modifiers = modifiers
    }

    /// The chord as a key reference spells it: `F5`, `Ctrl+Q`, `Esc`, `→`, `K`, `?` (a shifted
    /// `/`), with modifiers in the order Ctrl, Alt, Cmd, Shift.
    public var displayName: String {
        if name == "/", modifiers == .shift { return "?" }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.command) { parts.append("Cmd") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(KeyChord.displayNames[name] ?? (name.count == 1 || name.first == "f" && Int(name.dropFirst()) != nil
                                                    ? name.uppercased() : name.prefix(1).uppercased() + name.dropFirst()))
        return parts.joined(separator: "+")
    }

    private static let displayNames = [
        "escape": "Esc", "left": "←", "right": "→", "up": "↑", "down": "↓", "return": "Return", "space": "Space",
        "tab": "Tab", "backspace": "Backspace", "delete": "Delete",
    ]

    /// Shift is ignored unless the chord asks for it, so `+` matches however the layout types it.
    public func matches(_ press: KeyPress) -> Bool {
        guard press.name == name else { return false }
        let relevant: KeyModifiers = modifiers.contains(.shift) ? [.shift, .control, .alt, .command] : [.control, .alt, .command]
        return press.modifiers.intersection(relevant) == modifiers.intersection(relevant)
    }
}

/// A command bound to keys: what the help overlay lists and what a key press runs.
public struct KeyCommand {
    /// Every chord that runs the command.
    public let chords: [KeyChord]
    /// How the help overlay names the keys (`"1…5"`, `"ctrl+q"`).
    public let label: String
    /// What the command does, as the key reference says it.
    public let summary: String
    /// Whether a held key runs the command again on each auto-repeat (stepping a value does;
    /// toggles and quitting must not, or holding the key would flicker or quit).
    public let repeats: Bool
    let action: (KeyPress) -> Void

    /// A command run by any of `chords`; without `label` the chords are spelt out as a key
    /// reference spells keys ("Esc / Ctrl+Q", see `KeyChord.displayName`).
    public init(_ chords: [KeyChord], label: String? = nil, summary: String, repeats: Bool = false,
                action: @escaping (KeyPress) -> Void) {
        self.chords = chords
        self.repeats = repeats
        self.label = label ?? chords.map(\.displayName).joined(separator: " / ")
        self.summary = summary
        self.action = action
    }
}

/// Key bindings: the single source of truth for both dispatch and the help overlay. The first
/// command whose chord matches a press runs.
public final class KeyBindingTable {
    /// Every command in the order added: dispatch tries them in this order, the help lists them so.
    public private(set) var commands: [KeyCommand] = []

    /// An empty table.
    public init() {}

    /// Binds `keys` (a key name each, no modifiers) to `action`.
    @discardableResult
    public func bind(_ keys: String..., label: String? = nil, summary: String, repeats: Bool = false,
                     action: @escaping () -> Void) -> Self {
        commands.append(KeyCommand(keys.map { KeyChord($0) }, label: label, summary: summary, repeats: repeats) { _ in action() })
        return self
    }

    /// Appends `command` after the existing ones (an earlier match wins).
    public func add(_ command: KeyCommand) {
        commands.append(command)
    }

    /// Runs the command bound to `press`; false when none is. An auto-repeat of a command that
    /// does not repeat is taken (so no other table acts on it) but runs nothing.
    public func handle(_ press: KeyPress) -> Bool {
        guard let command = commands.first(where: { $0.chords.contains { $0.matches(press) } }) else { return false }
        if !press.isRepeat || command.repeats { command.action(press) }
        return true
    }

    /// (keys, summary) rows for the help overlay, in binding order.
    public var helpRows: [(keys: String, summary: String)] {
        commands.map { ($0.label, $0.summary) }
    }
}
