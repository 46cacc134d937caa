import Foundation
import Geometry
import Platform
import PlatformTestSupport
import Raster
@testable import Scene
import TestSupport
import Testing

@Suite("Scene painting and damage")
struct SceneRenderTests {
    private static let goldens = RepositoryPaths.goldens()

    /// Every paint feature of the traversal at once: stacks, text, shapes with fill, stroke and
    /// trim, clip shape, mask, opacity group, shadow, rotation about an anchor.
    private static func sampler() -> Node {
        let ring = Circle().stroke(Color(r255: 94, g255: 192, b255: 224), lineWidth: 8, cap: .round).trim(from: 0.1, to: 0.8)
        let masked = Rectangle().fill(Color(r255: 255, g255: 99, b255: 71))
            .mask(Text("MASK", font: FontSpec(size: 30, weight: .semibold)))
        let card = VStack(alignment: .leading, spacing: 6) {
            Text("Scene graph", font: FontSpec(size: 18, weight: .semibold))
            Text("Layout, masks and layers", font: FontSpec(size: 13), color: Color(r255: 90, g255: 90, b255: 90))
        }.padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 8, y: 3))
        let tilted = Rectangle().fill(Color(r255: 52, g255: 120, b255: 246)).frame(width: 60, height: 30)
            .rotationEffect(Double.pi / 8, anchor: .bottomLeading)
        let faded = ZStack {
            Circle().fill(.black).frame(width: 40, height: 40).offset(x: -10)
            Circle().fill(.black).frame(width: 40, height: 40).offset(x: 10)
        }.opacity(0.5)
        let clipped = Rectangle().fill(Color(r255: 40, g255: 180, b255: 99)).frame(width: 80, height: 80)
            .clipShape(.roundedRectangle(topLeft: 30, topRight: 0, bottomRight: 30, bottomLeft: 0))
        return VStack(spacing: 14) {
            card
            HStack(spacing: 16) {
                ring.frame(width: 70, height: 70)
                masked.frame(width: 100, height: 40)
                tilted
                faded
                clipped
            }
        }
    }

    @Test("The sampler scene matches its golden at scale 1 and 2")
    func golden() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        for scale in [1.0, 2.0] {
            let graph = SceneGraph(root: Self.sampler(), size: Size(width: 480, height: 220), text: text)
            graph.backgroundColor = Color(r255: 242, g255: 242, b255: 247)
            let canvas = try #require(Canvas(width: Int(480 * scale), height: Int(220 * scale)))
            canvas.setTransform(.scale(x: scale, y: scale))
            graph.render(in: canvas)
            let mismatch = GoldenImage.compare(canvas.pixmap, name: "scene-sampler@\(Int(scale))x", directory: Self.goldens)
            #expect(mismatch == nil, "\(mismatch?.description ?? "")")
        }
    }

    @Test("Text under rotation and uneven scale is drawn through the transform")
    func transformedText() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let root = HStack(spacing: 30) {
            Text("Upright", font: FontSpec(size: 20, weight: .semibold))
            Text("Rotated", font: FontSpec(size: 20, weight: .semibold), color: Color(r255: 52, g255: 120, b255: 246))
                .rotationEffect(-Double.pi / 9)
            Text("Stretched", font: FontSpec(size: 20)).scaleEffect(x: 1.6, y: 0.8)
        }
        let graph = SceneGraph(root: root, size: Size(width: 420, height: 100), text: text)
        let canvas = try #require(Canvas(width: 840, height: 200))
        canvas.setTransform(.scale(x: 2, y: 2))
        graph.render(in: canvas)
        let mismatch = GoldenImage.compare(canvas.pixmap, name: "scene-transformed-text@2x", directory: Self.goldens)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("Damage is the old and new bounds of what changed, and only that is repainted")
    func damage() throws {
        let moving = Rectangle().fill(.black)
        let still = Rectangle().fill(.black)
        let root = HStack(spacing: 20) {
            moving.frame(width: 20, height: 20)
            still.frame(width: 20, height: 20)
        }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100))
        let canvas = try #require(Canvas(width: 200, height: 100))
        #expect(graph.render(in: canvas) == .rect(IntRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(!graph.needsRedraw)
        #expect(graph.render(in: canvas) == .none)
        // The stack is 60 wide, centred: moving at (70, 40), still at (110, 40).
        moving.offset = Point(x: 0, y: 30)
        #expect(graph.needsRedraw)
        guard case .rect(let damage) = graph.render(in: canvas) else { Issue.record("no damage"); return }
        let expected = Rect(x: 70, y: 40, width: 20, height: 50)
        #expect(damage.rect.contains(expected))
        #expect(damage.width <= 26 && damage.height <= 56)
        // The old place is background again, the new one black, the still square untouched.
        #expect(canvas.pixmap[80, 45] == Color.white.premultiplied)
        #expect(canvas.pixmap[80, 85] == Color.black.premultiplied)
        #expect(canvas.pixmap[120, 50] == Color.black.premultiplied)
        still.fillColor = Color(red: 1, green: 0, blue: 0)
        guard case .rect(let colourDamage) = graph.render(in: canvas) else { Issue.record("no damage"); return }
        #expect(colourDamage.rect.contains(Rect(x: 110, y: 40, width: 20, height: 20)))
        #expect(colourDamage.width <= 24 && colourDamage.height <= 24)
    }

    @Test("A relayout that moves siblings damages them too")
    func layoutDamage() throws {
        let grow = Rectangle().fill(.black)
        let frame = grow.frame(width: 20, height: 20)
        let neighbour = Rectangle().fill(.black).frame(width: 20, height: 20)
        let graph = SceneGraph(root: HStack(alignment: .top, spacing: 0) { frame; neighbour }, size: Size(width: 100, height: 40))
        let canvas = try #require(Canvas(width: 100, height: 40))
        graph.render(in: canvas)
        frame.width = 40
        graph.render(in: canvas)
        // Now 60 wide, centred at x = 20 (y 10…30): the neighbour moved from x = 50 to x = 60.
        #expect(canvas.pixmap[65, 20] == Color.black.premultiplied)
        #expect(canvas.pixmap[22, 20] == Color.black.premultiplied)
        #expect(canvas.pixmap[85, 20] == Color.white.premultiplied)
        #expect(canvas.pixmap[15, 20] == Color.white.premultiplied)
    }

    @Test("A 1×1 or zero-sized scene renders without trouble")
    func degenerateSizes() throws {
        for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 3000, height: 1)] {
            let graph = SceneGraph(root: VStack { Rectangle().fill(.black); Circle().fill(.black).padding(4) }, size: size)
            let canvas = try #require(Canvas(width: max(Int(size.width), 1), height: max(Int(size.height), 1)))
            graph.render(in: canvas)
            _ = graph.hitTest(Point(x: 0.5, y: 0.5))
            #expect(graph.root.frame.isFinite)
        }
    }
}
