import Geometry
@testable import PlaygroundCore
import Raster
import Scene
import TestSupport
import Testing

/// The compositor: each layer reports its own changes; the frame repaints their union in every
/// layer, bottom to top, so what lies under or over a change follows it.
@Suite("Compositor")
struct CompositorTests {
    static let size = Size(width: 100, height: 60)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A scene of one coloured square at `position` on an opaque or transparent backdrop.
    private func scene(_ color: Color, size: Size = size, square: Double = 20, opaque: Bool) -> (SceneGraph, Node) {
        let square = Rectangle().fill(color).frame(width: square, height: square)
        let root = ZStack(alignment: .topLeading) { square }.frame(width: size.width, height: size.height, alignment: .topLeading)
        let graph = SceneGraph(root: root, size: size)
        graph.clearsBackground = opaque
        return (graph, square)
    }

    /// How many pixels differ (a count reads better in a failure than two arrays).
    private func differing(_ a: Canvas, _ b: Canvas) -> Int {
        zip(a.pixmap.pixels, b.pixmap.pixels).filter { $0 != $1 }.count
    }

    private func compose(_ compositor: Compositor, _ layers: [(SceneGraph, Rect)], into canvas: Canvas) -> Damage {
        compositor.begin()
        for (index, (layer, frame)) in layers.enumerated() { compositor.add(layer, frame: frame, role: .demo(scene: index)) }
        return compositor.composite(into: canvas)
    }

    /// A canvas with every layer painted once from nothing: what the frame must equal.
    private func fresh(_ layers: [(SceneGraph, Rect)]) throws -> Canvas {
        let canvas = try #require(Canvas(width: Int(Self.size.width), height: Int(Self.size.height)))
        for (layer, frame) in layers {
            canvas.save()
            canvas.clip(to: frame)
            canvas.translate(x: frame.minX, y: frame.minY)
            layer.paint(in: canvas, region: canvas.clipBounds, fromScratch: true)
            canvas.restore()
        }
        return canvas
    }

    @Test("The first frame and a new canvas size repaint everything; then nothing until something changes")
    func firstFrame() throws {
        let compositor = Compositor()
        let (bottom, _) = scene(Self.red, opaque: true)
        let canvas = try #require(Canvas(width: 100, height: 60))
        #expect(compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size))], into: canvas) == .everything)
        #expect(compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size))], into: canvas) == .none)
        let larger = try #require(Canvas(width: 120, height: 60))
        #expect(compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size))], into: larger) == .everything)
        compositor.invalidateAll()
        #expect(compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size))], into: larger) == .everything)
    }

    @Test("A translucent layer's change repaints the layer under it there first")
    func overlayChange() throws {
        let compositor = Compositor()
        let (bottom, bottomSquare) = scene(Self.red, opaque: true)
        let (top, topSquare) = scene(Self.blue.withAlphaMultiplied(by: 0.5), opaque: false)
        let layers = [(bottom, Rect(origin: .zero, size: Self.size)), (top, Rect(origin: .zero, size: Self.size))]
        let canvas = try #require(Canvas(width: 100, height: 60))
        _ = compose(compositor, layers, into: canvas)
        topSquare.offset = Point(x: 30, y: 10)
        let damage = compose(compositor, layers, into: canvas)
        // The old and the new square (the scene pads its damage by a pixel for anti-aliasing).
        guard case .rect(let region) = damage else { Issue.record("\(damage)"); return }
        #expect(region.intersection(IntRect(x: 0, y: 0, width: 50, height: 30)) == IntRect(x: 0, y: 0, width: 50, height: 30))
        #expect(region.width <= 52 && region.height <= 32)
        #expect(differing(canvas, try fresh(layers)) == 0, "the old place shows no blue, the new one no doubled blue")
        bottomSquare.offset = Point(x: 60, y: 30)
        _ = compose(compositor, layers, into: canvas)
        #expect(differing(canvas, try fresh(layers)) == 0, "the layer over the change is painted again over it")
    }

    @Test("A layer that goes away, or moves, leaves what is under it repainted")
    func layerRemovedOrMoved() throws {
        let compositor = Compositor()
        let (bottom, _) = scene(Self.red, opaque: true)
        let (panel, _) = scene(Self.blue, size: Size(width: 30, height: 20), square: 30, opaque: true)
        let full = (bottom, Rect(origin: .zero, size: Self.size))
        let canvas = try #require(Canvas(width: 100, height: 60))
        _ = compose(compositor, [full, (panel, Rect(x: 50, y: 30, width: 30, height: 20))], into: canvas)
        #expect(canvas.pixmap[60, 40] == Self.blue.premultiplied)
        let moved = compose(compositor, [full, (panel, Rect(x: 10, y: 30, width: 30, height: 20))], into: canvas)
        #expect(moved == .rect(IntRect(x: 10, y: 30, width: 70, height: 20)))
        #expect(canvas.pixmap[60, 40] == Color.white.premultiplied)
        let removed = compose(compositor, [full], into: canvas)
        #expect(removed == .rect(IntRect(x: 10, y: 30, width: 30, height: 20)))
        #expect(differing(canvas, try fresh([full])) == 0)
    }

    @Test("A group composites at its opacity and repaints its area every frame it is translucent")
    func translucentGroup() throws {
        let compositor = Compositor()
        let (bottom, _) = scene(Self.red, opaque: true)
        let (fading, _) = scene(Self.blue, opaque: true)
        let frame = Rect(origin: .zero, size: Self.size)
        let canvas = try #require(Canvas(width: 100, height: 60))
        for opacity in [0.75, 0.5] {
            compositor.begin()
            compositor.add(bottom, frame: frame, role: .demo(scene: 0))
            compositor.beginGroup(opacity: opacity)
            compositor.add(fading, frame: frame, role: .outgoingDemo(scene: 0))
            compositor.endGroup()
            #expect(compositor.composite(into: canvas) != .none)
            let pixel = canvas.pixmap[5, 5]
            #expect(approx(Double(pixel.blue), 255 * opacity, 1.5), "\(pixel) at \(opacity)")
        }
    }

    @Test("The damage check finds a layer that under-reports its damage, and names it")
    func checkFindsUnderReporting() throws {
        let compositor = Compositor()
        compositor.check = DamageCheck()
        let liar = LyingLayer()
        let frame = Rect(origin: .zero, size: Self.size)
        let canvas = try #require(Canvas(width: 100, height: 60))
        compositor.begin()
        compositor.add(liar, frame: frame, role: .inspector)
        compositor.composite(into: canvas)
        #expect(compositor.check?.failures.isEmpty == true)
        liar.color = Self.blue
        compositor.begin()
        compositor.add(liar, frame: frame, role: .inspector)
        #expect(compositor.composite(into: canvas) == .none)
        let failure = try #require(compositor.check?.failures.first)
        #expect(failure.frame == 2 && failure.rectangle == IntRect(x: 0, y: 0, width: 100, height: 60) && failure.pixelCount == 6000)
        #expect(failure.description.contains("outside the reported damage (none)") && failure.description.contains("inspector"),
                "\(failure)")
    }

    @Test("Pixels the system lost are unknown to the check until a frame repaints them")
    func lostPixels() throws {
        let compositor = Compositor()
        compositor.check = DamageCheck()
        let (bottom, _) = scene(Self.red, opaque: true)
        let layers = [(bottom, Rect(origin: .zero, size: Self.size))]
        let canvas = try #require(Canvas(width: 100, height: 60))
        _ = compose(compositor, layers, into: canvas)
        compositor.invalidateAll()
        #expect(compose(compositor, layers, into: canvas) == .everything)
        #expect(compositor.check?.failures.isEmpty == true)
    }
}

/// A layer whose picture changes without its saying so.
private final class LyingLayer: CompositorLayer {
    var color = CompositorTests.red
    func takeDamage(transform: Transform) -> Damage { .none }
    func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool) {
        canvas.save()
        canvas.setTransform(.identity)
        canvas.limitDrawing(toDevice: region)
        canvas.clear(color)
        canvas.restore()
    }
}

extension CompositorTests {
    @Test("Changes far apart are painted as separate rectangles; near or mostly overlapping ones as one")
    func damageClusters() {
        var parts = [IntRect(x: 0, y: 0, width: 10, height: 10), IntRect(x: 80, y: 40, width: 10, height: 10)]
        #expect(Compositor.mergeIntoClusters(&parts) && parts.count == 2)
        parts = [IntRect(x: 0, y: 0, width: 10, height: 10), IntRect(x: 2, y: 2, width: 10, height: 10)]
        #expect(Compositor.mergeIntoClusters(&parts) && parts == [IntRect(x: 0, y: 0, width: 12, height: 12)])
        // A strip overlapping a large part by one column stays apart: the rectangle around both
        // would be mostly pixels neither covers (a gallery tile and the strip along the row above).
        parts = [IntRect(x: 0, y: 0, width: 861, height: 36), IntRect(x: 860, y: 36, width: 404, height: 355)]
        #expect(Compositor.mergeIntoClusters(&parts) && parts.count == 2)
        // Side by side: the rectangle around both is no larger than the two.
        parts = [IntRect(x: 0, y: 0, width: 10, height: 10), IntRect(x: 10, y: 0, width: 10, height: 10),
                 IntRect(x: 70, y: 50, width: 5, height: 5)]
        #expect(Compositor.mergeIntoClusters(&parts) && parts.count == 2 && parts.contains(IntRect(x: 0, y: 0, width: 20, height: 10)))
        // Merging can make a cluster reach another, until one holds them all.
        parts = (0..<40).map { IntRect(x: $0 * 2, y: 0, width: 1, height: 1) }
        #expect(Compositor.mergeIntoClusters(&parts) && parts.count == 1)
        parts = [.empty]
        #expect(!Compositor.mergeIntoClusters(&parts))
    }

    @Test("Two layers changing in opposite corners repaint two rectangles, to the pixels of a fresh frame")
    func farApartChanges() throws {
        let compositor = Compositor()
        let (left, leftSquare) = scene(Self.red, size: Size(width: 50, height: 60), square: 8, opaque: true)
        let (right, rightSquare) = scene(Self.blue, size: Size(width: 50, height: 60), square: 8, opaque: true)
        let layers = [(left, Rect(x: 0, y: 0, width: 50, height: 60)), (right, Rect(x: 50, y: 0, width: 50, height: 60))]
        let canvas = try #require(Canvas(width: 100, height: 60))
        rightSquare.offset = Point(x: 40, y: 50)
        _ = compose(compositor, layers, into: canvas)
        leftSquare.offset = Point(x: 2, y: 1)
        rightSquare.offset = Point(x: 41, y: 51)
        // A pixel painted outside the two changes would show: mark the middle.
        let green = Color(red: 0, green: 1, blue: 0)
        canvas.save()
        canvas.clip(to: Rect(x: 50, y: 30, width: 1, height: 1))
        canvas.clear(green)
        canvas.restore()
        guard case .rect(let region) = compose(compositor, layers, into: canvas) else { Issue.record("no damage"); return }
        // The window uploads the rectangle around both.
        for part in [IntRect(x: 0, y: 0, width: 10, height: 9), IntRect(x: 91, y: 51, width: 8, height: 8)] {
            #expect(region.intersection(part) == part)
        }
        #expect(canvas.pixmap[50, 30] == green.premultiplied, "the middle was not repainted")
        #expect(differing(canvas, try fresh(layers)) == 1, "only the marked pixel differs from a fresh frame")
    }

    @Test("Around an opaque bottom layer only the rest of the damage is cleared, to the pixels of a fresh frame")
    func clearAroundOpaqueBottom() throws {
        let compositor = Compositor()
        // The demo's scene over the top 48 rows, a strip below it (a tab bar's place) left bare.
        let (bottom, _) = scene(Self.red, size: Size(width: 100, height: 48), opaque: true)
        let layers = [(bottom, Rect(x: 0, y: 0, width: 100, height: 48))]
        let canvas = try #require(Canvas(width: 100, height: 60))
        canvas.clear(Color(red: 0, green: 1, blue: 0))
        #expect(compose(compositor, layers, into: canvas) == .everything)
        #expect(canvas.pixmap[50, 55] == Color.clear.premultiplied, "the strip no layer paints is cleared")
        #expect(canvas.pixmap[50, 40] == Color.white.premultiplied, "the scene's own background")
        #expect(differing(canvas, try fresh(layers)) == 0)
    }

    @Test("A change under an opaque layer that did not change repaints only what that layer leaves showing, to the pixels of a fresh frame")
    func changeUnderOpaqueLayer() throws {
        let compositor = Compositor()
        let (bottom, square) = scene(Self.red, opaque: true)
        let (top, _) = scene(Self.blue, size: Size(width: 60, height: 40), square: 4, opaque: true)
        let frame = Rect(x: 20, y: 10, width: 60, height: 40)
        let canvas = try #require(Canvas(width: 100, height: 60))
        square.offset = Point(x: 30, y: 20)
        _ = compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size)), (top, frame)], into: canvas)
        let green = Color(red: 0, green: 1, blue: 0)
        func mark() {
            canvas.save()
            canvas.clip(to: Rect(x: 50, y: 30, width: 1, height: 1))
            canvas.clear(green)
            canvas.restore()
        }
        // Wholly under the top layer: nothing of it shows, and nothing is repainted.
        mark()
        square.offset = Point(x: 34, y: 24)
        _ = compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size)), (top, frame)], into: canvas)
        #expect(canvas.pixmap[50, 30] == green.premultiplied, "the opaque layer over the change was repainted")
        // Half out from under it: the part that shows is painted.
        square.offset = Point(x: 70, y: 40)
        _ = compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size)), (top, frame)], into: canvas)
        #expect(canvas.pixmap[50, 30] == green.premultiplied)
        #expect(differing(canvas, try fresh([(bottom, Rect(origin: .zero, size: Self.size)), (top, frame)])) == 1,
                "only the marked pixel differs from a fresh frame")
        // The top layer moved in the same frame: it is painted whole where it is now.
        let moved = Rect(x: 22, y: 10, width: 60, height: 40)
        square.offset = Point(x: 30, y: 20)
        _ = compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size)), (top, moved)], into: canvas)
        #expect(differing(canvas, try fresh([(bottom, Rect(origin: .zero, size: Self.size)), (top, moved)])) == 0)
        // A translucent layer over the change shows it: repainted there.
        top.clearsBackground = false
        _ = compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size)), (top, moved)], into: canvas)
        mark()
        square.offset = Point(x: 40, y: 24)
        _ = compose(compositor, [(bottom, Rect(origin: .zero, size: Self.size)), (top, moved)], into: canvas)
        #expect(differing(canvas, try fresh([(bottom, Rect(origin: .zero, size: Self.size)), (top, moved)])) == 0)
    }
}
