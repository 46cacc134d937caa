import Geometry
@testable import Scene
import Testing

@Suite("Relayout")
struct RelayoutTests {
    private func grid() -> (SceneGraph, [FrameNode]) {
        let leaves = (0..<800).map { _ in Rectangle().frame(width: 5, height: 5) }
        let root = VStack(spacing: 1) {
            for row in 0..<40 {
                HStack(spacing: 1) {
                    for column in 0..<20 { leaves[row * 20 + column].padding(1) }
                }
            }
        }
        return (SceneGraph(root: root, size: Size(width: 400, height: 400)), leaves)
    }

    @Test("A leaf change remeasures only its ancestors' children, a few percent of the tree")
    func relayoutIsLocal() {
        let (graph, leaves) = grid()
        graph.layoutIfNeeded()
        let full = graph.layoutStatistics.measurements
        let before = graph.layoutDump()
        graph.layoutStatistics = LayoutStatistics()
        leaves[205].width = 9
        graph.layoutIfNeeded()
        let relayout = graph.layoutStatistics.measurements
        #expect(relayout > 0)
        #expect(Double(relayout) < 0.05 * Double(full), "relayout measured \(relayout) of \(full)")
        // Placement too: only the changed row and the root place their children again.
        #expect(graph.layoutStatistics.placements < 50)
        // And the result equals a cold layout of the same tree.
        let warm = graph.layoutDump()
        graph.invalidateAllLayout()
        #expect(graph.layoutDump() == warm)
        #expect(warm != before)
    }

    @Test("Nothing dirty, nothing measured")
    func cleanTreeIsFree() {
        let (graph, _) = grid()
        graph.layoutIfNeeded()
        graph.layoutStatistics = LayoutStatistics()
        graph.layoutIfNeeded()
        #expect(graph.layoutStatistics == LayoutStatistics())
    }
}
