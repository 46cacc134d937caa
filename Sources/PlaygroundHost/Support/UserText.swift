/// A value the user gave (a flag, a file name, an environment variable), as a message shows it:
/// one line, safe on a terminal, short enough to read.
enum UserText {
    /// Characters of a value shown before it is cut.
    static let limit = 80

    /// `text` with control characters escaped (see `oneLine`) and cut to `limit` characters
    /// followed by "…".
    static func shown(_ text: some StringProtocol, limit: Int = UserText.limit) -> String {
        let escaped = oneLine(String(text))
        return escaped.count > limit ? escaped.prefix(limit) + "…" : escaped
    }

    /// `text` with every character that would act on a terminal or break the line escaped:
    /// C0 and C1 controls and DEL as `\n`, `\r`, `\t` or `\xHH` (ESC is `\x1b`), line and
    /// paragraph separators and bidirectional overrides as `\u{HHHH}`.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let hex = String(scalar.value, radix: 16)
                result += scalar.value < 0x100 ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex : "\\u{\(hex)}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
