import Foundation
import Platform
import PlatformTestSupport
import Testing
import TestSupport

/// `playground timeline`: every animation of a session as lanes, in text or JSON.
@Suite("playground timeline", .serialized)
struct TimelineCommandTests {
    private struct Report: Decodable {
        struct Lane: Decodable {
            var scene: String
            var node: String
            var nodeName: String
            var property: String
            var ticks: [Double]?
            var segments: [Segment]
        }
        struct Segment: Decodable {
            var kind: String
            var spec: String
            var timing: Timing?
            var start: Double
            var end: Double?
            var ending: String
            var samples: [[Double]]
        }
        struct Timing: Decodable {
            var type: String
            var response: Double?
            var dampingFraction: Double?
        }
        var demo: String
        var lanes: [Lane]
    }

    @Test("--json lists D2's highlight lanes with their spring, times and samples")
    func menuJSON() throws {
        let script = try writeScript("0.5 click 300 250\n1.8 click 300 400\n", label: "timeline")
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["timeline", "--demo", "menu", "--script", script, "--to", "4", "--json"],
                                            environment: headlessEnvironment(), timeLimit: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let report = try JSONDecoder().decode(Report.self, from: Data(outcome.standardOutput.utf8))
        #expect(report.demo == "menu")
        let highlight = try #require(report.lanes.first { $0.nodeName == "Highlight" && $0.property == "frame" })
        #expect(highlight.node.hasSuffix("/AnchoredFrame/Highlight") && highlight.scene == "menu")
        #expect(highlight.segments.map(\.start) == [0.5, 1.8])
        for segment in highlight.segments {
            #expect(segment.kind == "spring" && segment.ending == "settled" && segment.timing?.type == "spring")
            #expect(segment.timing?.response.map { abs($0 - 0.5) < 1e-9 } == true)
            #expect(segment.timing?.dampingFraction.map { abs($0 - 0.825) < 1e-9 } == true)
            // [time, x, y, width, height] from the start to the end.
            #expect(segment.samples.first?.first == segment.start && segment.samples.last?.first == segment.end)
            #expect(segment.samples.allSatisfy { $0.count == 5 })
        }
    }

    @Test("The text form has a line per lane and per segment")
    func text() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["timeline", "--demo", "timer", "--to", "1"],
                                            environment: headlessEnvironment(), timeLimit: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("timer: "))
        #expect(outcome.standardOutput.contains("Timer #1  fires  20 ticks every 0.050 s from 0.050 s to 1.000 s"),
                "\(outcome.standardOutput)")
    }

    @Test(arguments: [(["--to", "-1"], "--to must be between 0 and 3600 seconds"),
                      (["--to", "1", "--step", "0"], "--step must be between 1/600 and 1 second"),
                      (["--to", "1", "--demo", "nosuch"], "nosuch")])
    func badInput(arguments: [String], message: String) throws {
        let demo = arguments.contains("--demo") ? [] : ["--demo", "menu"]
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["timeline"] + demo + arguments,
                                            environment: headlessEnvironment(), timeLimit: 30)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains(message) && isOneLine(outcome.standardError), "\(outcome.standardError)")
    }
}
