import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Live text")
struct LiveTextTests {
    @Test("format gives fixed decimals, rounds half away from zero and handles signs and limits",
          arguments: [(0.0, 3, "0.000"), (0.5324, 3, "0.532"), (0.5325, 3, "0.533"), (-0.25, 1, "-0.3"),
                      (-0.0004, 3, "0.000"), (305, 0, "305"), (-152.5, 1, "-152.5"), (1234567.891, 2, "1234567.89"),
                      (Double.nan, 2, "nan"), (-Double.infinity, 2, "-inf")])
    func format(value: Double, decimals: Int, expected: String) {
        #expect(LiveTextNode.format(value, decimals: decimals) == expected)
    }

    @Test("The size comes from the template: a new value repaints without relayout")
    func sizeFromTemplate() {
        let node = LiveTextNode("0.0", template: "-000.0")
        let graph = SceneGraph(root: ZStack { node }, size: Size(width: 200, height: 50), text: FixedText())
        graph.layoutIfNeeded()
        #expect(node.size == Size(width: 48, height: 20))
        let passes = graph.layoutStatistics.passes
        node.string = "-152.5"
        #expect(graph.needsRedraw)
        graph.layoutIfNeeded()
        #expect(graph.layoutStatistics.passes == passes)
    }

    /// Regression: a readout measured each character the first time it showed, so the frame
    /// that first showed "true" after "false" went to the font library (which allocates) — D4's
    /// readout allocated in a steady frame. Printable ASCII is measured at the first layout,
    /// once per font for the whole scene.
    @Test("New characters in a readout are measured at layout, once per font per scene, never while drawing")
    func charactersMeasuredAhead() throws {
        let text = CountingText()
        let first = LiveTextNode("false", template: "inactive"), second = LiveTextNode("0", template: "000")
        let graph = SceneGraph(root: VStack { first; second }, size: Size(width: 200, height: 80), text: text)
        let canvas = try #require(Canvas(width: 200, height: 80))
        graph.render(in: canvas)
        let measuredAtLayout = text.measurements
        #expect(measuredAtLayout >= 95 && measuredAtLayout < 2 * 95, "\(measuredAtLayout) measurements for two readouts")
        first.string = "true (~)"
        second.string = "Zq{"
        graph.render(in: canvas)
        #expect(text.measurements == measuredAtLayout)
    }

    /// Regression: a readout's run of a character was made the first time a value showed it, so
    /// the HUD's frame that first showed a slow frame's digit rasterized it, and allocated, in a
    /// steady frame (`bench --scenes demos`, the hud row, now and then on a loaded machine).
    @Test("A number's characters get their runs at the first draw in a font and scale, not when a value first shows them")
    func runsMadeAhead() throws {
        let text = CountingText()
        let readout = LiveTextNode("0.0 ms", template: "000.0 ms", font: FontSpec(size: 11))
        let graph = SceneGraph(root: ZStack { readout }, size: Size(width: 200, height: 40), text: text)
        let canvas = try #require(Canvas(width: 200, height: 40))
        graph.render(in: canvas)
        let madeAtFirstDraw = text.runsMade
        #expect(madeAtFirstDraw >= 12, "\(madeAtFirstDraw) runs at the first draw")
        readout.string = "987.6 ms"
        graph.render(in: canvas)
        readout.string = "-12.4 ms"
        graph.render(in: canvas)
        #expect(text.runsMade == madeAtFirstDraw)
    }
}

/// `FixedText` that counts how often text is measured, and the distinct runs it is asked for (each
/// a rasterization for a caching implementation).
private final class CountingText: TextRasterizer {
    private let inner = FixedText()
    private(set) var measurements = 0
    private var requested: Set<String> = []
    var runsMade: Int { requested.count }
    func measure(_ text: String, font: FontSpec) -> TextMetrics {
        measurements += 1
        return inner.measure(text, font: font)
    }
    func run(_ text: String, font: FontSpec, scale: Double) -> TextRun? {
        requested.insert("\(text)|\(font.size)|\(font.weight)|\(scale)")
        return inner.run(text, font: font, scale: scale)
    }
}
