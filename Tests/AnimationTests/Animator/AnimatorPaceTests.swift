import Animation
import TestSupport
import Testing

/// A continued or reversed animator moves at the pace its own segment asks for.
@Suite("Continued and reversed animators keep their pace")
struct AnimatorPaceTests {
    @Test("A release velocity belongs to the continued segment only, not to a later reversal")
    func velocityNotReusedOnReverse() {
        let (runLoop, track, animator, _) = recordedAnimator(duration: 0.5, timing: .curve(.linear), logsCompletions: false)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.continueAnimation(timing: .springWithVelocity(dampingRatio: 1, initialVelocity: 20), durationFactor: 1)
        runLoop.advance(to: 0.02)
        let beforeFlip = track.progress
        animator.isReversed = true
        runLoop.advance(to: 0.021)
        let justAfter = track.progress
        // From rest, a reversal moves a thousandth of a second's worth, not a flick's.
        #expect(approx(justAfter, beforeFlip, 0.005))
        var lowest = justAfter
        var t = 0.021
        while t < 3 {
            t += 1.0 / 120
            runLoop.advance(to: t)
            lowest = min(lowest, track.progress)
        }
        // Critically damped from rest: it never passes the start.
        #expect(lowest >= -1e-9)
        #expect(track.ends == [.start])
    }

    @Test("Reversing after a long continuation returns at the original pace")
    func reversePace() {
        let runLoop = SceneRunLoop()
        let track = AnimatorRecordingTrack()
        let log = CompletionLog()
        let animator = PropertyAnimator(duration: 0.4, timing: .curve(.linear), runLoop: runLoop,
                                        animations: animating(track, on: runLoop))
        log.attach(to: animator)
        animator.pauseAnimation()
        animator.fractionComplete = 0.9
        // The last tenth stretched over a whole duration, then turned around half-way.
        animator.continueAnimation(timing: nil, durationFactor: 1)
        runLoop.advance(to: 0.2)
        animator.isReversed = true
        var t = 0.2
        while t < 2 && log.positions.isEmpty {
            t += 1.0 / 60
            runLoop.advance(to: t)
        }
        #expect(log.positions == [.start])
        // 0.95 of the way back at 0.4 s per unit: about 0.38 s, certainly under one second.
        #expect((log.times.first ?? 99) < 0.2 + 0.5)
    }
}
