import Demos
import Geometry
import PlaygroundCore
import Raster
@testable import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// D2 (seed 001) driven through the session with input scripts: the anchored highlight and its
/// spring, the masked styled copy that takes no clicks, the pressed feedback, and the colour
/// scheme whose background grows from the picker while the old one waits underneath.
@Suite("D2 menu")
struct MenuDemoTests {
    private func demo(_ harness: DemoTester) throws -> MenuDemo {
        try #require(harness.session.demo as? MenuDemo)
    }

    private func node(_ name: String, in demo: MenuDemo) throws -> Node {
        try #require(demo.scene.root.descendants(named: name).first, "no node named \(name)")
    }

    /// Where a row is on screen (scene coordinates).
    private func row(_ title: String, in demo: MenuDemo) throws -> Rect {
        try #require(demo.scene.bounds(of: try node("Row.\(title)", in: demo)))
    }

    private func highlight(_ demo: MenuDemo) throws -> Rect {
        try #require(demo.scene.bounds(of: try node("Highlight", in: demo)))
    }

    @Test("The highlight starts on Dashboard and springs to a clicked row, strictly between mid-flight")
    func highlightFollowsClick() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        harness.run(until: 0.5)
        let dashboard = try row("Dashboard", in: demo)
        #expect(approx(try highlight(demo), dashboard, 1e-9))
        let employees = try row("Employees", in: demo)
        try harness.run(until: 0.65, script: "0.5 click \(employees.midX) \(employees.midY)\n")
        #expect(demo.selectedTitle == "Employees")
        let mid = try highlight(demo)
        #expect(mid.minY > dashboard.minY && mid.minY < employees.minY)
        // The masked copy's window travels exactly with the highlight: the colour wipe.
        #expect(approx(try #require(demo.scene.bounds(of: try node("HighlightMask", in: demo))), mid, 1e-9))
        harness.run(until: 3)
        #expect(approx(try highlight(demo), employees, 1e-6))
    }

    @Test("A second click deselects: the highlight fades out; the styled copy never takes a click")
    func deselectAndOverlay() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        harness.run(until: 0.2)
        let dashboard = try row("Dashboard", in: demo)
        let hit = try #require(demo.scene.hitTest(Point(x: dashboard.midX, y: dashboard.midY)))
        let copy = try node("SelectedCopy", in: demo)
        #expect(!hit.isDescendant(of: copy))
        #expect(hit.isDescendant(of: try node("Row.Dashboard", in: demo)))
        try harness.run(until: 2, script: "0.5 click \(dashboard.midX) \(dashboard.midY)\n")
        #expect(demo.selectedTitle == nil)
        let wrapper = try #require(try node("Highlight", in: demo).parent)
        #expect(wrapper.presentationOpacity == 0)
    }

    @Test("The row under a held button shows the selected text colour until release")
    func pressedFeedback() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        harness.run(until: 0.2)
        let projects = try row("Projects", in: demo)
        let label = try #require(try node("Row.Projects", in: demo).firstDescendant(of: TextNode.self))
        let normal = label.color
        try harness.run(until: 0.6, script: "0.5 down \(projects.midX) \(projects.midY)\n1.0 up \(projects.midX) \(projects.midY)\n")
        #expect(label.color == Color(red: 0.224, green: 0.616, blue: 0.161))
        #expect(label.color != normal)
        harness.run(until: 1.1)
        #expect(demo.selectedTitle == "Projects")
    }

    @Test("Up/Down move the selection, Return toggles it, L and K pick the scheme")
    func keys() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        harness.press("down")
        #expect(demo.selectedTitle == "Projects")
        harness.press("up")
        harness.press("up")
        harness.press("up")
        #expect(demo.selectedTitle == "Workload sheet")
        harness.press("return")
        #expect(demo.selectedTitle == nil)
        harness.press("return")
        #expect(demo.selectedTitle == "Workload sheet")
        harness.press("k")
        #expect(demo.colorScheme == .dark)
        harness.press("l")
        #expect(demo.colorScheme == .light)
    }

    /// Regression: with reduce motion on (Ctrl+M), the selection highlight still slid from row
    /// to row, though reduce motion promises fades or jumps.
    @Test("Reduce motion: the highlight jumps to the next row")
    func reduceMotionHighlightJumps() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800), reduceMotion: true)
        let demo = try demo(harness)
        harness.run(until: 0.5)
        let highlight = try node("Highlight", in: demo)
        let before = try #require(demo.scene.bounds(of: highlight))
        try harness.run(until: 0.5 + 1.0 / 60, script: "0.5 key down\n")
        let after = try #require(demo.scene.bounds(of: highlight))
        #expect(after.minY > before.minY + 10, "\(before) → \(after)")
        harness.run(until: 1.5)
        #expect(try #require(demo.scene.bounds(of: highlight)) == after, "it was already where it rests")
    }

    @Test("Dark grows from the picker; the old background stays unchanged until the new one is done")
    func schemeTransition() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        harness.run(until: 0.5)
        let light = try node("MenuBackground.light", in: demo)
        let picker = try #require(demo.scene.bounds(of: try node("Picker.Dark", in: demo)))
        let darkButton = Point(x: picker.midX, y: picker.midY)
        try harness.run(until: 0.5 + 1.0 / 60, script: "0.5 click \(darkButton.x) \(darkButton.y)\n")
        #expect(demo.colorScheme == .dark)
        let dark = try node("MenuBackground.dark", in: demo)
        let menuSize = dark.frame.size
        let start = dark.transitionEffect(at: demo.scene.runLoop.now, size: menuSize).frame
        let growing = try #require(start)
        // It starts as (about) the picker's frame, in the menu's space, drawn at that size (its
        // corners stay rounded by 24 points, as the original's frame animation keeps them).
        #expect(growing.width < 300 && growing.height < 60)
        #expect(dark.drawnGeometry(at: demo.scene.runLoop.now).size == growing.size)
        harness.run(until: 0.7)
        let frame = try #require(dark.transitionEffect(at: demo.scene.runLoop.now, size: menuSize).frame)
        #expect(frame.width > growing.width && frame.height > growing.height && frame.height < menuSize.height)
        // The old background: still there, untouched.
        #expect(light.isDisappearing && light.parent != nil)
        let oldEffect = light.transitionEffect(at: demo.scene.runLoop.now, size: light.frame.size)
        #expect(oldEffect.frame == nil && oldEffect.clip == nil && oldEffect.opacity == 1 && oldEffect.scale == Size(width: 1, height: 1))
        harness.run(until: 3)
        #expect(light.parent == nil)
        #expect(dark.transitionEffect(at: demo.scene.runLoop.now, size: menuSize).frame == nil)
    }

    @Test("Text and icon colours cross-fade over 0.22 s, lying between the two schemes mid-way")
    func colourCrossFade() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let demo = try demo(harness)
        harness.run(until: 0.5)
        let label = try #require(try node("Row.Projects", in: demo).firstDescendant(of: TextNode.self))
        let lightText = Color(red: 0.325, green: 0.40, blue: 0.31)
        #expect(label.color == lightText)
        harness.press("k")
        harness.run(until: 0.61)
        let mid = label.$shownColor.presentation(at: demo.scene.runLoop.now)
        for (value, from) in [(mid.red, lightText.red), (mid.green, lightText.green), (mid.blue, lightText.blue)] {
            #expect(value > from && value < 1)
        }
        harness.run(until: 0.75)
        #expect(label.$shownColor.presentation(at: demo.scene.runLoop.now) == .white)
    }

    @Test("Golden frames: at rest, highlight travelling, scheme growing, dark at rest; scale 1 and 2")
    func goldens() throws {
        let size = Size(width: 640, height: 720)
        for scale in [1.0, 2.0] {
            let suffix = scale == 1 ? "" : "@2x"
            let rest = try DemoTester(.menu, registry: .standard, size: size)
            rest.run(until: 0.5)
            try rest.expectGolden("menu-rest-640x720\(suffix)", scale: scale)
            let travel = try DemoTester(.menu, registry: .standard, size: size)
            try travel.run(until: 0.62, script: "0.5 key down\n0.5 key down\n0.5 key down\n")
            try travel.expectGolden("menu-travelling-640x720\(suffix)", scale: scale)
            let grow = try DemoTester(.menu, registry: .standard, size: size)
            try grow.run(until: 0.65, script: "0.5 key k\n")
            try grow.expectGolden("menu-scheme-growing-640x720\(suffix)", scale: scale)
            let dark = try DemoTester(.menu, registry: .standard, size: size)
            try dark.run(until: 2.5, script: "0.5 key k\n")
            try dark.expectGolden("menu-dark-640x720\(suffix)", scale: scale)
        }
    }

    @Test("Small and degenerate sizes keep working: keys still select and switch the scheme",
          arguments: [Size(width: 1, height: 1), Size(width: 400, height: 250), Size(width: 3000, height: 120)])
    func smallAndDegenerateSizes(size: Size) throws {
        let harness = try DemoTester(.menu, registry: .standard, size: size)
        try harness.run(until: 1, script: "0.2 key k\n0.3 click 0 0\n0.4 key down\n")
        let canvas = try harness.draw()
        #expect(canvas.pixmap.width == Int(size.width) && canvas.pixmap.height == Int(size.height))
        let menu = try demo(harness)
        #expect(menu.colorScheme == .dark)
        // Down selects a row whatever the click at the corner hit (even one that deselected).
        #expect(menu.selectedTitle != nil)
    }
}
