import Foundation
import Geometry
import RasterKernels

/// Scan-converts discs, rings, round-capped arcs and rounded rectangles in closed form, row by
/// row, without outlines or an accumulation buffer: per row, the stretches that are certainly
/// inside are handed over as solid runs, the holes are skipped, and only the pixels near the
/// boundary are evaluated (`AnalyticCoverage`). Which columns those are is planned in C
/// (`rk_ring_row_plan`, `rk_arc_row_plan`, `rk_rounded_rect_row_plan`), where a solid colour's rows are also filled in one
/// call per shape: per row, Swift's overhead cost as much as the pixels. Copies share the row
/// buffer: keep one per canvas.
struct AnalyticRasterizer {
    private let storage = RowStorage()

    /// Fills the ring between `inner` and `outer` (device pixels, `0 ≤ inner < outer`; an inner
    /// radius of 0 is a disc) around `center` (device), within `clip`.
    func fillRing<B: SpanBlitter>(center: Point, inner: Double, outer: Double, clip: IntRect, into blitter: inout B) {
        let bounds = IntRect(enclosing: Rect(x: center.x - outer - AnalyticCoverage.reach,
                                             y: center.y - outer - AnalyticCoverage.reach,
                                             width: 2 * (outer + AnalyticCoverage.reach),
                                             height: 2 * (outer + AnalyticCoverage.reach))).intersection(clip)
        guard !bounds.isEmpty else { return }
        var shape = inner > 0 ? rk_shape.ring(inner: Float(inner), outer: Float(outer)) : rk_shape.disc(radius: Float(outer))
        var rows = rk_ring_rows_make(center.x, center.y, inner, outer, Int32(bounds.minX), Int32(bounds.minY),
                                     Int32(bounds.maxX), Int32(bounds.maxY))
        walk(shape, bounds: bounds, originX: center.x, into: &blitter,
             fillSolid: { rk_fill_ring_solid(&shape, &rows, $0.pixels, Int32($0.rowPixels), $0.color) },
             plan: { rk_ring_row_plan(&rows, $0, $1) != 0 })
    }

    /// Strokes the arc of `radius` around `center` (device) with round caps, `halfWidth` pixels
    /// either side, within `bounds` (the shape's device bounds already intersected with the clip).
    func strokeRoundCappedArc<B: SpanBlitter>(_ kernel: RoundCappedArcKernel, center: Point, bounds: IntRect,
                                              into blitter: inout B) {
        guard !bounds.isEmpty else { return }
        var shape = kernel.shape
        var rows = rk_arc_rows_make(center.x, center.y, Double(kernel.radius), Double(kernel.halfWidth),
                                    Double(kernel.first.x), Double(kernel.first.y), Double(kernel.last.x),
                                    Double(kernel.last.y), kernel.isReflex ? 1 : 0, Int32(bounds.minX),
                                    Int32(bounds.minY), Int32(bounds.maxX), Int32(bounds.maxY))
        walk(shape, bounds: bounds, originX: center.x, into: &blitter,
             fillSolid: { rk_fill_arc_solid(&shape, &rows, $0.pixels, Int32($0.rowPixels), $0.color) },
             plan: { rk_arc_row_plan(&rows, $0, $1) != 0 })
    }

    /// A planned shape's rows: a solid colour filled by the C kernels in one call (`fillSolid`),
    /// any other paint row by row as `plan` (row, plan to fill; false when the row is empty)
    /// lays each out.
    private func walk<B: SpanBlitter>(_ shape: rk_shape, bounds: IntRect, originX: Double, into blitter: inout B,
                                      fillSolid: (SolidBlitter) -> Void,
                                      plan: (Int32, UnsafeMutablePointer<rk_row_plan>) -> Bool) {
        if let solid = blitter.asSolidBlitter {
            fillSolid(solid)
            return
        }
        storage.reserve(bounds.width)
        for y in bounds.minY..<bounds.maxY where plan(Int32(y), storage.plan) {
            emit(shape, y: y, originX: originX, into: &blitter)
        }
    }

    /// Fills `rect` (device, axis-aligned) with corners of `radius` pixels (`0 ≤ radius ≤` half
    /// the shorter side), within `clip`.
    func fillRoundedRect<B: SpanBlitter>(_ rect: Rect, radius: Double, clip: IntRect, into blitter: inout B) {
        let bounds = IntRect(enclosing: rect).intersection(clip)
        guard !bounds.isEmpty else { return }
        var shape = rk_shape.roundedRect(halfWidth: Float(rect.width / 2), halfHeight: Float(rect.height / 2),
                                         radius: Float(radius))
        var rows = Self.roundedRectRows(rect, radius: radius, bounds: bounds)
        walk(shape, bounds: bounds, originX: rect.midX, into: &blitter,
             fillSolid: { rk_fill_rounded_rect_solid(&shape, &rows, $0.pixels, Int32($0.rowPixels), $0.color) },
             plan: { rk_rounded_rect_row_plan(&rows, $0, $1) != 0 })
    }

    /// The rows of `rect` with corners of `radius` within `bounds` (its pixels within the clip), as
    /// the C planner takes them (`rk_rounded_rect_row_plan`).
    static func roundedRectRows(_ rect: Rect, radius: Double, bounds: IntRect) -> rk_rounded_rect_rows {
        rk_rounded_rect_rows(min_x: Int64(bounds.minX), min_y: Int64(bounds.minY), max_x: Int64(bounds.maxX),
                             max_y: Int64(bounds.maxY), inside_left: Int64(rect.minX.rounded(.up)),
                             inside_right: Int64(rect.maxX.rounded(.down)), center_x: rect.midX, center_y: rect.midY,
                             top: rect.minY, bottom: rect.maxY, half_width: rect.width / 2,
                             straight_half_width: rect.width / 2 - radius, straight_half_height: rect.height / 2 - radius,
                             radius: radius)
    }

    /// Emits row `y` as `storage.plan` describes it: a solid colour in one call to the C kernels
    /// (`rk_fill_plan_solid`), any other paint as its stretches' coverage and its solid runs.
    @inline(__always)
    private func emit<B: SpanBlitter>(_ shape: rk_shape, y: Int, originX: Double, into blitter: inout B) {
        var kernelShape = shape
        let plan = storage.plan
        if let solid = blitter.asSolidBlitter {
            rk_fill_plan_solid(&kernelShape, plan, originX, solid.pixels + y * solid.rowPixels, Int32(solid.rowPixels),
                               solid.color)
            return
        }
        // Field by field: the plan was just stored in 4-byte pieces, and loading it whole in wider
        // pieces would stall until those stores retire.
        let count = Int(plan.pointee.count)
        // The solid runs go after the evaluated pixels, as in the C fill.
        defer {
            let first = (plan.pointee.solid_starts.0, plan.pointee.solid_ends.0)
            let second = (plan.pointee.solid_starts.1, plan.pointee.solid_ends.1)
            if first.0 < first.1 { blitter.blitRun(y: y, x: Int(first.0), length: Int(first.1 - first.0), coverage: 255) }
            if second.0 < second.1 {
                blitter.blitRun(y: y, x: Int(second.0), length: Int(second.1 - second.0), coverage: 255)
            }
        }
        guard count > 0 else { return }
        let dy = plan.pointee.dy
        withUnsafeMutablePointer(to: &plan.pointee.starts) { startsTuple in
            withUnsafeMutablePointer(to: &plan.pointee.ends) { endsTuple in
                let starts = UnsafeRawPointer(startsTuple).assumingMemoryBound(to: Int32.self)
                let ends = UnsafeRawPointer(endsTuple).assumingMemoryBound(to: Int32.self)
                let coverage = storage.row
                rk_row_coverage(&kernelShape, dy, originX, starts, ends, Int32(count), coverage)
                var offset = 0
                for stretch in 0..<count {
                    let length = Int(ends[stretch] - starts[stretch])
                    var first = 0, last = length
                    let values = coverage + offset
                    while first < last && values[first] == 0 { first += 1 }
                    while last > first && values[last - 1] == 0 { last -= 1 }
                    if first < last {
                        blitter.blit(y: y, x: Int(starts[stretch]) + first,
                                     coverage: UnsafeBufferPointer(start: values + first, count: last - first))
                    }
                    offset += length
                }
            }
        }
    }
}

/// One row's scratch: coverage bytes, with room for the last step of lanes to run past the end,
/// and the row's plan.
private final class RowStorage {
    private(set) var row: UnsafeMutablePointer<UInt8>
    let plan = UnsafeMutablePointer<rk_row_plan>.allocate(capacity: 1)
    private var capacity: Int

    init() {
        capacity = 64
        row = .allocate(capacity: capacity)
        row.initialize(repeating: 0, count: capacity)
        plan.initialize(to: rk_row_plan())
    }

    deinit {
        row.deallocate()
        plan.deallocate()
    }

    func reserve(_ width: Int) {
        let needed = width + 2 * AnalyticCoverage.laneCount
        guard needed > capacity else { return }
        row.deallocate()
        capacity = max(needed, capacity * 2)
        row = .allocate(capacity: capacity)
        row.initialize(repeating: 0, count: capacity)
    }
}
