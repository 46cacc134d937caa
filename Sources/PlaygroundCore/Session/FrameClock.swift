import Animation
import Input

/// Drives a session along the frame loop's run loop without a window: one step per frame of
/// `frameRate` up to `time`, then exactly `time`, the way a window at that rate would have
/// advanced it (fixed-step timers and input scripts see the same sequence of frames).
public enum FrameClock {
    /// Runs `session` from its current frame time to `time` (seconds on the frame clock).
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
    /// `progress` hears the fraction of the way to `time` after each long stride (long renders
    /// show it).
    public static func run(_ session: PlaygroundSession, until time: Double, frameRate: Double = 60,
                           replay: inout InputReplay?, afterFrame: ((PlaygroundSession) -> Void)? = nil,
                           progress: ((Double) -> Void)? = nil) {
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
            // Far from the next event and from `time`, with no frame to show: leap.
            if afterFrame == nil, let leapt = leap(session, from: Double(frame) * interval,
                                                  before: min(replay?.nextEventTime ?? .infinity, time), frameRate: frameRate,
                                                  progress: { progress?($0 / time) }) {
                frame = Int((leapt * frameRate).rounded(.down)) + 1
                continue
            }
            step(to: Double(frame) * interval)
            frame += 1
        }
        step(to: time)
    }

    /// Seconds before a scripted event (or the end) that always run frame by frame, as a window
    /// runs them: what the frame-rate cap samples, and the frames `render` shows.
    static let framesBeforeEvents = 1.0

    /// Advances `session` from `start` towards `end` in long strides instead of a frame at a
    /// time, stopping `framesBeforeEvents` short of it; returns where it stopped, nil when the
    /// stretch is too short to be worth it.
    ///
    /// The state at the end is the same as frame by frame: timers fire at every tick in order,
    /// since no timer falls behind by `SceneTimer.maximumCatchUpTicks` within a stride (which
    /// would coalesce its ticks); what a tick changes is laid out at its time; animations are
    /// closed-form; and frame handlers are functions of time.
    static func leap(_ session: PlaygroundSession, from start: Double, before end: Double, frameRate: Double,
                     progress: (Double) -> Void) -> Double? {
        let target = end - framesBeforeEvents
        guard target - start > 2 * framesBeforeEvents else { return nil }
        var time = start
        session.setCatchesUp(true)
        defer { session.setCatchesUp(false) }
        while time < target {
            // Timers tick in scene time, which runs `timeScale` times as fast.
            let shortest = (session.shortestTimerInterval ?? 60) / max(session.clock.timeScale, 1e-9)
            let stride = min(max(shortest * Double(SceneTimer.maximumCatchUpTicks) * 0.9, 1 / frameRate), 60)
            time = min(time + stride, target)
            session.advance(to: time)
            progress(time)
        }
        return time
    }
}
