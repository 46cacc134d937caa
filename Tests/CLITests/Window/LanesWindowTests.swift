import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// The animation lanes in the real window under Xvfb with real X input (issue 25, acceptance 6):
/// S shows them, a click on a lane selects it and its graph shows, and the playhead dragged on
/// the strip moves the values beside the lanes.
@Suite("Animation lanes in the real window", .serialized)
struct LanesWindowTests {
    /// At 1280 × 800 with the bar: the demo is 768 pt tall, the lanes its bottom 220 pt, the
    /// strip the 44 pt above them.
    static let lanesTop = 768 - 220
    static let stripY = Double(768 - 220 - 22)
    /// The third row (the HighlightMask group's header is the third; its frame the fourth).
    static let maskRowY = Double(lanesTop + 6 + 3 * 18 + 9)
    static let selected = Color(red: 0.2, green: 0.3, blue: 0.5).premultiplied
    static let plotLine = Color(red: 0.35, green: 0.65, blue: 1.0).premultiplied

    private func matches(_ p: PremultipliedColor, _ q: PremultipliedColor) -> Bool {
        abs(Int(p.red) - Int(q.red)) <= 3 && abs(Int(p.green) - Int(q.green)) <= 3 && abs(Int(p.blue) - Int(q.blue)) <= 3
    }

    /// Pixels of the plot's line colour in the graph (right 340 pt of the lanes).
    private func plotPixels(_ image: Pixmap) -> Int {
        var count = 0
        for y in (Self.lanesTop + 20)..<(768 - 20) {
            for x in (1280 - 340)..<(1280 - 6) where matches(image[x, y], Self.plotLine) { count += 1 }
        }
        return count
    }

    /// The value column's pixels of the HighlightMask row.
    private func valueColumn(_ image: Pixmap) -> [PremultipliedColor] {
        var pixels: [PremultipliedColor] = []
        for y in Int(Self.maskRowY) - 8..<Int(Self.maskRowY) + 8 {
            for x in 160..<350 { pixels.append(image[x, y]) }
        }
        return pixels
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func selectAndScrub() throws {
        let window = try WindowDriver(arguments: ["--demo", "menu", "--size", "1280x800", "--duration", "90"])
        try window.click(300, 250)
        window.wait(0.6)
        try window.click(300, 400)
        // The highlight comes to rest, then S: the lanes, recorded by replaying the session.
        _ = try window.settledScreenshot()
        try window.press("s")
        let shown = try window.screenshot { matches($0[20, Int(Self.lanesTop) + 6 + 18 + 9], Self.selected) }
        #expect(plotPixels(shown) > 50, "the first lane's graph shows")
        // A click on HighlightMask's frame selects it: its row lights up, its graph shows.
        try window.click(60, Self.maskRowY)
        let picked = try window.screenshot { matches($0[20, Int(Self.maskRowY)], Self.selected) }
        #expect(!matches(picked[20, Int(Self.lanesTop) + 6 + 18 + 9], Self.selected))
        #expect(plotPixels(picked) > 50)
        // The playhead dragged back past the track's left end, to the recording's first moment,
        // before the clicks (a point inside the track is a fraction of a span that a loaded
        // machine stretches): the value beside the lane changes.
        let before = valueColumn(picked)
        try window.drag(from: (1119, Self.stripY), to: (20, Self.stripY), steps: 12, pause: 0.03)
        let scrubbed = try window.screenshot { valueColumn($0) != before }
        #expect(valueColumn(scrubbed) != before)
    }
}
