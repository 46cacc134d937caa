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
final class DemoHarness {
    let session: PlaygroundSession
    /// The script being replayed; later `run` calls continue it.
    private var replay: InputReplay?

    init(_ descriptor: DemoDescriptor, size: Size = Size(width: 1280, height: 800), reduceMotion: Bool = false) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        session = PlaygroundSession(registry: DemoRegistry.standard, initial: descriptor,
                                    context: DemoContext(text: text), size: size)
        session.reduceMotion = reduceMotion
        // The first layout, as the first frame would do it (nodes built by layout exist).
        (session.demo as? SceneDemo)?.scene.layoutIfNeeded()
    }

    /// Runs to `time` on the frame timeline. A `script` (the input-script grammar, times on the
    /// frame timeline) replaces the one being replayed; without one, the current one goes on.
    func run(until time: Double, script: String? = nil) throws {
        if let script { replay = InputReplay(try InputScript(parsingUTF8: Array(script.utf8))) }
        FrameTimeline.run(session, until: time, replay: &replay)
    }

    /// Presses a key now.
    func press(_ key: String) {
        _ = session.handle(.key(KeyPress(key)))
    }

    /// Draws the current frame at `scale` device pixels per point.
    func draw(scale: Double = 1) throws -> Canvas {
        let canvas = try #require(Canvas(width: Int((session.size.width * scale).rounded()),
                                         height: Int((session.size.height * scale).rounded())))
        canvas.setTransform(.scale(x: scale, y: scale))
        session.draw(in: canvas)
        return canvas
    }

    /// Compares the current frame with the golden `name` in Tests/DemosTests/Goldens.
    func expectGolden(_ name: String, scale: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let canvas = try draw(scale: scale)
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
        GoldenImage.expect(canvas.pixmap, name: name, directory: directory, sourceLocation: sourceLocation)
    }
}
