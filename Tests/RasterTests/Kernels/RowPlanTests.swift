import Foundation
import RasterKernels
import TestSupport
import Testing
@testable import Raster

/// The C row planners decide, per row, which pixels are certainly covered, certainly not, and
/// which to evaluate; the fill loops then act on those plans a block of rows at a time. A wrong
/// plan would paint a solid pixel the shape only grazes or drop a pixel it covers, so each plan is
/// checked against the coverage of the whole row, and the block fill against filling row by row.
@Suite("C row plans: rings and arcs")
struct RowPlanTests {
    static let width = 160, height = 150

    /// A ring (or disc, inner 0) or a round-capped arc, with the plan and fill functions for it.
    struct Case: CustomStringConvertible {
        let description: String
        let center: SIMD2<Double>
        var shape: rk_shape
        var ring = rk_ring_rows()
        var arc: rk_arc_rows?

        static func ring(_ name: String, center: SIMD2<Double>, inner: Double, outer: Double,
                         clip: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) = (0, 0, 160, 150)) -> Case {
            let shape = inner > 0 ? rk_shape.ring(inner: Float(inner), outer: Float(outer)) : rk_shape.disc(radius: Float(outer))
            var result = Case(description: name, center: center, shape: shape)
            result.ring = rk_ring_rows_make(center.x, center.y, inner, outer, clip.minX, clip.minY, clip.maxX, clip.maxY)
            return result
        }

        static func arc(_ name: String, center: SIMD2<Double>, radius: Double, half: Double, from start: Double,
                        sweep: Double) -> Case {
            let startDirection = SIMD2(cos(start), sin(start)), endDirection = SIMD2(cos(start + sweep), sin(start + sweep))
            let kernel = RoundCappedArcKernel(radius: Float(radius), halfWidth: Float(half),
                                              first: SIMD2<Float>(startDirection), last: SIMD2<Float>(endDirection),
                                              isReflex: sweep > .pi)
            var result = Case(description: name, center: center, shape: kernel.shape)
            let rows = rk_arc_rows_make(center.x, center.y, Double(kernel.radius), Double(kernel.halfWidth),
                                        Double(kernel.first.x), Double(kernel.first.y), Double(kernel.last.x),
                                        Double(kernel.last.y), kernel.isReflex ? 1 : 0, 0, 0,
                                        Int32(RowPlanTests.width), Int32(RowPlanTests.height))
            result.arc = rows
            result.ring = rows.band
            return result
        }

        /// Row `y`'s plan, or nil where the shape misses the row.
        mutating func plan(_ y: Int) -> rk_row_plan? {
            var plan = rk_row_plan()
            if var rows = arc {
                return rk_arc_row_plan(&rows, Int32(y), &plan) != 0 ? plan : nil
            }
            return rk_ring_row_plan(&ring, Int32(y), &plan) != 0 ? plan : nil
        }

        mutating func fill(_ pixels: inout [UInt32], color: UInt32) {
            pixels.withUnsafeMutableBufferPointer { buffer in
                if var rows = arc {
                    rk_fill_arc_solid(&shape, &rows, buffer.baseAddress, Int32(RowPlanTests.width), color)
                } else {
                    rk_fill_ring_solid(&shape, &ring, buffer.baseAddress, Int32(RowPlanTests.width), color)
                }
            }
        }
    }

    static let cases: [Case] = [
        .ring("thick ring", center: SIMD2(80, 75), inner: 50, outer: 62),
        .ring("ring off the pixel grid", center: SIMD2(81.37, 74.81), inner: 30.6, outer: 41.2),
        .ring("thin ring", center: SIMD2(79.5, 75.5), inner: 40.2, outer: 41.9),
        .ring("disc", center: SIMD2(80.25, 74.6), radius: 33.3),
        .ring("clipped disc", center: SIMD2(20.7, 140.2), inner: 0, outer: 45, clip: (0, 0, 160, 150)),
        .ring("ring clipped to a window", center: SIMD2(80, 75), inner: 40, outer: 52, clip: (60, 30, 150, 100)),
        .arc("quarter arc", center: SIMD2(80, 75), radius: 50, half: 6, from: -.pi / 2, sweep: .pi / 2),
        .arc("arc across an axis", center: SIMD2(80.4, 74.7), radius: 45, half: 5.5, from: -0.3, sweep: 0.9),
        .arc("reflex arc", center: SIMD2(79.6, 75.2), radius: 48, half: 7, from: 0.4, sweep: 5.2),
        .arc("thin reflex arc", center: SIMD2(80, 75), radius: 40, half: 1.2, from: 2.0, sweep: 4.0),
        .arc("short thick arc", center: SIMD2(80.5, 75.5), radius: 30, half: 10, from: 1.0, sweep: 0.2),
    ]

    @Test(arguments: 0..<cases.count)
    func planAccountsForEveryCoveredPixel(caseIndex: Int) {
        var shapeCase = Self.cases[caseIndex]
        var fullRow = [UInt8](repeating: 0, count: Self.width + Int(RK_LANES))
        let starts: [Int32] = [shapeCase.ring.min_x], ends: [Int32] = [shapeCase.ring.max_x]
        var plannedRows = 0, evaluated = 0, solid = 0
        for y in Int(shapeCase.ring.min_y)..<Int(shapeCase.ring.max_y) {
            let dy = Float(Double(y) + 0.5 - shapeCase.center.y)
            rk_row_coverage(&shapeCase.shape, dy, shapeCase.center.x, starts, ends, 1, &fullRow)
            func coverage(_ x: Int) -> Int { Int(fullRow[x - Int(shapeCase.ring.min_x)]) }
            let columns = Int(shapeCase.ring.min_x)..<Int(shapeCase.ring.max_x)
            guard let plan = shapeCase.plan(y) else {
                let worst = columns.map(coverage).max() ?? 0
                // The planners work from the geometric radii, the kernels from the slightly
                // smaller effective ones: a pixel the plan leaves out may read one level.
                #expect(worst <= 1, "\(shapeCase), row \(y): unplanned but covered \(worst)")
                continue
            }
            plannedRows += 1
            #expect(approx(Double(plan.dy), Double(dy), 1e-4), "\(shapeCase), row \(y): dy \(plan.dy)")
            var kinds = [Character](repeating: ".", count: Self.width)
            func mark(_ start: Int32, _ end: Int32, _ kind: Character) {
                for x in Int(start)..<Int(end) {
                    #expect(columns.contains(x) && kinds[x] == ".", "\(shapeCase), row \(y): column \(x) planned twice")
                    if columns.contains(x) { kinds[x] = kind }
                }
            }
            let stretchStarts = [plan.starts.0, plan.starts.1, plan.starts.2, plan.starts.3]
            let stretchEnds = [plan.ends.0, plan.ends.1, plan.ends.2, plan.ends.3]
            var previousEnd = Int32.min
            for i in 0..<Int(plan.count) {
                #expect(stretchStarts[i] < stretchEnds[i] && stretchStarts[i] >= previousEnd,
                        "\(shapeCase), row \(y): stretches out of order")
                previousEnd = stretchEnds[i]
                mark(stretchStarts[i], stretchEnds[i], "e")
            }
            mark(plan.solid_starts.0, plan.solid_ends.0, "s")
            mark(plan.solid_starts.1, plan.solid_ends.1, "s")
            for x in columns {
                switch kinds[x] {
                case "s":
                    solid += 1
                    #expect(coverage(x) == 255, "\(shapeCase), row \(y): solid column \(x) covered \(coverage(x))")
                case "e":
                    evaluated += 1
                default:
                    #expect(coverage(x) <= 1, "\(shapeCase), row \(y): skipped column \(x) covered \(coverage(x))")
                }
            }
        }
        #expect(plannedRows > 10 && evaluated > 50 && solid > 0, "\(shapeCase): \(plannedRows) rows, \(evaluated), \(solid)")
    }

    @Test(arguments: 0..<cases.count)
    func blockFillEqualsPlannedRowsBlendedOneByOne(caseIndex: Int) {
        var shapeCase = Self.cases[caseIndex]
        let background: UInt32 = 0xFF12_141A
        for color: UInt32 in [0xFFFF_9F0A, 0x8080_1D18] {
            var filled = [UInt32](repeating: background, count: Self.width * Self.height)
            shapeCase.fill(&filled, color: color)
            var expected = [UInt32](repeating: background, count: Self.width * Self.height)
            var coverage = [UInt8](repeating: 0, count: Self.width + Int(RK_LANES))
            let full = [UInt8](repeating: 255, count: Self.width)
            for y in Int(shapeCase.ring.min_y)..<Int(shapeCase.ring.max_y) {
                guard let plan = shapeCase.plan(y) else { continue }
                let starts = [plan.starts.0, plan.starts.1, plan.starts.2, plan.starts.3]
                let ends = [plan.ends.0, plan.ends.1, plan.ends.2, plan.ends.3]
                rk_row_coverage(&shapeCase.shape, plan.dy, shapeCase.center.x, starts, ends, plan.count, &coverage)
                expected.withUnsafeMutableBufferPointer { pixels in
                    let row = pixels.baseAddress! + y * Self.width
                    var offset = 0
                    for i in 0..<Int(plan.count) {
                        let length = Int(ends[i] - starts[i])
                        coverage.withUnsafeBufferPointer { values in
                            rk_blend_solid(row + Int(starts[i]), values.baseAddress! + offset, Int32(length), color)
                        }
                        offset += length
                    }
                    for (start, end) in [(plan.solid_starts.0, plan.solid_ends.0), (plan.solid_starts.1, plan.solid_ends.1)] {
                        rk_blend_solid(row + Int(start), full, end - start, color)
                    }
                }
            }
            let differing = zip(filled, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "\(shapeCase), colour \(String(color, radix: 16)): \(differing) pixels differ")
            #expect(filled.contains { $0 != background }, "\(shapeCase): nothing drawn")
        }
    }
}

private extension RowPlanTests.Case {
    static func ring(_ name: String, center: SIMD2<Double>, radius: Double) -> Self {
        ring(name, center: center, inner: 0, outer: radius)
    }
}

/// Two planned rows filled together (`rk_fill_plan_pair_solid`: rows of short stretches side by
/// side) give the pixels filling them one after the other gives, in both builds' dispatch, for
/// rounded rectangles, discs and rings, rows of two or four short stretches and of longer ones.
@Suite("C row plans: two rows at once")
struct RowPairFillTests {
    @Test func pairOfRowsEqualsRowsOneAfterTheOther() {
        let width = 96
        var state: UInt64 = 0x9A1E
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        // Each shape with its centre and the half width of its outline near the middle rows: the
        // stretches are put where the outline crosses the row, so that their coverage varies.
        let shapes: [(rk_shape, Double, Double)] = [
            (rk_shape.roundedRect(halfWidth: 30.3, halfHeight: 8.6, radius: 6.1), 48.4, 30.3),
            (rk_shape.disc(radius: 20.7), 47.9, 20.7),
            (rk_shape.ring(inner: 14.2, outer: 26.9), 48.2, 26.9),
        ]
        for trial in 0..<300 {
            let (shape, originX, half) = shapes[trial % shapes.count]
            // A row's plan: stretches of one to four pixels (or, now and then, longer) over the
            // outline's left and right crossings, around up to two solid runs.
            func plan(_ dy: Float) -> rk_row_plan {
                var plan = rk_row_plan()
                plan.dy = dy
                let long = next(5) == 0
                let from = Int(originX - half) - next(3), to = Int(originX + half) + 1 + next(3)
                let leftSolid = from + 1 + next(long ? 12 : 4), rightSolid = to - 1 - next(long ? 12 : 4)
                if next(2) == 0 {
                    rk_row_plan_split(&plan, Int32(from), Int32(to), Int32(leftSolid), Int32(rightSolid), 0, 0, 0, 0)
                } else {
                    let middle = (leftSolid + rightSolid) / 2
                    rk_row_plan_split(&plan, Int32(from), Int32(to), Int32(leftSolid), Int32(middle - 3 - next(3)),
                                      Int32(middle - 2), Int32(middle + 2), Int32(middle + 3 + next(3)), Int32(rightSolid))
                }
                return plan
            }
            var a = plan(Float(next(9)) - 4.5), b = plan(Float(next(9)) - 4.5)
            var kernelShape = shape
            for color: UInt32 in [0xFF20_6A9C, 0x8040_2010] {
                let background = (0..<(2 * width)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0xFF00_0000 }
                var together = background, apart = background
                together.withUnsafeMutableBufferPointer { pixels in
                    rk_fill_plan_pair_solid(&kernelShape, &a, pixels.baseAddress!, &b, pixels.baseAddress! + width, originX,
                                            Int32(width), color)
                }
                apart.withUnsafeMutableBufferPointer { pixels in
                    rk_fill_plan_solid(&kernelShape, &a, originX, pixels.baseAddress!, Int32(width), color)
                    rk_fill_plan_solid(&kernelShape, &b, originX, pixels.baseAddress! + width, Int32(width), color)
                }
                #expect(together == apart, "trial \(trial), colour \(color)")
            }
        }
    }
}
