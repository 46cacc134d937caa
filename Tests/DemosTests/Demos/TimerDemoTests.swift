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
        harness.run(until: 6.0)
        #expect(demo.status == .stopped && demo.statusText == "stopped")
        #expect(demo.remaining == 0 && demo.clock == "00:00")
        #expect(demo.shown("Orbit") == nil)
        #expect(try #require(demo.progress).trimEnd == 0)
        harness.run(until: 7)
        #expect(demo.status == .stopped && demo.remaining == 0 && demo.clock == "00:00")
        // Start: from the full five seconds again.
        harness.press("space")
        #expect(demo.statusText == "running" && demo.remaining == 5)
        harness.run(until: 8)
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
        harness.run(until: 3.2)
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
        harness.run(until: 7.54)
        #expect(approx(try demo.ringStops()[0].color, a, 1e-9))
        harness.run(until: 7.55)
        #expect(approx(try demo.ringStops()[0].color, Color(hue: 0.255, saturation: 0.75, brightness: 0.9), 1e-9))
    }

    /// With the parameters' defaults, exactly: the tick as the model runs it is the literal 0.05.
    @Test("HuePair and OrbitCounter follow the article's arithmetic")
    func articleArithmetic() {
        let model = TimerModel(runLoop: SceneRunLoop())
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
