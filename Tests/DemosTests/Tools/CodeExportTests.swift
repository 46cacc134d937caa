import Animation
import Demos
import Foundation
import Geometry
import PlaygroundCore
import Raster
import Scene
import TestSupport
import MotionPlaygroundTesting
import Testing

/// Copy as code: the snippets compile where the toolchain can check them, and their numbers give
/// back the same motion.
@Suite struct CodeExportTests {
    private static func sampleParameters() -> [AnyParameter] {
        [
            Parameter("timing", "The drop's curve", default: TimingCurve(x1: 0.3125, y1: -0.55, x2: 0.265, y2: 1.55)),
            Parameter("spring", "The highlight's spring", default: Spring(response: 0.4123456789, dampingFraction: 0.6180339887)),
            Parameter("duration", "How long", default: 1.7, range: 0.1...10, unit: "s"),
            Parameter("cornerRadius", "Rounding", default: 12.5, range: 0...40, unit: "pt"),
            Parameter("count", "Drops", default: 20, values: [1, 2, 4, 5, 10, 20]),
            Parameter("direction", "Which way", default: 1, options: ["clockwise", "counterclockwise"]),
            Parameter("orbits", "Orbiting circles", default: true),
            Parameter("fluidColor", "The indicator", default: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)),
        ]
    }

    /// What each snippet needs from Apple's frameworks, declared just enough to type-check.
    private static let standIns = """
    import Foundation
    typealias CFTimeInterval = Double
    struct Animation {
        static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
        static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
    }
    struct Color { init(red: Double, green: Double, blue: Double, opacity: Double = 1) {} }
    struct CGVector { init(dx: CGFloat, dy: CGFloat) {} }
    struct CGPoint { init(x: CGFloat, y: CGFloat) {} }
    class UIColor { init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {} }
    protocol UITimingCurveProvider {}
    class UISpringTimingParameters: UITimingCurveProvider { init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {} }
    class UIViewPropertyAnimator {
        init(duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, animations: (() -> Void)? = nil) {}
        init(duration: TimeInterval, timingParameters: UITimingCurveProvider) {}
    }
    class CAMediaTimingFunction { init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {} }
    class CASpringAnimation {
        init(keyPath: String?) {}
        var mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, duration: CFTimeInterval = 0
        var settlingDuration: CFTimeInterval { 0 }
    }

    """

    private static func swiftCompiler() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Type-checks `code` (its `import` lines swapped for the stand-ins); the compiler's messages
    /// on failure.
    private static func typeCheck(_ code: String, named name: String) throws -> String? {
        let compiler = try #require(swiftCompiler(), "swiftc is on PATH wherever the tests run")
        let body = code.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("code-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try (standIns + body + "\n").write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-typecheck", "-module-name", name, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: data, as: UTF8.self)
    }

    @Test func swiftUIAndUIKitAndCoreAnimationSnippetsTypeCheck() throws {
        var sets: [(String, [AnyParameter])] = [("sample", Self.sampleParameters())]
        for descriptor in DemoRegistry.standard.demos {
            sets.append((descriptor.name, try DemoTester(descriptor, registry: .standard, size: Size(width: 1280, height: 800)).session.parameters))
        }
        for (demo, parameters) in sets {
            for snippet in CodeExport.snippets(demo: demo, parameters: parameters) where snippet.title != "CSS" {
                let failure = try Self.typeCheck(snippet.code, named: "Snippet")
                #expect(failure == nil, "\(demo) \(snippet.title):\n\(snippet.code)\n\(failure ?? "")")
            }
        }
    }

    /// The numbers after `label` in `code`, in order.
    private static func numbers(after label: String, in code: String) -> [Double] {
        guard let range = code.range(of: label) else { return [] }
        let tail = code[range.upperBound...].prefix { $0 != "\n" }
        // Numbers standing alone, not the digit in a name such as `controlPoint2`.
        let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_.])-?[0-9]+(\\.[0-9]+)?")
        let text = String(tail)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).flatMap { Double(text[$0]) }
        }
    }

    private static func snippet(_ title: String, _ parameters: [AnyParameter]) throws -> String {
        try #require(CodeExport.snippets(demo: "sample", parameters: parameters).first { $0.title == title }).code
    }

    @Test func curvesReadBackGiveTheSameMotionAt100Points() throws {
        let parameters = Self.sampleParameters()
        let curve = try #require(parameters.compactMap { $0 as? Parameter<TimingCurve> }.first).value
        let readBack = [
            Self.numbers(after: "Animation.timingCurve(", in: try Self.snippet("SwiftUI", parameters)),
            Self.numbers(after: "CAMediaTimingFunction(controlPoints: ", in: try Self.snippet("Core Animation", parameters)),
            Self.numbers(after: "cubic-bezier(", in: try Self.snippet("CSS", parameters)),
        ]
        let uiKit = try Self.snippet("UIKit", parameters)
        let points = Self.numbers(after: "controlPoint1: CGPoint(", in: uiKit)
        for numbers in readBack + [Array(points.prefix(4))] {
            #expect(numbers.count >= 4)
            guard numbers.count >= 4 else { continue }
            let parsed = TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            for index in 0...99 {
                let x = Double(index) / 99
                #expect(approx(parsed.value(at: x), curve.value(at: x), 1e-8))
            }
        }
    }

    @Test func springsReadBackGiveTheSameMotionAt100Points() throws {
        let parameters = Self.sampleParameters()
        let spring = try #require(parameters.compactMap { $0 as? Parameter<Spring> }.first).value
        let swiftUI = Self.numbers(after: "Animation.spring(", in: try Self.snippet("SwiftUI", parameters))
        let uiKit = Self.numbers(after: "UISpringTimingParameters(", in: try Self.snippet("UIKit", parameters))
        let coreAnimation = Self.numbers(after: ".mass = ", in: try Self.snippet("Core Animation", parameters))
        try #require(swiftUI.count == 2 && uiKit.count >= 3 && coreAnimation.count == 3)
        let parsed = [
            Spring(response: swiftUI[0], dampingFraction: swiftUI[1]),
            Spring(mass: uiKit[0], stiffness: uiKit[1], damping: uiKit[2]),
            Spring(mass: coreAnimation[0], stiffness: coreAnimation[1], damping: coreAnimation[2]),
        ]
        let settle = spring.settlingDuration()
        for other in parsed {
            for index in 0...99 {
                let time = settle * Double(index) / 99
                #expect(approx(other.value(at: time, from: 0, to: 1), spring.value(at: time, from: 0, to: 1), 1e-6))
            }
        }
    }

    /// CSS has no spring; `linear()` samples it finely enough to stay within half a percent.
    @Test func cssLinearFollowsTheSpringWithinHalfAPercent() throws {
        let spring = Spring(response: 0.5, dampingFraction: 0.55)
        let css = CodeExport.cssLinear(spring)
        #expect(css.hasPrefix("linear(0, ") && css.hasSuffix(", 1)"))
        // A bouncy spring needs more stops than a critically damped one, and neither needs hundreds.
        let gentle = CodeExport.cssLinear(Spring(response: 0.5, dampingFraction: 1))
        #expect(gentle.split(separator: ",").count < css.split(separator: ",").count)
        #expect(css.split(separator: ",").count < 80)
        // Stops are "value percent%"; rebuild the piecewise line.
        let inner = css.dropFirst("linear(".count).dropLast()
        var stops: [(x: Double, y: Double)] = []
        let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for (index, part) in parts.enumerated() {
            let fields = part.split(separator: " ")
            let y = try #require(Double(fields[0]))
            let x = fields.count > 1 ? try #require(Double(fields[1].dropLast())) / 100 : (index == 0 ? 0 : 1)
            stops.append((x, y))
        }
        let settle = spring.settlingDuration()
        for index in 0...99 {
            let x = Double(index) / 99
            let upper = stops.firstIndex { $0.x >= x } ?? stops.count - 1
            let lower = max(upper - 1, 0)
            let span = stops[upper].x - stops[lower].x
            let y = span > 0 ? stops[lower].y + (stops[upper].y - stops[lower].y) * (x - stops[lower].x) / span : stops[upper].y
            let expected = index == 99 ? 1 : spring.value(at: x * settle, from: 0, to: 1)
            #expect(approx(y, expected, 0.005), "at \(x)")
        }
    }

    @Test func otherParametersBecomeConstantsWithTheirValues() throws {
        let swiftUI = try Self.snippet("SwiftUI", Self.sampleParameters())
        #expect(swiftUI.contains("let duration: TimeInterval = 1.7"))
        #expect(swiftUI.contains("let cornerRadius: CGFloat = 12.5"))
        #expect(swiftUI.contains("let count = 20"))
        #expect(swiftUI.contains("let direction = \"counterclockwise\""))
        #expect(swiftUI.contains("let orbits = true"))
        #expect(swiftUI.contains("Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)"))
        #expect(try Self.snippet("CSS", Self.sampleParameters()).contains("--fluidColor: rgba(51, 102, 153, 0.8);"))
    }
}
