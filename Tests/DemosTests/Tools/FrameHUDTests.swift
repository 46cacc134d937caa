import Foundation
import Geometry
import Platform
import PlatformTestSupport
@testable import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

@Suite("Frame HUD")
struct FrameHUDTests {
    private static let goldens = RepositoryPaths.goldens()

    /// A stopwatch that moves on by `step` nanoseconds at every read.
    private final class SteppingStopwatch {
        var now: UInt64 = 1_000_000
        let step: UInt64
        init(step: UInt64) { self.step = step }
        func read() -> UInt64 {
            now += step
            return now
        }
    }

    /// 60 frames at 60 Hz costing 1…60 ms of paint, then one 50 ms late.
    private func knownStats() -> FrameStats {
        let stats = FrameStats()
        for index in 0..<60 {
            stats.record(FrameSample(paint: Double(index + 1), frameTime: Double(index) / 60, interval: index == 0 ? nil : 1.0 / 60))
        }
        stats.record(FrameSample(paint: 0.5, frameTime: 62.0 / 60, interval: 3.0 / 60))
        return stats
    }

    @Test("The numbers shown are the stats': fps, p50, p95, dropped frames, hitch ratio, budget")
    func numbersFromStats() {
        let hud = FrameHUD(text: FixedText())
        let stats = knownStats()
        hud.update(with: stats)
        // The last second holds frames 3/60 … 59/60 and the late one at 62/60: 58.
        #expect(stats.framesPerSecond == 58 && hud.framesPerSecond.string == "58")
        // 61 costs (0.5, 1…60): rank 31 is 30, rank 58 is 57.
        #expect(hud.p50.string == "30.0 ms" && hud.p95.string == "57.0 ms")
        #expect(hud.dropped.string == "2")
        // 33.3 ms of lateness over 62/60 s: 32.26 ms/s, critical.
        #expect(hud.hitchRatio.string == "32.3 ms/s")
        #expect(hud.hitchRatio.color == HUDPalette.critical && hud.dropped.color == HUDPalette.critical)
        #expect(hud.budget.string == "16.7 ms")
        #expect(hud.ownCost.string == "0.00 ms")
        hud.update(with: FrameStats())
        #expect(hud.framesPerSecond.string == "0" && hud.dropped.string == "0" && hud.hitchRatio.string == "0.0 ms/s")
        #expect(hud.hitchRatio.color == HUDPalette.good && hud.dropped.color == HUDPalette.ink)
    }

    @Test("Frames per second are red only when frames came late while something moved, not when an idle window presents few")
    func framesPerSecondColour() {
        let hud = FrameHUD(text: FixedText())
        // A healthy window that repaints only on change: 37 frames in the last second, each the
        // first after the loop slept (no frame was due before it), every one on time.
        let idle = FrameStats()
        for index in 0..<37 { idle.record(FrameSample(paint: 0.2, frameTime: Double(index) * 0.027, interval: nil)) }
        hud.update(with: idle)
        #expect(hud.framesPerSecond.string == "37" && hud.framesPerSecond.color == HUDPalette.good)
        // Motion at 60 Hz with one frame in eight late by a refresh: 8 % missed, a warning.
        let hitching = FrameStats()
        var time = 0.0
        for index in 0..<60 {
            let interval = index % 8 == 7 ? 2.0 / 60 : 1.0 / 60
            time += interval
            hitching.record(FrameSample(paint: 2, frameTime: time, interval: interval))
        }
        hud.update(with: hitching)
        #expect(hitching.deliveredFraction < 0.95 && hitching.deliveredFraction >= 0.75)
        #expect(hud.framesPerSecond.color == HUDPalette.warning)
        // Motion presented at 30 Hz on a 60 Hz budget: half the due frames missed, critical.
        let halved = FrameStats()
        for index in 0..<60 { halved.record(FrameSample(paint: 2, frameTime: Double(index) / 30, interval: 1.0 / 30)) }
        hud.update(with: halved)
        #expect(approx(halved.deliveredFraction, 0.5, 1e-9) && hud.framesPerSecond.color == HUDPalette.critical)
    }

    @Test("The HUD measures its update and draw with the injected stopwatch and shows the sum next frame")
    func ownCost() throws {
        let watch = SteppingStopwatch(step: 150_000)
        let hud = FrameHUD(text: FixedText(), stopwatch: watch.read)
        let canvas = try #require(Canvas(width: Int(hud.size.width), height: Int(hud.size.height)))
        hud.update(with: knownStats())
        hud.draw(in: canvas, at: .zero)
        #expect(hud.lastUpdateMilliseconds == 0.15 && hud.lastDrawMilliseconds == 0.15)
        hud.update(with: knownStats())
        #expect(hud.ownCost.string == "0.30 ms")
        let unmeasured = FrameHUD(text: FixedText())
        unmeasured.draw(in: canvas, at: .zero)
        #expect(unmeasured.lastDrawMilliseconds == 0 && unmeasured.lastUpdateMilliseconds == 0)
    }

    @Test("Drawing twice with the same stats gives the same pixels; only the panel's rectangle changes")
    func deterministicAndNonClearing() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let hud = FrameHUD(text: text)
        let stats = SyntheticFrames.stats()
        let size = Size(width: hud.size.width + 40, height: hud.size.height + 40)
        let origin = Point(x: 20, y: 20)
        func frame(under color: Color) throws -> Canvas {
            let canvas = try #require(Canvas(width: Int(size.width), height: Int(size.height)))
            canvas.clear(color)
            hud.update(with: stats)
            hud.draw(in: canvas, at: origin)
            return canvas
        }
        let first = try frame(under: .white), second = try frame(under: .white)
        #expect(first.pixmap.pixels == second.pixmap.pixels)
        let red = Color(red: 1, green: 0, blue: 0)
        let overRed = try frame(under: red)
        // Outside the panel's rectangle, and in its rounded corner, the backdrop is untouched.
        #expect(overRed.pixmap[19, 19] == red.premultiplied && overRed.pixmap[Int(size.width) - 1, 60] == red.premultiplied)
        #expect(overRed.pixmap[20, 20] == red.premultiplied)
        // The panel is translucent: what is under it shows through.
        let inside = (x: 20 + Int(hud.size.width) / 2, y: 20 + Int(hud.size.height) - 4)
        #expect(overRed.pixmap[inside.x, inside.y] != first.pixmap[inside.x, inside.y])
        #expect(overRed.pixmap[inside.x, inside.y].red > overRed.pixmap[inside.x, inside.y].green)
    }

    @Test("A bar stacks input, animation, layout, paint and upload from the bottom; late frames get a tick")
    func bars() throws {
        let hud = FrameHUD(text: FixedText())
        let stats = FrameStats()
        // Newest (rightmost): 4 ms per stage, 20 ms in all, after a frame missed. At 1.56 points
        // per ms over a 52-point graph, stage tops are at 45.76, 39.52, 33.28, 27.04 and 20.8.
        stats.record(FrameSample(paint: 50, frameTime: 0, interval: nil))
        stats.record(FrameSample(input: 4, animation: 4, layout: 4, paint: 4, upload: 4, frameTime: 2.0 / 60, interval: 2.0 / 60))
        hud.update(with: stats)
        let canvas = try #require(Canvas(width: Int(hud.size.width), height: Int(hud.size.height)))
        hud.draw(in: canvas, at: .zero)
        let graph = try #require(hud.scene.bounds(of: hud.graph))
        func pixel(_ x: Double, _ y: Double) -> PremultipliedColor {
            canvas.pixmap[Int(graph.minX + x), Int(graph.minY + y)]
        }
        let newest = graph.width - 1
        let stages = HUDPalette.stages.map(\.color.premultiplied)
        #expect(pixel(newest, 48.9) == stages[0])
        #expect(pixel(newest, 42.6) == stages[1])
        #expect(pixel(newest, 36.4) == stages[2])
        #expect(pixel(newest, 30.2) == stages[3])
        #expect(pixel(newest, 23.9) == stages[4])
        #expect(pixel(newest, 54) == HUDPalette.critical.premultiplied)
        // The one before, 50 ms of paint, is cut at the top and capped in red; it has no tick.
        #expect(pixel(newest - 1, 0) == HUDPalette.critical.premultiplied)
        #expect(pixel(newest - 1, 10) == stages[3])
        #expect(pixel(newest - 1, 54) != HUDPalette.critical.premultiplied)
    }

    @Test("Under a half turn the bars are drawn through the transform, where the upright ones would be turned")
    func turned() throws {
        let hud = FrameHUD(text: FixedText())
        let stats = FrameStats()
        stats.record(FrameSample(input: 4, animation: 4, layout: 4, paint: 4, upload: 4, frameTime: 0, interval: nil))
        hud.update(with: stats)
        let width = Int(hud.size.width), height = Int(hud.size.height)
        let upright = try #require(Canvas(width: width, height: height))
        hud.draw(in: upright, at: .zero)
        let turned = try #require(Canvas(width: width, height: height))
        turned.setTransform(Transform.rotation(Double.pi).concatenating(.translation(x: Double(width), y: Double(height))))
        hud.draw(in: turned, at: .zero)
        let graph = try #require(hud.scene.bounds(of: hud.graph))
        for y in [48.9, 42.6, 36.4, 30.2, 23.9] {
            let x = Int(graph.maxX - 1), row = Int(graph.minY + y)
            #expect(turned.pixmap[width - 1 - x, height - 1 - row] == upright.pixmap[x, row])
        }
    }

    @Test("The HUD over a backdrop, with synthetic frames, matches its goldens at scale 1 and 2")
    func golden() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let hud = FrameHUD(text: text)
        hud.update(with: SyntheticFrames.stats())
        for scale in [1.0, 2.0] {
            let size = Size(width: hud.size.width + 24, height: hud.size.height + 24)
            let canvas = try #require(Canvas(width: Int(size.width * scale), height: Int(size.height * scale)))
            canvas.setTransform(.scale(x: scale, y: scale))
            SyntheticFrames.backdrop(canvas, size: size)
            hud.draw(in: canvas, at: Point(x: 12, y: 12))
            let mismatch = GoldenImage.compare(canvas.pixmap, name: "hud-synthetic@\(Int(scale))x", directory: Self.goldens)
            #expect(mismatch == nil, "\(mismatch?.description ?? "")")
        }
    }
}
