/// How one track moves in the current segment of its animator.
///
/// A track's window in the forward time fraction is [`windowStart`, 1] (its delay, then to the
/// end). In the current segment its progress runs from `from` at fraction `start` to `to` at
/// fraction `end`, eased by the animator's timing, plus `offset` × the scrub blend weight.
struct AnimatorTrackState {
    let track: AnimatorTrack
    /// Forward time fraction at which the track starts (0…1); it always ends at 1.
    let windowStart: Double
    var from = 0.0
    var to = 1.0
    var start: Double
    var end = 1.0
    /// Initial velocity in distances (`to − from`) per unit of the segment's x (springs only).
    var velocity = 0.0
    /// Scrubbed value minus curve value, faded out by `PropertyAnimator.blendWeight(at:)`.
    var offset = 0.0

    init(track: AnimatorTrack, windowStart: Double) {
        self.track = track
        self.windowStart = windowStart
        start = windowStart
    }
}

/// Where the current mapping from time fraction to track progress was defined.
///
/// A segment defined going forward from `origin` is valid on [origin, 1]; going backward, on
/// [0, origin]. Starting from scratch (or after a scrub) is the forward segment from 0, valid
/// everywhere, which is why pausing, scrubbing and reversing it never needs a new curve.
struct AnimatorSegment {
    var origin = 0.0
    var forward = true
    /// Fraction at which the scrub blend has its full weight; it fades to 0 at the travel end.
    var blendStart = 0.0

    /// Whether the mapping still holds all the way to `fraction`.
    func covers(_ fraction: Double) -> Bool {
        forward ? fraction >= origin : fraction <= origin
    }
}

extension PropertyAnimator {
    // MARK: Tracks

    /// Adds a track at its from-value, fitted into the current segment.
    func insert(_ track: AnimatorTrack, windowStart: Double) {
        var state = AnimatorTrackState(track: track, windowStart: windowStart)
        fit(&state, from: 0, origin: segment.origin, forward: segment.forward, initialVelocity: 0)
        tracks.append(state)
    }

    /// Fits a track into a segment starting at `origin`: forward it goes to 1 over the part of its
    /// window ahead; backward to 0 over the part behind, down to its window start.
    /// `initialVelocity` (UIKit's, relative to the distance left, per second) belongs to the one
    /// segment `continueAnimation` starts with a gesture's speed; every other segment (a reversal,
    /// a scrub, a track added later) starts from rest.
    func fit(_ state: inout AnimatorTrackState, from: Double, origin: Double, forward: Bool, initialVelocity: Double) {
        state.from = from
        state.offset = 0
        if forward {
            state.to = 1
            state.start = max(state.windowStart, origin)
            state.end = 1
        } else {
            state.to = 0
            state.start = origin
            state.end = min(state.windowStart, origin)
        }
        state.velocity = initialVelocity * abs(state.end - state.start) * secondsPerUnit
    }

    // MARK: Progress

    /// Pushes every track's progress at the current fraction.
    func updateTracks() {
        let t = fraction(at: runLoop.now)
        lastUpdateTime = runLoop.now
        // Index-based: a track's callback may add tracks.
        var index = 0
        while index < tracks.count {
            let state = tracks[index]
            state.track.animatorDidUpdate(progress: progress(of: state, at: t))
            index += 1
        }
    }

    /// A track's progress at time fraction `t` in the current segment.
    func progress(of state: AnimatorTrackState, at t: Double) -> Double {
        let span = state.end - state.start
        let x: Double
        if span == 0 {
            // An empty window: the track is at its target once the segment reaches it.
            x = (segment.forward ? t >= state.start : t <= state.start) ? 1 : 0
        } else {
            x = min(max((t - state.start) / span, 0), 1)
        }
        let eased = resolvedTiming.ease(x, velocity: state.velocity)
        // This form is exactly `from` at 0 and exactly `to` at 1.
        var value = state.from * (1 - eased) + state.to * eased
        if state.offset != 0 { value += state.offset * blendWeight(at: t) }
        return value
    }

    /// Weight of the scrub blend at fraction `t`: 1 where the scrub left the animator, falling
    /// linearly to 0 at the end being travelled to.
    func blendWeight(at t: Double) -> Double {
        let target = reversed ? 0.0 : 1.0
        let span = segment.blendStart - target
        guard span != 0 else { return 0 }
        return min(max((t - target) / span, 0), 1)
    }

    /// A track's progress under a linear scrub to `t`: straight through its window.
    static func linearProgress(windowStart: Double, at t: Double) -> Double {
        guard windowStart < 1 else { return t >= 1 ? 1 : 0 }
        return min(max((t - windowStart) / (1 - windowStart), 0), 1)
    }
}
