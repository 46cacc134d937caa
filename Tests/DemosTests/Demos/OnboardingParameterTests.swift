import Demos
import Geometry
import PlaygroundCore
import Raster
@testable import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// D1's declared parameters driven through the session: the page count (pager, capsules and
/// progress follow), the time per page, and the indicator's two colours.
@Suite("D1 onboarding: parameters")
struct OnboardingParameterTests {
    private static let fluid = Color(red: 0.20, green: 0.62, blue: 0.27).premultiplied
    private static let track = Color(red: 0.88, green: 0.89, blue: 0.91).premultiplied

    private func demoOf(_ harness: DemoTester) throws -> OnboardingDemo {
        try #require(harness.session.demo as? OnboardingDemo)
    }

    /// The pager as it is now (a page count change builds a new one).
    private func pager(_ demo: OnboardingDemo) throws -> PagerNode {
        try #require(demo.scene.root.firstDescendant(of: PagerNode.self))
    }

    private func capsules(_ demo: OnboardingDemo) -> [Node] {
        demo.scene.root.descendants(named: "PageCapsule")
    }

    /// The page titles, in order (each page's first line of text after its illustration).
    private func titles(_ demo: OnboardingDemo) throws -> [String] {
        try pager(demo).pages.map { page in page.descendants(ofType: TextNode.self).first?.string ?? "" }
    }

    /// The pixel in the middle of capsule `index`, `dx` points from its leading edge (nil: its
    /// centre).
    private func capsulePixel(_ demo: OnboardingDemo, _ canvas: Canvas, _ index: Int, dx: Double? = nil) throws -> PremultipliedColor {
        let bounds = try #require(demo.scene.bounds(of: capsules(demo)[index]))
        let x = dx.map { bounds.minX + $0 } ?? bounds.midX
        return canvas.pixmap[Int(x), Int(bounds.midY)]
    }

    @Test("Four parameters, declared once, in order, with the original's defaults and limits")
    func declarations() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let parameters = harness.session.parameters
        #expect(parameters.map(\.name) == ["pages", "timePerPage", "fluidColor", "trackColor"])
        #expect(parameters.map(\.valueText) == ["4", "4", "#339E45", "#E0E3E8"])
        #expect(parameters.map(\.limitsText) == ["one of 2, 3, 4, 5, 6", "1…15 s", "#RRGGBB or #RRGGBBAA", "#RRGGBB or #RRGGBBAA"])
    }

    @Test("Every default set explicitly draws the goldens, pixel for pixel")
    func defaultsAreTheGoldens() throws {
        let size = Size(width: 640, height: 400)
        let plain = try DemoTester(.onboarding, registry: .standard, size: size)
        let explicit = try DemoTester(.onboarding, registry: .standard, size: size, settings: plain.defaultSettings)
        for harness in [plain, explicit] { harness.run(until: 2.0) }
        let frame = try explicit.draw()
        expectSamePixels(try plain.draw(), frame, "defaults set explicitly")
        expectGolden(frame, "onboarding-2.0s-640x400")
        let drag = try DemoTester(.onboarding, registry: .standard, size: size, settings: plain.defaultSettings)
        try drag.run(until: 1.5, script: "1.0 down 500 200\n1.1 move 450 200\n1.3 move 330 200\n1.5 move 260 200\n")
        try drag.expectGolden("onboarding-drag-1.5s-640x400")
    }

    @Test("pages=3: three pages ending on the closing one, three capsules, and the progress wraps at 12 s")
    func threePages() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800), settings: [("pages", "3")])
        let demo = try demoOf(harness)
        #expect(try pager(demo).pages.count == 3 && capsules(demo).count == 3)
        #expect(try titles(demo) == ["Motion you can touch", "Drag, fling, interrupt", "Ready when you are"])
        harness.run(until: 6.0)
        #expect(approx(demo.progress, 0.5, 1e-9) && demo.page == 1 && demo.progressIndex == 1)
        harness.run(until: 11.9)
        #expect(demo.page == 2)
        harness.run(until: 12.2)
        #expect(demo.progress < 0.02 && demo.page == 0)
        for _ in 0..<4 { harness.press("right") }
        #expect(demo.page == 2)
    }

    @Test("pages=6: two more written pages before the closing one, six capsules")
    func sixPages() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800), settings: [("pages", "6")])
        let demo = try demoOf(harness)
        #expect(try pager(demo).pages.count == 6 && capsules(demo).count == 6)
        #expect(try titles(demo) == ["Motion you can touch", "Drag, fling, interrupt", "One clock for everything",
                                     "Tune it while it runs", "Springs, not stopwatches", "Ready when you are"])
        harness.run(until: 4.5)
        #expect(demo.page == 1 && approx(demo.progress, 4.5 / 24, 1e-6))
    }

    @Test("Golden frames of the two new pages, at scale 1 and 2")
    func newPagesGoldens() throws {
        let size = Size(width: 640, height: 400)
        for scale in [1.0, 2.0] {
            let suffix = scale == 1 ? "" : "@2x"
            for page in [3, 4] {
                let harness = try DemoTester(.onboarding, registry: .standard, size: size, settings: [("pages", "6")])
                let keys = String(repeating: "0.1 key right\n", count: page)
                try harness.run(until: 1.5, script: keys)
                #expect(try demoOf(harness).page == page)
                try harness.expectGolden("onboarding-pages6-page\(page)-1.5s-640x400\(suffix)", scale: scale)
            }
        }
    }

    @Test("A page count changed while it runs rebuilds pager and indicator and restarts the progress at the current page, kept in range")
    func pagesChangeWhileRunning() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demoOf(harness)
        harness.run(until: 5.0)
        #expect(demo.page == 1)
        try harness.set("pages", "2")
        #expect(try pager(demo).pages.count == 2 && capsules(demo).count == 2)
        #expect(demo.page == 1 && demo.progressIndex == 1 && demo.progress == 0.5)
        harness.run(until: 6.0)
        #expect(approx(demo.progress, 5.0 / 8, 1e-6))
        try harness.set("pages", "5")
        #expect(demo.page == 1 && approx(demo.progress, 0.2, 1e-12) && capsules(demo).count == 5)
        for _ in 0..<3 { harness.press("right") }
        #expect(demo.page == 4)
        // The page beyond the new count: the last one, restarted there.
        try harness.set("pages", "3")
        #expect(demo.page == 2 && demo.progressIndex == 2 && approx(demo.progress, 2.0 / 3, 1e-12))
        harness.run(until: 7.0)
        #expect(approx(demo.progress, 9.0 / 12, 1e-6) && demo.page == 2)
        #expect(try pager(demo).page == 2)
    }

    @Test("After a page count change the window shows exactly what a demo started with that count shows")
    func pagesChangeLeavesNoStalePixels() throws {
        let size = Size(width: 640, height: 400)
        let live = try DemoTester(.onboarding, registry: .standard, size: size)
        live.run(until: 4.5)
        let window = try LiveWindow(live)
        try window.run(until: 5.0)
        // On page 1 of 2 the progress restarts at 4 s of 8: two seconds later it is where a
        // fresh two-page demo sent to page 1 at the start is after two seconds.
        try live.set("pages", "2")
        try window.run(until: 7.005)
        let fresh = try DemoTester(.onboarding, registry: .standard, size: size, settings: [("pages", "2")])
        fresh.press("right")
        fresh.run(until: 2.005)
        #expect(try demoOf(live).progress == (try demoOf(fresh)).progress)
        #expect(try demoOf(live).page == 1 && (try demoOf(fresh)).page == 1)
        expectSamePixels(window.canvas, try fresh.draw(), "pages 4 → 2")
    }

    /// Regression (engine): a masked group whose mask covered none of its content on its first
    /// paint was skipped as clean ever after. D1's fluid starts in the 4 pt gap before the first
    /// capsule, so a window painting from the first frame showed no fluid at all.
    @Test("A window painting from the first frame shows the fluid as a fresh render does")
    func fluidPaintedFromTheFirstFrame() throws {
        let size = Size(width: 640, height: 400)
        let live = try DemoTester(.onboarding, registry: .standard, size: size)
        let window = try LiveWindow(live)
        try window.run(until: 2.0)
        let fresh = try DemoTester(.onboarding, registry: .standard, size: size)
        fresh.run(until: 2.0)
        expectSamePixels(window.canvas, try fresh.draw(), "fluid painted from t = 0")
    }

    @Test("timePerPage: 2 s a page from the start; a change while it runs restarts at the current page")
    func timePerPage() throws {
        let quick = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800), settings: [("timePerPage", "2")])
        let quickDemo = try demoOf(quick)
        quick.run(until: 3.0)
        #expect(approx(quickDemo.progress, 3.0 / 8, 1e-6) && quickDemo.page == 1)
        quick.run(until: 8.2)
        #expect(quickDemo.progress < 0.03 && quickDemo.page == 0)

        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demoOf(harness)
        harness.run(until: 5.0)
        try harness.set("timePerPage", "2")
        #expect(demo.page == 1 && demo.progress == 0.25)
        harness.run(until: 6.0)
        #expect(approx(demo.progress, 3.0 / 8, 1e-6))
        try harness.set("timePerPage", "8s")
        #expect(demo.page == 1 && demo.progress == 0.25)
        harness.run(until: 7.0)
        #expect(approx(demo.progress, 9.0 / 32, 1e-6))
    }

    @Test("fluidColor and trackColor paint the indicator's rows; a change inside an animation cross-fades")
    func colors() throws {
        let colored = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800), settings: [("fluidColor", "#FF0000"), ("trackColor", "#0000FF")])
        let plain = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        for harness in [colored, plain] { harness.run(until: 6.0) }
        let coloredCanvas = try colored.draw(), plainCanvas = try plain.draw()
        // At 37.5 % the first capsule is full of fluid and the last one empty.
        #expect(try capsulePixel(try demoOf(colored), coloredCanvas, 0) == Color(red: 1, green: 0, blue: 0).premultiplied)
        #expect(try capsulePixel(try demoOf(colored), coloredCanvas, 3) == Color(red: 0, green: 0, blue: 1).premultiplied)
        #expect(try capsulePixel(try demoOf(plain), plainCanvas, 0) == Self.fluid)
        #expect(try capsulePixel(try demoOf(plain), plainCanvas, 3) == Self.track)

        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demoOf(harness)
        // The window starts once the fluid reaches the first capsule (see the known issue).
        harness.run(until: 0.5)
        let window = try LiveWindow(harness)
        try window.run(until: 1.0)
        try demo.scene.withAnimation(.linear(duration: 1)) { try harness.set("fluidColor", "#FF0000") }
        try window.run(until: 1.5)
        let mid = try capsulePixel(demo, window.canvas, 0, dx: 10)
        #expect(mid.red > Self.fluid.red && mid.red < 255 && mid.green < Self.fluid.green && mid.green > 0)
        try window.run(until: 2.1)
        #expect(try capsulePixel(demo, window.canvas, 0, dx: 10) == Color(red: 1, green: 0, blue: 0).premultiplied)
        // Without an animation a change shows at once.
        try harness.set("trackColor", "#0000FF")
        try window.run(until: 2.1 + 1.0 / 60)
        #expect(try capsulePixel(demo, window.canvas, 3) == Color(red: 0, green: 0, blue: 1).premultiplied)
    }

    @Test("Invalid values are refused with the valid values named, and change nothing")
    func refusals() throws {
        let harness = try DemoTester(.onboarding, registry: .standard, size: Size(width: 1280, height: 800))
        let cases = [
            ("pages", "7", "pages=7: must be one of 2, 3, 4, 5, 6"),
            ("pages", "1", "pages=1: must be one of 2, 3, 4, 5, 6"),
            ("timePerPage", "20", "timePerPage=20: must be 1…15 s"),
            ("fluidColor", "green", "fluidColor=green: must be #RRGGBB or #RRGGBBAA"),
            ("trackColor", "#12345", "trackColor=#12345: must be #RRGGBB or #RRGGBBAA"),
        ]
        harness.expectRefusals(cases)
        #expect(capsules(try demoOf(harness)).count == 4)
    }
}
