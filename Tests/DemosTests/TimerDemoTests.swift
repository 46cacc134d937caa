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

/// A harness on D3 alone (a registry of just the timer) at `size`, with `settings` applied as
/// `--set` applies them, run with `script` up to `time` on the frame timeline; and its timer.
private func runTimer(size: Size = Size(width: 640, height: 400), settings: [(name: String, value: String)] = [],
                      script: String? = nil, until time: Double, reduceMotion: Bool = false) throws -> (DemoHarness, TimerDemo) {
    let harness = try DemoHarness(.timer, registry: DemoRegistry([.timer]), size: size, reduceMotion: reduceMotion,
                                  settings: settings)
    try harness.run(until: time, script: script)
    return (harness, try harness.demo(TimerDemo.self))
}

extension TimerDemo {
    /// The node called `name`, when it is on screen (not gone, not leaving).
    fileprivate func shown(_ name: String) -> Node? {
        guard let node = scene.root.descendants(named: name).first, !node.isDisappearing else { return nil }
        return node
    }

    /// The rotation of orbit circle `name` on screen now, in radians (clockwise).
    fileprivate func orbitAngle(_ name: String) throws -> Double {
        try #require(shown(name)).presentationRotation
    }

    /// The fill of orbit circle `name`.
    fileprivate func orbitColor(_ name: String) throws -> Color {
        let frame = try #require(shown(name) as? FrameNode)
        return try #require(frame.content as? ShapeNode).fillColor
    }

    /// The ring's progress stroke.
    fileprivate var progress: ShapeNode? { shown("Progress") as? ShapeNode }

    /// The stops of the ring's angular gradient.
    fileprivate func ringStops() throws -> [GradientStop] {
        guard case .angularGradient(let gradient)? = progress?.strokePaint?.shader else {
            Issue.record("the ring is not stroked with an angular gradient")
            return []
        }
        return gradient.stops
    }

    /// The mm:ss readout as shown: the minutes, a colon and the seconds.
    fileprivate var clock: String? {
        guard let minutes = shown("Minutes") as? LiveTextNode, let seconds = shown("Seconds") as? LiveTextNode else { return nil }
        return minutes.string + ":" + seconds.string
    }
}


/// Pixel channels within `tolerance` 8-bit steps.

/// 2π × easeInEaseOut(progress): how far circle A has gone round `progress` of a lap.
private func lap(_ progress: Double) -> Double {
    2 * Double.pi * TimingCurve.easeInEaseOut.value(at: min(max(progress, 0), 1))
}

@Suite("D3 timer")
struct TimerDemoTests {
    @Test("Descriptor: number 3, --demo timer, window title “MotionPlayground — Timer”")
    func descriptor() throws {
        let registry = DemoRegistry([DemoDescriptor.timer])
        #expect(DemoDescriptor.timer.number == 3)
        #expect(try registry.resolve("timer").get().title == "Timer")
        #expect(try registry.resolve("3").get().name == "timer")
        let (harness, _) = try runTimer(until: 0)
        #expect(harness.session.title == "MotionPlayground — Timer")
        #expect(harness.session.demo is TimerDemo)
    }

    @Test("The key reference lists the demo's keys from its binding table")
    func keyReference() throws {
        let (harness, demo) = try runTimer(until: 0)
        let rows = demo.keyBindings.helpRows
        #expect(rows.map(\.keys) == ["Space", "R", "+", "-", "E", "G"])
        #expect(rows.allSatisfy { !$0.summary.isEmpty })
        #expect(harness.press("f1") == .none)
        #expect(harness.session.isShowingHelp)
        _ = try harness.draw()
    }

    @Test("A fresh timer: 30 s, stopped, the ring full, no orbit")
    func initialState() throws {
        let (_, demo) = try runTimer(until: 1)
        #expect(demo.status == .stopped && demo.statusText == "stopped")
        #expect(demo.duration == 30 && demo.remaining == 30)
        #expect(demo.clock == "00:30")
        #expect(demo.progress?.trimStart == 0 && demo.progress?.trimEnd == 1)
        #expect(demo.shown("Orbit") == nil)
        #expect(demo.tickCount == 20)
    }

    /// Space at 0.5 s: the tick at 0.5 s fires before the key (events come after the advance to
    /// their time), so the countdown's ticks are 0.55, 0.60, …
    @Test("The countdown loses 0.05 s per tick while running", arguments: [(1.5, 29.0, "00:29"), (2.0, 28.5, "00:29"), (10.5, 20.0, "00:20"), (10.55, 19.95, "00:20")])
    func countdown(time: Double, remaining: Double, clock: String) throws {
        let (_, demo) = try runTimer(script: "0.5 key space", until: time)
        #expect(demo.status == .running && demo.statusText == "running")
        #expect(approx(demo.remaining, remaining, 1e-9))
        #expect(demo.clock == clock)
        #expect(approx(try #require(demo.progress).trimEnd, remaining / 30, 1e-12))
    }

    @Test("Pause holds the time and keeps the orbit; Space again resumes")
    func pauseAndResume() throws {
        let (harness, demo) = try runTimer(script: "0.5 key space\n2 key space", until: 4)
        #expect(demo.status == .paused && demo.statusText == "paused")
        #expect(approx(demo.remaining, 28.5))
        #expect(demo.shown("Orbit") != nil)
        try harness.run(until: 5, script: "4.5 key space")
        #expect(demo.status == .running)
        #expect(approx(demo.remaining, 28.0))
    }

    /// Regression: the countdown never showed 00:00 — it went from 00:01 to a "done" state (not
    /// one of the original's) with the full time and a full ring.
    @Test("At 0 the timer stops at 00:00 with an empty ring; Start begins again from the full duration")
    func finish() throws {
        // Five presses of - take 30 s down to 5 s; the countdown then runs from 1.0 s to 6.0 s.
        let script = (1...5).map { "0.\($0) key -" }.joined(separator: "\n") + "\n1 key space"
        let (harness, demo) = try runTimer(script: script, until: 5.98)
        #expect(demo.duration == 5)
        #expect(demo.status == .running && approx(demo.remaining, 0.05))
        try harness.run(until: 6.0)
        #expect(demo.status == .stopped && demo.statusText == "stopped")
        #expect(demo.remaining == 0 && demo.clock == "00:00")
        #expect(demo.shown("Orbit") == nil)
        #expect(try #require(demo.progress).trimEnd == 0)
        try harness.run(until: 7)
        #expect(demo.status == .stopped && demo.remaining == 0 && demo.clock == "00:00")
        // Start: from the full five seconds again.
        harness.press("space")
        #expect(demo.statusText == "running" && demo.remaining == 5)
        try harness.run(until: 8)
        #expect(demo.status == .running && approx(demo.remaining, 4))
        // Reset after the end: stopped, full.
        let (ended, endedDemo) = try runTimer(script: script, until: 6.5)
        #expect(endedDemo.clock == "00:00")
        ended.press("r")
        #expect(endedDemo.status == .stopped && endedDemo.remaining == 5 && endedDemo.clock == "00:05")
    }

    @Test("+ and - change the duration by 5 s only while stopped, within 5 s … 10:00")
    func durationKeys() throws {
        let (harness, demo) = try runTimer(until: 0.2)
        harness.press("+")
        #expect(demo.duration == 35 && demo.remaining == 35 && demo.clock == "00:35")
        harness.press("=")
        #expect(demo.duration == 40)
        for _ in 0..<20 { harness.press("-", isRepeat: true) }
        #expect(demo.duration == 5)
        harness.press("space")
        harness.press("+")
        harness.press("-")
        #expect(demo.duration == 5 && demo.status == .running)
        harness.press("space")
        harness.press("+")
        #expect(demo.duration == 5 && demo.status == .paused)
        harness.press("r")
        for _ in 0..<130 { harness.press("+", isRepeat: true) }
        #expect(demo.duration == 600 && demo.clock == "10:00")
    }

    @Test("R stops and refills to the full duration; the orbit goes at once")
    func reset() throws {
        let (harness, demo) = try runTimer(script: "0.5 key space\n3 key r", until: 3)
        #expect(demo.status == .stopped && demo.remaining == 30 && demo.clock == "00:30")
        #expect(demo.shown("Orbit") == nil)
        // The ring fills up from 27.5/30 over 0.4 s.
        let ring = try #require(demo.progress)
        #expect(ring.trimEnd == 1)
        try harness.run(until: 3.2)
        #expect(demo.remaining == 30)
    }

    @Test("A scripted click on the Start button starts the countdown, a second pauses it")
    func startButton() throws {
        let (harness, demo) = try runTimer(until: 0.1)
        _ = try harness.draw()
        let button = try #require(demo.shown("Start/Pause"))
        let bounds = try #require(demo.scene.bounds(of: button))
        // The button sits in the bottom-trailing corner.
        #expect(bounds.midX > 500 && bounds.midY > 300)
        let click = "click \(bounds.midX) \(bounds.midY)"
        try harness.run(until: 1.0, script: "0.5 \(click)")
        #expect(demo.status == .running && approx(demo.remaining, 29.5))
        try harness.run(until: 2.0, script: "1.5 \(click)")
        #expect(demo.status == .paused && approx(demo.remaining, 29.0))
        let startPause = try #require(demo.scene.root.descendants(named: "Start/Pause").first)
        let caption = try #require(startPause.descendants(named: "Text").first as? TextNode)
        #expect(caption.string == "Resume")
    }

    @Test("The Reset button resets")
    func resetButton() throws {
        let (harness, demo) = try runTimer(script: "0.5 key space", until: 2)
        _ = try harness.draw()
        let button = try #require(demo.shown("Reset"))
        let bounds = try #require(demo.scene.bounds(of: button))
        #expect(bounds.midX < 140 && bounds.midY > 300)
        try harness.run(until: 3, script: "2.5 click \(bounds.midX) \(bounds.midY)")
        #expect(demo.status == .stopped && demo.remaining == 30)
    }

    /// Both hue pairs start at 0.5 and 0.3 and step 0.005 per tick, wrapping at 1: after 150
    /// ticks A has wrapped once (at tick 100) and B once (at tick 140).
    @Test("The ring's gradient is [A, B, A] of its hues after n ticks, stepping (not interpolated)")
    func ringHues() throws {
        let (harness, demo) = try runTimer(until: 7.5)
        #expect(demo.tickCount == 150)
        let expected = (a: 0.25, b: 0.05)
        let stops = try demo.ringStops()
        #expect(stops.map(\.location) == [0, 0.5, 1])
        let a = Color(hue: expected.a, saturation: 0.75, brightness: 0.9)
        let b = Color(hue: expected.b, saturation: 0.75, brightness: 0.9)
        #expect(stops.count == 3 && approx(stops[0].color, a, 1e-9) && approx(stops[1].color, b, 1e-9) && approx(stops[2].color, a, 1e-9))
        // Between ticks nothing changes; the next tick moves both hues by exactly one step.
        try harness.run(until: 7.54)
        #expect(approx(try demo.ringStops()[0].color, a, 1e-9))
        try harness.run(until: 7.55)
        #expect(approx(try demo.ringStops()[0].color, Color(hue: 0.255, saturation: 0.75, brightness: 0.9), 1e-9))
    }

    /// With the parameters' defaults, exactly: the tick as the model runs it is the literal 0.05.
    @Test("HuePair and OrbitCounter follow the article's arithmetic")
    func articleArithmetic() {
        let model = TimerModel(timeline: SceneTimeline())
        #expect(model.tickSeconds == 0.05 && model.hueStep.value == 0.005 && model.orbitPeriod.value == 5)
        var hues = HuePair()
        var wrapsA: [Int] = [], wrapsB: [Int] = []
        for tick in 1...400 {
            hues.advance(by: model.hueStep.value)
            if hues.a == 0 { wrapsA.append(tick) }
            if hues.b == 0 { wrapsB.append(tick) }
        }
        #expect(wrapsA == [100, 300] && wrapsB == [140, 340])
        var counter = OrbitCounter()
        var flips: [Int] = []
        var clockwise = counter.clockwise
        for tick in 1...320 {
            counter.advance(by: model.tickSeconds, limit: model.orbitPeriod.value)
            if counter.clockwise != clockwise { flips.append(tick) }
            clockwise = counter.clockwise
        }
        #expect(flips == [1, 103, 205, 307])
    }

    /// Start at 0.5 s: the orbit appears with A at 0° and B at 360°; its first tick (0.55 s)
    /// flips the direction and both go round for 5 s, eased in and out; the next flip is 102
    /// ticks later (5.65 s) and sends them back.
    @Test("The circles go round under easeInEaseOut over 5 s, in opposite directions, and back",
          arguments: [0.55, 1.8, 3.05, 4.3, 5.55, 5.6, 6.9, 8.15, 10.65])
    func orbitAngles(time: Double) throws {
        let (_, demo) = try runTimer(script: "0.5 key space", until: time)
        let expectedA = time < 5.65 ? lap((time - 0.55) / 5) : 2 * Double.pi - lap((time - 5.65) / 5)
        #expect(approx(try demo.orbitAngle("Orbit A"), expectedA, 1e-6))
        #expect(approx(try demo.orbitAngle("Orbit B"), 2 * Double.pi - expectedA, 1e-6))
    }

    @Test("The circles' colours are the orbit's own hues at full saturation and brightness, half opaque")
    func orbitColors() throws {
        // The orbit appears at 0.5 s; by 3.0 s it has had 50 ticks (0.55 … 3.0).
        let (_, demo) = try runTimer(script: "0.5 key space", until: 3.0)
        #expect(approx(try demo.orbitColor("Orbit A"), Color(hue: 0.75, saturation: 1, brightness: 1, alpha: 0.5), 1e-9))
        #expect(approx(try demo.orbitColor("Orbit B"), Color(hue: 0.55, saturation: 1, brightness: 1, alpha: 0.5), 1e-9))
        // The ring's hues count from the demo's start: 60 ticks.
        #expect(approx(try demo.ringStops()[0].color, Color(hue: 0.8, saturation: 0.75, brightness: 0.9), 1e-9))
    }

    /// The article's AnimationView is inserted afresh each time: its @State (direction, counter,
    /// hues) starts over.
    @Test("After a reset, the next start brings a fresh orbit: first lap from 0°, hues from 0.5 and 0.3")
    func orbitStateResetsOnReinsertion() throws {
        let (_, demo) = try runTimer(script: "0.5 key space\n3.02 key r\n4 key space", until: 4.05)
        #expect(approx(try demo.orbitAngle("Orbit A"), 0, 1e-9))
        #expect(approx(try demo.orbitColor("Orbit A"), Color(hue: 0.505, saturation: 1, brightness: 1, alpha: 0.5), 1e-9))
        let (_, later) = try runTimer(script: "0.5 key space\n3.02 key r\n4 key space", until: 6.55)
        #expect(approx(try later.orbitAngle("Orbit A"), lap(2.5 / 5), 1e-6))
    }

    @Test("Visibility: the circles only while running or paused with E on; the ring only with G on")
    func visibility() throws {
        let (harness, demo) = try runTimer(until: 0.2)
        #expect(demo.shown("Orbit") == nil && demo.shown("Ring") != nil)
        harness.press("space")
        #expect(demo.shown("Orbit") != nil)
        harness.press("e")
        #expect(!demo.isEffectOn && demo.shown("Orbit") == nil)
        harness.press("space")
        #expect(demo.status == .paused && demo.shown("Orbit") == nil)
        harness.press("e")
        #expect(demo.shown("Orbit") != nil)
        harness.press("g")
        #expect(!demo.isRingOn && demo.shown("Ring") == nil && demo.shown("Progress") == nil)
        harness.press("g")
        #expect(demo.shown("Ring") != nil)
        harness.press("r")
        #expect(demo.shown("Orbit") == nil)
        // The hint reports the toggles.
        let hint = try #require(demo.shown("Hint") as? TextNode)
        harness.press("e")
        #expect(hint.string.contains("orbit effect: off") && hint.string.contains("ring: on"))
    }

    @Test("Reduce motion: the orbit's rotation jumps instead of spinning")
    func reduceMotion() throws {
        let (_, demo) = try runTimer(script: "0.5 key space", until: 1.8, reduceMotion: true)
        #expect(try demo.orbitAngle("Orbit A") == 2 * Double.pi)
        #expect(try demo.orbitAngle("Orbit B") == 0)
        #expect(demo.scene.reduceMotion)
    }

    @Test("--speed: the tick runs on the scene clock")
    func speed() throws {
        let (harness, demo) = try runTimer(until: 0)
        harness.session.setTimeScale(0.5)
        try harness.run(until: 3, script: "0.5 key space")
        #expect(approx(demo.remaining, 28.75))
    }

    @Test("A resize keeps the countdown, the orbit and its lap in flight, and moves the circles to the new radius")
    func resize() throws {
        let (harness, demo) = try runTimer(script: "0.5 key space\n2 resize 400 250", until: 3.05)
        #expect(harness.session.size == Size(width: 400, height: 250))
        _ = try harness.draw()
        #expect(approx(try demo.orbitAngle("Orbit A"), lap(2.5 / 5), 1e-6))
        let circle = try #require((demo.shown("Orbit A") as? FrameNode)?.content)
        #expect(approx(circle.offset.y, -0.38 * 250))
        #expect(approx(demo.remaining, 30 - 51 * 0.05))
    }

    @Test("Where both circles rest at 12 o'clock they overlap 0.75 opaque (source-over)")
    func translucentOverlap() throws {
        // The first lap ends at 5.55 s and the next flip is at 5.65 s.
        let (harness, demo) = try runTimer(script: "0.5 key space", until: 5.6)
        let canvas = try harness.draw()
        let a = try demo.orbitColor("Orbit A"), b = try demo.orbitColor("Orbit B")
        // 640 × 400: the circles' centre is 0.38 × 400 above the centre.
        let pixel = canvas.pixmap[320, Int(200 - 0.38 * 400)]
        func mix(_ x: KeyPath<Color, Double>) -> Double { 0.5 * b[keyPath: x] + 0.25 * a[keyPath: x] + 0.25 }
        let expected = Color(red: mix(\.red), green: mix(\.green), blue: mix(\.blue)).premultiplied
        #expect(approx(pixel, expected, 2), "\(pixel) vs \(expected)")
    }

    /// The ring starts at 12 o'clock and runs clockwise: with 3/4 of the time left, 3 o'clock
    /// and 6 o'clock are painted and 10:30 is not.
    @Test("The ring's remaining part starts at 12 o'clock and runs clockwise")
    func ringGeometry() throws {
        let script = "0.5 key space\n8 key space"
        let (harness, demo) = try runTimer(script: script, until: 8.2)
        #expect(approx(demo.remaining, 22.5))
        let canvas = try harness.draw()
        // Stroke centre line: radius (400 − 30) / 2 = 185 about (320, 200).
        let grey = TimerRing.trackColor.premultiplied
        func at(_ degreesFromTwelve: Double) -> PremultipliedColor {
            let angle = (degreesFromTwelve - 90) * Double.pi / 180
            return canvas.pixmap[Int(320 + 185 * cos(angle)), Int(200 + 185 * sin(angle))]
        }
        #expect(at(90) != grey && at(180) != grey && at(255) != grey)
        #expect(at(315) == grey)
        // Just left of 12 o'clock the start's round cap covers a little of the track.
        #expect(at(-2) != grey && at(-8) == grey)
        _ = demo
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 3, height: 700), Size(width: 4000, height: 2), Size(width: 400, height: 250)])
    func degenerateSizes(size: Size) throws {
        let (harness, _) = try runTimer(size: size, script: "0.5 key space", until: 1.2)
        _ = try harness.draw()
        _ = try harness.draw(scale: 2)
    }

    /// Goldens: the stopped timer as a gallery tile, and a running one with the circles just
    /// short of halfway round their first lap (2.48 s of 5), overlapping at 6 o'clock, each at
    /// scale 1 and 2.
    @Test("Golden frames", arguments: [
        ("timer-stopped-0.5s-400x250", Size(width: 400, height: 250), "", 0.5),
        ("timer-running-3.03s-640x400", Size(width: 640, height: 400), "0.5 key space", 3.03),
    ])
    func golden(name: String, size: Size, script: String, time: Double) throws {
        for scale in [1.0, 2.0] {
            let (harness, _) = try runTimer(size: size, script: script, until: time)
            try harness.expectGolden("\(name)@\(Int(scale))x", scale: scale)
        }
    }
}

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
        try harness.run(until: 10.45)
        #expect(demo.status == .running && approx(demo.remaining, 0.05, 1e-12))
        try harness.run(until: 10.5)
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
        try harness.run(until: 11.5)
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
        try harness.run(until: 10.5)
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
        try harness.run(until: 2.01)
        #expect(demo.tickCount == ticks + 9)
        try harness.run(until: 2.02)
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
        try harness.run(until: 3)
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
        try harness.run(until: 3.05)
        #expect(approx(try demo.orbitAngle("Orbit A"), lap(2.5 / 5), 1e-6))
        // The counter now runs up to 10: no flip at 5.65 s, the circles rest at 360°.
        try harness.run(until: 6.5)
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
