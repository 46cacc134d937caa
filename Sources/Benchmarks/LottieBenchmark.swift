import AllocationCounter
import Foundation
import Geometry
import Lottie
import LottieModel
import Raster
import Scene

/// A Lottie file played at a fixed size: every frame of its range drawn whole (cleared, then the
/// composition), and again through the scene graph as the window plays it (a `CompositionNode`
/// repainting only what changed), after a first loop that is not timed (caches warm, images
/// decoded). Allocations are counted per frame of the timed loop: once a composition has played
/// once, a frame should allocate nothing.
public enum LottieBenchmark {
    /// One file's figures, printable as a JSON line.
    public struct Result: Sendable {
        /// The file as given.
        public let file: String
        /// The picture's size in pixels.
        public let width: Int, height: Int
        /// Frames of one loop (whole frame numbers from the in point, before the out point; at most `maximumFrames`).
        public let frames: Int
        /// Milliseconds per frame drawn whole.
        public let wholeMilliseconds: [Double]
        /// Milliseconds per frame drawn as the window plays it (damage only).
        public let damageMilliseconds: [Double]
        /// Median milliseconds of a load (read, parse, check, decode images).
        public let loadMilliseconds: Double
        /// Allocations per frame over the timed loop of whole frames; nil when allocations
        /// cannot be counted (AddressSanitizer).
        public let wholeAllocationsPerFrame: Double?
        /// Allocations per frame over the timed loop of damage-only frames; nil as above.
        public let damageAllocationsPerFrame: Double?

        /// One JSON object on one line.
        public var jsonLine: String {
            func allocations(_ value: Double?) -> String { value.map(Statistics.format) ?? "null" }
            let name = String(decoding: (try? JSONSerialization.data(withJSONObject: [file], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast()
            return "{\"scene\": \"lottie\", \"file\": \(name), \"width\": \(width), \"height\": \(height), \"frames\": \(frames), "
                + "\"whole_median_ms\": \(Statistics.format(Statistics.percentile(wholeMilliseconds, 50))), "
                + "\"whole_p99_ms\": \(Statistics.format(Statistics.percentile(wholeMilliseconds, 99))), "
                + "\"damage_median_ms\": \(Statistics.format(Statistics.percentile(damageMilliseconds, 50))), "
                + "\"damage_p99_ms\": \(Statistics.format(Statistics.percentile(damageMilliseconds, 99))), "
                + "\"load_ms\": \(Statistics.format(loadMilliseconds)), "
                + "\"allocations_per_frame\": \(allocations(wholeAllocationsPerFrame)), "
                + "\"allocations_per_damage_frame\": \(allocations(damageAllocationsPerFrame))}"
        }
    }

    /// Frames measured per file at most (spread evenly over a longer range).
    public static let maximumFrames = 600

    /// The frame numbers one loop of `composition` plays: whole frames from the in point.
    public static func frameNumbers(_ composition: Composition) -> [Double] {
        let count = max(1, Int((composition.outPoint - composition.inPoint).rounded(.up)))
        let step = max(1, Double(count) / Double(maximumFrames))
        return stride(from: 0.0, to: Double(count), by: step).map { composition.inPoint + $0.rounded(.down) }
    }

    /// Measures `file`, loaded by `load` (timed `loads` times), at `width × height` pixels.
    public static func run(file: String, width: Int, height: Int, loads: Int = 3, text: TextRasterizer? = nil,
                           load: () throws -> LottieSource.Playable) throws -> Result? {
        var loadTimes: [Double] = []
        var playable: LottieSource.Playable?
        let clock = ContinuousClock()
        for _ in 0..<max(1, loads) {
            let start = clock.now
            playable = try load()
            loadTimes.append(milliseconds(clock.now - start))
        }
        guard let playable, let canvas = Canvas(width: width, height: height) else { return nil }
        let composition = playable.composition
        let frames = frameNumbers(composition)
        let fit = min(Double(width) / composition.width, Double(height) / composition.height)
        let placement = Transform.scale(fit).concatenating(.translation(x: (Double(width) - composition.width * fit) / 2,
                                                                        y: (Double(height) - composition.height * fit) / 2))
        let renderer = CompositionRenderer(composition: composition, images: playable.images, text: text)
        func drawWhole(_ frame: Double) {
            canvas.setTransform(.identity)
            canvas.clear(.clear)
            canvas.setTransform(placement)
            renderer.draw(frame: frame, in: canvas)
        }
        let counts = allocation_counter_is_available() != 0
        // Whole frames: one loop to warm up, one timed.
        for frame in frames { drawWhole(frame) }
        var whole: [Double] = []
        whole.reserveCapacity(frames.count)
        var allocations: UInt64 = 0
        for frame in frames {
            let before = allocation_counter_count()
            if counts { allocation_counter_enable() }
            let start = clock.now
            drawWhole(frame)
            let elapsed = clock.now - start
            if counts { allocation_counter_disable() }
            allocations += allocation_counter_count() - before
            whole.append(milliseconds(elapsed))
        }
        // As the window plays it: a scene of the composition's node, repainting its damage.
        let node = CompositionNode(renderer: CompositionRenderer(composition: composition, images: playable.images, text: text), frame: frames[0])
        let scene = SceneGraph(root: node, size: Size(width: Double(width), height: Double(height)))
        scene.clearsBackground = true
        scene.backgroundColor = .clear
        canvas.setTransform(.identity)
        func drawDamage(_ frame: Double, time: Double) {
            node.compositionFrame = frame
            scene.advance(to: time)
            scene.layoutIfNeeded()
            canvas.setTransform(.identity)
            scene.render(in: canvas)
        }
        var time = 0.0
        for frame in frames {
            time += 1.0 / 60
            drawDamage(frame, time: time)
        }
        var damage: [Double] = []
        damage.reserveCapacity(frames.count)
        var damageAllocations: UInt64 = 0
        for frame in frames {
            time += 1.0 / 60
            let before = allocation_counter_count()
            if counts { allocation_counter_enable() }
            let start = clock.now
            drawDamage(frame, time: time)
            let elapsed = clock.now - start
            if counts { allocation_counter_disable() }
            damageAllocations += allocation_counter_count() - before
            damage.append(milliseconds(elapsed))
        }
        return Result(file: file, width: width, height: height, frames: frames.count, wholeMilliseconds: whole,
                      damageMilliseconds: damage, loadMilliseconds: Statistics.percentile(loadTimes, 50),
                      wholeAllocationsPerFrame: counts ? Double(allocations) / Double(frames.count) : nil,
                      damageAllocationsPerFrame: counts ? Double(damageAllocations) / Double(frames.count) : nil)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }
}
