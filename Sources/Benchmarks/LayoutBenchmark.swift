import Geometry
import Raster
import Scene

/// The scene graph's costs on a 10,000-node tree: a full layout (every cache cold), a relayout
/// after one leaf changes, and a full paint traversal. Each case runs `iterations` times after a
/// warm-up; the median and p90 are reported.
public enum LayoutBenchmark {
    /// Timings of one layout-benchmark case, printable as a JSON line.
    public struct Result: Sendable {
        /// Case id, one of `caseIDs` (e.g. `full_layout`).
        public let id: String
        /// Number of nodes in the benchmark tree.
        public let nodes: Int
        /// Time of each timed iteration in milliseconds (the warm-up run is excluded).
        public let timesMilliseconds: [Double]
        /// Nodes measured (cache misses) in the last iteration.
        public let measurements: Int

        /// Median iteration time in milliseconds.
        public var median: Double { Statistics.percentile(timesMilliseconds, 50) }
        /// 90th-percentile iteration time in milliseconds.
        public var p90: Double { Statistics.percentile(timesMilliseconds, 90) }

        /// The result as one JSON object on a single line (scene `layout`).
        public var jsonLine: String {
            "{\"scene\": \"layout\", \"case\": \"\(id)\", \"nodes\": \(nodes), \"iterations\": \(timesMilliseconds.count), "
                + "\"median_ms\": \(Statistics.format(median)), \"p90_ms\": \(Statistics.format(p90)), "
                + "\"measured_nodes\": \(measurements)}"
        }
    }

    /// Rows × columns of leaves; each leaf is a rectangle in a fixed frame with padding (three
    /// nodes), each row a horizontal stack, all rows in one vertical stack: 3·rows·columns +
    /// rows + 1 nodes (10,101 for the defaults).
    public struct Tree {
        /// Scene graph holding the tree, sized 1280 × 800 points.
        public let graph: SceneGraph
        /// The fixed-size frame of every leaf, row by row; the benchmark resizes or moves one of them.
        public let frames: [FrameNode]
        /// Total nodes in the tree: 3·rows·columns + rows + 1.
        public let nodeCount: Int

        /// Builds a grid of `rows` × `columns` leaves (10,101 nodes for the defaults).
        public init(rows: Int = 100, columns: Int = 33) {
            var frames: [FrameNode] = []
            frames.reserveCapacity(rows * columns)
            var rowNodes: [Node] = []
            for row in 0..<rows {
                var leaves: [Node] = []
                for column in 0..<columns {
                    let shape = Rectangle().fill(Color(red: Double(row) / Double(rows), green: Double(column) / Double(columns), blue: 0.5))
                    let frame = shape.frame(width: 6, height: 4)
                    frames.append(frame)
                    leaves.append(frame.padding(1))
                }
                rowNodes.append(StackNode(axis: .horizontal, spacing: 1, children: leaves))
            }
            let root = StackNode(axis: .vertical, alignment: .leading, spacing: 1, children: rowNodes)
            graph = SceneGraph(root: root, size: Size(width: 1280, height: 800))
            self.frames = frames
            nodeCount = 3 * rows * columns + rows + 1
        }
    }

    /// The case ids, in the order they run.
    public static let caseIDs = ["full_layout", "relayout_one_leaf", "paint_traversal", "animated_frame"]

    /// Runs the cases in `only` (nil: all); each times `iterations` runs after one warm-up.
    public static func run(iterations: Int = 30, only: Set<String>? = nil) -> [Result] {
        let tree = Tree()
        let graph = tree.graph
        graph.layoutIfNeeded()
        let clock = ContinuousClock()
        func time(_ body: () -> Void) -> Double {
            let start = clock.now
            body()
            let elapsed = start.duration(to: clock.now)
            return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        }
        var full: [Double] = [], relayout: [Double] = [], paint: [Double] = []
        var fullMeasured = 0, relayoutMeasured = 0
        func wanted(_ id: String) -> Bool { only?.contains(id) ?? true }
        for iteration in -1..<iterations where wanted("full_layout") {
            graph.invalidateAllLayout()
            graph.layoutStatistics = LayoutStatistics()
            let t = time { graph.layoutIfNeeded() }
            fullMeasured = graph.layoutStatistics.measurements
            if iteration >= 0 { full.append(t) }
        }
        let leaf = tree.frames[tree.frames.count / 2]
        for iteration in -1..<iterations where wanted("relayout_one_leaf") {
            leaf.width = iteration % 2 == 0 ? 7 : 6
            graph.layoutStatistics = LayoutStatistics()
            let t = time { graph.layoutIfNeeded() }
            relayoutMeasured = graph.layoutStatistics.measurements
            if iteration >= 0 { relayout.append(t) }
        }
        if let canvas = Canvas(width: 1280, height: 800) {
            for iteration in -1..<iterations where wanted("paint_traversal") {
                graph.setNeedsFullRedraw()
                let t = time { graph.render(in: canvas) }
                if iteration >= 0 { paint.append(t) }
            }
        }
        // A steady animated frame: one leaf moving under an implicit animation, so each frame
        // advances the run loop, computes the damage and repaints only that region.
        var animated: [Double] = []
        if wanted("animated_frame"), let canvas = Canvas(width: 1280, height: 800) {
            graph.setNeedsFullRedraw()
            graph.render(in: canvas)
            let mover = tree.frames[tree.frames.count / 3]
            let start = graph.runLoop.now
            graph.withAnimation(.linear(duration: 3600)) { mover.offset = Point(x: 600, y: 300) }
            for iteration in -1..<iterations {
                let t = time {
                    graph.advance(to: start + Double(iteration + 2) / 60)
                    graph.render(in: canvas)
                }
                if iteration >= 0 { animated.append(t) }
            }
        }
        return [
            Result(id: "full_layout", nodes: tree.nodeCount, timesMilliseconds: full, measurements: fullMeasured),
            Result(id: "relayout_one_leaf", nodes: tree.nodeCount, timesMilliseconds: relayout, measurements: relayoutMeasured),
            Result(id: "paint_traversal", nodes: tree.nodeCount, timesMilliseconds: paint, measurements: 0),
            Result(id: "animated_frame", nodes: tree.nodeCount, timesMilliseconds: animated, measurements: 0),
        ].filter { wanted($0.id) }
    }
}
