import Animation
import Foundation
import Geometry

/// Records every animation of a scene as it happens, as lanes of a run loop: implicit
/// animations (with their retargets and interruptions), properties a property animator drives,
/// each animator's phases (run, pause, scrub, continue), transitions, timer fires and frames of
/// real-time loops.
///
/// Attach it before the frames to record (`attach(to:)`); it then hears of every change from
/// the scene's properties and run loop, and reads, once per frame, the values that have no
/// closed form (what an animator drives, its fraction). Unattached scenes pay nothing but a nil
/// check where an animation starts or a moving property jumps.
///
/// Times are the scene's (`SceneRunLoop.now`), seconds.
public final class AnimationRecorder: RunLoopObserver {
    /// The lanes in the order their first animation started.
    public var lanes: [AnimationLane] {
        recorded.map { lane in
            var lane = lane
            for index in lane.segments.indices where lane.segments[index].isOpen(at: now) {
                lane.segments[index].ending = .running
            }
            return lane
        }
    }

    /// The scene time of the last frame or event heard.
    public private(set) var now = 0.0

    private var recorded: [AnimationLane] = []
    private weak var graph: SceneGraph?

    private struct Key: Hashable {
        var object: ObjectIdentifier
        var property: String
    }

    /// The lane of each node property, animator and timer, with the object it belongs to (weak:
    /// an identifier can be reused once the object is gone, and then it is a new lane).
    private var laneIndex: [Key: (index: Int, object: Weak)] = [:]
    private var animatorCount = 0
    private var animatorNames: [ObjectIdentifier: (name: String, object: Weak)] = [:]
    private var timerCount = 0
    /// Lanes whose last segment is read on every frame, and how.
    private var readers: [Int: () -> [Double]?] = [:]

    private struct Weak {
        weak var object: AnyObject?
    }

    /// A record of nothing yet; `attach(to:)` starts it.
    public init() {}

    /// Starts recording `graph`: its properties and its run loop report here from now on.
    public func attach(to graph: SceneGraph) {
        self.graph = graph
        graph.animationRecorder = self
        graph.runLoop.observer = self
        now = graph.runLoop.now
    }

    // MARK: Node properties (called by NodeProperty and NodePropertyTrack)

    /// An implicit animation started (or was retargeted) on `node`'s property `name`; `animated`
    /// is the property's state just after the change.
    func propertyDidAnimate<Value: VectorArithmetic>(_ node: Node, _ name: StaticString, _ animated: AnimatedValue<Value>, at time: Double) {
        guard let motion = animated.latestSegment else { return }
        now = max(now, time)
        let index = lane(for: node, property: "\(name)")
        let to = RecordedValue(motion.to)
        if let last = recorded[index].segments.last, last.closedForm != nil, last.start == motion.start, last.to == to {
            return // the same animation set again: nothing changed
        }
        close(index, at: motion.start, as: .retargeted)
        let kind: AnimationSegment.Kind
        let spec: String
        switch motion.timing {
        case let .curve(curve, duration):
            kind = .curve
            spec = "\(Self.curveName(curve)) \(Self.seconds(duration))"
        case let .spring(spring, speed):
            kind = .spring
            spec = String(format: "spring(response %.3g s, damping %.3g)", spring.response, spring.dampingRatio)
                + (speed == 1 ? "" : String(format: " ×%.3g", speed))
        }
        let state = animated
        var segment = AnimationSegment(
            kind: "\(name)" == "transition" ? .transition : kind, phase: nil, timing: motion.timing, spec: spec,
            start: motion.start, end: motion.end, ending: .settled, from: RecordedValue(motion.from), to: to,
            initialVelocity: motion.initialVelocity == .zero ? nil : RecordedValue(motion.initialVelocity),
            closedForm: { RecordedValue.components(of: state.presentation(at: $0)) })
        segment.samples = []
        recorded[index].segments.append(segment)
    }

    /// `node`'s property `name` jumped at `time` while it may have been moving: whatever moved it
    /// ends there.
    func propertyDidJump(_ node: Node, _ name: StaticString, at time: Double) {
        guard let found = laneIndex[Key(object: ObjectIdentifier(node), property: "\(name)")], found.object.object === node else { return }
        close(found.index, at: time, as: .interrupted)
    }

    /// A property animator took `node`'s property `name` from `from` towards `to` at `time`;
    /// `read` gives the property's presentation on each frame.
    func propertyWillBeDriven<Value: VectorArithmetic>(_ node: Node, _ name: StaticString, by animator: PropertyAnimator, from: Value, to: Value,
                                     at time: Double, read: @escaping () -> [Double]?) {
        now = max(now, time)
        let index = lane(for: node, property: "\(name)")
        close(index, at: time, as: .retargeted)
        let segment = AnimationSegment(kind: .animator, phase: nil, timing: nil, spec: animatorName(animator), start: time, end: nil,
                                       ending: .running, from: RecordedValue(from), to: RecordedValue(to), initialVelocity: nil,
                                       closedForm: nil, samples: [AnimationSample(time: time, value: RecordedValue.components(of: from))])
        recorded[index].segments.append(segment)
        readers[index] = read
    }

    /// The animator driving `node`'s property `name` let go of it at `time`.
    func propertyDidEndDrive(_ node: Node, _ name: StaticString, at time: Double) {
        guard let found = laneIndex[Key(object: ObjectIdentifier(node), property: "\(name)")], found.object.object === node,
              recorded[found.index].segments.last?.kind == .animator else { return }
        close(found.index, at: time, as: .settled)
    }

    // MARK: Run loop (RunLoopObserver)

    /// Notes the fires as ticks of the timer's lane.
    public func timer(_ timer: SceneTimer, didFire ticks: Int, at time: Double) {
        now = max(now, time)
        let index = lane(of: timer, property: "fires") {
            timerCount += 1
            return AnimationLane(owner: "Timer #\(timerCount)", ownerName: "Timer #\(timerCount)", property: "fires",
                                 interval: timer.interval)
        }
        for k in stride(from: ticks - 1, through: 0, by: -1) {
            recorded[index].ticks.append(time - Double(k) * timer.interval)
        }
    }

    /// Ends the animator's open phase and starts the one `change` begins (a scrub while
    /// scrubbing adds a sample to it instead).
    public func animator(_ animator: PropertyAnimator, didChange change: AnimatorChange, at time: Double) {
        now = max(now, time)
        let index = lane(of: animator, property: "fractionComplete") {
            let name = animatorName(animator)
            return AnimationLane(owner: name, ownerName: name, property: "fractionComplete")
        }
        let open = recorded[index].segments.last.flatMap { $0.end == nil ? $0 : nil }
        let phase: AnimationSegment.Phase?
        var spec: String
        switch change {
        case .started(let delay):
            phase = .run
            spec = "run \(Self.describe(animator.timing)) \(Self.seconds(animator.duration))"
                + (delay > 0 ? " after \(Self.seconds(delay))" : "")
        case .paused: phase = .pause; spec = "pause"
        case .scrubbed:
            if open?.phase == .scrub {
                recorded[index].segments[recorded[index].segments.count - 1].samples.append(
                    AnimationSample(time: time, value: [animator.fractionComplete]))
                return
            }
            phase = .scrub; spec = animator.scrubsLinearly ? "scrub (linear)" : "scrub (on the curve)"
        case .reversed(let reversed):
            guard let open, let openPhase = open.phase else { return }
            phase = openPhase
            spec = open.spec.replacingOccurrences(of: " (reversed)", with: "") + (reversed ? " (reversed)" : "")
            if open.start == time {
                // Turned at the instant the phase began (the drawer reverses, then continues):
                // the same phase, heading the other way.
                let last = recorded[index].segments.count - 1
                recorded[index].segments[last].spec = spec
                recorded[index].segments[last].to = Self.fractionValue(reversed ? 0 : 1)
                return
            }
        case .continued:
            if open?.phase == .continue, open?.start == time { return }
            phase = .continue; spec = "continue from \(String(format: "%.3f", animator.fractionComplete))"
        case .stopped: phase = .stopped; spec = "stopped"
        case .ended(let position):
            close(index, at: time, as: .settled)
            recorded[index].segments[recorded[index].segments.count - 1].spec += " → ended at \(position)"
            return
        }
        close(index, at: time, as: .settled)
        let fraction = [animator.fractionComplete]
        let segment = AnimationSegment(kind: .animator, phase: phase, timing: nil, spec: spec, start: time, end: nil,
                                       ending: .running, from: Self.fractionValue(fraction[0]),
                                       to: Self.fractionValue(animator.isReversed ? 0 : 1),
                                       initialVelocity: nil, closedForm: nil, samples: [AnimationSample(time: time, value: fraction)])
        recorded[index].segments.append(segment)
        readers[index] = { [weak animator] in animator.map { [$0.fractionComplete] } }
    }

    // MARK: Frames (called by SceneGraph.advance)

    /// Reads the values of open sampled segments and notes the frames of real-time loops, at
    /// the scene's time after an advance.
    func didAdvance(_ graph: SceneGraph, to time: Double) {
        now = max(now, time)
        for (index, read) in readers {
            guard let value = read(), let last = recorded[index].segments.indices.last else { continue }
            if recorded[index].segments[last].samples.last?.time != time {
                recorded[index].segments[last].samples.append(AnimationSample(time: time, value: value))
            }
        }
        for node in graph.frameDrivenNodes where node.graph === graph {
            let index = lane(for: node, property: Self.frameLoopProperty)
            if recorded[index].ticks.last != time { recorded[index].ticks.append(time) }
        }
    }

    // MARK: Lanes

    private func lane(for node: Node, property: String) -> Int {
        lane(of: node, property: property) {
            let path = Self.path(of: node)
            var lane = AnimationLane(owner: path, ownerName: node.debugName, property: property)
            lane.isNodeProperty = property != Self.frameLoopProperty
            if let root = graph?.root { lane.ownerOccurrence = root.occurrence(of: node, path: path) }
            return lane
        }
    }

    /// The index of `object`'s lane for `property` (a node, a timer or an animator), made by
    /// `make` the first time. An object freed and another made at its address gets a lane of
    /// its own: the index keeps the object weakly and checks it is the same one.
    private func lane(of object: AnyObject, property: String, make: () -> AnimationLane) -> Int {
        let key = Key(object: ObjectIdentifier(object), property: property)
        if let found = laneIndex[key], found.object.object === object { return found.index }
        recorded.append(make())
        laneIndex[key] = (recorded.count - 1, Weak(object: object))
        return recorded.count - 1
    }

    /// Ends the lane's segment still playing at `time`: an open one (read on frames) gets its
    /// last value and `ending`; a closed-form one ending later is cut short.
    private func close(_ index: Int, at time: Double, as ending: AnimationSegment.Ending) {
        guard let last = recorded[index].segments.indices.last else { return }
        var segment = recorded[index].segments[last]
        if segment.end == nil {
            if let read = readers.removeValue(forKey: index), let value = read(), segment.samples.last?.time != time {
                segment.samples.append(AnimationSample(time: time, value: value))
            }
            segment.end = max(time, segment.start)
            segment.ending = ending
        } else if let end = segment.end, time < end {
            segment.end = max(time, segment.start)
            segment.ending = ending
        } else {
            return
        }
        recorded[index].segments[last] = segment
    }

    /// "PropertyAnimator #n", numbered in the order the animators were first heard of.
    private func animatorName(_ animator: PropertyAnimator) -> String {
        if let found = animatorNames[ObjectIdentifier(animator)], found.object.object === animator { return found.name }
        animatorCount += 1
        let name = "PropertyAnimator #\(animatorCount)"
        animatorNames[ObjectIdentifier(animator)] = (name, Weak(object: animator))
        return name
    }

    /// The node's `debugName` and its ancestors', from the root, joined by "/".
    static func path(of node: Node) -> String {
        var names: [String] = []
        var current: Node? = node
        while let step = current, names.count < 64 {
            names.append(step.debugName)
            current = step.parent
        }
        return names.reversed().joined(separator: "/")
    }

    static func curveName(_ curve: TimingCurve) -> String {
        curve.name ?? String(format: "cubicBezier(%.3g, %.3g, %.3g, %.3g)", curve.controlPoint1.x, curve.controlPoint1.y,
                             curve.controlPoint2.x, curve.controlPoint2.y)
    }

    static func describe(_ timing: AnimatorTiming) -> String {
        switch timing {
        case .curve(let curve): return curveName(curve)
        case .spring(let ratio): return String(format: "spring(damping ratio %.3g)", ratio)
        case .springWithVelocity(let ratio, let velocity):
            return String(format: "spring(damping ratio %.3g, initial velocity %.3g)", ratio, velocity)
        }
    }

    /// The property name of a real-time loop's lane.
    static let frameLoopProperty = "every frame"

    static func fractionValue(_ fraction: Double) -> RecordedValue {
        RecordedValue(components: [fraction], text: String(format: "%.3f", fraction))
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3g s", value) }
}

extension AnimationSegment {
    /// True when the segment has not ended by scene time `time`.
    func isOpen(at time: Double) -> Bool {
        guard let end else { return true }
        return ending == .settled && end > time
    }
}
