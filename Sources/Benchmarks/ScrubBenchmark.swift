import Demos
import Geometry
import Input
import PlaygroundCore
import Raster

/// How long a jump of the timeline scrubber takes in a 60 s recording: each demo is used for a
/// minute (its benchmark interaction, repeated), then the playhead jumps to twenty places spread
/// over the recording, backwards and forwards; each jump's time covers the replay and the frame
/// it shows. A jump must feel immediate: well under 100 ms.
public enum ScrubBenchmark {
    /// Scrubber jump timings for one demo, printable as a JSON line.
    public struct Result: Sendable {
        /// Name of the demo recorded.
        public let demo: String
        /// Events in the session recording after the minute of interaction.
        public let events: Int
        /// Time of each playhead jump in milliseconds, replay and the frame it shows included.
        public let jumpsMilliseconds: [Double]

        /// Median jump time in milliseconds.
        public var median: Double { Statistics.percentile(jumpsMilliseconds, 50) }
        /// Slowest jump in milliseconds; 0 when none were made.
        public var max: Double { jumpsMilliseconds.max() ?? 0 }

        /// The result as one JSON object on a single line (scene `scrub`).
        public var jsonLine: String {
            "{\"scene\": \"scrub\", \"demo\": \"\(demo)\", \"recorded_s\": \(Int(ScrubBenchmark.duration)), \"events\": \(events), "
                + "\"jumps\": \(jumpsMilliseconds.count), \"median_ms\": \(Statistics.format(median)), \"max_ms\": \(Statistics.format(max))}"
        }
    }

    /// Seconds of recording.
    public static let duration = 60.0

    /// The jump targets, as fractions of the recording: far back, near, forwards, the ends.
    static let targets = [0.1, 0.9, 0.5, 0.05, 0.95, 0.3, 0.7, 0.0, 1.0, 0.45, 0.2, 0.8, 0.6, 0.15, 0.85, 0.35, 0.65, 0.25, 0.75, 0.55]

    /// Records and scrubs every demo of `registry` and the gallery (only those named in `only`, when
    /// given) and returns one result for each.
    public static func run(registry: DemoRegistry, text: TextRasterizer, only: Set<String>? = nil) -> [Result] {
        (registry.demos + [registry.gallery]).filter { only?.contains($0.name) ?? true }.compactMap { descriptor in
            run(descriptor, registry: registry, text: text)
        }
    }

    static func run(_ descriptor: DemoDescriptor, registry: DemoRegistry, text: TextRasterizer) -> Result? {
        let size = Size(width: 1280, height: 800)
        guard let canvas = Canvas(width: 1280, height: 800) else { return nil }
        let session = PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text), size: size)
        // The demo's interaction every 8 s for a minute.
        var interaction = DemoBenchmark.interactions[descriptor.name] ?? ""
        if descriptor.name == "gallery" {
            interaction = DemoBenchmark.galleryInteraction(tiles: (session.demo as? GalleryDemo)?.tileContents ?? [])
        }
        var events: [ScriptedEvent] = []
        if let once = try? InputScript(parsing: interaction) {
            var start = 0.0
            while start + DemoBenchmark.duration <= duration {
                events += once.events.map { ScriptedEvent(time: $0.time + start, event: $0.event, line: $0.line) }
                start += DemoBenchmark.duration
            }
        }
        FrameClock.run(session, until: duration, script: InputScript(events: events))
        session.draw(in: canvas)
        session.toggleScrubber()
        let clock = ContinuousClock()
        var jumps: [Double] = []
        for fraction in targets {
            let start = clock.now
            session.scrub(to: fraction * duration)
            session.draw(in: canvas)
            let elapsed = (clock.now - start).components
            jumps.append(Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15)
        }
        return Result(demo: descriptor.name, events: session.recording.events.count, jumpsMilliseconds: jumps)
    }
}
