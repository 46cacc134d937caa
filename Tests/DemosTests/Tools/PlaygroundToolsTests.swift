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

/// The tools around the demos, through the session the window and `render` drive: the gallery,
/// switching, the one clock (pause, step, speed, frame-rate cap), the bar, screenshots.
@Suite("Playground tools")
struct PlaygroundToolsTests {
    /// `descriptor` in a window of `size` with the bar, as the window shows it.
    private func harness(_ descriptor: DemoDescriptor = .drops,
                         size: Size = Size(width: 640, height: 400)) throws -> DemoTester {
        try DemoTester(descriptor, registry: .standard, size: size, showsBar: true)
    }

    /// Pixels that differ within the demo's area (the bar left out).
    private func differingPixels(_ a: Canvas, _ b: Canvas, height: Int) -> Int {
        var count = 0
        for y in 0..<min(height, a.pixmap.height) {
            for x in 0..<a.pixmap.width where a.pixmap[x, y] != b.pixmap[x, y] { count += 1 }
        }
        return count
    }

    @Test("0 shows the gallery, a number a demo; --demo gallery resolves; titles follow")
    func switching() throws {
        let playground = try harness()
        let session = playground.session
        #expect(session.title == "MotionPlayground — Drops")
        playground.press("0")
        #expect(session.current.name == "gallery" && session.title == "MotionPlayground — Gallery")
        let gallery = try #require(session.demo as? GalleryDemo)
        #expect(gallery.entries.map(\.descriptor.name) == ["onboarding", "menu", "timer", "drawer", "drops", "cards"])
        playground.press("3")
        #expect(session.title == "MotionPlayground — Timer")
        #expect(try PlaygroundSession.resolve("gallery", in: .standard).get().number == 0)
        #expect(try PlaygroundSession.resolve("0", in: .standard).get().name == "gallery")
    }

    @Test("A switch cross-fades for 0.25 s: mid-way both demos show; under reduce motion too")
    func crossFade() throws {
        for reduceMotion in [false, true] {
            let playground = try harness(.timer)
            let session = playground.session
            session.reduceMotion = reduceMotion
            playground.run(until: 1)
            let timer = try playground.draw()
            playground.press("5")
            playground.run(until: 1.125)
            let mid = try playground.draw()
            playground.run(until: 1.3)
            let drops = try playground.draw()
            // Mid-way the picture is neither the old demo's nor the new one's.
            #expect(differingPixels(mid, timer, height: 368) > 1000)
            #expect(differingPixels(mid, drops, height: 368) > 1000)
            #expect(!session.needsRedraw || session.demo.isAnimating)
        }
    }

    @Test("The gallery lays every demo out in its own tile; a press goes to the tile under it")
    func galleryRoutesInput() throws {
        let playground = try harness(DemoRegistry.standard.gallery, size: Size(width: 1280, height: 800))
        let session = playground.session
        playground.run(until: 0.5)
        let gallery = try #require(session.demo as? GalleryDemo)
        let tiles = gallery.tileContents
        #expect(tiles.count == DemoRegistry.standard.demos.count)
        // Each demo is laid out at its tile's size, not the window's.
        for (entry, tile) in zip(gallery.entries, tiles) {
            let scene = try #require((entry.demo as? SceneDemo)?.scene)
            #expect(scene.size == tile.size)
        }
        // A click on the menu tile's Projects row selects it there.
        let menu = try #require(gallery.entries[1].demo as? MenuDemo)
        let row = try #require(menu.scene.root.descendants(named: "Row.Projects").first)
        let bounds = try #require(menu.scene.bounds(of: row))
        let point = Point(x: tiles[1].minX + bounds.midX, y: tiles[1].minY + bounds.midY)
        try playground.run(until: 1, script: "0.6 click \(point.x) \(point.y)\n")
        #expect(menu.selectedTitle == "Projects")
        #expect(gallery.focusedIndex == 1)
        // Keys go to the focused tile: Down moves the menu's selection.
        playground.press("down")
        #expect(menu.selectedTitle == "Departments")
        // Return opens the focused demo full size.
        playground.press("return")
        #expect(session.current.name == "menu")
    }

    @Test("A double click on a tile opens its demo")
    func doubleClickOpens() throws {
        let playground = try harness(DemoRegistry.standard.gallery, size: Size(width: 1280, height: 800))
        let session = playground.session
        playground.run(until: 0.5)
        let tiles = try #require(session.demo as? GalleryDemo).tileContents
        let point = Point(x: tiles[4].midX, y: tiles[4].midY)
        try playground.run(until: 1, script: "0.6 click \(point.x) \(point.y)\n0.8 click \(point.x) \(point.y)\n")
        #expect(session.current.name == "drops")
    }

    @Test("F5 pauses every demo's clock, F6 and . step one frame, F4 cycles the speed presets")
    func clockKeys() throws {
        let playground = try harness(.drops)
        let session = playground.session
        try playground.run(until: 1, script: "0.5 key f5\n")
        #expect(session.isPaused)
        let frozen = session.clock.time
        #expect(approx(frozen, 0.5, 1e-9))
        // Paused, nothing moves: once drawn, the window has nothing to redraw.
        _ = try playground.draw()
        playground.run(until: 1.5)
        #expect(!session.needsRedraw)
        playground.press("f6")
        playground.press(".")
        #expect(approx(session.clock.time, (0.5 + 2.0 / 60), 1e-9))
        #expect(session.needsRedraw)
        playground.press("f5")
        #expect(!session.isPaused)
        playground.press("f4")
        #expect(session.clock.timeScale == 0.25)
        playground.press("f4")
        #expect(session.clock.timeScale == 0.1)
        playground.press("f4")
        #expect(session.clock.timeScale == 1)
    }

    @Test("Paused at t and stepped three frames, the demo equals render --at t + 3/60")
    func stepsAreExact() throws {
        for descriptor in [DemoDescriptor.drops, .onboarding, .timer] {
            let stepped = try harness(descriptor)
            try stepped.run(until: 2, script: "0.1 key space\n1.5 key f5\n")
            for _ in 0..<3 { stepped.press("f6") }
            let direct = try harness(descriptor)
            try direct.run(until: 1.5 + 3.0 / 60, script: "0.1 key space\n")
            let a = try stepped.draw(), b = try direct.draw()
            #expect(differingPixels(a, b, height: 368) == 0, "\(descriptor.name)")
        }
    }

    @Test("At 25 % speed a frame at 4t equals the frame at t at full speed")
    func quarterSpeed() throws {
        let slow = try harness(.drops)
        slow.session.setTimeScale(0.25)
        slow.run(until: 3)
        let normal = try harness(.drops)
        normal.run(until: 0.75)
        #expect(differingPixels(try slow.draw(), try normal.draw(), height: 368) == 0)
    }

    @Test("F7 caps the frame rate: the demo is sampled on the cap's grid but keeps its pace")
    func frameRateCap() throws {
        let playground = try harness(.drops)
        let session = playground.session
        playground.press("f7")
        #expect(session.frameRateCap == 30)
        playground.press("f7")
        playground.press("f7")
        #expect(session.frameRateCap == 12)
        let demo = try #require(session.demo as? DropsDemo)
        playground.run(until: 1.0 + 1.0 / 60)
        // Sampled at 1.0 (the twelfth frame of the second), not at 1 + 1/60.
        #expect(approx(demo.scene.runLoop.now, 1.0, 1e-9))
        playground.run(until: 1.0 + 5.0 / 60)
        #expect(approx(demo.scene.runLoop.now, (1.0 + 1.0 / 12), 1e-9))
        playground.press("f7")
        #expect(session.frameRateCap == 60)
    }

    @Test("The bar's tabs switch demos; H hides the bar and the demo takes the whole window")
    func bar() throws {
        let playground = try harness(.drops)
        let session = playground.session
        playground.run(until: 0.5)
        #expect(session.contentSize == Size(width: 640, height: 368))
        let tab = try #require(session.tabFrame(2))
        // Too narrow for the titles, the tabs show their numbers, on one line within the bar.
        #expect(tab.minY >= 368 && tab.maxY <= 400, "\(tab)")
        #expect(session.tabFrame(6).map { $0.maxX < 640 - 110 } == true)
        try playground.run(until: 1, script: "0.6 click \(tab.midX) \(tab.midY)\n")
        #expect(session.current.name == "menu")
        playground.press("h")
        #expect(session.contentSize == Size(width: 640, height: 400))
        #expect(session.isBarVisible == false)
    }

    @Test("F12, F9 and F10 each ask the host once per press; the toast confirms what the host reports")
    func hostRequests() throws {
        let playground = try harness(.drops)
        let session = playground.session
        #expect(playground.press("f12") == .saveScreenshot)
        #expect(playground.press("f9") == .saveSession)
        #expect(playground.press("f10") == .toggleClipRecording)
        #expect(playground.press("f10") == .toggleClipRecording, "a second press is a second request")
        #expect(playground.press("f5") == .none)
        session.showToast("Saved screenshots/x.png")
        #expect(session.toastMessage == "Saved screenshots/x.png")
        playground.run(until: 3)
        #expect(session.toastMessage == nil)
    }

    @Test("Every global binding runs what the key reference lists (none is dead)")
    func everyBindingDoesSomething() throws {
        let playground = try harness(.drops)
        let session = playground.session
        let rows = session.globalBindings.helpRows.map(\.summary)
        #expect(rows.contains { $0.contains("Pause") } && rows.contains { $0.contains("Step") })
        #expect(rows.contains { $0.contains("Frame-rate cap") } && rows.contains { $0.contains("Screenshot") })
        for command in session.globalBindings.commands {
            let chord = try #require(command.chords.first)
            let freshHarness = try harness(.drops)
            freshHarness.run(until: 0.2)
            let fresh = freshHarness.session
            let before = (fresh.current.name, fresh.isPaused, fresh.clock.timeScale, fresh.frameRateCap, fresh.isBarVisible,
                          fresh.isShowingHelp, fresh.reduceMotion, fresh.clock.time)
            let scrubbing = fresh.isShowingScrubber
            let tools = (fresh.isShowingHUD, fresh.debugOverlay.mode, fresh.inspector != nil, fresh.compareLanes)
            let command = fresh.handle(.key(KeyPress(chord.name, modifiers: chord.modifiers)))
            let requested = [.saveScreenshot, .saveSession, .toggleClipRecording].contains(command)
                || fresh.isShowingScrubber != scrubbing
                || tools != (fresh.isShowingHUD, fresh.debugOverlay.mode, fresh.inspector != nil, fresh.compareLanes)
            let after = (fresh.current.name, fresh.isPaused, fresh.clock.timeScale, fresh.frameRateCap, fresh.isBarVisible,
                         fresh.isShowingHelp, fresh.reduceMotion, fresh.clock.time)
            let changed = before.0 != after.0 || before.1 != after.1 || before.2 != after.2 || before.3 != after.3
                || before.4 != after.4 || before.5 != after.5 || before.6 != after.6 || before.7 != after.7
            #expect(changed || requested || command == .quit, "\(command) \(chord.name) did nothing")
        }
    }

    @Test("Golden frames: the gallery at 1280×800 and 800×600, a cross-fade mid-way")
    func goldens() throws {
        for size in [Size(width: 1280, height: 800), Size(width: 800, height: 600)] {
            let gallery = try harness(DemoRegistry.standard.gallery, size: size)
            try gallery.run(until: 1.5, script: "0.5 key tab\n0.5 key tab\n0.6 key space\n")
            try gallery.expectGolden("gallery-1.5s-\(Int(size.width))x\(Int(size.height))")
        }
        let fade = try harness(.onboarding)
        try fade.run(until: 1.125, script: "1.0 key 2\n")
        try fade.expectGolden("crossfade-onboarding-menu-640x400")
    }
}
