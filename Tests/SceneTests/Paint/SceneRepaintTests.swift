import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Scene painted in regions, under and over other drawing")
struct SceneRepaintTests {
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let magenta = Color(red: 1, green: 0, blue: 1)

    /// A few features whose pixels depend on everything under them: a translucent group over a
    /// shape, a clipped shape, anti-aliased edges.
    private func content(moving: Node) -> Node {
        ZStack {
            Circle().fill(Color(r255: 52, g255: 120, b255: 246)).frame(width: 60, height: 60)
            Rectangle().fill(.black).frame(width: 40, height: 40).opacity(0.5).offset(x: 15, y: 10)
            Rectangle().fill(Color(r255: 40, g255: 180, b255: 99)).frame(width: 30, height: 30).clipShape(.circle).offset(x: -40)
            moving
        }
    }

    private func pixels(of canvas: Canvas) -> [UInt32] { canvas.pixmap.pixels }

    /// How many pixels differ (a count reads better in a failure than two arrays of pixels).
    private func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) }
        return zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test("Without clearing, the scene paints over what the canvas holds")
    func noClear() throws {
        let canvas = try #require(Canvas(width: 100, height: 100))
        canvas.clear(Self.red)
        let graph = SceneGraph(root: Rectangle().fill(.black).frame(width: 20, height: 20), size: Size(width: 100, height: 100))
        graph.clearsBackground = false
        graph.render(in: canvas)
        #expect(canvas.pixmap[5, 5] == Self.red.premultiplied)
        #expect(canvas.pixmap[50, 50] == Color.black.premultiplied)
        graph.clearsBackground = true
        #expect(graph.needsRedraw)
        graph.render(in: canvas)
        #expect(canvas.pixmap[5, 5] == Color.white.premultiplied)
    }

    @Test("paint(region:) restores a region drawn over, exactly as the render left it, and is not damage")
    func paintRestoresRegion() throws {
        let moving = Rectangle().fill(Self.red).frame(width: 10, height: 10)
        let graph = SceneGraph(root: content(moving: moving), size: Size(width: 160, height: 100))
        let canvas = try #require(Canvas(width: 320, height: 200))
        canvas.setTransform(.scale(x: 2, y: 2))
        graph.render(in: canvas)
        moving.offset = Point(x: 30, y: 0)
        #expect(graph.render(in: canvas) != .none)
        let clean = pixels(of: canvas)
        // Something else drew over the middle of the scene.
        let overdrawn = IntRect(x: 100, y: 50, width: 130, height: 90)
        canvas.withSavedState {
            canvas.setTransform(.identity)
            canvas.fill(overdrawn.rect, with: Paint(Self.magenta))
        }
        #expect(differing(pixels(of: canvas), clean) > 0)
        #expect(graph.takeDamage(rootTransform: canvas.transform) == .none)
        graph.paint(in: canvas, region: overdrawn)
        #expect(differing(pixels(of: canvas), clean) == 0)
        #expect(!graph.needsRedraw)
        #expect(graph.render(in: canvas) == .none)
    }

    @Test("After region paints, later frames still repaint the old and new bounds of what moves")
    func damageStaysRight() throws {
        let moving = Rectangle().fill(Self.red).frame(width: 10, height: 10)
        let graph = SceneGraph(root: content(moving: moving), size: Size(width: 160, height: 100))
        let canvas = try #require(Canvas(width: 160, height: 100))
        graph.render(in: canvas)
        _ = graph.takeDamage(rootTransform: canvas.transform)
        graph.paint(in: canvas, region: IntRect(x: 0, y: 0, width: 160, height: 100))
        moving.offset = Point(x: 40, y: 20)
        graph.render(in: canvas)
        _ = graph.takeDamage(rootTransform: canvas.transform)
        graph.paint(in: canvas, region: IntRect(x: 60, y: 30, width: 50, height: 50))
        moving.offset = Point(x: -20, y: -30)
        graph.render(in: canvas)

        let fresh = SceneGraph(root: content(moving: Rectangle().fill(Self.red).frame(width: 10, height: 10).offset(x: -20, y: -30)),
                               size: Size(width: 160, height: 100))
        let reference = try #require(Canvas(width: 160, height: 100))
        fresh.render(in: reference)
        #expect(differing(pixels(of: canvas), pixels(of: reference)) == 0)
    }

    @Test("A paint from scratch draws what the incremental frames drew, and leaves the next frame's damage alone")
    func fromScratchMatches() throws {
        let moving = Rectangle().fill(Self.red).frame(width: 10, height: 10)
        let graph = SceneGraph(root: content(moving: moving), size: Size(width: 160, height: 100))
        let canvas = try #require(Canvas(width: 160, height: 100))
        let reference = try #require(Canvas(width: 160, height: 100))
        graph.render(in: canvas)
        graph.withAnimation(.linear(duration: 1)) { moving.offset = Point(x: -40, y: 0) }
        for step in 1...6 {
            graph.advance(to: Double(step) / 10)
            graph.render(in: canvas)
            reference.clear(.clear)
            graph.paint(in: reference, region: reference.clipBounds, fromScratch: true)
            #expect(differing(pixels(of: canvas), pixels(of: reference)) == 0, "step \(step)")
        }
        graph.advance(to: 0.7)
        #expect(graph.takeDamage(rootTransform: canvas.transform) != .none, "time moved under the animation")
    }

    @Test("A region paint is limited to the canvas's clip")
    func clipped() throws {
        let graph = SceneGraph(root: content(moving: Rectangle()), size: Size(width: 160, height: 100))
        let canvas = try #require(Canvas(width: 160, height: 100))
        graph.render(in: canvas)
        let before = pixels(of: canvas)
        canvas.save()
        canvas.clip(to: Rect(x: 150, y: 90, width: 10, height: 10))
        canvas.clear(Self.magenta)
        graph.paint(in: canvas, region: IntRect(x: 0, y: 0, width: 160, height: 100))
        canvas.restore()
        #expect(differing(pixels(of: canvas), before) == 0)
    }

    /// Regression: a masked group whose mask covered none of it on its first paint returned
    /// before visiting its content and recorded no painted bounds, so incremental frames skipped
    /// it as clean ever after, however far the mask grew (D1's fluid in a window never showed).
    @Test("A masked group whose mask starts empty shows its content once the mask grows")
    func maskStartingEmptyGrows() throws {
        let size = Size(width: 120, height: 40)
        func scene(_ width: State<Double>) -> SceneGraph {
            let row = HStack(spacing: 0) {
                Spacer().frame(width: 4)
                Rectangle().fill(Self.red).frame(width: 92, height: 20)
            }
            let root = Rectangle().fill(Self.magenta).frame(width: 96, height: 20)
                .overlay(row.mask(GeometryReader { size in
                    Rectangle().fill(.black).frame(width: 0)
                        .bind(width, animation: nil) { mask, value in mask.width = value }
                        .frame(width: size.width, height: size.height, alignment: .leading)
                }))
            return SceneGraph(root: root, size: size)
        }
        let width = State(0.0)
        let live = scene(width)
        let canvas = try #require(Canvas(width: 120, height: 40))
        for step in 0...30 {
            width.value = Double(step) * 2
            live.render(in: canvas)
        }
        let fresh = scene(State(60.0))
        let reference = try #require(Canvas(width: 120, height: 40))
        fresh.render(in: reference)
        #expect(differing(pixels(of: canvas), pixels(of: reference)) == 0)
        #expect(reference.pixmap[40, 20] == Self.red.premultiplied)
    }
}
