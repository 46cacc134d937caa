import Geometry
import Input

/// What a recorder replays into: the session, which rebuilds the demo and takes events as if
/// they were live.
protocol ReplayTarget: AnyObject {
    /// A fresh demo with the recording's start settings (window size, clock, reduce motion)
    /// and its parameter settings, at recording time 0.
    func restartForReplay(from start: SessionRecording.Start, settings: [(name: String, value: String)])
    /// Handles a recorded event as the live session would, without recording it again.
    func replay(_ event: InputEvent)
    /// Moves the demo's clock on by `delta` frame-clock seconds (sampled at the cap).
    func advanceDemo(by delta: Double)
    /// Whether the scene clock is paused.
    var isClockPaused: Bool { get set }
}

/// Time travel: records what was done to the current demo, on the recording's own run loop,
/// and moves the demo to any recorded time by replaying it — back by rebuilding the demo and
/// replaying from the start, forward by replaying on — held paused at the playhead until the
/// session resumes from there (dropping the recorded future).
final class SessionRecorder {
    /// What was done to the current demo since it was shown.
    private(set) var recording: SessionRecording
    /// The frame time at which the recording's run loop is at 0.
    private var origin = 0.0
    /// While a replay runs, the recording time reached.
    private(set) var replayTime: Double?
    /// Whether a primary button is held (moves are recorded only then).
    private var isPointerDown = false
    /// While scrubbing: the recording time the demo shows, paused (nil: live).
    private(set) var position: Double?
    /// The recording's end when scrubbing began.
    private var end = 0.0
    /// The clock's pause state at the playhead, restored when resuming there.
    private var pausedAtPosition = false
    unowned(unsafe) var target: ReplayTarget?

    init(demoName: String, file: String? = nil, start: SessionRecording.Start) {
        recording = SessionRecording(demoName: demoName, start: start)
        recording.file = file
    }

    /// A new recording from frame time `frameTime`, with the settings in `start`.
    func restart(demoName: String, file: String? = nil, start: SessionRecording.Start, at frameTime: Double) {
        position = nil
        origin = frameTime
        recording = SessionRecording(demoName: demoName, start: start)
        recording.file = file
    }

    /// Seconds on the recording's run loop at frame time `frameTime` (during a replay, the
    /// time replayed).
    func time(at frameTime: Double) -> Double { replayTime ?? (frameTime - origin) }

    /// The recording's last time: `now` while live, where it ended while scrubbing.
    func end(at frameTime: Double) -> Double { position != nil ? end : time(at: frameTime) }

    /// Parameters set on the demo (`--set`), replayed before the events.
    func setSettings(_ settings: [(name: String, value: String)]) { recording.settings = settings }

    /// Keeps `event` at `time` if it can change the demo (`replayed` for keys says whether a
    /// binding that matters takes it); moves count only while a button is held.
    func record(_ event: InputEvent, at time: Double, replayed: Bool) {
        switch event {
        case .key:
            if replayed { recording.append(event, at: time) }
        case .pointerDown(_, .primary):
            isPointerDown = true
            recording.append(event, at: time)
        case .pointerUp(_, .primary):
            isPointerDown = false
            recording.append(event, at: time)
        case .pointerMoved:
            if isPointerDown { recording.append(event, at: time) }
        case .wheel, .resized:
            recording.append(event, at: time)
        default:
            break
        }
    }

    /// Takes over `events` (another recording's, up to `time`) into the recording just
    /// restarted at frame time `frameTime`, so that its run loop is at `time` now: a session
    /// carried into new compare lanes. The target is then replayed to `time` (`carryOver`).
    func carryOver(_ events: [ScriptedEvent], until time: Double, frameTime: Double) {
        recording.replaceEvents(with: events.filter { $0.time <= time })
        origin = frameTime - time
        position = nil
    }

    // MARK: Scrubbing

    /// Shows the demo as it was at recording time `time` (clamped to the last
    /// `SessionRecording.window` seconds), paused there; the first call enters scrubbing at
    /// frame time `frameTime`.
    func scrub(to time: Double, frameTime: Double, isPaused: Bool) {
        if position == nil {
            end = self.time(at: frameTime)
            pausedAtPosition = isPaused
            position = end
        }
        guard let current = position else { return }
        let target = min(max(time.isFinite ? time : current, max(0, end - SessionRecording.window)), end)
        if target < current {
            rebuild(to: target)
        } else if target > current {
            replay(from: current, to: target)
        }
        position = target
    }

    /// The span the strip shows: start and end of the reachable recording.
    /// Rebuilds the target and replays it to the current scrub position (after the recording's
    /// settings changed).
    func replayToPosition() {
        guard let position else { return }
        rebuild(to: position)
    }

    var span: (start: Double, end: Double) { (max(0, end - SessionRecording.window), end) }

    /// Continues live from the playhead at frame time `frameTime`: the recorded future is
    /// dropped (a new branch), and so is a last event `dropping` picks (the key that began
    /// scrubbing), and new events are recorded from there. Returns the clock's pause state at
    /// the playhead, nil when not scrubbing.
    func resume(at frameTime: Double, dropping: (InputEvent) -> Bool) -> Bool? {
        guard let current = position else { return nil }
        recording.truncate(after: current)
        if let last = recording.events.last, dropping(last.event) { recording.removeLast() }
        origin = frameTime - current
        position = nil
        return pausedAtPosition
    }

    /// A fresh demo with the recording's starting settings, replayed to `time`.
    private func rebuild(to time: Double) {
        target?.restartForReplay(from: recording.start, settings: recording.settings)
        pausedAtPosition = recording.start.isPaused
        replay(from: 0, to: time)
    }

    /// Replays the recorded events after `from` up to `to` into the demo as it stands at
    /// `from`, each at its own time, then brings it to `to`; nothing is painted.
    private func replay(from: Double, to: Double) {
        guard let target else { return }
        replayTime = from
        defer {
            replayTime = nil
            pausedAtPosition = target.isClockPaused
            target.isClockPaused = true
        }
        target.isClockPaused = pausedAtPosition
        for scripted in recording.events where scripted.time > from && scripted.time <= to
            || (from == 0 && scripted.time == 0) {
            replayAdvance(to: scripted.time)
            target.replay(scripted.event)
        }
        replayAdvance(to: to)
    }

    /// A replay of a recording into the target frame by frame, made a few frames at a time
    /// (`beginFrames`, then `stepFrames` until it returns true).
    final class FrameReplay {
        let recording: SessionRecording
        /// Seconds of the recording to replay to.
        let end: Double
        let frameRate: Double
        var eventIndex = 0
        var frame = 1
        var isFinished = false
        /// Seconds of the recording replayed so far.
        var time = 0.0

        init(recording: SessionRecording, end: Double, frameRate: Double) {
            self.recording = recording
            self.end = max(end.isFinite ? end : 0, 0)
            self.frameRate = frameRate > 0 ? frameRate : 60
        }
    }

    /// Restarts the target from `recording`'s start for a frame-by-frame replay to `end`
    /// (seconds of the recording), as a window would have shown it: how the animation timeline
    /// is recorded. The target is then the replay's: nothing else may drive it.
    func beginFrames(of recording: SessionRecording, to end: Double, frameRate: Double) -> FrameReplay {
        target?.restartForReplay(from: recording.start, settings: recording.settings)
        target?.isClockPaused = recording.start.isPaused
        replayTime = 0
        return FrameReplay(recording: recording, end: end, frameRate: frameRate)
    }

    /// Replays up to `count` more frames of `replay`, every event at its own time, calling
    /// `afterFrame` with each frame's time; returns true once the replay has reached its end.
    @discardableResult
    func stepFrames(_ replay: FrameReplay, count: Int, afterFrame: (Double) -> Void) -> Bool {
        guard let target, !replay.isFinished else { return true }
        let events = replay.recording.events
        replayTime = replay.time
        for _ in 0..<max(count, 1) {
            let next = min(Double(replay.frame) / replay.frameRate, replay.end)
            while replay.eventIndex < events.count, events[replay.eventIndex].time <= next {
                replayAdvance(to: events[replay.eventIndex].time)
                target.replay(events[replay.eventIndex].event)
                replay.eventIndex += 1
            }
            replayAdvance(to: next)
            replay.time = next
            afterFrame(next)
            if next >= replay.end {
                replay.isFinished = true
                break
            }
            replay.frame += 1
        }
        return replay.isFinished
    }

    private func replayAdvance(to time: Double) {
        guard let current = replayTime, time > current else { return }
        // The demo is sampled at the time replayed, as the live session sampled it then.
        replayTime = time
        target?.advanceDemo(by: time - current)
    }
}
