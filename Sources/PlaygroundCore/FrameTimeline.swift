/// Drives a session along the frame loop's timeline without a window: one step per frame of
/// `frameRate` up to `time`, then exactly `time`, the way a window at that rate would have
/// advanced it (fixed-step timers and input scripts see the same sequence of frames).
public enum FrameTimeline {
    public static func run(_ session: PlaygroundSession, until time: Double, frameRate: Double = 60) {
        let interval = 1 / frameRate
        var frame = 1
        while Double(frame) * interval < time {
            session.advance(to: Double(frame) * interval)
            frame += 1
        }
        session.advance(to: time)
    }
}
