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
}
