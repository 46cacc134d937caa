import Demos
import Foundation
import Geometry
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

/// The demos in the real window under Xvfb, driven by real X input: number keys switch demos
/// (the title says which), a mouse drag pages D1, a click starts D3's countdown, the drawer
/// follows the held pointer and opens on a flick, a click moves D2's highlight.
@Suite("Demos in the real window", .serialized)
struct DemoWindowTests {
    static let size = Size(width: 800, height: 500)

    /// Where a named node of `descriptor`'s demo is at `size`, worked out by the same layout
    /// headless (scene coordinates are window coordinates).
    private func bounds(of name: String, in descriptor: DemoDescriptor) throws -> Rect {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: descriptor, context: DemoContext(text: text), size: Self.size,
                                        showsBar: true)
        let scene = try #require((session.demo as? SceneDemo)?.scene)
        scene.layoutIfNeeded()
        let node = try #require(scene.root.descendants(named: name).first, "no \(name)")
        return try #require(scene.bounds(of: node))
    }

    /// Pixels within `tolerance` of `color` in `region` (window points = pixels at scale 1).
    private func count(_ color: Color, in image: Pixmap, region: Rect? = nil, tolerance: Int = 6) -> Int {
        let target = color.premultiplied
        let area = region.map { IntRect(enclosing: $0).intersection(image.bounds) } ?? image.bounds
        var found = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let pixel = image[x, y]
                if abs(Int(pixel.red) - Int(target.red)) <= tolerance, abs(Int(pixel.green) - Int(target.green)) <= tolerance,
                   abs(Int(pixel.blue) - Int(target.blue)) <= tolerance { found += 1 }
            }
        }
        return found
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func onboardingAndTimer() throws {
        let window = try WindowDriver(arguments: ["--demo", "drops", "--size", "800x500", "--duration", "60"])
        try window.press("1")
        #expect(try window.title(becoming: "MotionPlayground — Onboarding") == "MotionPlayground — Onboarding")
        // Page 1's accent is teal; after a real drag to the left page 2's violet shows.
        let violet = Color(red: 0.42, green: 0.33, blue: 0.86)
        let center = Rect(x: 150, y: 60, width: 500, height: 300)
        #expect(count(violet, in: try window.screenshot(), region: center) < 50)
        try window.drag(from: (650, 250), to: (150, 250), steps: 12, pause: 0.02)
        #expect(count(violet, in: try window.screenshot { count(violet, in: $0, region: center) > 400 }, region: center) > 400,
                "the drag did not page to page 2")

        try window.press("3")
        #expect(try window.title(becoming: "MotionPlayground — Timer") == "MotionPlayground — Timer")
        let start = try bounds(of: "Start/Pause", in: .timer)
        let readout = try bounds(of: "Seconds", in: .timer).insetBy(dx: -4, dy: -4)
        // The cross-fade over: the readout stands still (the ring's hues go on cycling).
        let faded = try window.settledScreenshot(region: IntRect(enclosing: readout))
        window.wait(1.2)
        let idle = try window.screenshot()
        #expect(differing(faded, idle, in: readout) == 0, "the countdown runs before Start")
        try window.click(start.midX, start.midY)
        let running = try window.screenshot { differing(idle, $0, in: readout) > 20 }
        #expect(differing(idle, running, in: readout) > 20, "a click on Start did not start the countdown")
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func drawerAndMenu() throws {
        let window = try WindowDriver(arguments: ["--demo", "drops", "--size", "800x500", "--duration", "60"])
        try window.press("4")
        #expect(try window.title(becoming: "MotionPlayground — Drawer") == "MotionPlayground — Drawer")
        let drawer = Color(red: 0.851, green: 0.843, blue: 0.843)
        // The demo's area ends where the bar begins.
        let rest = Self.size.height - 32 - 45
        func top(near target: Double, within tolerance: Double) throws -> Double {
            try drawerTop(in: window.screenshot { abs(drawerTop(in: $0, color: drawer) - target) <= tolerance }, color: drawer)
        }
        #expect(approx(try top(near: rest, within: 2), rest, 2))
        // Press on the strip, move up 150 px and hold: the drawer's top is 150 px higher.
        try window.drag(from: (300, rest + 20), to: (300, rest + 20 - 150), steps: 15, pause: 0.03, release: false)
        let held = try top(near: rest - 150, within: 4)
        #expect(approx(held, (rest - 150), 4), "the held drawer's top is at \(held), not \(rest - 150)")
        // Flick upwards and let go: it opens fully (305 px above its resting place).
        for step in 1...4 {
            try window.move(to: 300, rest + 20 - 150 - Double(step) * 25)
            window.wait(0.01)
        }
        try window.mouseUp()
        let open = try top(near: rest - 305, within: 2)
        #expect(approx(open, (rest - 305), 2), "the released drawer's top is at \(open), not \(rest - 305)")

        try window.press("2")
        #expect(try window.title(becoming: "MotionPlayground — Menu") == "MotionPlayground — Menu")
        let selection = Color(red: 0.886, green: 0.914, blue: 0.882)
        let archive = try bounds(of: "Row.Archive", in: .menu)
        let strip = Rect(x: archive.minX + 60, y: archive.midY - 2, width: 80, height: 4)
        #expect(count(selection, in: try window.screenshot(), region: strip) < 10)
        try window.click(archive.midX, archive.midY)
        #expect(count(selection, in: try window.screenshot { count(selection, in: $0, region: strip) > 200 }, region: strip) > 200,
                "the highlight did not move to the clicked row")
    }

    /// The topmost row where most of the width is the drawer's colour.
    private func drawerTop(in image: Pixmap, color: Color) -> Double {
        for y in 0..<image.height - 32 {
            let row = Rect(x: 0, y: Double(y), width: Double(image.width), height: 1)
            if count(color, in: image, region: row, tolerance: 3) > image.width * 3 / 4 { return Double(y) }
        }
        return Double(image.height)
    }

    private func differing(_ a: Pixmap, _ b: Pixmap, in region: Rect) -> Int {
        let area = IntRect(enclosing: region).intersection(a.bounds)
        var found = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where a[x, y] != b[x, y] { found += 1 }
        }
        return found
    }
}
