import Demos
import Geometry
import Input
import Platform
@testable import PlaygroundCore
import Scene
import Testing
import TestSupport

/// The scrubber's playhead is grabbed where it is drawn.
@Suite("Scrubber playhead")
struct ScrubberKnobTests {
    /// Regression: at the end of the recording (where S opens it) the playhead's knob was drawn
    /// half past the track's end, and a drag starting on its centre (x ≈ 1126 at 1280 wide) went
    /// nowhere; only from x ≤ 1124 did it move the playhead.
    @Test("A drag that starts on the knob's centre moves the playhead")
    func dragFromTheKnob() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: .drawer, context: DemoContext(text: text),
                                        size: Size(width: 1280, height: 800), showsBar: true)
        FrameClock.run(session, until: 3, script: try InputScript(parsing: "0.5 key space\n"))
        _ = session.handle(.key(KeyPress("s")))
        let end = try #require(session.scrubPosition)
        let strip = try #require(session.scrubber)
        let stripFrame = try #require(strip.frame)
        let track = try #require(strip.scene.root.descendants(named: "ScrubberTrack").first)
        let bounds = try #require(strip.scene.bounds(of: track))
        // The knob: at the track's end less the inset, on its middle line.
        let knob = Point(x: stripFrame.minX + bounds.maxX - ScrubberStrip.knobInset, y: stripFrame.minY + bounds.midY)
        _ = session.handle(.pointerDown(knob, .primary))
        _ = session.handle(.pointerMoved(Point(x: knob.x - 200, y: knob.y)))
        _ = session.handle(.pointerUp(Point(x: knob.x - 200, y: knob.y), .primary))
        let position = try #require(session.scrubPosition)
        #expect(position < end - 0.5, "the playhead stayed at \(position) of \(end)")
    }

    /// Regression (found by the damage-checked fuzz): in a window narrower than the scrubber's
    /// controls (104 points), the squeezed track drew its knob past its bounds, and a repaint
    /// that skipped the track left the knob's pixels wrong.
    @Test("In a window too narrow for the strip the knob is repainted with the rest")
    func narrowStrip() throws {
        let live = try LiveWindow(.onboarding, size: Size(width: 640, height: 400))
        live.run(until: 0.4)
        live.run(until: 0.8, [(0.5, .key(KeyPress("2"))), (0.6, .key(KeyPress("s"))), (0.7, .resized(Size(width: 104, height: 1206))),
                              (0.72, .key(KeyPress("5")))])
        #expect(live.failures.isEmpty, "\(live.failures)")
    }
}
