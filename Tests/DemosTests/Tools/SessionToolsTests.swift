import Demos
import Foundation
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

/// The frame HUD (F2) and the debug overlays (F3) in the session, driven frame by frame as the
/// window drives it: one canvas that keeps its pixels, a frame drawn only when the session
/// needs one. The tools draw over the demo and never change its pixels underneath: wherever
/// they are not, and everywhere once they are gone, the window equals a fresh render.
@Suite("Frame HUD and debug overlays in the session")
struct SessionToolsTests {
    /// A session in a simulated window: frames at 60 Hz into one canvas, each drawn only when
    /// the session needs it, events delivered at the frame they fall in (not at their own time,
    /// as `DemoTester.run` delivers them).
    final class LiveSession {
        let harness: DemoTester
        var session: PlaygroundSession { harness.session }
        let canvas: Canvas
        let scale: Double
        private var frame = 0

        /// `descriptor` in a window of `size` with the bar, as the window shows it.
        init(_ descriptor: DemoDescriptor, size: Size, scale: Double = 1) throws {
            harness = try DemoTester(descriptor, registry: .standard, size: size, showsBar: true)
            self.scale = scale
            canvas = try #require(Canvas(width: Int(size.width * scale), height: Int(size.height * scale)))
        }

        /// Frames up to `time`, each drawn only if the session needs it (as the window's loop);
        /// `drawing: false` only advances (a reference that is drawn once at the end).
        func run(until time: Double, script: [(Double, InputEvent)] = [], drawing: Bool = true) {
            while Double(frame + 1) / 60 <= time + 1e-9 {
                frame += 1
                let now = Double(frame) / 60
                for (at, event) in script where at > Double(frame - 1) / 60 && at <= now { _ = session.handle(event) }
                session.advance(to: now)
                if drawing, session.needsRedraw {
                    canvas.setTransform(.scale(x: scale, y: scale))
                    session.draw(in: canvas)
                }
            }
        }

        func press(_ key: String) { harness.press(key) }
    }

    /// The same demo rendered afresh at `time` with the same input, drawn once in full.
    private func fresh(_ descriptor: DemoDescriptor, size: Size, at time: Double, script: [(Double, InputEvent)] = []) throws -> Canvas {
        let live = try LiveSession(descriptor, size: size)
        live.run(until: time - 1.0 / 60, script: script, drawing: false)
        live.session.advance(to: time)
        return try live.harness.drawFullFrame()
    }

    /// Pixels that differ within `area` (device pixels), or in the demo's area.
    private func differing(_ a: Canvas, _ b: Canvas, in area: IntRect) -> Int {
        var count = 0
        let region = area.intersection(a.pixmap.bounds)
        for y in region.minY..<region.maxY {
            for x in region.minX..<region.maxX where a.pixmap[x, y] != b.pixmap[x, y] { count += 1 }
        }
        return count
    }

    private func demoArea(_ session: PlaygroundSession) -> IntRect {
        IntRect(x: 0, y: 0, width: Int(session.contentSize.width), height: Int(session.contentSize.height))
    }

    @Test("F2 shows the HUD at the demo's top-right; elsewhere and once hidden the demo is as a fresh render")
    func hudOverAnimatingDemo() throws {
        let size = Size(width: 640, height: 400)
        let live = try LiveSession(.drops, size: size)
        live.run(until: 1.0)
        live.press("f2")
        #expect(live.session.isShowingHUD)
        live.run(until: 1.5)
        let hud = try #require(live.session.hudFrame)
        #expect(hud.maxX == size.width - 12 && hud.minY == 12)
        let reference = try fresh(.drops, size: size, at: 1.5)
        let panel = IntRect(enclosing: hud)
        #expect(differing(live.canvas, reference, in: panel) > panel.width * panel.height / 4, "the HUD is not drawn")
        // Everywhere but the panel, the demo's own pixels.
        var outside = 0
        let area = demoArea(live.session)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !(panel.minX..<panel.maxX ~= x && panel.minY..<panel.maxY ~= y) && live.canvas.pixmap[x, y] != reference.pixmap[x, y] {
                outside += 1
            }
        }
        #expect(outside == 0)
        live.press("f2")
        live.run(until: 2.0)
        #expect(differing(live.canvas, try fresh(.drops, size: size, at: 2.0), in: area) == 0, "the HUD left pixels behind")
    }

    @Test("Over a demo at rest the HUD's area is restored by the frame that hides it")
    func hudOverIdleDemo() throws {
        let size = Size(width: 640, height: 720)
        let live = try LiveSession(.menu, size: size)
        live.run(until: 1.0)
        live.press("f2")
        live.run(until: 1.2)
        #expect(!live.session.needsRedraw, "an idle demo with the HUD shown still draws frames")
        live.press("f2")
        live.run(until: 1.4)
        #expect(differing(live.canvas, try fresh(.menu, size: size, at: 1.4), in: demoArea(live.session)) == 0)
    }

    @Test("F3 cycles bounds → damage → layers → hits → off, each drawn over the demo and gone when off",
          arguments: [DemoDescriptor.drops, DemoRegistry.standard.gallery])
    func overlaysLeaveTheDemoAlone(_ descriptor: DemoDescriptor) throws {
        let size = Size(width: 960, height: 600)
        let keys = try LiveSession(descriptor, size: size)
        for expected in [DebugOverlayMode.bounds, .damage, .layers, .hits, .off] {
            keys.press("f3")
            #expect(keys.session.debugOverlay.mode == expected)
            #expect(keys.session.toastMessage == "Overlay: \(expected.title)")
        }
        let live = try LiveSession(descriptor, size: size)
        live.run(until: 0.5)
        // Each mode set without F3's toast (which repaints everything while it shows), so the
        // frames are incremental and the overlay restores its own area.
        var time = 0.5
        for mode in [DebugOverlayMode.bounds, .damage, .layers, .hits] {
            live.session.debugOverlay.mode = mode
            time += 0.3
            live.run(until: time)
            // D5 has no offscreen passes and nothing that refuses hits; the gallery has both.
            guard descriptor.name == "gallery" || [.bounds, .damage].contains(mode) else { continue }
            let drawn = differing(live.canvas, try fresh(descriptor, size: size, at: time), in: demoArea(live.session))
            #expect(drawn > 0, "\(mode) drew nothing")
            #expect(live.session.debugOverlay.lastDrawnRegion != nil)
        }
        live.session.debugOverlay.mode = .off
        time += 0.2
        live.run(until: time)
        #expect(differing(live.canvas, try fresh(descriptor, size: size, at: time), in: demoArea(live.session)) == 0)
    }

    @Test("The HUD shows the frames the window reported")
    func hudShowsReportedFrames() throws {
        let live = try LiveSession(.drops, size: Size(width: 640, height: 400))
        let stats = SyntheticFrames.stats()
        for index in 0..<stats.count { live.session.recordPresentedFrame(stats[index]) }
        #expect(live.session.frameStats.count == stats.count)
        #expect(live.session.frameStats.p95 == stats.p95 && live.session.frameStats.droppedFrames == stats.droppedFrames)
    }

    @Test("Goldens: the HUD over D5 with synthetic frames, at scale 1 and 2")
    func hudGolden() throws {
        for scale in [1.0, 2.0] {
            let live = try LiveSession(.drops, size: Size(width: 640, height: 400), scale: scale)
            let stats = SyntheticFrames.stats()
            for index in 0..<stats.count { live.session.recordPresentedFrame(stats[index]) }
            live.session.setShowingHUD(true)
            live.run(until: 1.0)
            expectGolden(live.canvas, "session-hud-drops-640x400@\(Int(scale))x")
        }
    }

    @Test("Goldens: each overlay over D2 mid-transition (a row clicked, then the dark scheme), and bounds over the gallery")
    func overlayGoldens() throws {
        let script: [(Double, InputEvent)] = [(0.5, .pointerDown(Point(x: 150, y: 400), .primary)),
                                              (0.55, .pointerUp(Point(x: 150, y: 400), .primary)),
                                              (1.4, .key(KeyPress("k")))]
        for mode in [DebugOverlayMode.bounds, .damage, .layers, .hits] {
            let live = try LiveSession(.menu, size: Size(width: 800, height: 600))
            live.session.debugOverlay.mode = mode
            live.run(until: 1.6, script: script)
            expectGolden(live.canvas, "session-overlay-\(mode.title)-menu-800x600")
        }
        let gallery = try LiveSession(DemoRegistry.standard.gallery, size: Size(width: 1280, height: 800))
        gallery.session.debugOverlay.mode = .bounds
        gallery.run(until: 1.0)
        expectGolden(gallery.canvas, "session-overlay-bounds-gallery-1280x800")
    }

    @Test("The bar's speed slider sets the clock's speed and follows F4; a speed past its range stays the clock's")
    func speedSlider() throws {
        let live = try LiveSession(.drops, size: Size(width: 800, height: 400))
        live.run(until: 0.2)
        let slider = try #require(live.session.speedSliderFrame)
        // A click at the slider's middle: about halfway through 5 %…100 %, on a 5 % stop.
        let middle = Point(x: slider.midX, y: slider.midY)
        _ = live.session.handle(.pointerDown(middle, .primary))
        _ = live.session.handle(.pointerUp(middle, .primary))
        let speed = live.session.clock.timeScale
        #expect(speed > 0.4 && speed < 0.65, "speed \(speed)")
        #expect(approx((speed * 20).rounded(), speed * 20, 1e-9))
        // Dragged to the left end: 5 %.
        _ = live.session.handle(.pointerDown(middle, .primary))
        _ = live.session.handle(.pointerMoved(Point(x: slider.minX - 40, y: slider.midY)))
        _ = live.session.handle(.pointerUp(Point(x: slider.minX - 40, y: slider.midY), .primary))
        #expect(approx(live.session.clock.timeScale, 0.05, 1e-9))
        live.press("f4")
        #expect(live.session.clock.timeScale == 1)
        live.session.setTimeScale(4)
        live.run(until: 0.4)
        #expect(live.session.clock.timeScale == 4)
    }

    @Test("F2 and F3 through an input script, as `render --script` delivers them")
    func toolKeysThroughAScript() throws {
        let live = try LiveSession(.timer, size: Size(width: 640, height: 400))
        try live.harness.run(until: 0.5, script: "0.1 key f2\n0.2 key f3\n0.3 key f3\n")
        #expect(live.session.isShowingHUD)
        #expect(live.session.debugOverlay.mode == .damage)
        try live.harness.run(until: 0.7, script: "0.6 key f2\n")
        #expect(!live.session.isShowingHUD)
    }
}
