import Foundation
import Animation
@testable import Demos
import Geometry
import Input
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

@Suite("D3 timer parameters")
struct TimerParameterTests {
    @Test("Six parameters, declared once, in order, with their limits and defaults")
    func declared() throws {
        let (_, demo) = try runTimer(until: 0)
        let parameters = demo.parameters
        #expect(parameters.map(\.name) == ["duration", "tick", "hueStep", "orbitPeriod", "effect", "ring"])
        #expect(parameters.map(\.valueText) == ["30", "0.05", "0.005", "5", "on", "on"])
        #expect(parameters.map(\.limitsText) == ["5…600 s, in steps of 5", "0.01…0.5 s, in steps of 0.01",
                                                 "0…0.05 turns, in steps of 0.0005", "1…20 s, in steps of 0.5",
                                                 "on | off", "on | off"])
        // The defaults survive the parameters' own snapping unchanged, to the last bit.
        #expect(parameters.allSatisfy { $0.erasedValue == $0.erasedDefault })
        #expect(parameters.allSatisfy { !$0.summary.isEmpty })
        // The same objects every time: an inspector may subscribe to them.
        #expect(zip(parameters, demo.parameters).allSatisfy { $0 === $1 })
    }

    @Test("duration=10 counts down from 00:10 and ends after 10 s")
    func duration() throws {
        let (harness, demo) = try runTimer(settings: [("duration", "10")], until: 0.4)
        #expect(demo.duration == 10 && demo.clock == "00:10" && demo.remaining == 10)
        #expect(try #require(demo.progress).trimEnd == 1)
        try harness.run(until: 5.5, script: "0.5 key space")
        #expect(demo.status == .running && demo.remaining == 5 && demo.clock == "00:05")
        #expect(approx(try #require(demo.progress).trimEnd, 0.5, 1e-12))
        harness.run(until: 10.45)
        #expect(demo.status == .running && approx(demo.remaining, 0.05, 1e-12))
        harness.run(until: 10.5)
        #expect(demo.status == .stopped && demo.remaining == 0 && demo.clock == "00:00")
    }

    @Test("+ and - step the duration parameter; a new duration while stopped shows at once, after the end too")
    func durationKeysAreTheParameter() throws {
        let (harness, demo) = try runTimer(settings: [("duration", "5")], script: "0.1 key space", until: 5.2)
        #expect(demo.clock == "00:00")
        harness.press("+")
        let duration = try harness.parameter("duration")
        #expect(duration.valueText == "10" && demo.clock == "00:10" && demo.statusText == "stopped")
        try duration.set("100")
        #expect(demo.clock == "01:40" && demo.remaining == 100)
        harness.press("-")
        #expect(duration.valueText == "95")
        duration.reset()
        #expect(demo.clock == "00:30")
    }

    /// A kitchen timer's dial turned while it runs: the time already counted down stays.
    @Test("A new duration while running keeps the time counted down; one already passed ends the countdown")
    func durationWhileRunning() throws {
        let (harness, demo) = try runTimer(script: "0.5 key space", until: 10.5)
        #expect(demo.remaining == 20)
        let duration = try harness.parameter("duration")
        try duration.set("60")
        #expect(demo.status == .running && demo.remaining == 50 && demo.clock == "00:50")
        #expect(approx(try #require(demo.progress).trimEnd, 50.0 / 60, 1e-12))
        harness.run(until: 11.5)
        #expect(demo.remaining == 49)
        // Paused, the same; the keys leave the duration alone (they only work while stopped).
        harness.press("space")
        harness.press("+")
        #expect(demo.status == .paused && demo.duration == 60)
        try duration.set("15")
        #expect(demo.status == .paused && demo.remaining == 4)
        // 11 s counted down: a length of 10 s is over.
        try duration.set("10")
        #expect(demo.status == .stopped && demo.remaining == 0 && demo.clock == "00:00")
        #expect(demo.shown("Orbit") == nil)
    }

    /// The default tick is 0.05 s: 40 ticks and 40 hue steps in 2 s. At 0.1 s, half as many.
    @Test("tick=0.1 halves the ticks and hue steps per second; the countdown still counts seconds")
    func tick() throws {
        let (_, normal) = try runTimer(until: 2)
        let (harness, slow) = try runTimer(settings: [("tick", "0.1")], script: "0.5 key space", until: 2)
        #expect(normal.tickCount == 40 && slow.tickCount == 20)
        let hue = { (a: Double) in Color(hue: a, saturation: 0.75, brightness: 0.9) }
        #expect(approx(try normal.ringStops()[0].color, hue(0.7), 1e-9))
        #expect(approx(try slow.ringStops()[0].color, hue(0.6), 1e-9))
        // Ticks at 0.6, 0.7, … 2.0 count down 0.1 s each: exactly the time that went by.
        #expect(slow.remaining == 28.5 && slow.clock == "00:29")
        harness.run(until: 10.5)
        #expect(slow.remaining == 20)
    }

    /// The orbit counter adds the tick's length: laps keep their length in seconds. Started at
    /// 0.5 s, the first tick (0.6 s) starts the first lap.
    @Test("tick=0.1: the circles still take 5 s a lap", arguments: [1.85, 3.1, 4.35])
    func tickKeepsTheLap(time: Double) throws {
        let (_, demo) = try runTimer(settings: [("tick", "0.1")], script: "0.5 key space", until: time)
        #expect(approx(try demo.orbitAngle("Orbit A"), lap((time - 0.6) / 5), 1e-6))
    }

    /// At 1.02 s the countdown has had ten 0.05 s ticks (0.55 … 1.0); the 20 ms since the last
    /// one are taken off at the change, then ten 0.1 s ticks (1.12 … 2.02): 1.52 s in all, the
    /// time that went by since the start.
    @Test("A new tick while running neither gains nor loses countdown time")
    func tickWhileRunning() throws {
        let (harness, demo) = try runTimer(script: "0.5 key space", until: 1.02)
        #expect(approx(demo.remaining, 29.5, 1e-12))
        try harness.parameter("tick").set("0.1")
        #expect(approx(demo.remaining, 29.48, 1e-12))
        let ticks = demo.tickCount
        harness.run(until: 2.01)
        #expect(demo.tickCount == ticks + 9)
        harness.run(until: 2.02)
        #expect(demo.tickCount == ticks + 10)
        #expect(approx(demo.remaining, 30 - 1.52, 1e-12))
    }

    @Test("hueStep: the hues step by it on every tick, in the ring and the circles; 0 stands them still")
    func hueStep() throws {
        // 20 ticks by 1.0 s; the orbit, in since 0.5 s, has had 10.
        let (harness, demo) = try runTimer(settings: [("hueStep", "0.01")], script: "0.5 key space", until: 1)
        #expect(approx(try demo.ringStops()[0].color, Color(hue: 0.7, saturation: 0.75, brightness: 0.9), 1e-9))
        #expect(approx(try demo.ringStops()[1].color, Color(hue: 0.5, saturation: 0.75, brightness: 0.9), 1e-9))
        #expect(approx(try demo.orbitColor("Orbit A"), Color(hue: 0.6, saturation: 1, brightness: 1, alpha: 0.5), 1e-9))
        try harness.parameter("hueStep").set("0")
        let ring = try demo.ringStops()[0].color, orbit = try demo.orbitColor("Orbit B")
        harness.run(until: 3)
        #expect(try approx(demo.ringStops()[0].color, ring, 0) && approx(demo.orbitColor("Orbit B"), orbit, 0))
    }

    /// orbitPeriod=2: the first lap (from 0.55 s) takes 2 s, and the counter, limited to 2,
    /// sends the circles back on the tick it computes — about every 2.1 s instead of 5.1 s.
    @Test("orbitPeriod=2: 2 s laps, flipping about every 2.1 s")
    func orbitPeriod() throws {
        var counter = OrbitCounter()
        var flips: [Int] = []
        var clockwise = counter.clockwise
        for tick in 1...100 {
            counter.advance(by: 0.05, limit: 2)
            if counter.clockwise != clockwise { flips.append(tick) }
            clockwise = counter.clockwise
        }
        try #require(flips.count >= 2 && flips[0] == 1)
        #expect((41...43).contains(flips[1] - flips[0]))
        let secondFlip = 0.5 + 0.05 * Double(flips[1])
        for time in [1.05, 1.55, 2.5, secondFlip + 0.5, secondFlip + 1] {
            let (_, demo) = try runTimer(settings: [("orbitPeriod", "2")], script: "0.5 key space", until: time)
            let expected = time < secondFlip ? lap((time - 0.55) / 2) : 2 * Double.pi - lap((time - secondFlip) / 2)
            #expect(approx(try demo.orbitAngle("Orbit A"), expected, 1e-6), "at \(time) s")
        }
    }

    /// A lap in flight keeps its duration; the next flip uses the new period.
    @Test("A new orbitPeriod applies from the next lap")
    func orbitPeriodWhileRunning() throws {
        let (harness, demo) = try runTimer(script: "0.5 key space", until: 1.8)
        try harness.parameter("orbitPeriod").set("10")
        harness.run(until: 3.05)
        #expect(approx(try demo.orbitAngle("Orbit A"), lap(2.5 / 5), 1e-6))
        // The counter now runs up to 10: no flip at 5.65 s, the circles rest at 360°.
        harness.run(until: 6.5)
        #expect(approx(try demo.orbitAngle("Orbit A"), 2 * Double.pi, 1e-9))
    }

    @Test("effect and ring are the E and G toggles")
    func toggles() throws {
        let (harness, demo) = try runTimer(settings: [("effect", "off"), ("ring", "off")], script: "0.2 key space", until: 0.5)
        #expect(demo.status == .running && demo.shown("Orbit") == nil && demo.shown("Ring") == nil)
        let hint = try #require(demo.shown("Hint") as? TextNode)
        #expect(hint.string.contains("orbit effect: off") && hint.string.contains("ring: off"))
        harness.press("e")
        #expect(try harness.parameter("effect").valueText == "on" && demo.shown("Orbit") != nil)
        try harness.parameter("ring").set("on")
        #expect(demo.isRingOn && demo.shown("Ring") != nil)
        harness.press("g")
        #expect(try harness.parameter("ring").valueText == "off" && demo.shown("Ring") == nil)
        try harness.parameter("effect").set("no")
        #expect(!demo.isEffectOn && demo.shown("Orbit") == nil && hint.string.contains("orbit effect: off"))
    }

    @Test("Invalid values are refused with the valid values named, and change nothing")
    func invalidValues() throws {
        let (harness, demo) = try runTimer(until: 0.1)
        #expect(try harness.refusal("duration", "700") == "duration=700: must be 5…600 s, in steps of 5")
        #expect(try harness.refusal("duration", "soon") == "duration=soon: must be 5…600 s, in steps of 5")
        #expect(try harness.refusal("tick", "0") == "tick=0: must be 0.01…0.5 s, in steps of 0.01")
        #expect(try harness.refusal("hueStep", "-0.01") == "hueStep=-0.01: must be 0…0.05 turns, in steps of 0.0005")
        #expect(try harness.refusal("orbitPeriod", "0.5s") == "orbitPeriod=0.5s: must be 1…20 s, in steps of 0.5")
        #expect(try harness.refusal("effect", "maybe") == "effect=maybe: must be on | off")
        #expect(demo.parameters.allSatisfy { $0.erasedValue == $0.erasedDefault })
        #expect(demo.duration == 30 && demo.tickCount == 2)
        // In range but off the step: snapped, as a slider would.
        #expect(try harness.refusal("duration", "12s") == nil)
        #expect(demo.duration == 10 && demo.clock == "00:10")
    }

    /// Set to something else and back before the first frame (the timer rescheduled twice):
    /// the frames are the defaults' to the pixel.
    @Test("Parameters set away and back reproduce the goldens")
    func defaultsReproduceTheGoldens() throws {
        let settings = [("tick", "0.1"), ("tick", "0.05"), ("duration", "60"), ("duration", "30"), ("hueStep", "0.02"),
                        ("hueStep", "0.005"), ("orbitPeriod", "2"), ("orbitPeriod", "5"), ("ring", "off"), ("ring", "on"),
                        ("effect", "off"), ("effect", "on")]
        let (harness, _) = try runTimer(settings: settings, script: "0.5 key space", until: 3.03)
        try harness.expectGolden("timer-running-3.03s-640x400@1x")
    }
}
