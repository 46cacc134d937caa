import Animation
import Demos
import Geometry
import PlaygroundCore
import Raster
@testable import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// D2's declared parameters driven through the session: the selection spring, the highlight's
/// corner radius (its mask follows) and the colour scheme the keys and the picker set.
@Suite("D2 menu: parameters")
struct MenuParameterTests {
    private static let size = Size(width: 640, height: 720)
    private static let lightBackground = Color(red: 0.824, green: 0.843, blue: 0.820).premultiplied
    private static let lightSelection = Color(red: 0.886, green: 0.914, blue: 0.882).premultiplied

    private func demoOf(_ harness: DemoTester) throws -> MenuDemo {
        try #require(harness.session.demo as? MenuDemo)
    }

    private func node(_ name: String, in demo: MenuDemo) throws -> Node {
        try #require(demo.scene.root.descendants(named: name).first, "no node named \(name)")
    }

    private func shape(_ name: String, in demo: MenuDemo) throws -> ShapeNode {
        try #require(try node(name, in: demo) as? ShapeNode)
    }

    private func bounds(_ name: String, in demo: MenuDemo) throws -> Rect {
        try #require(demo.scene.bounds(of: try node(name, in: demo)))
    }

    @Test("Three parameters, declared once, in order, with the original's defaults and limits")
    func declarations() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let parameters = harness.session.parameters
        #expect(parameters.map(\.name) == ["spring", "cornerRadius", "scheme"])
        #expect(parameters.map(\.valueText) == ["response=0.5,dampingFraction=0.825", "13", "light"])
        #expect(parameters[1].limitsText == "0…24 pt" && parameters[2].limitsText == "light | dark")
    }

    @Test("Every default set explicitly draws the goldens: at rest, travelling, scheme growing")
    func defaultsAreTheGoldens() throws {
        let defaults = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800)).defaultSettings
        let rest = try DemoTester(.menu, registry: .standard, size: Self.size, settings: defaults)
        rest.run(until: 0.5)
        try rest.expectGolden("menu-rest-640x720")
        let travel = try DemoTester(.menu, registry: .standard, size: Self.size, settings: defaults)
        try travel.run(until: 0.62, script: "0.5 key down\n0.5 key down\n0.5 key down\n")
        try travel.expectGolden("menu-travelling-640x720")
        let grow = try DemoTester(.menu, registry: .standard, size: Self.size, settings: defaults)
        try grow.run(until: 0.65, script: "0.5 key k\n")
        try grow.expectGolden("menu-scheme-growing-640x720")
    }

    @Test("scheme=dark before the first frame starts dark at once: the dark golden, no fade from light")
    func darkFromTheStart() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Self.size, settings: [("scheme", "dark")])
        let demo = try demoOf(harness)
        #expect(demo.colorScheme == .dark)
        harness.run(until: 1.0 / 60)
        let label = try #require(try node("Row.Projects", in: demo).firstDescendant(of: TextNode.self))
        #expect(label.$shownColor.presentation(at: demo.scene.runLoop.now) == .white)
        #expect(demo.scene.root.descendants(named: "MenuBackground.light").isEmpty)
        harness.run(until: 0.5)
        try harness.expectGolden("menu-dark-640x720")
    }

    @Test("L, K and the picker set the scheme parameter; set inside an animation it animates as the keys do")
    func schemeFromKeysPickerAndCode() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Self.size)
        let demo = try demoOf(harness)
        harness.press("k")
        #expect(try harness.parameter("scheme").valueText == "dark" && demo.colorScheme == .dark)
        harness.press("l")
        #expect(try harness.parameter("scheme").valueText == "light")
        harness.run(until: 2.0)
        let dark = try bounds("Picker.Dark", in: demo)
        try harness.run(until: 2.1, script: "2.05 click \(dark.midX) \(dark.midY)\n")
        #expect(try harness.parameter("scheme").valueText == "dark")

        // From code inside the keys' animation: the same frame as pressing K.
        let coded = try DemoTester(.menu, registry: .standard, size: Self.size)
        coded.run(until: 0.5)
        let codedDemo = try demoOf(coded)
        try codedDemo.scene.withAnimation(.default) { try coded.set("scheme", "dark") }
        coded.run(until: 0.65)
        try coded.expectGolden("menu-scheme-growing-640x720")
    }

    @Test("A plain scheme change (no animation) shows at once: colours, picker and background")
    func plainSchemeChangeJumps() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Self.size)
        let demo = try demoOf(harness)
        let window = try LiveWindow(harness)
        try window.run(until: 0.5)
        try harness.set("scheme", "dark")
        try window.run(until: 0.5 + 1.0 / 60)
        let label = try #require(try node("Row.Projects", in: demo).firstDescendant(of: TextNode.self))
        #expect(label.$shownColor.presentation(at: demo.scene.runLoop.now) == .white)
        #expect(approx(try bounds("PickerSelection", in: demo), try bounds("Picker.Dark", in: demo), 1e-9))
        let background = try node("MenuBackground.dark", in: demo)
        #expect(background.transitionEffect(at: demo.scene.runLoop.now, size: background.frame.size).clip == nil)
        // And the window equals a menu that was dark from the start.
        let fresh = try DemoTester(.menu, registry: .standard, size: Self.size, settings: [("scheme", "dark")])
        fresh.run(until: 0.5 + 1.0 / 60)
        expectSamePixels(window.canvas, try fresh.draw(), "scheme light → dark")
    }

    @Test("cornerRadius shapes the highlight and its mask alike")
    func cornerRadius() throws {
        let square = try DemoTester(.menu, registry: .standard, size: Self.size, settings: [("cornerRadius", "0")])
        let round = try DemoTester(.menu, registry: .standard, size: Self.size, settings: [("cornerRadius", "24")])
        let plain = try DemoTester(.menu, registry: .standard, size: Self.size)
        for harness in [square, round, plain] { harness.run(until: 0.5) }
        #expect(try shape("Highlight", in: try demoOf(square)).cornerRadius == 0)
        #expect(try shape("HighlightMask", in: try demoOf(square)).cornerRadius == 0)
        #expect(try shape("HighlightMask", in: try demoOf(round)).cornerRadius == 24)
        let highlight = try bounds("Highlight", in: try demoOf(plain))
        var frames: [ObjectIdentifier: Canvas] = [:]
        for harness in [square, round, plain] { frames[ObjectIdentifier(harness)] = try harness.draw() }
        // Pixels `dx`, `dy` from the first whole pixel inside the highlight: the pixel lies
        // `dx`…`dx` + 2 pt from its edges, wholly inside or outside each corner tested here.
        func at(_ harness: DemoTester, _ dx: Int, _ dy: Int) throws -> PremultipliedColor {
            let frame = try #require(frames[ObjectIdentifier(harness)])
            return frame.pixmap[Int(highlight.minX.rounded(.up)) + dx, Int(highlight.minY.rounded(.up)) + dy]
        }
        // The very corner: square only.
        #expect(try at(square, 1, 1) == Self.lightSelection)
        #expect(try at(plain, 1, 1) == Self.lightBackground)
        // 4…6 pt in: inside a 13 pt corner, outside a 24 pt one — also in the selected copy,
        // whose own background would show there if its mask kept the old corner.
        #expect(try at(plain, 4, 4) == Self.lightSelection)
        #expect(try at(round, 4, 4) == Self.lightBackground)
    }

    @Test("A corner radius change animates inside an animation, and leaves the window as a fresh menu draws it")
    func cornerRadiusChanges() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Self.size)
        let demo = try demoOf(harness)
        let window = try LiveWindow(harness)
        try window.run(until: 0.5)
        try demo.scene.withAnimation(.linear(duration: 0.5)) { try harness.set("cornerRadius", "24") }
        try window.run(until: 0.75)
        for name in ["Highlight", "HighlightMask"] {
            let radius = try shape(name, in: demo).$cornerRadiusOverride.presentation(at: demo.scene.runLoop.now)
            #expect(approx(radius, 18.5, 1e-6), "\(name)")
        }
        try window.run(until: 1.2)
        try harness.set("cornerRadius", "0")
        try window.run(until: 1.3)
        let fresh = try DemoTester(.menu, registry: .standard, size: Self.size, settings: [("cornerRadius", "0")])
        fresh.run(until: 1.3)
        expectSamePixels(window.canvas, try fresh.draw(), "cornerRadius 13 → 24 → 0")
    }

    @Test("spring sets how the highlight and the picker's selection move")
    func springChangesTheMotion() throws {
        let quick = try DemoTester(.menu, registry: .standard, size: Self.size, settings: [("spring", "response=0.2,dampingFraction=1")])
        let bouncy = try DemoTester(.menu, registry: .standard, size: Self.size, settings: [("spring", "duration=0.5,bounce=0.6")])
        let plain = try DemoTester(.menu, registry: .standard, size: Self.size)
        let script = "0.5 key down\n0.5 key down\n0.5 key down\n1.5 key k\n"
        var highest = -Double.infinity
        for harness in [quick, plain] { try harness.run(until: 0.6, script: script) }
        try bouncy.run(until: 0.5, script: script)
        let target = try bounds("Row.Employees", in: try demoOf(plain))
        let start = try bounds("Row.Dashboard", in: try demoOf(plain))
        let quickMid = try bounds("Highlight", in: try demoOf(quick)), plainMid = try bounds("Highlight", in: try demoOf(plain))
        #expect(quickMid.minY > plainMid.minY && plainMid.minY > start.minY && quickMid.minY < target.minY)
        for step in 1...60 {
            bouncy.run(until: 0.5 + Double(step) / 60)
            highest = max(highest, try bounds("Highlight", in: try demoOf(bouncy)).minY)
        }
        // A bouncy spring overshoots the row; the original's (damping 0.825) barely does.
        #expect(highest > target.minY + 10)
        for harness in [quick, plain] { harness.run(until: 1.6) }
        let quickPicker = try bounds("PickerSelection", in: try demoOf(quick)).minX
        let plainPicker = try bounds("PickerSelection", in: try demoOf(plain)).minX
        let light = try bounds("Picker.Light", in: try demoOf(plain)).minX
        #expect(quickPicker > plainPicker && plainPicker > light)
    }

    @Test("A new spring applies from the next move and does not disturb one in flight")
    func springChangeMidFlight() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Self.size)
        let demo = try demoOf(harness)
        try harness.run(until: 0.6, script: "0.5 key down\n")
        let before = try bounds("Highlight", in: demo)
        try harness.set("spring", "response=0.1,dampingFraction=1")
        #expect(try bounds("Highlight", in: demo) == before)
        harness.run(until: 2)
        harness.press("down")
        harness.run(until: 2.25)
        // 0.25 s is 2.5 responses of the new spring: at the row, where the old one would be
        // halfway.
        #expect(approx(try bounds("Highlight", in: demo), try bounds("Row.Departments", in: demo), 0.5))
    }

    @Test("Invalid values are refused with the valid values named, and change nothing")
    func refusals() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let springs = "response=R,dampingFraction=D | duration=D,bounce=B | stiffness=K,damping=C[,mass=M]"
        let cases = [
            ("cornerRadius", "30", "cornerRadius=30: must be 0…24 pt"),
            ("cornerRadius", "-1", "cornerRadius=-1: must be 0…24 pt"),
            ("scheme", "sepia", "scheme=sepia: must be light | dark"),
            ("spring", "response=0,dampingFraction=1", "spring=response=0,dampingFraction=1: must be \(springs)"),
        ]
        harness.expectRefusals(cases)
    }
}
