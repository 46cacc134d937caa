import Geometry
import Raster
import Scene
import Testing

/// Opaque rectangles composite as Core Animation composites layers, whose edges are not
/// anti-aliased unless asked: two that share an edge between pixels leave no seam of what lies
/// behind them.
@Suite("Opaque edges")
struct OpaqueEdgeTests {
    /// Three white rows side by side at `offset` (a list being pulled), over a grey card, drawn at `scale`.
    private func rows(offset: Double, scale: Double, alpha: Double = 1) throws -> Pixmap {
        let root = ZStack(alignment: .topLeading) {
            Rectangle().fill(Color(r255: 128, g255: 128, b255: 128))
            VStack(spacing: 0) {
                for _ in 0..<3 { Rectangle().fill(Color(red: 1, green: 1, blue: 1, alpha: alpha)).frame(width: 40, height: 10.35) }
            }
            .offset(x: offset, y: offset)
        }
        .frame(width: 64, height: 48, alignment: .topLeading)
        let scene = SceneGraph(root: root, size: Size(width: 64, height: 48))
        let canvas = try #require(Canvas(width: Int(64 * scale), height: Int(48 * scale)))
        canvas.setTransform(.scale(scale))
        scene.render(in: canvas)
        return canvas.pixmap
    }

    @Test("Opaque rows that share an edge between pixels leave no seam, at any offset and scale", arguments: [1.0, 2.0])
    func noSeams(scale: Double) throws {
        for offset in [0.0, 0.3, 0.5, 0.77, 3.41] {
            let pixmap = try rows(offset: offset, scale: scale)
            // Every pixel inside the rows' column, away from its outer edges, is pure white.
            let top = Int(((offset + 1) * scale).rounded(.up)), bottom = Int(((offset + 3 * 10.35 - 1) * scale).rounded(.down))
            let x = Int(((offset + 20) * scale).rounded())
            for y in top..<bottom {
                #expect(pixmap[x, y] == Color.white.premultiplied, "offset \(offset) scale \(scale): row \(y) is \(pixmap[x, y])")
            }
        }
    }

    @Test("An opaque rectangle's edge lands on the nearest pixel boundary; a translucent one stays anti-aliased")
    func edgesAlignOnlyWhenOpaque() throws {
        // The rows' top at 0.3 points: the edge at pixel 0 (0.3 rounds down), so row 0 is white.
        let opaque = try rows(offset: 0.3, scale: 1)
        #expect(opaque[10, 0] == Color.white.premultiplied)
        // At half opacity the first row keeps its fractional coverage of 0.7.
        let translucent = try rows(offset: 0.3, scale: 1, alpha: 0.5)
        let inside = translucent[10, 5], edge = translucent[10, 0]
        #expect(edge != inside)
    }
}
