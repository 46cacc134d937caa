import Animation
import Scene

/// D3's state (the article's `TimeManager`): the countdown, the settings the keys toggle, and
/// the one timer every view listens to.
///
/// Time is counted in ticks of the shared timer, 0.05 s each, so the countdown is exact (the
/// article subtracts 0.05 s from a `Double`, which drifts).
final class TimerModel {
    /// Seconds between ticks of the shared timer (the article's `Timer.publish(every: 0.05)`).
    static let tickInterval = 0.05
    static let ticksPerSecond = 20
    /// The duration a fresh demo starts with, in seconds.
    static let defaultDuration = 30
    /// What `+` and `-` add and take, in seconds.
    static let durationStep = 5
    /// Durations `+`/`-` can reach, in seconds: mm:ss up to 99:55.
    static let durationRange = 5...5995
    /// How the ring fills up again after a reset or at the end.
    static let refill = AnimationSpec.easeInOut(duration: 0.4)

    let status = State(TimerStatus.stopped)
    /// The countdown's length in seconds, a multiple of `durationStep` in `durationRange`.
    let duration = State(TimerModel.defaultDuration)
    /// Ticks left, 0 … duration × 20; the full duration while stopped.
    let remainingTicks = State(TimerModel.defaultDuration * TimerModel.ticksPerSecond)
    /// True after the countdown ran out, until the next start, reset or duration change: the
    /// status line says "done".
    let isFinished = State(false)
    /// The effect toggle (`E`, the article's `isEffectAnimationOn`): the orbiting circles.
    let isEffectOn = State(true)
    /// The ring toggle (`G`, the article's `isProgressBarOn`).
    let isRingOn = State(true)
    /// Ticks of the shared timer since the demo started: every view that changes with time
    /// follows this (the article's `.onReceive(timeManager.timer)`).
    let tick = State(0)

    /// Seconds left, shown rounded up: "00:30" for the first second, "00:00" only at the end.
    let remainingSeconds: DerivedState<Int>
    /// The part of the ring still shown, remaining / duration, 0 … 1.
    let progress: DerivedState<Double>
    /// The orbit shows while the timer is not stopped (running or paused) and the effect is on.
    let showsOrbit: DerivedState<Bool>
    /// The status line: stopped, running, paused, or done once the countdown ran out.
    let statusText: DerivedState<String>

    /// The scene's timeline, for the animated refill; weak because the scene owns the timeline
    /// and the demo owns this model.
    private weak var timeline: SceneTimeline?

    init() {
        remainingSeconds = remainingTicks.map { ($0 + TimerModel.ticksPerSecond - 1) / TimerModel.ticksPerSecond }
        progress = combine(remainingTicks, duration) { ticks, seconds in
            seconds > 0 ? Double(ticks) / Double(seconds * TimerModel.ticksPerSecond) : 0
        }
        showsOrbit = combine(status, isEffectOn) { status, effect in effect && status != .stopped }
        statusText = combine(status, isFinished) { status, finished in
            switch status {
            case .stopped: finished ? "done" : "stopped"
            case .running: "running"
            case .paused: "paused"
            }
        }
    }

    /// Starts the shared tick on `timeline`: one `.common`-mode timer every 0.05 s of scene time,
    /// as the article's publisher runs on the main run loop's common modes, for the demo's life.
    func run(on timeline: SceneTimeline) {
        self.timeline = timeline
        timeline.scheduleTimer(interval: TimerModel.tickInterval, mode: .common) { [weak self] _ in
            self?.receiveTick()
        }
    }

    /// One tick: the countdown moves on while running (and stops at 0), then every view that
    /// follows `tick` steps its hues and its orbit.
    func receiveTick() {
        if status.value == .running {
            remainingTicks.value -= 1
            if remainingTicks.value <= 0 { finish() }
        }
        tick.value &+= 1
    }

    /// Space and the Start/Pause button: start when stopped, pause when running, resume when
    /// paused.
    func startOrPause() {
        switch status.value {
        case .stopped, .paused:
            isFinished.value = false
            status.value = .running
        case .running:
            status.value = .paused
        }
    }

    /// R and the Reset button: stop, and refill to the full duration.
    func reset() {
        status.value = .stopped
        isFinished.value = false
        refill()
    }

    /// `+`/`-`: changes the duration by `steps` × 5 s, only while stopped.
    func changeDuration(by steps: Int) {
        guard status.value == .stopped else { return }
        let range = TimerModel.durationRange
        duration.value = min(max(duration.value + steps * TimerModel.durationStep, range.lowerBound), range.upperBound)
        isFinished.value = false
        remainingTicks.value = duration.value * TimerModel.ticksPerSecond
    }

    /// The countdown ran out: stop, say so, and get ready for the next run.
    private func finish() {
        status.value = .stopped
        isFinished.value = true
        refill()
    }

    /// The full duration again; the ring fills up with `refill` instead of jumping.
    private func refill() {
        let full = duration.value * TimerModel.ticksPerSecond
        if let timeline {
            timeline.withAnimation(TimerModel.refill) { remainingTicks.value = full }
        } else {
            remainingTicks.value = full
        }
    }
}
