import TestSupport
import Testing
import Animation

/// A track that records every progress it is given and how it ended.
final class AnimatorRecordingTrack: AnimatorTrack {
    var values: [Double] = []
    var ends: [AnimatingPosition] = []
    /// The latest progress (NaN before any).
    var progress: Double { values.last ?? .nan }

    func animatorDidUpdate(progress: Double) { values.append(progress) }
    func animatorDidEnd(at position: AnimatingPosition) { ends.append(position) }
}

/// An animations block that hands `tracks` to the running animator, as the scene graph's
/// setters do.
func animating(_ tracks: AnimatorRecordingTrack..., on runLoop: SceneRunLoop) -> () -> Void {
    { for track in tracks { runLoop.transaction.animator?.addTrack(track) } }
}

/// Collects completion positions and the time each was called.
final class CompletionLog {
    var positions: [AnimatingPosition] = []
    var times: [Double] = []

    func attach(to animator: PropertyAnimator) {
        animator.addCompletion { [self] position in
            positions.append(position)
            times.append(animator.runLoop.now)
        }
    }
}

/// The set-up most animator tests share: a new run loop, one recording track, an animator of
/// `duration` seconds whose animations block hands it the track, and (unless
/// `logsCompletions` is false) a log of its completions.
func recordedAnimator(duration: Double, timing: AnimatorTiming = .curve(.easeInEaseOut), logsCompletions: Bool = true)
    -> (runLoop: SceneRunLoop, track: AnimatorRecordingTrack, animator: PropertyAnimator, log: CompletionLog) {
    let runLoop = SceneRunLoop()
    let track = AnimatorRecordingTrack()
    let animator = PropertyAnimator(duration: duration, timing: timing, runLoop: runLoop, animations: animating(track, on: runLoop))
    let log = CompletionLog()
    if logsCompletions { log.attach(to: animator) }
    return (runLoop, track, animator, log)
}

@Suite("PropertyAnimator states")
struct PropertyAnimatorStateTests {
    @Test("inactive → start → active running → natural end → inactive, completion(.end) at the exact end")
    func naturalCompletion() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(track.values.isEmpty)  // blocks wait for activation
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(track.values == [0])
        for step in 1...3 {
            runLoop.advance(to: 0.25 * Double(step))
            #expect(approx(track.progress, 0.25 * Double(step), 1e-12))
            #expect(approx(animator.fractionComplete, 0.25 * Double(step), 1e-12))
        }
        #expect(log.positions.isEmpty)
        runLoop.advance(to: 1.1)
        #expect(track.progress == 1)
        #expect(track.ends == [.end])
        #expect(log.positions == [.end])
        #expect(log.times == [1])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        runLoop.advance(to: 2)
        #expect(log.positions.count == 1)
        #expect(track.ends.count == 1)
    }

    @Test("Progress follows the timing curve")
    func followsCurve() {
        let (runLoop, track, animator, _) = recordedAnimator(duration: 2, logsCompletions: false)
        animator.startAnimation()
        for time in [0.5, 1.3, 1.9] {
            runLoop.advance(to: time)
            #expect(approx(track.progress, TimingCurve.easeInEaseOut.value(at: time / 2), 1e-12))
        }
    }

    @Test("pause freezes, start resumes along the same curve and shifts the end by the pause")
    func pauseAndResume() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1)
        animator.startAnimation()
        runLoop.advance(to: 0.3)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(approx(animator.fractionComplete, 0.3, 1e-12))
        let count = track.values.count
        runLoop.advance(to: 0.8)
        #expect(track.values.count == count)  // a paused animator is not updated
        animator.startAnimation()
        #expect(animator.isRunning)
        runLoop.advance(to: 1.0)
        #expect(approx(track.progress, TimingCurve.easeInEaseOut.value(at: 0.5), 1e-12))
        runLoop.advance(to: 2)
        #expect(log.times == [1.5])
    }

    @Test("pause on an inactive animator activates it paused at the start, running its blocks")
    func pauseActivates() {
        let (runLoop, track, animator, _) = recordedAnimator(duration: 1, logsCompletions: false)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(track.values == [0])
        #expect(!runLoop.hasPendingWork)
        runLoop.advance(to: 1)
        #expect(track.values == [0])
    }

    @Test("stopAnimation(false) → stopped holding values; finishAnimation(at:) ends tracks and completions there",
          arguments: [AnimatingPosition.start, .end, .current])
    func stopThenFinish(position: AnimatingPosition) {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        animator.startAnimation()
        runLoop.advance(to: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(approx(track.progress, 0.4, 1e-12))
        #expect(track.ends.isEmpty)
        #expect(!runLoop.hasPendingWork)
        runLoop.advance(to: 1.5)
        #expect(approx(track.progress, 0.4, 1e-12))
        #expect(approx(animator.fractionComplete, 0.4, 1e-12))
        #expect(log.positions.isEmpty)
        runLoop.advance(to: 1.7)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(track.ends == [position])
        #expect(log.positions == [position])
        #expect(log.times == [1.7])
    }

    @Test("stopAnimation(true) → inactive at once, tracks end at .current, no completion")
    func stopWithoutFinishing() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        animator.startAnimation()
        runLoop.advance(to: 0.4)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(approx(track.progress, 0.4, 1e-12))
        #expect(track.ends == [.current])
        #expect(!runLoop.hasPendingWork)
        runLoop.advance(to: 2)
        #expect(log.positions.isEmpty)
        animator.finishAnimation(at: .end)  // not stopped: ignored
        #expect(log.positions.isEmpty)
    }

    @Test("A stopped animator ignores everything but finishAnimation(at:)")
    func stoppedIgnoresInvalidCalls() {
        let (runLoop, track, animator, _) = recordedAnimator(duration: 1, timing: .linear, logsCompletions: false)
        var added = false
        animator.startAnimation()
        runLoop.advance(to: 0.5)
        animator.stopAnimation(false)
        let count = track.values.count
        animator.startAnimation()
        animator.startAnimation(afterDelay: 0)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.fractionComplete = 0.9
        animator.continueAnimation(timing: .linear, durationFactor: 1)
        animator.addAnimations { added = true }
        animator.stopAnimation(true)
        animator.stopAnimation(false)
        runLoop.advance(to: 1.5)
        #expect(animator.state == .stopped)
        #expect(!animator.isReversed)
        #expect(approx(animator.fractionComplete, 0.5, 1e-12))
        #expect(track.values.count == count)
        #expect(!added)
        #expect(track.ends.isEmpty)
    }

    @Test("finishAnimation(at:) is ignored unless stopped; continueAnimation is ignored while inactive")
    func otherInvalidCalls() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        animator.finishAnimation(at: .end)
        animator.continueAnimation(timing: nil, durationFactor: 0)
        animator.stopAnimation(false)
        #expect(animator.state == .inactive)
        #expect(track.values.isEmpty)
        animator.startAnimation()
        runLoop.advance(to: 0.2)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(log.positions.isEmpty)
    }

    @Test("Setting fractionComplete while running is ignored")
    func scrubWhileRunningIgnored() {
        let (runLoop, track, animator, _) = recordedAnimator(duration: 1, timing: .linear, logsCompletions: false)
        animator.startAnimation()
        runLoop.advance(to: 0.2)
        animator.fractionComplete = 0.9
        #expect(approx(animator.fractionComplete, 0.2, 1e-12))
        #expect(approx(track.progress, 0.2, 1e-12))
    }

    @Test("startAnimation(afterDelay:) holds the from-values, then runs; ignored when paused or negative")
    func startAfterDelay() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        animator.startAnimation(afterDelay: -1)
        animator.startAnimation(afterDelay: .nan)
        #expect(animator.state == .inactive)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.delay == 0.5)
        #expect(track.values == [0])
        runLoop.advance(to: 0.4)
        #expect(track.progress == 0)
        #expect(animator.fractionComplete == 0)
        runLoop.advance(to: 1.0)
        #expect(approx(track.progress, 0.5, 1e-12))
        runLoop.advance(to: 2)
        #expect(log.times == [1.5])
        #expect(animator.delay == 0)

        let paused = PropertyAnimator(duration: 1, runLoop: runLoop)
        paused.pauseAnimation()
        paused.startAnimation(afterDelay: 0.1)
        #expect(!paused.isRunning)
    }

    @Test("A finished animator can be reused with new animations blocks")
    func reuse() {
        let runLoop = SceneRunLoop()
        let first = AnimatorRecordingTrack(), second = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: 1, timing: .linear, runLoop: runLoop,
                                        animations: animating(first, on: runLoop))
        animator.startAnimation()
        runLoop.advance(to: 1)
        #expect(first.ends == [.end])
        animator.addAnimations(animating(second, on: runLoop))
        animator.startAnimation()
        runLoop.advance(to: 1.5)
        #expect(approx(second.progress, 0.5, 1e-12))
        #expect(first.values.last == 1)
        runLoop.advance(to: 2)
        #expect(second.ends == [.end])
        #expect(first.ends == [.end])
    }

    @Test("A zero-duration animator completes on the next advance at its start time")
    func zeroDuration() {
        let runLoop = SceneRunLoop(time: 1)
        let track = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: -3, runLoop: runLoop, animations: animating(track, on: runLoop))
        let log = CompletionLog()
        log.attach(to: animator)
        #expect(animator.duration == 0)
        animator.startAnimation()
        runLoop.advance(to: 1.016)
        #expect(log.times == [1])
        #expect(track.ends == [.end])
        #expect(track.progress == 1)
    }

    @Test("Blocks run in a transaction carrying the animator; outside, none")
    func blockTransaction() {
        let runLoop = SceneRunLoop()
        var seen: [PropertyAnimator?] = []
        let animator = PropertyAnimator(duration: 1, runLoop: runLoop) { seen.append(runLoop.transaction.animator) }
        #expect(runLoop.transaction.animator == nil)
        animator.startAnimation()
        #expect(seen.count == 1)
        #expect(seen.count == 1 && seen[0] === animator)
        #expect(runLoop.transaction.animator == nil)
    }

    @Test("addTrack outside an active animator ends the track at once at .end")
    func addTrackWhenNotActive() {
        let runLoop = SceneRunLoop()
        let animator = PropertyAnimator(duration: 1, runLoop: runLoop)
        let early = AnimatorRecordingTrack()
        animator.addTrack(early)
        #expect(early.ends == [.end])
        #expect(early.values.isEmpty)
        animator.startAnimation()
        animator.stopAnimation(false)
        let late = AnimatorRecordingTrack()
        animator.addTrack(late)
        #expect(late.ends == [.end])
    }
}
