import Demos
import Geometry
import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// D1 (seed 000) driven through the session, with input scripts where a person would use the
/// mouse: the timer's progress, the fluid mask, the pager and the article's two `onChange`s.
@Suite("D1 onboarding")
struct OnboardingDemoTests {
    private func demo(_ harness: DemoTester) throws -> OnboardingDemo {
        try #require(harness.session.demo as? OnboardingDemo)
    }

    /// The indicator's mask rectangle and the row it masks.
    private func mask(_ demo: OnboardingDemo) throws -> (mask: Node, row: Node) {
        let mask = try #require(demo.scene.root.descendants(named: "FluidMask").first)
        // The mask's geometry reader fills the masked row: its size is the row's.
        let reader = try #require(demo.scene.root.firstDescendant(of: GeometryReaderNode.self).flatMap { _ in
            mask.parent?.parent })
        return (mask, reader)
    }

    @Test("At 6.0 s with four pages the fluid covers 37.5 % of the row, on page 1")
    func progressAtSixSeconds() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        harness.run(until: 6.0)
        let demo = try demo(harness)
        #expect(approx(demo.progress, 0.375, 1e-9))
        #expect(demo.progressIndex == 1 && demo.page == 1)
        #expect(demo.progressTicks == 600)
        let (mask, row) = try mask(demo)
        #expect(approx(mask.size.width, row.size.width * 0.375, 1e-6))
        #expect(row.size.width == 1280 - 64)
    }

    @Test("The progress wraps after the last page and the pager returns to the first")
    func wrapsAround() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 640, height: 400))
        harness.run(until: 15.9)
        let demo = try demo(harness)
        #expect(demo.page == 3)
        harness.run(until: 16.2)
        #expect(demo.progress < 0.02 && demo.page == 0)
    }

    @Test("No ticks while the pager is dragged; they resume on release")
    func noTicksWhileTracking() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        let script = """
        1.0 down 900 400
        1.1 move 880 400
        1.2 move 860 400
        2.0 move 850 400
        2.5 up 850 400
        """
        try harness.run(until: 1.0, script: script)
        let before = demo.progressTicks
        harness.run(until: 2.4)
        // The press at 1.0 starts tracking once the pointer has moved: at most the ticks up to
        // the first move.
        #expect(demo.progressTicks - before <= 10)
        let held = demo.progressTicks
        harness.run(until: 2.49)
        #expect(demo.progressTicks == held)
        harness.run(until: 3.0)
        #expect(demo.progressTicks > held + 40)
        // A 50 pt drag snaps back to the same page, which is no manual change.
        #expect(demo.page == 0)
    }

    @Test("A manual page change calls updateIndex: the progress restarts at that page")
    func manualChangeUpdatesIndex() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        harness.run(until: 1.0)
        harness.press("right")
        #expect(demo.page == 1)
        #expect(approx(demo.progress, 0.25) && demo.progressIndex == 1)
        harness.run(until: 2.0)
        // One second later: 4 s (page 1) + 1 s of ticks, over 16 s.
        #expect(approx(demo.progress, 5.0 / 16, 1e-6))
        harness.press("left")
        harness.press("left")
        #expect(demo.page == 0 && demo.progress == 0)
    }

    @Test("A click on a capsule pages to it and restarts the progress there")
    func clickOnCapsule() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        let capsules = demo.scene.root.descendants(named: "PageCapsule")
        #expect(capsules.count == 4)
        let third = try #require(demo.scene.bounds(of: capsules[2]))
        try harness.run(until: 1.0, script: "0.5 click \(third.midX) \(third.midY)")
        #expect(demo.page == 2)
        #expect(approx(demo.progress, 0.5 + 0.5 / 16, 1e-6))
    }

    @Test("A slow drag past half a page turns it; a slow short one snaps back; a fast short flick turns it")
    func snapTargets() throws {
        let slowFar = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        try slowFar.run(until: 3, script: "1 drag 1000 400 300 400 1.2\n")
        #expect(try demo(slowFar).page == 1)
        let slowShort = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        try slowShort.run(until: 3, script: "1 drag 1000 400 800 400 1.2\n")
        #expect(try demo(slowShort).page == 0)
        let flick = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        try flick.run(until: 3, script: "1 drag 1000 400 800 400 0.08\n")
        #expect(try demo(flick).page == 1)
        // Flicking backwards from the first page stays there.
        let back = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        try back.run(until: 3, script: "1 drag 300 400 700 400 0.08\n")
        #expect(try demo(back).page == 0)
    }

    @Test("The selected page is opaque at full scale, the others 0.2 and 0.8, linearly over 0.35 s")
    func pageAppearance() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        let pager = try #require(demo.scene.root.firstDescendant(of: PagerNode.self))
        harness.run(until: 0.5)
        #expect(pager.pages[0].presentationOpacity == 1 && pager.pages[1].presentationOpacity == 0.2)
        #expect(pager.pages[1].presentationScale.width == 0.8)
        harness.press("right")
        harness.run(until: 0.5 + 0.175)
        #expect(approx(pager.pages[1].presentationOpacity, 0.6, 1e-6))
        #expect(approx(pager.pages[0].presentationScale.width, 0.9, 1e-6))
        harness.run(until: 1)
        #expect(pager.pages[1].presentationOpacity == 1 && pager.pages[0].presentationOpacity == 0.2)
    }

    @Test("Under reduce motion the pages change without sliding")
    func reduceMotionJumps() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800), reduceMotion: true)
        let demo = try demo(harness)
        let pager = try #require(demo.scene.root.firstDescendant(of: PagerNode.self))
        harness.run(until: 0.5)
        harness.press("right")
        harness.run(until: 0.55)
        #expect(demo.scene.bounds(of: pager.pages[1])?.minX == pager.pages[1].frame.minX - 1280)
        #expect(pager.pages[0].presentationScale.width == 0.8)
    }

    @Test("Golden frames: at rest, mid-drag and mid-page-change, at scale 1 and 2")
    func goldens() throws {
        let size = Size(width: 640, height: 400)
        for scale in [1.0, 2.0] {
            let suffix = scale == 1 ? "" : "@2x"
            let rest = try DemoTester(.onboarding, registry: .standard, size: size)
            rest.run(until: 2.0)
            try rest.expectGolden("onboarding-2.0s-640x400\(suffix)", scale: scale)
            let drag = try DemoTester(.onboarding, registry: .standard, size: size)
            try drag.run(until: 1.5, script: "1.0 down 500 200\n1.1 move 450 200\n1.3 move 330 200\n1.5 move 260 200\n")
            try drag.expectGolden("onboarding-drag-1.5s-640x400\(suffix)", scale: scale)
            let change = try DemoTester(.onboarding, registry: .standard, size: size)
            change.run(until: 4.15)
            try change.expectGolden("onboarding-4.15s-640x400\(suffix)", scale: scale)
        }
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 400, height: 250), Size(width: 3000, height: 120)])
    func degenerateAndSmallSizes(size: Size) throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: size)
        try harness.run(until: 4.3, script: "1 drag 0 0 1 1 0.2\n")
        _ = try harness.draw()
    }
}
