import Animation
import Foundation
import Scene

/// A demo's current parameters as code an iOS developer pastes (the inspector's Copy as code):
/// SwiftUI, UIKit and Core Animation Swift, and CSS. Timing curves and springs get each
/// framework's own spelling; other parameters become constants. Numbers are written with enough
/// digits that parsing them back gives the same motion (a test checks it, sampled at 100 points).
public enum CodeExport {
    /// One framework's snippet.
    public struct Snippet: Equatable, Sendable {
        /// The framework's name as the inspector labels it: SwiftUI, UIKit, Core Animation or CSS.
        public let title: String
        /// The snippet's source text, newline-separated, ready to paste.
        public let code: String
    }

    /// How far (in progress) CSS `linear()` may stray from the spring between its stops.
    public static let cssSpringTolerance = 0.002

    /// The snippets for `parameters` of `demo`; `duration` is the seconds a curve's animation
    /// lasts when the demo has no duration parameter of its own.
    public static func snippets(demo: String, parameters: [AnyParameter]) -> [Snippet] {
        let duration = parameters.first { $0.name == "duration" || $0.name == "period" || $0.name == "timePerPage" }
            .flatMap { if case .number(let seconds) = $0.erasedValue { seconds } else { nil } } ?? 0.35
        var swiftUI: [String] = [], uiKit: [String] = [], coreAnimation: [String] = [], css: [String] = []
        var constants: [String] = [], uiKitConstants: [String] = []
        for parameter in parameters {
            let name = parameter.name
            switch parameter.erasedValue {
            case .curve(let curve):
                let (x1, y1, x2, y2) = (n(curve.controlPoint1.x), n(curve.controlPoint1.y), n(curve.controlPoint2.x), n(curve.controlPoint2.y))
                swiftUI.append("let \(name) = Animation.timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(n(duration)))")
                uiKit.append("let \(name) = UIViewPropertyAnimator(duration: \(n(duration)), controlPoint1: CGPoint(x: \(x1), y: \(y1)), controlPoint2: CGPoint(x: \(x2), y: \(y2)))")
                coreAnimation.append("let \(name) = CAMediaTimingFunction(controlPoints: \(x1), \(y1), \(x2), \(y2))")
                css.append("--\(name): cubic-bezier(\(x1), \(y1), \(x2), \(y2)); /* \(n(duration))s */")
            case .spring(let spring):
                swiftUI.append("let \(name) = Animation.spring(response: \(n(spring.response)), dampingFraction: \(n(spring.dampingRatio)))")
                uiKit.append("let \(name) = UISpringTimingParameters(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), initialVelocity: CGVector(dx: 0, dy: 0))")
                uiKit.append("let \(name)Animator = UIViewPropertyAnimator(duration: \(n(spring.settlingDuration())), timingParameters: \(name))")
                coreAnimation.append("let \(name) = CASpringAnimation(keyPath: \"position\")")
                coreAnimation.append("\(name).mass = \(n(spring.mass)); \(name).stiffness = \(n(spring.stiffness)); \(name).damping = \(n(spring.damping))")
                coreAnimation.append("\(name).duration = \(name).settlingDuration")
                css.append("--\(name): \(cssLinear(spring)); /* \(n(spring.settlingDuration()))s */")
            case .number(let value):
                let unit: String
                if case .number(_, _, let u) = parameter.kind { unit = u } else { unit = "" }
                constants.append("let \(name): \(unit == "s" ? "TimeInterval" : "CGFloat") = \(n(value))")
                uiKitConstants.append(constants[constants.count - 1])
            case .integer(let value):
                constants.append("let \(name) = \(value)")
                uiKitConstants.append(constants[constants.count - 1])
            case .choice:
                constants.append("let \(name) = \"\(parameter.valueText)\"")
                uiKitConstants.append(constants[constants.count - 1])
            case .toggle(let on):
                constants.append("let \(name) = \(on)")
                uiKitConstants.append(constants[constants.count - 1])
            case .color(let color):
                let (red, green, blue, alpha) = (n(color.red), n(color.green), n(color.blue), n(color.alpha))
                constants.append("let \(name) = Color(red: \(red), green: \(green), blue: \(blue), opacity: \(alpha))")
                uiKitConstants.append("let \(name) = UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))")
                css.append("--\(name): rgba(\(Int((color.red * 255).rounded())), \(Int((color.green * 255).rounded())), \(Int((color.blue * 255).rounded())), \(n(color.alpha)));")
            }
        }
        let header = "// MotionPlayground — \(demo)"
        return [
            Snippet(title: "SwiftUI", code: ([header, "import SwiftUI", ""] + swiftUI + constants).joined(separator: "\n")),
            Snippet(title: "UIKit", code: ([header, "import UIKit", ""] + uiKit + uiKitConstants).joined(separator: "\n")),
            Snippet(title: "Core Animation", code: ([header, "import QuartzCore", ""] + coreAnimation).joined(separator: "\n")),
            Snippet(title: "CSS", code: (["/* MotionPlayground — \(demo) */", ":root {"] + css.map { "  " + $0 } + ["}"]).joined(separator: "\n")),
        ]
    }

    /// All snippets as one text (what Copy as code puts on the clipboard).
    public static func text(demo: String, parameters: [AnyParameter]) -> String {
        snippets(demo: demo, parameters: parameters).map { "// ── \($0.title)\n\($0.code)" }.joined(separator: "\n\n") + "\n"
    }

    /// A spring's step response as CSS `linear()` over its settling time (the CSS animation then
    /// lasts that long): the response sampled finely, then only the stops needed to stay within
    /// `cssSpringTolerance` kept (Ramer–Douglas–Peucker), so a gentle spring gets a few stops and
    /// a bouncy one gets many.
    public static func cssLinear(_ spring: Spring) -> String {
        let settle = spring.settlingDuration()
        let fine = 480
        let points = (0...fine).map { index -> (x: Double, y: Double) in
            let x = Double(index) / Double(fine)
            return (x, index == fine ? 1 : spring.value(at: x * settle, from: 0, to: 1))
        }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var spans = [(0, points.count - 1)]
        while let (first, last) = spans.popLast() {
            guard last - first > 1 else { continue }
            let (a, b) = (points[first], points[last])
            var worst = first, worstDistance = 0.0
            for index in first + 1..<last {
                // Vertical distance to the chord: what the eye (and the tolerance) cares about.
                let t = (points[index].x - a.x) / (b.x - a.x)
                let distance = abs(points[index].y - (a.y + (b.y - a.y) * t))
                if distance > worstDistance { (worst, worstDistance) = (index, distance) }
            }
            if worstDistance > cssSpringTolerance {
                keep[worst] = true
                spans.append((first, worst))
                spans.append((worst, last))
            }
        }
        let stops = points.indices.filter { keep[$0] }.map { index in
            index == 0 || index == points.count - 1 ? n(points[index].y) : "\(n(points[index].y)) \(n(points[index].x * 100))%"
        }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }

    /// Up to nine significant decimals, no trailing zeros: enough to read back the same motion.
    static func n(_ value: Double) -> String {
        var text = String(format: "%.9f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
