import CSDL

/// A failed SDL call: which call, and what `SDL_GetError()` said about it.
public struct SDLError: Error, CustomStringConvertible {
    public let call: String
    public let reason: String

    public init(_ call: String, reason: String? = nil) {
        self.call = call
        self.reason = reason ?? SDLError.lastError()
    }

    public var description: String { "\(call) failed: \(reason)" }

    /// The text of SDL's last error (empty when none was recorded).
    static func lastError() -> String {
        guard let message = SDL_GetError() else { return "unknown SDL error" }
        let text = String(cString: message)
        return text.isEmpty ? "unknown SDL error" : text
    }
}

/// Throws unless an SDL call that returns 0 on success succeeded.
@inline(__always)
func check(_ status: Int32, _ call: @autoclosure () -> String) throws {
    if status != 0 { throw SDLError(call()) }
}

/// Unwraps a pointer an SDL call returned, or throws with `SDL_GetError()`.
@inline(__always)
func check<T>(_ pointer: T?, _ call: @autoclosure () -> String) throws -> T {
    guard let pointer else { throw SDLError(call()) }
    return pointer
}
