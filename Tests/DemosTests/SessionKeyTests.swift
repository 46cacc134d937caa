import Demos
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster
import Scene
import TestSupport
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
    private func session() throws -> (PlaygroundSession, () -> ProbeDemo?) {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let probe = DemoDescriptor(number: 1, name: "probe", title: "Probe") { ProbeDemo(context: $0) }
        let registry = DemoRegistry([probe] + DemoRegistry.standard.demos.filter { $0.number != 1 })
        let session = PlaygroundSession(registry: registry, initial: probe, context: DemoContext(text: text),
                                        size: Size(width: 320, height: 200))
        return (session, { session.demo as? ProbeDemo })
    }

    @Test("Demo keys first, then global ones; the help rows come from the same tables")
    func routing() throws {
        let (session, demo) = try session()
        #expect(session.handle(.key(KeyPress("p"))) == .none)
        #expect(demo()?.presses == 1)
        // With control held, `p` is not the demo's key.
        _ = session.handle(.key(KeyPress("p", modifiers: .control)))
        #expect(demo()?.presses == 1)
        let rows = session.globalBindings.helpRows.map(\.summary)
        #expect(rows.contains("Show or hide this key reference") && rows.contains("Quit"))
        #expect(demo()?.keyBindings.helpRows.map(\.keys) == ["P"])
        #expect(session.handle(.key(KeyPress("q", modifiers: .control))) == .quit)
    }

    @Test("F1 shows the key reference; Escape closes it before it quits")
    func helpOverlay() throws {
        let (session, _) = try session()
        let canvas = try #require(Canvas(width: 320, height: 200))
        session.draw(in: canvas)
        let before = canvas.pixmap[160, 100]
        #expect(session.handle(.key(KeyPress("f1"))) == .none)
        #expect(session.isShowingHelp)
        #expect(session.draw(in: canvas) == .rect(IntRect(x: 0, y: 0, width: 320, height: 200)))
        // The panel is nearly white where the demo's dot was black.
        #expect(before == Color.black.premultiplied)
        #expect(canvas.pixmap[160, 100] != before)
        #expect(session.handle(.key(KeyPress("escape"))) == .none)
        #expect(!session.isShowingHelp)
        session.draw(in: canvas)
        #expect(canvas.pixmap[160, 100] == before)
        #expect(session.handle(.key(KeyPress("escape"))) == .quit)
    }

    @Test("Reduce motion reaches the scene of the current and of the next demo")
    func reduceMotion() throws {
        let (session, demo) = try session()
        _ = session.handle(.key(KeyPress("m", modifiers: .control)))
        #expect(session.reduceMotion)
        #expect(demo()?.scene.reduceMotion == true)
        _ = session.handle(.key(KeyPress("5")))
        _ = session.handle(.key(KeyPress("1")))
        #expect(demo()?.scene.reduceMotion == true)
    }

    /// Regression: holding Escape with the key reference open closed it and then quit on the
    /// auto-repeats; holding F1 made it flicker.
    @Test("A held key does not repeat toggles or quit")
    func heldKeys() throws {
        let (session, _) = try session()
        #expect(session.handle(.key(KeyPress("f1"))) == .none)
        for _ in 0..<5 { #expect(session.handle(.key(KeyPress("f1", isRepeat: true))) == .none) }
        #expect(session.isShowingHelp)
        #expect(session.handle(.key(KeyPress("escape"))) == .none)
        for _ in 0..<5 { #expect(session.handle(.key(KeyPress("escape", isRepeat: true))) == .none) }
        #expect(!session.isShowingHelp)
        #expect(session.handle(.key(KeyPress("escape"))) == .quit)
    }

    /// A scripted drag reaches a scene demo's gesture through the session, on the frame
    /// timeline's clock: the same path and timing as the window's own events.
    @Test("A scripted drag arrives at the demo's gesture with its timeline velocity")
    func scriptedDrag() throws {
        let (session, demo) = try session()
        // The dot is 20 × 20, centred in the 320 × 200 demo.
        let script = try InputScript(parsing: "0.1 drag 160 100 260 100 0.5")
        FrameTimeline.run(session, until: 1, frameRate: 60, script: script)
        let ended = try #require(demo()?.drags.first)
        #expect(ended.translation == Point(x: 100, y: 0))
        #expect(approx(ended.time, 0.6, 1e-9))
        #expect(abs(ended.velocity.x - 200) < 1e-6 && abs(ended.velocity.y) < 1e-9)
    }
}
