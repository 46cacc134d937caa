import Animation

/// One row of the animation timeline: one animated property of one node (or one property
/// animator, or one timer), and everything that moved it, in order.
public struct AnimationLane {
    /// What the lane is about: the node's path from the scene's root (`debugName`s joined by
    /// "/"), "PropertyAnimator #n", "Timer #n" or the path of a node a real-time loop moves.
    public var owner: String
    /// The node's own name (the last part of `owner`): how the lanes are grouped and labelled.
    public var ownerName: String
    /// Which of the nodes with the path `owner` it is, 0 for the first in depth-first order
    /// (`Node.descendant(path:occurrence:)` finds it again, in this scene or a rebuilt one).
    public var ownerOccurrence = 0
    /// The property: frame, offset, opacity, …, "fractionComplete" for an animator, "fires"
    /// for a timer, "every frame" for a real-time loop.
    public var property: String
    /// The animations (curves, springs, animator drives and phases, transitions), by start time;
    /// they never overlap: a retarget ends the segment it replaces.
    public var segments: [AnimationSegment] = []
    /// Scene seconds of each timer fire, or of each frame a real-time loop ran.
    public var ticks: [Double] = []
    /// For a timer: seconds between fires.
    public var interval: Double?
    /// True for a node's animatable property (what a freeze can hold); false for an animator's
    /// phases, a timer's fires and a real-time loop's frames.
    public var isNodeProperty = false

    /// The segment playing at `time`, if any (the later one at a boundary).
    public func segment(at time: Double) -> AnimationSegment? {
        segments.last { $0.start <= time && ($0.end.map { time <= $0 } ?? true) }
    }
}

/// One animation in a lane: from its start to the time it settled, was retargeted, interrupted
/// or let go.
public struct AnimationSegment {
    /// How the value moved.
    public enum Kind: String, Sendable, CaseIterable {
        /// A timing curve over a duration; a property animator (its phases, or a property it
        /// drives); a spring; an insertion or removal transition.
        case curve, spring, animator, transition
    }

    /// Why the segment ended.
    public enum Ending: String, Sendable {
        /// It reached its target (a curve's end, a spring settled, an animator's end).
        case settled
        /// A new animation of the same property took over from the value on screen.
        case retargeted
        /// The property jumped (a change without animation) before the animation ended.
        case interrupted
        /// Still moving when the record was read.
        case running
    }

    /// An animator's phase: what UIViewPropertyAnimator's methods did to its clock.
    public enum Phase: String, Sendable {
        /// `startAnimation`, `pauseAnimation`, `fractionComplete` set while paused,
        /// `continueAnimation`, `stopAnimation(false)`.
        case run, pause, scrub, `continue`, stopped
    }

    /// How the value moved.
    public var kind: Kind
    /// For animator lanes, the animator's phase; nil otherwise.
    public var phase: Phase?
    /// The curve or spring (nil for an animator's drive and phases).
    public var timing: MotionTiming?
    /// Short text: "spring(response 0.50 s, damping 0.83)", "easeInEaseOut 0.35 s", "run
    /// easeInEaseOut 0.35 s", "scrub", "PropertyAnimator #1", …
    public var spec: String
    /// Scene seconds; a delayed animation starts after its delay.
    public var start: Double
    /// Scene seconds; nil while the segment has no known end (an animator's phase, a drive).
    public var end: Double?
    /// Why it ended (or `.running`).
    public var ending: Ending
    /// The value at the start, as numbers (see `RecordedValue`) and as text.
    public var from: RecordedValue
    /// The target, as `from`.
    public var to: RecordedValue
    /// The velocity carried in (springs), units per scene second; nil when there is none.
    public var initialVelocity: RecordedValue?
    /// The value at a scene time in start…end, computed exactly as the property does (curves
    /// and springs); nil for segments that are sampled instead.
    let closedForm: ((Double) -> [Double])?
    /// Values read on each frame while the segment ran: what an animator drove, or its fraction.
    public var samples: [AnimationSample] = []

    /// The value at scene time `time` (clamped into the segment): the exact closed form; for a
    /// sampled segment its sample at that time (the later one where a scrub made a step), and
    /// between two samples the straight line through them.
    public func value(at time: Double) -> [Double]? {
        let clamped = max(start, end.map { min(time, $0) } ?? time)
        if let closedForm { return closedForm(clamped) }
        guard let index = samples.lastIndex(where: { $0.time <= clamped }) else { return samples.first?.value }
        let before = samples[index]
        guard index + 1 < samples.count, before.time < clamped else { return before.value }
        let after = samples[index + 1]
        guard after.value.count == before.value.count, after.time > before.time else { return before.value }
        let fraction = (clamped - before.time) / (after.time - before.time)
        return zip(before.value, after.value).map { $0 + ($1 - $0) * fraction }
    }

    /// The segment's values at `start`, at every multiple of `step` seconds inside it, and at its
    /// end (or at the last sample of an open one); sampled segments give their own samples.
    public func sampled(every step: Double) -> [AnimationSample] {
        guard closedForm != nil else { return samples }
        let last = end ?? start
        var times = [start]
        if step > 0, step.isFinite, last - start < 3_600 {
            var k = (start / step).rounded(.down) + 1
            while k * step < last - 1e-9 {
                times.append(k * step)
                k += 1
            }
        }
        if last > start { times.append(last) }
        return times.compactMap { t in value(at: t).map { AnimationSample(time: t, value: $0) } }
    }
}

/// A value of a lane at a scene time.
public struct AnimationSample: Sendable, Equatable {
    /// Scene seconds.
    public var time: Double
    /// The value's components (see `RecordedValue`).
    public var value: [Double]
}
