import Animation
import Foundation
import LottieModel
import Testing

/// Keyframes evaluate as After Effects plays them: eased by the file's curves through
/// `TimingCurve`, per dimension, holds, and the old format's end values.
@Suite struct KeyframeTests {
    private func opacity(_ keyframes: String) throws -> Animated<Double> {
        let text = #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"o":{"a":1,"k":"# + keyframes + "}}}]}"
        return try DocumentParser.parse(Array(text.utf8)).0.layers[0].transform.opacity
    }

    @Test func easesByTheFilesCurve() throws {
        let property = try opacity(#"[{"t":0,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}},{"t":10,"s":[100]}]"#)
        let curve = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        for frame in stride(from: 0.0, through: 10, by: 0.5) {
            #expect(abs(property.value(at: frame) - 100 * curve.value(at: frame / 10)) < 1e-9)
        }
        #expect(property.value(at: -5) == 0 && property.value(at: 50) == 100)
    }

    @Test func holdKeepsTheValueUntilTheNextKeyframe() throws {
        let property = try opacity(#"[{"t":0,"s":[20],"h":1},{"t":10,"s":[80]}]"#)
        #expect(property.value(at: 9.99) == 20)
        #expect(property.value(at: 10) == 80)
    }

    @Test func oldFormatEndsOnItsEndValue() throws {
        let property = try opacity(#"[{"t":0,"s":[0],"e":[50]},{"t":10}]"#)
        #expect(abs(property.value(at: 5) - 25) < 1e-9)
        #expect(property.value(at: 20) == 50)
    }

    @Test func eachDimensionHasItsOwnCurve() throws {
        let text = #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"s":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0,1],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}},{"t":10,"s":[100,100]}]}}}]}"#
        let scale = try DocumentParser.parse(Array(text.utf8)).0.layers[0].transform.scale
        let value = scale.value(at: 5)
        #expect(abs(value.x - 100 * TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1).value(at: 0.5)) < 1e-9)
        #expect(abs(value.y - 100 * TimingCurve(x1: 1, y1: 0, x2: 1, y2: 1).value(at: 0.5)) < 1e-9)
    }
}

/// Regression: swiftkey-logo.json (real-world corpus) has an easing y of −6·10¹⁴; it must play.
@Suite struct StrayTangentTests {
    @Test func absurdEasingTangentsAreClampedNotRefused() throws {
        let text = #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.5],"y":[-626352172116081.0]},"i":{"x":[0.5],"y":[1]}},{"t":10,"s":[100]}]}}}]}"#
        let opacity = try DocumentParser.parse(Array(text.utf8)).0.layers[0].transform.opacity
        #expect(opacity.value(at: 5).isFinite)
        #expect(opacity.value(at: 10) == 100)
    }
}
