import Foundation
import Platform
import Testing
import TestSupport

@Suite("playground bench")
struct BenchCommandTests {
    /// The tiger's data where `bench` looks for it by default: the shared folder beside the checkout.
    static let tigerData = URL(fileURLWithPath: RepositoryPaths.root).deletingLastPathComponent()
        .appendingPathComponent("shared/bench/data/tiger.json").path

    /// Five JSON lines with exactly the specified keys, and frame-30 PNGs at the scene sizes; a
    /// sixth for the tiger when its data is beside the checkout, else a note that it was skipped.
    @Test func peersPrintsFiveJSONLinesAndPNGs() throws {
        let directory = RepositoryPaths.temporaryDirectory("bench")
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["bench", "--scenes", "peers", "--png-dir", directory],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n")
        var expected: [(String, Int, Int)] = [("s1_drops", 480, 480), ("s2_capsules", 960, 200), ("s3_orbit", 480, 480),
                                              ("s4_fullscreen", 1280, 800), ("s4s_fullscreen_solid", 1280, 800)]
        if FileManager.default.isReadableFile(atPath: Self.tigerData) {
            expected.append(("s5_tiger", 800, 800))
        } else {
            #expect(outcome.standardError.contains("s5_tiger skipped: no tiger.json"), "\(outcome.standardError)")
        }
        #expect(lines.count == expected.count)
        for (line, (scene, width, height)) in zip(lines, expected) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["scene", "width", "height", "frames", "median_ms", "p90_ms", "min_ms"])
            #expect(object["scene"] as? String == scene)
            #expect(object["width"] as? Int == width && object["height"] as? Int == height)
            #expect(object["frames"] as? Int == 120)
            let median = try #require(object["median_ms"] as? Double)
            let minimum = try #require(object["min_ms"] as? Double)
            let p90 = try #require(object["p90_ms"] as? Double)
            #expect(minimum > 0 && minimum <= median && median <= p90)
            let png = try PNGFile.read("\(directory)/\(scene).png")
            #expect(png.width == width && png.height == height)
        }
    }

    /// A `--tiger` that is missing or is not the tiger's JSON is one line and status 1, naming
    /// the file and what is wrong; no scene runs.
    @Test("--tiger that cannot be read says why", arguments: [
        ("/nonexistent/tiger.json", "cannot read --tiger /nonexistent/tiger.json"),
        ("MALFORMED", "not the tiger's JSON"),
    ])
    func unreadableTiger(path: String, expected: String) throws {
        var file = path
        if path == "MALFORMED" {
            file = RepositoryPaths.temporaryDirectory("bench-tiger") + "/tiger.json"
            try Data(#"{"paths": 3}"#.utf8).write(to: URL(fileURLWithPath: file))
        }
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["bench", "--scenes", "peers", "--only", "s5_tiger", "--tiger", file],
                                            environment: headlessEnvironment(), timeLimit: 60)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    /// Four cases, each a JSON line with a median; the relayout measures a small fraction of the
    /// nodes a full layout does (the deterministic side of the 5 % budget; the timing is the
    /// benchmark's to report).
    @Test func layoutPrintsThreeCases() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["bench", "--scenes", "layout"],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let objects = try outcome.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["case"] as? String } == ["full_layout", "relayout_one_leaf", "paint_traversal", "animated_frame"])
        for object in objects {
            #expect(object["scene"] as? String == "layout")
            #expect((object["nodes"] as? Int ?? 0) >= 10_000)
            #expect((object["median_ms"] as? Double ?? 0) > 0)
        }
        let full = try #require(objects[0]["measured_nodes"] as? Int)
        let relayout = try #require(objects[1]["measured_nodes"] as? Int)
        #expect(full >= 10_000 && relayout * 20 < full)
    }

    /// At `--scale 2` the demo is drawn into twice the pixels each way, and its line says so.
    @Test func demosAtScaleTwo() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["bench", "--scenes", "demos", "--only", "drawer", "--scale", "2"],
                                            environment: headlessEnvironment(), timeLimit: 600)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(object["demo"] as? String == "drawer")
        #expect(object["scale"] as? Double == 2)
        #expect(object["frames"] as? Int == 480)
    }

    /// One JSON line per demo asked for, with the frame-time figures and the allocation counts
    /// (the figures themselves are the benchmark's to report: this build is a debug build).
    @Test func demosPrintsOneLinePerDemo() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["bench", "--scenes", "demos", "--only", "drops,menu,hud"],
                                            environment: headlessEnvironment(), timeLimit: 600)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let objects = try outcome.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["demo"] as? String } == ["menu", "drops", "hud"])
        // The HUD row gives the HUD's own cost per frame besides the frame's.
        let hud = try #require(objects.last)
        let hudMedian = try #require(hud["hud_median_ms"] as? Double)
        #expect(hudMedian > 0 && hudMedian <= (hud["hud_p99_ms"] as? Double ?? 0))
        for object in objects {
            #expect(object["scene"] as? String == "demos")
            #expect(object["frames"] as? Int == 480)
            let median = try #require(object["median_ms"] as? Double)
            let p99 = try #require(object["p99_ms"] as? Double)
            let maximum = try #require(object["max_ms"] as? Double)
            #expect(median > 0 && median <= p99 && p99 <= maximum)
            #expect(object.keys.contains("allocations_per_steady_frame"))
        }
        let unknown = try ProcessRunner.run(RepositoryPaths.executable, ["bench", "--scenes", "demos", "--only", "spinner"],
                                            environment: headlessEnvironment())
        #expect(unknown.status == 64 && unknown.standardError.contains("unknown demo 'spinner'"))
    }
}
