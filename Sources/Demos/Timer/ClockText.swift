/// Two-digit clock fields built without allocating (a `LiveTextNode` may show a new value on
/// every tick; `String(format: "%02d")` would allocate each time).
enum ClockText {
    /// The largest number of minutes the readout shows: mm:ss stops at 99:59.
    static let maximumMinutes = 99

    /// `value` (clamped to 0 … 99) as two digits: 5 → "05", 42 → "42". Two ASCII characters,
    /// stored inline by `String`.
    static func twoDigits(_ value: Int) -> String {
        let clamped = min(max(value, 0), 99)
        var text = ""
        text.append(digit(clamped / 10))
        text.append(digit(clamped % 10))
        return text
    }

    /// The whole minutes in `seconds` (≥ 0), at most `maximumMinutes`.
    static func minutes(_ seconds: Int) -> Int { min(max(seconds, 0) / 60, maximumMinutes) }

    /// The seconds past the whole minute in `seconds` (≥ 0), 0 … 59.
    static func seconds(_ seconds: Int) -> Int { max(seconds, 0) % 60 }

    /// The decimal digit `value` (0 … 9) as a character.
    private static func digit(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(48 + value)))
    }
}
