import Animation
import Demos
import Foundation
import Geometry
import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// D5's declared parameters driven through the session: `--set` before the first frame, changes
/// between frames as the inspector makes them, the keys that step them, and refusals.
@Suite("D5 drops: parameters")
struct DropsParameterTests {
    private static let dropColor = Color(r255: 94, g255: 192, b255: 224).premultiplied
    private static let white = Color.white.premultiplied
    private static let size = Size(width: 1280, height: 800)

    private func demoOf(_ harness: DemoTester) throws -> DropsDemo {
        try #require(harness.session.demo as? DropsDemo)
    }

    /// The pixel at path fraction `fraction` of indicator `index` (rotation applied), `outward`
    /// points beyond the circle.
    private func pixel(_ canvas: Canvas, _ demo: DropsDemo, indicator index: Int, fraction: Double,
                       outward: Double = 0) -> PremultipliedColor {
        let (center, side) = DropsDemo.indicatorFrame(index: index, size: Self.size)
        let angle = 2 * Double.pi * fraction + demo.rotation(ofIndicator: index)
        let radius = side / 2 + outward
        return canvas.pixmap[Int(center.x + radius * cos(angle)), Int(center.y + radius * sin(angle))]
    }

    @Test("Seven parameters, declared once, in order, with the original's defaults and limits")
    func declarations() throws {
        let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        let parameters = harness.session.parameters
        #expect(parameters.map(\.name) == ["count", "shapeLength", "elementLength", "originWidth", "timing", "direction", "period"])
        #expect(parameters.map(\.valueText) == ["5", "0.1", "0.01", "15", "easeInEaseOut", "clockwise", "3"])
        #expect(parameters.map(\.limitsText) == [
            "one of 1, 2, 4, 5, 10, 20, 25, 50, 100", "0.02…0.5", "0.002…0.05", "1…40 pt",
            "a named curve (linear, easeIn, easeOut, easeInEaseOut, default) or x1,y1,x2,y2",
            "clockwise | counterclockwise", "0.5…10 s",
        ])
        #expect(parameters.allSatisfy { $0.erasedValue == $0.erasedDefault })
        #expect(try demoOf(harness).segmentsPerDrop == 10)
    }

    @Test("Every default set explicitly draws the golden frame, pixel for pixel")
    func defaultsAreTheGolden() throws {
        let size = Size(width: 640, height: 400)
        let plain = try DemoTester(.drops, registry: .standard, size: size)
        let explicit = try DemoTester(.drops, registry: .standard, size: size, settings: plain.defaultSettings)
        plain.run(until: 0.75)
        explicit.run(until: 0.75)
        let frame = try explicit.draw()
        expectSamePixels(try plain.draw(), frame, "defaults set explicitly")
        expectGolden(frame, "drops-0.75s-640x400")
    }

    @Test("count=10 draws ten drops per indicator, filling the gaps five leave; + and - step the same parameter")
    func countTen() throws {
        let ten = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800), settings: [("count", "10")])
        let five = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        ten.run(until: 0.75)
        five.run(until: 0.75)
        let tenDemo = try demoOf(ten), fiveDemo = try demoOf(five)
        #expect(tenDemo.dropCount == 10 && tenDemo.headFractions.count == 10)
        let tenCanvas = try ten.draw(), fiveCanvas = try five.draw()
        for index in 0..<3 {
            for drop in 0..<10 {
                let p = headPoint(tenDemo, indicator: index, drop: drop, size: Self.size)
                #expect(tenCanvas.pixmap[Int(p.x), Int(p.y)] == Self.dropColor, "indicator \(index) drop \(drop)")
            }
            // The head of the first of ten drops is at 0.05, in a gap between five drops.
            #expect(pixel(tenCanvas, tenDemo, indicator: index, fraction: 0.045) == Self.dropColor)
            #expect(pixel(fiveCanvas, fiveDemo, indicator: index, fraction: 0.045) == Self.white)
        }
        ten.press("+")
        #expect(try ten.parameter("count").valueText == "20")
        ten.press("-")
        ten.press("-")
        #expect(try ten.parameter("count").valueText == "5" && tenDemo.headFractions.count == 5)
    }

    @Test("period=1.5 turns twice as fast: at t every indicator is where the 3 s period puts it at 2t")
    func periodDoublesTheSpeed() throws {
        let fast = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800), settings: [("period", "1.5")])
        let slow = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        for time in [0.25, 0.375, 0.6, 1.1, 2.0] {
            fast.run(until: time)
            slow.run(until: 2 * time)
            for index in 0..<3 {
                #expect(approx(try demoOf(fast).rotation(ofIndicator: index), try demoOf(slow).rotation(ofIndicator: index), 1e-9),
                        "indicator \(index) at \(time) s")
            }
        }
        // A quarter turn of the linear indicator takes 0.375 s.
        let quarter = try DemoTester(.drops, registry: .standard, size: Size(width: 640, height: 400), settings: [("period", "1.5")])
        quarter.run(until: 0.375)
        #expect(approx(try demoOf(quarter).rotation(ofIndicator: 1), Double.pi / 2, 1e-9))
        try quarter.expectGolden("drops-0.75s-640x400")
    }

    @Test("A period changed while it runs keeps the drops where they are and changes only the speed")
    func periodChangeKeepsThePhase() throws {
        let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demoOf(harness)
        harness.run(until: 1.0)
        let before = demo.rotation(ofIndicator: 1)
        #expect(approx(before, 2 * Double.pi / 3, 1e-9))
        try harness.set("period", "1.5")
        #expect(approx(demo.rotation(ofIndicator: 1), before, 1e-9))
        harness.run(until: 1.15)
        // A tenth of a revolution in 0.15 s, from a third.
        #expect(approx(demo.rotation(ofIndicator: 1), 2 * Double.pi * (1.0 / 3 + 0.1), 1e-9))
        let now = demo.rotation(ofIndicator: 0)
        try harness.set("period", "10")
        #expect(approx(demo.rotation(ofIndicator: 0), now, 1e-9))
    }

    @Test("direction=counterclockwise mirrors every rotation and draws there; D toggles the same parameter")
    func directionReverses() throws {
        let ccw = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800), settings: [("direction", "counterclockwise")])
        let cw = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        ccw.run(until: 0.75)
        cw.run(until: 0.75)
        let ccwDemo = try demoOf(ccw), cwDemo = try demoOf(cw)
        #expect(ccwDemo.isReversed)
        let canvas = try ccw.draw()
        for index in 0..<3 {
            #expect(approx(ccwDemo.rotation(ofIndicator: index), -cwDemo.rotation(ofIndicator: index), 1e-12))
            for drop in 0..<5 {
                let p = headPoint(ccwDemo, indicator: index, drop: drop, size: Self.size)
                #expect(canvas.pixmap[Int(p.x), Int(p.y)] == Self.dropColor, "indicator \(index) drop \(drop)")
            }
        }
        #expect(canvas.pixmap.pixels != (try cw.draw()).pixmap.pixels)
        let hint = ccwDemo.scene.root.descendants(ofType: TextNode.self).map(\.string).first { $0.hasPrefix("D direction") }
        #expect(hint?.contains("counter-clockwise") == true)
        ccw.press("d")
        #expect(try ccw.parameter("direction").valueText == "clockwise" && !ccwDemo.isReversed)
        #expect(approx(ccwDemo.rotation(ofIndicator: 0), cwDemo.rotation(ofIndicator: 0), 1e-12))
    }

    @Test("A custom timing curve drives the first indicator, its label shows the numbers; T goes on from the named curves")
    func customTiming() throws {
        let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800), settings: [("timing", "cubic-bezier(0.2, 1.4, 0.6, 1)")])
        let demo = try demoOf(harness)
        harness.run(until: 0.75)
        let custom = TimingCurve(x1: 0.2, y1: 1.4, x2: 0.6, y2: 1)
        #expect(demo.curve(ofIndicator: 0).name == "cubic-bezier(0.2, 1.4, 0.6, 1)")
        #expect(approx(demo.rotation(ofIndicator: 0), 2 * Double.pi * custom.value(at: 0.25), 1e-12))
        #expect(demo.curve(ofIndicator: 1).name == "linear" && demo.curve(ofIndicator: 2).name == "easeOut")
        func labels() -> [String] {
            let names = ["easeInEaseOut", "linear", "easeOut", "easeIn", "default"]
            return demo.scene.root.descendants(ofType: TextNode.self).map(\.string)
                .filter { names.contains($0) || $0.hasPrefix("cubic-bezier") }
        }
        #expect(labels() == ["cubic-bezier(0.2, 1.4, 0.6, 1)", "linear", "easeOut"])
        harness.press("t")
        #expect(try harness.parameter("timing").valueText == "linear")
        #expect(labels() == ["linear", "easeOut", "easeIn"])
        try harness.set("timing", "easeOut")
        #expect(labels() == ["easeOut", "easeIn", "default"])
        // The keys' cycle is unchanged: three more T from easeOut wrap round to easeInEaseOut.
        for _ in 0..<3 { harness.press("t") }
        #expect(labels() == ["easeInEaseOut", "linear", "easeOut"])
    }

    @Test("shapeLength and elementLength set the segments per drop and the heads; a degenerate ratio still draws one")
    func segmentsFollowTheLengths() throws {
        let cases: [(settings: [(name: String, value: String)], segments: Int, firstHead: Double)] = [
            ([("shapeLength", "0.2")], 20, 0.1),
            ([("elementLength", "0.02")], 5, 0.15),
            ([("shapeLength", "0.02"), ("elementLength", "0.05")], 1, 0.19),
            ([("shapeLength", "0.5"), ("elementLength", "0.002"), ("count", "100")], 250, 0.01 - 0.25),
        ]
        for (settings, segments, firstHead) in cases {
            let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800), settings: settings)
            harness.run(until: 0.4)
            let demo = try demoOf(harness)
            #expect(demo.segmentsPerDrop == segments, "\(settings)")
            #expect(approx(demo.headFractions[0], firstHead, 1e-12), "\(settings)")
            _ = try harness.draw()
        }
    }

    @Test("originWidth widens the heads; a longer elementLength makes the tail's segments longer and wider")
    func widthsFollowTheOriginal() throws {
        let plain = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        let wide = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800), settings: [("originWidth", "30")])
        let coarse = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800), settings: [("elementLength", "0.02")])
        for harness in [plain, wide, coarse] { harness.run(until: 0.75) }
        let plainCanvas = try plain.draw(), wideCanvas = try wide.draw(), coarseCanvas = try coarse.draw()
        let plainDemo = try demoOf(plain)
        for index in 0..<3 {
            let head = plainDemo.headFractions[0]
            // A 160 pt indicator: the head is 24 pt wide by default, 48 pt at originWidth 30.
            #expect(pixel(plainCanvas, plainDemo, indicator: index, fraction: head - 0.005, outward: 18) == Self.white)
            #expect(pixel(wideCanvas, try demoOf(wide), indicator: index, fraction: head - 0.005, outward: 18) == Self.dropColor)
            // Near the tail: 4.8 pt wide in ten segments, 14.4 pt (the fifth of five) in five.
            #expect(pixel(plainCanvas, plainDemo, indicator: index, fraction: head - 0.085, outward: 5) == Self.white)
            #expect(pixel(coarseCanvas, try demoOf(coarse), indicator: index, fraction: head - 0.085, outward: 5) == Self.dropColor)
        }
    }

    /// Changing a parameter between frames repaints only the damage: what the window shows must
    /// equal a demo that had the value from the start.
    @Test("A change between frames leaves the window exactly as a fresh demo with that value draws it",
          arguments: [
            LiveChange("count", "10"), LiveChange("count", "1", from: "100"), LiveChange("originWidth", "5", from: "40"),
            LiveChange("originWidth", "40"), LiveChange("shapeLength", "0.3"), LiveChange("elementLength", "0.002"),
            LiveChange("timing", "linear"), LiveChange("direction", "counterclockwise"),
          ])
    func liveChangeLeavesNoStalePixels(change: LiveChange) throws {
        let size = Size(width: 640, height: 400)
        let live = try DemoTester(.drops, registry: .standard, size: size, settings: change.start)
        let window = try LiveWindow(live)
        try window.run(until: 0.5)
        try live.set(change.name, change.value)
        try window.run(until: 0.75)
        let fresh = try DemoTester(.drops, registry: .standard, size: size, settings: change.start + [(change.name, change.value)])
        fresh.run(until: 0.75)
        expectSamePixels(window.canvas, try fresh.draw(), "\(change)")
    }

    @Test("Invalid values are refused with the valid values named, and change nothing")
    func refusals() throws {
        let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        let cases = [
            ("count", "7", "count=7: must be one of 1, 2, 4, 5, 10, 20, 25, 50, 100"),
            ("period", "0.1", "period=0.1: must be 0.5…10 s"),
            ("shapeLength", "0.6", "shapeLength=0.6: must be 0.02…0.5"),
            ("elementLength", "0", "elementLength=0: must be 0.002…0.05"),
            ("originWidth", "50pt", "originWidth=50pt: must be 1…40 pt"),
            ("direction", "up", "direction=up: must be clockwise | counterclockwise"),
        ]
        harness.expectRefusals(cases)
        do {
            try harness.session.applySettings([("timing", "bouncy")])
            Issue.record("timing=bouncy was accepted")
        } catch {
            #expect(error.description.hasPrefix("timing=bouncy: must be a named curve (linear, easeIn, easeOut, easeInEaseOut, default)"))
        }
        #expect(harness.session.parameters.allSatisfy { $0.erasedValue == $0.erasedDefault })
    }
}
