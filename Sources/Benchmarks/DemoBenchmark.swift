import AllocationCounter
import Foundation
import Demos
import Geometry
import Input
import PlaygroundCore
import Raster

/// Each demo's real frames through the whole pipeline but the upload: the input a person would
/// give (drags, clicks, keys, replayed at their times), the clock, animation, layout and paint,
/// at 60 frames per second in a 1280 × 800 window at scale 1.
///
/// The sequence runs once untimed (the text rasterizer's run cache warms up, as it would in the
/// first seconds in the window), then again on a fresh session, timing every frame and counting
/// the allocations of each. A *steady* frame is one in which no input arrived: whatever timers,
/// animators and real-time loops do in it is steady-state work (a countdown left running for an
/// hour must not churn the allocator), so its allocations should be zero.
public enum DemoBenchmark {
    /// One demo's timed sequence: per-frame times and allocation counts, printable as a JSON line.
    public struct Result: Sendable {
        /// Name of the demo measured (or `hud` for the frame-HUD row).
        public internal(set) var demo: String
        /// Frames run in the timed pass (`duration` seconds at 60 frames per second).
        public let frames: Int
        /// Wall time of each frame in milliseconds: input, advance, layout and paint, without upload.
        public let timesMilliseconds: [Double]
        /// Allocations made by steady frames, and how many such frames there were.
        public let steadyAllocations: Int
        /// How many frames were steady (no input); divides `steadyAllocations`.
        public let steadyFrames: Int
        /// Allocations made by frames with input or a run loop event (state changes build new
        /// nodes, animations and closures).
        public let eventAllocations: Int
        /// Frames that allocated at all, steady or not.
        public let allocatingFrames: Int
        /// False when allocations cannot be counted (under AddressSanitizer).
        public let countsAllocations: Bool
        /// The frame HUD's own cost per frame (its update and draw, ms), for the HUD row.
        public var hudMilliseconds: [Double] = []
        /// Device pixels per point: the demo is 1280 × 800 points, drawn into `scale` times as
        /// many pixels each way (2: a Retina-class desktop).
        public var scale: Double = 1

        /// Median frame time in milliseconds.
        public var median: Double { Statistics.percentile(timesMilliseconds, 50) }
        /// 99th-percentile frame time in milliseconds (linear interpolation, as NumPy).
        public var p99: Double { Statistics.percentile(timesMilliseconds, 99) }
        /// Slowest frame in milliseconds; 0 when no frames were timed.
        public var max: Double { timesMilliseconds.max() ?? 0 }

        /// The result as one JSON object on a single line (scene `demos`); allocation keys are null
        /// when allocations could not be counted.
        public var jsonLine: String {
            let allocations = countsAllocations
                ? "\"steady_frames\": \(steadyFrames), \"allocations_per_steady_frame\": \(Statistics.format(steadyFrames > 0 ? Double(steadyAllocations) / Double(steadyFrames) : 0)), \"allocations_in_event_frames\": \(eventAllocations), \"allocating_frames\": \(allocatingFrames)"
                : "\"allocations_per_steady_frame\": null"
            let hud = hudMilliseconds.isEmpty ? ""
                : ", \"hud_median_ms\": \(Statistics.format(Statistics.percentile(hudMilliseconds, 50))), \"hud_p99_ms\": \(Statistics.format(Statistics.percentile(hudMilliseconds, 99)))"
            let scaled = scale == 1 ? "" : "\"scale\": \(Statistics.format(scale)), "
            return "{\"scene\": \"demos\", \"demo\": \"\(demo)\", \"width\": 1280, \"height\": 800, \(scaled)\"frames\": \(frames), "
                + "\"median_ms\": \(Statistics.format(median)), \"p99_ms\": \(Statistics.format(p99)), "
                + "\"max_ms\": \(Statistics.format(max)), \(allocations)\(hud)}"
        }
    }

    /// What a person does in each demo during the benchmark, in the input-script grammar
    /// (times in seconds). Demos without an entry run untouched.
    public static let interactions: [String: String] = [
        "onboarding": """
            1.0 drag 900 400 300 400 0.5
            2.5 key right
            3.2 drag 300 400 1000 400 0.12
            5.0 key left
            6.5 key right
            """,
        "menu": """
            0.5 click 150 244
            1.2 click 150 400
            1.5 key down
            2.0 key k
            3.3 key up
            4.0 key l
            5.0 down 150 296
            5.3 up 150 296
            6.0 key return
            """,
        "timer": """
            0.3 key space
            4.0 key e
            4.6 key e
            5.5 key g
            6.0 key g
            7.0 key space
            7.5 key space
            """,
        "drawer": """
            0.5 drag 640 780 640 560 0.4
            2.0 key space
            2.3 drag 640 300 640 560 0.3
            4.0 key v
            4.2 key space
            6.0 key space
            """,
        "cards": """
            0.5 drag 640 400 960 380 0.3
            1.5 drag 640 400 700 400 0.8
            3.0 key left
            3.2 key z
            4.5 key right
            5.0 key right
            6.0 key r
            """,
    ]

    /// Set `MOTIONPLAYGROUND_TRACE_ALLOCATIONS=1` to list every measured frame that allocates;
    /// `=stop`, under a debugger, to stop (SIGTRAP) at the first allocation of each steady frame.
    static let traceAllocations = ["1", "stop"].contains(ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_TRACE_ALLOCATIONS"])
    static let stopAtSteadyAllocations = ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_TRACE_ALLOCATIONS"] == "stop"
    /// Set `MOTIONPLAYGROUND_TRACE_FRAMES` to a number of milliseconds to list every measured frame
    /// that takes longer (which frames make the p99).
    static let traceFramesOver = ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_TRACE_FRAMES"].flatMap(Double.init)

    /// Seconds each sequence runs.
    public static let duration = 8.0

    /// The names `run` accepts: every demo of `registry`, the gallery, then `compare` (D5 in four
    /// compare lanes, each on its own curve, every lane redrawn every frame, turned round twice
    /// by a key run in all) and `hud`: D5 with the frame HUD shown, fed each frame's cost, whose row also
    /// gives the HUD's own cost.
    public static func names(in registry: DemoRegistry) -> [String] {
        registry.demos.map(\.name) + ["gallery"]
            + (registry.demo(named: "drops") == nil ? [] : [compareCase, hudCase])
    }

    /// The compare row's name.
    public static let compareCase = "compare"

    /// The compare row's lanes: the first indicator's four curves.
    static let compareLanes = ComparisonSpec.Value(name: "timing", values: ["linear", "easeIn", "easeOut", "easeInEaseOut"])

    /// The HUD row's name.
    public static let hudCase = "hud"

    /// Runs every demo of `registry` and the gallery (those in `only`, when given) and returns
    /// one result for each.
    public static func run(registry: DemoRegistry, text: TextRasterizer, only: Set<String>? = nil, scale: Double = 1) -> [Result] {
        var results = (registry.demos + [registry.gallery]).filter { only?.contains($0.name) ?? true }
            .compactMap { run($0, registry: registry, text: text, scale: scale) }
        if only?.contains(compareCase) ?? true, let drops = registry.demo(named: "drops"), let canvas = canvas(scale: scale) {
            // The drops turn round in every lane at once (keys go to all lanes), twice.
            let script = try? InputScript(parsing: "2.0 key d\n5.0 key d\n")
            let prepare: (PlaygroundSession) -> Void = { session in
                try? session.setCompareLanes(compareLanes.values.count, crossFades: false)
                try? session.applySettings(ComparisonSpec(lanes: compareLanes.values.count, values: [compareLanes]).laneSettings)
            }
            _ = sequence(drops, registry: registry, text: text, script: script, canvas: canvas, scale: scale, measure: false,
                         prepare: prepare)
            var result = sequence(drops, registry: registry, text: text, script: script, canvas: canvas, scale: scale,
                                  measure: true, prepare: prepare)
            result.demo = compareCase
            results.append(result)
        }
        if only?.contains(hudCase) ?? true, let drops = registry.demos.first(where: { $0.name == "drops" }),
           let canvas = canvas(scale: scale) {
            _ = sequence(drops, registry: registry, text: text, script: nil, canvas: canvas, scale: scale, measure: false, withHUD: true)
            var result = sequence(drops, registry: registry, text: text, script: nil, canvas: canvas, scale: scale, measure: true,
                                  withHUD: true)
            result.demo = hudCase
            results.append(result)
        }
        return results
    }

    /// A canvas for 1280 × 800 points at `scale` device pixels per point.
    static func canvas(scale: Double) -> Canvas? {
        Canvas(width: Int((1280 * scale).rounded()), height: Int((800 * scale).rounded()))
    }

    /// The gallery's interaction, in each tile: a drag on the pager, a click on a menu row, the
    /// timer started from the keyboard, the drawer dragged open, the drops' timing cycled.
    static func galleryInteraction(tiles: [Rect]) -> String {
        guard tiles.count >= 5 else { return "" }
        func at(_ tile: Int, _ fx: Double, _ fy: Double) -> String {
            "\(tiles[tile].minX + tiles[tile].width * fx) \(tiles[tile].minY + tiles[tile].height * fy)"
        }
        return """
            0.5 drag \(at(0, 0.8, 0.5)) \(at(0, 0.2, 0.5)) 0.4
            1.5 click \(at(2, 0.5, 0.1))
            1.6 key space
            2.5 click \(at(1, 0.5, 0.35))
            3.2 drag \(at(3, 0.5, 0.97)) \(at(3, 0.5, 0.55)) 0.3
            5.0 click \(at(4, 0.5, 0.5))
            5.1 key t
            6.0 key tab
            6.1 key down
            """
    }

    static func run(_ descriptor: DemoDescriptor, registry: DemoRegistry, text: TextRasterizer, scale: Double) -> Result? {
        var script = (interactions[descriptor.name] ?? descriptor.interaction).flatMap { try? InputScript(parsing: $0) }
        if descriptor.name == "gallery" {
            let layout = GalleryDemo(registry: registry, context: DemoContext(text: text, size: Size(width: 1280, height: 800)))
            script = try? InputScript(parsing: galleryInteraction(tiles: layout.tileContents))
        }
        guard let canvas = canvas(scale: scale) else { return nil }
        _ = sequence(descriptor, registry: registry, text: text, script: script, canvas: canvas, scale: scale, measure: false)
        return sequence(descriptor, registry: registry, text: text, script: script, canvas: canvas, scale: scale, measure: true)
    }

    private static func sequence(_ descriptor: DemoDescriptor, registry: DemoRegistry, text: TextRasterizer,
                                 script: InputScript?, canvas: Canvas, scale: Double, measure: Bool, withHUD: Bool = false,
                                 prepare: (PlaygroundSession) -> Void = { _ in }) -> Result {
        let size = Size(width: 1280, height: 800)
        let session = PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text), size: size)
        prepare(session)
        var hudTimes: [Double] = []
        if withHUD {
            session.stopwatch = { DispatchTime.now().uptimeNanoseconds }
            session.setShowingHUD(true)
            hudTimes.reserveCapacity(Int(duration * 60))
        }
        var replay = script.map(InputReplay.init)
        let frames = Int(duration * 60)
        var times: [Double] = []
        times.reserveCapacity(frames)
        var steadyAllocations = 0, steadyFrames = 0, eventAllocations = 0, allocatingFrames = 0
        let clock = ContinuousClock()
        canvas.setTransform(.scale(x: scale, y: scale))
        session.draw(in: canvas)
        for frame in 1...frames {
            let time = Double(frame) / 60
            let delivered = replay?.nextIndex ?? 0
            let before = allocation_counter_count()
            if measure { allocation_counter_enable() }
            let start = clock.now
            replay?.deliver(to: session, through: time)
            if measure, stopAtSteadyAllocations, frame > 1, (replay?.nextIndex ?? 0) == delivered { allocation_counter_trap_next(1) }
            session.advance(to: time)
            canvas.setTransform(.scale(x: scale, y: scale))
            if session.needsRedraw { session.draw(in: canvas) }
            let elapsed = clock.now - start
            allocation_counter_disable()
            allocation_counter_trap_next(0)
            let allocated = Int(allocation_counter_count() - before)
            let components = elapsed.components
            let milliseconds = Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
            times.append(milliseconds)
            if withHUD {
                // What the window reports after a present: the HUD shows it next frame.
                session.recordPresentedFrame(FrameSample(paint: milliseconds, frameTime: time, interval: 1.0 / 60))
                if let cost = session.hudCostMilliseconds { hudTimes.append(cost) }
            }
            if allocated > 0 { allocatingFrames += 1 }
            // The first frame lays out and builds what the demo builds lazily: not a steady one.
            let isEvent = frame == 1 || (replay?.nextIndex ?? 0) != delivered
            if measure, let over = traceFramesOver, milliseconds > over {
                FileHandle.standardError.write(Data("\(descriptor.name) frame \(frame) (\(String(format: "%.3f", time)) s): \(String(format: "%.2f", milliseconds)) ms\(isEvent ? " (event)" : "")\n".utf8))
            }
            if measure, traceAllocations, allocated > 0 {
                FileHandle.standardError.write(Data("\(descriptor.name) frame \(frame) (\(String(format: "%.3f", time)) s): \(allocated) allocations\(isEvent ? " (event)" : "")\n".utf8))
            }
            if isEvent {
                eventAllocations += allocated
            } else {
                steadyAllocations += allocated
                steadyFrames += 1
            }
        }
        var result = Result(demo: descriptor.name, frames: frames, timesMilliseconds: times, steadyAllocations: steadyAllocations,
                            steadyFrames: steadyFrames, eventAllocations: eventAllocations, allocatingFrames: allocatingFrames,
                            countsAllocations: allocation_counter_is_available() != 0)
        result.hudMilliseconds = hudTimes
        result.scale = scale
        return result
    }
}
