import Demos
import Foundation
import Geometry
import Input
import Platform
import Raster
@testable import PlaygroundCore
@testable import PlaygroundHost
import Testing
import TestSupport

/// The host's pieces that need no window: which demos can share one, the names `new` takes,
/// what `watch` reads from the compiler and from the sources, and the session it hands over.
@Suite("Host: registry, new, watch")
struct HostTests {
    @Test("Demos that cannot share a window are named: a number out of 1…9, a number or a name taken, a name with capitals")
    func registryConflicts() {
        #expect(DemoRegistry.conflict(in: DemoRegistry.standard.demos) == nil)
        let clash = DemoDescriptor(number: 6, name: "sheet", title: "Sheet") { CardStackDemo(context: $0) }
        #expect(DemoRegistry.conflict(in: DemoRegistry.standard.demos + [clash])?.contains("both have number 6") == true)
        let renamed = DemoDescriptor(number: 7, name: "cards", title: "Cards again") { CardStackDemo(context: $0) }
        #expect(DemoRegistry.conflict(in: DemoRegistry.standard.demos + [renamed])?.contains("is taken") == true)
        let gallery = DemoDescriptor(number: 7, name: "gallery", title: "G") { CardStackDemo(context: $0) }
        #expect(DemoRegistry.conflict(in: [gallery])?.contains("is taken") == true)
        let capital = DemoDescriptor(number: 1, name: "Sheet", title: "S") { CardStackDemo(context: $0) }
        #expect(DemoRegistry.conflict(in: [capital])?.contains("lower case") == true)
        let zero = DemoDescriptor(number: 0, name: "sheet", title: "S") { CardStackDemo(context: $0) }
        #expect(DemoRegistry.conflict(in: [zero])?.contains("1…9") == true)
        #expect(DemoRegistry.conflict(in: [])?.contains("no demos") == true)
    }

    @Test("new takes Swift identifiers that name no engine module, and names the engine's package as SwiftPM does")
    func packageNames() {
        for good in ["Sample", "Sheet2", "my_scene", "Default", "Class"] { #expect(New.isIdentifier(good), "\(good)") }
        for bad in ["", "_", "_x", "2Sheet", "My Scene", "Sheet-1", "Ärger", "Scene", "Foundation", "MotionPlayground", "CGIF",
                    "ArgumentParser", "Gallery", "all", String(repeating: "a", count: 65)] {
            #expect(!New.isIdentifier(bad), "\(bad)")
        }
        #expect(New.identity(ofLastComponent: "/home/me/MotionPlayground") == "motionplayground")
        #expect(New.identity(ofLastComponent: "https://example.com/me/MotionPlayground.git") == "motionplayground")
        let template = PackageTemplate(name: "Sheet", dependency: ".package(path: \"/x/y\")", engineIdentity: "y")
        #expect(template.demoName == "sheet")
        let manifest = template.files.first { $0.path == "Package.swift" }?.contents ?? ""
        #expect(manifest.contains(".package(path: \"/x/y\")") && manifest.contains("let engine = \"y\""))
        #expect(template.files.map(\.path).contains("Sources/SheetScene/SheetDemo.swift"))
    }

    @Test("The README of a new package links the engine where it is: its checkout as a file URL, or the git URL given")
    func readmeLinksTheEngine() {
        for (location, link) in [("/home/me/Motion Playground", "file:///home/me/Motion%20Playground"),
                                 ("https://example.com/me/MotionPlayground.git", "https://example.com/me/MotionPlayground.git")] {
            let template = PackageTemplate(name: "Sheet", dependency: ".package(path: \"/x/y\")", engineIdentity: "y",
                                           engineLocation: location)
            let readme = template.files.first { $0.path == "README.md" }?.contents ?? ""
            #expect(readme.contains("[MotionPlayground](\(link))"), "\(readme.prefix(200))")
        }
    }

    @Test("A demo named by a keyword is declared in backticks")
    func keywordNames() {
        let template = PackageTemplate(name: "Default", dependency: ".package(path: \"/x/y\")", engineIdentity: "y")
        let demo = template.files.first { $0.path == "Sources/DefaultScene/DefaultDemo.swift" }?.contents ?? ""
        #expect(demo.contains("public static let `default` = DemoDescriptor("))
        #expect(template.files.first { $0.path == "Sources/Default/main.swift" }?.contents.contains("[.`default`]") == true)
    }

    @Test("The clock settings given at the start stay in the recording: F9 and a second watch handoff keep --speed and --fps-cap")
    func clockSettingsStayInTheRecording() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: .drops, context: DemoContext(text: text),
                                        size: Size(width: 640, height: 400))
        session.setTimeScale(0.5)
        session.setFrameRateCap(30)
        session.restartRecording()
        #expect(session.recordingScript.contains("--speed 0.5") && session.recordingScript.contains("--fps-cap 30"))
        let first = WatchHandoff(session: session, windowPosition: WindowPosition(x: 0, y: 0), windowSize: session.size, presentation: .surface)
        let resumed = try WatchResume.replay(first, descriptor: .drops, registry: .standard, text: text).session
        let second = WatchHandoff(session: resumed, windowPosition: WindowPosition(x: 0, y: 0), windowSize: resumed.size, presentation: .surface)
        #expect(second.speed == 0.5 && second.frameRateCap == 30)
    }

    @Test("A 60 fps GIF keeps its length: frames that would last under 2 cs are merged, not lengthened")
    func gifAtSixtyFramesPerSecondKeepsItsLength() throws {
        let writer = try AnimatedGIFWriter(width: 4, height: 4)
        for index in 0..<60 {
            var pixmap = try #require(Pixmap(width: 4, height: 4))
            pixmap.fill(PremultipliedColor(alpha: 255, red: UInt8(index * 4), green: 0, blue: 0))
            try writer.add(pixmap, at: Int((Double(index) * 1000 / 60).rounded()))
        }
        let path = RepositoryPaths.temporaryDirectory("gif") + "/clip.gif"
        try writer.finish(endingAt: 1000, to: path)
        let frames = try AnimatedGIFReader.read(path)
        #expect(frames.last?.endMilliseconds == 1000, "the clip lasts 1 s, not \(frames.last?.endMilliseconds ?? 0) ms")
        #expect(frames.count >= 20 && frames.count <= 50, "\(frames.count) frames")
    }

    @Test("watch shows the compiler's first error, its path relative to the package")
    func firstError() {
        let output = """
            Building for debugging...
            /home/me/Sheet/Sources/SheetScene/SheetDemo.swift:12:5: error: expected expression
            /home/me/Sheet/Sources/SheetScene/SheetDemo.swift:14:1: error: extraneous '}'
            error: fatalError
            """
        #expect(PackageBuild.firstError(in: output, package: "/home/me/Sheet")
            == "Sources/SheetScene/SheetDemo.swift:12:5: error: expected expression")
        #expect(PackageBuild.firstError(in: "linker command failed\n", package: "/x") == "linker command failed")
        #expect(PackageBuild.firstError(in: "", package: "/x") == "the build failed without a message")
    }

    @Test("A saved, added or removed source changes the snapshot; an editor's swap file does not")
    func sourceSnapshots() throws {
        let package = RepositoryPaths.temporaryDirectory("snapshot")
        try FileManager.default.createDirectory(atPath: package + "/Sources/A", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0".write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        try "let a = 1".write(toFile: package + "/Sources/A/A.swift", atomically: true, encoding: .utf8)
        let first = SourceSnapshot(package: package)
        #expect(SourceSnapshot(package: package) == first)
        try "x".write(toFile: package + "/Sources/A/.A.swift.swp", atomically: true, encoding: .utf8)
        #expect(SourceSnapshot(package: package) == first)
        try "let a = 22".write(toFile: package + "/Sources/A/A.swift", atomically: true, encoding: .utf8)
        let saved = SourceSnapshot(package: package)
        #expect(saved != first)
        try "let b = 1".write(toFile: package + "/Sources/A/B.swift", atomically: true, encoding: .utf8)
        let added = SourceSnapshot(package: package)
        #expect(added != saved)
        try FileManager.default.removeItem(atPath: package + "/Sources/A/B.swift")
        #expect(SourceSnapshot(package: package) == saved)
    }

    @Test("A handed-over session replays to the same frame: the drawer mid-drag, with its tools and settings")
    func handoffReplaysTheSameFrame() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let size = Size(width: 800, height: 500)
        let original = PlaygroundSession(registry: .standard, initial: .drawer, context: DemoContext(text: text), size: size, showsBar: true)
        try original.applySettings([("duration", "0.8")])
        var replay: InputReplay? = InputReplay(try InputScript(parsing: "0.5 drag 400 480 400 300 0.3\n1.0 down 400 300\n1.1 move 400 350\n"))
        FrameClock.run(original, until: 1.2, replay: &replay)
        original.setShowingHUD(true)
        let handoff = WatchHandoff(session: original, windowPosition: WindowPosition(x: 10, y: 20), windowSize: size, presentation: .surface)
        let path = RepositoryPaths.temporaryDirectory("handoff") + "/session.json"
        try handoff.write(to: path)
        let read = try WatchHandoff.read(from: path)
        #expect(read == handoff)
        #expect(read.time == 1.2 && read.settings == [WatchHandoff.Setting(name: "duration", value: "0.8")] && read.showsHUD)

        let resumed = try WatchResume.replay(read, descriptor: .drawer, registry: .standard, text: text).session
        #expect(resumed.frameTime == original.frameTime)
        #expect(resumed.isShowingHUD)
        // The HUD shows measured costs, which differ: compare the frames without it.
        original.setShowingHUD(false)
        resumed.setShowingHUD(false)
        #expect(try fullFrame(of: original) == fullFrame(of: resumed), "the resumed session draws the same frame")
    }

    @Test("A compared session handed over by watch replays to the same frame, its lanes as they were set")
    func comparedHandoffReplaysTheSameFrame() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let size = Size(width: 800, height: 500)
        let original = PlaygroundSession(registry: .standard, initial: .drawer, context: DemoContext(text: text), size: size, showsBar: true)
        try original.setCompareLanes(2, crossFades: false)
        try original.applySettings([("b.timing", "spring")])
        var replay: InputReplay? = InputReplay(try InputScript(parsing: "0.5 drag 200 470 200 300 0.3\n"))
        FrameClock.run(original, until: 1.0, replay: &replay)
        let handoff = WatchHandoff(session: original, windowPosition: WindowPosition(x: 0, y: 0), windowSize: size, presentation: .surface)
        #expect(handoff.compareLanes == 2)
        let resumed = try WatchResume.replay(handoff, descriptor: .drawer, registry: .standard, text: text).session
        #expect(resumed.compareLanes == 2 && resumed.comparison?.differences(ofLane: 1).first?.value == "spring")
        #expect(try fullFrame(of: original) == fullFrame(of: resumed), "the resumed comparison draws the same frame")
    }

    /// `session`'s current frame painted in full into a new canvas of its size, as pixels.
    private func fullFrame(of session: PlaygroundSession) throws -> [UInt32] {
        let canvas = try #require(Canvas(width: Int(session.size.width), height: Int(session.size.height)))
        session.setNeedsFullRedraw()
        session.draw(in: canvas)
        return canvas.pixmap.pixels
    }
}
