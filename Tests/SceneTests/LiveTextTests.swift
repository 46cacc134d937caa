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
}
