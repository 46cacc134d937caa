import Geometry
import RasterKernels

/// Exact-area anti-aliased scan conversion.
///
/// Each line segment adds the signed area it sweeps to a float accumulation buffer, cell by cell;
/// a running sum along each row then yields the winding-weighted coverage of every pixel, to
/// which the fill rule is applied. This is the accumulation technique of font-rs: no sorting of
/// edges, no supersampling, and coverage that is the exact area for non-overlapping outlines.
///
/// A shape whose whole area's cells fit a second-level cache is accumulated as `add` takes its
/// segments, each edge made and added at once and never stored. A larger one is banded: `add` only
/// turns segments into edges, and `sweep` accumulates them a band of rows at a time, a band small
/// enough for its cells to stay in the first-level cache, and sweeps each band as soon as it is
/// accumulated. Each row marks the eights of cells its edges touched, so the sweep reads those
/// alone: a shape's interior and the holes in it cost nothing per pixel but the blending. The
/// edges are listed per band in their order, so every cell sums the same numbers in the same order
/// as one pass would. The accumulation, binning and sweep run in C (`rk_accumulate_band`,
/// `rk_bin_edges`, `rk_sweep_row`).
///
/// The band covers only the path's bounds clipped to the clip rectangle, and the buffers are reused
/// from one draw to the next, so steady-state drawing allocates nothing. Copies share the buffers:
/// keep one rasterizer per canvas.
public struct CoverageRasterizer {
    private let buffers = AccumulationBuffers()
    private var area = IntRect.empty
    private var layout = BandLayout(width: 0, height: 0)
    private var edgeCount = 0
    /// Whether a whole-area shape has cells that no sweep has yet read and cleared.
    private var accumulated = false

    /// A rasterizer with no area; buffers grow on the first `reset(bounds:)` and are kept.
    public init() {}

    /// The device rectangle the current accumulation covers (empty after `reset` with no area).
    public var bounds: IntRect { area }

    /// Starts a new shape covering at most `bounds` (device pixels, already clipped).
    public mutating func reset(bounds: IntRect) {
        if accumulated { discard() }
        area = bounds.isEmpty ? .empty : bounds
        edgeCount = 0
        guard !area.isEmpty else { return }
        layout = BandLayout(width: area.width, height: area.height)
        buffers.reserve(layout)
        if !layout.isWhole { buffers.bandStarts.update(repeating: 0, count: Int(layout.bands) + 2) }
    }

    /// Grows the buffers now for shapes as large as `width` × `height` device pixels, so that no
    /// later shape within that size allocates for its rows (edges grow with the most drawn).
    public func reserve(width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        let layout = BandLayout(width: width, height: height)
        buffers.reserve(layout)
        // A smaller shape may be accumulated whole: at most `wholeCells` cells, and for each of its
        // rows its words of marks, which come to at most a word per 512 of its cells and one more
        // per row (no more rows than `height`, nor than the narrowest stride, 8, allows).
        let wholeRows = min(height, BandLayout.wholeCells / 8)
        buffers.reserve(cells: min(BandLayout.wholeCells, Int(layout.stride) * height),
                        touched: min(Int(layout.words) * height, BandLayout.wholeCells / 512 + wholeRows))
    }

    /// Where the cells and marks are now: the same before and after a draw that allocated nothing.
    var scratchAddresses: (cells: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>) {
        (buffers.cells, buffers.touched)
    }

    /// Adds every contour of `polygons` (device space, each implicitly closed).
    public mutating func add(_ polygons: Polygons) {
        guard !area.isEmpty else { return }
        let originX = Double(area.x), originY = Double(area.y)
        let width = Double(area.width), height = Double(area.height)
        if layout.isWhole {
            var band = wholeBand
            accumulated = true
            polygons.points.withUnsafeBufferPointer { points in
                polygons.contourEnds.withUnsafeBufferPointer { ends in
                    guard let pointBase = points.baseAddress, let endBase = ends.baseAddress else { return }
                    UnsafeRawPointer(pointBase).withMemoryRebound(to: Double.self, capacity: 2 * points.count) { coordinates in
                        rk_accumulate_polygons(&band, coordinates, endBase, ends.count, originX, originY)
                    }
                }
            }
            return
        }
        buffers.reserveEdges(edgeCount + 3 * polygons.points.count, keeping: edgeCount)
        let edges = buffers.edges + edgeCount
        polygons.points.withUnsafeBufferPointer { points in
            polygons.contourEnds.withUnsafeBufferPointer { ends in
                guard let pointBase = points.baseAddress, let endBase = ends.baseAddress else { return }
                // `Point` is two `Double`s, x then y: the kernel reads the pairs in place.
                UnsafeRawPointer(pointBase).withMemoryRebound(to: Double.self, capacity: 2 * points.count) { coordinates in
                    edgeCount += rk_edges_from_polygons(width, height, coordinates, endBase, ends.count, originX, originY, edges,
                                                        layout.bandShift, buffers.bandStarts)
                }
            }
        }
    }

    /// Adds one directed edge in device coordinates. Edges outside the area vertically are
    /// dropped; parts left or right of it are folded onto its edges so that the coverage inside
    /// stays exact.
    public mutating func addLine(_ p0: Point, _ p1: Point) {
        guard !area.isEmpty else { return }
        buffers.reserveEdges(edgeCount + 3, keeping: edgeCount)
        let made = rk_edges_from_line(Double(area.width), Double(area.height), p0.x - Double(area.x), p0.y - Double(area.y),
                                      p1.x - Double(area.x), p1.y - Double(area.y), buffers.edges + edgeCount)
        if layout.isWhole {
            var band = wholeBand
            accumulated = true
            rk_accumulate_band(&band, 0, buffers.edges + edgeCount, nil, made)
            return
        }
        rk_count_bands(buffers.edges + edgeCount, made, layout.bandShift, buffers.bandStarts)
        edgeCount += made
    }

    /// The whole area as one band, for a shape accumulated as it is added.
    private var wholeBand: rk_band {
        rk_band(cells: buffers.cells, touched: buffers.touched, stride: layout.stride, words: layout.words,
                width: Int32(area.width), rows: Int32(area.height))
    }

    /// Turns the accumulated area into coverage spans and hands them to `blitter`. Only the device
    /// rows in `rows` are swept: a part of a shape repainted for a damage has the coverage the
    /// whole shape has.
    public mutating func sweep<B: SpanBlitter>(fillRule: FillRule, into blitter: inout B, rows: Range<Int> = Int.min..<Int.max) {
        guard !area.isEmpty else { return }
        defer {
            // The sweep zeroed every cell it was given, swept or not.
            accumulated = false
            discard()
        }
        let layout = self.layout, buffers = self.buffers
        let edges = buffers.edges, starts = buffers.bandStarts
        // A shape one band tall takes its edges as they are; taller ones list each band's.
        var entries: UnsafeMutablePointer<Int32>?
        if layout.isWhole {
            // One band, already accumulated: swept (to clear and draw it) only if anything was added.
            starts[0] = 0
            starts[1] = accumulated ? 1 : 0
        } else if layout.bands > 1 {
            buffers.reserveEntries(rk_band_starts(layout.bands, starts))
            entries = buffers.entries
            rk_bin_edges(edges, edgeCount, layout.bandShift, starts, buffers.entries)
        } else {
            starts[0] = 0
            starts[1] = Int32(edgeCount)
        }
        let evenOdd: Int32 = fillRule == .evenOdd ? 1 : 0
        let originX = area.x, originY = area.y
        let cells = buffers.cells, touched = buffers.touched, coverage = buffers.rowCoverage, pieces = buffers.pieces
        let stride = Int(layout.stride), words = Int(layout.words)
        // A plain solid colour blends as the sweep goes, with no pieces in between.
        let solid = blitter.asSolidBlitter
        // Pixels right of the area within the pixmap's row: the shape leaves them uncovered, since
        // whatever of it lies beyond the area is folded onto the area's right side.
        let spare = Int32(clamping: min(7, max(0, (solid?.rowPixels ?? 0) - area.maxX)))
        for band in 0..<Int(layout.bands) {
            let top = band << layout.bandShift
            let bandRows = min(layout.bandRows, area.height - top)
            let first = Int(starts[band]), end = Int(starts[band + 1])
            guard end > first else { continue }
            // A whole-area shape is in its cells already: rows outside `rows` must still be cleared.
            if !layout.isWhole {
                guard originY + top < rows.upperBound, originY + top + bandRows > rows.lowerBound else { continue }
                var cellBand = rk_band(cells: cells, touched: touched, stride: layout.stride, words: layout.words,
                                       width: Int32(area.width), rows: Int32(bandRows))
                rk_accumulate_band(&cellBand, Int32(top), edges, entries.map { $0 + first }, end - first)
            }
            if let solid {
                // Rows of the band inside `rows`, worked out without overflow for unbounded ranges.
                let bandTop = originY + top
                let firstSwept = rows.lowerBound <= bandTop ? 0 : min(bandRows, rows.lowerBound - bandTop)
                let endSwept = rows.upperBound >= bandTop + bandRows ? bandRows : max(0, rows.upperBound - bandTop)
                var sweep = rk_band_sweep(rows: Int32(bandRows), stride: layout.stride, words: layout.words,
                                          width: Int32(area.width), even_odd: evenOdd, first: Int32(firstSwept),
                                          end: Int32(max(firstSwept, endSwept)), top: Int32(bandTop), left: Int32(originX),
                                          row_pixels: solid.rowPixels, spare: spare)
                rk_sweep_band_solid(cells, touched, &sweep, solid.pixels, solid.color)
                continue
            }
            for row in 0..<bandRows {
                let line = cells + row * stride, marks = touched + row * words
                let y = originY + top + row
                guard rows.contains(y) else {
                    rk_clear_row(line, marks, layout.words)
                    continue
                }
                let count = Int(rk_sweep_row(line, marks, layout.words, Int32(area.width), evenOdd, coverage, pieces))
                for index in 0..<count {
                    let piece = pieces[index]
                    let start = Int(piece.start), end = Int(piece.end)
                    if piece.level < 0 {
                        blitter.blit(y: y, x: originX + start, coverage: UnsafeBufferPointer(start: coverage + start, count: end - start))
                    } else {
                        blitter.blitRun(y: y, x: originX + start, length: end - start, coverage: UInt8(piece.level))
                    }
                }
            }
        }
    }

    /// Drops the shape without drawing it: what a draw that turns out to paint nothing (a
    /// transparent colour, a paint that cannot be mapped) does instead of `sweep`. A banded shape
    /// has nothing accumulated before `sweep`; a whole-area one has its cells cleared here.
    public mutating func discard() {
        if accumulated {
            accumulated = false
            for row in 0..<area.height {
                rk_clear_row(buffers.cells + row * Int(layout.stride), buffers.touched + row * Int(layout.words), layout.words)
            }
        }
        edgeCount = 0
        area = .empty
    }
}

/// How an area's rows are cut into bands, and the size of a band's buffers: one band of all its
/// rows when the area's cells fit `wholeCells`.
struct BandLayout {
    /// The most cells (4 bytes each) an area may have to be accumulated whole: 2 MiB, about a
    /// second-level cache, so edges go straight into cells and are never stored or binned. The
    /// sweep reads a whole shape's cells back row by row, which the prefetchers keep up with;
    /// measured on the tiger, whose larger shapes this takes from the banded path, 4 % fewer
    /// instructions than at 256 KiB and no slower per instruction. Larger areas are banded so that
    /// a full-window shape does not walk megabytes of cells twice.
    static let wholeCells = 524_288
    /// Cells per row: the area's columns and eight spare (a step's cells are added four, or on a
    /// shallow edge eight, at a time from its leftmost, which can be the column past the last),
    /// rounded up to whole eights.
    let stride: Int32
    /// 64-bit words of touched-eight bits per row.
    let words: Int32
    /// log₂ of the rows in a band: as many rows as keep a band's cells within about 32 KiB
    /// (a first-level cache), from 4 to 64.
    let bandShift: Int32
    /// Bands covering the area's rows.
    let bands: Int32
    /// Whether the area is one band of all its rows, accumulated as its edges are made.
    let isWhole: Bool
    /// Rows in a full band.
    let bandRows: Int

    init(width: Int, height: Int) {
        let stride = (width + 8 + 7) / 8 * 8
        self.stride = Int32(stride)
        words = Int32((stride / 8 + 63) / 64)
        isWhole = stride * height <= Self.wholeCells
        if isWhole {
            bandShift = 30
            bands = 1
            bandRows = height
            return
        }
        var shift = 2
        while shift < 6, (stride << (shift + 1)) <= 8192 { shift += 1 }
        bandShift = Int32(shift)
        bands = Int32((height + (1 << shift) - 1) >> shift)
        bandRows = 1 << shift
    }
}

/// The rasterizer's scratch memory, grown on demand and never shrunk. Raw storage keeps the
/// inner loops free of bounds checks and uniqueness checks; every access stays inside the sizes
/// `reserve` guaranteed for the current area.
private final class AccumulationBuffers {
    /// One band's accumulated signed area, `stride` cells per row; all zero between bands.
    private(set) var cells: UnsafeMutablePointer<Float>
    /// One band's touched-eight bits, `words` per row; all clear between bands.
    private(set) var touched: UnsafeMutablePointer<UInt64>
    /// The current shape's edges.
    private(set) var edges: UnsafeMutablePointer<rk_edge>
    /// Each band's edges, as `rk_bin_edges` lists them, and where each band's list starts.
    private(set) var entries: UnsafeMutablePointer<Int32>
    private(set) var bandStarts: UnsafeMutablePointer<Int32>
    /// One row of 8-bit coverage.
    private(set) var rowCoverage: UnsafeMutablePointer<UInt8>
    /// One row's pieces, as `rk_sweep_row` describes them.
    private(set) var pieces: UnsafeMutablePointer<rk_sweep_piece>
    private var cellCapacity = 0, touchedCapacity = 0, edgeCapacity = 0, entryCapacity = 0
    private var bandCapacity = 0, rowCapacity = 0

    init() {
        cells = .allocate(capacity: 1)
        touched = .allocate(capacity: 1)
        edges = .allocate(capacity: 1)
        entries = .allocate(capacity: 1)
        bandStarts = .allocate(capacity: 1)
        rowCoverage = .allocate(capacity: 1)
        pieces = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        edges.deallocate()
        entries.deallocate()
        bandStarts.deallocate()
        rowCoverage.deallocate()
        pieces.deallocate()
    }

    func reserve(_ layout: BandLayout) {
        let stride = Int(layout.stride)
        reserve(cells: stride * layout.bandRows, touched: Int(layout.words) * layout.bandRows)
        if Int(layout.bands) + 2 > bandCapacity {
            bandStarts.deallocate()
            bandCapacity = max(Int(layout.bands) + 2, bandCapacity * 2)
            bandStarts = .allocate(capacity: bandCapacity)
        }
        if stride > rowCapacity {
            rowCoverage.deallocate()
            pieces.deallocate()
            rowCapacity = max(stride, rowCapacity * 2)
            rowCoverage = .allocate(capacity: rowCapacity)
            rowCoverage.initialize(repeating: 0, count: rowCapacity)
            pieces = .allocate(capacity: 2 * (rowCapacity / 8) + 2)
        }
    }

    /// Room for `cellCount` cells and `touchedCount` words of marks, all zero.
    func reserve(cells cellCount: Int, touched touchedCount: Int) {
        if cellCount > cellCapacity {
            cells.deallocate()
            cellCapacity = max(cellCount, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if touchedCount > touchedCapacity {
            touched.deallocate()
            touchedCapacity = max(touchedCount, touchedCapacity * 2)
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
    }

    /// Room for `count` edges, keeping the first `kept`.
    func reserveEdges(_ count: Int, keeping kept: Int) {
        guard count > edgeCapacity else { return }
        let grown = UnsafeMutablePointer<rk_edge>.allocate(capacity: max(count, edgeCapacity * 2))
        grown.moveInitialize(from: edges, count: kept)
        edges.deallocate()
        edges = grown
        edgeCapacity = max(count, edgeCapacity * 2)
    }

    /// Room for `count` band entries (their contents need not survive).
    func reserveEntries(_ count: Int) {
        guard count > entryCapacity else { return }
        entries.deallocate()
        entryCapacity = max(count, entryCapacity * 2)
        entries = .allocate(capacity: entryCapacity)
    }
}
