import Animation
import ArgumentParser
import Demos
import Foundation
import Geometry
import Input
import Platform
import PlaygroundCore
import Scene

/// Prints every animation of a session as timeline lanes, headless: what ran, on which node and
/// property, with which curve or spring, from when to when, from what to what.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "List every animation of a demo's session as timeline lanes (node, property, kind, spec, start, end, from, to); --json adds sampled values.",
        discussion: "Times are scene seconds (the frame clock's times at --speed 1). A segment ends when it settles, is retargeted by the next animation of its property, is interrupted by a jump, or is still running at --to."
    )

    @Option(name: .long, parsing: .unconditional, help: "The demo: a number 1…6 or a name, or 0 / gallery for all of them.")
    var demo: String

    @Option(name: .long, parsing: .unconditional, help: "Seconds on the frame clock to run the session to (0…3600).")
    var to: Double

    @Option(name: .long, parsing: .unconditional, help: "Logical size, WxH (default: 1280x800).", transform: SizeArgument.parse)
    var size: SizeArgument = SizeArgument(width: 1280, height: 800)

    @Flag(name: .long, help: "Print JSON, with each segment's values sampled every --step seconds (and at its start and end).")
    var json = false

    @Option(name: .long, parsing: .unconditional, help: "Seconds between the samples of a curve or spring in --json (1/600…1; default one 60 Hz frame). Animator drives are sampled once per frame.")
    var step: Double = 1.0 / 60

    @OptionGroup var playback: PlaybackOptions

    func run() throws {
        guard to.isFinite, to >= 0, to <= 3_600 else { throw fail("--to must be between 0 and 3600 seconds", code: 64) }
        guard step.isFinite, step >= 1.0 / 600, step <= 1 else { throw fail("--step must be between 1/600 and 1 second", code: 64) }
        let registry = Host.registry
        let descriptor = try DemoArgument.resolve(demo, in: registry)
        let inputScript = try playback.validated()
        let session = PlaygroundSession(registry: registry, initial: descriptor,
                                        context: DemoContext(text: try ResourceLocator.text()), size: size.size, showsBar: true)
        try playback.apply(to: session)
        PlaybackOptions.warnOfPressesOutsideLanes(inputScript, in: session)
        let record = SessionAnimationRecord()
        record.attachNewScenes(of: session)
        var replay = inputScript.map(InputReplay.init)
        // Frame by frame (no long strides): what an animator drives is read on every frame.
        FrameClock.run(session, until: to, frameRate: Render.frameRate, replay: &replay,
                          afterFrame: { record.noteFrame(of: $0, at: $0.frameTime) })
        let report = TimelineReport(demo: descriptor.name, to: to, parts: record.parts, step: step)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(report)
            FileHandle.standardOutput.write(data)
            FileHandle.standardOutput.write(Data("\n".utf8))
        } else {
            print(report.text, terminator: "")
        }
    }
}

/// What `runLoop` prints: the lanes of every recorded scene.
struct TimelineReport: Encodable {
    var demo: String
    /// Frame-clock seconds the session ran to.
    var to: Double
    var lanes: [Lane]

    struct Lane: Encodable {
        /// The demo, or the gallery's tile or chrome, whose scene holds the lane.
        var scene: String
        /// The node's path from its scene's root, or "PropertyAnimator #n" / "Timer #n".
        var node: String
        var nodeName: String
        var property: String
        var interval: Double?
        var ticks: [Double]?
        var segments: [Segment]
    }

    struct Segment: Encodable {
        var kind: String
        var phase: String?
        var spec: String
        var timing: Timing?
        var start: Double
        var end: Double?
        var ending: String
        var from: Value
        var to: Value
        var initialVelocity: Value?
        /// [time, component…] rows.
        var samples: [[Double]]
    }

    struct Value: Encodable {
        var value: [Double]
        var text: String
    }

    struct Timing: Encodable {
        var type: String
        var controlPoints: [Double]?
        var duration: Double?
        var response: Double?
        var dampingFraction: Double?
        var speed: Double?
    }

    init(demo: String, to: Double, parts: [SessionAnimationRecord.Part], step: Double) {
        self.demo = demo
        self.to = to
        lanes = parts.flatMap { part in
            part.recorder.lanes.map { lane in
                Lane(scene: part.name, node: lane.owner, nodeName: lane.ownerName, property: lane.property, interval: lane.interval,
                     ticks: lane.ticks.isEmpty ? nil : lane.ticks,
                     segments: lane.segments.map { Self.segment($0, step: step, until: part.recorder.now) })
            }
        }
    }

    private static func segment(_ segment: AnimationSegment, step: Double, until now: Double) -> Segment {
        var timing: Timing?
        switch segment.timing {
        case let .curve(curve, duration)?:
            timing = Timing(type: "curve", controlPoints: [curve.controlPoint1.x, curve.controlPoint1.y,
                                                           curve.controlPoint2.x, curve.controlPoint2.y], duration: duration)
        case let .spring(spring, speed)?:
            timing = Timing(type: "spring", response: spring.response,
                            dampingFraction: spring.dampingRatio, speed: speed)
        case nil: timing = nil
        }
        // A segment still running at the end of the session is sampled up to then.
        var clipped = segment
        if let end = segment.end, end > now { clipped.end = max(now, segment.start) }
        return Segment(kind: segment.kind.rawValue, phase: segment.phase?.rawValue, spec: segment.spec, timing: timing,
                       start: segment.start, end: segment.end, ending: segment.ending.rawValue,
                       from: Value(value: segment.from.components, text: segment.from.text),
                       to: Value(value: segment.to.components, text: segment.to.text),
                       initialVelocity: segment.initialVelocity.map { Value(value: $0.components, text: $0.text) },
                       samples: clipped.sampled(every: step).map { [$0.time] + $0.value })
    }

    /// One line per lane, then one per segment; timer and loop lanes give their tick count and span.
    var text: String {
        var out = "\(demo): \(lanes.count) lane\(lanes.count == 1 ? "" : "s") up to \(Self.time(to))\n"
        for lane in lanes {
            out += "\(lane.scene)  \(lane.node)  \(lane.property)"
            if let ticks = lane.ticks, let first = ticks.first, let last = ticks.last {
                let every = lane.interval.map { " every \(Self.time($0))" } ?? ""
                out += "  \(ticks.count) tick\(ticks.count == 1 ? "" : "s")\(every) from \(Self.time(first)) to \(Self.time(last))"
            }
            out += "\n"
            for segment in lane.segments {
                let end = segment.end.map(Self.time) ?? "…"
                out += "  \(segment.kind)  \(segment.spec)  \(Self.time(segment.start)) → \(end)  \(segment.ending)"
                out += "  from \(segment.from.text) to \(segment.to.text)\n"
            }
        }
        return out
    }

    private static func time(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }
}
