import Animation
import Testing

/// A run loop that falls far behind, or is kept busy by its own animators, still advances in
/// bounded work.
@Suite("A timeline far behind or kept busy advances in bounded work")
struct TimelineBoundedWorkTests {
    @Test("A timer far behind coalesces instead of firing every missed tick")
    func timerBacklog() {
        let runLoop = SceneRunLoop()
        var fires = 0
        runLoop.scheduleTimer(interval: 0) { _ in fires += 1 }
        runLoop.advance(to: 30)
        #expect(fires == 1)
        // Ordinary frames still fire every tick: 1/60 s holds 166 or 167 ticks of 0.1 ms.
        runLoop.advance(to: 30 + 1.0 / 60)
        #expect(fires >= 1 + 166 && fires <= 1 + 167)
    }

    @Test("An animator re-arming itself every microsecond cannot hang an advance")
    func pingPongIsBounded() {
        let runLoop = SceneRunLoop()
        let animator = PropertyAnimator(duration: 1e-9, timing: .curve(.linear), runLoop: runLoop)
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
        runLoop.advance(to: 1.0 / 60)
        #expect(completions > 0)
        #expect(completions <= 100_000)
    }
}
