/// Raised when no window can be opened because there is no display to open it on.
public struct NoDisplayError: Error, CustomStringConvertible {
    public let detail: String

    public var description: String {
        "no display available (\(detail)); to render frames without a window use `playground render --demo <id> --at <seconds> --out frame.png`"
    }
}
