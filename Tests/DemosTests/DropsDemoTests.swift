import Foundation
import Animation
import Demos
import Geometry
import Input
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Testing
import TestSupport

/// A session on D5 with the bundled font, as the window and `render` build it.
func makeDropsSession(size: Size = Size(width: 1280, height: 800)) throws -> PlaygroundSession {
    let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
    let registry = DemoRegistry.standard
    let drops = try #require(registry.demo(named: "drops"))
    return PlaygroundSession(registry: registry, initial: drops, context: DemoContext(text: text), size: size)
}

/// Runs a D5 session of `size` up to `time` on the frame timeline and draws that frame at scale 1.
func renderDrops(size: Size, at time: Double) throws -> (PlaygroundSession, Canvas) {
    let session = try makeDropsSession(size: size)
    FrameTimeline.run(session, until: time)
    let canvas = try #require(Canvas(width: Int(size.width), height: Int(size.height)))
    session.draw(in: canvas)
    return (session, canvas)
}

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
        let demoHeads = try #require((try makeDropsSession().demo as? DropsDemo)?.headFractions)
        #expect(demoHeads == DropIndicator_heads(5))
        for (head, expected) in zip(demoHeads, [0.15, 0.35, 0.55, 0.75, 0.95]) {
            #expect(approx(head, expected, 1e-9))
        }
    }

    /// Each indicator rotates by its own timing function of the revolution's progress.
    @Test func rotationFollowsEachCurveAt075Seconds() throws {
        let session = try makeDropsSession()
        FrameTimeline.run(session, until: 0.75)
        let demo = try #require(session.demo as? DropsDemo)
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
        let (session, canvas) = try renderDrops(size: size, at: 0.75)
        let demo = try #require(session.demo as? DropsDemo)
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
        let session = try makeDropsSession()
        let demo = try #require(session.demo as? DropsDemo)
        FrameTimeline.run(session, until: 0.5)
        let forward = demo.rotation(ofIndicator: 0)
        _ = session.handle(.key(KeyPress("d")))
        #expect(demo.isReversed)
        #expect(abs(demo.rotation(ofIndicator: 0) + forward) < 1e-12)
        _ = session.handle(.key(KeyPress("t")))
        #expect(demo.curve(ofIndicator: 0).name == "linear")
        #expect(demo.curve(ofIndicator: 2).name == "easeIn")
        _ = session.handle(.key(KeyPress("+")))
        #expect(demo.dropCount == 10)
        for _ in 0..<20 { _ = session.handle(.key(KeyPress("+"))) }
        #expect(demo.dropCount == 100)
        for _ in 0..<20 { _ = session.handle(.key(KeyPress("-"))) }
        #expect(demo.dropCount == 1)
        #expect(demo.headFractions == [0.95])
    }

    /// Tiny and absurd sizes draw without crashing (a window resized to 1×1).
    @Test(arguments: [Size(width: 1, height: 1), Size(width: 3, height: 700), Size(width: 4000, height: 2)])
    func degenerateSizes(size: Size) throws {
        _ = try renderDrops(size: size, at: 1.2)
    }

    @Test func golden() throws {
        let (_, canvas) = try renderDrops(size: Size(width: 640, height: 400), at: 0.75)
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
        let mismatch = GoldenImage.compare(canvas.pixmap, name: "drops-0.75s-640x400", directory: directory)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}

private func DropIndicator_heads(_ n: Int) -> [Double] {
    // Mirrors the article's setupStartPoints: Float(fraction × i) / 100 − shapeLength × 0.5.
    (1...n).map { (Double(100 / n * $0) / 100 - 0.05) }
}
