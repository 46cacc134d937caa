import Geometry

/// Exact-area anti-aliased scan conversion.
///
/// Each line segment adds the signed area it sweeps to a float accumulation buffer, cell by cell;
/// a running sum along each row then yields the winding-weighted coverage of every pixel, to
/// which the fill rule is applied. This is the accumulation technique of font-rs: no sorting of
/// edges, no supersampling, and coverage that is the exact area for non-overlapping outlines.
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
        var start = 0
        let points = polygons.points
        for end in polygons.contourEnds {
            if end - start >= 2 {
                var previous = points[end - 1]
                for i in start..<end {
                    let p = points[i]
                    addLine(previous, p)
                    previous = p
                }
            }
            start = end
        }
    }

    /// Adds one directed edge in device coordinates. Edges outside the area vertically are
    /// dropped; parts left or right of it are folded onto its edges so that the coverage inside
    /// stays exact.
    public mutating func addLine(_ p0: Point, _ p1: Point) {
        guard !area.isEmpty else { return }
        var x0 = p0.x - Double(area.x), y0 = p0.y - Double(area.y)
        var x1 = p1.x - Double(area.x), y1 = p1.y - Double(area.y)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
        let h = Double(area.height), w = Double(area.width)
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        // Clip vertically: only the part inside the rows contributes.
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += (0 - y0) * dxdy; y0 = 0 } else if y0 > h { x0 += (h - y0) * dxdy; y0 = h }
        if y1 < 0 { x1 += (0 - y1) * dxdy; y1 = 0 } else if y1 > h { x1 += (h - y1) * dxdy; y1 = h }
        if y0 == y1 { return }
        // Split horizontally at 0 and w so each piece is either inside or folded onto an edge.
        let crossesLeft = (x0 < 0) != (x1 < 0)
        let crossesRight = (x0 < w) != (x1 < w)
        if !crossesLeft && !crossesRight {
            accumulate(clampX(x0, w), y0, clampX(x1, w), y1)
            return
        }
        let dydx = (y1 - y0) / (x1 - x0)
        // Visit the crossings in the edge's own direction: the nearer edge first.
        let nearEdge: Double, farEdge: Double?
        if crossesLeft && crossesRight {
            nearEdge = x0 < x1 ? 0 : w
            farEdge = x0 < x1 ? w : 0
        } else {
            nearEdge = crossesLeft ? 0 : w
            farEdge = nil
        }
        let nearY = y0 + (nearEdge - x0) * dydx
        accumulate(clampX(x0, w), y0, nearEdge, nearY)
        var sx = nearEdge, sy = nearY
        if let farEdge {
            let farY = y0 + (farEdge - x0) * dydx
            accumulate(sx, sy, farEdge, farY)
            sx = farEdge
            sy = farY
        }
        accumulate(sx, sy, clampX(x1, w), y1)
    }

    @inline(__always)
    private func clampX(_ x: Double, _ w: Double) -> Double { min(max(x, 0), w) }

    /// ⌈v⌉ for a finite v ≥ 0 that fits an Int.
    @inline(__always)
    private static func ceiling(_ v: Double) -> Int {
        let truncated = Int(v)
        return Double(truncated) < v ? truncated + 1 : truncated
    }

    /// Accumulates a segment already inside the area (x in 0...w, y in 0...h), area-local.
    private mutating func accumulate(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        // The crossings computed by `addLine` can land a rounding error outside the area (a row
        // of -1, a cell past the last): clamped here, where every index is made.
        let h = Double(area.height), w = Double(stride - 2)
        let ax = min(max(ax, 0), w), bx = min(max(bx, 0), w)
        let ay = min(max(ay, 0), h), by = min(max(by, 0), h)
        guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return }
        if ay == by { return }
        let direction: Float
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        if y0 < y1 {
            direction = 1
        } else {
            direction = -1
            swap(&x0, &x1)
            swap(&y0, &y1)
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        // Every coordinate is clamped to ≥ 0 above, so truncation is the floor: no libm
        // `floor`/`ceil` call per edge (the baseline x86-64 target has no rounding instruction).
        let firstRow = Int(y0)
        let lastRow = min(Self.ceiling(y1), area.height)
        let lowCell = Int32(Int(min(x0, x1)))
        let highCell = Int32(min(Self.ceiling(max(x0, x1)) + 1, stride - 1))
        let stride = self.stride
        var x = x0
        let acc = buffers.cells, rowMin = buffers.rowMin, rowMax = buffers.rowMax
        for row in firstRow..<lastRow {
            if lowCell < rowMin[row] { rowMin[row] = lowCell }
            if highCell > rowMax[row] { rowMax[row] = highCell }
            let rowTop = max(Double(row), y0)
            let rowBottom = min(Double(row + 1), y1)
            let dy = rowBottom - rowTop
            // Kept within the area: stepping a steep edge thousands of pixels long row by row
            // adds rounding error, and a step past the last cell would write outside the row.
            let xNext = min(max(x + dxdy * dy, 0), Double(stride - 2))
            let d = Float(dy) * direction
            let left = min(x, xNext), right = max(x, xNext)
            // x is never negative here, so truncation is the floor: no libm call per row.
            let leftCell = Int(left)
            let leftFloor = Double(leftCell)
            let rightTruncated = Int(right)
            let rightCell = Double(rightTruncated) < right ? rightTruncated + 1 : rightTruncated
            let rightCeil = Double(rightCell)
            let line = acc + row * stride
            if rightCell <= leftCell + 1 {
                // The whole step lies in one pixel column: split by the mean x.
                let mid = Float(0.5 * (x + xNext) - leftFloor)
                line[leftCell] += d - d * mid
                line[leftCell + 1] += d * mid
            } else {
                let inverseWidth = Float(1 / (right - left))
                let leftFraction = Float(left - leftFloor)
                let firstArea = 0.5 * inverseWidth * (1 - leftFraction) * (1 - leftFraction)
                let rightFraction = Float(right - rightCeil + 1)
                let lastArea = 0.5 * inverseWidth * rightFraction * rightFraction
                line[leftCell] += d * firstArea
                if rightCell == leftCell + 2 {
                    line[leftCell + 1] += d * (1 - firstArea - lastArea)
                } else {
                    let secondArea = inverseWidth * (1.5 - leftFraction)
                    line[leftCell + 1] += d * (secondArea - firstArea)
                    var cell = leftCell + 2
                    while cell < rightCell - 1 {
                        line[cell] += d * inverseWidth
                        cell += 1
                    }
                    let beforeLast = secondArea + Float(rightCell - leftCell - 3) * inverseWidth
                    line[rightCell - 1] += d * (1 - beforeLast - lastArea)
                }
                line[rightCell] += d * lastArea
            }
            x = xNext
        }
    }

    /// Turns the accumulated area into coverage spans, hands them to `blitter`, and leaves the
    /// buffer zeroed for the next shape. Only the device rows in `rows` are swept (the others are
    /// cleared): a part of a shape repainted for a damage has the coverage the whole shape has.
    public mutating func sweep<B: SpanBlitter>(fillRule: FillRule, into blitter: inout B, rows: Range<Int> = Int.min..<Int.max) {
        guard !area.isEmpty else { return }
        let width = area.width, stride = self.stride
        let originX = area.x, originY = area.y
        let evenOdd = fillRule == .evenOdd
        let cells = buffers.cells, rowMin = buffers.rowMin, rowMax = buffers.rowMax
        let coverageBase = buffers.rowCoverage
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
            var spanStart = first
            var cell = first
            while cell < visibleEnd {
                let delta = line[cell]
                if delta == 0 {
                    // A stretch of unchanged coverage: emit it as a run.
                    var runEnd = cell + 1
                    // Interiors and holes are long stretches of zeros: test eight
                    // cells per step.
                    while runEnd + 8 <= visibleEnd {
                        let block = UnsafeRawPointer(line + runEnd).loadUnaligned(as: SIMD8<Float>.self)
                        if any(block .!= 0) { break }
                        runEnd += 8
                    }
                    while runEnd < visibleEnd && line[runEnd] == 0 { runEnd += 1 }
                    if runEnd - cell >= 4 {
                        if cell > spanStart {
                            blitter.blit(y: originY + row, x: originX + spanStart,
                                         coverage: UnsafeBufferPointer(start: coverageBase + spanStart, count: cell - spanStart))
                        }
                        let value = Self.coverage(sum, evenOdd: evenOdd)
                        if value != 0 {
                            blitter.blitRun(y: originY + row, x: originX + cell, length: runEnd - cell, coverage: value)
                        }
                        cell = runEnd
                        spanStart = runEnd
                        continue
                    }
                    let value = Self.coverage(sum, evenOdd: evenOdd)
                    while cell < runEnd {
                        coverageBase[cell] = value
                        cell += 1
                    }
                    continue
                }
                line[cell] = 0
                sum += delta
                coverageBase[cell] = Self.coverage(sum, evenOdd: evenOdd)
                cell += 1
            }
            if visibleEnd > spanStart {
                blitter.blit(y: originY + row, x: originX + spanStart,
                             coverage: UnsafeBufferPointer(start: coverageBase + spanStart, count: visibleEnd - spanStart))
            }
            // Cells past the touched range keep the row's final sum: a shape that
            // extends beyond the right clip edge fills to it.
            if visibleEnd < width {
                let value = Self.coverage(sum, evenOdd: evenOdd)
                if value != 0 {
                    blitter.blitRun(y: originY + row, x: originX + visibleEnd, length: width - visibleEnd, coverage: value)
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

    @inline(__always)
    private static func coverage(_ sum: Float, evenOdd: Bool) -> UInt8 {
        var a = abs(sum)
        if evenOdd {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        // a is in 0…1, so a·255 + 0.5 is in 0.5…255.5 and its truncation fits a byte: converted
        // through Int32, without the range checks of a direct Float-to-UInt8 conversion.
        return UInt8(truncatingIfNeeded: Int32(a * 255 + 0.5))
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
    private var cellCapacity = 0, rowCapacity = 0, coverageCapacity = 0

    init() {
        cells = .allocate(capacity: 1)
        rowMin = .allocate(capacity: 1)
        rowMax = .allocate(capacity: 1)
        rowCoverage = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        rowCoverage.deallocate()
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
        }
    }
}
