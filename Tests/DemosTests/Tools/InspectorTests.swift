import Animation
import Demos
import Foundation
import Geometry
import Input
import Platform
import PlatformTestSupport
@testable import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// The inspector (F8) through the session, with input as the window delivers it: the panel is
/// generated from the demo's declared parameters, its controls edit them (and so the demo), a
/// change made elsewhere moves the controls, and the keys work on the focused row.
@Suite("Inspector")
struct InspectorTests {
    static let size = Size(width: 1280, height: 800)

    /// `descriptor` in a window with the bar, the inspector opened (F8) at 0.2 s and shown by 0.3 s.
    private func inspected(_ descriptor: DemoDescriptor) throws -> DemoTester {
        let harness = try DemoTester(descriptor, registry: .standard, size: Self.size, showsBar: true)
        harness.run(until: 0.2)
        harness.press("f8")
        harness.run(until: 0.3)
        return harness
    }

    /// A named node of the panel in window points.
    private func frame(of name: String, in session: PlaygroundSession) throws -> Rect {
        let panel = try #require(session.inspector)
        let node = try #require(panel.scene.root.descendants(named: name).first, "no \(name)")
        let bounds = try #require(panel.scene.bounds(of: node))
        let origin = try #require(session.inspectorFrame).origin
        return bounds.offsetBy(dx: origin.x, dy: origin.y)
    }

    private func drag(_ session: PlaygroundSession, from start: Point, to end: Point) {
        _ = session.handle(.pointerDown(start, .primary))
        for step in 1...6 {
            let t = Double(step) / 6
            _ = session.handle(.pointerMoved(Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
        }
        _ = session.handle(.pointerUp(end, .primary))
    }

    @Test("F8 opens a panel of the demo's parameters at the right; the demo re-lays itself out beside it")
    func opensBesideTheDemo() throws {
        let session = try inspected(.drops).session
        let panel = try #require(session.inspector)
        #expect(panel.parameters.map(\.name) == ["count", "shapeLength", "elementLength", "originWidth", "timing", "direction", "period"])
        #expect(session.contentSize.width == Self.size.width - InspectorPanel.width)
        #expect(try #require(session.inspectorFrame).minX == session.contentSize.width)
        _ = session.handle(.key(KeyPress("f8")))
        #expect(session.inspector == nil && session.contentSize.width == Self.size.width)
    }

    @Test("Dragging D5's count slider changes how many drops each indicator draws")
    func countSlider() throws {
        let session = try inspected(.drops).session
        let demo = try #require(session.demo as? DropsDemo)
        #expect(demo.dropCount == 5)
        let slider = try frame(of: "Inspector.count.slider", in: session)
        drag(session, from: Point(x: slider.minX + slider.width * 0.375, y: slider.midY), to: Point(x: slider.maxX + 20, y: slider.midY))
        #expect(demo.dropCount == 100)
        drag(session, from: Point(x: slider.maxX - 4, y: slider.midY), to: Point(x: slider.minX - 20, y: slider.midY))
        #expect(demo.dropCount == 1)
    }

    @Test("A click on a segment picks that option: D4's timing becomes the spring")
    func segmentClick() throws {
        let session = try inspected(.drawer).session
        let segments = try frame(of: "Inspector.timing.segments", in: session)
        let spring = Point(x: segments.minX + segments.width * 0.75, y: segments.midY)
        _ = session.handle(.pointerDown(spring, .primary))
        _ = session.handle(.pointerUp(spring, .primary))
        let timing = try #require(session.parameters.first { $0.name == "timing" })
        #expect(timing.valueText == "spring")
    }

    @Test("A change made elsewhere moves the control: D5's + key steps the count slider")
    func followsOtherChanges() throws {
        let session = try inspected(.drops).session
        let panel = try #require(session.inspector)
        // The keys go to the demo once it is clicked.
        let demoPoint = Point(x: 100, y: 100)
        _ = session.handle(.pointerDown(demoPoint, .primary))
        _ = session.handle(.pointerUp(demoPoint, .primary))
        #expect(!session.inspectorHasKeyFocus)
        _ = session.handle(.key(KeyPress("+")))
        let count = try #require(panel.parameters.first { $0.name == "count" })
        #expect(count.valueText == "10")
        let slider = try #require(panel.scene.root.descendants(named: "Inspector.count.slider").first)
        let thumb = try #require(slider as? SliderNode)
        #expect(thumb.value.value == 4, "the slider is at the position of 10 among the divisors of 100")
    }

    @Test("Keys in the panel: Tab moves the focus, → adjusts the focused row, R resets, C copies the code")
    func keys() throws {
        let session = try inspected(.drops).session
        let panel = try #require(session.inspector)
        var copied: [String] = []
        session.onCopyCode = { copied.append($0) }
        #expect(session.inspectorHasKeyFocus && panel.focusedRow.value == 0)
        _ = session.handle(.key(KeyPress("right")))
        #expect((session.demo as? DropsDemo)?.dropCount == 10)
        _ = session.handle(.key(KeyPress("tab")))
        _ = session.handle(.key(KeyPress("tab", modifiers: .shift)))
        _ = session.handle(.key(KeyPress("tab", modifiers: .shift)))
        #expect(panel.focusedRow.value == panel.parameters.count - 1)
        _ = session.handle(.key(KeyPress("r")))
        #expect((session.demo as? DropsDemo)?.dropCount == 5)
        _ = session.handle(.key(KeyPress("c")))
        #expect(copied.count == 1)
        #expect(copied.first == CodeExport.text(demo: "drops", parameters: panel.parameters))
        #expect(copied.first?.contains("cubic-bezier") == true)
    }

    @Test("→/← step a spring row's response by 10 ms, keeping its damping ratio and mass; C copies the new spring")
    func springKeys() throws {
        let session = try inspected(.cards).session
        let spring = try #require(session.parameters.first { $0.name == "spring" })
        #expect(spring.valueText == "response=0.45,dampingFraction=0.68")
        _ = session.handle(.key(KeyPress("right")))
        _ = session.handle(.key(KeyPress("right")))
        #expect(spring.valueText == "response=0.47,dampingFraction=0.68")
        _ = session.handle(.key(KeyPress("left")))
        #expect(spring.valueText == "response=0.46,dampingFraction=0.68")
        var copied: [String] = []
        session.onCopyCode = { copied.append($0) }
        _ = session.handle(.key(KeyPress("c")))
        #expect(copied.first?.contains("response: 0.46") == true, "\(copied)")
    }

    @Test("The wheel scrolls a panel taller than the window, within its content")
    func wheelScrolls() throws {
        let session = try inspected(.drawer).session
        let panel = try #require(session.inspector)
        let inside = Point(x: try #require(session.inspectorFrame).midX, y: 300)
        _ = session.handle(.pointerMoved(inside))
        _ = session.handle(.wheel(dx: 0, dy: -3))
        #expect(panel.scrollOffset.value == 3 * InspectorPanel.scrollStep)
        for _ in 0..<100 { _ = session.handle(.wheel(dx: 0, dy: -3)) }
        #expect(panel.scrollOffset.value == panel.contentHeight - panel.scene.size.height)
        for _ in 0..<100 { _ = session.handle(.wheel(dx: 0, dy: 3)) }
        #expect(panel.scrollOffset.value == 0)
        // Sideways over D4's duration slider steps it.
        let duration = try #require(panel.parameters.first { $0.name == "duration" })
        let before = duration.valueText
        let slider = try frame(of: "Inspector.duration.slider", in: session)
        _ = session.handle(.pointerMoved(Point(x: slider.midX, y: slider.midY)))
        _ = session.handle(.wheel(dx: 1, dy: 0))
        #expect(duration.valueText != before)
    }

    /// Regression: F8 on D5 said "Nothing is animating." while the drops turned: their loop
    /// redraws them every frame without an animation of the engine's.
    @Test("The panel lists D5's real-time loop: each indicator, turning every frame")
    func realTimeLoopListed() throws {
        let harness = try inspected(.drops)
        harness.run(until: 0.5)
        _ = try harness.draw()
        let drops = harness.session
        let list = try #require(drops.inspector?.scene.root.descendants(named: "Inspector.running").first)
        let lines = list.descendants(ofType: TextNode.self).map(\.string)
        #expect(!lines.contains("Nothing is animating."), "\(lines)")
        #expect(lines.filter { $0.contains("every frame") }.count == 3, "\(lines)")
        #expect(lines.contains { $0.contains(RunningAnimation.frameLoopTiming) }, "\(lines)")
    }

    @Test("What runs never moves a control: D2's rows keep their places while its animations come and go, each listed on one line")
    func controlsKeepTheirPlaces() throws {
        let harness = try inspected(.menu)
        let session = harness.session
        let panel = try #require(session.inspector)
        _ = try harness.draw()
        let names = panel.parameters.map { "Inspector.\($0.name)" }
        let before = try names.map { try frame(of: $0, in: session) }
        // A row click starts the highlight's spring and its mask's frame animation, whose values
        // ("HighlightMask.frame … 280 × 48") are the longest the list shows.
        let row = Point(x: 200, y: 300)
        _ = session.handle(.pointerDown(row, .primary))
        _ = session.handle(.pointerUp(row, .primary))
        harness.run(until: 0.45)
        _ = try harness.draw()
        #expect(panel.isShowingRunning)
        let after = try names.map { try frame(of: $0, in: session) }
        #expect(before == after, "controls moved: \(zip(names, zip(before, after)).filter { $0.1.0 != $0.1.1 })")
        let list = try #require(panel.scene.root.descendants(named: "Inspector.running").first)
        for line in list.descendants(ofType: TextNode.self) where !line.string.isEmpty {
            #expect(line.displayedLines.count == 1, "\(line.displayedLines)")
        }
    }

    @Test("A value is shown with its unit, as params states it: D2's corner radius in pt, D6's tilt in degrees")
    func valuesHaveUnits() throws {
        for (descriptor, name, expected) in [(DemoDescriptor.menu, "cornerRadius", " pt"), (.cards, "tilt", "°")] {
            let harness = try inspected(descriptor)
            let panel = try #require(harness.session.inspector)
            let row = try #require(panel.scene.root.descendants(named: "Inspector.\(name)").first)
            let texts = row.descendants(ofType: TextNode.self).map(\.string)
            let parameter = try #require(panel.parameters.first { $0.name == name })
            #expect(texts.contains(parameter.valueText + expected), "\(texts)")
        }
    }

    @Test("The panel lists what runs: D2's highlight springing to the next row; D4's animator, whose curve's dot follows it")
    func runningAnimations() throws {
        let menuHarness = try inspected(.menu)
        let menu = menuHarness.session
        let demoPoint = Point(x: 100, y: 700)
        _ = menu.handle(.pointerDown(demoPoint, .primary))
        _ = menu.handle(.pointerUp(demoPoint, .primary))
        menuHarness.press("down")
        menuHarness.run(until: 0.5)
        _ = try menuHarness.draw()
        let list = try #require(menu.inspector?.scene.root.descendants(named: "Inspector.running").first)
        let lines = list.descendants(ofType: TextNode.self).map(\.string)
        #expect(lines.contains { $0.hasPrefix("Highlight.frame") }, "\(lines)")
        #expect(lines.contains { $0.contains("spring(response 0.50 s") })
        #expect(menu.inspector?.isShowingRunning == true)

        let drawerHarness = try inspected(.drawer)
        let drawer = drawerHarness.session
        _ = drawer.handle(.pointerDown(demoPoint, .primary))
        _ = drawer.handle(.pointerUp(demoPoint, .primary))
        drawerHarness.press("space")
        drawerHarness.run(until: 0.6)
        _ = try drawerHarness.draw()
        let animator = try #require(try drawerHarness.demo(DrawerDemo.self).animator)
        let drawerList = try #require(drawer.inspector?.scene.root.descendants(named: "Inspector.running").first)
        let drawerLines = drawerList.descendants(ofType: TextNode.self).map(\.string)
        #expect(drawerLines.contains { $0.hasPrefix("PropertyAnimator.fractionComplete") }, "\(drawerLines)")
        #expect(drawerLines.contains { $0.contains(String(format: "%.3f", animator.fractionComplete)) })
    }

    @Test("Colours get hue, saturation and brightness sliders: D1's fluid colour follows a drag, and the sliders follow the colour")
    func colorSliders() throws {
        let session = try inspected(.onboarding).session
        let fluid = try #require(session.parameters.first { $0.name == "fluidColor" })
        let before = fluid.valueText
        let hue = try frame(of: "Inspector.fluidColor.hue", in: session)
        drag(session, from: Point(x: hue.minX + 2, y: hue.midY), to: Point(x: hue.minX + hue.width * 0.66, y: hue.midY))
        #expect(fluid.valueText != before)
        guard case .color(let dragged) = fluid.erasedValue else { Issue.record("not a colour"); return }
        #expect(approx(InspectorRow.hsb(of: dragged).hue, 0.66, 0.05), "hue \(InspectorRow.hsb(of: dragged).hue)")
        try fluid.set("#FF0000")
        let panel = try #require(session.inspector)
        let slider = try #require(panel.scene.root.descendants(named: "Inspector.fluidColor.hue").first as? SliderNode)
        #expect(abs(slider.value.value) < 1e-6)
        let brightness = try #require(panel.scene.root.descendants(named: "Inspector.fluidColor.brightness").first as? SliderNode)
        #expect(approx(brightness.value.value, 1, 1e-6))
    }

    /// Found by `playground fuzz`: an editor row keeps no value label in its tree, and the
    /// label's updater read it after it was gone when the curve changed (a crash).
    @Test("Changing a curve or spring shown in an editor updates the panel without a crash")
    func editorRowsSurviveChanges() throws {
        let session = try inspected(.drawer).session
        let curve = try #require(session.parameters.first { $0.name == "curve" })
        try curve.set("easeIn")
        try curve.set("0.2,0.8,0.3,1")
        let menu = try inspected(.menu).session
        let spring = try #require(menu.parameters.first { $0.name == "spring" })
        try spring.set("response=0.3,dampingFraction=0.6")
        #expect(spring.valueText.contains("0.3"))
    }

    @Test("Goldens: the inspector beside D5 (curve editor) and D2 (spring editor) at 1280×800")
    func goldens() throws {
        for descriptor in [DemoDescriptor.drops, .menu] {
            let harness = try inspected(descriptor)
            harness.run(until: 1.0)
            try harness.expectGolden("inspector-\(descriptor.name)-1280x800")
        }
    }
}
