import Animation
import Testing

/// Regressions found in review of the property animator and the timeline.
@Suite("Animator and timeline review regressions")
struct AnimatorReviewRegressionTests {
    @Test("A release velocity belongs to the continued segment only, not to a later reversal")
    func velocityNotReusedOnReverse() {
        let timeline = SceneTimeline()
        let track = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: 0.5, timing: .curve(.linear), timeline: timeline,
                                        animations: animating(track, on: timeline))
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.continueAnimation(timing: .springWithVelocity(dampingRatio: 1, initialVelocity: 20), durationFactor: 1)
        timeline.advance(to: 0.02)
        let beforeFlip = track.progress
        animator.isReversed = true
        timeline.advance(to: 0.021)
        let justAfter = track.progress
        // From rest, a reversal moves a thousandth of a second's worth, not a flick's.
        #expect(abs(justAfter - beforeFlip) < 0.005)
        var lowest = justAfter
        var t = 0.021
        while t < 3 {
            t += 1.0 / 120
            timeline.advance(to: t)
            lowest = min(lowest, track.progress)
        }
        // Critically damped from rest: it never passes the start.
        #expect(lowest >= -1e-9)
        #expect(track.ends == [.start])
    }

    @Test("Reversing after a long continuation returns at the original pace")
    func reversePace() {
        let timeline = SceneTimeline()
        let track = AnimatorRecordingTrack()
        let log = CompletionLog()
        let animator = PropertyAnimator(duration: 0.4, timing: .curve(.linear), timeline: timeline,
                                        animations: animating(track, on: timeline))
        log.attach(to: animator)
        animator.pauseAnimation()
        animator.fractionComplete = 0.9
        // The last tenth stretched over a whole duration, then turned around half-way.
        animator.continueAnimation(timing: nil, durationFactor: 1)
        timeline.advance(to: 0.2)
        animator.isReversed = true
        var t = 0.2
        while t < 2 && log.positions.isEmpty {
            t += 1.0 / 60
            timeline.advance(to: t)
        }
        #expect(log.positions == [.start])
        // 0.95 of the way back at 0.4 s per unit: about 0.38 s, certainly under one second.
        #expect((log.times.first ?? 99) < 0.2 + 0.5)
    }

    @Test("A timer far behind coalesces instead of firing every missed tick")
    func timerBacklog() {
        let timeline = SceneTimeline()
        var fires = 0
        timeline.scheduleTimer(interval: 0) { _ in fires += 1 }
        timeline.advance(to: 30)
        #expect(fires == 1)
        // Ordinary frames still fire every tick: 1/60 s holds 166 or 167 ticks of 0.1 ms.
        timeline.advance(to: 30 + 1.0 / 60)
        #expect(fires >= 1 + 166 && fires <= 1 + 167)
    }

    @Test("An animator re-arming itself every microsecond cannot hang an advance")
    func pingPongIsBounded() {
        let timeline = SceneTimeline()
        let animator = PropertyAnimator(duration: 1e-9, timing: .curve(.linear), timeline: timeline)
        var completions = 0
        func arm() {
            animator.addCompletion { _ in
                completions += 1
                arm()
                animator.startAnimation()
            }
        }
        arm()
        animator.startAnimation()
        timeline.advance(to: 1.0 / 60)
        #expect(completions > 0)
        #expect(completions <= 100_000)
    }
}
