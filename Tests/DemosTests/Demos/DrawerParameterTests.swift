import Foundation
import Animation
import Demos
import Geometry
import Input
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

@Suite("D4 drawer parameters")
struct DrawerParameterTests {
    @Test("Six parameters, declared once, in order, with their limits and defaults")
    func declared() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        let parameters = demo.parameters
        #expect(parameters.map(\.name) == ["duration", "timing", "curve", "dampingRatio", "travel", "scrubsLinearly"])
        #expect(parameters.map(\.valueText) == ["1", "easeOut", "easeOut", "0.8", "305", "on"])
        let limits = parameters.map(\.limitsText)
        #expect(limits[0] == "0.2…3 s, in steps of 0.1" && limits[1] == "easeOut | spring")
        #expect(limits[2].hasPrefix("a named curve") && limits[3] == "0.1…1.5, in steps of 0.05")
        #expect(limits[4] == "100…345 pt, in steps of 5")
        #expect(parameters.allSatisfy { $0.erasedValue == $0.erasedDefault && !$0.summary.isEmpty })
        #expect(zip(parameters, demo.parameters).allSatisfy { $0 === $1 })
        #expect(demo.travel == DrawerDemo.defaultTravel && demo.visibleHeight == 45)
        #expect(demo.timingLabel == "ease-out")
    }

    /// 350 − 200 = 150 points show; open, the whole drawer shows, 200 points higher.
    @Test("travel=200: a 150 point strip, and the drawer opens 200 points")
    func travel() throws {
        let d = try DemoTester.drawer(settings: [("travel", "200")])
        let demo = try d.demo(DrawerDemo.self)
        let lines = demo.scene.layoutDump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Frame 0 650 1280 150") && lines.contains("Frame 0 650 1280 350"))
        var canvas = try d.drawFullFrame()
        #expect(canvas.pixmap[5, 651] == drawerPixel && canvas.pixmap[5, 648] == Color.white.premultiplied)
        d.press("space")
        d.run(until: 1.2)
        #expect(demo.isDrawerOpen && demo.drawerOffset == -200 && demo.readout.offset == -200)
        canvas = try d.drawFullFrame()
        #expect(canvas.pixmap[5, 451] == drawerPixel && canvas.pixmap[5, 448] == Color.white.premultiplied)
    }

    @Test("travel=200: a held drag scrubs by ty / 200", arguments: [-80.0, -150, -250, 30])
    func travelScrubs(ty: Double) throws {
        let d = try DemoTester.drawer(settings: [("travel", "200")])
        let demo = try d.demo(DrawerDemo.self)
        let drag = verticalDrag(x: 200, y: 790, start: 0.1, legs: [Leg(dy: ty, seconds: 0.3)], release: false)
        try d.run(until: drag.end + 0.05, script: drag.script)
        let animator = try #require(demo.animator)
        let expected = min(max(ty, -200), 0)
        #expect(approx(animator.fractionComplete, expected / -200, 1e-12))
        #expect(approx(demo.drawerOffset, expected, 1e-9))
    }

    /// The same ease-out, stretched: at 0.1 + 2x seconds the slow drawer is where the usual one
    /// is at 0.1 + x.
    @Test("duration=2 takes twice as long along the same curve")
    func duration() throws {
        let normal = try DemoTester.drawer()
        let normalDemo = try normal.demo(DrawerDemo.self)
        let slow = try DemoTester.drawer(settings: [("duration", "2")])
        let slowDemo = try slow.demo(DrawerDemo.self)
        for d in [normal, slow] {
            d.run(until: 0.1)
            d.press("space")
        }
        #expect(try #require(slowDemo.animator).duration == 2 && normalDemo.animator?.duration == 1)
        for x in [0.15, 0.3, 0.6] {
            normal.run(until: 0.1 + x)
            slow.run(until: 0.1 + 2 * x)
            #expect(approx(slowDemo.drawerOffset, normalDemo.drawerOffset, 1e-9), "at \(x)")
        }
        slow.run(until: 2.05)
        #expect(slowDemo.animator?.isRunning == true && !slowDemo.isDrawerOpen)
        slow.run(until: 2.15)
        #expect(slowDemo.animator == nil && slowDemo.isDrawerOpen && slowDemo.drawerOffset == -305)
    }

    /// UIKit's animator cannot change its duration: the one in flight keeps 1 s.
    @Test("A new duration mid-flight applies to the next animator")
    func durationMidFlight() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        d.press("space")
        d.run(until: 0.5)
        try d.parameter("duration").set("2")
        #expect(demo.animator?.duration == 1)
        d.run(until: 1.15)
        #expect(demo.animator == nil && demo.isDrawerOpen)
        d.press("space")
        #expect(demo.animator?.duration == 2)
        d.run(until: 2.2)
        #expect(demo.animator?.isRunning == true)
        d.run(until: 3.2)
        #expect(demo.animator == nil && !demo.isDrawerOpen && demo.drawerOffset == 0)
    }

    /// A ratio of 0.5 overshoots the open position by a good margin; 1.2 (over-damped) never does.
    @Test("timing=spring uses a spring of dampingRatio: for new animators and released drags")
    func spring() throws {
        let bouncy = try DemoTester.drawer(settings: [("timing", "spring"), ("dampingRatio", "0.5")])
        let bouncyDemo = try bouncy.demo(DrawerDemo.self)
        let damped = try DemoTester.drawer(settings: [("timing", "spring"), ("dampingRatio", "1.2")])
        for d in [bouncy, damped] {
            d.run(until: 0.1)
            d.press("space")
        }
        #expect(bouncyDemo.animator?.timing == .spring(dampingRatio: 0.5))
        #expect(bouncyDemo.timing == .spring && bouncyDemo.readout.curve == .spring && bouncyDemo.timingLabel == "spring 0.5")
        let bouncing = try bouncy.offsets(until: 1.2), settling = try damped.offsets(until: 1.2)
        #expect((bouncing.min() ?? 0) < -305 - 20)
        #expect((settling.min() ?? 0) >= -305 - 1e-9)
        #expect(bouncyDemo.isDrawerOpen && bouncyDemo.drawerOffset == -305)
        // A released drag continues on the same spring, at the finger's speed.
        let drag = verticalDrag(x: 200, y: 500, start: 1.3, legs: [Leg(dy: 120, seconds: 0.3)])
        try bouncy.run(until: drag.end, script: drag.script)
        guard case let .springWithVelocity(ratio, _)? = bouncyDemo.lastContinuationTiming else {
            Issue.record("not continued on a spring: \(String(describing: bouncyDemo.lastContinuationTiming))")
            return
        }
        #expect(ratio == 0.5)
    }

    @Test("V switches the timing parameter; the readout spells the timing out")
    func keyAndReadout() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        let timing = try d.parameter("timing")
        d.press("v")
        #expect(timing.valueText == "spring" && demo.timingLabel == "spring 0.8" && demo.readout.curve == .spring)
        _ = try d.drawFullFrame()
        let line = try #require(demo.scene.root.descendants(ofType: LiveTextNode.self).first { $0.string == "spring 0.8" })
        let usual = try #require(demo.scene.bounds(of: line)).width
        try d.parameter("dampingRatio").set("0.85")
        #expect(demo.timingLabel == "spring 0.85" && line.string == "spring 0.85")
        // The line widens for the extra digit, so the panel still holds it.
        _ = try d.drawFullFrame()
        #expect(try #require(demo.scene.bounds(of: line)).width > usual)
        d.press("v")
        #expect(timing.valueText == "easeOut" && demo.timingLabel == "ease-out" && demo.readout.curve == .easeOut)
        try d.parameter("curve").set("linear")
        #expect(demo.timingLabel == "linear")
        try d.parameter("curve").set("0.3,0,0.7,1")
        #expect(demo.timingLabel == "bezier")
        try d.parameter("timing").set("1")
        #expect(demo.timing == .spring)
        // The readout's line is as wide as its longest spelling and draws inside the panel.
        _ = try d.drawFullFrame()
    }

    /// Linear timing puts the drawer exactly halfway at half the duration; ease-out is well past.
    @Test("curve changes the motion of new animators and released drags")
    func curve() throws {
        let linear = try DemoTester.drawer(settings: [("curve", "linear")])
        let linearDemo = try linear.demo(DrawerDemo.self)
        let easeOut = try DemoTester.drawer()
        let easeOutDemo = try easeOut.demo(DrawerDemo.self)
        for d in [linear, easeOut] {
            d.run(until: 0.1)
            d.press("space")
            d.run(until: 0.6)
        }
        #expect(linearDemo.animator?.timing == .curve(.linear))
        #expect(abs(linearDemo.drawerOffset + 152.5) < 1e-3)
        #expect(easeOutDemo.drawerOffset < -152.5 - 30)
        linear.run(until: 1.2)
        let custom = TimingCurve(x1: 0.3, y1: 0, x2: 0.7, y2: 1)
        try linear.parameter("curve").set("cubic-bezier(0.3, 0, 0.7, 1)")
        let drag = verticalDrag(x: 200, y: 500, start: 1.3, legs: [Leg(dy: 120, seconds: 0.3)])
        try linear.run(until: drag.end, script: drag.script)
        #expect(linearDemo.lastContinuationTiming == .curve(custom))
        #expect(linearDemo.animator?.timing == .curve(custom))
    }

    /// Open, the drawer shows whole whatever the travel: it stays where it is on screen while its
    /// strip changes under it; closed, the strip grows or shrinks at once.
    @Test("A new travel at rest: open stays open at the new open position, closed shows the new strip")
    func travelAtRest() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.press("space")
        d.run(until: 1.2)
        let openTop = try d.drawerTop
        try d.parameter("travel").set("200")
        d.run(until: 1.25)
        #expect(try demo.isDrawerOpen && demo.drawerOffset == -200 && d.drawerTop == openTop)
        #expect(demo.readout.offset == -200)
        let canvas = try d.drawFullFrame()
        #expect(canvas.pixmap[5, 451] == drawerPixel && canvas.pixmap[5, 448] == Color.white.premultiplied)
        d.run(until: 1.3)
        _ = try d.drawFullFrame()
        #expect(!d.session.demo.isAnimating)
        d.press("space")
        d.run(until: 2.4)
        #expect(try !demo.isDrawerOpen && demo.drawerOffset == 0 && d.drawerTop == 800 - 150)
        try d.parameter("travel").set("345")
        #expect(demo.visibleHeight == 5)
        d.run(until: 2.5)
        let strip = try d.drawFullFrame()
        #expect(strip.pixmap[5, 796] == drawerPixel && strip.pixmap[5, 794] == Color.white.premultiplied)
        // The 5 point strip is still a handle.
        let drag = verticalDrag(x: 200, y: 798, start: 2.6, legs: [Leg(dy: -300, seconds: 0.3)])
        try d.run(until: drag.end + 1.2, script: drag.script)
        #expect(demo.isDrawerOpen && demo.drawerOffset == -345)
    }

    /// The animator moves how far open the drawer is: the same fraction of the new travel, and
    /// it completes at the new open position.
    @Test("A new travel mid-flight keeps the drawer's fraction and heading")
    func travelMidFlight() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        d.press("space")
        d.run(until: 0.4)
        let animator = try #require(demo.animator)
        let openness = demo.drawerOffset / -305
        try d.parameter("travel").set("200")
        #expect(approx(demo.drawerOffset, -200 * openness, 1e-9))
        #expect(demo.animator === animator && animator.isRunning)
        d.run(until: 0.7)
        #expect(demo.drawerOffset < -200 * openness)
        d.run(until: 1.2)
        #expect(demo.animator == nil && demo.isDrawerOpen && demo.drawerOffset == -200)
        // And back: closing from the new open position.
        d.press("space")
        d.run(until: 2.3)
        #expect(!demo.isDrawerOpen && demo.drawerOffset == 0)
    }

    /// The drawer keeps its fraction at the change; the next move puts it under the pointer again
    /// with the new scale (a whole drag of 200 points now opens it).
    @Test("A new travel mid-drag: the drag scrubs by ty / travel from then on")
    func travelMidDrag() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        let hold = verticalDrag(x: 200, y: 790, start: 0.1, legs: [Leg(dy: -100, seconds: 0.3)], release: false)
        try d.run(until: hold.end + 0.05, script: hold.script)
        #expect(approx(demo.drawerOffset, -100, 1e-9))
        try d.parameter("travel").set("200")
        #expect(approx(demo.drawerOffset, -100.0 / 305 * 200, 1e-9))
        let start = d.session.frameTime + 0.05
        let more = (1...6).map { "\(start + Double($0) / 60) move 200 \(690 - 10 * Double($0))" }.joined(separator: "\n")
        try d.run(until: start + 0.15, script: more)
        #expect(approx((demo.animator?.fractionComplete ?? 0), 0.8, 1e-12))
        #expect(approx(demo.drawerOffset, -160, 1e-9))
        try d.run(until: start + 1.5, script: "\(start + 0.2) up 200 630")
        #expect(demo.isDrawerOpen && demo.drawerOffset == -200)
    }

    @Test("Invalid values are refused with the valid values named, and change nothing")
    func invalidValues() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        #expect(try d.refusal("travel", "400") == "travel=400: must be 100…345 pt, in steps of 5")
        #expect(try d.refusal("timing", "bouncy") == "timing=bouncy: must be easeOut | spring")
        #expect(try d.refusal("timing", "2") == "timing=2: must be easeOut | spring")
        #expect(try d.refusal("curve", "1.5,0,0.5,1")?.hasPrefix("curve=1.5,0,0.5,1: must be a named curve (linear") == true)
        #expect(try d.refusal("dampingRatio", "0") == "dampingRatio=0: must be 0.1…1.5, in steps of 0.05")
        #expect(try d.refusal("duration", "5") == "duration=5: must be 0.2…3 s, in steps of 0.1")
        #expect(try d.refusal("duration", "fast") == "duration=fast: must be 0.2…3 s, in steps of 0.1")
        #expect(demo.parameters.allSatisfy { $0.erasedValue == $0.erasedDefault })
        #expect(try d.refusal("travel", "250pt") == nil)
        #expect(demo.travel == 250 && demo.visibleHeight == 100)
    }

    /// Every parameter set away and back before the first frame: the frames are the defaults'.
    @Test("Parameters set away and back reproduce the goldens")
    func defaultsReproduceTheGoldens() throws {
        let settings = [("travel", "200"), ("travel", "305"), ("timing", "spring"), ("timing", "easeOut"), ("curve", "linear"),
                        ("curve", "easeOut"), ("dampingRatio", "0.5"), ("dampingRatio", "0.8"), ("duration", "2"),
                        ("duration", "1")]
        let d = try DemoTester.drawer(size: Size(width: 640, height: 400), settings: settings)
        try d.run(until: 0.45, script: "0.1 key space")
        expectGolden(try d.drawFullFrame(), "drawer-half-open-640x400")
    }
}
