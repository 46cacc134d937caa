import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

/// Rounded rectangles fill in closed form: their corners' coverage stays within a few levels of
/// the exact area (an outline flattened to 0.2 px lost up to 34 levels where a corner meets a
/// side), whether their radius is one number or four equal corners, and clamped alike.
@Suite("Rounded rectangles: filled in closed form")
struct RoundedRectangleFillTests {
    /// The exact share of pixel (x, y) inside `rect` rounded by `radius`, from 32 × 32 samples,
    /// as a level 0…255.
    static func exactLevel(x: Int, y: Int, rect: Rect, radius: Double) -> Int {
        var inside = 0
        for sy in 0..<32 {
            for sx in 0..<32 {
                let px = Double(x) + (Double(sx) + 0.5) / 32, py = Double(y) + (Double(sy) + 0.5) / 32
                guard px >= rect.minX, px <= rect.maxX, py >= rect.minY, py <= rect.maxY else { continue }
                let cx = min(max(px, rect.minX + radius), rect.maxX - radius)
                let cy = min(max(py, rect.minY + radius), rect.maxY - radius)
                if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius { inside += 1 }
            }
        }
        return Int((Double(inside) / 1024 * 255).rounded())
    }

    @Test("A rounded rectangle's corners are within a few levels of the exact area",
          arguments: [(10.0, false), (40.0, false), (7.0, true)])
    func cornersMatchTheExactArea(cornerRadius: Double, asOverride: Bool) throws {
        // One radius for four equal corners, or a plain rectangle's overriding radius.
        let shape = asOverride ? Rectangle() : RoundedRectangle(cornerRadius: cornerRadius)
        if asOverride { shape.cornerRadius = cornerRadius }
        let size = Size(width: 90, height: 40)
        let radius = min(cornerRadius, size.height / 2)
        let graph = SceneGraph(root: shape.fill(.black).frame(width: size.width, height: size.height)
            .offset(x: 3.5, y: 2.25), size: Size(width: 100, height: 50))
        let canvas = try #require(Canvas(width: 100, height: 50))
        graph.render(in: canvas)
        // Where the frame lands: the offset from the top-left corner of the scene.
        let rect = Rect(x: 3.5 + 5, y: 2.25 + 5, width: size.width, height: size.height)
        var worst = 0, partial = 0
        for y in 0..<50 {
            for x in 0..<100 {
                // White background, black shape: the red channel is 255 minus the coverage.
                let level = 255 - Int((canvas.pixmap[x, y].packed >> 16) & 0xFF)
                let exact = Self.exactLevel(x: x, y: y, rect: rect, radius: radius)
                worst = max(worst, abs(level - exact))
                if exact > 0 && exact < 255 { partial += 1 }
            }
        }
        #expect(partial > 100, "the edges must cross pixels: \(partial)")
        #expect(worst <= 6, "corner radius \(radius): worst \(worst) levels from the exact area")
    }
}
