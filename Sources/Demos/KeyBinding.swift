/// A key and what it does, listed in the help overlay.
public struct KeyBinding: Hashable, Sendable {
    /// The key's name as `KeyPress.name` spells it (`space`, `left`, `+`…).
    public let key: String
    public let summary: String

    public init(_ key: String, _ summary: String) {
        self.key = key
        self.summary = summary
    }
}
