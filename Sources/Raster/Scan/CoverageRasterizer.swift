import Geometry
import RasterKernels

/// Exact-area anti-aliased scan conversion.
///
/// Each line segment adds the signed area it sweeps to a float accumulation buffer, cell by cell;
/// a running sum along each row then yields the winding-weighted coverage of every pixel, to
/// which the fill rule is applied. This is the accumulation technique of font-rs: no sorting of
/// edges, no supersampling, and coverage that is the exact area for non-overlapping outlines.
///
/// The accumulation and the sweep run in C (`rk_accumulate_polygons`, `rk_sweep_row`): the sweep
/// turns eight cells into coverage per step, and skips unchanged stretches eight cells at a time.
///
/// The buffer covers only the path's bounds clipped to the clip rectangle, and is reused from
/// one draw to the next, so steady-state drawing allocates nothing. Copies share the buffers:
/// keep one rasterizer per canvas.
public struct CoverageRasterizer {
    private let buffers = AccumulationBuffers()
    private var area = IntRect.empty
    private var stride = 0

    /// A rasterizer with no area; buffers grow on the first `reset(bounds:)` and are kept.
    public init() {}

    /// The device rectangle the current accumulation covers (empty after `reset` with no area).
    public var bounds: IntRect { area }

    /// Starts a new shape covering at most `bounds` (device pixels, already clipped).
    public mutating func reset(bounds: IntRect) {
        area = bounds.isEmpty ? .empty : bounds
        guard !area.isEmpty else { return }
        stride = area.width + 2
        buffers.reserve(cells: stride * area.height, rows: area.height, rowWidth: stride)
    }

    /// Grows the buffers now for shapes as large as `width` × `height` device pixels, so that no
    /// later shape within that size allocates.
    public func reserve(width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        buffers.reserve(cells: (width + 2) * height, rows: height, rowWidth: width + 2)
    }

    /// Adds every contour of `polygons` (device space, each implicitly closed).
    public mutating func add(_ polygons: Polygons) {
        guard !area.isEmpty else { return }
        var cells = self.cells
        let originX = Double(area.x), originY = Double(area.y)
        polygons.points.withUnsafeBufferPointer { points in
            polygons.contourEnds.withUnsafeBufferPointer { ends in
                guard let pointBase = points.baseAddress, let endBase = ends.baseAddress else { return }
                // `Point` is two `Double`s, x then y: the kernel reads the pairs in place.
                UnsafeRawPointer(pointBase).withMemoryRebound(to: Double.self, capacity: 2 * points.count) { coordinates in
                    rk_accumulate_polygons(&cells, coordinates, endBase, ends.count, originX, originY)
                }
            }
        }
    }

    /// Adds one directed edge in device coordinates. Edges outside the area vertically are
    /// dropped; parts left or right of it are folded onto its edges so that the coverage inside
    /// stays exact.
    public mutating func addLine(_ p0: Point, _ p1: Point) {
        guard !area.isEmpty else { return }
        var cells = self.cells
        rk_accumulate_line(&cells, p0.x - Double(area.x), p0.y - Double(area.y), p1.x - Double(area.x), p1.y - Double(area.y))
    }

    /// The kernels' view of the current area's buffers.
    private var cells: rk_cells {
        rk_cells(cells: buffers.cells, row_min: buffers.rowMin, row_max: buffers.rowMax,
                 stride: Int32(stride), width: Int32(area.width), height: Int32(area.height))
    }

    /// Turns the accumulated area into coverage spans, hands them to `blitter`, and leaves the
    /// buffer zeroed for the next shape. Only the device rows in `rows` are swept (the others are
    /// cleared): a part of a shape repainted for a damage has the coverage the whole shape has.
    public mutating func sweep<B: SpanBlitter>(fillRule: FillRule, into blitter: inout B, rows: Range<Int> = Int.min..<Int.max) {
        guard !area.isEmpty else { return }
        let width = area.width, stride = self.stride
        let originX = area.x, originY = area.y
        let evenOdd: Int32 = fillRule == .evenOdd ? 1 : 0
        let cells = buffers.cells, rowMin = buffers.rowMin, rowMax = buffers.rowMax
        let coverage = buffers.rowCoverage, pieces = buffers.pieces
        for row in 0..<area.height {
            let first = Int(rowMin[row]), last = Int(rowMax[row])
            guard first <= last else { continue }
            rowMin[row] = Int32.max
            rowMax[row] = Int32.min
            let line = cells + row * stride
            guard rows.contains(originY + row) else {
                (line + first).update(repeating: 0, count: min(last, stride - 1) - first + 1)
                continue
            }
            let visibleEnd = min(last + 1, width)
            var sum: Float = 0
            // Columns past the touched ones keep the row's final sum, to the area's right edge.
            let count = Int(rk_sweep_row(line, Int32(first), Int32(max(visibleEnd, first)), Int32(width), evenOdd, &sum,
                                         coverage, pieces))
            for index in 0..<count {
                let piece = pieces[index]
                let start = Int(piece.start), end = Int(piece.end)
                if piece.level < 0 {
                    blitter.blit(y: originY + row, x: originX + start,
                                 coverage: UnsafeBufferPointer(start: coverage + start, count: end - start))
                } else {
                    blitter.blitRun(y: originY + row, x: originX + start, length: end - start, coverage: UInt8(piece.level))
                }
            }
            // The spare columns only ever feed the sum: clear them too.
            var spare = max(visibleEnd, first)
            while spare <= min(last, stride - 1) {
                line[spare] = 0
                spare += 1
            }
        }
        area = .empty
    }

    /// Drops the accumulated shape without drawing it, leaving the buffer zeroed for the next
    /// one: what a draw that turns out to paint nothing (a transparent colour, a paint that cannot
    /// be mapped) must do instead of `sweep`.
    public mutating func discard() {
        guard !area.isEmpty else { return }
        let cells = buffers.cells, rowMin = buffers.rowMin, rowMax = buffers.rowMax
        for row in 0..<area.height {
            let first = Int(rowMin[row]), last = Int(rowMax[row])
            guard first <= last else { continue }
            (cells + row * stride + first).update(repeating: 0, count: min(last, stride - 1) - first + 1)
            rowMin[row] = Int32.max
            rowMax[row] = Int32.min
        }
        area = .empty
    }
}

/// The rasterizer's scratch memory, grown on demand and never shrunk. Raw storage keeps the
/// inner loops free of bounds checks and uniqueness checks; every access stays inside the sizes
/// `reserve` guaranteed for the current area.
private final class AccumulationBuffers {
    /// Accumulated signed area, `stride` cells per row; two spare columns per row receive the
    /// area of geometry at or right of the clip's right edge. All zero between shapes.
    private(set) var cells: UnsafeMutablePointer<Float>
    /// Per row, the first and last touched cell; untouched rows have min > max.
    private(set) var rowMin: UnsafeMutablePointer<Int32>
    private(set) var rowMax: UnsafeMutablePointer<Int32>
    /// One row of 8-bit coverage.
    private(set) var rowCoverage: UnsafeMutablePointer<UInt8>
    /// One row's pieces, as `rk_sweep_row` describes them.
    private(set) var pieces: UnsafeMutablePointer<rk_sweep_piece>
    private var cellCapacity = 0, rowCapacity = 0, coverageCapacity = 0

    init() {
        cells = .allocate(capacity: 1)
        rowMin = .allocate(capacity: 1)
        rowMax = .allocate(capacity: 1)
        rowCoverage = .allocate(capacity: 1)
        pieces = .allocate(capacity: 2)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        rowCoverage.deallocate()
        pieces.deallocate()
    }

    func reserve(cells cellCount: Int, rows: Int, rowWidth: Int) {
        if cellCount > cellCapacity {
            cells.deallocate()
            cellCapacity = max(cellCount, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if rows > rowCapacity {
            rowMin.deallocate()
            rowMax.deallocate()
            rowCapacity = max(rows, rowCapacity * 2)
            rowMin = .allocate(capacity: rowCapacity)
            rowMax = .allocate(capacity: rowCapacity)
            rowMin.initialize(repeating: Int32.max, count: rowCapacity)
            rowMax.initialize(repeating: Int32.min, count: rowCapacity)
        }
        if rowWidth > coverageCapacity {
            rowCoverage.deallocate()
            coverageCapacity = max(rowWidth, coverageCapacity * 2)
            rowCoverage = .allocate(capacity: coverageCapacity)
            rowCoverage.initialize(repeating: 0, count: coverageCapacity)
            pieces.deallocate()
            pieces = .allocate(capacity: 2 * (coverageCapacity / 8) + 2)
        }
    }
}
