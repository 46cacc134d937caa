/// What one presented frame cost, stage by stage, and when it started: the frame HUD's input
/// (`FrameStats.record`).
///
/// Stage costs are wall-clock milliseconds spent in each stage of the frame (≥ 0); the host
/// measures them with its own clock. Times are on the frame clock (seconds), not the scene
/// clock, so slow motion does not stretch them.
public struct FrameSample: Hashable, Sendable {
    /// Handling input events (the session's `handle`), in ms.
    public var input: Double
    /// Advancing the scene: timers, animators, frame handlers (the session's `advance`), in ms.
    public var animation: Double
    /// Laying out what changed, in ms.
    public var layout: Double
    /// Painting the damaged region into the canvas (and anything drawn over it), in ms.
    public var paint: Double
    /// Copying the damaged pixels to the texture and presenting, in ms.
    public var upload: Double
    /// Seconds on the frame clock when the frame started.
    public var frameTime: Double
    /// Seconds since the previous presented frame started; nil when no frame was due before this
    /// one — the first frame, or the first after the loop slept waiting for events — so idle
    /// time does not count as dropped frames.
    public var interval: Double?

    /// The whole frame's cost in ms: the sum of the five stages.
    public var total: Double { input + animation + layout + paint + upload }

    /// A sample from stage costs in milliseconds (each 0 unless given), the frame's start time in
    /// frame-clock seconds and the interval in seconds (nil when no frame was due before it).
    public init(input: Double = 0, animation: Double = 0, layout: Double = 0, paint: Double = 0, upload: Double = 0,
                frameTime: Double, interval: Double?) {
        self.input = input
        self.animation = animation
        self.layout = layout
        self.paint = paint
        self.upload = upload
        self.frameTime = frameTime
        self.interval = interval
    }

    /// A frame that cost nothing at time 0 (the ring buffer's filler).
    public static let zero = FrameSample(frameTime: 0, interval: nil)
}
