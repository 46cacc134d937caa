/// The scene's time, one per scene: the frame loop advances it to the scene clock's time, and it
/// fires what falls due in between — `SceneTimer`s and `PropertyAnimator` progress and
/// completions — in chronological order, each at its own exact time.
///
/// It also carries the current `Transaction` (what a property change made now should do), which
/// the scene graph reads in its property setters.
///
/// Times are scene seconds. Not thread-safe and not `Sendable`: a run loop belongs to one scene,
/// driven from one thread.
public final class SceneRunLoop {
    /// Most events handled at one instant within one `advance`; beyond it the rest wait for the
    /// next `advance`. Only a callback that re-arms itself with no delay (say, a zero-duration
    /// animator restarted from its own completion) can reach it; the cap keeps the frame alive.
    public static let maximumEventsPerInstant = 10_000
    /// Most events one `advance` handles in all; the rest wait for the next. Only callbacks that
    /// re-arm themselves almost at once (an animator of a microsecond restarted from its own
    /// completion) get near it: the frame stays alive, the backlog shows as slow motion.
    public static let maximumEventsPerAdvance = 100_000

    /// Scene seconds; never decreases. During a callback fired by `advance(to:)` it is that
    /// event's exact time, so anything the callback starts starts then.
    public private(set) var now: Double

    /// True while the user is tracking (a drag in progress): RunLoop's tracking mode, in which
    /// `.default`-mode timers do not fire. Setting it back to false at `now` schedules one
    /// coalesced fire at `now` for each `.default` timer that missed ticks meanwhile; that fire
    /// happens during the next `advance(to:)`.
    public var isTracking = false {
        didSet {
            guard oldValue, !isTracking else { return }
            var index = 0
            while index < timers.count {
                timers[index].trackingDidEnd(at: now)
                index += 1
            }
        }
    }

    /// Called after each timer fire or animator end, while `now` is still that event's time: the
    /// scene lays out there what the callback changed, so an animation that layout starts
    /// starts at the event's time, whatever the frame rate that advanced the run loop.
    public var afterEvent: (() -> Void)?

    /// While true, a timer with a `catchUp` block applies its run of due ticks before the next
    /// other event in one call (the block may stop early, at a tick that must fire on its own at
    /// its time): how a far time is reached without replaying every tick (`FrameClock`'s long
    /// strides, far from any event). Timers without one fire tick by tick.
    public var catchesUp = false

    /// Told of every timer fire and animator change (the animation timeline's record); nil, the
    /// usual case, costs one check per event.
    public weak var observer: (any RunLoopObserver)?

    /// The current transaction; `Transaction()` (no animation) outside `withTransaction`.
    public private(set) var transaction = Transaction()

    /// Scheduled timers, in scheduling order; invalid ones are dropped at the end of an advance.
    private var timers: [SceneTimer] = []
    /// Running animators (including those in their start delay), in registration order.
    private var animators: [PropertyAnimator] = []

    /// The animators running now (including those in their start delay), for inspection.
    public var runningAnimators: [PropertyAnimator] { animators }
    private var nextSequence = 0
    private var isAdvancing = false
    private var hasInvalidTimers = false

    /// A run loop whose time starts at `time` seconds (0 if not finite).
    public init(time: Double = 0) {
        now = time.isFinite ? time : 0
    }

    /// True while a timer or a running animator will produce a change later, so the scene must
    /// keep drawing; false lets an idle scene stop redrawing. Paused and stopped animators do not
    /// count: nothing changes until someone touches them.
    public var hasPendingWork: Bool {
        !animators.isEmpty || timers.contains { $0.isValid }
    }

    /// The shortest interval of the timers scheduled now, in seconds (nil: none): how far ahead
    /// an advance may jump while firing every tick one by one (see `SceneTimer.maximumCatchUpTicks`).
    public var shortestTimerInterval: Double? {
        var shortest: Double?
        for timer in timers where timer.isValid { shortest = min(shortest ?? timer.interval, timer.interval) }
        return shortest
    }

    /// Scene time of the earliest upcoming timer fire or animator end, nil when there is none.
    /// `.default` timers are left out while tracking. Running animators change on every frame
    /// before their end, so this is only a sleep bound when no animator runs.
    public var nextEventTime: Double? {
        nextEvent()?.time
    }

    /// Moves `now` to `time`, firing every timer tick and animator end that falls due up to it in
    /// chronological order (ties in scheduling order), with `now` set to each event's exact time
    /// while its callback runs. Running animators' tracks are brought up to each event's time
    /// before it fires (so callbacks see current values) and to `time` at the end.
    ///
    /// Ignored when `time` is not finite or not later than `now`, and when called from inside a
    /// callback of this run loop (the outer advance already covers that time).
    public func advance(to time: Double) {
        guard time.isFinite, time > now, !isAdvancing else { return }
        isAdvancing = true
        defer { isAdvancing = false }
        var index = 0
        while index < timers.count {
            timers[index].limitBacklog(upTo: time)
            index += 1
        }
        var instant = now, eventsAtInstant = 0, events = 0
        while let event = nextEvent(), event.time - FixedStepTicker.tolerance <= time {
            events += 1
            if events > Self.maximumEventsPerAdvance { break }
            // An event within the tolerance after `time` fires at `time`: now never passes the
            // requested time, and never decreases.
            let eventTime = min(max(event.time, now), time)
            if eventTime > instant {
                instant = eventTime
                eventsAtInstant = 0
            }
            eventsAtInstant += 1
            if eventsAtInstant > Self.maximumEventsPerInstant { break }
            now = eventTime
            updateRunningAnimators()
            switch event.source {
            case .timer(let timer):
                // Its run of ticks before anything else happens, in one call (see `catchesUp`).
                let firesBefore = timer.fireCount
                if catchesUp, let last = timer.applyTicks(before: min(event.otherTime ?? .infinity, time + FixedStepTicker.tolerance)) {
                    now = min(max(last, now), time)
                    updateRunningAnimators()
                } else {
                    timer.fire()
                }
                if let observer, timer.fireCount > firesBefore {
                    observer.timer(timer, didFire: timer.fireCount - firesBefore, at: now)
                }
            case .animator(let animator): animator.runLoopDidReachEnd()
            }
            afterEvent?()
        }
        now = time
        updateRunningAnimators()
        if hasInvalidTimers {
            timers.removeAll { !$0.isValid }
            hasInvalidTimers = false
        }
    }

    /// Schedules `block` to run every `interval` seconds of scene time from `now` (once, if
    /// `repeats` is false), in `mode`. See `SceneTimer` for the exact firing rules; an interval
    /// ≤ 0 or NaN is raised to `SceneTimer.minimumInterval` (0.1 ms), as Foundation does.
    @discardableResult
    public func scheduleTimer(interval: Double, repeats: Bool = true, mode: RunLoopMode = .default,
                              _ block: @escaping (SceneTimer) -> Void) -> SceneTimer {
        let timer = SceneTimer(interval: interval, repeats: repeats, mode: mode, origin: now,
                               sequence: takeSequence(), block: block)
        timers.append(timer)
        return timer
    }

    /// Runs `body` with `transaction` as the current transaction, then restores the previous one
    /// (also when `body` throws), so transactions nest.
    @discardableResult
    public func withTransaction<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
        let outer = self.transaction
        self.transaction = transaction
        defer { self.transaction = outer }
        return try body()
    }

    /// SwiftUI's `withAnimation`: runs `body` in a copy of the current transaction whose
    /// `animation` is `animation`. The copy's `animator` is cleared: the innermost request wins,
    /// so changes made here inside an animator's block animate with `animation` instead.
    @discardableResult
    public func withAnimation<R>(_ animation: AnimationSpec? = .default, _ body: () throws -> R) rethrows -> R {
        var inner = transaction
        inner.animation = animation
        inner.animator = nil
        return try withTransaction(inner, body)
    }

    // MARK: Animators (internal: PropertyAnimator registers while running)

    /// Adds a running animator; its end is then an event and its tracks follow every advance.
    /// Lets go of everything scheduled: timers are invalidated and running animators released
    /// where they are. A running animator and its run loop refer to each other (as UIKit keeps a
    /// running animator alive); a scene that goes away calls this so that cycle, and whatever
    /// the animators' blocks captured, goes with it.
    public func cancelAll() {
        for timer in timers { timer.invalidate() }
        timers.removeAll()
        animators.removeAll()
    }

    func register(_ animator: PropertyAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        animator.sequence = takeSequence()
        animators.append(animator)
    }

    func unregister(_ animator: PropertyAnimator) {
        if let index = animators.firstIndex(where: { $0 === animator }) {
            animators.remove(at: index)
        }
    }

    // MARK: Events

    private enum EventSource {
        case timer(SceneTimer)
        case animator(PropertyAnimator)
    }

    /// The earliest pending event, ties broken by sequence. A linear scan: a scene has a handful
    /// of timers and animators, and scanning allocates nothing.
    /// The earliest event, and the time of the earliest event of any other source (nil: none).
    private func nextEvent() -> (time: Double, source: EventSource, otherTime: Double?)? {
        // Index loops: unlike `for … in`, they allocate nothing even in unoptimised builds.
        var best: (time: Double, sequence: Int, source: EventSource)?
        var second: Double?
        var index = 0
        while index < timers.count {
            let timer = timers[index]
            index += 1
            guard let time = timer.dueTime(isTracking: isTracking) else {
                if !timer.isValid { hasInvalidTimers = true }
                continue
            }
            if Self.precedes(time, timer.sequence, best) {
                if let previous = best { second = min(second ?? previous.time, previous.time) }
                best = (time, timer.sequence, .timer(timer))
            } else {
                second = min(second ?? time, time)
            }
        }
        index = 0
        while index < animators.count {
            let animator = animators[index]
            index += 1
            let time = animator.endTime
            if Self.precedes(time, animator.sequence, best) {
                if let previous = best { second = min(second ?? previous.time, previous.time) }
                best = (time, animator.sequence, .animator(animator))
            } else {
                second = min(second ?? time, time)
            }
        }
        guard let best else { return nil }
        return (best.time, best.source, second)
    }

    private static func precedes(_ time: Double, _ sequence: Int,
                                 _ best: (time: Double, sequence: Int, source: EventSource)?) -> Bool {
        guard let best else { return true }
        return time < best.time || (time == best.time && sequence < best.sequence)
    }

    /// Brings every running animator's tracks to `now`. Index-based because a track's callback
    /// may start or stop animators.
    private func updateRunningAnimators() {
        var index = 0
        while index < animators.count {
            animators[index].runLoopDidAdvance()
            index += 1
        }
    }

    private func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }
}
