import RasterKernels
import Testing
@testable import Raster

/// The C kernels come in two builds, AVX2 with FMA and baseline x86-64, one chosen at run time:
/// whichever the machine runs, the other must draw the same, and the fused row fill must equal
/// coverage followed by blending.
@Suite("C raster kernels: both builds, fused and separate")
struct RasterKernelsTests {
    static let shapes: [(name: String, shape: rk_shape)] = [
        ("disc", .disc(radius: 37.3)),
        ("ring", .ring(inner: 30.2, outer: 42.9)),
        ("thin ring", .ring(inner: 40.1, outer: 41.3)),
        ("arc", RoundCappedArcKernel(radius: 36, halfWidth: 6, first: SIMD2(-1, 0), last: SIMD2(0, -1), isReflex: false).shape),
        ("reflex arc", RoundCappedArcKernel(radius: 30, halfWidth: 1.5, first: SIMD2(0.6, 0.8), last: SIMD2(0.8, -0.6),
                                            isReflex: true).shape),
        ("rounded rect", .roundedRect(halfWidth: 40.5, halfHeight: 20.25, radius: 9)),
    ]

    /// A row's stretches: short ones (rings' sides), one longer than a step, one ending at the
    /// row's right edge.
    static let starts: [Int32] = [2, 9, 20, 110]
    static let ends: [Int32] = [5, 11, 47, 120]
    static let rowWidth = 120
    static let originX = 61.3

    @Test(arguments: 0..<6)
    func coverageOfBothBuildsAgrees(shapeIndex: Int) {
        var shape = Self.shapes[shapeIndex].shape
        let total = Int(zip(Self.starts, Self.ends).map { $1 - $0 }.reduce(0, +))
        var chosen = [UInt8](repeating: 0, count: total + Int(RK_LANES))
        var baseline = chosen
        var worst = 0, nonZero = 0
        for row in -50...50 {
            let dy = Float(row) + 0.5
            rk_row_coverage(&shape, dy, Self.originX, Self.starts, Self.ends, Int32(Self.starts.count), &chosen)
            rk_row_coverage_baseline(&shape, dy, Self.originX, Self.starts, Self.ends, Int32(Self.starts.count), &baseline)
            for i in 0..<total {
                worst = max(worst, abs(Int(chosen[i]) - Int(baseline[i])))
                if chosen[i] != 0 && chosen[i] != 255 { nonZero += 1 }
            }
        }
        #expect(nonZero > 20, "\(Self.shapes[shapeIndex].name): the rows must cross the shape's edges")
        // The builds differ only in fused multiply-adds: a rounding step at most.
        #expect(worst <= 1, "\(Self.shapes[shapeIndex].name) (\(String(cString: rk_kernel_build()))): worst \(worst)")
    }

    /// Group opacity and transparency layers land through `rk_composite_over`: to the bit the
    /// Swift source-over of the scaled pixel, in both builds, on rows longer and shorter than a
    /// vector step, transparent pixels leaving the parent as it is.
    @Test(arguments: [0, 1, 77, 128, 254, 255] as [UInt32])
    func compositeOverIsScaledSourceOverInBothBuilds(alpha: UInt32) {
        var random = SystemRandomNumberGenerator()
        func premultiplied() -> UInt32 {
            let a = UInt32.random(in: 0...255, using: &random)
            if a == 0 || Int.random(in: 0..<5, using: &random) == 0 { return 0 }
            let channel = { UInt32.random(in: 0...a, using: &random) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        for count in [1, 7, 8, 9, 31, 1280] {
            let source = (0..<count).map { _ in premultiplied() }
            let parent = (0..<count).map { _ in premultiplied() }
            let expected = zip(source, parent).map { PremultipliedColor.sourceOver(PremultipliedColor.scale($0, by: alpha), $1) }
            var chosen = parent, baseline = parent
            rk_composite_over(&chosen, source, Int32(count), alpha)
            rk_composite_over_baseline(&baseline, source, Int32(count), alpha)
            #expect(chosen == expected, "\(rk_kernel_build().map { String(cString: $0) } ?? "?") build, \(count) pixels")
            #expect(baseline == expected, "baseline build, \(count) pixels")
        }
    }

    /// A masked layer is cut to its mask through `rk_keep_masked`: each pixel scaled by its mask
    /// pixel's alpha, to the bit, in both builds, on rows longer and shorter than a vector step.
    @Test func keepMaskedIsDestinationInInBothBuilds() {
        var generator = Congruential(seed: 11)
        for count in [1, 7, 8, 9, 31, 1280] {
            let content = (0..<count).map { _ in Self.premultiplied(UInt32(truncatingIfNeeded: generator.next()), opaque: false) }
            // Clear, opaque and translucent mask pixels (only their alpha counts).
            let mask = (0..<count).map { i -> UInt32 in
                let bits = UInt32(truncatingIfNeeded: generator.next())
                return i % 4 == 0 ? 0 : i % 4 == 1 ? bits | 0xFF00_0000 : bits
            }
            let expected = zip(content, mask).map { PremultipliedColor.scale($0, by: $1 >> 24) }
            var chosen = content, baseline = content
            rk_keep_masked(&chosen, mask, Int32(count))
            rk_keep_masked_baseline(&baseline, mask, Int32(count))
            #expect(chosen == expected, "\(String(cString: rk_kernel_build())) build, \(count) pixels")
            #expect(baseline == expected, "baseline build, \(count) pixels")
            #expect(count < 8 || Set(expected).count > count / 2, "the mask must keep some and cut some")
        }
    }

    @Test func solidBlendIsSourceOverInBothBuilds() {
        var generator = Congruential(seed: 7)
        for count in 0..<40 {
            let color = Self.premultiplied(UInt32(truncatingIfNeeded: generator.next()), opaque: count % 3 == 0)
            let coverage = (0..<count).map { i -> UInt8 in
                i % 5 == 0 ? 255 : i % 7 == 0 ? 0 : UInt8(truncatingIfNeeded: generator.next())
            }
            let destination = (0..<count).map { _ in Self.premultiplied(UInt32(truncatingIfNeeded: generator.next()), opaque: false) }
            var expected = destination
            for i in 0..<count where coverage[i] != 0 {
                let source = coverage[i] == 255 ? color : PremultipliedColor.scale(color, by: UInt32(coverage[i]))
                expected[i] = PremultipliedColor.sourceOver(source, destination[i])
            }
            var chosen = destination, baseline = destination
            rk_blend_solid(&chosen, coverage, Int32(count), color)
            rk_blend_solid_baseline(&baseline, coverage, Int32(count), color)
            #expect(chosen == expected, "\(count) pixels, colour \(String(color, radix: 16))")
            #expect(baseline == expected, "\(count) pixels, colour \(String(color, radix: 16)), baseline build")
        }
    }

    @Test(arguments: 0..<6)
    func fusedRowFillEqualsCoverageThenBlend(shapeIndex: Int) {
        var shape = Self.shapes[shapeIndex].shape
        let count = Int32(Self.starts.count)
        let background: UInt32 = 0xFF10_2030
        for color: UInt32 in [0xFF4F_C3F7, 0x8040_2010] {
            for row in stride(from: -45, through: 45, by: 3) {
                let dy = Float(row) + 0.5
                var fused = [UInt32](repeating: background, count: Self.rowWidth)
                rk_row_fill_solid(&shape, dy, Self.originX, Self.starts, Self.ends, count, &fused, Int32(Self.rowWidth), color)
                var fusedBaseline = [UInt32](repeating: background, count: Self.rowWidth)
                rk_row_fill_solid_baseline(&shape, dy, Self.originX, Self.starts, Self.ends, count, &fusedBaseline,
                                           Int32(Self.rowWidth), color)
                var coverage = [UInt8](repeating: 0, count: Self.rowWidth + Int(RK_LANES))
                rk_row_coverage(&shape, dy, Self.originX, Self.starts, Self.ends, count, &coverage)
                var separate = [UInt32](repeating: background, count: Self.rowWidth)
                var offset = 0
                for (start, end) in zip(Self.starts, Self.ends) {
                    let length = Int(end - start)
                    separate.withUnsafeMutableBufferPointer { pixels in
                        coverage.withUnsafeBufferPointer { values in
                            rk_blend_solid(pixels.baseAddress! + Int(start), values.baseAddress! + offset, Int32(length), color)
                        }
                    }
                    offset += length
                }
                #expect(fused == separate, "\(Self.shapes[shapeIndex].name), row \(row), colour \(String(color, radix: 16))")
                let worst = zip(fused, fusedBaseline).map { Self.largestChannelDifference($0, $1) }.max() ?? 0
                #expect(worst <= 1, "\(Self.shapes[shapeIndex].name), row \(row): baseline build off by \(worst)")
            }
        }
    }

    @Test("A fill sets exactly its pixels, short or long, odd or even", arguments: [0, 1, 7, 4095, 4096, 4097, 10_001])
    func fillSetsExactlyItsPixels(count: Int) {
        // Guards either side; an odd start so that the long fill's 8-byte stores are unaligned.
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: count + 3)
        pixels.withUnsafeMutableBufferPointer { buffer in
            pixel_fill(buffer.baseAddress! + 1, 0xFF12_3456, count)
        }
        #expect(pixels.first == 0xDEAD_BEEF && pixels[count + 1] == 0xDEAD_BEEF && pixels.last == 0xDEAD_BEEF)
        #expect(pixels[1..<(count + 1)].allSatisfy { $0 == 0xFF12_3456 }, "\(count) pixels")
    }

    /// Both builds accumulate a band to the same bits: steep and shallow edges, up and down, ones
    /// starting above the band and ending in it, ones wider than a word of touched bits.
    @Test func accumulationOfBothBuildsIsTheSame() {
        var generator = Congruential(seed: 11)
        func unit() -> Double { Double(generator.next() % 1_000_000) / 1_000_000 }
        let width = 1000.0, height = 40.0
        var edges: [rk_edge] = []
        for _ in 0..<400 {
            var made = [rk_edge](repeating: rk_edge(), count: 3)
            let x0 = unit() * width, y0 = unit() * height
            // Every fourth edge is long and shallow: it crosses many cells in a row.
            let reach = edges.count % 4 == 0 ? width : 6
            let x1 = min(max(x0 + (unit() - 0.5) * reach, 0), width), y1 = unit() * height
            let count = rk_edges_from_line(width, height, x0, y0, x1, y1, &made)
            edges += made.prefix(Int(count))
        }
        let stride = 1008, words = (stride / 8 + 63) / 64, rows = 16
        for top in [0, 16, 24] {
            var cells = [[Float]](repeating: [Float](repeating: 0, count: stride * rows), count: 2)
            var touched = [[UInt64]](repeating: [UInt64](repeating: 0, count: words * rows), count: 2)
            for build in 0..<2 {
                cells[build].withUnsafeMutableBufferPointer { cellBuffer in
                    touched[build].withUnsafeMutableBufferPointer { touchedBuffer in
                        var band = rk_band(cells: cellBuffer.baseAddress, touched: touchedBuffer.baseAddress, stride: Int32(stride),
                                           words: Int32(words), width: Int32(width), rows: Int32(rows))
                        if build == 0 {
                            rk_accumulate_band(&band, Int32(top), edges, nil, edges.count)
                        } else {
                            rk_accumulate_band_baseline(&band, Int32(top), edges, nil, edges.count)
                        }
                    }
                }
            }
            #expect(cells[0].map(\.bitPattern) == cells[1].map(\.bitPattern), "band from row \(top)")
            #expect(touched[0] == touched[1], "band from row \(top)")
            #expect(cells[0].filter { $0 != 0 }.count > 500, "the edges must reach the band from row \(top)")
        }
    }

    /// The edges of each line (x0, y0, x1, y1) in an area `width` × `rows`.
    static func edges(of lines: [(Double, Double, Double, Double)], width: Double, rows: Int) -> [rk_edge] {
        var edges: [rk_edge] = []
        for (x0, y0, x1, y1) in lines {
            var made = [rk_edge](repeating: rk_edge(), count: 3)
            let count = rk_edges_from_line(width, Double(rows), x0, y0, x1, y1, &made)
            edges += made.prefix(Int(count))
        }
        return edges
    }

    /// A cell pattern no accumulation makes (a NaN's), for memory that must stay untouched.
    static let sentinel = Float.nan.bitPattern ^ 0x5A5A

    /// The cells of a band of `rows` after `build` (0: the running CPU's, 1: the baseline)
    /// accumulates `edges`, followed by one more row of `sentinel`s that nothing may reach, and the
    /// band's touched marks.
    static func accumulatedBeforeSentinels(_ edges: [rk_edge], width: Int, stride: Int, words: Int, rows: Int,
                                           build: Int) -> (cells: [Float], touched: [UInt64]) {
        var cells = [Float](repeating: 0, count: stride * rows) + [Float](repeating: Float(bitPattern: sentinel), count: stride)
        var touched = [UInt64](repeating: 0, count: words * rows)
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            touched.withUnsafeMutableBufferPointer { touchedBuffer in
                var band = rk_band(cells: cellBuffer.baseAddress, touched: touchedBuffer.baseAddress, stride: Int32(stride),
                                   words: Int32(words), width: Int32(width), rows: Int32(rows))
                if build == 0 {
                    rk_accumulate_band(&band, 0, edges, nil, edges.count)
                } else {
                    rk_accumulate_band_baseline(&band, 0, edges, nil, edges.count)
                }
            }
        }
        return (cells, touched)
    }

    /// An edge of a height (10⁻⁴⁶ px) that rounds to 0 in single precision, where a row's cover
    /// is taken, and a slope of 10⁴⁹: when rows were stepped in single precision its slope was
    /// infinite and its row's x 0 · ∞ = NaN, an index past any buffer. Both builds add nothing
    /// for it and write nothing outside its row.
    @Test func edgeTooFlatForSinglePrecisionAddsNothing() {
        let width = 900, stride = width + 8, words = (stride / 8 + 63) / 64, rows = 4
        let edges = Self.edges(of: [(0.0, 0.0, 900.0, 1e-46), (900.0, 1e-46, 0.0, 2e-46), (450.0, 2e-46, 10.0, 0.0)],
                               width: Double(width), rows: rows)
        #expect(edges.count == 3)
        for build in 0..<2 {
            let cells = Self.accumulatedBeforeSentinels(edges, width: width, stride: stride, words: words, rows: rows, build: build).cells
            #expect(cells[(stride * rows)...].allSatisfy { $0.bitPattern == Self.sentinel }, "build \(build): past the band")
            #expect(cells[..<(stride * rows)].allSatisfy { $0 == 0 }, "build \(build): the edges add no area")
        }
    }

    /// A row step is added four cells at a time from its leftmost cell, or eight on a shallow edge,
    /// which on the area's right side is the cell at `width`: with the stride at its least (`width`
    /// + 8), steps there, vertical, crossing into the last column, or shallow and folded onto the
    /// right side, write nothing past their row. The cells after the right side's pair keep exactly
    /// 0, the next row's first cells and memory past the band are untouched, and each row still adds
    /// exactly its height: the edges' full area.
    @Test(arguments: [4, 12, 60])
    func stepsOnTheRightSideStayInTheirRow(width: Int) {
        let stride = width + 8, words = (stride / 8 + 63) / 64, rows = 6
        let w = Double(width)
        // Down the right side, then up across the last column in one-row steps, vertical and
        // slanted: every step's leftmost cell is at `width` or just before it. Then, in the sixth
        // row, a shallow edge right up to the side, and one running past it, folded onto it.
        let edges = Self.edges(of: [(w, 0.0, w, 6.0), (w, 6.0, w - 0.5, 3.0), (w - 0.5, 3.0, w - 0.25, 0.0), (w - 1, 6, w, 0),
                                    (w - 0.75, 5.1, w, 5.15), (w, 5.15, w - 0.75, 5.1),
                                    (w - 0.5, 5.3, w + 10, 5.8), (w + 10, 5.8, w - 0.5, 5.3)],
                               width: w, rows: rows)
        for build in 0..<2 {
            let cells = Self.accumulatedBeforeSentinels(edges, width: width, stride: stride, words: words, rows: rows, build: build).cells
            #expect(cells[(stride * rows)...].allSatisfy { $0.bitPattern == Self.sentinel }, "build \(build): past the band")
            for row in 0..<rows {
                let line = cells[(row * stride)..<((row + 1) * stride)]
                #expect(line[(row * stride + width + 2)...].allSatisfy { $0 == 0 }, "build \(build), row \(row): spare cells")
                // Down by the side (+1), up twice (−1 each), down once: the row's cells sum to −1;
                // the shallow edges there and back add nothing.
                let sum = line.reduce(0, +)
                #expect(abs(sum + 1) < 1e-5, "build \(build), row \(row): the row adds \(sum)")
            }
        }
    }

    /// The rasterizer's rows have the spare cells a row step's eight-cell addition needs, whole or
    /// banded, at every width up to a few eights.
    @Test func bandLayoutsKeepEightSpareCells() {
        for width in 1...70 {
            for height in [1, 5, 3000] {
                let layout = BandLayout(width: width, height: height)
                #expect(Int(layout.stride) >= width + 8 && layout.stride % 8 == 0, "\(width) × \(height): stride \(layout.stride)")
            }
        }
    }

    /// A shape accumulated whole as its edges are made (`rk_accumulate_polygons`, either build)
    /// gets the bits that making its edges, binning them by band and accumulating band by band give:
    /// contours inside the area, crossing every side of it, and lying wholly outside it.
    /// The awkward contours add what edges made four at a time may get wrong: horizontal and
    /// vertical segments, repeated points, points on the area's sides and corners, a contour of
    /// exactly four points and one of five, a sliver within one cell.
    @Test(arguments: ["random", "awkward"])
    func wholeAreaAccumulationIsBandAccumulation(contours kind: String) {
        var generator = Congruential(seed: 29)
        func unit() -> Double { Double(generator.next() % 1_000_000) / 1_000_000 }
        let width = 300, height = 200, origin = (x: 41.5, y: -17.25)
        var points: [Double] = [], ends: [Int] = []
        if kind == "random" {
            for contour in 0..<60 {
                // Most contours stay inside; every fifth reaches 40 % past each side.
                let reach = contour % 5 == 0 ? 1.8 : 1.0, offset = contour % 5 == 0 ? -0.4 : 0.0
                for _ in 0..<(3 + contour % 9) {
                    points.append(origin.x + (offset + unit() * reach) * Double(width))
                    points.append(origin.y + (offset + unit() * reach) * Double(height))
                }
                ends.append(points.count / 2)
            }
        } else {
            let w = Double(width), h = Double(height)
            let local: [[(Double, Double)]] = [
                [(0, 0), (w, 0), (w, h), (0, h)],
                [(10, 50), (60, 50), (60, 50), (110, 50), (110, 80.5), (60, 80.5), (10, 80.5), (10, 50)],
                [(150, 10), (150, 190), (151.25, 190), (151.25, 10), (150.5, 10)],
                [(20.2, 120.3), (20.4, 120.3), (20.4, 120.7), (20.3, 120.5), (20.2, 120.6), (20.2, 120.3), (20.25, 120.45)],
                [(w, 30), (w - 40, 30), (w - 40, 60), (w, 60), (w, 45), (w - 20, 45), (w - 20, 44), (w, 44), (w, 30)],
                [(0, h), (100, h - 0.25), (200, h), (100, 150), (0, h), (0, h - 1)],
            ]
            for contour in local {
                for (x, y) in contour {
                    points.append(origin.x + x)
                    points.append(origin.y + y)
                }
                ends.append(points.count / 2)
            }
        }
        let stride = (width + 8 + 7) / 8 * 8, words = (stride / 8 + 63) / 64
        func accumulated(_ accumulate: (inout rk_band, UnsafeMutablePointer<Float>, UnsafeMutablePointer<UInt64>) -> Void)
            -> (cells: [UInt32], touched: [UInt64]) {
            var cells = [Float](repeating: 0, count: stride * height)
            var touched = [UInt64](repeating: 0, count: words * height)
            cells.withUnsafeMutableBufferPointer { cellBuffer in
                touched.withUnsafeMutableBufferPointer { touchedBuffer in
                    var band = rk_band(cells: cellBuffer.baseAddress, touched: touchedBuffer.baseAddress, stride: Int32(stride),
                                       words: Int32(words), width: Int32(width), rows: Int32(height))
                    accumulate(&band, cellBuffer.baseAddress!, touchedBuffer.baseAddress!)
                }
            }
            return (cells.map(\.bitPattern), touched)
        }
        let banded = accumulated { _, cells, touched in
            let shift: Int32 = 4, bands = (height + 15) / 16
            var edges = [rk_edge](repeating: rk_edge(), count: 3 * points.count / 2)
            var starts = [Int32](repeating: 0, count: bands + 2)
            let made = rk_edges_from_polygons(Double(width), Double(height), points, ends, ends.count, origin.x, origin.y, &edges,
                                              shift, &starts)
            var entries = [Int32](repeating: 0, count: Int(rk_band_starts(Int32(bands), &starts)))
            rk_bin_edges(edges, made, shift, &starts, &entries)
            for b in 0..<bands {
                let top = b * 16
                var band = rk_band(cells: cells + top * stride, touched: touched + top * words, stride: Int32(stride),
                                   words: Int32(words), width: Int32(width), rows: Int32(min(16, height - top)))
                entries.withUnsafeBufferPointer { list in
                    rk_accumulate_band(&band, Int32(top), edges, list.baseAddress! + Int(starts[b]), Int(starts[b + 1] - starts[b]))
                }
            }
        }
        let whole = accumulated { band, _, _ in rk_accumulate_polygons(&band, points, ends, ends.count, origin.x, origin.y) }
        let wholeBaseline = accumulated { band, _, _ in
            rk_accumulate_polygons_baseline(&band, points, ends, ends.count, origin.x, origin.y)
        }
        #expect(banded.cells.filter { $0 != 0 }.count > (kind == "random" ? 2000 : 500), "the contours must cover much of the area")
        #expect(whole.cells == banded.cells && whole.touched == banded.touched)
        #expect(wholeBaseline.cells == banded.cells && wholeBaseline.touched == banded.touched)
    }

    /// A row of a band with interiors (untouched stretches of every length), holes, windings beyond
    /// one, sums that cancel, eights marked touched whose cells are all zero, and area in the spare
    /// cells past the visible columns: the sweep of either build gives each visible column the
    /// level of the running sum (within one level of a sequential sum, whose order of additions
    /// differs), covers every column exactly once in order, and leaves the cells zero and the marks
    /// clear; both builds give the same bytes. Swept straight into pixels, each build gives the
    /// pixels its pieces give through the solid blitter.
    @Test(arguments: [0, 1] as [Int32])
    func sweepOfBothBuildsAgreesWithTheRunningSum(evenOdd: Int32) {
        var random = Congruential(seed: 0x5EE9 + UInt64(evenOdd))
        for trial in 0..<300 {
            let width = 1 + Int(random.next() % 300)
            let stride = (width + 8 + 7) / 8 * 8, words = (stride / 8 + 63) / 64
            var cells = [Float](repeating: 0, count: stride)
            var touched = [UInt64](repeating: 0, count: words)
            var column = 0
            while column < stride {
                if random.next() % 3 == 0 {
                    column += Int(random.next() % 40)
                } else {
                    cells[column] = Float(Int(random.next() % 2001) - 1000) / 500
                    touched[column / 512] |= 1 << UInt64(column / 8 % 64)
                    column += 1
                }
            }
            if random.next() % 2 == 0 {
                let group = Int(random.next() % UInt64(stride / 8))
                touched[group / 64] |= 1 << UInt64(group % 64)
            }
            var expected = [UInt8](repeating: 0, count: width)
            var sum: Float = 0
            for i in 0..<width {
                sum += cells[i]
                expected[i] = Self.level(sum, evenOdd: evenOdd != 0)
            }
            let color = Self.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: random.next() % 2 == 0)
            var background = [UInt32](repeating: 0, count: width)
            for i in 0..<width { background[i] = Self.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: false) }
            var expectedBuild: [UInt8] = []
            for build in ["chosen", "baseline"] {
                var row = cells, marks = touched, coverage = [UInt8](repeating: 0, count: stride)
                var pieces = [rk_sweep_piece](repeating: rk_sweep_piece(), count: 2 * ((width + 7) / 8) + 2)
                let count = build == "chosen"
                    ? rk_sweep_row(&row, &marks, Int32(words), Int32(width), evenOdd, &coverage, &pieces)
                    : rk_sweep_row_baseline(&row, &marks, Int32(words), Int32(width), evenOdd, &coverage, &pieces)
                var drawn = [UInt8](repeating: 0, count: width)
                var next = 0
                for piece in pieces.prefix(Int(count)) {
                    #expect(Int(piece.start) >= next && piece.end > piece.start && Int(piece.end) <= width,
                            "trial \(trial), \(build): pieces out of order")
                    // A gap between pieces is a run of level 0, which is not emitted.
                    for i in Int(piece.start)..<Int(piece.end) { drawn[i] = piece.level < 0 ? coverage[i] : UInt8(piece.level) }
                    next = Int(piece.end)
                }
                let worst = (0..<width).map { abs(Int(drawn[$0]) - Int(expected[$0])) }.max() ?? 0
                #expect(worst <= 1, "trial \(trial), \(build): off by \(worst)")
                #expect(row.allSatisfy { $0 == 0 } && marks.allSatisfy { $0 == 0 }, "trial \(trial), \(build): left marks")
                if build == "chosen" { expectedBuild = drawn } else {
                    #expect(drawn == expectedBuild, "trial \(trial): the builds differ")
                }
                // The pieces through the solid blitter, and the sweep straight into pixels.
                var blitted = background, swept = background
                blitted.withUnsafeMutableBufferPointer { buffer in
                    let blitter = SolidBlitter(pixels: buffer.baseAddress!, rowPixels: width, color: color)
                    coverage.withUnsafeBufferPointer { bytes in
                        for piece in pieces.prefix(Int(count)) {
                            let start = Int(piece.start), end = Int(piece.end)
                            if piece.level < 0 {
                                blitter.blit(y: 0, x: start, coverage: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                            } else {
                                blitter.blitRun(y: 0, x: start, length: end - start, coverage: UInt8(piece.level))
                            }
                        }
                    }
                }
                var solidCells = cells, solidMarks = touched
                if build == "chosen" {
                    rk_sweep_row_solid(&solidCells, &solidMarks, Int32(words), Int32(width), evenOdd, &swept, color)
                } else {
                    rk_sweep_row_solid_baseline(&solidCells, &solidMarks, Int32(words), Int32(width), evenOdd, &swept, color)
                }
                #expect(swept == blitted, "trial \(trial), \(build): the solid sweep blends other pixels")
                #expect(solidCells.allSatisfy { $0 == 0 } && solidMarks.allSatisfy { $0 == 0 })
            }
        }
    }

    /// A band swept in one call, in either build, gives each row in its range the pixels a row's
    /// own sweep gives, leaves the pixel rows outside the range as they were, and clears every row's
    /// cells and marks, swept or not (a band cut by the clip).
    @Test func bandSweepIsTheRowSweepOfTheRowsInRange() {
        var random = Congruential(seed: 0xBA2D)
        for trial in 0..<60 {
            let width = 1 + Int(random.next() % 700), rows = 1 + Int(random.next() % 16)
            let stride = (width + 8 + 7) / 8 * 8, words = (stride / 8 + 63) / 64
            var cells = [Float](repeating: 0, count: stride * rows)
            var touched = [UInt64](repeating: 0, count: words * rows)
            for row in 0..<rows {
                var column = 0
                while column < stride {
                    if random.next() % 4 == 0 {
                        column += Int(random.next() % 300)
                    } else {
                        cells[row * stride + column] = Float(Int(random.next() % 2001) - 1000) / 500
                        touched[row * words + column / 512] |= 1 << UInt64(column / 8 % 64)
                        column += 1
                    }
                }
            }
            let color = Self.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: random.next() % 3 != 0)
            // The pixmap has a margin of rows above and columns left of the band.
            let left = Int(random.next() % 5), top = Int(random.next() % 3), rowPixels = width + left + 3
            var background = [UInt32](repeating: 0, count: rowPixels * (rows + top))
            for i in background.indices { background[i] = Self.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: false) }
            let first = Int(random.next() % UInt64(rows + 1)), end = first + Int(random.next() % UInt64(rows - first + 1))
            var expected = background
            for row in first..<end {
                var line = Array(cells[row * stride..<(row + 1) * stride]), marks = Array(touched[row * words..<(row + 1) * words])
                let start = (top + row) * rowPixels + left
                var pixels = Array(expected[start..<start + width])
                rk_sweep_row_solid_baseline(&line, &marks, Int32(words), Int32(width), 0, &pixels, color)
                expected.replaceSubrange(start..<start + width, with: pixels)
            }
            for build in ["chosen", "baseline"] {
                var bandCells = cells, bandMarks = touched, pixels = background
                var sweep = rk_band_sweep(rows: Int32(rows), stride: Int32(stride), words: Int32(words), width: Int32(width),
                                          even_odd: 0, first: Int32(first), end: Int32(end), top: Int32(top), left: Int32(left),
                                          row_pixels: rowPixels, spare: 0)
                if build == "chosen" {
                    rk_sweep_band_solid(&bandCells, &bandMarks, &sweep, &pixels, color)
                } else {
                    rk_sweep_band_solid_baseline(&bandCells, &bandMarks, &sweep, &pixels, color)
                }
                #expect(pixels == expected, "trial \(trial), \(build): rows \(first)..<\(end) of \(rows)")
                #expect(bandCells.allSatisfy { $0 == 0 } && bandMarks.allSatisfy { $0 == 0 }, "trial \(trial), \(build): left cells")
            }
        }
    }

    /// The level a winding sum gives, worked out in the plainest way, for comparison.
    static func level(_ sum: Float, evenOdd: Bool) -> UInt8 {
        var a = abs(sum)
        if evenOdd {
            a -= 2 * (a / 2).rounded(.down)
            if a > 1 { a = 2 - a }
        }
        return UInt8((min(a, 1) * 255).rounded())
    }

    /// A premultiplied colour from random bits: alpha from the top byte (255 when `opaque`), each
    /// channel kept at or below it.
    static func premultiplied(_ bits: UInt32, opaque: Bool) -> UInt32 {
        let alpha = opaque ? 255 : bits >> 24
        func channel(_ shift: UInt32) -> UInt32 { alpha == 0 ? 0 : ((bits >> shift) & 0xFF) % (alpha + 1) }
        return alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let channelA = Int((a >> shift) & 0xFF), channelB = Int((b >> shift) & 0xFF)
            worst = max(worst, abs(channelA - channelB))
        }
        return worst
    }
}

/// Knuth's MMIX linear congruential generator: varied enough bits for colours, and a failure
/// reproduces.
private struct Congruential {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 16
    }
}
