import Foundation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

/// A shadow is not drawn where the node that casts it covers it with opaque paint: the pixels are
/// the same, the work (sampling, blending) is not done.
@Suite("Shadows skip what their node covers")
struct ShadowHoleTests {
    /// A card: an opaque rounded rectangle in a frame that casts a soft shadow.
    private func card(fillOpacity: Double = 1) -> (root: Node, card: Node) {
        let slab = RoundedRectangle(cornerRadius: 12).fill(Color(r255: 255, g255: 159, b255: 10))
        slab.opacity = fillOpacity
        let card = ZStack { slab }
            .frame(width: 120, height: 160)
            .shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 8, y: 4)
        return (ZStack { card }.frame(width: 240, height: 240), card)
    }

    @Test("A card's pixels are those of its shadow drawn whole, at rest, turned and scaled",
          arguments: [(0.0, 1.0, 0.0), (0.2, 1.0, 0.3), (-0.45, 1.0, 0.5), (0.3, 2.0, 0.25), (0.0, 2.0, 0.5)])
    func samePixels(rotation: Double, scale: Double, shift: Double) throws {
        func render(fillOpacity: Double) throws -> [UInt32] {
            let (root, card) = card(fillOpacity: fillOpacity)
            card.rotation = rotation
            card.offset = Point(x: shift, y: shift)
            let graph = SceneGraph(root: root, size: Size(width: 240, height: 240), text: FixedText())
            let side = Int(240 * scale)
            let canvas = try #require(Canvas(width: side, height: side))
            canvas.setTransform(.scale(x: scale, y: scale))
            graph.render(in: canvas)
            return canvas.pixmap.pixels
        }
        let (probe, _) = card()
        let laidOut = SceneGraph(root: probe, size: Size(width: 240, height: 240), text: FixedText())
        laidOut.layoutIfNeeded()
        #expect(probe.opaqueRect(size: Size(width: 240, height: 240)) != nil, "the card's slab is opaque")
        // Opacity a hair under 1 draws the same colour but is not opaque: the shadow is drawn whole.
        let (_, reference) = card(fillOpacity: 0.999_999_9)
        #expect(reference.opaqueRect(size: Size(width: 120, height: 160)) == nil)
        let withHole = try render(fillOpacity: 1), whole = try render(fillOpacity: 0.999_999_9)
        let differing = zip(withHole, whole).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }

    /// A background that grows from a small frame (the menu's colour-scheme change) is drawn
    /// each frame of its transition, its shadow blurred afresh in the bands around its hole: the
    /// pixels of its shadow blurred whole. A moving fill colour leaves no hole.
    @Test("A growing background's shadow skips its opaque inside and keeps its pixels", arguments: [1.0, 2.0])
    func growingBackground(scale: Double) throws {
        // The reference fills through a paint, which leaves no hole: the shadow is drawn whole.
        func render(throughPaint: Bool, at time: Double) throws -> (pixels: [UInt32], hole: Rect?) {
            let stack = ZStack {}
            let graph = SceneGraph(root: stack.frame(width: 300, height: 200), size: Size(width: 300, height: 200),
                                   text: FixedText())
            graph.layoutIfNeeded()
            let grow = Transition.modifier(active: { _ in TransitionEffect(frame: Rect(x: 200, y: 150, width: 60, height: 30)) })
            let color = Color(red: 0.9, green: 0.92, blue: 0.95)
            let background = RoundedRectangle(cornerRadius: 24)
            if throughPaint { background.fill(Paint.solid(color)) } else { background.fill(color) }
            background
                .shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 6, x: 5)
                .transition(.asymmetric(insertion: grow, removal: .identity))
            graph.withAnimation(.linear(duration: 1)) { stack.appendChild(background) }
            graph.layoutIfNeeded()
            graph.advance(to: time)
            let side = (width: Int(300 * scale), height: Int(200 * scale))
            let canvas = try #require(Canvas(width: side.width, height: side.height))
            canvas.clear(.white)
            canvas.setTransform(.scale(x: scale, y: scale))
            graph.render(in: canvas)
            let size = background.transitionEffect(at: graph.runLoop.now, size: background.frame.size).frame?.size ?? background.frame.size
            return (canvas.pixmap.pixels, background.opaqueRect(size: size))
        }
        for time in [0.3, 0.55, 0.8] {
            let growing = try render(throughPaint: false, at: time), whole = try render(throughPaint: true, at: time)
            #expect(growing.hole != nil, "at \(time) s the growing background covers its inside")
            #expect(whole.hole == nil)
            let differing = zip(growing.pixels, whole.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "at \(time) s, scale \(scale): \(differing) pixels differ")
            #expect(whole.pixels.filter { $0 != 0xFFFF_FFFF }.count > 1000, "the background and its shadow must show")
        }
        // The hole follows the colour drawn, not the model's: a fill on its way to translucent
        // has none though it starts opaque, one on its way between opaque colours keeps it.
        let shape = RoundedRectangle(cornerRadius: 24).fill(.white)
        let graph = SceneGraph(root: ZStack { shape }.frame(width: 100, height: 100), size: Size(width: 100, height: 100),
                               text: FixedText())
        graph.layoutIfNeeded()
        let size = Size(width: 100, height: 100)
        #expect(shape.opaqueRect(size: size) != nil)
        graph.withAnimation(.linear(duration: 1)) { shape.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 1) }
        graph.advance(to: 0.5)
        #expect(shape.opaqueRect(size: size) != nil)
        graph.withAnimation(.linear(duration: 1)) { shape.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5) }
        graph.advance(to: 0.55)
        #expect(shape.opaqueRect(size: size) == nil)
        // A translucent model held opaque on screen (the colour still on its way) keeps none
        // once the drawn colour turns translucent, and the corner drawn sets the inset.
        graph.advance(to: 1.6)
        #expect(shape.opaqueRect(size: size) == nil)
    }

    /// Regression (review): unequal corners shrink together only where two on one side overrun
    /// it, so one corner may be larger than half the shorter side; the hole was inset by at most
    /// a quarter of that side and reached past such a corner's arc.
    @Test("An opaque shape's rectangle lies inside it, whatever its corners",
          arguments: [(60.0, 0.0, 0.0, 0.0, 100.0, 100.0), (100, 0, 0, 0, 100, 300), (30, 30, 30, 30, 100, 40),
                      (80, 80, 10, 0, 120, 90), (0, 0, 0, 0, 50, 50)])
    func opaqueRectIsInside(tl: Double, tr: Double, br: Double, bl: Double, width: Double, height: Double) throws {
        let shape = ShapeNode(.roundedRectangle(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)).fill(.black)
        let size = Size(width: width, height: height)
        // Its corners, a hair inside it: the outline's own edge counts as outside on two sides.
        let inner = try #require(shape.opaqueRect(size: size)).insetBy(dx: 1e-6, dy: 1e-6)
        let outline = try #require(shape.kind.path(in: Rect(origin: .zero, size: size)))
        for corner in [Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.minY),
                       Point(x: inner.maxX, y: inner.maxY), Point(x: inner.minX, y: inner.maxY)] {
            #expect(outline.contains(corner), "\(corner) of \(inner)")
        }
    }

    @Test("The hole's pixels lie wholly inside the turned rectangle; none near 45°",
          arguments: [0.0, 0.1, -0.3, 0.5, 0.6, 0.78, 1.2, 3.0])
    func holeIsInside(rotation: Double) {
        let rect = Rect(x: 10, y: 20, width: 100, height: 60)
        let transform = Transform.translation(x: 200, y: 150).concatenating(.identity)
        let turned = Transform.rotation(rotation).concatenating(.scale(x: 1.5, y: 1.5)).concatenating(transform)
        let hole = ShadowHole.inscribedPixels(inside: rect, under: turned)
        guard let inverse = turned.inverted() else { Issue.record("not invertible"); return }
        for y in [hole.minY, hole.maxY] {
            for x in [hole.minX, hole.maxX] where !hole.isEmpty {
                let local = inverse.apply(Point(x: Double(x), y: Double(y)))
                #expect(rect.insetBy(dx: -1e-9, dy: -1e-9).contains(local), "corner (\(x), \(y)) at \(rotation) rad")
            }
        }
        let folded = abs(sin(2 * rotation))
        if folded > 0.97 { #expect(hole.isEmpty) }
        if folded < 0.2 { #expect(hole.width * hole.height > 2000) }
    }

    @Test("The turned hole follows the rectangle row by row, a pixel inside it, at any angle",
          arguments: [0.1, -0.3, 0.5, 0.78, 1.2, 3.0])
    func turnedHoleFollowsTheRectangle(rotation: Double) throws {
        let rect = Rect(x: 10, y: 20, width: 100, height: 60)
        let turned = Transform.translation(x: 200, y: 150).concatenating(.identity)
        let transform = Transform.rotation(rotation).concatenating(.scale(x: 1.5, y: 1.5)).concatenating(turned)
        let hole = ShadowHole(inside: rect, under: transform)
        let inverse = try #require(transform.inverted())
        // Points of the rectangle three pixels inside (two local units at this scale).
        let deep = rect.insetBy(dx: 2, dy: 2)
        var held = 0, deepPixels = 0
        for y in 0..<400 {
            let columns = hole.columns(row: y)
            for x in columns {
                held += 1
                // The pixel grown by one on every side lies inside the rectangle.
                for (cx, cy) in [(x - 1, y - 1), (x + 2, y - 1), (x - 1, y + 2), (x + 2, y + 2)] {
                    let local = inverse.apply(Point(x: Double(cx), y: Double(cy)))
                    #expect(rect.insetBy(dx: -1e-9, dy: -1e-9).contains(local), "(\(x), \(y)) at \(rotation) rad")
                }
            }
            for x in 0..<400 where deep.contains(inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))) {
                deepPixels += 1
            }
        }
        // Nearly every pixel well inside is in the hole, also at the angles where no upright
        // rectangle is kept (near 45°, and past it).
        #expect(Double(held) > 0.85 * Double(deepPixels), "\(held) of \(deepPixels) at \(rotation) rad")
    }

    /// Regression (review): a frame far wider than any pixmap made a hole whose edges did not fit
    /// an `Int`, and converting them trapped.
    @Test("A vast frame's hole is bounded, not a trap", arguments: [0.0, 0.2])
    func vastFrameHole(rotation: Double) {
        let transform = Transform.rotation(rotation).concatenating(.translation(x: 100, y: 100))
        for side in [1e20, 1e300, Double.greatestFiniteMagnitude] {
            let rect = Rect(x: -side / 2, y: -side / 2, width: side, height: side)
            let hole = ShadowHole.inscribedPixels(inside: rect, under: transform)
            #expect(hole.isEmpty || (hole.minX < 100 && hole.maxX > 100 && hole.minY < 100 && hole.maxY > 100), "side \(side)")
            let turned = ShadowHole(inside: rect, under: transform)
            #expect(turned.inscribed == hole)
            _ = turned.columns(row: 100)
        }
    }
}
