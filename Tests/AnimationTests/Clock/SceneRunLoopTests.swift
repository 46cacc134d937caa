import TestSupport
import Testing
import Animation

private struct Oops: Error {}

@Suite("SceneRunLoop")
struct SceneRunLoopTests {
    @Test("now starts at the given time and never decreases")
    func nowIsMonotonic() {
        let runLoop = SceneRunLoop(time: 3)
        #expect(runLoop.now == 3)
        runLoop.advance(to: 2)
        #expect(runLoop.now == 3)
        runLoop.advance(to: 4.5)
        #expect(runLoop.now == 4.5)
        #expect(SceneRunLoop(time: .nan).now == 0)
    }

    @Test("Transactions nest and the outer one comes back, also when the body throws")
    func transactionNesting() throws {
        let runLoop = SceneRunLoop()
        #expect(runLoop.transaction.animation == nil)
        let outer = Transaction(animation: .linear(duration: 1))
        let inner = Transaction(animation: .easeIn(duration: 2), disablesAnimations: true)
        let result = runLoop.withTransaction(outer) { () -> Int in
            #expect(runLoop.transaction.animation == .linear(duration: 1))
            runLoop.withTransaction(inner) {
                #expect(runLoop.transaction.animation == .easeIn(duration: 2))
                #expect(runLoop.transaction.disablesAnimations)
            }
            #expect(runLoop.transaction.animation == .linear(duration: 1))
            #expect(!runLoop.transaction.disablesAnimations)
            #expect(throws: Oops.self) {
                try runLoop.withTransaction(inner) { throw Oops() }
            }
            #expect(runLoop.transaction.animation == .linear(duration: 1))
            return 7
        }
        #expect(result == 7)
        #expect(runLoop.transaction.animation == nil)
        #expect(throws: Oops.self) {
            try runLoop.withAnimation(.easeOut(duration: 1)) { throw Oops() }
        }
        #expect(runLoop.transaction.animation == nil)
    }

    @Test("withAnimation sets the animation on a copy of the current transaction, without the animator")
    func withAnimationCopiesCurrent() {
        let runLoop = SceneRunLoop()
        let animator = PropertyAnimator(duration: 1, runLoop: runLoop)
        runLoop.withTransaction(Transaction(disablesAnimations: true, animator: animator)) {
            runLoop.withAnimation {
                #expect(runLoop.transaction.animation == .default)
                #expect(runLoop.transaction.disablesAnimations)
                #expect(runLoop.transaction.animator == nil)
            }
            runLoop.withAnimation(nil) {
                #expect(runLoop.transaction.animation == nil)
            }
            #expect(runLoop.transaction.animator === animator)
        }
        #expect(runLoop.transaction.animator == nil)
    }

    @Test("A timer and an animator completion interleave chronologically within one advance")
    func timerAndAnimatorInterleave() {
        let runLoop = SceneRunLoop()
        var log: [String] = []
        let animator = PropertyAnimator(duration: 0.25, timing: .linear, runLoop: runLoop)
        animator.addCompletion { position in log.append("end \(position) @\(runLoop.now)") }
        animator.startAnimation()
        runLoop.scheduleTimer(interval: 0.1) { _ in log.append("tick @\(runLoop.now)") }
        runLoop.advance(to: 0.45)
        #expect(log == ["tick @0.1", "tick @0.2", "end end @0.25", "tick @0.30000000000000004", "tick @0.4"])
    }

    @Test("An animator started by a timer callback starts at the tick time and ends exactly one duration later")
    func callbackStartsAtTickTime() {
        let runLoop = SceneRunLoop()
        var clock = SceneClock()
        var endTimes: [Double] = []
        let track = AnimatorRecordingTrack()
        let animator = PropertyAnimator(duration: 0.2, timing: .linear, runLoop: runLoop) {
            runLoop.transaction.animator?.addTrack(track)
        }
        animator.addCompletion { _ in endTimes.append(runLoop.now) }
        runLoop.scheduleTimer(interval: 0.1, repeats: false) { _ in animator.startAnimation() }
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60.0)
            runLoop.advance(to: clock.time)
            if track.ends.isEmpty, let last = track.values.last, runLoop.now > 0.1 {
                // Progress follows the tick time, not the frame that contained it.
                #expect(approx(last, (runLoop.now - 0.1) / 0.2, 1e-9))
            }
        }
        #expect(endTimes.count == 1)
        #expect(approx(endTimes[0], 0.3, 1e-12))
        #expect(track.ends == [.end])
    }

    @Test("A callback sees running animators' tracks at its own time, not the frame's")
    func callbacksSeeCurrentValues() {
        let (runLoop, track, animator, _) = recordedAnimator(duration: 1, timing: .linear, logsCompletions: false)
        animator.startAnimation()
        var seen: [Double] = []
        runLoop.scheduleTimer(interval: 0.1) { _ in seen.append(track.progress) }
        runLoop.advance(to: 0.35)
        #expect(seen.count == 3)
        for (n, value) in seen.enumerated() { #expect(approx(value, Double(n + 1) * 0.1, 1e-12)) }
        #expect(approx(track.progress, 0.35, 1e-12))
    }

    @Test("Equal times: the event scheduled or started first fires first")
    func tiesBySequence() {
        let runLoop = SceneRunLoop()
        var log: [String] = []
        let animator = PropertyAnimator(duration: 0.5, runLoop: runLoop)
        animator.addCompletion { _ in log.append("animator") }
        runLoop.scheduleTimer(interval: 0.5, repeats: false) { _ in log.append("timer") }
        animator.startAnimation()
        runLoop.advance(to: 1)
        #expect(log == ["timer", "animator"])
    }

    @Test("hasPendingWork: timers and running animators, not paused ones")
    func pendingWork() {
        let runLoop = SceneRunLoop()
        #expect(!runLoop.hasPendingWork)
        #expect(runLoop.nextEventTime == nil)
        let animator = PropertyAnimator(duration: 1, runLoop: runLoop)
        animator.startAnimation()
        #expect(runLoop.hasPendingWork)
        #expect(runLoop.nextEventTime == 1)
        animator.pauseAnimation()
        #expect(!runLoop.hasPendingWork)
        animator.startAnimation()
        runLoop.advance(to: 2)
        #expect(!runLoop.hasPendingWork)
        let timer = runLoop.scheduleTimer(interval: 0.5) { _ in }
        #expect(runLoop.hasPendingWork)
        #expect(runLoop.nextEventTime == 2.5)
        runLoop.isTracking = true
        #expect(runLoop.nextEventTime == nil)
        timer.invalidate()
        #expect(!runLoop.hasPendingWork)
    }

    @Test("Something re-arming itself at the same instant cannot hang an advance")
    func sameInstantLoopIsCapped() {
        let runLoop = SceneRunLoop()
        let animator = PropertyAnimator(duration: 0, runLoop: runLoop)
        var completions = 0
        func again(_: AnimatingPosition) {
            completions += 1
            animator.addCompletion(again)
            animator.startAnimation()
        }
        animator.addCompletion(again)
        animator.startAnimation()
        runLoop.advance(to: 1)
        #expect(completions == SceneRunLoop.maximumEventsPerInstant)
        runLoop.advance(to: 2)
        #expect(completions == 2 * SceneRunLoop.maximumEventsPerInstant)
    }
}
