import Demos
import Geometry
import Input

/// Time travel in the session: the scrubber strip (`S`) over the `SessionRecorder`, which
/// replays the recording into a rebuilt demo through this session (`ReplayTarget`).
extension PlaygroundSession: ReplayTarget {
    /// What was done to the current demo since it was shown (see `SessionRecording`).
    public var recording: SessionRecording { recorder.recording }

    /// Seconds on the recording's run loop now: since the demo was shown (or, during a
    /// replay, the time being replayed). Demos get their event times on this run loop, as
    /// `render` gives them the script's.
    public var recordingTime: Double { recorder.time(at: frameTime) }

    /// The recording's last time: now while live, where it ended while scrubbing.
    public var recordingEnd: Double { recorder.end(at: frameTime) }

    /// While scrubbing: the recording time the demo shows, paused (nil: live).
    public var scrubPosition: Double? { recorder.position }

    /// Whether the scrubber strip shows.
    public var isShowingScrubber: Bool { scrubber != nil }

    /// The recording as an input script (`F9` saves it): replaying it with `render --at` or in
    /// the window reproduces the session.
    public var recordingScript: String { recording.scriptText(duration: recordingEnd) }

    /// A new recording from now, with the clock's settings as they are: hosts call it after
    /// setting the clock from the command line (`--speed`, `--fps-cap`, `--reduce-motion`), so
    /// that a saved session (F9) starts with those settings.
    public func restartRecording() {
        recorder.restart(demoName: current.name, file: current.file, start: SessionRecording.Start(
            size: size, speed: host.clock.timeScale, frameRateCap: host.frameRateCap, isPaused: host.clock.isPaused,
            reduceMotion: host.reduceMotion, showsBar: isBarVisible, compareLanes: host.compareLanes), at: frameTime)
        startSettings = []
        scrubber = nil
        lanesPanel = nil
        lanesBuilder = nil
        // A new recording starts from the demo as it is: nothing held.
        let released = frozenLanes
        frozenLanes = []
        applyFrozenLanes(letting: released)
        updateLayout { $0.showsLanes = false }
    }

    /// Shows the scrubber (entering scrub mode at the present) or, when shown, hides it and
    /// returns to where the session was when scrubbing began, as leaving a video's scrub returns
    /// to live: nothing recorded is dropped. The strip's Resume continues from the playhead instead.
    public func toggleScrubber() {
        if scrubber != nil {
            returnToLive()
            closeScrubber()
        } else {
            inspectorController.hasKeyFocus = false
            scrubbedParameters = parameterTexts
            openLanes()
            let strip = ScrubberStrip(text: host.context.text, width: size.width)
            strip.onScrub = { [unowned self] time in scrub(to: time) }
            strip.onResume = { [unowned self] in resumeFromPlayhead() }
            strip.frame = layout.scrubber
            scrubber = strip
            scrub(to: recordingTime)
            // Laid out at once: a press before the next frame lands on its controls.
            strip.scene.layoutIfNeeded()
        }
        needsRedraw = true
    }

    /// The strip's Resume (and Return): continues live from the playhead, dropping the recorded
    /// future (a new branch), and hides the strip.
    public func resumeFromPlayhead() {
        guard scrubber != nil else { return }
        resumeFromScrub()
        closeScrubber()
    }

    /// Hides the strip and the lanes.
    private func closeScrubber() {
        scrubber = nil
        lanesPanel = nil
        lanesBuilder = nil
        updateLayout { $0.showsLanes = false }
        needsRedraw = true
    }

    /// Brings the demo back to the recording's end (where scrubbing began) and goes on live
    /// from there, keeping everything recorded.
    func returnToLive() {
        guard scrubPosition != nil else { return }
        scrub(to: recordingEnd)
        resumeFromScrub()
    }

    /// Shows the demo as it was at recording time `time` (clamped to the last
    /// `SessionRecording.window` seconds of the recording), paused there: backwards by
    /// replaying the recording into a fresh demo from the start without painting, forwards by
    /// replaying on from where it is.
    public func scrub(to time: Double) {
        recorder.scrub(to: time, frameTime: frameTime, isPaused: host.clock.isPaused)
        publishScrubber()
        needsRedraw = true
    }

    /// Continues live from the playhead: the recorded future is dropped (a new branch), the
    /// clock runs as it did at that point, and new events are recorded from there.
    public func resumeFromScrub() {
        // The key that opened the scrubber is no longer part of what happened.
        guard let paused = recorder.resume(at: frameTime, dropping: { event in
            if case .key(let press) = event { return KeyChord("s").matches(press) }
            return false
        }) else { return }
        host.setPaused(paused)
        needsRedraw = true
    }

    func publishScrubber() {
        guard let scrubber, let position = scrubPosition else { return }
        let span = recorder.span
        scrubber.model.value = ScrubberStrip.Model(start: span.start, end: span.end, position: position,
                                                   eventTimes: recording.events.map(\.time))
        lanesPanel?.show(start: span.start, end: span.end, playhead: position)
    }

    /// Shows the lanes under the strip and starts recording the session's animations by
    /// replaying it (`AnimationRecordBuilder`), a slice per frame; a re-simulation passes the
    /// panel it replaces, whose selection and graph carry over and whose lanes become the ghost
    /// (the first run's: every later edit compares with it).
    func openLanes(after previous: LanesPanel? = nil) {
        // Opening: the recording up to now (the playhead is set after); again: what it spans.
        let end = previous == nil ? recordingTime : recorder.span.end
        lanesBuilder = AnimationRecordBuilder(replaying: self, until: end)
        if previous == nil { updateLayout { $0.showsLanes = true } }
        let panel = LanesPanel(lanes: LaneTable(record: SessionAnimationRecord(), end: end), text: host.context.text,
                               size: previous?.scene.size ?? layout.lanes?.size ?? .zero,
                               ghost: previous.map { $0.ghost ?? $0.lanes }, progress: 0)
        panel.frame = previous?.frame ?? layout.lanes
        previousLanesModel = previous?.model.value
        lanesPanel = panel
        publishScrubber()
        // Headless there is no frame to keep alive: the lanes are made at once.
        if stopwatch == nil { finishRecordingLanes() }
    }

    /// Records the next slice of the lanes: about `budget` nanoseconds of replay in a window
    /// (the session has a stopwatch), so it keeps drawing; headless (`render`, tests), all of it
    /// at once, so a frame never depends on how fast the machine replayed. Shows them once
    /// complete.
    func continueRecordingLanes(budget: UInt64 = 6_000_000) {
        guard let builder = lanesBuilder, let panel = lanesPanel else { return }
        if let stopwatch {
            let start = stopwatch()
            while !builder.step(frames: 4), stopwatch() &- start < budget {}
        } else {
            builder.finish()
        }
        if builder.isFinished {
            showRecordedLanes(builder, in: panel)
        } else {
            panel.showProgress(builder.progress)
        }
        needsRedraw = true
    }

    /// Completes the lanes at once (a query that needs them, a test).
    public func finishRecordingLanes() {
        guard let builder = lanesBuilder, let panel = lanesPanel else { return }
        builder.finish()
        showRecordedLanes(builder, in: panel)
    }

    private func showRecordedLanes(_ builder: AnimationRecordBuilder, in panel: LanesPanel) {
        lanesBuilder = nil
        panel.show(LaneTable(record: builder.record, end: builder.end), as: previousLanesModel)
        previousLanesModel = nil
        publishScrubber()
        publishFrozenLanes()
        needsRedraw = true
    }

    // MARK: ReplayTarget

    func restartForReplay(from start: SessionRecording.Start, settings: [(name: String, value: String)]) {
        resetLayout(size: start.size, showsBar: start.showsBar)
        replayRouter.cancelCapture()
        host.restart(from: start, contentSize: layout.contentSize)
        applyFrozenLanes()
        timeLayout()
        // The inspector edits the rebuilt demo's parameters, not the ones it replaced.
        if let old = inspectorController.panel {
            let panel = makeInspector()
            inspectorController.replace(with: panel)
            panel.scroll(by: old.scrollOffset.value)
        }
        for (name, value) in settings {
            for parameter in (try? resolveParameters(named: name)) ?? [] { try? parameter.set(value) }
        }
        publishClockState()
    }

    func replay(_ event: InputEvent) {
        // The tools stay as they are while travelling: only what changes the demo is replayed.
        if case .key(let press) = event, Self.isToolKey(press, helpShown: isShowingHelp) { return }
        dispatch(event)
    }

    func advanceDemo(by delta: Double) {
        host.advance(by: delta, sampleTime: recordingTime)
    }

    var isClockPaused: Bool {
        get { host.clock.isPaused }
        set { host.setPaused(newValue) }
    }
}
