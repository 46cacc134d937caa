import Animation
import Scene

/// D3's state (the article's `TimeManager`): the countdown, the demo's parameters, and the one
/// timer every view listens to.
///
/// The parameters are the demo's tunable state, declared once: the views bind to them like any
/// other state, so a change from the inspector, from `--set name=value` or from a key applies to
/// the live demo at once. Time is counted in whole milliseconds — every tick takes off exactly
/// the tick's interval (a multiple of 10 ms), so the countdown never drifts, whatever the tick
/// (the article subtracts 0.05 s from a `Double`, which does).
final class TimerModel {
    /// What `+` and `-` add and take, in seconds (the `duration` parameter's step).
    static let durationStep = 5.0
    /// How the ring fills up again after a reset, or when a finished countdown starts again.
    static let refill = AnimationSpec.easeInOut(duration: 0.4)

    // MARK: Parameters

    /// The countdown's length in seconds: 5…600 in steps of 5, 30 to start with; `+`/`-` step it
    /// while stopped.
    ///
    /// Stopped, the clock shows the new length at once (a finished countdown's 00:00 too). Running
    /// or paused, the time already counted down is kept and the rest follows the new length, as
    /// when a kitchen timer's dial is turned: 10 s into 30 s, a new length of 60 s leaves 50 s (the
    /// ring shows 50/60). A length the countdown has already passed ends it there: stopped at
    /// 00:00 with an empty ring.
    let duration = Parameter("duration", "The countdown's length (+/- step it while stopped)", default: 30,
                             range: 5...600, step: TimerModel.durationStep, unit: "s")
    /// Seconds between ticks of the shared timer (the article's `Timer.publish(every: 0.05)`):
    /// 0.01…0.5 in steps of 0.01, 0.05 to start with. Everything that moves with time follows it:
    /// the countdown (one interval off per tick), the hues (one `hueStep` per tick) and the orbit
    /// counter (one interval per tick, so laps keep their length in seconds).
    ///
    /// A change restarts the timer at that moment, its first tick one new interval later; the part
    /// of an interval a running countdown had already spent is taken off at the change, so the
    /// countdown neither gains nor loses time.
    let tickInterval = Parameter("tick", "Seconds between ticks of the shared timer (countdown, hues, orbit)",
                                 default: 0.05, range: 0.01...0.5, step: 0.01, unit: "s")
    /// Hue added to both of a view's hues on every tick, in turns of the colour wheel: 0…0.05 in
    /// steps of 0.0005, 0.005 to start with (0: the colours stand still). Applies from the next
    /// tick, to the ring and the circles alike.
    let hueStep = Parameter("hueStep", "Hue added to both hues on every tick (turns of the colour wheel)",
                            default: 0.005, range: 0...0.05, step: 0.0005, unit: "turns")
    /// Seconds the circles take to go round once, and the orbit counter's limit (the article's
    /// 5 and 5): 1…20 in steps of 0.5, 5 to start with. A lap in flight keeps its duration; the
    /// next flip uses the new one. A counter already past a shorter limit starts over on the next
    /// tick.
    let orbitPeriod = Parameter("orbitPeriod", "Seconds per lap of the orbiting circles (and the counter's limit)",
                                default: 5, range: 1...20, step: 0.5, unit: "s")
    /// The effect toggle (`E`, the article's `isEffectAnimationOn`): the orbiting circles, shown
    /// while the timer is running or paused.
    let effect = Parameter("effect", "The orbiting circles (E)", default: true)
    /// The ring toggle (`G`, the article's `isProgressBarOn`).
    let ring = Parameter("ring", "The progress ring (G)", default: true)

    // MARK: State

    let status = State(TimerStatus.stopped)
    /// Milliseconds counted down since the last start from the full length, 0 while stopped.
    let elapsed = State(0)
    /// True after the countdown ran out, until the next start, reset or duration change: the
    /// clock stays at 00:00 with an empty ring (the original's stopped timer at 0), and Start
    /// begins again from the full length.
    let isFinished = State(false)
    /// Ticks of the shared timer since the demo started: every view that changes with time
    /// follows this (the article's `.onReceive(timeManager.timer)`).
    let tickCount = State(0)

    /// Milliseconds left, 0 … duration × 1000; the full duration while stopped, 0 once finished.
    let remainingMilliseconds: DerivedState<Int>
    /// Seconds left, shown rounded up: "00:30" for the first second, "00:00" only at the end.
    let remainingSeconds: DerivedState<Int>
    /// The part of the ring still shown, remaining / duration, 0 … 1.
    let progress: DerivedState<Double>
    /// The orbit shows while the timer is not stopped (running or paused) and the effect is on.
    let showsOrbit: DerivedState<Bool>
    /// The status line: the original's stopped, running or paused.
    let statusText: DerivedState<String>

    /// The scene's run loop, for the shared timer and the animated refill.
    private let runLoop: SceneRunLoop
    /// The shared timer now scheduled (replaced when `tick` changes).
    private var timer: SceneTimer?
    /// Scene time of the last tick, or of the timer's scheduling if it has not ticked yet.
    private var lastTickTime = 0.0
    /// The model's own observations of its parameters.
    private var subscriptions: [Subscription] = []

    init(runLoop: SceneRunLoop) {
        self.runLoop = runLoop
        let duration = self.duration
        remainingMilliseconds = combine(elapsed, duration) { elapsed, seconds in
            max(TimerModel.milliseconds(seconds) - elapsed, 0)
        }
        remainingSeconds = remainingMilliseconds.map { ($0 + 999) / 1000 }
        // Whole milliseconds over whole milliseconds: the same quotient, to the last bit, as the
        // article's ticks over its ticks, so the ring is drawn exactly as before.
        progress = combine(remainingMilliseconds, duration) { remaining, seconds in
            let full = TimerModel.milliseconds(seconds)
            return full > 0 ? Double(remaining) / Double(full) : 0
        }
        showsOrbit = combine(status, effect) { status, effect in effect && status != .stopped }
        statusText = status.map { status in
            switch status {
            case .stopped: "stopped"
            case .running: "running"
            case .paused: "paused"
            }
        }
        // After the derived states above, which subscribed first: they are current when these run.
        subscriptions.append(duration.subscribe { [unowned self] _ in durationDidChange() })
        subscriptions.append(tickInterval.subscribe { [unowned self] _ in tickIntervalDidChange() })
    }

    /// `seconds` (a parameter's value) in whole milliseconds.
    static func milliseconds(_ seconds: Double) -> Int {
        // Clamped before the conversion, which traps outside Int's range (about ±292 million years).
        let milliseconds = (seconds * 1000).rounded()
        return milliseconds.isNaN ? 0 : Int(min(max(milliseconds, -9e15), 9e15))
    }

    /// The tick's interval in whole milliseconds (a multiple of 10).
    var tickMilliseconds: Int { TimerModel.milliseconds(tickInterval.value) }

    /// The tick's interval in seconds, as the timer runs it: whole milliseconds / 1000, so the
    /// default is exactly the literal 0.05 (the orbit counter's sums depend on it to the last bit).
    var tickSeconds: Double { Double(tickMilliseconds) / 1000 }

    /// Starts the shared tick: one `.common`-mode timer every `tick` seconds of scene time, as
    /// the article's publisher runs on the main run loop's common modes, for the demo's life.
    func run() {
        schedule(on: runLoop)
    }

    private func schedule(on runLoop: SceneRunLoop) {
        timer?.invalidate()
        lastTickTime = runLoop.now
        timer = runLoop.scheduleTimer(interval: tickSeconds, mode: .common) { [weak self] _ in
            self?.receiveTick()
        }
    }

    /// One tick: the countdown moves on by one interval while running (and stops at 0), then
    /// every view that follows `tickCount` steps its hues and its orbit.
    func receiveTick() {
        lastTickTime = runLoop.now
        if status.value == .running { countDown(tickMilliseconds) }
        tickCount.value &+= 1
    }

    /// Takes `milliseconds` off a running countdown; at the end, finishes.
    private func countDown(_ milliseconds: Int) {
        elapsed.value += milliseconds
        if elapsed.value >= TimerModel.milliseconds(duration.value) { finish() }
    }

    /// Space and the Start/Pause button: start when stopped, pause when running, resume when
    /// paused.
    func startOrPause() {
        switch status.value {
        case .stopped, .paused:
            // A finished countdown starts again from the full length.
            if isFinished.value { refill() }
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

    /// `+`/`-`: changes the duration by `steps` × 5 s, only while stopped (the parameter keeps it
    /// within 5…600 s).
    func changeDuration(by steps: Int) {
        guard status.value == .stopped else { return }
        duration.value += Double(steps) * TimerModel.durationStep
    }

    /// A new length (see `duration`): stopped, it is simply shown; running or paused, the time
    /// counted so far stays and a length already passed ends the countdown.
    private func durationDidChange() {
        if status.value == .stopped {
            if isFinished.value {
                isFinished.value = false
                elapsed.value = 0
            }
        } else if elapsed.value >= TimerModel.milliseconds(duration.value) {
            finish()
        }
    }

    /// A new interval (see `tickInterval`): a running countdown is charged for the part of the
    /// interval spent since the last tick, then the timer starts again on the new interval.
    private func tickIntervalDidChange() {
        if status.value == .running {
            let spent = TimerModel.milliseconds(max(runLoop.now - lastTickTime, 0))
            if spent > 0 { countDown(spent) }
        }
        schedule(on: runLoop)
    }

    /// The countdown ran out: stopped at 00:00, the ring empty, until Start or Reset.
    private func finish() {
        status.value = .stopped
        isFinished.value = true
        elapsed.value = TimerModel.milliseconds(duration.value)
    }

    /// The full duration again; the ring fills up with `refill` instead of jumping.
    private func refill() {
        runLoop.withAnimation(TimerModel.refill) { elapsed.value = 0 }
    }
}
