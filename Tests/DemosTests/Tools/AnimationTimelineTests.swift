import Animation
import Foundation
import PlatformTestSupport
import Raster
import Demos
import Geometry
import Input
import PlaygroundCore
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// The animation timeline of real demo sessions (issue 25, acceptance 1): what `playground
/// run loop` prints, read from the record the session keeps.
@Suite("Animation timeline of the demos")
struct AnimationTimelineTests {
    /// Runs `descriptor` through `script` to `time` frame by frame, as `runLoop` does, with
    /// every scene recorded; returns the record and the harness (at `time`).
    private func record(_ descriptor: DemoDescriptor, script: String, until time: Double) throws -> (SessionAnimationRecord, DemoTester) {
        let harness = try DemoTester(descriptor, registry: .standard, size: Size(width: 1280, height: 800), showsBar: true)
        let record = SessionAnimationRecord()
        record.attachNewScenes(of: harness.session)
        var replay: InputReplay? = InputReplay(try InputScript(parsingUTF8: Array(script.utf8)))
        FrameClock.run(harness.session, until: time, replay: &replay, afterFrame: { record.attachNewScenes(of: $0) })
        return (record, harness)
    }

    private func lanes(_ record: SessionAnimationRecord) -> [AnimationLane] {
        record.parts.flatMap { $0.recorder.lanes }
    }

    /// Two clicks on D2's rows (at 0.5 s and 1.8 s on the frame clock).
    private static let menuClicks = "0.5 click 300 250\n1.8 click 300 400\n"

    @Test("D2: the highlight's lanes start at the clicks with the selection spring, end as it settles, and sample its presentation")
    func menuHighlight() throws {
        let (record, _) = try record(.menu, script: Self.menuClicks, until: 4)
        let highlight = try #require(lanes(record).first { $0.ownerName == "Highlight" && $0.property == "frame" })
        #expect(highlight.segments.map(\.start) == [0.5, 1.8])
        for segment in highlight.segments {
            #expect(segment.kind == .spring && segment.ending == .settled)
            guard case let .spring(spring, speed)? = segment.timing else { Issue.record("not a spring: \(segment.spec)"); continue }
            #expect(approx(spring.response, 0.5, 1e-9) && approx(spring.dampingRatio, 0.825, 1e-9) && speed == 1)
        }
        // The mask of the selected copy moves with it, on the same spring.
        let mask = try #require(lanes(record).first { $0.ownerName == "HighlightMask" && $0.property == "frame" })
        #expect(mask.segments.map(\.start) == [0.5, 1.8] && mask.segments.map(\.end) == highlight.segments.map(\.end))

        // Replayed again, the scene's own node shows exactly the sampled values at the sample
        // times, and comes to rest on the first frame after each recorded end.
        let replay = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800), showsBar: true)
        let scene = try #require((replay.session.demo as? SceneDemo)?.scene)
        var script: InputReplay? = InputReplay(try InputScript(parsingUTF8: Array(Self.menuClicks.utf8)))
        let node = try #require(scene.root.descendants(named: "Highlight").first)
        var checked = 0
        for segment in highlight.segments {
            let end = try #require(segment.end)
            for sample in segment.sampled(every: 1.0 / 60) {
                FrameClock.run(replay.session, until: sample.time, replay: &script)
                try #require(scene.runLoop.now == sample.time)
                let frame = node.presentationFrame
                #expect(sample.value == [frame.minX, frame.minY, frame.width, frame.height], "at \(sample.time) s")
                // Moving up to the recorded end, at rest from there (the end is not a frame time:
                // the window's next frame shows it resting).
                #expect(node.isAnimating(at: sample.time) == (sample.time < end), "at \(sample.time) s, end \(end) s")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("D4: a drawer caught in flight shows run, pause, scrub and continue on its animator's lane")
    func drawerCaught() throws {
        // Toggle Drawer at 0.1 s; caught at 0.4 s and dragged down for 0.3 s, then let go.
        let (record, _) = try record(.drawer, script: "0.1 click 640 745\n0.4 drag 640 600 640 700 0.3\n", until: 2)
        let animator = try #require(lanes(record).first { $0.property == "fractionComplete" })
        #expect(animator.owner == "PropertyAnimator #1")
        #expect(animator.segments.map(\.phase) == [.run, .pause, .scrub, .continue])
        #expect(animator.segments.first?.start == 0.1)
        let scrub = animator.segments[2]
        let fractions = scrub.samples.map { $0.value[0] }
        // Pulled down, the fraction falls as the drawer follows the pointer.
        #expect(fractions.count > 10 && (fractions.first ?? 0) > (fractions.last ?? 1))
        // Released moving down: it continues in reverse, to the start, and ends there.
        let released = animator.segments[3]
        #expect(released.to.components == [0] && released.ending == .settled && released.spec.hasSuffix("ended at start"))
        #expect(animator.segments.allSatisfy { $0.end != nil })
    }

    @Test("D1: the pager's timer ticks, stops while the pager is dragged, and ticks again after")
    func onboardingTimerPausesForDrag() throws {
        let (record, _) = try record(.onboarding, script: "1.0 drag 900 400 500 400 1.0\n", until: 3)
        let ticks = lanes(record).filter { $0.property == "fires" }.flatMap(\.ticks).sorted()
        #expect(ticks.contains { $0 < 1 } && ticks.contains { $0 > 2 })
        // Tracking begins once the pointer has moved past the drag threshold, a frame or two in.
        #expect(!ticks.contains { $0 > 1.1 && $0 < 2.0 }, "ticks during the drag: \(ticks.filter { $0 > 1.1 && $0 < 2.0 })")
    }
}

/// The lanes under the scrubber: freeze (issue 25, acceptance 3).
@Suite("Animation lanes: freeze")
struct LanesFreezeTests {
    private static let clicks = "0.5 click 300 250\n1.8 click 300 400\n"

    /// D2 after two clicks, scrubbing at `time`.
    private func scrubbing(at time: Double) throws -> DemoTester {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800), showsBar: true)
        try harness.run(until: 4, script: Self.clicks)
        harness.press("s")
        harness.session.scrub(to: time)
        return harness
    }

    private func highlight(_ harness: DemoTester, _ name: String = "Highlight") throws -> (Node, SceneGraph) {
        let scene = try #require((harness.session.demo as? SceneDemo)?.scene)
        return (try #require(scene.root.descendants(named: name).first), scene)
    }

    @Test("Frozen at t, the highlight holds where it was at t half a second later; everything else runs as without the freeze",
          arguments: [false, true])
    func freezeHoldsOneLane(rebuild: Bool) throws {
        let frozen = try scrubbing(at: 2.2)
        let (node, _) = try highlight(frozen)
        let held = node.presentationFrame
        let lanes = try #require(frozen.session.lanesNames)
        #expect(lanes.first == "Highlight.frame", "\(lanes)")
        frozen.press("z")
        #expect(frozen.session.frozenLaneNames == ["Highlight.frame"])
        if rebuild {
            // Back before the freeze and forward again: the replay rebuilds the scene, which
            // takes the freeze again.
            frozen.session.scrub(to: 1.0)
        }
        frozen.session.scrub(to: 2.7)
        let reference = try scrubbing(at: 2.7)

        let (heldNode, heldScene) = try highlight(frozen)
        let (movingNode, movingScene) = try highlight(reference)
        #expect(heldNode.presentationFrame == held)
        #expect(movingNode.presentationFrame != held)
        let (mask, _) = try highlight(frozen, "HighlightMask")
        let (referenceMask, _) = try highlight(reference, "HighlightMask")
        #expect(mask.presentationFrame == referenceMask.presentationFrame)

        // Pixels: only where the highlight is, held or moving, do the frames differ.
        let a = try frozen.drawFullFrame(), b = try reference.drawFullFrame()
        let heldBounds = try #require(heldScene.bounds(of: heldNode)), movingBounds = try #require(movingScene.bounds(of: movingNode))
        let allowed = heldBounds.union(movingBounds).insetBy(dx: -2, dy: -2)
        var inside = 0, outside = 0
        // The demo's rows (the lanes under the scrubber show the freeze, as they should).
        for y in 0..<Int(frozen.session.layout.scrubber.minY) {
            for x in 0..<a.pixmap.width where a.pixmap[x, y] != b.pixmap[x, y] {
                if allowed.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 100 && outside == 0, "inside \(inside), outside \(outside) of \(allowed)")

        // Z again lets it go: the frame is the reference's.
        frozen.press("z")
        #expect(frozen.session.frozenLaneNames.isEmpty)
        #expect(heldNode.presentationFrame == movingNode.presentationFrame)
    }
}

/// Edit and re-simulate (issue 25, acceptance 4).
@Suite("Animation lanes: edit and re-simulate")
struct LanesResimulateTests {
    private static let clicks = "0.5 click 300 250\n1.8 click 300 400\n"

    /// D2 after two clicks with the inspector open, scrubbing at 2.2 s.
    private func scrubbing(settings: [(name: String, value: String)] = []) throws -> DemoTester {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800), showsBar: true, settings: settings)
        try harness.run(until: 4, script: Self.clicks)
        harness.press("f8")
        harness.press("s")
        harness.session.scrub(to: 2.2)
        return harness
    }

    @Test("The selection spring edited to response 0.3 in the inspector while scrubbing re-runs the session as --set spring=… does")
    func springEditResimulates() throws {
        let edited = try scrubbing()
        let session = edited.session
        // Give the inspector the keys (a click on its title), then ← twenty times: 0.5 → 0.3 s.
        let inspector = try #require(session.inspectorFrame)
        _ = session.handle(.pointerDown(Point(x: inspector.minX + 20, y: inspector.minY + 12), .primary))
        _ = session.handle(.pointerUp(Point(x: inspector.minX + 20, y: inspector.minY + 12), .primary))
        for _ in 0..<20 { edited.press("left") }
        let spring = try #require(session.parameters.first { $0.name == "spring" })
        #expect(spring.valueText == "response=0.3,dampingFraction=0.825")
        #expect(session.scrubPosition == 2.2, "the keys went to the inspector, not to the playhead")
        // The lanes were recorded again with the new spring.
        #expect(session.lanesSpecs(of: "Highlight.frame") == ["spring(response 0.3 s, damping 0.825)",
                                                             "spring(response 0.3 s, damping 0.825)"])

        let reference = try scrubbing(settings: [("spring", "response=0.3,dampingFraction=0.825")])
        let a = try edited.drawFullFrame(), b = try reference.drawFullFrame()
        let width = Int(session.contentSize.width), height = Int(session.layout.scrubber.minY)
        var differing = 0
        for y in 0..<height { for x in 0..<width where a.pixmap[x, y] != b.pixmap[x, y] { differing += 1 } }
        #expect(differing == 0)
        // And the same after the playhead moves on: every replay keeps the new spring.
        session.scrub(to: 2.5)
        reference.session.scrub(to: 2.5)
        let c = try edited.drawFullFrame(), d = try reference.drawFullFrame()
        differing = 0
        for y in 0..<height { for x in 0..<width where c.pixmap[x, y] != d.pixmap[x, y] { differing += 1 } }
        #expect(differing == 0)
        // Copy as code gives the new spring.
        var copied: [String] = []
        session.onCopyCode = { copied.append($0) }
        edited.press("c")
        #expect(copied.first?.contains("response: 0.3") == true, "\(copied)")
    }
}

/// The lanes and the graph editor as pictures (issue 25, acceptance 2): the panel under the
/// scrubber, at 1280 × 800 with the bar, the bundled font, at a fixed playhead.
@Suite("Animation lanes: goldens")
struct LanesGoldenTests {
    /// The lanes panel's pixels out of the session's frame.
    private func lanesPicture(_ harness: DemoTester) throws -> Pixmap {
        let frame = try harness.drawFullFrame()
        let rect = try #require(harness.session.layout.lanes)
        var picture = try #require(Pixmap(width: Int(rect.width), height: Int(rect.height)))
        for y in 0..<picture.height {
            for x in 0..<picture.width { picture[x, y] = frame.pixmap[x + Int(rect.minX), y + Int(rect.minY)] }
        }
        return picture
    }

    private func expectGoldens(_ descriptor: DemoDescriptor, script: String, until end: Double, playhead: Double,
                               lane: String, name: String) throws {
        let harness = try DemoTester(descriptor, registry: .standard, size: Size(width: 1280, height: 800), showsBar: true)
        try harness.run(until: end, script: script)
        harness.press("s")
        harness.session.scrub(to: playhead)
        #expect(harness.session.selectLane(named: lane), "\(harness.session.lanesNames ?? [])")
        let directory = RepositoryPaths.goldens()
        GoldenImage.expect(try lanesPicture(harness), name: "lanes-\(name)-value", directory: directory)
        harness.press("g")
        GoldenImage.expect(try lanesPicture(harness), name: "lanes-\(name)-speed", directory: directory)
    }

    @Test("D2: the highlight's springs after two clicks, value and speed")
    func menu() throws {
        try expectGoldens(.menu, script: "0.5 click 300 250\n1.8 click 300 400\n", until: 3.5, playhead: 2.2,
                          lane: "Highlight.frame", name: "menu")
    }

    @Test("D2 compared in two lanes: the highlight's spring (response 0.5 against 0.3) overlaid, one colour a lane, value and speed")
    func menuCompared() throws {
        let harness = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800), showsBar: true)
        try harness.session.setCompareLanes(2, crossFades: false)
        try harness.session.applySettings([("b.spring", "response=0.3,dampingFraction=0.825")])
        // Lane A's Projects, then its Employees (the lanes' rows sit 24 points lower, under the headers).
        try harness.run(until: 3.5, script: "0.5 click 300 324\n1.8 click 300 430\n")
        harness.press("s")
        harness.session.scrub(to: 2.2)
        #expect(harness.session.selectLane(named: "Highlight.frame"), "\(harness.session.lanesNames ?? [])")
        let directory = RepositoryPaths.goldens()
        GoldenImage.expect(try lanesPicture(harness), name: "lanes-menu-compared-value", directory: directory)
        harness.press("g")
        GoldenImage.expect(try lanesPicture(harness), name: "lanes-menu-compared-speed", directory: directory)
    }

    @Test("D4: the animator's run, pause, scrub and continue for a caught drawer, value and speed")
    func drawer() throws {
        try expectGoldens(.drawer, script: "0.1 click 640 745\n0.4 drag 640 600 640 700 0.3\n", until: 2, playhead: 0.55,
                          lane: "PropertyAnimator #1.fractionComplete", name: "drawer")
    }
}

/// Regression (found by the damage-checked fuzz): Z on a timer's lane in the gallery drew a hold
/// on it, partly outside the lane's reported bounds; only a node's property can be held.
@Suite("Animation lanes: what a freeze holds")
struct LanesFreezeScopeTests {
    @Test("Z on a timer's lane holds nothing")
    func timerLaneIsNotFrozen() throws {
        let harness = try DemoTester(DemoRegistry.standard.gallery, registry: .standard, size: Size(width: 1280, height: 800), showsBar: true)
        harness.run(until: 1)
        harness.press("s")
        let names = try #require(harness.session.lanesNames)
        #expect(names.first == "Timer #1.fires", "\(names)")
        harness.press("z")
        #expect(harness.session.frozenLaneNames.isEmpty)
    }
}
