/// Raised when no window can be opened because there is no display to open it on.
public struct NoDisplayError: Error, CustomStringConvertible {
    /// What exactly failed, e.g. `DISPLAY is not set` or SDL's video error.
    public let detail: String

    /// The reason, followed by a hint to render frames headlessly with `playground render`.
    public var description: String {
        "no display available (\(detail)); to render frames without a window use `playground render --demo <id> --at <seconds> --out frame.png`"
    }
}
