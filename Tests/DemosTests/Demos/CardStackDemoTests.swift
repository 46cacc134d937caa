@testable import Demos
import Foundation
import Geometry
import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

// guide: test
/// D6 driven as the window drives it: drags through input scripts, keys through the session.
@Suite("D6 card stack")
struct CardStackDemoTests {
    private static let size = Size(width: 1280, height: 800)
    /// The centre of the stack, where a drag picks up the top card.
    private static let center = Point(x: 640, y: 400)

    private func demoOf(_ harness: DemoTester) throws -> CardStackDemo {
        try #require(harness.session.demo as? CardStackDemo)
    }

    @Test("A drag past the threshold throws the top card; the next one comes up")
    func dragThrows() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        // 320 points right over 0.4 s: well past 0.4 card widths.
        try harness.run(until: 2, script: "0.5 drag 640 400 960 400 0.4")
        let demo = try demoOf(harness)
        #expect(demo.stackedTitles == ["Curves", "Masks", "Layout", "Gestures", "Animators"])
        // Gone once its flight settled (response 0.7 s, critically damped).
        harness.run(until: 4)
        #expect(demo.thrownTitles.isEmpty && demo.presentationOffset(ofCard: "Springs") == nil)
    }

    @Test("A card being thrown is drawn once: no second node fading out beside it")
    func throwDrawsEachCardOnce() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        let demo = try demoOf(harness)
        harness.run(until: 0.5)
        harness.press("right")
        harness.run(until: 0.7)
        let cards = demo.scene.root.descendants(ofType: Node.self).filter { $0.id is Int }
        #expect(cards.count == 6 && cards.allSatisfy { !$0.isDisappearing }, "\(cards.map(\.id))")
        harness.press("z")
        harness.run(until: 0.8)
        #expect(demo.scene.root.descendants(ofType: Node.self).filter { $0.id is Int }.count == 6)
    }

    @Test("A card thrown, brought back and thrown again flies its second flight to the end")
    func rethrowKeepsItsFlight() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        let demo = try demoOf(harness)
        harness.run(until: 0.5)
        harness.press("right")
        harness.run(until: 0.6)
        harness.press("z")
        harness.run(until: 1.4)
        harness.press("right")
        // The first flight ends about 1 s after it began (the throw spring settles): at 1.8 s
        // that end has passed, and the second flight, 0.4 s old, must still be on its way.
        harness.run(until: 1.8)
        let flying = try #require(demo.presentationOffset(ofCard: "Springs"), "the second flight ended early")
        #expect(flying.x > 0 && demo.thrownTitles == ["Springs"])
    }

    @Test("A short, slow drag springs back from where the finger left it, without a jump")
    func shortDragSpringsBack() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        // 60 points over a second: short of the threshold, and slow.
        try harness.run(until: 1.5, script: "0.5 drag 640 400 700 400 1")
        let demo = try demoOf(harness)
        let released = try #require(demo.presentationOffset(ofCard: "Springs"))
        #expect(approx(released.x, 60, 1.5), "\(released)")
        harness.run(until: 1.5 + 1.0 / 60)
        let next = try #require(demo.presentationOffset(ofCard: "Springs"))
        // The spring starts at the finger's 60 points per second (outwards), so it eases out of
        // the throw rather than snapping back.
        #expect(approx(next.x, released.x, 3), "one frame after the release: \(next)")
        harness.run(until: 4)
        #expect(demo.stackedTitles.first == "Springs")
        #expect(try #require(demo.presentationOffset(ofCard: "Springs")) == .zero)
    }

    @Test("A short, fast flick throws: the release's speed counts, not only its distance")
    func flickThrows() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        // 60 points in 0.05 s (1200 points per second).
        try harness.run(until: 1, script: "0.5 drag 640 400 700 400 0.05")
        #expect(try demoOf(harness).stackedTitles.first == "Curves")
    }

    @Test("→ throws, Z brings the card back mid-flight from where it is, R deals again")
    func keys() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        let demo = try demoOf(harness)
        harness.run(until: 0.5)
        harness.press("right")
        harness.run(until: 0.6)
        let flying = try #require(demo.presentationOffset(ofCard: "Springs"))
        #expect(flying.x > 50)
        harness.press("z")
        #expect(demo.stackedTitles.first == "Springs")
        harness.run(until: 0.6 + 1.0 / 60)
        // Retargeted: it carries its outward speed on for a moment and never jumps back.
        let turned = try #require(demo.presentationOffset(ofCard: "Springs"))
        #expect(turned.x >= flying.x && turned.x < flying.x + 150, "\(flying) → \(turned)")
        harness.run(until: 3)
        #expect(try #require(demo.presentationOffset(ofCard: "Springs")) == .zero)
        harness.press("left")
        harness.press("left")
        #expect(demo.stackedTitles.count == 4)
        harness.press("r")
        harness.run(until: 6)
        #expect(demo.stackedTitles == ["Springs", "Curves", "Masks", "Layout", "Gestures", "Animators"])
        #expect(demo.thrownTitles.isEmpty)
    }

    /// Regression: `R` brought every thrown card back at once, each fading in over the others:
    /// for 0.15 s the stack was a muddy blend of overlapping titles.
    @Test("R deals the thrown cards back one at a time, the last thrown first, into the original order")
    func dealOneAtATime() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        let demo = try demoOf(harness)
        harness.run(until: 0.5)
        for _ in 0..<6 { harness.press("left") }
        harness.run(until: 3)
        #expect(demo.stackedTitles.isEmpty && demo.thrownTitles.isEmpty)
        harness.press("r")
        var counts = [demo.stackedTitles.count]
        var time = 3.0
        while time < 4 {
            time += 1.0 / 60
            harness.run(until: time)
            counts.append(demo.stackedTitles.count)
        }
        #expect(counts.first == 1, "the first card comes back at once")
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $1 - $0 <= 1 }, "\(counts)")
        let whole = try #require(counts.firstIndex(of: 6))
        #expect(Double(whole) / 60 >= 5 * CardStackModel.dealInterval - 1e-9, "\(counts)")
        harness.run(until: 6)
        #expect(demo.stackedTitles == ["Springs", "Curves", "Masks", "Layout", "Gestures", "Animators"])
        #expect(demo.thrownTitles.isEmpty)
    }

    @Test("An absurd flick (10 000 points in one event) throws without NaN or a minute-long spring")
    func absurdFlick() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        try harness.run(until: 1, script: "0.5 down 640 400\n0.5 move 10640 -5000\n0.5 up 10640 -5000")
        let demo = try demoOf(harness)
        #expect(demo.stackedTitles.first == "Curves")
        let offset = try #require(demo.presentationOffset(ofCard: "Springs"))
        #expect(offset.x.isFinite && offset.y.isFinite)
        harness.run(until: 5)
        #expect(demo.thrownTitles.isEmpty)
    }

    @Test("Five parameters with their defaults; peek and threshold apply at once")
    func parameters() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        #expect(harness.session.parameters.map(\.name) == ["spring", "throwSpring", "threshold", "tilt", "peek"])
        try harness.set("threshold", "1")
        // A slow 200-point drag, which throws at 0.4 card widths (a card is 302 points wide),
        // now falls short.
        try harness.run(until: 3, script: "0.5 drag 640 400 840 400 2")
        #expect(try demoOf(harness).stackedTitles.first == "Springs")
    }

    @Test("Cards are made once: throws, flights that end and a new deal build no node")
    func cardsAreMadeOnce() throws {
        let harness = try DemoTester(.cards, size: Self.size)
        let demo = try demoOf(harness)
        func cards() -> [ObjectIdentifier] {
            demo.scene.root.descendants(ofType: Node.self).filter { $0.id is Int }.map(ObjectIdentifier.init)
        }
        harness.run(until: 0.5)
        let first = cards()
        for _ in 0..<3 { harness.press("left") }
        harness.run(until: 3)
        harness.press("r")
        harness.run(until: 5)
        #expect(first.count == 6 && cards() == first)
        #expect(demo.stackedTitles.count == 6)
    }

    @Test("Golden: a card held mid-drag, tilted, over the stack")
    func golden() throws {
        let harness = try DemoTester(.cards, registry: .standard, size: Size(width: 640, height: 400))
        try harness.run(until: 0.8, script: "0.5 down 320 200\n0.6 move 380 190\n0.7 move 440 180")
        try harness.expectGolden("cards-drag-640x400")
    }
}
// guide: end
