import Demos
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster
import Scene
import TestSupport
import MotionPlaygroundTesting
import Testing

/// A scene-graph demo with one key, to see what the session routes to it.
private final class ProbeDemo: SceneDemo {
    let dot: ShapeNode
    var presses = 0
    var drags: [DragValue] = []

    init(context: DemoContext) {
        let dot = Circle().fill(.black)
        self.dot = dot
        super.init(root: ZStack { dot.frame(width: 20, height: 20) }, context: context)
        keyBindings.bind("p", summary: "Probe") { [unowned self] in presses += 1 }
        dot.gesture(DragGesture().onEnded { [unowned self] in drags.append($0) })
    }
}

@Suite("Session keys, help overlay and reduce motion")
struct SessionKeyTests {
    /// The probe in place of D1 (the standard registry's other demos beside it) in 320 × 200, and
    /// the probe shown now, if it is.
    private func probeHarness() throws -> (DemoTester, () -> ProbeDemo?) {
        let probe = DemoDescriptor(number: 1, name: "probe", title: "Probe") { ProbeDemo(context: $0) }
        let registry = DemoRegistry([probe] + DemoRegistry.standard.demos.filter { $0.number != 1 })
        let harness = try DemoTester(probe, registry: registry, size: Size(width: 320, height: 200))
        return (harness, { harness.session.demo as? ProbeDemo })
    }

    @Test("Demo keys first, then global ones; the help rows come from the same tables")
    func routing() throws {
        let (harness, demo) = try probeHarness()
        #expect(harness.press("p") == .none)
        #expect(demo()?.presses == 1)
        // With control held, `p` is not the demo's key.
        harness.press("p", modifiers: .control)
        #expect(demo()?.presses == 1)
        let rows = harness.session.globalBindings.helpRows.map(\.summary)
        #expect(rows.contains("Show or hide this key reference") && rows.contains("Quit"))
        #expect(demo()?.keyBindings.helpRows.map(\.keys) == ["P"])
        #expect(harness.press("q", modifiers: .control) == .quit)
    }

    @Test("F1 shows the key reference; Escape closes it before it quits")
    func helpOverlay() throws {
        let (harness, _) = try probeHarness()
        let canvas = try #require(Canvas(width: 320, height: 200))
        harness.session.draw(in: canvas)
        let before = canvas.pixmap[160, 100]
        #expect(harness.press("f1") == .none)
        #expect(harness.session.isShowingHelp)
        #expect(harness.session.draw(in: canvas) == .rect(IntRect(x: 0, y: 0, width: 320, height: 200)))
        // The panel is nearly white where the demo's dot was black.
        #expect(before == Color.black.premultiplied)
        #expect(canvas.pixmap[160, 100] != before)
        #expect(harness.press("escape") == .none)
        #expect(!harness.session.isShowingHelp)
        harness.session.draw(in: canvas)
        #expect(canvas.pixmap[160, 100] == before)
        #expect(harness.press("escape") == .quit)
    }

    @Test("Reduce motion reaches the scene of the current and of the next demo")
    func reduceMotion() throws {
        let (harness, demo) = try probeHarness()
        harness.press("m", modifiers: .control)
        #expect(harness.session.reduceMotion)
        #expect(demo()?.scene.reduceMotion == true)
        harness.press("5")
        harness.press("1")
        #expect(demo()?.scene.reduceMotion == true)
    }

    /// Regression: holding Escape with the key reference open closed it and then quit on the
    /// auto-repeats; holding F1 made it flicker.
    @Test("A held key does not repeat toggles or quit")
    func heldKeys() throws {
        let (harness, _) = try probeHarness()
        #expect(harness.press("f1") == .none)
        for _ in 0..<5 { #expect(harness.press("f1", isRepeat: true) == .none) }
        #expect(harness.session.isShowingHelp)
        #expect(harness.press("escape") == .none)
        for _ in 0..<5 { #expect(harness.press("escape", isRepeat: true) == .none) }
        #expect(!harness.session.isShowingHelp)
        #expect(harness.press("escape") == .quit)
    }

    /// A scripted drag reaches a scene demo's gesture through the session, on the frame
    /// run loop's clock: the same path and timing as the window's own events.
    @Test("A scripted drag arrives at the demo's gesture with its frame-clock velocity")
    func scriptedDrag() throws {
        let (harness, demo) = try probeHarness()
        // The dot is 20 × 20, centred in the 320 × 200 demo.
        try harness.run(until: 1, script: "0.1 drag 160 100 260 100 0.5")
        let ended = try #require(demo()?.drags.first)
        #expect(ended.translation == Point(x: 100, y: 0))
        #expect(approx(ended.time, 0.6, 1e-9))
        #expect(abs(ended.velocity.x - 200) < 1e-6 && abs(ended.velocity.y) < 1e-9)
    }
}
