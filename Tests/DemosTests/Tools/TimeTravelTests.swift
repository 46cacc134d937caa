import Demos
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster
import MotionPlaygroundTesting
import Testing
import TestSupport

/// Time travel: the session records what is done to a demo; the scrubber rebuilds any recorded
/// moment by replaying; the recording saved as a script replays to the same pixels.
@Suite("Time travel")
struct TimeTravelTests {
    static let size = Size(width: 640, height: 400)
    /// Rows of the demo not covered by the scrubber strip or the bar.
    static let comparedRows = 0..<(400 - 32 - 44)

    /// An interaction per demo that exercises what matters: the drawer caught mid-flight, the
    /// menu changed during its spring, the pager dragged while its timer ticks.
    static let interactions: [(DemoDescriptor, String)] = [
        (.onboarding, "0.5 drag 500 200 150 200 0.4\n1.5 key right\n2.2 drag 150 200 520 200 0.1\n"),
        (.menu, "0.3 key down\n0.45 key down\n0.6 key k\n1.0 key up\n1.1 key return\n"),
        (.timer, "0.2 key space\n1.0 key e\n1.6 key e\n2.0 key space\n2.4 key space\n"),
        (.drawer, "0.3 key space\n0.6 drag 320 250 320 300 0.3\n1.5 key v\n1.6 key space\n"),
        (.drops, "0.3 key d\n0.8 key t\n1.2 key +\n2.0 key f4\n2.5 key f4\n2.6 key f4\n"),
        (DemoRegistry.standard.gallery, "0.4 click 500 100\n0.6 key down\n1.0 key tab\n1.1 key space\n"),
    ]

    /// `descriptor` in a window of `size` with the bar, as the window shows it.
    private func harness(_ descriptor: DemoDescriptor) throws -> DemoTester {
        try DemoTester(descriptor, registry: .standard, size: Self.size, showsBar: true)
    }

    private func differing(_ a: Canvas, _ b: Canvas) -> Int {
        var count = 0
        for y in Self.comparedRows {
            for x in 0..<a.pixmap.width where a.pixmap[x, y] != b.pixmap[x, y] { count += 1 }
        }
        return count
    }

    @Test("Scrubbing to t and back to t′ shows exactly what render --at t′ shows", arguments: [0, 1, 2, 3, 4, 5])
    func scrubMatchesRender(index: Int) throws {
        let (descriptor, script) = Self.interactions[index]
        let live = try harness(descriptor)
        try live.run(until: 3.2, script: script)
        live.session.toggleScrubber()
        #expect(live.session.isShowingScrubber && live.session.scrubPosition == live.session.recordingEnd)
        // The strip alone, as before the lanes: the rows compared are the demo's.
        #expect(live.session.isShowingLanes)
        live.press("l")
        #expect(!live.session.isShowingLanes && live.session.isShowingScrubber)
        for (forth, back) in [(2.9, 0.75), (0.4, 1.85), (3.1, 2.65)] {
            live.session.scrub(to: forth)
            live.session.scrub(to: back)
            let reference = try harness(descriptor)
            try reference.run(until: back, script: script)
            let scrubbed = try live.draw(), rendered = try reference.draw()
            #expect(differing(scrubbed, rendered) == 0, "\(descriptor.name) at \(back) after \(forth)")
        }
    }

    @Test("The saved recording replays to the same pixels as the live session")
    func savedScriptReplays() throws {
        for (descriptor, script) in Self.interactions {
            let live = try harness(descriptor)
            try live.run(until: 3.0, script: script)
            let saved = live.session.recordingScript
            #expect(saved.hasPrefix("# MotionPlayground session: \(descriptor.name)"))
            let replayed = try harness(descriptor)
            try replayed.run(until: 3.0, script: saved)
            #expect(differing(try live.draw(), try replayed.draw()) == 0, "\(descriptor.name)")
        }
    }

    @Test("Resuming from the playhead drops the recorded future and records on from there")
    func resumeBranches() throws {
        let live = try harness(.drops)
        let session = live.session
        try live.run(until: 3, script: "0.5 key d\n2.0 key t\n")
        session.toggleScrubber()
        session.scrub(to: 1)
        #expect(session.isPaused)
        session.resumeFromPlayhead()
        #expect(!session.isShowingScrubber && session.scrubPosition == nil && !session.isPaused)
        #expect(session.recording.events.count == 1)
        #expect(approx(session.recordingTime, 1, 1e-9))
        live.run(until: 3.5)
        live.press("t")
        let times = session.recording.events.map(\.time)
        #expect(times.count == 2 && abs(times[1] - 1.5) < 1e-9)
    }

    @Test("S closes the scrubber back to where the session was: the demo as if never scrubbed, everything recorded kept")
    func closingReturnsToLive() throws {
        let script = "0.5 key d\n2.0 key t\n"
        let live = try harness(.drops)
        let session = live.session
        try live.run(until: 3, script: script)
        live.press("s")
        session.scrub(to: 1)
        #expect(session.isPaused && approx(session.scrubPosition ?? 0, 1, 1e-9))
        live.press("s")
        #expect(!session.isShowingScrubber && session.scrubPosition == nil && !session.isPaused)
        #expect(session.recording.events.count == 2, "\(session.recording.events)")
        #expect(approx(session.recordingTime, 3, 1e-9))
        live.run(until: 4)
        // The same demo as a session that ran to 3 s, never scrubbed, then on for a second.
        let unscrubbed = try harness(.drops)
        try unscrubbed.run(until: 4, script: script)
        let demo = try live.demo(DropsDemo.self), reference = try unscrubbed.demo(DropsDemo.self)
        #expect(demo.isReversed == reference.isReversed)
        #expect(differing(try live.drawFullFrame(), try unscrubbed.drawFullFrame()) == 0)
    }

    @Test("Left and Right step one frame while scrubbing; the demo takes no input meanwhile")
    func stepWhileScrubbing() throws {
        let live = try harness(.drops)
        try live.run(until: 2, script: "0.5 key d\n")
        live.session.toggleScrubber()
        live.session.scrub(to: 1)
        live.press("right")
        live.press("right")
        live.press("left")
        #expect(approx((live.session.scrubPosition ?? 0), (1 + 1.0 / 60), 1e-9))
        let demo = try live.demo(DropsDemo.self)
        let reversed = demo.isReversed
        live.press("d")
        #expect(demo.isReversed == reversed)
    }
}
