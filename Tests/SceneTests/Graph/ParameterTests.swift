import Animation
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Declared parameters")
struct ParameterTests {
    @Test("A number parameter is a state: clamped, snapped, bound to, reset")
    func numbers() throws {
        let period = Parameter("period", "Seconds per revolution", default: 3, range: 0.5...10, step: 0.5, unit: "s")
        var seen: [Double] = []
        let node = Rectangle().bind(period) { _, value in seen.append(value) }
        period.value = 4.2
        period.value = 99
        period.value = .nan
        #expect(seen == [3, 4, 10])
        try period.set("2.5s")
        #expect(period.value == 2.5 && period.valueText == "2.5")
        #expect(throws: ParameterError.self) { try period.set("11") }
        period.reset()
        #expect(period.value == 3)
        #expect(period.limitsText == "0.5…10 s, in steps of 0.5")
        _ = node
    }

    @Test("`count=7` is refused with the valid values named")
    func integers() {
        let count = Parameter("count", "Drops per indicator", default: 5, values: [1, 2, 4, 5, 10, 20, 25, 50, 100])
        do {
            try count.set("7")
            Issue.record("7 is no divisor of 100")
        } catch {
            #expect(error.description == "count=7: must be one of 1, 2, 4, 5, 10, 20, 25, 50, 100")
        }
        count.value = 7
        #expect(count.value == 5)
    }

    @Test("Choices by name or index, toggles in the usual words, colours as hex")
    func choicesTogglesColours() throws {
        let direction = Parameter("direction", "Which way", default: 0, options: ["clockwise", "counterclockwise"])
        try direction.set("CounterClockwise")
        #expect(direction.value == 1 && direction.valueText == "counterclockwise")
        let ring = Parameter("ring", "Show the ring", default: true)
        try ring.set("off")
        #expect(ring.value == false && ring.valueText == "off")
        let tint = Parameter("tint", "Indicator colour", default: Color.black)
        try tint.set("#339E45")
        #expect(tint.valueText == "#339E45")
        #expect(throws: ParameterError.self) { try tint.set("green") }
    }

    @Test("Curves by name, as four numbers or as CSS; springs in the three parameterisations")
    func curvesAndSprings() throws {
        let timing = Parameter("timing", "Timing", default: TimingCurve.linear)
        try timing.set("easeInOut")
        #expect(timing.value == .easeInEaseOut && timing.valueText == "easeInEaseOut")
        try timing.set("cubic-bezier(0.2, 1.4, 0.6, 1)")
        #expect(timing.value == TimingCurve(x1: 0.2, y1: 1.4, x2: 0.6, y2: 1))
        #expect(throws: ParameterError.self) { try timing.set("1.5,0,0.5,1") }
        let spring = Parameter("spring", "Highlight spring", default: Spring(response: 0.5, dampingFraction: 0.825))
        try spring.set("duration=0.4,bounce=0.2")
        #expect(abs(spring.value.duration - 0.4) < 1e-12 && abs(spring.value.bounce - 0.2) < 1e-12)
        try spring.set("stiffness=170,damping=26")
        #expect(spring.value.stiffness == 170 && spring.value.damping == 26)
        try spring.set(spring.valueText)
        #expect(approx(spring.value.stiffness, 170, 1e-3))
        #expect(throws: ParameterError.self) { try spring.set("response=-1,dampingFraction=1") }
    }
}
