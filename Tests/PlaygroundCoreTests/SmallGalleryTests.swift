import Demos
import Geometry
import Platform
import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

/// The gallery in a small window (640 × 400: tiles of about 190 × 140 points) still shows each
/// demo whole: nothing breaks mid-word, covers what it is about, or runs under something else.
@Suite("A small gallery")
struct SmallGalleryTests {
    private func tiles() throws -> [String: SceneGraph] {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: DemoRegistry.standard.gallery, context: DemoContext(text: text),
                                        size: Size(width: 640, height: 400), showsBar: true)
        FrameClock.run(session, until: 1.5)
        let canvas = try #require(Canvas(width: 640, height: 400))
        session.draw(in: canvas)
        var scenes: [String: SceneGraph] = [:]
        for part in session.demo.parts {
            if let demo = part.demo as? SceneDemo { scenes[part.name] = demo.scene }
        }
        return scenes
    }

    private func bounds(_ name: String, in scene: SceneGraph) throws -> Rect {
        let node = try #require(scene.root.descendants(named: name).first, "no \(name)")
        return try #require(scene.bounds(of: node))
    }

    /// Regression: at 640 × 400 D5's "easeInEaseOut" broke into "easeInEaseO" / "ut".
    @Test("D5's curve names shrink to fit their column rather than break")
    func dropLabelsOnOneLine() throws {
        let scene = try #require(try tiles()["drops"])
        for index in 0..<3 {
            let label = try #require(scene.root.descendants(named: "DropLabel.\(index)").first as? TextNode)
            #expect(label.frame.height < label.font.size * 1.6, "label \(index) takes \(label.frame.height) points: more than one line")
        }
    }

    /// Regression: at 640 × 400 D4's readout covered the contact's avatar and name.
    @Test("D4's readout never covers the contact's avatar and name")
    func readoutClearOfTheHeader() throws {
        let scene = try #require(try tiles()["drawer"])
        let header = try bounds("ContactHeader", in: scene)
        let readout = try #require(scene.root.descendants(named: "DrawerReadout").first)
        if let panel = scene.bounds(of: readout), panel.width > 0, panel.height > 0 {
            #expect(!panel.intersects(header), "\(panel) covers \(header)")
        }
    }

    /// Regression: at 640 × 400 D6's key hint ran under the card stack.
    @Test("D6's hint stays clear of the cards")
    func hintClearOfTheCards() throws {
        let scene = try #require(try tiles()["cards"])
        let hint = try bounds("CardHint", in: scene)
        let stack = try #require(scene.root.descendants(named: "CardStack").first)
        var cards = Rect.zero
        for node in stack.descendants(ofType: Node.self) {
            if let box = scene.bounds(of: node), box.width > 0 { cards = cards == .zero ? box : cards.union(box) }
        }
        #expect(cards != .zero)
        #expect(!cards.intersects(hint), "the cards \(cards) run over the hint \(hint)")
    }
}
