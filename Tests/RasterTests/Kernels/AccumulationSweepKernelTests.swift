import RasterKernels
import Testing
@testable import Raster

/// The path rasteriser's C kernels, both builds: edges accumulated into cells, row by row and a
/// band at a time, and the sweep that turns the cells into coverage.
@Suite("C raster kernels: accumulation and sweep, both builds")
struct AccumulationSweepKernelTests {
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
                expected[i] = RasterKernelsTests.level(sum, evenOdd: evenOdd != 0)
            }
            let color = RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: random.next() % 2 == 0)
            var background = [UInt32](repeating: 0, count: width)
            for i in 0..<width { background[i] = RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: false) }
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
            let color = RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: random.next() % 3 != 0)
            // The pixmap has a margin of rows above and columns left of the band.
            let left = Int(random.next() % 5), top = Int(random.next() % 3), rowPixels = width + left + 3
            var background = [UInt32](repeating: 0, count: rowPixels * (rows + top))
            for i in background.indices { background[i] = RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: false) }
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
}
