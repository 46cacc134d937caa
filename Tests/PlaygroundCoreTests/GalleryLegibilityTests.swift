import Demos
import Foundation
import Geometry
import Platform
@testable import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

/// Every gallery tile and the bar stay legible at every window size from the smallest the window
/// allows (`Window.minimumSize`) up: no label clipped by its tile, wrapped inside a word, over
/// another label or across an edge of what is drawn under it, and nothing a demo shows at its
/// smallest layout missing from its tile. Held with the bundled font, at scale 2.
@Suite("Gallery legibility")
struct GalleryLegibilityTests {
    static let sizes: [Size] = [
        Window.minimumSize, Size(width: 400, height: 300), Size(width: 480, height: 360), Size(width: 640, height: 400),
        Size(width: 800, height: 500), Size(width: 1024, height: 640), Size(width: 1280, height: 800),
        Size(width: 1920, height: 1080), Size(width: 420, height: 900), Size(width: 1400, height: 320),
    ]
    static let scale = 2.0

    /// The gallery of the built-in demos in a window of `size` with the bar, at 0.5 s.
    static func gallery(size: Size) throws -> (PlaygroundSession, GalleryDemo, TrueTypeText) {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let registry = DemoRegistry.standard
        let session = PlaygroundSession(registry: registry, initial: registry.gallery, context: DemoContext(text: text),
                                        size: size, showsBar: true)
        session.advance(to: 0.5)
        return (session, try #require(session.demo as? GalleryDemo), text)
    }

    @Test("Every tile is legible at every window size", arguments: sizes)
    func tilesAreLegible(size: Size) throws {
        let (session, gallery, _) = try Self.gallery(size: size)
        var problems: [String] = []
        var tile = 0
        gallery.forEachScene(size: session.contentSize) { scene, rect in
            guard let index = gallery.tileContents.firstIndex(where: { $0.origin == rect.origin }) else { return }
            let name = gallery.entries[index].descriptor.name
            problems += Legibility.problems(in: scene, size: rect.size, scale: Self.scale, label: "\(name) tile at \(Int(size.width))×\(Int(size.height))")
            tile += 1
        }
        #expect(tile == DemoRegistry.standard.demos.count)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("Nothing a demo shows at its smallest layout is missing from its tile", arguments: sizes)
    func tilesShowEverything(size: Size) throws {
        let (_, gallery, text) = try Self.gallery(size: size)
        var problems: [String] = []
        for entry in gallery.entries {
            guard let scene = (entry.demo as? SceneDemo)?.scene else { continue }
            // The same demo alone at its smallest layout: what it shows there, the tile shows too.
            let alone = entry.descriptor.make(DemoContext(text: text, size: scene.minimumLayoutSize == .zero ? Size(width: 320, height: 240) : scene.minimumLayoutSize))
            alone.advance(to: 0.5)
            guard let aloneScene = (alone as? SceneDemo)?.scene else { continue }
            let expected = Legibility.shownContent(of: aloneScene)
            let shown = Legibility.shownContent(of: scene)
            let missing = expected.subtracting(shown)
            if !missing.isEmpty {
                problems.append("\(entry.descriptor.name) tile at \(Int(size.width))×\(Int(size.height)) misses \(missing.sorted())")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("The bar's labels stay on one line inside the bar", arguments: sizes)
    func barIsLegible(size: Size) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let tabs = [(0, "Gallery")] + DemoRegistry.standard.demos.map { ($0.number, $0.title) }
        let bar = PlaygroundBar(tabs: tabs, text: text, width: size.width, current: 0)
        bar.scene.layoutIfNeeded()
        let problems = Legibility.problems(in: bar.scene, size: bar.scene.size, scale: Self.scale,
                                           label: "bar at \(Int(size.width)) pt", checksBackground: false)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}

/// The checks behind `GalleryLegibilityTests`, on one scene drawn alone at its size.
enum Legibility {
    struct Label {
        let node: TextNode
        let rect: Rect
        /// The font's size on the device, in pixels.
        let pixelSize: Double
    }

    /// Text drawn smaller than this many device pixels is a picture of text (the menu scaled to
    /// a thumbnail in a tiny tile), not something to read: its glyphs' fringes may touch.
    static let smallestReadableSize = 5.0

    /// The labels shown (a cumulative opacity above 1 %, a non-empty string) with their device
    /// rectangles at `scale`.
    static func labels(in scene: SceneGraph, scale: Double) -> [Label] {
        var opacities: [Double] = []
        var found: [Label] = []
        scene.debugVisit(rootTransform: .scale(scale)) { info in
            if opacities.count > info.depth { opacities.removeLast(opacities.count - info.depth) }
            let opacity = (opacities.last ?? 1) * info.opacity
            opacities.append(opacity)
            guard let label = info.node as? TextNode, opacity > 0.01, !label.string.isEmpty else { return }
            let scale = (info.deviceTransform.a * info.deviceTransform.d - info.deviceTransform.b * info.deviceTransform.c).squareRoot()
            found.append(Label(node: label, rect: info.deviceBounds, pixelSize: label.font.size * scale))
        }
        return found
    }

    /// What the scene shows, as names: every label's string and every drawn node's name.
    static func shownContent(of scene: SceneGraph) -> Set<String> {
        scene.layoutIfNeeded()
        var shown = Set<String>()
        let bounds = Rect(origin: .zero, size: scene.size)
        scene.debugVisit(rootTransform: .identity) { info in
            guard info.deviceBounds.width * info.deviceBounds.height > 0, info.deviceBounds.intersects(bounds) else { return }
            if let label = info.node as? TextNode, !label.string.isEmpty {
                // Live values change from moment to moment; their presence is what counts.
                shown.insert(info.node is LiveTextNode ? "live text" : "text “\(label.string)”")
            } else if info.node is ShapeNode {
                shown.insert("shape \(info.debugName)")
            }
        }
        return shown
    }

    static func problems(in scene: SceneGraph, size: Size, scale: Double, label: String, checksBackground: Bool = true) -> [String] {
        scene.layoutIfNeeded()
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0 else { return ["\(label): nothing to draw"] }
        func render(hiding hidden: [TextNode]) -> Pixmap? {
            guard let canvas = Canvas(width: width, height: height) else { return nil }
            canvas.setTransform(.scale(scale))
            for node in hidden { node.opacity = 0 }
            scene.setNeedsFullRedraw()
            scene.render(in: canvas)
            for node in hidden { node.opacity = 1 }
            return canvas.pixmap
        }
        let labels = labels(in: scene, scale: scale)
        guard let whole = render(hiding: []), let bare = render(hiding: labels.map(\.node)) else { return ["\(label): no canvas"] }
        scene.setNeedsFullRedraw()
        let area = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let pixels = IntRect(x: 0, y: 0, width: width, height: height)
        var problems: [String] = []
        // What each label shows: the pixels that change when it alone is hidden. A label under an
        // opaque node drawn after it (a row under the closed drawer, the text of a card deeper in
        // the stack) shows nothing and is not read; one drawn twice at one place (the menu's
        // masked copy of its rows) is one label to the eye.
        var shown: [(label: Label, pixels: Set<Int>, bounds: IntRect)] = []
        for item in labels {
            let region = IntRect(enclosing: item.rect.insetBy(dx: -2, dy: -2)).intersection(pixels)
            guard !region.isEmpty, let without = render(hiding: [item.node]) else { continue }
            var visible = Set<Int>()
            var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            for y in region.minY..<region.maxY {
                for x in region.minX..<region.maxX where whole[x, y] != without[x, y] {
                    visible.insert(y * width + x)
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x + 1); maxY = max(maxY, y + 1)
                }
            }
            guard !visible.isEmpty else { continue }
            if shown.contains(where: { $0.label.node.string == item.node.string && $0.label.rect == item.rect }) { continue }
            shown.append((item, visible, IntRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)))
        }
        scene.setNeedsFullRedraw()
        for (item, _, bounds) in shown {
            let name = "“\(item.node.string)”"
            if !area.insetBy(dx: -1, dy: -1).contains(item.rect) {
                problems.append("\(label): \(name) is clipped (\(item.rect) outside \(area))")
            }
            let words = item.node.string.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let drawn = item.node.displayedLines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            if drawn != words, !drawn.hasSuffix("…") {
                problems.append("\(label): \(name) breaks inside a word: \(item.node.displayedLines)")
            }
            let under = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
            if checksBackground, let edge = edge(in: bare, under: under.insetBy(dx: 1, dy: 1)) {
                problems.append("\(label): \(name) sits across an edge of what is under it, at \(edge)")
            }
        }
        for (i, a) in shown.enumerated() {
            // A few shared pixels are two glyphs' anti-aliased fringes touching in a tiny tile;
            // more than 2 % of the smaller label is one drawn over the other.
            for b in shown[(i + 1)...] where min(a.label.pixelSize, b.label.pixelSize) >= smallestReadableSize && !a.bounds.intersection(b.bounds).isEmpty
                && Double(a.pixels.intersection(b.pixels).count) > 0.02 * Double(min(a.pixels.count, b.pixels.count)) {
                problems.append("\(label): “\(a.label.node.string)” overlaps “\(b.label.node.string)” (\(a.pixels.intersection(b.pixels).count) of \(min(a.pixels.count, b.pixels.count)) pixels)")
            }
        }
        return problems
    }

    private static func differs(_ a: Pixmap, _ b: Pixmap, in rect: IntRect) -> Bool {
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX where a[x, y] != b[x, y] { return true }
        }
        return false
    }

    /// The first place inside `rect` where two neighbouring pixels differ by more than a smooth
    /// gradient does: a shape's edge, a line, another node's outline.
    private static func edge(in pixmap: Pixmap, under rect: Rect) -> Point? {
        let bounds = IntRect(enclosing: rect).intersection(IntRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        guard bounds.width > 1, bounds.height > 1 else { return nil }
        func channels(_ value: UInt32) -> (Int, Int, Int, Int) {
            (Int(value >> 24), Int((value >> 16) & 255), Int((value >> 8) & 255), Int(value & 255))
        }
        func jump(_ a: UInt32, _ b: UInt32) -> Bool {
            let p = channels(a), q = channels(b)
            return abs(p.0 - q.0) > 8 || abs(p.1 - q.1) > 8 || abs(p.2 - q.2) > 8 || abs(p.3 - q.3) > 8
        }
        for y in bounds.minY..<bounds.maxY {
            for x in bounds.minX..<bounds.maxX {
                let here = pixmap[x, y].packed
                if x + 1 < bounds.maxX, jump(here, pixmap[x + 1, y].packed) { return Point(x: Double(x), y: Double(y)) }
                if y + 1 < bounds.maxY, jump(here, pixmap[x, y + 1].packed) { return Point(x: Double(x), y: Double(y)) }
            }
        }
        return nil
    }
}
