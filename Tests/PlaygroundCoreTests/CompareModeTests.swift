import Demos
import Geometry
import Input
import PlaygroundCore
import Testing
import TestSupport

/// Compare mode in the session, driven as the window drives it (F11, real events, the damage
/// check on).
@Suite("Compare mode")
struct CompareModeTests {
    @Test("F11 shows the drawer in two lanes; one drag moves both drawers, each released on its own curve; every frame repaints exactly")
    func oneDragMovesEveryLane() throws {
        let live = try LiveWindow(.drawer, size: Size(width: 1280, height: 800))
        live.run(until: 0.2)
        live.press("f11")
        try live.session.applySettings([("b.timing", "spring")])
        live.run(until: 0.6)
        let comparison = try #require(live.session.comparison)
        let lanes = comparison.lanes.compactMap { $0 as? DrawerDemo }
        #expect(lanes.count == 2)
        #expect(comparison.differences(ofLane: 1).map(\.name) == ["timing"])
        // The handle of lane A's drawer (the bar sits below the demo area), dragged up and let go.
        let content = comparison.laneContents[0]
        let handle = Point(x: content.midX, y: content.maxY - 20)
        live.run(until: 1.0, [(0.7, .pointerDown(handle, .primary)),
                              (0.75, .pointerMoved(Point(x: handle.x, y: handle.y - 100))),
                              (0.8, .pointerMoved(Point(x: handle.x, y: handle.y - 200))),
                              (0.85, .pointerUp(Point(x: handle.x, y: handle.y - 220), .primary))])
        let allMoved = lanes.allSatisfy { $0.drawerOffset < -100 }
        #expect(allMoved, "\(lanes.map(\.drawerOffset))")
        // Released mid-way, each continues on its own timing: they are not in the same place in flight.
        #expect(abs(lanes[0].drawerOffset - lanes[1].drawerOffset) > 0.5, "\(lanes.map(\.drawerOffset))")
        live.run(until: 3)
        let allOpen = lanes.allSatisfy { $0.isDrawerOpen }
        #expect(allOpen)
        live.press("f11")
        live.press("f11")
        live.press("f11")
        live.run(until: 3.5)
        #expect(live.session.compareLanes == 0)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    @Test("A new lane count carries the session over: a drawer opening in two lanes is opening in three, and alone after compare off")
    func laneCountCarriesTheSession() throws {
        let live = try LiveWindow(.drawer, size: Size(width: 1280, height: 800))
        live.run(until: 0.2)
        live.press("f11")
        live.run(until: 0.5)
        // A click on lane A's Toggle Drawer (mirrored to lane B) starts both drawers opening.
        let content = try #require(live.session.comparison).laneContents[0]
        let button = Point(x: content.midX, y: content.maxY - 25)
        live.run(until: 0.9, [(0.6, .pointerDown(button, .primary)), (0.65, .pointerUp(button, .primary))])
        func fractions() -> [Double] {
            let lanes = live.session.comparison.map { $0.lanes.compactMap { $0 as? DrawerDemo } }
                ?? [live.session.demo as? DrawerDemo].compactMap { $0 }
            return lanes.map { $0.animator?.fractionComplete ?? ($0.isDrawerOpen ? 1 : 0) }
        }
        let before = fractions()
        #expect(before.count == 2 && before.allSatisfy { $0 > 0.1 && $0 < 0.9 }, "\(before)")
        live.press("f11")
        let three = fractions()
        #expect(three.count == 3, "\(three)")
        for fraction in three { #expect(approx(fraction, before[0], 1e-6), "\(three) after \(before)") }
        live.run(until: 3)
        #expect(live.session.comparison?.lanes.compactMap { $0 as? DrawerDemo }.allSatisfy(\.isDrawerOpen) == true)
        // Four lanes, then off: the one drawer stays open, as it was.
        live.press("f11")
        live.press("f11")
        #expect(live.session.compareLanes == 0)
        let alone = try #require(live.session.demo as? DrawerDemo)
        #expect(alone.isDrawerOpen && alone.animator == nil)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    @Test("A press a script makes between two lanes is found, so the host can warn of it")
    func pressesOutsideLanes() throws {
        let live = try LiveWindow(.drawer, size: Size(width: 1280, height: 800))
        try live.session.setCompareLanes(2)
        let gap = live.session.laneAreas[0].maxX + 0.5
        let script = try InputScript(parsing: "0.2 click \(gap) 300\n0.4 click 100 300\n0.6 click 100 10\n")
        let outside = live.session.pressesOutsideLanes(script)
        // Between the lanes, and on lane A's header strip; not the press inside lane A.
        #expect(outside.map(\.line) == [1, 3], "\(outside)")
        try live.session.setCompareLanes(0)
        #expect(live.session.pressesOutsideLanes(script).isEmpty)
    }

    @Test("Keys run in every lane; the gallery is not compared; the lanes' settings are saved with the session")
    func keysGalleryAndSavedSession() throws {
        let live = try LiveWindow(.menu, size: Size(width: 960, height: 600))
        live.run(until: 0.2)
        try live.session.setCompareLanes(3)
        try live.session.applySettings([("c.spring", "response=0.3,dampingFraction=0.9")])
        live.press("down")
        live.run(until: 1.5)
        let titles = live.session.comparison?.lanes.map { ($0 as? MenuDemo)?.selectedTitle }
        #expect(titles?.count == 3 && titles?.allSatisfy { $0 != nil && $0 == titles?.first! } == true, "\(String(describing: titles))")
        let script = live.session.recordingScript
        #expect(script.contains("--compare 3"), "\(script)")
        #expect(script.contains("--set c.spring=response=0.3,dampingFraction=0.9"), "\(script)")
        live.press("0")
        live.run(until: 2)
        #expect(live.session.comparison == nil)
        #expect(throws: (any Error).self) { try live.session.setCompareLanes(2) }
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// D4 at 1280 × 800 in two compare lanes (set up at 0.2 s), run to 0.5 s.
    private func comparedDrawer() throws -> LiveWindow {
        let live = try LiveWindow(.drawer, size: Size(width: 1280, height: 800))
        live.run(until: 0.2)
        try live.session.setCompareLanes(2)
        live.run(until: 0.5)
        return live
    }

    /// A named node of the inspector in window points.
    private func frame(of name: String, in session: PlaygroundSession) throws -> Rect {
        let panel = try #require(session.inspector)
        let node = try #require(panel.scene.root.descendants(named: name).first, "no \(name)")
        let bounds = try #require(panel.scene.bounds(of: node))
        let origin = try #require(session.inspectorFrame).origin
        return bounds.offsetBy(dx: origin.x, dy: origin.y)
    }

    @Test("The inspector shows one lane at a time: a click on a lane's chip shows its parameters, another's chip copies that lane's settings")
    func inspectorLaneSelector() throws {
        let live = try comparedDrawer()
        try live.session.applySettings([("b.timing", "spring"), ("b.duration", "2")])
        live.press("f8")
        live.run(until: 0.6)
        let comparison = try #require(live.session.comparison)
        #expect(live.session.inspector?.parameters.first === comparison.lanes[0].parameters.first)
        let chipB = try frame(of: "Lane.B", in: live.session)
        live.click(chipB.midX, chipB.midY)
        live.run(until: 0.8)
        #expect(live.session.inspector?.parameters.first === comparison.lanes[1].parameters.first, "lane B's parameters shown")
        #expect(comparison.differences(ofLane: 1).map(\.name) == ["duration", "timing"])
        let copyA = try frame(of: "Lane.copyA", in: live.session)
        live.click(copyA.midX, copyA.midY)
        live.run(until: 1.1)
        #expect(comparison.differences(ofLane: 1).isEmpty, "lane B took lane A's settings")
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// Review finding: a right click during a left drag moved the reference lane and ended the
    /// press, so the left release reached no lane and every drawer went on following the mouse.
    @Test("Another button pressed and released during a drag neither moves the drag nor ends it")
    func otherButtonDuringADrag() throws {
        let live = try comparedDrawer()
        let comparison = try #require(live.session.comparison)
        let lanes = comparison.lanes.compactMap { $0 as? DrawerDemo }
        let content = comparison.laneContents[0]
        let handle = Point(x: content.midX, y: content.maxY - 20)
        let elsewhere = Point(x: comparison.laneContents[1].midX, y: 300)
        live.run(until: 1.6, [(0.6, .pointerDown(handle, .primary)),
                              (0.65, .pointerMoved(Point(x: handle.x, y: handle.y - 100))),
                              (0.7, .pointerDown(elsewhere, .secondary)),
                              (0.72, .pointerUp(elsewhere, .secondary)),
                              (0.75, .pointerMoved(Point(x: handle.x, y: handle.y - 200))),
                              (0.8, .pointerUp(Point(x: handle.x, y: handle.y - 200), .primary))])
        live.run(until: 4)
        let rested = lanes.map(\.drawerOffset)
        // With no button held, moving the pointer over the lanes drags nothing.
        live.run(until: 4.5, [(4.1, .pointerMoved(Point(x: handle.x, y: 100))), (4.2, .pointerMoved(Point(x: handle.x, y: 600)))])
        #expect(lanes.map(\.drawerOffset) == rested, "the drawers followed a pointer with no button held")
        #expect(abs(rested[0] - rested[1]) < 0.5, "both lanes ended alike: \(rested)")
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// Review findings: the gallery kept the lane count (F9 then saved a command that fails);
    /// changing the lane count dropped the lanes' own settings.
    @Test("The gallery ends compare mode; a new lane count keeps the settings of the lanes that remain")
    func galleryEndsCompareAndLanesKeepTheirSettings() throws {
        let live = try LiveWindow(.drawer, size: Size(width: 1280, height: 800))
        live.run(until: 0.2)
        try live.session.setCompareLanes(2)
        try live.session.applySettings([("b.timing", "spring")])
        try live.session.setCompareLanes(3)
        #expect(live.session.comparison?.differences(ofLane: 1).map(\.name) == ["timing"])
        #expect(live.session.recordingScript.contains("--set b.timing=spring"))
        live.press("0")
        live.run(until: 1)
        #expect(live.session.compareLanes == 0)
        #expect(!live.session.recordingScript.contains("--compare"))
        #expect(!live.session.title.contains("compared"))
        live.press("4")
        live.run(until: 1.5)
        #expect(live.session.comparison == nil)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }
}
