import Foundation
import Platform
import Raster
import Testing
import TestSupport

/// `check`, `record` and `bench --lottie` on a Lottie file: what it uses and what is not played
/// with JSON paths; a clip whose frame N is frame N of the file, transparent where the format
/// allows; one JSON line of figures per file.
@Suite("check, record and bench a Lottie file", .serialized)
struct LottieCommandTests {
    /// 40 × 20, 30 fps, frames 0–30: a red square moving right by a point a frame, on nothing.
    static let moving = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":40,"h":20,"layers":[{"ty":4,"ind":1,"ip":0,"op":30,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":30,"s":[30,0]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[5,10]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}"#

    private func run(_ arguments: [String]) throws -> ProcessRunner.Outcome {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: headlessEnvironment(), timeLimit: 120)
        #expect(!outcome.timedOut)
        return outcome
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = RepositoryPaths.temporaryDirectory("lottie-commands") + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func checkListsWhatIsUsedAndWhatIsNotPlayed() throws {
        let text = Self.moving.replacingOccurrences(of: #"{"ty":"fl""#, with: #"{"ty":"mm","mm":1},{"ty":"fl""#)
            .replacingOccurrences(of: #""ks":{"#, with: #""ks":{"o":{"a":0,"k":100,"x":"value * 2"},"#)
        let json = try file("uses.json", text)
        let outcome = try run(["check", json])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let out = outcome.standardOutput
        #expect(out.contains("40×20, 30 fps, frames 0–30 (1.00 s)"), "\(out)")
        #expect(out.contains("layer/shape") && out.contains("shape/rectangle") && out.contains("style/fill"), "\(out)")
        #expect(out.contains("merge paths (mode 1) at layers[0].shapes[1]"), "\(out)")
        #expect(out.contains("expression at layers[0].ks.o.x"), "\(out)")
        let machine = try run(["check", json, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(machine.standardOutput.utf8)) as? [String: Any])
        let unsupported = try #require(object["unsupported"] as? [[String: String]])
        #expect(unsupported.contains { $0["path"] == "layers[0].shapes[1]" })
        #expect((object["uses"] as? [String: Int])?["shape/rectangle"] == 1)
        // A file that cannot be played: one line, status 65.
        let broken = try run(["check", try file("broken.json", "{\"v\":\"5\",\"w\":-3}")])
        #expect(broken.status == 65)
        #expect(broken.standardError.split(separator: "\n").count == 1 && broken.standardError.contains("broken.json"), "\(broken.standardError)")
    }

    @Test func recordExportsFrameNOfTheFileAtFrameNOfTheClip() throws {
        let json = try file("moving.json", Self.moving)
        let folder = RepositoryPaths.temporaryDirectory("lottie-commands") + "/frames"
        let outcome = try run(["record", json, "--out", folder + "/"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(frames.count == 30, "its range 0–30 at its own 30 fps: \(frames.count) frames")
        for n in [0, 7, 29] {
            let rendered = RepositoryPaths.temporaryDirectory("lottie-commands") + "/frame-\(n).png"
            #expect(try run(["render", json, "--frame", "\(n)", "--out", rendered]).status == 0)
            #expect(try PNGFile.read(folder + "/" + frames[n]).pixels == PNGFile.read(rendered).pixels, "clip frame \(n) is file frame \(n)")
        }
        // Transparent: the corner is empty.
        #expect(try PNGFile.read(folder + "/" + frames[0])[39, 0].packed == 0)
        // A WebP keeps the alpha; --from/--to are the file's frames, --fps the clip's rate.
        let webp = RepositoryPaths.temporaryDirectory("lottie-commands") + "/part.webp"
        let part = try run(["record", json, "--from", "10", "--to", "20", "--fps", "15", "--out", webp])
        #expect(part.status == 0, "\(part.standardError)")
        let decoded = try AnimatedWebPReader.read(webp)
        #expect(decoded.count == 6, "frames 10, 12, … 20: \(decoded.count)")
        let frame10 = RepositoryPaths.temporaryDirectory("lottie-commands") + "/frame-10.png"
        #expect(try run(["render", json, "--frame", "10", "--out", frame10]).status == 0)
        #expect(decoded.first?.pixmap.pixels == (try PNGFile.read(frame10)).pixels)
        #expect(decoded.first?.pixmap[39, 0].packed == 0, "the WebP is transparent where the composition is empty")
        // A GIF: one transparent index for the empty pixels, the square opaque red.
        let gif = RepositoryPaths.temporaryDirectory("lottie-commands") + "/clip.gif"
        #expect(try run(["record", json, "--out", gif]).status == 0)
        let gifFrames = try AnimatedGIFReader.read(gif)
        #expect(gifFrames.count == 30)
        #expect(gifFrames[5].pixmap[39, 0].alpha == 0, "transparent outside the square")
        let inside = gifFrames[5].pixmap[12, 10]
        #expect(inside.alpha == 255 && inside.red > 240 && inside.green < 16, "opaque red inside: \(inside)")
        #expect(gifFrames[20].pixmap[7, 10].alpha == 0, "the square has moved on: the pixel it left is cleared")
    }

    @Test func benchPrintsOneLineOfFiguresPerFile() throws {
        let json = try file("moving.json", Self.moving)
        let outcome = try run(["bench", "--lottie", json, json, "--size", "64x64"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(object["frames"] as? Int == 30 && object["width"] as? Int == 64)
        for key in ["whole_median_ms", "whole_p99_ms", "damage_median_ms", "damage_p99_ms", "load_ms"] {
            #expect((object[key] as? Double).map { $0 > 0 } == true, "\(key) in \(lines[0])")
        }
        #expect(object.keys.contains("allocations_per_frame"))
        #expect(try run(["bench", "--lottie", "/nonexistent/none.json"]).status != 0)
    }

    @Test func fuzzMutatesTheFilesAndEveryMutationHolds() throws {
        let folder = RepositoryPaths.temporaryDirectory("lottie-fuzz")
        try Data(Self.moving.utf8).write(to: URL(fileURLWithPath: folder + "/moving.json"))
        let withModifiers = Self.moving.replacingOccurrences(of: #"{"ty":"fl""#, with: #"{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"tr":{"p":{"a":0,"k":[4,0]}}},{"ty":"tm","s":{"a":0,"k":10},"e":{"a":0,"k":80},"o":{"a":0,"k":0}},{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},{"ty":"fl""#)
        try Data(withModifiers.utf8).write(to: URL(fileURLWithPath: folder + "/modifiers.json"))
        // The corpus's files too, where it is beside the checkout.
        let corpus = RepositoryPaths.lottieCorpus.map { $0 + "/test-files/data" }
        for target in [folder] + (corpus.map { [$0] } ?? []) {
            let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["fuzz", "--lottie", target, "--events", "1500", "--seed", "11"],
                                                environment: headlessEnvironment(), timeLimit: 300)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("all 1500 mutations held"), "\(outcome.standardOutput)")
        }
        let empty = RepositoryPaths.temporaryDirectory("lottie-fuzz-empty")
        let none = try ProcessRunner.run(RepositoryPaths.executable, ["fuzz", "--lottie", empty], environment: headlessEnvironment(), timeLimit: 60)
        #expect(none.status == 66 && none.standardError.contains("no JSON file"), "\(none.standardError)")
    }
}
