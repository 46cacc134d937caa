/// A malformed input-script line: which line, what is wrong, and the text to blame.
///
/// `description(file:)` gives the one-line form the command line prints,
/// `<file>:<line>: <message> (<text>)`.
public struct InputScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake, for callers (and tests) that need more than the message.
    public enum Kind: Hashable, Sendable {
        /// The text is not UTF-8.
        case notText
        /// The time is not a finite number of seconds in `0...InputScript.maximumTime`.
        case badTime
        /// A time with nothing after it.
        case missingEvent
        /// The event word is not one of `InputScript.eventWords`.
        case unknownEvent
        /// The event has too few or too many arguments.
        case wrongArgumentCount
        /// A coordinate or wheel amount is not a finite number.
        case badNumber
        /// A drag's duration is not within `0 < seconds ≤ InputScript.maximumDragDuration`.
        case badDuration
        /// A resize is not whole points within `1...InputScript.maximumSize`.
        case badSize
        /// The key name is not an SDL key name this engine knows.
        case unknownKey
        /// The script expands to more than `InputScript.maximumEvents` events.
        case tooManyEvents
    }

    /// 1-based line number (0 when the whole text is at fault).
    public let line: Int
    /// What kind of mistake it is, for callers that react to one in particular.
    public let kind: Kind
    /// What is wrong, in words.
    public let message: String
    /// The offending text: the token to blame, or the whole line when no single token is.
    public let text: String

    /// An error at `line` (1-based, 0 for the whole text) blaming `text`.
    public init(line: Int, kind: Kind, message: String, text: String) {
        self.line = line
        self.kind = kind
        self.message = message
        self.text = text
    }

    /// Longest blamed text shown, in characters: a 10 MB token is not echoed whole.
    public static let shownTextLimit = 60

    /// `line: message (text)`, the text cut to `shownTextLimit` characters.
    public var description: String {
        let shown = text.count > Self.shownTextLimit ? "\(text.prefix(Self.shownTextLimit))… (\(text.utf8.count) bytes)" : text
        return "\(line): \(message) (\(shown))"
    }

    /// The error as `<file>:<line>: <message> (<text>)`.
    public func description(file: String) -> String { "\(file):\(description)" }
}
