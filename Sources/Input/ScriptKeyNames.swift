/// The key names an input script accepts: SDL's key names (what `SDL_GetKeyName` returns),
/// lower-cased, the same vocabulary `KeyPress.name` carries when the window produces it.
public enum ScriptKeyNames {
    /// Every accepted name, lower case. `#` is missing on purpose: it starts a comment.
    public static let all: Set<String> = {
        var names = Set<String>()
        names.formUnion("abcdefghijklmnopqrstuvwxyz0123456789".map(String.init))
        names.formUnion((1...24).map { "f\($0)" })
        names.formUnion([
            "return", "escape", "backspace", "tab", "space", "delete", "insert",
            "home", "end", "pageup", "pagedown", "left", "right", "up", "down",
            "capslock", "printscreen", "scrolllock", "pause", "numlock", "menu", "application",
            "mute", "volumeup", "volumedown",
            "left ctrl", "left shift", "left alt", "left gui",
            "right ctrl", "right shift", "right alt", "right gui",
        ])
        // Unshifted punctuation keys, and the shifted symbols SDL has key codes for.
        names.formUnion(["-", "=", "[", "]", "\\", ";", "'", "`", ",", ".", "/",
                         "!", "\"", "$", "%", "&", "(", ")", "*", "+", ":", "<", ">", "?", "@", "^", "_"])
        names.formUnion((0...9).map { "keypad \($0)" })
        names.formUnion(["keypad /", "keypad *", "keypad -", "keypad +", "keypad enter", "keypad .", "keypad ="])
        return names
    }()

    /// The name the window delivers for a key: the platform's event translator reports the `=`
    /// key and the keypad's plus as `+`, and the keypad's minus as `-` (so `+`/`-` bindings work
    /// as people press them); a script gets the same. Returns nil for an unknown name.
    /// Case does not matter.
    public static func delivered(_ name: String) -> String? {
        let lower = name.lowercased()
        guard all.contains(lower) else { return nil }
        switch lower {
        case "=", "keypad +": return "+"
        case "keypad -": return "-"
        default: return lower
        }
    }

    /// Common names that are not SDL's, with SDL's name for the same key (for error messages).
    public static let suggestions: [String: String] = [
        "enter": "return", "esc": "escape", "spacebar": "space", "del": "delete", "ins": "insert",
        "pgup": "pageup", "pgdn": "pagedown", "page up": "pageup", "page down": "pagedown",
        "plus": "+", "minus": "-", "equals": "=", "ctrl": "left ctrl", "control": "left ctrl",
        "shift": "left shift", "alt": "left alt", "arrowleft": "left", "arrowright": "right",
        "arrowup": "up", "arrowdown": "down", "bksp": "backspace",
    ]

    /// Modifier prefixes a script may put before a key name.
    static let modifierPrefixes: [(String, KeyModifiers)] = [
        ("ctrl+", .control), ("control+", .control), ("alt+", .alt), ("shift+", .shift),
        ("cmd+", .command), ("gui+", .command),
    ]

    /// Shifted symbols and the US-layout key that types them: SDL names the key, not the
    /// character, so the window reports `?` as `/` with Shift.
    static let shiftedSymbols: [String: String] = [
        "?": "/", "_": "-", "!": "1", "@": "2", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8",
        "(": "9", ")": "0", ":": ";", "\"": "'", "<": ",", ">": ".", "{": "[", "}": "]", "|": "\\", "~": "`",
    ]

    /// The press the window would deliver for `name`, with optional modifier prefixes
    /// (`ctrl+m`, `shift+/`), or nil for an unknown key.
    public static func press(_ name: String) -> KeyPress? {
        var rest = Substring(name.lowercased())
        var modifiers: KeyModifiers = []
        prefixes: while true {
            for (prefix, modifier) in modifierPrefixes where rest.hasPrefix(prefix) && rest.count > prefix.count {
                rest = rest.dropFirst(prefix.count)
                modifiers.insert(modifier)
                continue prefixes
            }
            break
        }
        var key = String(rest)
        if let base = shiftedSymbols[key] {
            key = base
            modifiers.insert(.shift)
        }
        guard let delivered = delivered(key) else { return nil }
        // The window reports `+` and `-` without Shift, however they were typed.
        if delivered == "+" || delivered == "-" { modifiers.remove(.shift) }
        return KeyPress(delivered, modifiers: modifiers)
    }
}
