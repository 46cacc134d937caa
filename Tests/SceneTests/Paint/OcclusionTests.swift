import AllocationCounter
import Geometry
import Raster
import Testing
import TestSupport
@testable import Scene

/// Parts hidden behind an opaque part in front are painted only around it (`Node.paintParts`):
/// the pixels are those of painting everything whole, in full frames and in incremental ones.
/// The reference scenes fill their front cards through a paint, which has no opaque rectangle,
/// so nothing in them is painted in pieces.
@Suite("Painting around opaque parts in front")
struct OcclusionTests {
    /// A card: an opaque rounded slab with a title, a shadow, turned a little.
    static func card(_ index: Int, throughPaint: Bool) -> Node {
        let color = Color(red: 0.2 + 0.15 * Double(index), green: 0.5, blue: 0.8 - 0.1 * Double(index))
        let slab = RoundedRectangle(cornerRadius: 12)
        if throughPaint { slab.fill(Paint.solid(color)) } else { slab.fill(color) }
        let card = ZStack(alignment: .topLeading) {
            slab
            Text("Card \(index)", font: FontSpec(size: 14), color: .white).padding(10)
        }
        .frame(width: 160, height: 200)
        .shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), radius: 8, y: 3)
        card.rotation = Double(index - 2) * 0.03
        card.offset = Point(x: Double(index) * 6, y: Double(index) * 5)
        return card
    }

    /// Renders the stack at `scale`, then moves the top card in an animation and renders the
    /// frames at `times` incrementally: every frame's pixels.
    static func frames(throughPaint: Bool, scale: Double, times: [Double]) throws -> [[UInt32]] {
        let cards = (0..<4).map { card($0, throughPaint: throughPaint) }
        let stack = ZStack { for card in cards { card } }
        let graph = SceneGraph(root: stack.frame(width: 320, height: 300), size: Size(width: 320, height: 300), text: FixedText())
        graph.layoutIfNeeded()
        let canvas = try #require(Canvas(width: Int(320 * scale), height: Int(300 * scale)))
        canvas.setTransform(.scale(x: scale, y: scale))
        graph.render(in: canvas)
        var frames = [canvas.pixmap.pixels]
        // The top card slides off and turns: the cards under it show again piece by piece.
        graph.withAnimation(.linear(duration: 1)) {
            cards[3].offset = Point(x: 150, y: 40)
            cards[3].rotation = 0.4
        }
        for time in times {
            graph.advance(to: time)
            graph.render(in: canvas)
            frames.append(canvas.pixmap.pixels)
        }
        return frames
    }

    @Test("A stack of cards paints the pixels of painting every card whole", arguments: [1.0, 2.0])
    func stackMatchesWholePainting(scale: Double) throws {
        let times = [0.1, 0.35, 0.6, 1.2]
        let around = try Self.frames(throughPaint: false, scale: scale, times: times)
        let whole = try Self.frames(throughPaint: true, scale: scale, times: times)
        for (index, (a, b)) in zip(around, whole).enumerated() {
            let differing = zip(a, b).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index), scale \(scale): \(differing) pixels differ")
            #expect(Set(a).count > 20, "frame \(index): the cards, their shadows and titles must show")
        }
    }

    /// Under a path clip an opaque fill at full coverage still lets what lies under it show along
    /// the clip's soft edges: neither the part behind nor the front part's own shadow may be left
    /// out there (the shadow hole had this wrong before painting around parts came).
    @Test("Under a path clip, parts behind and shadows under opaque paint are painted whole", arguments: [1.0, 2.0])
    func pathClipPaintsWhole(scale: Double) throws {
        func render(throughPaint: Bool) throws -> [UInt32] {
            let back = RoundedRectangle(cornerRadius: 6).fill(Color(red: 0.9, green: 0.2, blue: 0.1))
            let frontFill = Color(red: 0.1, green: 0.3, blue: 0.9)
            let front = RoundedRectangle(cornerRadius: 6)
            if throughPaint { front.fill(Paint.solid(frontFill)) } else { front.fill(frontFill) }
            front.shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), radius: 6, y: 2)
            // The circle's soft edge runs through the front card's opaque inside.
            let stack = ZStack {
                back.frame(width: 240, height: 200)
                front.frame(width: 220, height: 190)
            }
            .frame(width: 240, height: 200)
            .clipShape(.circle)
            let graph = SceneGraph(root: stack, size: Size(width: 240, height: 200), text: FixedText())
            graph.layoutIfNeeded()
            let canvas = try #require(Canvas(width: Int(240 * scale), height: Int(200 * scale)))
            canvas.clear(.white)
            canvas.setTransform(.scale(x: scale, y: scale))
            graph.render(in: canvas)
            // A second paint, with the bounds of the first: parts in front may now be painted around.
            graph.paint(in: canvas, region: canvas.clipBounds)
            return canvas.pixmap.pixels
        }
        let opaque = try render(throughPaint: false), whole = try render(throughPaint: true)
        let differing = zip(opaque, whole).filter { $0 != $1 }.count
        #expect(differing == 0, "scale \(scale): \(differing) pixels differ")
        #expect(Set(whole).count > 20, "the clip's soft edge must blend the card into white")
    }

    /// Regression: the pieces were painted through a local function that captured the running
    /// union of painted bounds, which boxed it on the heap at every call, an allocation in every
    /// steady frame of every demo with a part behind an opaque one (`bench --scenes demos`).
    @Test("Painting a part around the opaque part in front allocates nothing once warm")
    func paintingAroundAllocatesNothing() throws {
        let back = Rectangle().fill(Color(red: 1, green: 0, blue: 0))
        let front = Rectangle().fill(Color(red: 0, green: 0, blue: 1))
        let stack = ZStack {
            back.frame(width: 200, height: 160)
            front.frame(width: 180, height: 150)
        }
        let graph = SceneGraph(root: stack.frame(width: 200, height: 160), size: Size(width: 200, height: 160), text: FixedText())
        graph.layoutIfNeeded()
        let canvas = try #require(Canvas(width: 200, height: 160))
        graph.render(in: canvas)
        // Warm: from the second paint on, the back is painted in pieces around the front.
        for _ in 0..<3 { graph.paint(in: canvas, region: canvas.clipBounds, fromScratch: true) }
        guard allocation_counter_is_available() != 0 else { return }
        // This thread's allocations alone: other tests run on other threads meanwhile.
        let before = allocation_counter_thread_count()
        allocation_counter_enable_thread()
        for _ in 0..<5 { graph.paint(in: canvas, region: canvas.clipBounds, fromScratch: true) }
        allocation_counter_disable_thread()
        #expect(allocation_counter_thread_count() - before == 0)
    }

    @Test("A part behind an opaque part is painted only around it, and still records its bounds")
    func hiddenPartIsPaintedAroundTheOneInFront() throws {
        // A drawing behind a large opaque card: it sees the clip it is painted under.
        var clips: [IntRect] = []
        let behind = DrawingNode(0.0, overdraw: 0) { canvas, size, _ in
            clips.append(canvas.clipBounds)
            canvas.fill(Rect(origin: .zero, size: size), with: .solid(Color(red: 1, green: 0, blue: 0)))
        }
        let front = RoundedRectangle(cornerRadius: 4).fill(Color(red: 0, green: 0, blue: 1))
        let frontCard = front.frame(width: 180, height: 150)
        let stack = ZStack {
            behind.frame(width: 200, height: 160)
            frontCard
        }
        let graph = SceneGraph(root: stack.frame(width: 200, height: 160), size: Size(width: 200, height: 160), text: FixedText())
        graph.layoutIfNeeded()
        let canvas = try #require(Canvas(width: 200, height: 160))
        graph.render(in: canvas)
        // The first frame has no bounds from a paint before: whole. From the second on, pieces.
        graph.paint(in: canvas, region: canvas.clipBounds)
        let hole = frontCard.occludingPixels(parentDevice: stack.deviceTransform(at: graph.runLoop.now, root: .identity),
                                             time: graph.runLoop.now)
        #expect(hole.area > 20_000)
        let pieces = clips.dropFirst()
        #expect(pieces.count >= 2 && pieces.count <= 4, "\(pieces.count) pieces")
        #expect(pieces.allSatisfy { $0.intersection(hole).isEmpty }, "no piece reaches into the card in front")
        #expect(pieces.reduce(0) { $0 + $1.area } == 200 * 160 - hole.area, "the pieces cover the rest once")
        // The card in front slides away: the drawing behind shows there, as a fresh render has it.
        graph.withAnimation(.linear(duration: 1)) { front.offset = Point(x: 150, y: 0) }
        graph.advance(to: 1)
        graph.render(in: canvas)
        let fresh = try #require(Canvas(width: 200, height: 160))
        graph.paint(in: fresh, region: fresh.clipBounds, fromScratch: true)
        #expect(canvas.pixmap.pixels == fresh.pixmap.pixels)
        #expect(canvas.pixmap.pixels[80 * 200 + 60] == Color(red: 1, green: 0, blue: 0).premultiplied.packed)
    }

    @Test("A part the one in front hides wholly is still painted, under an empty clip, and keeps its bounds")
    func whollyHiddenPartKeepsItsBounds() throws {
        var paints = 0, drawnPixels = 0
        let behind = DrawingNode(0.0, overdraw: 0) { canvas, _, _ in
            paints += 1
            drawnPixels += canvas.clipBounds.area
        }
        let front = Rectangle().fill(Color(red: 0, green: 0.5, blue: 0))
        let stack = ZStack {
            behind.frame(width: 100, height: 100)
            front.frame(width: 200, height: 200)
        }
        let graph = SceneGraph(root: stack.frame(width: 200, height: 200), size: Size(width: 200, height: 200), text: FixedText())
        graph.layoutIfNeeded()
        let canvas = try #require(Canvas(width: 200, height: 200))
        graph.render(in: canvas)
        paints = 0
        drawnPixels = 0
        graph.paint(in: canvas, region: IntRect(x: 20, y: 20, width: 100, height: 100))
        #expect(paints == 1)
        #expect(drawnPixels == 0)
        #expect(behind.paintCache.bounds != nil)
    }
}

/// `ShadowKeyHistory`: a shadow counts as steady when the pass before asked for the same blur; a
/// node painted again in the same pass (in pieces) gets the pass's first answer.
@Suite("Shadow key history")
struct ShadowKeyHistoryTests {
    static func key(_ radius: Double) -> ShadowImage.Key {
        ShadowImage.key(for: Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))!, radius: radius, offset: .zero,
                        transform: .identity, version: 0)
    }

    @Test("Steady from the second pass that asks the same; repeats within a pass keep the answer")
    func repeatsWithinAPassKeepTheAnswer() {
        var history = ShadowKeyHistory()
        // (radius, pass, steady)
        let asks: [(Double, Int, Bool)] = [(4, 1, false), (4, 1, false), (4, 2, true), (4, 2, true), (5, 3, false),
                                           (6, 4, false), (6, 5, true)]
        for (index, ask) in asks.enumerated() {
            let steady = history.isSteady(Self.key(ask.0), pass: ask.1)
            #expect(steady == ask.2, "ask \(index): radius \(ask.0) in pass \(ask.1)")
        }
    }
}
