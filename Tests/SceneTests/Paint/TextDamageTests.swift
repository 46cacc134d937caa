import Geometry
import Platform
import Raster
@testable import Scene
import Testing
import TestSupport

/// Text repaints all it draws, wherever its lines go.
@Suite("Text damage")
struct TextDamageTests {
    /// Regression (found by the damage check's fuzz, the bar at 328 points wide): a label whose
    /// frame is narrower than its text draws past the frame, and a change of its text left the
    /// part past the frame unrepainted.
    @Test("A label too narrow for its text repaints everything it draws when the text changes",
          arguments: [Alignment.leading, .center, .trailing], [0.0, 3, 12])
    func overflowingLabel(alignment: Alignment, width: Double) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        func scene(_ string: String) -> (SceneGraph, TextNode) {
            let label = Text(string, font: FontSpec(size: 12, weight: .semibold))
            let root = HStack(spacing: 0) {
                Spacer()
                label.frame(width: width, height: 14, alignment: alignment)
                Spacer()
            }
            return (SceneGraph(root: root, size: Size(width: 160, height: 40), text: text), label)
        }
        let (live, label) = scene("paused — F6 steps  ·  100 %")
        let canvas = try #require(Canvas(width: 160, height: 40))
        live.render(in: canvas)
        label.string = "25 %"
        live.render(in: canvas)
        let (fresh, _) = scene("25 %")
        let reference = try #require(Canvas(width: 160, height: 40))
        fresh.render(in: reference)
        let differing = zip(canvas.pixmap.pixels, reference.pixmap.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels left from the old text")
    }

    /// Regression (found by the damage check in the real window, under AddressSanitizer): the
    /// HUD's own cost outgrew its template ("12.34 ms" in a "0.00 ms" box), and a change of it
    /// left the digits past the box unrepainted.
    @Test("A live readout wider than its template repaints all of it when it changes", arguments: [AxisAlignment.leading, .trailing])
    func liveTextPastItsTemplate(alignment: AxisAlignment) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        func scene(_ string: String) -> (SceneGraph, LiveTextNode) {
            let label = LiveTextNode(string, template: "0.00 ms", font: FontSpec(size: 11))
            label.alignment = alignment
            let root = HStack(spacing: 0) {
                Spacer()
                label
                Spacer()
            }
            return (SceneGraph(root: root, size: Size(width: 160, height: 30), text: text), label)
        }
        let (live, label) = scene("123.45 ms")
        let canvas = try #require(Canvas(width: 160, height: 30))
        live.render(in: canvas)
        label.string = "1.00 ms"
        live.render(in: canvas)
        let (fresh, _) = scene("1.00 ms")
        let reference = try #require(Canvas(width: 160, height: 30))
        fresh.render(in: reference)
        let differing = zip(canvas.pixmap.pixels, reference.pixmap.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels left from the old value")
    }

    /// Regression (found by the damage-checked fuzz, a gallery tile 3 pixels wide beside the
    /// inspector): text scaled to a few pixels draws a pixel or two past its bounds in points
    /// times the scale, and the pixel past them went unrepainted when the layer above it closed.
    @Test("Text under a tiny scale records every pixel it draws", arguments: [0.03, 0.05, 0.1, 0.25])
    func tinyScaleBounds(scale: Double) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let label = Text("Light", font: FontSpec(size: 15, weight: .semibold))
        let root = HStack(spacing: 0) { label }.padding(3)
        let graph = SceneGraph(root: root, size: Size(width: 80, height: 40), text: text)
        let canvas = try #require(Canvas(width: 40, height: 20))
        canvas.setTransform(Transform.scale(x: scale, y: scale).concatenating(.translation(x: 9.6, y: 4.65)))
        graph.render(in: canvas)
        let recorded = try #require(label.paintCache.bounds)
        let blank = Color.white.premultiplied
        var outside: [String] = []
        for y in 0..<20 {
            for x in 0..<40 where canvas.pixmap[x, y] != blank {
                if !recorded.intersects(Rect(x: Double(x), y: Double(y), width: 1, height: 1)) { outside.append("(\(x), \(y))") }
            }
        }
        #expect(outside.isEmpty, "drawn outside the recorded \(recorded): \(outside)")
    }

    /// Regression (found by the damage-checked fuzz, D2's page title at 1402 points wide): a
    /// new text while the frame animates to its size is drawn at its resting width, one line,
    /// but its damage was worked out from the narrower frame on screen, wrapped, and the end of
    /// the new title stayed unpainted.
    @Test("A text changed in an animated layout repaints all of its resting line")
    func newTextWhileItsFrameAnimates() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let label = Text("Archive", font: FontSpec(size: 28, weight: .semibold))
        let root = VStack(alignment: .leading, spacing: 0) { label }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let graph = SceneGraph(root: root, size: Size(width: 400, height: 60), text: text)
        let canvas = try #require(Canvas(width: 400, height: 60))
        graph.render(in: canvas)
        graph.withAnimation(.easeInOut(duration: 1)) { label.string = "Nothing selected" }
        graph.advance(to: 0.25)
        graph.render(in: canvas)
        let reference = try #require(Canvas(width: 400, height: 60))
        graph.paint(in: reference, region: reference.clipBounds, fromScratch: true)
        let differing = zip(canvas.pixmap.pixels, reference.pixmap.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels of the new title unpainted")
    }
}

/// A turned text draws through bitmaps tinted once; they must be ready before the first frame an
/// animation alone draws, which allocates nothing.
@Suite("Turned text")
struct TurnedTextTests {
    @Test("A text whose ancestor begins to turn is tinted in the frame that started the turn")
    func tintedWhenTheTurnBegins() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let label = Text("Springs", font: FontSpec(size: 15))
        let card = ZStack { label }.frame(width: 120, height: 60)
        let graph = SceneGraph(root: card, size: Size(width: 200, height: 120), text: text)
        let canvas = try #require(Canvas(width: 200, height: 120))
        graph.render(in: canvas)
        #expect(!label.hasTintedBitmaps, "upright text draws its runs")
        graph.withAnimation(.linear(duration: 1)) { card.rotation = 0.3 }
        #expect(label.hasTintedBitmaps)
    }

    @Test("The bitmap's scale ignores a turn's rounding and a spring's overshoot, and doubles past 5 %",
          arguments: [(1.0, 1.0), (1 + 1e-12, 1.0), (1.0004, 1.0), (1.049, 1.0), (1.06, 2.0), (2.0, 2.0), (2.2, 4.0), (100, 8.0)])
    func bitmapScale(needed: Double, expected: Double) {
        #expect(TextNode.bitmapScale(for: needed) == expected)
    }
}
