import Demos
import Foundation
import Geometry
import Input
import Lottie
import LottieModel
import Platform
@testable import PlaygroundCore
@testable import PlaygroundHost
import Raster
import Testing
import TestSupport

/// A Lottie file played in a session as the window plays it: under its own number key beside the
/// demos, moved by the session's clock (pause, slow motion), the bar telling its size, frame rate
/// and frame, a dropped file opened through the same event path a window uses, and a re-export
/// picked up with the last good one kept when it is broken.
@Suite("Lottie in the window's session", .serialized)
struct LottiePlayerTests {
    /// A 40 × 20 composition, 30 fps, frames 0–30: a square moving right by 1 point a frame.
    static func composition(color: String = "1,0,0,1", frames: Int = 30) -> String {
        #"{"v":"5.7","fr":30,"ip":0,"op":\#(frames),"w":40,"h":20,"layers":[{"ty":4,"ind":1,"ip":0,"op":\#(frames),"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":30,"s":[30,0]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[5,10]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[\#(color)]},"o":{"a":0,"k":100}}]}]}"#
    }

    private func file(_ name: String, _ text: String, in folder: String? = nil) throws -> String {
        let path = (folder ?? RepositoryPaths.temporaryDirectory("lottie-player")) + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func session(playing path: String, size: Size = Size(width: 640, height: 400)) throws -> (PlaygroundSession, LottieSource) {
        let source = try LottieOpening.source(for: path)
        let (registry, descriptor) = try LottieOpening.registry(.standard, playing: source, file: path)
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text), size: size, showsBar: true)
        return (session, source)
    }

    @Test("It takes number key 7 beside the six demos, plays from the in point at the file's rate, loops at the out point")
    func playsOnTheSessionClock() throws {
        let (session, _) = try session(playing: try file("moving.json", Self.composition()))
        #expect(session.current.number == 7 && session.current.name == "lottie" && session.current.title == "moving.json")
        #expect(session.registry.demos.map(\.number) == [1, 2, 3, 4, 5, 6, 7])
        let demo = try #require(session.demo as? LottieDemo)
        session.advance(to: 0.5)
        #expect(abs(demo.frame - 15) < 1e-9, "half a second at 30 fps: frame 15, not \(demo.frame)")
        session.advance(to: 1.25)
        #expect(abs(demo.frame - 7.5) < 1e-9, "past the out point it loops: \(demo.frame)")
        #expect(session.bar.status.value == "40×20  ·  30 fps  ·  frame 7 of 0–30")
    }

    @Test("Pause and slow motion act on it as on any demo: they act on its clock")
    func pauseAndSlowMotion() throws {
        let (session, _) = try session(playing: try file("moving.json", Self.composition()))
        let demo = try #require(session.demo as? LottieDemo)
        session.advance(to: 0.2)
        session.setPaused(true)
        let held = demo.frame
        session.advance(to: 0.9)
        #expect(demo.frame == held, "a paused clock holds the frame")
        session.setPaused(false)
        session.setTimeScale(0.25)
        session.advance(to: 1.3)
        #expect(abs(demo.frame - (held + 0.4 * 0.25 * 30)) < 1e-6, "at 25 %, 0.4 s is 3 frames: \(demo.frame)")
    }

    @Test("The composition is drawn as the renderer draws it, fitted and centred in the demo's area")
    func drawnAsTheRendererDrawsIt() throws {
        let path = try file("moving.json", Self.composition())
        let (session, _) = try session(playing: path, size: Size(width: 400, height: 232))
        session.advance(to: 0.4)
        let canvas = try #require(Canvas(width: 400, height: 232))
        session.draw(in: canvas)
        // The demo's area is 400 × 200 above the bar: the 40 × 20 composition at 10×, frame 12.
        let reference = try #require(Canvas(width: 400, height: 200))
        reference.clear(Color(r255: 236, g255: 236, b255: 240))
        reference.setTransform(.scale(10))
        CompositionRenderer(composition: try LottieDocument.load(path).composition).draw(frame: 12, in: reference)
        var differing = 0
        for y in 0..<200 { for x in 0..<400 where canvas.pixmap[x, y] != reference.pixmap[x, y] { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ from the renderer's frame 12")
    }

    @Test("A file dropped onto the window opens under its number key; anything else is refused with a toast")
    func droppedFileOpens() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: try #require(DemoRegistry.standard.demo(named: "drops")),
                                        context: DemoContext(text: text), size: Size(width: 640, height: 400), showsBar: true)
        session.onFileDropped = { [unowned session] path in LottieOpening.open(dropped: path, in: session, watcher: nil) }
        let notes = try file("notes.txt", "not a composition")
        _ = session.handle(.fileDropped(notes))
        #expect(session.current.name == "drops", "a text file opens nothing")
        #expect(session.toast.text.contains("not a Lottie file"), "\(session.toast.text)")
        let path = try file("dropped.json", Self.composition())
        _ = session.handle(.fileDropped(path))
        #expect(session.current.name == "lottie" && session.current.number == 7)
        #expect(session.bar.tabs.map(\.title).last == "dropped.json")
        #expect(session.demo is LottieDemo)
        // A second file replaces the first under the same key.
        let second = try file("second.json", Self.composition(color: "0,0,1,1"))
        _ = session.handle(.fileDropped(second))
        #expect(session.registry.demos.count == 7 && session.current.title == "second.json")
        // A broken one is refused, and what plays keeps playing.
        let broken = try file("broken.json", "{\"v\":")
        _ = session.handle(.fileDropped(broken))
        #expect(session.current.title == "second.json")
        #expect(session.toast.text.contains("broken.json"), "\(session.toast.text)")
    }

    @Test("A re-export is reloaded at the same frame; a broken one keeps the last good composition, with the error in the banner")
    func reloadKeepsTheLastGood() throws {
        let path = try file("anim.json", Self.composition())
        let (session, source) = try session(playing: path)
        let demo = try #require(session.demo as? LottieDemo)
        session.advance(to: 0.3)
        let frame = demo.frame
        let watcher = LottieFileWatcher(onReload: {})
        watcher.source = source
        watcher.start()
        defer { watcher.stop() }
        // Let the watcher see the first version before the file changes.
        try waitUntil { watcher.hasLooked }
        let version = source.version
        try Data(Self.composition(color: "0,0,1,1").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        try waitUntil { source.version != version }
        session.advance(to: 0.3 + 1e-6)
        #expect(abs(demo.frame - frame) < 1e-3, "the reload goes on at the same frame")
        #expect(demo.compositionNode.renderer.composition.layers.count == 1)
        #expect(source.snapshot.error == nil)
        let good = source.snapshot.playable.composition
        let reloaded = source.version
        try Data("{\"v\":\"5.7\",\"w\":".utf8).write(to: URL(fileURLWithPath: path))
        try waitUntil { source.version != reloaded }
        session.advance(to: 0.4)
        let error = try #require(source.snapshot.error)
        #expect(error.contains("anim.json"), "\(error)")
        #expect(source.snapshot.playable.composition.width == good.width, "the last good composition stays")
        #expect(demo.bannerText.contains("Reload failed") && demo.bannerText.contains("anim.json"), "\(demo.bannerText)")
    }

    @Test("A folder plays its files in name order, ←/→ between them")
    func folderOfFiles() throws {
        let folder = RepositoryPaths.temporaryDirectory("lottie-folder")
        _ = try file("b.json", Self.composition(color: "0,1,0,1"), in: folder)
        _ = try file("a.json", Self.composition(), in: folder)
        _ = try file("readme.txt", "not a composition", in: folder)
        let (session, source) = try session(playing: folder)
        #expect(source.files.map { ($0 as NSString).lastPathComponent } == ["a.json", "b.json"])
        #expect(session.current.title == "a.json")
        _ = session.handle(.key(KeyPress("right")))
        #expect(source.currentPath.hasSuffix("b.json"))
        session.advance(to: 0.1)
        _ = session.handle(.key(KeyPress("right")))
        #expect(source.currentPath.hasSuffix("a.json"), "it wraps round")
    }

    /// Waits (polling, up to 20 s on a loaded machine) for `condition`.
    private func waitUntil(_ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(20)
        while !condition() {
            guard Date() < deadline else { throw WaitFailure() }
            usleep(10_000)
        }
    }

    private struct WaitFailure: Error {}
}

/// `PLAYGROUND_CHECK_DAMAGE=1` playback, in process: every example of the feature corpus and 20
/// real-world files played for a third of a second as the window plays them, each frame
/// repainting only its damage and compared with one drawn from scratch.
@Suite("Lottie playback repaints exactly what changed")
struct LottieDamageTests {
    static var files: [String] {
        guard let corpus = RepositoryPaths.lottieCorpus else { return [] }
        let realWorld = corpus + "/real-world"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: realWorld)) ?? []).filter(LottieDocument.isLottiePath).sorted()
        // Every 11th file: 20 of the 233, spread over the alphabet.
        let sample = stride(from: 0, to: names.count, by: max(1, names.count / 20)).prefix(20).map { realWorld + "/" + names[$0] }
        return RepositoryPaths.lottieTestFiles + sample
    }

    @Test func playbackStaysClean() throws {
        let files = Self.files
        guard !files.isEmpty else {
            print("LottieDamageTests: the Lottie corpus is not beside the checkout; skipped")
            return
        }
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        var dirty: [String] = []
        var played = 0
        for path in files {
            guard let document = try? LottieDocument.load(path) else { continue }
            let source = LottieSource(first: document.playable, files: [path], load: { try LottieDocument.load($0).playable })
            let (registry, descriptor) = try LottieOpening.registry(.standard, playing: source, file: path)
            let session = PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text),
                                            size: Size(width: 240, height: 182), showsBar: true, checksDamage: true)
            let canvas = try #require(Canvas(width: 240, height: 182))
            for frame in 0...20 {
                session.advance(to: Double(frame) / 60)
                if session.needsRedraw { session.draw(in: canvas) }
            }
            played += 1
            if let failure = session.damageCheckFailures.first { dirty.append("\((path as NSString).lastPathComponent): \(failure)") }
        }
        #expect(played >= files.count - 25, "only \(played) of \(files.count) files loaded")
        #expect(dirty.isEmpty, "\(dirty.count) files repainted wrongly: \(dirty.prefix(5))")
    }
}
