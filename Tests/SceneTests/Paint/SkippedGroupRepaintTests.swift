import Geometry
import Raster
import Testing
import TestSupport
@testable import Scene

/// A group (a mask, a group opacity) that a frame skips without visiting its subtree (its mask
/// covers none of it, or it lies outside the region drawn) must not lose what its subtree still
/// has to paint: a later change there has to reach it, as it reaches a fresh render.
@Suite("Groups skipped with work left below them")
struct SkippedGroupRepaintTests {
    static let ink = Color(red: 0.1, green: 0.3, blue: 0.9)

    @Test("A node added under a masked group that drew nothing last frame is painted", arguments: [1.0, 2.0])
    func additionUnderEmptyMaskShows(scale: Double) throws {
        // Inside the group: a square outside the mask (the left half), which will change, under a
        // translucent group. The mask lets nothing of it through.
        let outsideShape = Rectangle().fill(Self.ink)
        let outside = outsideShape.frame(width: 20, height: 20)
        outside.offset = Point(x: 150, y: 10)
        let holder = ZStack(alignment: .topLeading) { outside }
        let faded = ZStack(alignment: .topLeading) { holder }.frame(width: 200, height: 100, alignment: .topLeading).opacity(0.5)
        let mask = Rectangle().fill(.black).frame(width: 100, height: 100)
        let masked = ZStack(alignment: .topLeading) { faded }
            .frame(width: 200, height: 100, alignment: .topLeading)
            .mask(ZStack(alignment: .topLeading) { mask }.frame(width: 200, height: 100, alignment: .topLeading))
        let root = ZStack(alignment: .topLeading) { masked }.frame(width: 200, height: 100, alignment: .topLeading)
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        let width = Int(200 * scale), height = Int(100 * scale)
        let canvas = try #require(Canvas(width: width, height: height))
        canvas.setTransform(.scale(x: scale, y: scale))
        graph.render(in: canvas)
        // The square changes where the mask hides it: the frame skips the masked group.
        outsideShape.fill(Color(red: 0.9, green: 0.2, blue: 0.1))
        graph.render(in: canvas)
        // A square joins beside it, inside the mask.
        let inside = Rectangle().fill(Self.ink).frame(width: 20, height: 20)
        inside.offset = Point(x: 30, y: 10)
        holder.appendChild(inside)
        graph.render(in: canvas)
        let fresh = try #require(Canvas(width: width, height: height))
        fresh.setTransform(.scale(x: scale, y: scale))
        graph.paint(in: fresh, region: fresh.clipBounds, fromScratch: true)
        let x = Int(40 * scale), y = Int(20 * scale)
        #expect(fresh.pixmap.pixels[y * width + x] != Color.white.premultiplied.packed, "a fresh render shows the new square")
        let differing = zip(canvas.pixmap.pixels, fresh.pixmap.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from a fresh render")
    }
}
