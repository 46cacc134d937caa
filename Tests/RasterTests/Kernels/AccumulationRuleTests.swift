import RasterKernels
import Testing

/// The accumulation kernels add each row step of an edge as one rule states it, row by row and cell
/// by cell (`RowStepRule` below, in plain Swift): steep and shallow edges, steps within one column,
/// across one boundary and across many, partial first and last rows, edges folded onto the area's
/// sides. The kernels work four rows at a time and add a shallow edge's steps eight cells at once;
/// every cell must hold the rule's sum, to the bit, in both builds.
@Suite("Accumulation: the row-step rule")
struct AccumulationRuleTests {
    /// One edge's rows added as the rule has it: the edge's x where it leaves each row from its
    /// start (double precision), the step's cover and fractions of cells in single precision.
    struct RowStepRule {
        var cells: [Float]
        let stride: Int, width: Double

        mutating func add(_ edge: rk_edge) {
            var x = edge.x0
            let halfPerCell = 0.5 * edge.per_cell
            for row in Int(edge.first_row)..<Int(edge.last_row) {
                let top = Double(row), bottom = top + 1
                let rowTop = top > edge.y0 ? top : edge.y0
                let rowBottom = bottom < edge.y1 ? bottom : edge.y1
                let unclamped = edge.x0 + (rowBottom - edge.y0) * edge.dxdy
                let next = unclamped > 0 ? (unclamped < width ? unclamped : width) : 0
                let start = x
                x = next
                let d = Float(rowBottom - rowTop) * edge.direction
                let (left, right) = start < next ? (start, next) : (next, start)
                let leftCell = Int(Int32(left)), leftFloor = Double(Int32(left))
                let rightTruncated = Int32(right)
                let rightCell = Int(rightTruncated) + (Double(rightTruncated) < right ? 1 : 0)
                let rightCeiling = Double(rightCell)
                let leftFraction = Float(left - leftFloor), rightFraction = Float(right - rightCeiling + 1)
                let firstArea = halfPerCell * (1 - leftFraction) * (1 - leftFraction)
                let lastArea = halfPerCell * rightFraction * rightFraction
                let line = row * stride
                if rightCell <= leftCell + 1 {
                    // Within one column: d split at the step's mean x.
                    let mid = Float(0.5 * (start + next) - leftFloor)
                    cells[line + leftCell] += d - d * mid
                    cells[line + leftCell + 1] += d * mid
                } else if rightCell == leftCell + 2 {
                    // Across one boundary: a triangle each side, the rest between.
                    cells[line + leftCell] += firstArea
                    cells[line + leftCell + 1] += d - firstArea - lastArea
                    cells[line + rightCell] += lastArea
                } else {
                    // Across columns: `per_cell` for each crossed wholly; the last crossed takes
                    // what the others left of d.
                    let secondArea = edge.per_cell * (1.5 - leftFraction)
                    cells[line + leftCell] += firstArea
                    cells[line + leftCell + 1] += secondArea - firstArea
                    for cell in (leftCell + 2)..<max(leftCell + 2, rightCell - 1) { cells[line + cell] += edge.per_cell }
                    let beforeLast = secondArea + Float(rightCell - leftCell - 3) * edge.per_cell
                    cells[line + rightCell - 1] += d - beforeLast - lastArea
                    cells[line + rightCell] += lastArea
                }
            }
        }
    }

    /// A small linear congruential generator: the same edges on every run.
    struct Generator {
        var state: UInt64
        mutating func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    @Test("Steep, shallow and folded edges: each cell holds the rule's sum, in both builds")
    func kernelsFollowTheRule() {
        var random = Generator(state: 0xACC)
        let width = 96, rows = 24
        let stride = (width + 8 + 7) / 8 * 8, words = (stride / 8 + 63) / 64
        for trial in 0..<60 {
            // A mix of slopes: steep, at about 45°, shallow across a few cells, across many, and
            // running past the sides (folded onto them).
            let lines = (0..<40).map { index -> (Double, Double, Double, Double) in
                let x0 = random.unit() * Double(width + 20) - 10, y0 = random.unit() * Double(rows)
                let reach = [0.5, 1.5, 6, 14, 60][index % 5]
                return (x0, y0, x0 + (random.unit() - 0.5) * 2 * reach, y0 + (random.unit() - 0.5) * 8)
            }
            let edges = AccumulationSweepKernelTests.edges(of: lines, width: Double(width), rows: rows)
            var rule = RowStepRule(cells: [Float](repeating: 0, count: stride * rows), stride: stride, width: Double(width))
            for edge in edges { rule.add(edge) }
            for build in 0..<2 {
                let (accumulated, touched) = AccumulationSweepKernelTests.accumulatedBeforeSentinels(
                    edges, width: width, stride: stride, words: words, rows: rows, build: build)
                let cells = Array(accumulated.prefix(stride * rows))
                // Equal as numbers (a cell the kernels add 0 to may turn −0 into +0).
                #expect(cells == rule.cells, "trial \(trial), build \(build)")
                #expect(accumulated[(stride * rows)...].allSatisfy { $0.bitPattern == AccumulationSweepKernelTests.sentinel },
                        "trial \(trial), build \(build): past the band")
                // Every cell holding area lies in a marked eight.
                for (index, cell) in cells.enumerated() where cell != 0 {
                    let row = index / stride, eight = index % stride / 8
                    #expect(touched[row * words + eight / 64] & (1 << UInt64(eight % 64)) != 0, "trial \(trial): cell \(index)")
                }
            }
        }
    }
}
