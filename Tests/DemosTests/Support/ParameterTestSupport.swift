import Demos
import Foundation
import Geometry
import PlatformTestSupport
import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

extension DemoTester {
    /// The shown demo's parameter `name`.
    func parameter(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> AnyParameter {
        try #require(session.parameters.first { $0.name == name }, "no parameter \(name)", sourceLocation: sourceLocation)
    }

    /// Sets parameter `name` from text now, as the inspector or code would between frames, then
    /// lays the scene out as the session does after an event, so what the change moves starts
    /// moving now rather than at the next frame.
    func set(_ name: String, _ value: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try parameter(name, sourceLocation: sourceLocation).set(value)
        (session.demo as? SceneDemo)?.scene.layoutIfNeeded()
    }

    /// The message parameter `name` refuses `value` with; nil when it takes it (and changes).
    /// The value is set on the parameter now, as code sets it, without the layout `set` adds.
    func refusal(_ name: String, _ value: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let parameter = try parameter(name, sourceLocation: sourceLocation)
        do {
            try parameter.set(value)
            return nil
        } catch {
            return error.description
        }
    }

    /// Applies each case as `--set` does and expects it refused with its message; afterwards
    /// every parameter still has its default (a refused setting changes nothing).
    func expectRefusals(_ cases: [(String, String, String)],
                        sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, value, message) in cases {
            do {
                try session.applySettings([(name, value)])
                Issue.record("\(name)=\(value) was accepted", sourceLocation: sourceLocation)
            } catch {
                #expect(error.description == message, sourceLocation: sourceLocation)
            }
        }
        #expect(session.parameters.allSatisfy { $0.erasedValue == $0.erasedDefault }, sourceLocation: sourceLocation)
    }

    /// Every parameter of the demo set to its default, as `--set` text.
    var defaultSettings: [(name: String, value: String)] {
        session.parameters.map { parameter in
            let current = parameter.erasedValue
            parameter.reset()
            defer { parameter.erasedValue = current }
            return (parameter.name, parameter.valueText)
        }
    }
}

/// What a window shows: one canvas the session paints into frame after frame, only where
/// something changed. A parameter change that leaves stale pixels shows here and not in a
/// frame drawn afresh.
final class LiveWindow {
    let canvas: Canvas
    private let harness: DemoTester

    init(_ harness: DemoTester) throws {
        self.harness = harness
        canvas = try #require(Canvas(width: Int(harness.session.size.width), height: Int(harness.session.size.height)))
    }

    /// Paints the current frame over the last one.
    func draw() {
        harness.session.draw(in: canvas)
    }

    /// Runs to `time`, painting every 1/60 s frame on the way as a window does.
    func run(until time: Double) throws {
        var next = (harness.session.frameTime * 60).rounded(.down) / 60 + 1.0 / 60
        while next < time - 1e-9 {
            harness.run(until: next)
            draw()
            next += 1.0 / 60
        }
        harness.run(until: time)
        draw()
    }
}

/// Compares `canvas` with the golden `name` in Tests/DemosTests/Goldens (a harness draws only
/// the damage after its first frame, so a frame already drawn is compared as it is).
func expectGolden(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = RepositoryPaths.goldens()
    GoldenImage.expect(canvas.pixmap, name: name, directory: directory, sourceLocation: sourceLocation)
}

/// Whether two frames are the same, pixel for pixel; records how many pixels differ when not.
func expectSamePixels(_ a: Canvas, _ b: Canvas, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let x = a.pixmap.pixels, y = b.pixmap.pixels
    guard x.count == y.count else {
        Issue.record("\(comment): sizes differ", sourceLocation: sourceLocation)
        return
    }
    let differing = zip(x, y).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    #expect(differing == 0, "\(comment): \(differing) pixels differ", sourceLocation: sourceLocation)
}

/// A parameter changed from one value to another while the demo runs.
struct LiveChange: Sendable, CustomTestStringConvertible {
    let name: String
    let value: String
    /// The value set before the first frame; nil: the default.
    let from: String?

    init(_ name: String, _ value: String, from: String? = nil) {
        self.name = name
        self.value = value
        self.from = from
    }

    /// `--set` for the starting value.
    var start: [(name: String, value: String)] { from.map { [(name, $0)] } ?? [] }

    var testDescription: String { "\(name): \(from ?? "default") → \(value)" }
}
