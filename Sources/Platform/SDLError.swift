import CSDL

/// A failed SDL call: which call, and what `SDL_GetError()` said about it.
public struct SDLError: Error, CustomStringConvertible {
    /// The SDL function that failed, often with its arguments, e.g. `SDL_CreateTexture(640x480)`.
    public let call: String
    /// SDL's explanation (`SDL_GetError()`) or the caller's own.
    public let reason: String

    /// An error for `call`; without `reason`, reads `SDL_GetError()` now, so create it right after the failed call.
    public init(_ call: String, reason: String? = nil) {
        self.call = call
        self.reason = reason ?? SDLError.lastError()
    }

    /// `<call> failed: <reason>`.
    public var description: String { "\(call) failed: \(reason)" }

    /// The text of SDL's last error, or "unknown SDL error" when SDL recorded none (a message is never empty).
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
