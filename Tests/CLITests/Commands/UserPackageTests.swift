import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// A package of the user's own, as `playground new` writes it: it builds against this checkout,
/// its tests pass, its scene renders and lists its parameter, and `watch` rebuilds it and shows
/// the new code at the same moment of the same drag.
///
/// Building the package compiles the engine again in its own `.build` (minutes), so the suite
/// builds it once, and only in the plain pass of `./run.sh test` (not again under
/// AddressSanitizer, which would build it a third time).
@Suite("Your own scene: new, build, test, render, params, watch", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["PLAYGROUND_SANITIZER"] == nil))
struct UserPackageTests {
    /// The package written and built (with its tests) once for the suite, or why not.
    static let package: Result<String, UserPackageFailure> = {
        let folder = RepositoryPaths.temporaryDirectory("user-package") + "/Sample"
        do {
            let made = try ProcessRunner.run(RepositoryPaths.executable, ["new", "Sample", "--in", folder])
            guard made.status == 0 else { return .failure(UserPackageFailure("new failed: \(made.standardError)")) }
            let built = try shell("swift build --build-tests", in: folder, timeLimit: 1800)
            guard built.status == 0 else {
                return .failure(UserPackageFailure("swift build failed: \((built.standardOutput + built.standardError).suffix(3000))"))
            }
            return .success(folder)
        } catch {
            return .failure(UserPackageFailure("\(error)"))
        }
    }()

    static func shell(_ command: String, in folder: String, timeLimit: Double = 600) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run("/bin/bash", ["-c", "cd '\(folder)' && \(command)"], timeLimit: timeLimit)
    }

    @Test("new writes a package whose tests pass, whose scene renders and which lists its parameter")
    func newPackageBuildsTestsRendersAndListsItsParameter() throws {
        let folder = try Self.package.get()
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".build") }
        for expected in ["Package.swift", "Sources/Sample/main.swift", "Sources/SampleScene/SampleDemo.swift",
                         "Tests/SampleTests/SampleTests.swift", "README.md", "run.sh"] {
            #expect(files.contains(expected), "\(expected) is missing from \(files)")
        }
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(RepositoryPaths.root)\")"))

        let tests = try Self.shell("swift test --skip-build", in: folder)
        #expect(tests.status == 0, "\(tests.standardOutput.suffix(3000))")
        #expect(tests.standardOutput.contains("4 tests") && tests.standardOutput.contains("passed"), "\(tests.standardOutput.suffix(2000))")

        let picture = folder + "/x.png"
        let render = try Self.shell("swift run Sample render --demo sample --at 1 --out x.png", in: folder)
        #expect(render.status == 0, "\(render.standardError)")
        let pixmap = try PNGFile.read(picture)
        #expect(pixmap.width == 1280 && pixmap.height == 800)
        // The ball (255, 94, 87) in the middle of the demo's area, the backdrop in a corner.
        let ball = pixmap[640, 384], corner = pixmap[1200, 600]
        #expect(ball.red == 255 && ball.green == 94 && ball.blue == 87, "\(ball)")
        #expect(corner.red == 242 && corner.green == 242 && corner.blue == 247, "\(corner)")

        let params = try Self.shell("swift run Sample params --demo sample", in: folder)
        #expect(params.status == 0 && params.standardOutput.contains("spring") && params.standardOutput.contains("response=0.5,dampingFraction=0.6"),
                "\(params.standardOutput)\(params.standardError)")
    }

    @Test("new refuses a name that cannot name a module and a folder that is not empty (status 64)")
    func newRefusesBadInput() throws {
        let folder = RepositoryPaths.temporaryDirectory("user-package-bad")
        for name in ["1Sample", "Scene", "My Scene", ""] {
            let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["new", name, "--in", folder + "/x"])
            #expect(outcome.status == 64, "\(name): \(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("playground: "), "\(outcome.standardError)")
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/taken"))
        let taken = try ProcessRunner.run(RepositoryPaths.executable, ["new", "Sample", "--in", folder])
        #expect(taken.status == 64 && taken.standardError.contains("is not empty"), "\(taken.standardError)")
    }

    @Test("watch: a drag, an edit, and the new code at the same moment of the same drag; a syntax error shows in the window over the last good build")
    func watchRebuildsAndReplays() throws {
        try #require(WindowDriver.toolsAvailable)
        let folder = try Self.package.get()
        let scene = folder + "/Sources/SampleScene/SampleDemo.swift"
        let model = folder + "/Sources/SampleScene/SampleModel.swift"
        let original = try String(contentsOfFile: scene, encoding: .utf8)
        let originalModel = try String(contentsOfFile: model, encoding: .utf8)
        defer {
            try? original.write(toFile: scene, atomically: true, encoding: .utf8)
            try? originalModel.write(toFile: model, atomically: true, encoding: .utf8)
        }
        // Debug, as the suite built it (release would compile the engine a second time).
        let window = try WindowDriver(arguments: ["watch", "--size", "640x480", "--configuration", "debug"], screen: "1024x768",
                                      executable: folder + "/.build/debug/Sample")
        try waitForLog(window, containing: "watching", count: 1, within: 120)

        // Throw the ball and pause the clock while it springs back.
        try window.drag(from: (320, 224), to: (470, 284), steps: 12, pause: 0.02)
        try window.press("F5")
        _ = try window.settledScreenshot()

        // A new colour and a slower spring.
        try original.replacingOccurrences(of: "Color(r255: 255, g255: 94, b255: 87)", with: "Color(r255: 48, g255: 176, b255: 99)")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        try originalModel.replacingOccurrences(of: "response: 0.5,", with: "response: 0.9,")
            .write(toFile: model, atomically: true, encoding: .utf8)
        let rebuilt = try waitForLog(window, containing: "rebuilt in", count: 1, within: 600)
        try window.reattach()
        let shown = try window.settledScreenshot()

        // The session the new build replayed, rendered headless with the new build at its time.
        let sessionPath = try #require(rebuilt.components(separatedBy: "replayed ").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let data = try Data(contentsOf: URL(fileURLWithPath: sessionPath))
        let handoff = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let script = folder + "/session.txt"
        try #require(handoff["script"] as? String).write(toFile: script, atomically: true, encoding: .utf8)
        let time = try #require(handoff["time"] as? Double)
        #expect((handoff["script"] as? String)?.contains(" up ") == true, "the drag was recorded")
        let render = try Self.shell("./.build/debug/Sample render --demo sample --script session.txt --at \(time) --size 640x480 --out replay.png", in: folder)
        #expect(render.status == 0, "\(render.standardError)")
        let rendered = try PNGFile.read(folder + "/replay.png")
        #expect(shown.width == rendered.width && shown.height == rendered.height)
        let differing = Self.differingPixels(shown, rendered)
        #expect(differing == 0, "the window differs from render of the replayed session in \(differing) pixels")
        #expect(Self.hasColour(shown, r: 48, g: 176, b: 99), "the new colour shows")

        // A syntax error: the compiler's message in the window, the last build still running.
        try (original + "\nlet broken = (\n").write(toFile: scene, atomically: true, encoding: .utf8)
        _ = try waitForLog(window, containing: "build failed", count: 1, within: 600)
        let failed = try window.screenshot(within: 30) { shot in Self.hasColour(shot, r: 255, g: 214, b: 10) }
        #expect(Self.hasColour(failed, r: 255, g: 214, b: 10), "the banner's headline shows")
        #expect(window.isRunning)

        // The fix resumes: a new build, no banner.
        try original.write(toFile: scene, atomically: true, encoding: .utf8)
        _ = try waitForLog(window, containing: "rebuilt in", count: 2, within: 600)
        try window.reattach()
        let resumed = try window.screenshot(within: 30) { shot in !Self.hasColour(shot, r: 255, g: 214, b: 10) }
        #expect(!Self.hasColour(resumed, r: 255, g: 214, b: 10), "the banner is gone")
        #expect(Self.hasColour(resumed, r: 255, g: 94, b: 87), "the original colour is back")

        // Ctrl-C in watch's terminal: the folder of handed-over sessions goes with it.
        let handoffs = NSTemporaryDirectory() + "motionplayground-watch-\(window.processIdentifier)"
        #expect(FileManager.default.fileExists(atPath: handoffs))
        #expect(window.interrupt(), "watch ends on SIGINT")
        #expect(!FileManager.default.fileExists(atPath: handoffs), "no folder of sessions is left behind")
    }

    /// Waits until the log has `count` lines containing `text`; returns the last of them.
    @discardableResult
    private func waitForLog(_ window: WindowDriver, containing text: String, count: Int, within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let lines = window.log.split(separator: "\n").filter { $0.contains(text) }
            if lines.count >= count, let last = lines.last { return String(last) }
            guard window.isRunning else { throw UserPackageFailure("watch exited: \(window.log.suffix(2000))") }
            window.wait(0.1)
        }
        throw UserPackageFailure("no \(count)× '\(text)' in watch's output within \(Int(seconds)) s: \(window.log.suffix(2000))")
    }

    static func hasColour(_ shot: Pixmap, r: Int, g: Int, b: Int) -> Bool {
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let pixel = shot[x, y]
                if abs(Int(pixel.red) - r) <= 2 && abs(Int(pixel.green) - g) <= 2 && abs(Int(pixel.blue) - b) <= 2 { return true }
            }
        }
        return false
    }

    static func differingPixels(_ a: Pixmap, _ b: Pixmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }
}

struct UserPackageFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
