import Foundation
import Demos
import Geometry
import Input
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Testing
import TestSupport

/// A playground session on one demo with the bundled font, driven as the window and `render`
/// drive it: input scripts through `FrameTimeline`, keys through `PlaygroundSession.handle`.
/// The one session harness of the demo tests: a test that needs a set-up of its own (a probe
/// demo, the inspector open, a window's frame loop) builds it on this.
final class DemoHarness {
    let session: PlaygroundSession
    /// The script being replayed; later `run` calls continue it.
    private var replay: InputReplay?

    /// A session showing `descriptor` from `registry` (what the number keys, the tabs and the
    /// gallery choose from: `.standard`, or e.g. `DemoRegistry([.drawer])` for one demo alone)
    /// in a window of `size` points, with the bar along the bottom when `showsBar` (as the
    /// window shows it). `settings` are applied as `--set` applies them: through the session,
    /// after it is made and before the first frame.
    init(_ descriptor: DemoDescriptor, registry: DemoRegistry = .standard, size: Size = Size(width: 1280, height: 800),
         showsBar: Bool = false, reduceMotion: Bool = false, settings: [(name: String, value: String)] = []) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        session = PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text), size: size,
                                    showsBar: showsBar)
        session.reduceMotion = reduceMotion
        // The first layout, as the first frame would do it (nodes built by layout exist).
        (session.demo as? SceneDemo)?.scene.layoutIfNeeded()
        if !settings.isEmpty { try session.applySettings(settings) }
    }

    /// The demo shown, as the type the test knows it to be (`try harness.demo(DrawerDemo.self)`).
    func demo<T>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
        try #require(session.demo as? T, "the demo shown is a \(Swift.type(of: session.demo)), not a \(T.self)",
                     sourceLocation: sourceLocation)
    }

    /// Runs to `time` on the frame timeline. A `script` (the input-script grammar, times on the
    /// frame timeline) replaces the one being replayed; without one, the current one goes on.
    func run(until time: Double, script: String? = nil) throws {
        if let script { replay = InputReplay(try InputScript(parsingUTF8: Array(script.utf8))) }
        FrameTimeline.run(session, until: time, replay: &replay)
    }

    /// Presses a key now, as the window delivers it; returns what the session asks of its host.
    @discardableResult
    func press(_ key: String, modifiers: KeyModifiers = [], isRepeat: Bool = false) -> PlaygroundSession.Command {
        session.handle(.key(KeyPress(key, modifiers: modifiers, isRepeat: isRepeat)))
    }

    /// Draws the current frame into a new canvas at `scale` device pixels per point, as the
    /// session draws a window's frame: only what it repaints. That is the whole frame the first
    /// time (and whenever the session repaints everything: a switch, the key reference), but
    /// after a first draw only the damage since the last one, over the new canvas's transparent
    /// pixels. To look at a later frame whole, use `drawFullFrame`.
    func draw(scale: Double = 1) throws -> Canvas {
        let canvas = try #require(Canvas(width: Int((session.size.width * scale).rounded()),
                                         height: Int((session.size.height * scale).rounded())))
        canvas.setTransform(.scale(x: scale, y: scale))
        session.draw(in: canvas)
        return canvas
    }

    /// Draws the whole current frame into a new canvas at `scale`, as `render` does: a new canvas
    /// holds nothing of the frames drawn before, so the session first forgets what it drew
    /// (`setNeedsFullRedraw`) and paints all of it. Unlike `draw`, every call shows the entire
    /// frame; on a session not drawn before, the two give the same pixels.
    func drawFullFrame(scale: Double = 1) throws -> Canvas {
        session.setNeedsFullRedraw()
        return try draw(scale: scale)
    }

    /// Compares the current frame (drawn by `draw`) with the golden `name` in
    /// Tests/DemosTests/Goldens.
    func expectGolden(_ name: String, scale: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let canvas = try draw(scale: scale)
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
        GoldenImage.expect(canvas.pixmap, name: name, directory: directory, sourceLocation: sourceLocation)
    }
}
