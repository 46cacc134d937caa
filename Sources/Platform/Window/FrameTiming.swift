/// What one presented frame of the window cost, stage by stage, measured by the frame loop with
/// the wall clock (the only code that reads it). All in seconds, ≥ 0.
public struct FrameTiming: Hashable, Sendable {
    /// Draining and delivering the frame's input events (including the content advances each
    /// event's time brings).
    public var input: Double
    /// Advancing the content to the frame's time (`WindowContent.advance`).
    public var advance: Double
    /// Drawing the frame into the canvas (`WindowContent.draw`).
    public var draw: Double
    /// Uploading the damaged pixels and presenting.
    public var upload: Double
    /// Seconds since the previous presented frame started; nil for the first frame and the first
    /// after the loop slept waiting for events (idle time is not a late frame).
    public var interval: Double?

    /// Creates a timing from each stage's cost in seconds; `interval` is nil for the first frame
    /// and for the first after an idle wait.
    public init(input: Double, advance: Double, draw: Double, upload: Double, interval: Double?) {
        self.input = input
        self.advance = advance
        self.draw = draw
        self.upload = upload
        self.interval = interval
    }
}
