import Input

/// Drives a session along the frame loop's timeline without a window: one step per frame of
/// `frameRate` up to `time`, then exactly `time`, the way a window at that rate would have
/// advanced it (fixed-step timers and input scripts see the same sequence of frames).
public enum FrameTimeline {
    /// Runs `session` from its current frame time to `time` (seconds on the frame timeline).
    /// Before each frame, `script`'s events due by that frame are delivered as the window
    /// delivers them (`InputReplay`), so the script's events with times ≤ `time` all take effect
    /// and later ones do not. An event that asks to quit stops delivery; frames still run to
    /// `time` (there is no window to close).
    public static func run(_ session: PlaygroundSession, until time: Double, frameRate: Double = 60,
                           script: InputScript? = nil) {
        var replay = script.map(InputReplay.init)
        run(session, until: time, frameRate: frameRate, replay: &replay)
    }

    /// Like `run(_:until:frameRate:script:)`, continuing a replay that earlier runs started, so a
    /// session can be run in stretches (tests look at it between them).
    /// `afterFrame` sees the session after each frame (the damage check draws every frame,
    /// as a window would).
    public static func run(_ session: PlaygroundSession, until time: Double, frameRate: Double = 60,
                           replay: inout InputReplay?, afterFrame: ((PlaygroundSession) -> Void)? = nil) {
        func step(to frameTime: Double) {
            replay?.deliver(to: session, through: frameTime)
            session.advance(to: frameTime)
            afterFrame?(session)
        }
        let interval = 1 / frameRate
        // Continue on the same grid of frames a run from the start would use.
        var frame = max(1, Int((session.frameTime * frameRate).rounded(.down)))
        while Double(frame) * interval <= session.frameTime { frame += 1 }
        while Double(frame) * interval < time {
            step(to: Double(frame) * interval)
            frame += 1
        }
        step(to: time)
    }
}
