import Animation
import Foundation
import Platform
import Raster
import Testing
import TestSupport

/// The environment of a machine with no display at all.
func headlessEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "DISPLAY")
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    environment.removeValue(forKey: "SDL_VIDEODRIVER")
    return environment
}

@Suite("playground render", .serialized)
struct RenderCommandTests {
    /// Acceptance: with DISPLAY unset, render writes a 1280×800 PNG whose drops sit at each
    /// indicator's own curve's angle at 0.75 s.
    @Test func rendersDropsHeadlessAtTheCurvesAngles() throws {
        let directory = RepositoryPaths.temporaryDirectory("render")
        let out = directory + "/f.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "drops", "--at", "0.75", "--no-bar", "--out", out],
                                            environment: headlessEnvironment())
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let image = try PNGFile.read(out)
        #expect(image.width == 1280 && image.height == 800)
        // Layout of D5 at 1280×800: tiles of a third of the width, indicators 160 pt across.
        let tile = 1280.0 / 3, side = min(tile * 0.375, 800 * 0.4), centerY = 800 * 0.48
        let drop = Color(r255: 94, g255: 192, b255: 224).premultiplied
        for (index, curve) in [TimingCurve.easeInEaseOut, .linear, .easeOut].enumerated() {
            let rotation = 2 * Double.pi * curve.value(at: 0.25)
            let centerX = tile * (Double(index) + 0.5)
            for head in [0.15, 0.35, 0.55, 0.75, 0.95] {
                let angle = 2 * Double.pi * (head - 0.005) + rotation
                let x = centerX + side / 2 * cos(angle), y = centerY + side / 2 * sin(angle)
                #expect(image[Int(x), Int(y)] == drop, "indicator \(index) head \(head)")
                // Just behind the tail of the drop there is background.
                let gapAngle = 2 * Double.pi * (head + 0.05) + rotation
                let gx = centerX + side / 2 * cos(gapAngle), gy = centerY + side / 2 * sin(gapAngle)
                #expect(image[Int(gx), Int(gy)] == Color.white.premultiplied, "indicator \(index) gap after \(head)")
            }
        }
    }

    /// The kernels' baseline builds (what a CPU without AVX2 runs: the raster's, and the
    /// geometry's, which places the chords of every curve) draw every demo as the AVX2 builds do,
    /// to the bit: both do the same IEEE operations in the same order, with no fused
    /// multiply-adds and no estimates whose bits are each CPU vendor's own.
    @Test(arguments: ["onboarding", "menu", "timer", "drawer", "drops", "cards"])
    func baselineKernelsDrawTheSamePictures(demo: String) throws {
        let directory = RepositoryPaths.temporaryDirectory("render-kernels-\(demo)")
        var images: [Pixmap] = []
        for build in ["avx2", "baseline"] {
            var environment = headlessEnvironment()
            environment["PLAYGROUND_RASTER_KERNELS"] = build
            let out = directory + "/\(build).png"
            let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                                ["render", "--demo", demo, "--at", "0.8", "--size", "640x400", "--out", out],
                                                environment: environment)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            images.append(try PNGFile.read(out))
        }
        var worst = 0, differing = 0
        for (a, b) in zip(images[0].pixels, images[1].pixels) where a != b {
            differing += 1
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
        }
        #expect(differing == 0, "\(demo): \(differing) pixels differ, by up to \(worst) levels")
    }

    /// Regression: `render --demo gallery --at 86400` replayed every frame and every timer tick of
    /// the day one by one (165 s, nothing shown meanwhile); a far time is reached in long strides
    /// (`LongStrideTests` checks they show what frame after frame shows).
    @Test("A frame a day away renders")
    func farTime() throws {
        let out = RepositoryPaths.temporaryDirectory("render-far") + "/day.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "gallery", "--at", "86400", "--size", "640x400", "--out", out],
                                            environment: headlessEnvironment(), timeLimit: 600)
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome.standardError)")
        let image = try PNGFile.read(out)
        #expect(image.width == 640 && image.height == 400)
    }

    @Test func renderHonoursSizeAndScale() throws {
        let out = RepositoryPaths.temporaryDirectory("render-scale") + "/f.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "5", "--at", "1", "--size", "320x200", "--scale", "2", "--out", out],
                                            environment: headlessEnvironment())
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let image = try PNGFile.read(out)
        #expect(image.width == 640 && image.height == 400)
    }

    /// Bad input: a clear message and a non-zero exit, never a crash.
    @Test(arguments: [
        (["render", "--demo", "drops", "--at", "-1", "--out", "/tmp/x.png"], "--at"),
        (["render", "--demo", "drops", "--at", "nan", "--out", "/tmp/x.png"], "--at"),
        (["render", "--demo", "spinner", "--at", "1", "--out", "/tmp/x.png"], "unknown demo"),
        (["render", "--demo", "7", "--at", "1", "--out", "/tmp/x.png"], "unknown demo '7'"),
        (["render", "--demo", "drops", "--at", "1", "--size", "0x10", "--out", "/tmp/x.png"], "size"),
        (["render", "--demo", "drops", "--at", "1", "--scale", "9", "--out", "/tmp/x.png"], "--scale"),
        (["render", "--demo", "drops", "--at", "1", "--out", "/nonexistent-dir/x.png"], "cannot write /nonexistent-dir/x.png: No such file or directory"),
        (["--demo", "spinner"], "unknown demo 'spinner'"),
        (["--size", "axb"], "size"),
        // A value with a line break in it is shown escaped, and the message goes on to why.
        (["render", "--demo", "drops", "--at", "1", "--size", "1280x800\n", "--out", "/tmp/x.png"],
         "The value '1280x800\\n' is invalid for '--size <size>': it has white space or a line break around 1280x800"),
        (["render", "--demo", "drops", "--at", "1", "--size", "12x", "--out", "/tmp/x.png"], "whole numbers of points"),
        (["render", "--demo", "drops", "--at", "1", "--size", "0x5", "--out", "/tmp/x.png"], "each from 1 to 16384 points"),
        (["bench", "--scenes", "nothing"], "scenes"),
    ])
    func badInputIsAClearError(arguments: [String], expected: String) throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: headlessEnvironment(), timeLimit: 30)
        #expect(!outcome.timedOut)
        #expect(outcome.status != 0)
        #expect(outcome.status < 128, "crashed with status \(outcome.status)")
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
    }

    /// No display: one line that says so, suggests `render`, and exit status 2.
    @Test func windowWithoutDisplayExitsWithStatus2() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["--demo", "drops"], environment: headlessEnvironment(), timeLimit: 30)
        #expect(outcome.status == 2)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(outcome.standardError.contains("no display"))
        #expect(outcome.standardError.contains("render"))
    }

    @Test func missingFontIsAClearError() throws {
        var environment = headlessEnvironment()
        environment["MOTIONPLAYGROUND_RESOURCES"] = "/nonexistent"
        let out = RepositoryPaths.temporaryDirectory("nofont") + "/f.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "drops", "--at", "0", "--out", out], environment: environment)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("missing font"))
    }

    /// A Resources folder whose fonts are `regular` and `semibold` (nil: absent) for a render run.
    private func renderWithFonts(_ name: String, regular: (String) throws -> Void, semibold: ((String) throws -> Void)?) throws -> ProcessRunner.Outcome {
        let resources = RepositoryPaths.temporaryDirectory("fonts-\(name)") + "/Resources"
        try? FileManager.default.removeItem(atPath: resources)
        try FileManager.default.createDirectory(atPath: resources + "/Fonts", withIntermediateDirectories: true)
        try regular(resources + "/Fonts/Inter-Regular.otf")
        try semibold?(resources + "/Fonts/Inter-SemiBold.otf")
        var environment = headlessEnvironment()
        environment["MOTIONPLAYGROUND_RESOURCES"] = resources
        return try ProcessRunner.run(RepositoryPaths.executable,
                                     ["render", "--demo", "drops", "--at", "0", "--out", resources + "/f.png"], environment: environment)
    }

    private func copyFont(_ file: String) -> (String) throws -> Void {
        { try FileManager.default.copyItem(atPath: RepositoryPaths.fonts + "/" + file, toPath: $0) }
    }

    @Test("A font that is there but unreadable says why, not \"not found\": not a font, a directory, no permission; a missing weight is named")
    func unreadableFontIsAClearError() throws {
        let garbage = try renderWithFonts("garbage", regular: { try Data("not a font".utf8).write(to: URL(fileURLWithPath: $0)) },
                                          semibold: copyFont("Inter-SemiBold.otf"))
        #expect(garbage.status == 1)
        #expect(garbage.standardError.contains("cannot read font ") && garbage.standardError.contains("Inter-Regular.otf: not a font"),
                "\(garbage.standardError)")
        #expect(garbage.standardError.split(separator: "\n").count == 1)

        let directory = try renderWithFonts("directory", regular: { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) },
                                            semibold: copyFont("Inter-SemiBold.otf"))
        #expect(directory.status == 1)
        #expect(directory.standardError.contains("Inter-Regular.otf: it is a directory"), "\(directory.standardError)")

        let noSemibold = try renderWithFonts("nosemibold", regular: copyFont("Inter-Regular.otf"), semibold: nil)
        #expect(noSemibold.status == 1)
        #expect(noSemibold.standardError.contains("missing font: ") && noSemibold.standardError.contains("Inter-SemiBold.otf was not found"),
                "\(noSemibold.standardError)")

        // Permissions do not stop root, so this part only runs as another user.
        if getuid() != 0 {
            let locked = try renderWithFonts("locked", regular: { path in
                try FileManager.default.copyItem(atPath: RepositoryPaths.fonts + "/Inter-Regular.otf", toPath: path)
                try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
            }, semibold: copyFont("Inter-SemiBold.otf"))
            #expect(locked.status == 1)
            #expect(locked.standardError.contains("Inter-Regular.otf: Permission denied"), "\(locked.standardError)")
        }
    }
}
