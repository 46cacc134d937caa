import Foundation
import Platform
import Raster
import Testing
import TestSupport

/// `playground record`: clips whose frames are exactly the frames `render --at` gives.
@Suite("playground record", .serialized)
struct RecordCommandTests {
    private func render(_ demo: String, at time: Double, extra: [String] = []) throws -> Pixmap {
        let out = RepositoryPaths.temporaryDirectory("record") + "/render-\(demo)-\(time).png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", demo, "--at", "\(time)", "--size", "320x200", "--out", out] + extra,
                                            environment: headlessEnvironment(), timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try PNGFile.read(out)
    }

    private func differingPixels(_ a: Pixmap, _ b: Pixmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        return zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// Records D3 from 0.3 to 0.9 s at 5 fps, 320×200, started (space) with its circles off
    /// (E), as `clip.EXTENSION`; returns the clip's path and the script's.
    private func recordTimer(as fileExtension: String) throws -> (clip: String, script: String) {
        let directory = RepositoryPaths.temporaryDirectory("record")
        let script = directory + "/keys.txt"
        try "0.2 key space\n0.5 key e\n".write(toFile: script, atomically: true, encoding: .utf8)
        let clip = directory + "/timer." + fileExtension
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["record", "--demo", "timer", "--script", script, "--from", "0.3", "--to", "0.9",
                                             "--fps", "5", "--size", "320x200", "--out", clip],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return (clip, script)
    }

    @Test("A lossless WebP's frames decode to exactly render --at's frames at from + k/fps")
    func webpFramesEqualRender() throws {
        let (clip, script) = try recordTimer(as: "webp")
        let frames = try AnimatedWebPReader.read(clip)
        #expect(frames.count == 4)
        #expect(frames.map(\.endMilliseconds) == [200, 400, 600, 800])
        for (index, frame) in frames.enumerated() {
            let time = 0.3 + Double(index) / 5
            let rendered = try render("timer", at: time, extra: ["--script", script])
            let differing = differingPixels(frame.pixmap, rendered)
            #expect(differing == 0, "frame \(index) at \(time) s")
        }
    }

    @Test("A GIF (one palette, dithered) shows render --at's frames within a few levels, at their times, looping")
    func gifFramesMatchRender() throws {
        let (clip, script) = try recordTimer(as: "gif")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: clip))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        #expect(bytes.range(of: Data("NETSCAPE2.0".utf8)) != nil, "the clip loops")
        let frames = try AnimatedGIFReader.read(clip)
        #expect(frames.map(\.endMilliseconds) == [200, 400, 600, 800])
        for (index, frame) in frames.enumerated() {
            let time = 0.3 + Double(index) / 5
            let rendered = try render("timer", at: time, extra: ["--script", script])
            let mean = meanLevelDifference(frame.pixmap, rendered)
            #expect(mean <= 3, "frame \(index) at \(time) s differs from render by \(mean) levels on average")
        }
    }

    /// Mean absolute difference of the colour channels of two opaque pictures, in levels (0…255).
    private func meanLevelDifference(_ a: Pixmap, _ b: Pixmap) -> Double {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        var total = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            let x = PremultipliedColor(packed: p), y = PremultipliedColor(packed: q)
            total += abs(Int(x.red) - Int(y.red)) + abs(Int(x.green) - Int(y.green)) + abs(Int(x.blue) - Int(y.blue))
        }
        return Double(total) / Double(3 * max(b.pixels.count, 1))
    }

    /// Debian's Python with Pillow (python3-pil, which `./run.sh test` installs), nil without.
    private static let pillowPython: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { python in
        FileManager.default.isExecutableFile(atPath: python)
            && (try? ProcessRunner.run(python, ["-c", "import PIL"], timeLimit: 60).status) == 0
    }

    @Test("A GIF decodes with Pillow (another decoder than ours) to render --at's frames within the palette's error",
          .enabled(if: pillowPython != nil, "no Python with Pillow (python3-pil; ./run.sh test installs it)"))
    func gifDecodesWithPillow() throws {
        let python = try #require(Self.pillowPython)
        let (clip, script) = try recordTimer(as: "gif")
        let raw = RepositoryPaths.temporaryDirectory("record") + "/pillow-frames.rgb"
        // Every frame as Pillow composes it (disposal applied), as raw RGB one after another, and
        // each frame's duration in milliseconds on standard output.
        let decode = """
            import sys
            from PIL import Image, ImageSequence
            image = Image.open(sys.argv[1])
            with open(sys.argv[2], "wb") as out:
                for frame in ImageSequence.Iterator(image):
                    out.write(frame.convert("RGB").tobytes())
                    print(frame.info.get("duration", 0))
            print("size", image.size[0], image.size[1])
            """
        let outcome = try ProcessRunner.run(python, ["-c", decode, clip, raw], timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.last == "size 320 200")
        #expect(lines.dropLast() == ["200", "200", "200", "200"], "four frames of 200 ms")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
        let frameBytes = 320 * 200 * 3
        #expect(bytes.count == 4 * frameBytes)
        for index in 0..<min(bytes.count / frameBytes, 4) {
            var decoded = try #require(Pixmap(width: 320, height: 200))
            for pixel in 0..<(320 * 200) {
                let at = index * frameBytes + pixel * 3
                decoded.pixels[pixel] = PremultipliedColor(alpha: 255, red: bytes[at], green: bytes[at + 1], blue: bytes[at + 2]).packed
            }
            let time = 0.3 + Double(index) / 5
            let mean = meanLevelDifference(decoded, try render("timer", at: time, extra: ["--script", script]))
            #expect(mean <= 3, "Pillow's frame \(index) at \(time) s differs from render by \(mean) levels on average")
        }
    }

    @Test("A folder gets numbered PNGs, each the frame render gives")
    func pngSequence() throws {
        let folder = RepositoryPaths.temporaryDirectory("record") + "/frames-\(UUID().uuidString)/"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["record", "--demo", "drops", "--from", "1", "--to", "1.5", "--fps", "4",
                                             "--size", "320x200", "--out", folder],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        for (index, name) in names.enumerated() {
            let differing = differingPixels(try PNGFile.read(folder + name), try render("drops", at: 1 + Double(index) / 4))
            #expect(differing == 0, "\(name)")
        }
    }

    @Test("MP4 goes through ffmpeg when it is installed, and says which package is missing when not")
    func mp4() throws {
        let clip = RepositoryPaths.temporaryDirectory("record") + "/drops.mp4"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["record", "--demo", "drops", "--to", "0.5", "--fps", "10", "--size", "320x200", "--out", clip],
                                            environment: headlessEnvironment(), timeLimit: 300)
        let hasFFmpeg = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
        if hasFFmpeg {
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let size = (try? FileManager.default.attributesOfItem(atPath: clip)[.size] as? Int) ?? 0
            #expect(size > 1000)
        } else {
            #expect(outcome.status == 69)
            #expect(outcome.standardError.contains("ffmpeg") && outcome.standardError.contains("apt-get install ffmpeg"))
            #expect(!FileManager.default.fileExists(atPath: clip))
        }
    }

    @Test(arguments: [
        (["record", "--demo", "drops", "--to", "1", "--out", "/tmp/x.avi"], "--out must end in .webp, .gif or .mp4"),
        (["record", "--demo", "drops", "--from", "2", "--to", "1", "--out", "/tmp/x.webp"], "--from ≤ --to"),
        (["record", "--demo", "drops", "--to", "1", "--fps", "0", "--out", "/tmp/x.webp"], "--fps"),
        (["record", "--demo", "drops", "--to", "1", "--quality", "300", "--out", "/tmp/x.webp"], "--quality"),
        (["record", "--demo", "drops", "--to", "0.1", "--out", "/nonexistent-dir/x.webp"], "No such file or directory"),
    ])
    func badInput(arguments: [String], expected: String) throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: headlessEnvironment(), timeLimit: 60)
        #expect(outcome.status != 0 && outcome.status < 128)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
    }
}
