import Demos
import Foundation
import Geometry
import Input
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

/// The inspector in the real window under Xvfb, driven by real X input: F8 opens it, and a mouse
/// drag on D5's drop-count slider changes the number of drops drawn.
@Suite("Inspector in the real window", .serialized)
struct InspectorWindowTests {
    static let size = Size(width: 1000, height: 640)

    /// Where D5's count slider is in the window, worked out by the same layout headless.
    private func countSlider() throws -> Rect {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: .drops, context: DemoContext(text: text), size: Self.size,
                                        showsBar: true)
        session.setShowingInspector(true)
        let panel = try #require(session.inspector)
        panel.scene.layoutIfNeeded()
        let slider = try #require(panel.scene.root.descendants(named: "Inspector.count.slider").first)
        let bounds = try #require(panel.scene.bounds(of: slider))
        let origin = try #require(session.inspectorFrame).origin
        return bounds.offsetBy(dx: origin.x, dy: origin.y)
    }

    private func differing(_ a: Pixmap, _ b: Pixmap, columns: Range<Int>, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows where y < min(a.height, b.height) {
            for x in columns where x < min(a.width, b.width) && a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func dragTheCountSlider() throws {
        let window = try WindowDriver(arguments: ["--demo", "drops", "--size", "1000x640", "--duration", "60"])
        try window.press("F8")
        // Paused, so only the parameter can change the drops.
        try window.press("F5")
        let demoColumns = 0..<Int(Self.size.width - InspectorPanel.width), demoRows = 0..<Int(Self.size.height - 32)
        let before = try window.settledScreenshot()
        let panelColumns = Int(Self.size.width - InspectorPanel.width)..<Int(Self.size.width)
        let blank = try #require(Pixmap(width: before.width, height: before.height))
        #expect(differing(before, blank, columns: panelColumns, rows: demoRows) > 10_000, "F8 showed no panel")
        let slider = try countSlider()
        try window.drag(from: (slider.minX + slider.width * 0.375, slider.midY), to: (slider.maxX + 10, slider.midY),
                        steps: 10, pause: 0.03)
        let after = try window.screenshot { differing(before, $0, columns: demoColumns, rows: demoRows) > 500 }
        #expect(differing(before, after, columns: demoColumns, rows: demoRows) > 500, "the drag did not change the drops")
    }
}
