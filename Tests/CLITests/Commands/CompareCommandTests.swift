import Demos
import Foundation
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster
import Testing
import TestSupport

/// `--compare`: one demo in lanes side by side on one clock, input mirrored. Each lane must be
/// exactly the demo run alone at the lane's size with the lane's settings and the same input
/// mapped into the lane.
@Suite("Compare lanes (--compare)", .serialized)
struct CompareCommandTests {
    /// A drag on lane A's drawer handle, released mid-way (1280 × 800 window, no bar).
    static let drag = "0.5 down 300 745\n0.55 move 300 700\n0.6 move 300 600\n0.65 move 300 500\n0.7 up 300 480\n"

    private func run(_ arguments: [String]) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: headlessEnvironment(), timeLimit: 180)
    }

    /// `script` with every pointer position moved by (dx, dy).
    private func shifted(_ script: String, dx: Double, dy: Double) -> String {
        script.split(separator: "\n").map { line -> String in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 4, let x = Double(fields[2]), let y = Double(fields[3]) else { return String(line) }
            return "\(fields[0]) \(fields[1]) \(x + dx) \(y + dy)"
        }.joined(separator: "\n") + "\n"
    }

    /// Pixels of `region` (whole pixels) of `picture` that differ from `alone` placed at the region's origin.
    private func differing(_ picture: Pixmap, region: (x: Int, y: Int, width: Int, height: Int), alone: Pixmap) -> Int {
        guard alone.width == region.width, alone.height == region.height else { return Int.max }
        var count = 0
        for row in 0..<region.height {
            for column in 0..<region.width
            where picture.pixels[(region.y + row) * picture.width + region.x + column] != alone.pixels[row * alone.width + column] {
                count += 1
            }
        }
        return count
    }

    @Test("Each lane of render --compare equals the demo rendered alone at lane size with that lane's settings and the drag mapped into it",
          arguments: [0.6, 0.75, 0.9, 1.4])
    func lanesEqualStandaloneRenders(at time: Double) throws {
        let directory = RepositoryPaths.temporaryDirectory("compare")
        let script = directory + "/drag.txt"
        try Self.drag.write(toFile: script, atomically: true, encoding: .utf8)
        let compared = directory + "/compared.png"
        let outcome = try run(["render", "--demo", "drawer", "--compare", "timing=easeOut|spring", "--script", script,
                               "--at", "\(time)", "--size", "1280x800", "--no-bar", "--out", compared])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let picture = try PNGFile.read(compared)
        // Two lanes of (1280 − 1) / 2 = 639 points under a 24-point header, one point apart.
        let lanes = [(x: 0, timing: "easeOut"), (x: 640, timing: "spring")]
        let laneScript = directory + "/lane.txt"
        try shifted(Self.drag, dx: 0, dy: -24).write(toFile: laneScript, atomically: true, encoding: .utf8)
        var pictures: [Pixmap] = []
        for lane in lanes {
            let alone = directory + "/alone-\(lane.timing).png"
            let single = try run(["render", "--demo", "drawer", "--set", "timing=\(lane.timing)", "--script", laneScript,
                                  "--at", "\(time)", "--size", "639x776", "--no-bar", "--out", alone])
            #expect(single.status == 0, "\(single.standardError)")
            let alonePicture = try PNGFile.read(alone)
            pictures.append(alonePicture)
            #expect(differing(picture, region: (lane.x, 24, 639, 776), alone: alonePicture) == 0,
                    "lane \(lane.timing) at \(time) s differs from the demo alone")
        }
        // The lanes' settings matter: the two curves do not put the drawer in the same place mid-flight.
        if time == 0.9 { #expect(pictures[0].pixels != pictures[1].pixels, "easeOut and spring look alike at 0.9 s") }
    }

    @Test("A bare lane count makes lanes set alike, --set sets every lane, b.name one lane")
    func laneCountAndLaneSettings() throws {
        let out = RepositoryPaths.temporaryDirectory("compare") + "/three.png"
        let outcome = try run(["render", "--demo", "drawer", "--compare", "3", "--set", "timing=spring", "--set", "c.duration=1.5",
                               "--at", "0.1", "--size", "960x600", "--out", out])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try PNGFile.read(out).width == 960)
    }

    @Test("A script's press between two lanes is warned of on standard error, naming its line and where the lanes are")
    func warnsOfPressesOutsideLanes() throws {
        let directory = RepositoryPaths.temporaryDirectory("compare-warning")
        let script = directory + "/between.txt"
        // Lane A is x 0…639, lane B 640…1279 (under their headers): 639.5 is the rule between them.
        try "0.2 click 100 300\n0.3 click 639.5 300\n".write(toFile: script, atomically: true, encoding: .utf8)
        let outcome = try run(["render", "--demo", "drawer", "--compare", "2", "--script", script, "--at", "0.5",
                               "--size", "1280x800", "--out", directory + "/between.png"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let warnings = outcome.standardError.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(outcome.standardError)")
        #expect(warnings.first?.contains("script line 2: the press at (639.5, 300) lands in no lane") == true, "\(outcome.standardError)")
    }

    @Test("Bad --compare arguments get one line and status 64", arguments: [
        (["--compare", "timing=easeOut"], "timing has 1 value; give one per lane, 2 to 4"),
        (["--compare", "timing=a|b|c|d|e"], "timing has 5 values"),
        (["--compare", "timing=easeOut|spring", "--compare", "duration=1|2|3"], "one argument makes 2 lanes and another 3"),
        (["--compare", "5"], "a comparison has 2 to 4 lanes (got 5)"),
        (["--compare", "timing"], "takes name=value|value"),
        (["--compare", "timing=easeOut|wobble"], "--compare"),
        (["--compare", "nothing=1|2"], "has no parameter 'nothing'"),
        (["--demo", "gallery", "--compare", "2"], "not the gallery"),
    ])
    func badArguments(arguments: [String], expected: String) throws {
        var command = ["render", "--at", "0.1", "--out", "/tmp/motionplayground-compare-bad.png"]
        if !arguments.contains("--demo") { command += ["--demo", "drawer"] }
        let outcome = try run(command + arguments)
        #expect(outcome.status == 64, "\(arguments): \(outcome.standardError)")
        #expect(outcome.standardError.contains(expected), "\(arguments): \(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1, "\(outcome.standardError)")
    }

    @Test("record --compare makes a clip whose frames are render --compare's")
    func recordedComparisonEqualsRenders() throws {
        let directory = RepositoryPaths.temporaryDirectory("compare")
        let script = directory + "/drag.txt"
        try Self.drag.write(toFile: script, atomically: true, encoding: .utf8)
        let folder = directory + "/frames/"
        let common = ["--demo", "drawer", "--compare", "timing=easeOut|spring", "--script", script, "--size", "1280x800", "--no-bar"]
        let recorded = try run(["record"] + common + ["--from", "0.6", "--to", "1.0", "--fps", "5", "--out", folder])
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names.count == 3)
        for (index, name) in names.enumerated() {
            let time = 0.6 + Double(index) / 5
            let out = directory + "/render-\(index).png"
            let rendered = try run(["render"] + common + ["--at", "\(time)", "--out", out])
            #expect(rendered.status == 0, "\(rendered.standardError)")
            #expect(try PNGFile.read(folder + name).pixels == PNGFile.read(out).pixels, "frame \(index) at \(time) s")
        }
    }

    @Test("A compared session saved as F9 saves it replays with the command its header gives, to the same frame")
    func savedComparisonReplays() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let size = Size(width: 960, height: 600)
        let session = PlaygroundSession(registry: .standard, initial: .drawer, context: DemoContext(text: text), size: size, showsBar: true)
        try session.setCompareLanes(3, crossFades: false)
        try session.applySettings([("b.timing", "spring"), ("c.duration", "1.5")])
        var replay: InputReplay? = InputReplay(try InputScript(parsing: "0.5 drag 150 540 150 300 0.3\n1.2 key space\n"))
        FrameClock.run(session, until: 1.5, replay: &replay)
        let directory = RepositoryPaths.temporaryDirectory("compare")
        let script = directory + "/session.txt"
        try session.recordingScript.write(toFile: script, atomically: true, encoding: .utf8)
        // "# Replay: playground render --demo drawer --script THIS-FILE --at 1.5 --compare 3 --set … --out frame.png"
        let header = try #require(session.recordingScript.split(separator: "\n").first { $0.hasPrefix("# Replay: playground render") })
        var arguments = header.dropFirst("# Replay: playground ".count).split(separator: " ").map(String.init)
        #expect(arguments.contains("--compare") && arguments.contains("b.timing=spring"), "\(header)")
        arguments = arguments.map { $0 == "THIS-FILE" ? script : $0 == "frame.png" ? directory + "/frame.png" : $0 }
        let outcome = try run(arguments)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let canvas = try #require(Canvas(width: 960, height: 600))
        session.setNeedsFullRedraw()
        session.draw(in: canvas)
        #expect(try PNGFile.read(directory + "/frame.png").pixels == canvas.pixmap.pixels)
    }
}
