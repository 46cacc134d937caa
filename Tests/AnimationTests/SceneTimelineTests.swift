import TestSupport
import Testing
import Animation

private struct Oops: Error {}

@Suite("SceneTimeline")
struct SceneTimelineTests {
    @Test("now starts at the given time and never decreases")
    func nowIsMonotonic() {
        let timeline = SceneTimeline(time: 3)
        #expect(timeline.now == 3)
        timeline.advance(to: 2)
        #expect(timeline.now == 3)
        timeline.advance(to: 4.5)
        #expect(timeline.now == 4.5)
        #expect(SceneTimeline(time: .nan).now == 0)
    }

    @Test("Transactions nest and the outer one comes back, also when the body throws")
    func transactionNesting() throws {
        let timeline = SceneTimeline()
        #expect(timeline.transaction.animation == nil)
        let outer = Transaction(animation: .linear(duration: 1))
        let inner = Transaction(animation: .easeIn(duration: 2), disablesAnimations: true)
        let result = timeline.withTransaction(outer) { () -> Int in
            #expect(timeline.transaction.animation == .linear(duration: 1))
            timeline.withTransaction(inner) {
                #expect(timeline.transaction.animation == .easeIn(duration: 2))
                #expect(timeline.transaction.disablesAnimations)
            }
            #expect(timeline.transaction.animation == .linear(duration: 1))
            #expect(!timeline.transaction.disablesAnimations)
            #expect(throws: Oops.self) {
                try timeline.withTransaction(inner) { throw Oops() }
            }
            #expect(timeline.transaction.animation == .linear(duration: 1))
            return 7
        }
        #expect(result == 7)
        #expect(timeline.transaction.animation == nil)
        #expect(throws: Oops.self) {
            try timeline.withAnimation(.easeOut(duration: 1)) { throw Oops() }
        }
        #expect(timeline.transaction.animation == nil)
    }

    @Test("withAnimation sets the animation on a copy of the current transaction, without the animator")
    func withAnimationCopiesCurrent() {
        let timeline = SceneTimeline()
        let animator = PropertyAnimator(duration: 1, timeline: timeline)
        timeline.withTransaction(Transaction(disablesAnimations: true, animator: animator)) {
            timeline.withAnimation {
                #expect(timeline.transaction.animation == .default)
                #expect(timeline.transaction.disablesAnimations)
                #expect(timeline.transaction.animator == nil)
            }
            timeline.withAnimation(nil) {
                #expect(timeline.transaction.animation == nil)
            }
            #expect(timeline.transaction.animator === animator)
        }
        #expect(timeline.transaction.animator == nil)
    }

    @Test("A timer and an animator completion interleave chronologically within one advance")
    func timerAndAnimatorInterleave() {
        let timeline = SceneTimeline()
        var log: [String] = []
        let animator = PropertyAnimator(duration: 0.25, timing: .linear, timeline: timeline)
        animator.addCompletion { position in log.append("end \(position) @\(timeline.now)") }
        animator.startAnimation()
        timeline.scheduleTimer(interval: 0.1) { _ in log.append("tick @\(timeline.now)") }
        timeline.advance(to: 0.45)
        #expect(log == ["tick @0.1", "tick @0.2", "end end @0.25", "tick @0.30000000000000004", "tick @0.4"])
    }

    @Test("An animator started by a timer callback starts at the tick time and ends exactly one duration later")
    func callbackStartsAtTickTime() {
        let timeline = SceneTimeline()
        var clock = SceneClock()
        var endTimes: [Double] = []
        let track = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: 0.2, timing: .linear, timeline: timeline) {
            timeline.transaction.animator?.addTrack(track)
        }
        animator.addCompletion { _ in endTimes.append(timeline.now) }
        timeline.scheduleTimer(interval: 0.1, repeats: false) { _ in animator.startAnimation() }
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60.0)
            timeline.advance(to: clock.time)
            if track.ends.isEmpty, let last = track.values.last, timeline.now > 0.1 {
                // Progress follows the tick time, not the frame that contained it.
                #expect(approx(last, (timeline.now - 0.1) / 0.2, 1e-9))
            }
        }
        #expect(endTimes.count == 1)
        #expect(approx(endTimes[0], 0.3, 1e-12))
        #expect(track.ends == [.end])
    }

    @Test("A callback sees running animators' tracks at its own time, not the frame's")
    func callbacksSeeCurrentValues() {
        let (timeline, track, animator, _) = recordedAnimator(duration: 1, timing: .linear, logsCompletions: false)
        animator.startAnimation()
        var seen: [Double] = []
        timeline.scheduleTimer(interval: 0.1) { _ in seen.append(track.progress) }
        timeline.advance(to: 0.35)
        #expect(seen.count == 3)
        for (n, value) in seen.enumerated() { #expect(approx(value, Double(n + 1) * 0.1, 1e-12)) }
        #expect(approx(track.progress, 0.35, 1e-12))
    }

    @Test("Equal times: the event scheduled or started first fires first")
    func tiesBySequence() {
        let timeline = SceneTimeline()
        var log: [String] = []
        let animator = PropertyAnimator(duration: 0.5, timeline: timeline)
        animator.addCompletion { _ in log.append("animator") }
        timeline.scheduleTimer(interval: 0.5, repeats: false) { _ in log.append("timer") }
        animator.startAnimation()
        timeline.advance(to: 1)
        #expect(log == ["timer", "animator"])
    }

    @Test("hasPendingWork: timers and running animators, not paused ones")
    func pendingWork() {
        let timeline = SceneTimeline()
        #expect(!timeline.hasPendingWork)
        #expect(timeline.nextEventTime == nil)
        let animator = PropertyAnimator(duration: 1, timeline: timeline)
        animator.startAnimation()
        #expect(timeline.hasPendingWork)
        #expect(timeline.nextEventTime == 1)
        animator.pauseAnimation()
        #expect(!timeline.hasPendingWork)
        animator.startAnimation()
        timeline.advance(to: 2)
        #expect(!timeline.hasPendingWork)
        let timer = timeline.scheduleTimer(interval: 0.5) { _ in }
        #expect(timeline.hasPendingWork)
        #expect(timeline.nextEventTime == 2.5)
        timeline.isTracking = true
        #expect(timeline.nextEventTime == nil)
        timer.invalidate()
        #expect(!timeline.hasPendingWork)
    }

    @Test("Something re-arming itself at the same instant cannot hang an advance")
    func sameInstantLoopIsCapped() {
        let timeline = SceneTimeline()
        let animator = PropertyAnimator(duration: 0, timeline: timeline)
        var completions = 0
        func again(_: AnimatingPosition) {
            completions += 1
            animator.addCompletion(again)
            animator.startAnimation()
        }
        animator.addCompletion(again)
        animator.startAnimation()
        timeline.advance(to: 1)
        #expect(completions == SceneTimeline.maximumEventsPerInstant)
        timeline.advance(to: 2)
        #expect(completions == 2 * SceneTimeline.maximumEventsPerInstant)
    }
}
