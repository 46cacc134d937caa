import TestSupport
import Testing
import Animation

@Suite("PropertyAnimator scrubbing, continuing, reversing")
struct PropertyAnimatorMotionTests {
    /// A paused animator with one track, scrubbed to `fraction`.
    private func scrubbed(_ fraction: Double, duration: Double = 1, timing: AnimatorTiming, linear: Bool)
        -> (SceneRunLoop, PropertyAnimator, AnimatorRecordingTrack) {
        let (runLoop, track, animator, _) = recordedAnimator(duration: duration, timing: timing, logsCompletions: false)
        animator.scrubsLinearly = linear
        animator.pauseAnimation()
        animator.fractionComplete = fraction
        return (runLoop, animator, track)
    }

    @Test("Scrubbing linearly sets the progress to the fraction; otherwise through the curve")
    func scrubLinearVersusCurve() {
        let (_, linear, linearTrack) = scrubbed(0.5, timing: .easeIn, linear: true)
        #expect(approx(linearTrack.progress, 0.5, 1e-12))
        #expect(approx(linear.fractionComplete, 0.5, 1e-12))
        let (_, curved, curvedTrack) = scrubbed(0.5, timing: .easeIn, linear: false)
        #expect(approx(curvedTrack.progress, TimingCurve.easeIn.value(at: 0.5), 1e-12))
        #expect(approx(curved.fractionComplete, 0.5, 1e-12))
        #expect(abs(curvedTrack.progress - 0.5) > 0.1)
    }

    @Test("Setting fractionComplete on an inactive animator activates it paused; values clamp, NaN is ignored")
    func scrubActivates() {
        let (_, track, animator, _) = recordedAnimator(duration: 1, logsCompletions: false)
        animator.fractionComplete = 0.3
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(approx(track.progress, 0.3, 1e-12))
        animator.fractionComplete = 1.5
        #expect(animator.fractionComplete == 1)
        #expect(track.progress == 1)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -2
        #expect(track.progress == 0)
    }

    @Test("Resuming after a linear scrub blends into the curve without a jump")
    func resumeAfterLinearScrub() {
        let (runLoop, animator, track) = scrubbed(0.5, timing: .easeIn, linear: true)
        let log = CompletionLog()
        log.attach(to: animator)
        let curve = TimingCurve.easeIn
        animator.startAnimation()
        runLoop.advance(to: 0.001)
        #expect(approx(track.progress, 0.5, 0.01))
        runLoop.advance(to: 0.25)
        // The scrub's offset from the curve fades linearly to 0 at the end.
        let expected = curve.value(at: 0.75) + (0.5 - curve.value(at: 0.5)) * 0.5
        #expect(approx(track.progress, expected, 1e-12))
        var previous = track.progress
        var step = 0.25
        while step < 0.5 {
            step += 1.0 / 120
            runLoop.advance(to: step)
            #expect(approx(track.progress, previous, 0.05))
            previous = track.progress
        }
        #expect(track.progress == 1)
        #expect(log.times.count == 1)
        #expect(approx(log.times[0], 0.5, 1e-12))
    }

    @Test("Resuming after a curve scrub continues exactly on the curve")
    func resumeAfterCurveScrub() {
        let (runLoop, animator, track) = scrubbed(0.5, timing: .easeIn, linear: false)
        animator.startAnimation()
        runLoop.advance(to: 0.25)
        #expect(approx(track.progress, TimingCurve.easeIn.value(at: 0.75), 1e-12))
    }

    @Test("continueAnimation with durationFactor 0 takes the remaining time of the original duration")
    func continueFactorZero() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 2, timing: .linear)
        animator.startAnimation()
        runLoop.advance(to: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(timing: nil, durationFactor: 0)
        #expect(animator.isRunning)
        runLoop.advance(to: 1.25)
        #expect(approx(track.progress, 0.625, 1e-12))
        runLoop.advance(to: 3)
        #expect(log.times.count == 1)
        #expect(approx(log.times[0], 2.0, 1e-12))
        #expect(log.positions == [.end])
    }

    @Test("continueAnimation with durationFactor f takes f × duration, whatever is left",
          arguments: [0.5, 1.0, 2.0])
    func continueFactor(factor: Double) {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 2, timing: .linear)
        animator.startAnimation()
        runLoop.advance(to: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(timing: nil, durationFactor: factor)
        let remaining = factor * 2
        runLoop.advance(to: 0.5 + remaining / 2)
        #expect(approx(track.progress, 0.625, 1e-12))
        #expect(approx(animator.fractionComplete, 0.625, 1e-12))
        runLoop.advance(to: 10)
        #expect(log.times.count == 1)
        #expect(approx(log.times[0], (0.5 + remaining), 1e-12))
    }

    @Test("Reversed, durationFactor 0 takes the elapsed part of the duration back; ends at .start")
    func continueReversed() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 2, timing: .linear)
        animator.startAnimation()
        runLoop.advance(to: 0.5)
        animator.pauseAnimation()
        animator.isReversed = true
        #expect(animator.isReversed)
        #expect(approx(animator.fractionComplete, 0.25, 1e-12))
        animator.continueAnimation(timing: nil, durationFactor: 0)
        runLoop.advance(to: 0.75)
        #expect(approx(track.progress, 0.125, 1e-12))
        runLoop.advance(to: 2)
        #expect(log.positions == [.start])
        #expect(track.ends == [.start])
        #expect(track.progress == 0)
        #expect(approx(log.times[0], 1.0, 1e-12))
        #expect(!animator.isReversed)
    }

    @Test("continueAnimation after a linear scrub starts from the scrubbed value, eased afresh")
    func continueAfterLinearScrub() {
        let (runLoop, animator, track) = scrubbed(0.3, timing: .easeIn, linear: true)
        let log = CompletionLog()
        log.attach(to: animator)
        animator.continueAnimation(timing: nil, durationFactor: 0)
        runLoop.advance(to: 0.001)
        #expect(approx(track.progress, 0.3, 1e-3))
        runLoop.advance(to: 0.35)
        let curve = TimingCurve.easeIn
        #expect(approx(track.progress, (0.3 + 0.7 * curve.value(at: 0.5)), 1e-12))
        runLoop.advance(to: 1)
        #expect(log.times.count == 1)
        #expect(approx(log.times[0], 0.7, 1e-12))
    }

    @Test("continueAnimation with a new timing re-eases from the current value")
    func continueWithNewTiming() {
        let (runLoop, animator, track) = scrubbed(0.5, timing: .easeIn, linear: true)
        animator.continueAnimation(timing: .linear, durationFactor: 0)
        runLoop.advance(to: 0.25)
        #expect(approx(track.progress, 0.75, 1e-12))
        runLoop.advance(to: 0.4)
        #expect(approx(track.progress, 0.9, 1e-12))
    }

    @Test("A damping-ratio spring overshoots within the duration and lands exactly at the end")
    func springContinuation() {
        let (runLoop, animator, track) = scrubbed(0.2, timing: .easeInOut, linear: true)
        let log = CompletionLog()
        log.attach(to: animator)
        animator.continueAnimation(timing: .spring(dampingRatio: 0.3), durationFactor: 0)
        var time = 0.0
        while time < 1 {
            time += 1.0 / 60
            runLoop.advance(to: time)
        }
        #expect(track.values.max()! > 1.2)
        #expect(track.progress == 1)
        #expect(log.positions == [.end])
        #expect(approx(log.times[0], 0.8, 1e-12))
        // Settled before the end: the last frames are within the settling tolerance.
        #expect(approx(track.values[track.values.count - 2], 1, 0.01))
    }

    @Test("A spring's initial velocity is relative to the distance left, per second")
    func springVelocity() {
        let (runLoop, animator, track) = scrubbed(0.5, timing: .easeInOut, linear: true)
        animator.continueAnimation(timing: .springWithVelocity(dampingRatio: 1, initialVelocity: 2), durationFactor: 1)
        runLoop.advance(to: 1e-4)
        // 2 distances per second × 0.5 left = 1 progress per second.
        #expect(approx((track.progress - 0.5) / 1e-4, 1, 0.05))
    }

    @Test("Reversing while running heads back from where it is and completes at .start")
    func reverseWhileRunning() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        animator.startAnimation()
        runLoop.advance(to: 0.4)
        animator.isReversed = true
        #expect(animator.isRunning)
        #expect(approx(animator.fractionComplete, 0.4, 1e-12))
        runLoop.advance(to: 0.6)
        #expect(approx(track.progress, 0.2, 1e-12))
        #expect(approx(animator.fractionComplete, 0.2, 1e-12))
        runLoop.advance(to: 1)
        #expect(log.positions == [.start])
        #expect(track.ends == [.start])
        #expect(approx(log.times[0], 0.8, 1e-12))
        #expect(track.progress == 0)
    }

    @Test("Reversing an eased animation retraces its curve")
    func reverseRetracesCurve() {
        let (runLoop, track, animator, _) = recordedAnimator(duration: 1, timing: .easeInOut, logsCompletions: false)
        animator.startAnimation()
        runLoop.advance(to: 0.6)
        animator.isReversed = true
        runLoop.advance(to: 0.9)
        #expect(approx(track.progress, TimingCurve.easeInEaseOut.value(at: 0.3), 1e-12))
    }

    @Test("Reversing after a continuation re-eases from the current value towards the start")
    func reverseAfterContinuation() {
        let (runLoop, animator, track) = scrubbed(0.5, timing: .easeIn, linear: true)
        let log = CompletionLog()
        log.attach(to: animator)
        animator.continueAnimation(timing: .linear, durationFactor: 0)
        runLoop.advance(to: 0.25)
        #expect(approx(track.progress, 0.75, 1e-12))
        animator.isReversed = true
        runLoop.advance(to: 0.625)
        #expect(approx(track.progress, 0.375, 1e-12))
        runLoop.advance(to: 2)
        #expect(log.positions == [.start])
        #expect(approx(log.times[0], 1.0, 1e-12))
    }

    @Test("Reversed before starting, the animation plays from the end to the start")
    func startReversed() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        animator.isReversed = true
        animator.startAnimation()
        #expect(track.values == [1])
        #expect(animator.fractionComplete == 1)
        runLoop.advance(to: 0.25)
        #expect(approx(track.progress, 0.75, 1e-12))
        runLoop.advance(to: 1)
        #expect(log.positions == [.start])
    }

    @Test("pausesOnCompletion stays active and paused at the end without completions, and can be reversed")
    func pausesOnCompletion() {
        let (runLoop, track, animator, log) = recordedAnimator(duration: 1, timing: .linear)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        runLoop.advance(to: 1.5)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(track.progress == 1)
        #expect(track.ends.isEmpty)
        #expect(log.positions.isEmpty)
        #expect(!runLoop.hasPendingWork)
        animator.isReversed = true
        animator.startAnimation()
        runLoop.advance(to: 2.0)
        #expect(approx(track.progress, 0.5, 1e-12))
        runLoop.advance(to: 3)
        #expect(track.progress == 0)
        #expect(animator.state == .active)
        #expect(log.positions.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.positions == [.start])
        #expect(track.ends == [.start])
    }

    @Test("Animations added while running start after delayFactor × the remaining part and end with the animator")
    func addAnimationsWhileRunning() {
        let runLoop = SceneRunLoop()
        let first = AnimatorRecordingTrack(), added = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: 2, timing: .linear, runLoop: runLoop,
                                        animations: animating(first, on: runLoop))
        animator.startAnimation()
        runLoop.advance(to: 0.5)
        animator.addAnimations(animating(added, on: runLoop), delayFactor: 0.25)
        #expect(added.values == [0])
        // Remaining 1.5 s; delay 0.25 × 1.5 = 0.375 s: it runs from 0.875 s to 2 s.
        runLoop.advance(to: 0.87)
        #expect(added.progress == 0)
        runLoop.advance(to: 0.875 + 1.125 / 2)
        #expect(approx(added.progress, 0.5, 1e-12))
        runLoop.advance(to: 3)
        #expect(added.ends == [.end])
        #expect(first.ends == [.end])
        #expect(added.progress == 1)
    }

    @Test("Animations added while inactive with a delay factor run over the rest of the duration")
    func addAnimationsInactive() {
        let runLoop = SceneRunLoop()
        let track = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: 1, timing: .easeInOut, runLoop: runLoop)
        animator.addAnimations(animating(track, on: runLoop), delayFactor: 0.5)
        animator.startAnimation()
        runLoop.advance(to: 0.5)
        #expect(track.progress == 0)
        runLoop.advance(to: 0.8)
        #expect(approx(track.progress, TimingCurve.easeInEaseOut.value(at: 0.6), 1e-12))
    }

    @Test("A track added directly while paused animates over the remaining part")
    func addTrackWhilePaused() {
        let (runLoop, animator, _) = scrubbed(0.5, timing: .linear, linear: true)
        let late = AnimatorRecordingTrack()
        animator.addTrack(late)
        #expect(late.values == [0])
        animator.startAnimation()
        runLoop.advance(to: 0.25)
        #expect(approx(late.progress, 0.5, 1e-12))
    }

    @Test("Tracks added while reversed stay at their from-values")
    func addWhileReversed() {
        let runLoop = SceneRunLoop()
        let added = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: 1, timing: .linear, runLoop: runLoop)
        animator.startAnimation()
        runLoop.advance(to: 0.5)
        animator.isReversed = true
        animator.addAnimations(animating(added, on: runLoop))
        runLoop.advance(to: 0.75)
        #expect(added.progress == 0)
        runLoop.advance(to: 1)
        #expect(added.ends == [.start])
    }
}
