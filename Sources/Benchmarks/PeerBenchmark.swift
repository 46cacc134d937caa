import Raster

/// Times the peer scenes exactly as the specification asks: single-threaded into an offscreen
/// pixmap, one untimed warm-up pass, then every frame timed (clear included, no PNG writing).
public enum PeerBenchmark {
    /// Frame times of one peer scene, printable in the specification's JSON format.
    public struct Result: Sendable {
        /// The scene that was drawn.
        public let scene: PeerScene
        /// Time of each frame of the timed pass in milliseconds, indexed by frame (`PeerScene.frames` of them).
        public let timesMilliseconds: [Double]

        /// Median frame time in milliseconds.
        public var median: Double { Statistics.percentile(timesMilliseconds, 50) }
        /// 90th-percentile frame time in milliseconds.
        public var p90: Double { Statistics.percentile(timesMilliseconds, 90) }
        /// Fastest frame in milliseconds; 0 when no frames were timed.
        public var minimum: Double { timesMilliseconds.min() ?? 0 }

        /// One JSON object with exactly the keys the specification names, in its order.
        public var jsonLine: String {
            "{\"scene\": \"\(scene.id)\", \"width\": \(scene.width), \"height\": \(scene.height), "
                + "\"frames\": \(timesMilliseconds.count), \"median_ms\": \(Statistics.format(median)), "
                + "\"p90_ms\": \(Statistics.format(p90)), \"min_ms\": \(Statistics.format(minimum))}"
        }
    }

    /// Runs `scene`; `pngFrame` receives the canvas right after frame `PeerScene.pngFrame` is drawn
    /// in the timed pass (outside the timing).
    /// `passes` > 1 repeats the timed pass (the last one is reported): comparing allocation counts
    /// across pass counts shows what one frame allocates in steady state.
    public static func run(_ scene: PeerScene, passes: Int = 1, pngFrame: ((Canvas) -> Void)? = nil) -> Result? {
        guard let canvas = Canvas(width: scene.width, height: scene.height) else { return nil }
        for t in 0..<PeerScene.frames { scene.draw(canvas, t) }
        var times = [Double](repeating: 0, count: PeerScene.frames)
        let clock = ContinuousClock()
        for _ in 1..<max(passes, 1) {
            for t in 0..<PeerScene.frames { scene.draw(canvas, t) }
        }
        for t in 0..<PeerScene.frames {
            let start = clock.now
            scene.draw(canvas, t)
            let elapsed = start.duration(to: clock.now)
            times[t] = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            if t == PeerScene.pngFrame { pngFrame?(canvas) }
        }
        return Result(scene: scene, timesMilliseconds: times)
    }
}
