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

@Suite("D4 drawer")
struct DrawerDemoTests {
    @Test("The descriptor: key 4, --demo drawer, the window title")
    func descriptor() throws {
        let d = try DemoTester.drawer()
        #expect(DemoDescriptor.drawer.number == 4 && DemoDescriptor.drawer.name == "drawer")
        #expect(DemoDescriptor.drawer.title == "Drawer")
        #expect(d.session.title == "MotionPlayground — Drawer")
    }

    /// The drawer spans the demo, is 350 points tall with its bottom 305 below the demo's bottom
    /// edge, and its button sits centred 8 points below its top.
    @Test("Layout: full width, 350 tall, 45 showing, the button 8 points from the drawer's top")
    func layout() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        let lines = demo.scene.layoutDump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Frame 0 755 1280 350"))
        let button = try #require(lines.first { $0.hasPrefix("Button ") }).split(separator: " ").compactMap { Double($0) }
        try #require(button.count == 4)
        #expect(abs(button[0] + button[2] / 2 - 640) < 1e-9 && button[1] == 755 + 8)
        let canvas = try d.drawFullFrame()
        #expect(canvas.pixmap[5, 756] == drawerPixel && canvas.pixmap[1275, 799] == drawerPixel)
        #expect(canvas.pixmap[5, 753] == Color.white.premultiplied)
    }

    /// Acceptance 1: a held drag scrubs the paused animator linearly, so the drawer moves by
    /// exactly the drag's translation (`ty / 305` of the travel), clamped to its two ends.
    @Test("A held drag moves the drawer by exactly its translation", arguments: [-20.0, -80, -152.5, -305, -420, 30])
    func heldDragFollowsThePointer(ty: Double) throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        let drag = verticalDrag(x: 200, y: 790, start: 0.1, legs: [Leg(dy: ty, seconds: 0.3)], release: false)
        try d.run(until: drag.end + 0.05, script: drag.script)
        let animator = try #require(demo.animator)
        #expect(animator.state == .active && !animator.isRunning)
        let expected = min(max(ty, -DrawerDemo.defaultTravel), 0)
        #expect(approx(demo.drawerOffset, expected, 1e-9))
        #expect(approx(animator.fractionComplete, expected / -DrawerDemo.defaultTravel, 1e-12))
        #expect(demo.scene.runLoop.isTracking)
        // The readout shows the paused animator as it is on screen.
        #expect(demo.readout == DrawerReadout(fractionComplete: animator.fractionComplete, offset: demo.drawerOffset,
                                              state: .active, isRunning: false, isReversed: false, curve: .easeOut))
    }

    /// Acceptance 1: released, the animator continues towards the end the release velocity points
    /// to, from either resting state.
    @Test("A release completes in the direction of its velocity", arguments: [
        ReleaseCase(startsOpen: false, legs: [Leg(dy: -150, seconds: 0.3)], opens: true, testDescription: "closed, flicked up"),
        ReleaseCase(startsOpen: false, legs: [Leg(dy: -150, seconds: 0.3), Leg(dy: 60, seconds: 0.2)], opens: false,
                    testDescription: "closed, up then down"),
        ReleaseCase(startsOpen: true, legs: [Leg(dy: 110, seconds: 0.3)], opens: false, testDescription: "open, flicked down"),
        ReleaseCase(startsOpen: true, legs: [Leg(dy: 110, seconds: 0.3), Leg(dy: -60, seconds: 0.2)], opens: true,
                    testDescription: "open, down then up"),
    ])
    func releaseDirection(_ release: ReleaseCase) throws {
        let (startsOpen, legs, opens) = (release.startsOpen, release.legs, release.opens)
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        if startsOpen {
            d.press("space")
            d.run(until: 1.2)
            #expect(demo.isDrawerOpen && demo.drawerOffset == -DrawerDemo.defaultTravel)
        }
        let start = d.session.frameTime + 0.1
        // Grab the drawer 40 points below its top, wherever it is.
        let drag = try verticalDrag(x: 200, y: d.drawerTop + 40, start: start, legs: legs)
        try d.run(until: drag.end, script: drag.script)
        let animator = try #require(demo.animator)
        #expect(animator.isRunning)
        #expect(animator.isReversed == (opens == startsOpen))
        d.run(until: drag.end + 1.2)
        #expect(demo.animator == nil)
        #expect(demo.isDrawerOpen == opens)
        #expect(demo.drawerOffset == (opens ? -DrawerDemo.defaultTravel : 0))
    }

    /// Acceptance 1: the button starts the animator; a drag that catches the drawer mid-flight
    /// pauses that same animator where it is, scrubs it from there and, released downwards,
    /// reverses it back to closed.
    @Test("A click, then a drag mid-flight catches and reverses the running animation")
    func clickThenCatch() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        try d.run(until: 0.4, script: "0.1 click \(d.button.x) \(d.button.y)")
        let animator = try #require(demo.animator)
        #expect(animator.isRunning && abs(animator.fractionComplete - 0.3) < 1e-9)
        let flying = demo.drawerOffset
        #expect(flying < -DrawerDemo.defaultTravel * 0.3 && flying > -DrawerDemo.defaultTravel)
        // Catch it 60 points below its top as it is now, and pull down while holding.
        let grab = try d.drawerTop + 60
        let hold = verticalDrag(x: 300, y: grab, start: 0.4, legs: [Leg(dy: 90, seconds: 0.25)], release: false)
        try d.run(until: hold.end, script: hold.script)
        #expect(demo.animator === animator && !animator.isRunning)
        // Paused at the fraction it had reached when the drag began (10 points of movement in).
        #expect(demo.drawerPanStart > 0.3 && demo.drawerPanStart < 0.3 + 3.0 / 60)
        // From there the drawer follows the pointer exactly: scrubbing is linear (UIKit's
        // `scrubsLinearly`), so the eased position it had jumps to the linear one at the catch.
        #expect(approx(demo.drawerOffset, (-DrawerDemo.defaultTravel * demo.drawerPanStart + 90), 1e-9))
        try d.run(until: hold.end + 0.01, script: "\(hold.end + 0.01) up 300 \(grab + 90)")
        #expect(animator.isRunning && animator.isReversed)
        d.run(until: hold.end + 1.5)
        #expect(demo.animator == nil && !demo.isDrawerOpen && demo.drawerOffset == 0)
    }

    /// Catching the drawer mid-flight after Toggle Drawer: with UIKit's default (`scrubsLinearly`)
    /// the paused animator moves it from its eased place to its linear one, a jump of tens of
    /// points away from the pointer; with `scrubsLinearly=off` it stays where it was caught.
    @Test("A caught drawer jumps to its linear place with scrubsLinearly (UIKit's default), and stays put without it",
          arguments: [true, false])
    func catchJumpFollowsScrubsLinearly(linear: Bool) throws {
        let d = try DemoTester.drawer(settings: [("scrubsLinearly", linear ? "on" : "off")])
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        try d.run(until: 0.4, script: "0.1 click \(d.button.x) \(d.button.y)")
        let flying = demo.drawerOffset
        let grab = try d.drawerTop + 60
        // Just past the drag's threshold, and held there.
        let hold = verticalDrag(x: 300, y: grab, start: 0.4, legs: [Leg(dy: 12, seconds: 1.0 / 30)], release: false)
        try d.run(until: hold.end, script: hold.script)
        #expect(demo.readout.scrubsLinearly == linear)
        let jump = abs(demo.drawerOffset - 12 - flying)
        if linear {
            #expect(jump > 30, "the caught drawer moved by \(jump)")
        } else {
            #expect(jump < 15, "the caught drawer moved by \(jump)")
        }
    }

    /// Regression: the original only ever sets `isReversed = true`, so an animator caught while
    /// already reversed and flicked the other way kept going against the flick.
    @Test("Caught again while reversed, a flick the other way turns the animation forward")
    func catchWhileReversed() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        try d.run(until: 0.4, script: "0.1 click \(d.button.x) \(d.button.y)")
        // A short pull down: reversed, it has about a quarter of the travel left to close.
        let down = try verticalDrag(x: 300, y: d.drawerTop + 60, start: 0.4, legs: [Leg(dy: 30, seconds: 0.25)])
        try d.run(until: down.end + 0.05, script: down.script)
        let animator = try #require(demo.animator)
        #expect(animator.isRunning && animator.isReversed)
        let start = d.session.frameTime
        let up = try verticalDrag(x: 300, y: d.drawerTop + 30, start: start, legs: [Leg(dy: -60, seconds: 0.2)])
        try d.run(until: up.end, script: up.script)
        #expect(demo.animator === animator && animator.isRunning && !animator.isReversed)
        d.run(until: up.end + 1.2)
        #expect(demo.isDrawerOpen && demo.drawerOffset == -DrawerDemo.defaultTravel)
    }

    /// Acceptance 2: with `V`, a release continues on a spring whose initial velocity is the
    /// release velocity ÷ the distance left (UIKit's relative velocity), so the drawer leaves the
    /// pointer at the pointer's own speed, towards either end.
    @Test("V: the spring's initial velocity is the release velocity ÷ the remaining distance", arguments: [
        SpringCase(legs: [Leg(dy: -200, seconds: 0.5)], velocity: -400, heading: -DrawerDemo.defaultTravel,
                   testDescription: "flicked up, opening"),
        SpringCase(legs: [Leg(dy: -200, seconds: 0.5), Leg(dy: 60, seconds: 0.2)], velocity: 300, heading: 0,
                   testDescription: "up then down, reversed to closed"),
    ])
    func springVelocity(_ spring: SpringCase) throws {
        let (legs, velocity, heading) = (spring.legs, spring.velocity, spring.heading)
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.press("v")
        #expect(demo.timing == .spring && demo.readout.curve == .spring)
        let drag = verticalDrag(x: 200, y: 790, start: 0.1, legs: legs)
        try d.run(until: drag.end, script: drag.script)
        let released = demo.drawerOffset
        let remaining = heading - released
        guard case let .springWithVelocity(ratio, initialVelocity)? = demo.lastContinuationTiming else {
            Issue.record("not continued on a spring: \(String(describing: demo.lastContinuationTiming))")
            return
        }
        #expect(ratio == 0.8)
        #expect(approx(initialVelocity, velocity / remaining, 1e-6))
        // Just after the release the drawer moves at the release velocity (points per second).
        d.session.advance(to: drag.end + 0.0001)
        #expect(approx((demo.drawerOffset - released) / 0.0001, velocity, abs(velocity) * 0.02))
        d.run(until: drag.end + 1.5)
        #expect(demo.drawerOffset == heading && demo.isDrawerOpen == (heading != 0))
    }

    @Test("Space toggles like the button; a second toggle mid-flight is ignored like a second click")
    func spaceToggles() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.press("space")
        d.run(until: 0.3)
        let animator = try #require(demo.animator)
        d.press("space")
        #expect(demo.animator === animator && animator.isRunning && !animator.isReversed)
        d.run(until: 1.1)
        #expect(demo.isDrawerOpen && demo.drawerOffset == -DrawerDemo.defaultTravel)
        d.press("space")
        d.run(until: 2.2)
        #expect(!demo.isDrawerOpen && demo.drawerOffset == 0)
        #expect(demo.keyBindings.helpRows.map(\.keys) == ["Space", "V"])
    }

    /// The readout is sampled on every frame while an animator exists and once more when it
    /// ends; then nothing is frame-driven, so the window can idle.
    @Test("The readout follows the animator every frame; at rest the demo idles")
    func readoutFollowsTheAnimator() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        d.press("space")
        var t = 0.1
        for _ in 0..<20 {
            t += 1.0 / 60
            d.run(until: t)
            let animator = try #require(demo.animator)
            #expect(demo.readout == DrawerReadout(fractionComplete: animator.fractionComplete, offset: demo.drawerOffset,
                                                  state: .active, isRunning: true, isReversed: false, curve: .easeOut))
        }
        d.run(until: 1.3)
        #expect(demo.readout == DrawerReadout(fractionComplete: 0, offset: -DrawerDemo.defaultTravel, state: .inactive,
                                              isRunning: false, isReversed: false, curve: .easeOut))
        _ = try d.drawFullFrame()
        d.run(until: 1.4)
        _ = try d.drawFullFrame()
        #expect(!d.session.demo.isAnimating)
    }

    /// Under reduce motion a toggle does not slide: the drawer is at once where it was going and
    /// fades in there; a drag still scrubs the drawer under the pointer.
    @Test("Reduce motion: a toggle jumps and fades in; drags still work")
    func reduceMotion() throws {
        let d = try DemoTester.drawer(reduceMotion: true)
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        d.press("space")
        #expect(demo.isDrawerOpen && demo.drawerOffset == -DrawerDemo.defaultTravel && demo.animator == nil)
        d.run(until: 0.2)
        // Half-way through the fade the drawer is lighter than itself over the white page.
        let fading = try d.drawFullFrame().pixmap[5, 600]
        #expect(fading != drawerPixel && fading != Color.white.premultiplied)
        #expect(demo.drawerOffset == -DrawerDemo.defaultTravel)
        d.run(until: 0.5)
        #expect(try d.drawFullFrame().pixmap[5, 600] == drawerPixel)
        let drag = try verticalDrag(x: 200, y: d.drawerTop + 40, start: 0.6, legs: [Leg(dy: 100, seconds: 0.3)], release: false)
        try d.run(until: drag.end, script: drag.script)
        #expect(approx(demo.drawerOffset, (-DrawerDemo.defaultTravel + 100), 1e-9))
    }

    /// `--speed` slows the scene clock: the animation stretches, the scripted input does not.
    @Test("Slow motion stretches the animation but not the pointer")
    func slowMotion() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.session.setTimeScale(0.5)
        d.run(until: 0.1)
        d.press("space")
        d.run(until: 1.5)
        let animator = try #require(demo.animator)
        #expect(animator.isRunning && abs(animator.fractionComplete - 0.7) < 1e-9)
        d.run(until: 2.2)
        #expect(demo.isDrawerOpen && demo.animator == nil)
        let drag = try verticalDrag(x: 200, y: d.drawerTop + 40, start: 2.3, legs: [Leg(dy: 60, seconds: 0.2)], release: false)
        try d.run(until: drag.end, script: drag.script)
        #expect(approx(demo.drawerOffset, (-DrawerDemo.defaultTravel + 60), 1e-9))
    }

    /// In a 400 × 250 gallery tile, less than its smallest layout (400 × 300), the drawer demo is
    /// laid out at 480 × 300 and shown at 5/6: 45 of its points show (37.5 of the tile's), a click
    /// on the label lands on the button through the scale and, open, it covers the tile.
    @Test("A gallery tile: the drawer works the same in 400 × 250")
    func galleryTile() throws {
        let d = try DemoTester.drawer(size: Size(width: 400, height: 250))
        let demo = try d.demo(DrawerDemo.self)
        d.run(until: 0.1)
        let scene = demo.scene
        #expect(approx(scene.contentScale, 250.0 / 300, 1e-12) && scene.layoutSize == Size(width: 480, height: 300))
        var canvas = try d.drawFullFrame()
        // The top edge at 250 − 37.5 = 212.5.
        #expect(canvas.pixmap[5, 214] == drawerPixel && canvas.pixmap[5, 210] == Color.white.premultiplied)
        let label = Point(x: 200, y: 250 - (45 - 20) * scene.contentScale)
        try d.run(until: 1.5, script: "0.2 click \(label.x) \(label.y)")
        #expect(demo.isDrawerOpen)
        canvas = try d.drawFullFrame()
        #expect(canvas.pixmap[5, 5] == drawerPixel)
    }

    /// A window resized to nothing or to a sliver must not crash, mid-animation or at rest.
    @Test("Degenerate sizes draw without crashing",
          arguments: [Size(width: 1, height: 1), Size(width: 3, height: 700), Size(width: 4000, height: 2)])
    func degenerateSizes(size: Size) throws {
        let d = try DemoTester.drawer(size: size)
        let demo = try d.demo(DrawerDemo.self)
        d.press("space")
        try d.run(until: 0.4, script: "0.1 drag 0 0 0 -50 0.2")
        let moving = try d.drawFullFrame(scale: 2)
        #expect(moving.pixmap.width == Int(size.width * 2) && moving.pixmap.height == Int(size.height * 2))
        #expect(demo.drawerOffset.isFinite && demo.readout.fractionComplete.isFinite)
        d.run(until: 1.6)
        let resting = try d.drawFullFrame()
        #expect(resting.pixmap.width == Int(size.width) && resting.pixmap.height == Int(size.height))
        // The toggle's animation and the release both end by 1.6 s: the drawer rests at an end.
        #expect(demo.animator?.isRunning != true)
        #expect(demo.drawerOffset == 0 || demo.drawerOffset == -demo.travel, "offset \(demo.drawerOffset)")
    }

    /// Damage stays near the drawer: while it moves, each frame repaints the drawer's old and new
    /// strips (and the readout's values just above the closed drawer), never the whole demo.
    @Test("While the animator runs, only the band around the drawer is repainted")
    func damageFollowsTheDrawer() throws {
        let d = try DemoTester.drawer()
        let canvas = try #require(Canvas(width: 1280, height: 800))
        d.session.draw(in: canvas)
        d.press("space")
        var t = 0.0
        for _ in 0..<12 {
            t += 1.0 / 60
            d.run(until: t)
            guard case .rect(let damage) = d.session.draw(in: canvas) else { Issue.record("damage is not a band"); return }
            #expect(damage.height < 400 && damage.maxY == 800)
            // The drawer's top edge is drawn where the animator has it now.
            let top = try Int(d.drawerTop.rounded(.up))
            #expect(canvas.pixmap[5, top + 1] == drawerPixel)
            #expect(canvas.pixmap[5, top - 2] == Color.white.premultiplied)
        }
    }

    /// Frames at rest, half open while the animator runs (ease-out, 0.35 s into a toggle) and
    /// open, at 1× and 2×, and a gallery tile. Regenerate with `UPDATE_GOLDENS=1` and look.
    @Test("Goldens: closed, half open mid-animation, open; 1× and 2×; a gallery tile", arguments: [
        GoldenCase(name: "drawer-closed-640x400", size: Size(width: 640, height: 400), toggleAt: nil, at: 0.5, scale: 1),
        GoldenCase(name: "drawer-closed-640x400@2x", size: Size(width: 640, height: 400), toggleAt: nil, at: 0.5, scale: 2),
        GoldenCase(name: "drawer-half-open-640x400", size: Size(width: 640, height: 400), toggleAt: 0.1, at: 0.45, scale: 1),
        GoldenCase(name: "drawer-half-open-640x400@2x", size: Size(width: 640, height: 400), toggleAt: 0.1, at: 0.45, scale: 2),
        GoldenCase(name: "drawer-open-640x400", size: Size(width: 640, height: 400), toggleAt: 0.1, at: 1.5, scale: 1),
        GoldenCase(name: "drawer-closed-400x250", size: Size(width: 400, height: 250), toggleAt: nil, at: 0.5, scale: 1),
    ])
    func golden(_ golden: GoldenCase) throws {
        let d = try DemoTester.drawer(size: golden.size)
        try d.run(until: golden.at, script: golden.toggleAt.map { "\($0) key space" })
        expectGolden(try d.drawFullFrame(scale: golden.scale), golden.name)
    }

    @Test("F1 lists the demo's keys over the demo")
    func keyReference() throws {
        let d = try DemoTester.drawer()
        let demo = try d.demo(DrawerDemo.self)
        d.press("f1")
        #expect(d.session.isShowingHelp)
        let rows = demo.keyBindings.helpRows
        #expect(rows.map(\.summary).allSatisfy { !$0.isEmpty } && rows.count == 2)
        _ = try d.drawFullFrame()
    }
}
