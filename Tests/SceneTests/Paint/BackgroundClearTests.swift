import Geometry
import Raster
import Testing
import TestSupport
@testable import Scene

/// A scene clears its repainted region to its background colour only where no opaque node
/// will paint over it (`Node.opaqueCover`): a demo's backdrop covers the window, and at scale 2
/// a clear under it was a needless pass over 16 MB in every full repaint.
@Suite("The background clear under an opaque backdrop")
struct BackgroundClearTests {
    static let size = Size(width: 200, height: 120)
    static let backdropColor = Color(red: 0.1, green: 0.2, blue: 0.6)
    static let background = Color(red: 1, green: 0, blue: 0)

    /// A scene whose first part is a backdrop the size of the scene, as the demos have, with a
    /// label over it.
    static func scene(backdrop: Node) -> SceneGraph {
        let root = ZStack {
            backdrop
            Text("Label", font: FontSpec(size: 14), color: .white)
        }
        .frame(width: size.width, height: size.height)
        let graph = SceneGraph(root: root, size: size, text: FixedText())
        graph.backgroundColor = background
        graph.layoutIfNeeded()
        return graph
    }

    static func cover(of graph: SceneGraph, scale: Double) -> IntRect {
        var budget = SceneGraph.opaqueCoverBudget
        return graph.root.opaqueCover(parentDevice: .scale(x: scale, y: scale), time: graph.runLoop.now, budget: &budget)
    }

    @Test("An opaque backdrop a few levels down covers the whole scene", arguments: [1.0, 2.0])
    func opaqueBackdropCovers(scale: Double) {
        let graph = Self.scene(backdrop: Rectangle().fill(Self.backdropColor))
        // All but the edge pixels (`ShadowHole.inscribedPixels` keeps clear of rounding there).
        let whole = IntRect(x: 0, y: 0, width: Int(200 * scale), height: Int(120 * scale))
        let inner = IntRect(x: 1, y: 1, width: whole.width - 2, height: whole.height - 2)
        let cover = Self.cover(of: graph, scale: scale)
        #expect(cover.intersection(whole) == cover && cover.intersection(inner) == inner, "\(cover)")
    }

    @Test("No cover through a translucent fill, a group opacity, a mask or a clip")
    func nothingCoversThroughEffects() {
        let translucent = Rectangle().fill(Color(red: 0.1, green: 0.2, blue: 0.6, alpha: 0.5))
        let faded = Rectangle().fill(Self.backdropColor).opacity(0.5)
        let masked = ZStack { Rectangle().fill(Self.backdropColor) }.mask(Circle().fill(.black))
        let clipped = ZStack { Rectangle().fill(Self.backdropColor) }.clipShape(.circle)
        for (name, backdrop) in [("translucent", translucent), ("opacity", faded), ("mask", masked), ("clip", clipped)] {
            let graph = Self.scene(backdrop: backdrop)
            #expect(Self.cover(of: graph, scale: 1).isEmpty, "\(name)")
        }
    }

    @Test("A backdrop sliding away shows the background colour where it was, as a fresh render does")
    func slidingBackdropMatchesFreshRender() throws {
        let backdrop = Rectangle().fill(Self.backdropColor)
        let graph = Self.scene(backdrop: backdrop)
        let canvas = try #require(Canvas(width: 400, height: 240))
        canvas.setTransform(.scale(x: 2, y: 2))
        graph.render(in: canvas)
        #expect(canvas.pixmap.pixels[10 * 400 + 10] == Self.backdropColor.premultiplied.packed)
        graph.withAnimation(.linear(duration: 1)) { backdrop.offset = Point(x: 120, y: 0) }
        for time in [0.25, 0.5, 1.0] {
            graph.advance(to: time)
            graph.render(in: canvas)
            let fresh = try #require(Canvas(width: 400, height: 240))
            fresh.setTransform(.scale(x: 2, y: 2))
            graph.paint(in: fresh, region: fresh.clipBounds, fromScratch: true)
            #expect(canvas.pixmap.pixels == fresh.pixmap.pixels, "at \(time) s")
        }
        #expect(canvas.pixmap.pixels[10 * 400 + 10] == Self.background.premultiplied.packed)
    }
}
