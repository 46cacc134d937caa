/// Why a Lottie document could not be read: what is wrong and where, as a JSON path into the
/// document (`layers[3].ks.p.k[0].s`), so the message points a designer at the exact value.
public struct LottieError: Error, Sendable, CustomStringConvertible {
    /// Where the problem is: a JSON path from the document's root ("" for the document itself).
    public let path: String
    /// What is wrong, in a few words ("expected a number, found a string").
    public let reason: String

    /// An error at `path` for `reason`.
    public init(_ reason: String, at path: String) {
        self.reason = reason
        self.path = path
    }

    /// The path and the reason, on one line.
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
