import Foundation
import Animation
import Demos
import Geometry
import Input
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import MotionPlaygroundTesting
import Testing
import TestSupport

/// Where the middle of drop `drop`'s head segment is on screen, for indicator `index`.
func headPoint(_ demo: DropsDemo, indicator index: Int, drop: Int, size: Size) -> Point {
    let (center, side) = DropsDemo.indicatorFrame(index: index, size: size)
    let fraction = demo.headFractions[drop] - 0.005
    let angle = 2 * Double.pi * fraction + demo.rotation(ofIndicator: index)
    return Point(x: center.x + side / 2 * cos(angle), y: center.y + side / 2 * sin(angle))
}

@Suite("D5 drops")
struct DropsDemoTests {
    @Test func headsFollowTheOriginalFormula() throws {
        let demoHeads = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800)).demo(DropsDemo.self).headFractions
        #expect(demoHeads == DropIndicator_heads(5))
        for (head, expected) in zip(demoHeads, [0.15, 0.35, 0.55, 0.75, 0.95]) {
            #expect(approx(head, expected, 1e-9))
        }
    }

    /// Each indicator rotates by its own timing function of the revolution's progress.
    @Test func rotationFollowsEachCurveAt075Seconds() throws {
        let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        harness.run(until: 0.75)
        let demo = try harness.demo(DropsDemo.self)
        let expected = [TimingCurve.easeInEaseOut, .linear, .easeOut].map { 2 * Double.pi * $0.value(at: 0.25) }
        for index in 0..<3 {
            #expect(approx(demo.rotation(ofIndicator: index), expected[index], 1e-12))
        }
        // linear at a quarter revolution is exactly a quarter turn.
        #expect(approx(demo.rotation(ofIndicator: 1), Double.pi / 2, 1e-12))
    }

    /// The drawn frame has drop colour at every head, for every indicator's own angle.
    @Test func frameShowsDropsAtTheirCurvesAngles() throws {
        let size = Size(width: 1280, height: 800)
        let harness = try DemoTester(.drops, registry: .standard, size: size)
        harness.run(until: 0.75)
        let canvas = try harness.draw()
        let demo = try harness.demo(DropsDemo.self)
        let drop = Color(r255: 94, g255: 192, b255: 224).premultiplied
        for index in 0..<3 {
            for d in 0..<5 {
                let p = headPoint(demo, indicator: index, drop: d, size: size)
                #expect(canvas.pixmap[Int(p.x), Int(p.y)] == drop, "indicator \(index) drop \(d) at \(p)")
            }
        }
        // Between two drops (a gap of the circle) the background shows.
        let (center, side) = DropsDemo.indicatorFrame(index: 1, size: size)
        let gapAngle = 2 * Double.pi * 0.2 + demo.rotation(ofIndicator: 1)
        let gap = Point(x: center.x + side / 2 * cos(gapAngle), y: center.y + side / 2 * sin(gapAngle))
        #expect(canvas.pixmap[Int(gap.x), Int(gap.y)] == Color.white.premultiplied)
    }

    @Test func keysReverseCycleAndCount() throws {
        let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try harness.demo(DropsDemo.self)
        harness.run(until: 0.5)
        let forward = demo.rotation(ofIndicator: 0)
        harness.press("d")
        #expect(demo.isReversed)
        #expect(abs(demo.rotation(ofIndicator: 0) + forward) < 1e-12)
        harness.press("t")
        #expect(demo.curve(ofIndicator: 0).name == "linear")
        #expect(demo.curve(ofIndicator: 2).name == "easeIn")
        harness.press("+")
        #expect(demo.dropCount == 10)
        for _ in 0..<20 { harness.press("+") }
        #expect(demo.dropCount == 100)
        for _ in 0..<20 { harness.press("-") }
        #expect(demo.dropCount == 1)
        #expect(demo.headFractions == [0.95])
    }

    /// Tiny and absurd sizes draw without crashing (a window resized to 1×1).
    @Test(arguments: [Size(width: 1, height: 1), Size(width: 3, height: 700), Size(width: 4000, height: 2)])
    func degenerateSizes(size: Size) throws {
        let harness = try DemoTester(.drops, registry: .standard, size: size)
        harness.run(until: 1.2)
        _ = try harness.draw()
    }

    @Test func golden() throws {
        let harness = try DemoTester(.drops, registry: .standard, size: Size(width: 640, height: 400))
        harness.run(until: 0.75)
        try harness.expectGolden("drops-0.75s-640x400")
    }
}

private func DropIndicator_heads(_ n: Int) -> [Double] {
    // Mirrors the article's setupStartPoints: Float(fraction × i) / 100 − shapeLength × 0.5.
    (1...n).map { (Double(100 / n * $0) / 100 - 0.05) }
}
