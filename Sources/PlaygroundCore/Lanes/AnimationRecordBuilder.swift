/// Records a session's animations by replaying its recording in a session of its own, frame by
/// frame at 60 Hz, a slice at a time: the lanes fill in over a few frames while the window goes
/// on drawing, instead of the window stopping until a long session is replayed.
///
/// The replay is laid out as the scrubber's replays are (the recording's start, the inspector as
/// it was when the build began). Times in the record's `Part.frames` are the recording's.
final class AnimationRecordBuilder {
    let record = SessionAnimationRecord()
    /// Seconds of the recording to record.
    let end: Double
    private let shadow: PlaygroundSession
    private let replay: SessionRecorder.FrameReplay

    init(replaying session: PlaygroundSession, until end: Double) {
        self.end = end
        let recording = session.recording
        shadow = PlaygroundSession(registry: session.registry, initial: session.current, context: session.host.context,
                                   size: recording.start.size, showsBar: recording.start.showsBar)
        if session.inspector != nil { shadow.setShowingInspector(true) }
        replay = shadow.recorder.beginFrames(of: recording, to: end, frameRate: 60)
        record.attachNewScenes(of: shadow)
        record.noteFrame(of: shadow, at: 0)
    }

    /// 0…1: how much of the recording is recorded.
    var progress: Double { end > 0 ? min(replay.time / end, 1) : 1 }

    var isFinished: Bool { replay.isFinished }

    /// Records up to `frames` more frames; returns true when the record is complete.
    @discardableResult
    func step(frames: Int) -> Bool {
        let shadow = self.shadow, record = self.record
        return shadow.recorder.stepFrames(replay, count: frames) { time in record.noteFrame(of: shadow, at: time) }
    }

    /// Records the rest at once.
    func finish() {
        while !step(frames: 600) {}
    }
}

extension PlaygroundSession {
    /// The animation record of this session's recording up to `end` (seconds of the recording),
    /// made at once (see `AnimationRecordBuilder`).
    public func replayedAnimationRecord(until end: Double) -> SessionAnimationRecord {
        let builder = AnimationRecordBuilder(replaying: self, until: end)
        builder.finish()
        return builder.record
    }
}
