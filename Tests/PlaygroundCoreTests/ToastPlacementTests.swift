import Demos
import Geometry
import Input
import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

/// A toast says what a key did without covering what the demo is used with, and sits under the
/// key reference like everything else.
@Suite("Toast placement")
struct ToastPlacementTests {
    @Test("F11's toasts leave the drawer's Toggle Drawer label clear, at every lane count")
    func clearOfTheDrawersLabel() throws {
        let live = try LiveWindow(.drawer)
        live.run(until: 0.2)
        for step in 0..<4 {
            live.press("f11")
            live.run(until: 0.3 + Double(step) * 0.1)
            let toast = try #require(live.session.toastFrame)
            let labels = Self.labels(named: "Toggle Drawer", in: live.session)
            #expect(!labels.isEmpty)
            for label in labels { #expect(!label.intersects(toast), "the toast \(toast) covers Toggle Drawer at \(label)") }
        }
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    @Test("A toast shown under the key reference is dimmed with the rest, frame after frame as it fades")
    func dimmedUnderTheKeyReference() throws {
        let live = try LiveWindow(.drawer)
        live.run(until: 0.2)
        live.press("f1")
        live.run(until: 0.4)
        live.press("f11")
        live.press("f11")
        live.press("f11")
        live.press("f11")
        live.run(until: 0.6)
        let toast = try #require(live.session.toastFrame)
        // The toast's white text, seen through the key reference's 35 % black: at most 166.
        var brightest = 0
        let pixels = IntRect(enclosing: toast).intersection(live.canvas.pixmap.bounds)
        for y in pixels.minY..<pixels.maxY {
            for x in pixels.minX..<pixels.maxX { brightest = max(brightest, Int(live.canvas.pixmap[x, y].packed >> 16 & 255)) }
        }
        #expect(brightest <= 170, "the toast shows undimmed (\(brightest))")
        live.run(until: 3)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }

    /// The window rectangles of every text node reading `string` in the demo's scenes.
    static func labels(named string: String, in session: PlaygroundSession) -> [Rect] {
        var found: [Rect] = []
        session.demo.forEachScene(size: session.contentSize) { scene, frame in
            scene.debugVisit(rootTransform: .translation(x: frame.minX, y: frame.minY)) { info in
                if let text = info.node as? TextNode, text.string == string { found.append(info.deviceBounds) }
            }
        }
        return found
    }
}
