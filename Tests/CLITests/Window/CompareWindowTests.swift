import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// Compare mode in the real window under Xvfb with real X input (issue 26, acceptance 2): one
/// drag on lane A's drawer moves both lanes' drawers, and once let go each finishes on its own
/// curve, so mid-flight (stepped on a paused clock) they stand apart.
@Suite("Compare lanes in the real window", .serialized)
struct CompareWindowTests {
    static let drawer = Color(red: 0.851, green: 0.843, blue: 0.843).premultiplied

    /// The drawer's top edge in the lane whose centre column is `x` (window pixels): the first
    /// drawer-coloured pixel below the header; nil when the column shows none.
    private func drawerTop(_ image: Pixmap, x: Int) -> Int? {
        (30..<min(image.height, 768)).first { y in
            let p = image[x, y]
            return abs(Int(p.red) - Int(Self.drawer.red)) <= 2 && abs(Int(p.green) - Int(Self.drawer.green)) <= 2
                && abs(Int(p.blue) - Int(Self.drawer.blue)) <= 2
        }
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func oneDragMovesBothDrawers() throws {
        let window = try WindowDriver(arguments: ["--demo", "drawer", "--compare", "timing=easeOut|spring",
                                                  "--size", "1280x800", "--duration", "120"])
        let closed = try window.settledScreenshot()
        let laneA = 320, laneB = 960
        let closedTops = (try #require(drawerTop(closed, x: laneA)), try #require(drawerTop(closed, x: laneB)))
        #expect(closedTops.0 == closedTops.1, "closed, both drawers sit alike")
        // Lane A's handle dragged up 250 points and let go: both follow the finger.
        try window.drag(from: (Double(laneA), Double(closedTops.0 + 10)), to: (Double(laneA), Double(closedTops.0 - 240)),
                        steps: 10, pause: 0.03, release: false)
        let held = try window.screenshot { shot in
            guard let a = drawerTop(shot, x: laneA), let b = drawerTop(shot, x: laneB) else { return false }
            return a < closedTops.0 - 150 && b < closedTops.1 - 150
        }
        let heldTops = (drawerTop(held, x: laneA) ?? 0, drawerTop(held, x: laneB) ?? 0)
        #expect(heldTops.0 < closedTops.0 - 150 && heldTops.1 < closedTops.1 - 150, "both drawers follow the drag: \(heldTops)")
        // Let go on a paused clock, then step it a frame at a time: what the motions do after the
        // release depends on scene time only, not on how fast this machine takes screenshots.
        try window.press("F5")
        try window.mouseUp()
        for _ in 0..<4 { try window.press("period") }
        // The steps arrive when this machine lets them: wait until the lanes stand apart.
        let stepped = try window.screenshot(within: 60) { shot in
            guard let a = drawerTop(shot, x: laneA), let b = drawerTop(shot, x: laneB) else { return false }
            return abs(a - b) >= 2
        }
        let steppedTops = (drawerTop(stepped, x: laneA), drawerTop(stepped, x: laneB))
        #expect(steppedTops.0 != nil && steppedTops.1 != nil && abs((steppedTops.0 ?? 0) - (steppedTops.1 ?? 0)) >= 2,
                "four frames after the release, ease-out and spring put the drawers in the same place: \(steppedTops)")
        try window.press("F5")
        let open = try window.settledScreenshot(within: 60)
        let openTops = (drawerTop(open, x: laneA), drawerTop(open, x: laneB))
        #expect(openTops.0 == openTops.1 && (openTops.0 ?? 800) < heldTops.0, "both end open, alike: \(openTops)")
    }
}
