/// The animator's clock, lifecycle, direction changes, scrubbing and re-easing. How tracks map a
/// time fraction to progress is in PropertyAnimator+Tracks.swift.
extension PropertyAnimator {
    // MARK: Time

    /// The time fraction at scene time `time`: frozen unless running, moving at
    /// 1 / `secondsPerUnit` per second from the anchor, clamped at the travel end.
    func fraction(at time: Double) -> Double {
        guard running, time > anchorTime else { return anchorFraction }
        let target = reversed ? 0.0 : 1.0
        guard secondsPerUnit > 0 else { return target }
        let moved = (time - anchorTime) / secondsPerUnit
        return reversed ? max(anchorFraction - moved, 0) : min(anchorFraction + moved, 1)
    }

    /// Scene time at which a running animator reaches its travel end. Computed from the anchor
    /// (not accumulated), so an animator started at s with duration d ends at exactly s + d.
    var endTime: Double {
        anchorTime + (reversed ? anchorFraction : 1 - anchorFraction) * secondsPerUnit
    }

    /// Stops the clock at the current fraction (dropping a pending start delay) and leaves the
    /// run loop.
    func freeze() {
        let now = runLoop.now
        anchorFraction = fraction(at: now)
        anchorTime = now
        if running {
            running = false
            runLoop.unregister(self)
        }
    }

    func beginRunning(afterDelay seconds: Double) {
        running = true
        anchorTime = runLoop.now + seconds
        lastUpdateTime = -.infinity
        runLoop.register(self)
    }

    // MARK: Run loop callbacks

    /// The run loop moved while this animator runs: bring the tracks to `now` (once per instant).
    func runLoopDidAdvance() {
        guard lastUpdateTime != runLoop.now else { return }
        updateTracks()
    }

    /// The run loop reached `endTime`: the tracks land exactly on their targets, then the
    /// animator either pauses there (`pausesOnCompletion`) or ends and runs its completions.
    func runLoopDidReachEnd() {
        anchorFraction = reversed ? 0 : 1
        anchorTime = runLoop.now
        running = false
        runLoop.unregister(self)
        updateTracks()
        if pausesOnCompletion { return }
        end(at: reversed ? .start : .end, runCompletions: true)
    }

    // MARK: Lifecycle

    /// inactive → active (paused): runs the waiting animations blocks over the original run loop.
    func activate() {
        state = .active
        running = false
        anchorFraction = reversed ? 1 : 0
        anchorTime = runLoop.now
        secondsPerUnit = duration
        segment = AnimatorSegment()
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for block in blocks { run(block.animations, windowStart: block.delayFactor) }
        updateTracks()
    }

    /// Ends every track at `position`, → inactive (everything reset for reuse), then runs the
    /// completions if asked. Tracks end first so completions see the final values.
    func end(at position: AnimatingPosition, runCompletions: Bool) {
        if running {
            running = false
            runLoop.unregister(self)
        }
        let ending = tracks
        let done = completions
        tracks.removeAll()
        completions.removeAll()
        pendingBlocks.removeAll()
        state = .inactive
        reversed = false
        delay = 0
        anchorFraction = 0
        anchorTime = runLoop.now
        secondsPerUnit = duration
        resolvedTiming = originalResolvedTiming
        segment = AnimatorSegment()
        for state in ending { state.track.animatorDidEnd(at: position) }
        report(.ended(position))
        if runCompletions {
            for completion in done { completion(position) }
        }
    }

    /// Runs an animations block in the animator's transaction; tracks it adds start at
    /// `windowStart` (a forward time fraction).
    func run(_ animations: () -> Void, windowStart: Double) {
        let outer = blockWindowStart
        blockWindowStart = min(max(windowStart, 0), 1)
        var transaction = Transaction(animator: self)
        transaction.animatorWindowStart = blockWindowStart
        runLoop.withTransaction(transaction, animations)
        blockWindowStart = outer
    }

    // MARK: Direction, scrubbing, re-easing

    func setReversed(_ newValue: Bool) {
        guard newValue != reversed else { return }
        switch state {
        case .stopped:
            return
        case .inactive:
            reversed = newValue
        case .active:
            let now = runLoop.now
            if running && now > anchorTime {
                anchorFraction = fraction(at: now)
                anchorTime = now
            }
            let t = anchorFraction
            if segment.covers(newValue ? 0 : 1) {
                // Retrace the same curve. The scrub blend keeps its current weight and fades out
                // towards the new end instead.
                let weight = blendWeight(at: t)
                for index in tracks.indices { tracks[index].offset *= weight }
                segment.blendStart = t
                reversed = newValue
            } else {
                // Back over a continued segment: at the original pace (as `durationFactor` 0
                // would give), not at the continuation's, which may have stretched a short
                // remainder over a long time.
                reEase(reversed: newValue, timing: nil, secondsPerUnit: duration, initialVelocity: 0)
            }
        }
        report(.reversed(newValue))
    }

    /// Sets a paused (or inactive, activating it) animator's fraction; see `fractionComplete`.
    func scrub(to newFraction: Double) {
        guard !newFraction.isNaN else { return }
        switch state {
        case .stopped: return
        case .inactive: activate()
        case .active: if running { return }
        }
        let t = min(max(newFraction, 0), 1)
        anchorFraction = t
        anchorTime = runLoop.now
        secondsPerUnit = duration
        segment = AnimatorSegment(origin: 0, forward: true, blendStart: t)
        for index in tracks.indices {
            fit(&tracks[index], from: 0, origin: 0, forward: true, initialVelocity: 0)
            if scrubsLinearly {
                let linear = Self.linearProgress(windowStart: tracks[index].windowStart, at: t)
                tracks[index].offset = linear - progress(of: tracks[index], at: t)
            }
        }
        updateTracks()
        report(.scrubbed(to: t))
    }

    /// Tells the run loop's observer (the animation record), if any, of a change.
    @inline(__always)
    func report(_ change: AnimatorChange) {
        if let observer = runLoop.observer { observer.animator(self, didChange: change, at: runLoop.now) }
    }

    /// Starts a new segment at the current fraction: every track from its current value to its
    /// target in the new direction, with `timing` (nil: unchanged) at `secondsPerUnit`.
    func reEase(reversed newReversed: Bool, timing: ResolvedAnimatorTiming?, secondsPerUnit newPerUnit: Double,
                initialVelocity: Double) {
        let t = anchorFraction
        // Current values under the old mapping, before anything it depends on changes.
        for index in tracks.indices { tracks[index].from = progress(of: tracks[index], at: t) }
        reversed = newReversed
        if let timing { resolvedTiming = timing }
        secondsPerUnit = newPerUnit
        segment = AnimatorSegment(origin: t, forward: !newReversed, blendStart: t)
        for index in tracks.indices {
            fit(&tracks[index], from: tracks[index].from, origin: t, forward: !newReversed, initialVelocity: initialVelocity)
        }
    }
}
