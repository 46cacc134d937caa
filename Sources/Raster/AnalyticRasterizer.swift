import Foundation
import Geometry
import RasterKernels

/// Scan-converts discs, rings, round-capped arcs and rounded rectangles in closed form, row by
/// row, without outlines or an accumulation buffer: per row, the stretches that are certainly
/// inside are handed over as solid runs, the holes are skipped, and only the pixels near the
/// boundary are evaluated (`AnalyticCoverage`). Copies share the row buffer: keep one per canvas.
struct AnalyticRasterizer {
    private let storage = RowStorage()

    /// Fills the ring between `inner` and `outer` (device pixels, `0 ≤ inner < outer`; an inner
    /// radius of 0 is a disc) around `center` (device), within `clip`.
    func fillRing<B: SpanBlitter>(center: Point, inner: Double, outer: Double, clip: IntRect, into blitter: inout B) {
        let bounds = IntRect(enclosing: Rect(x: center.x - outer - AnalyticCoverage.reach,
                                             y: center.y - outer - AnalyticCoverage.reach,
                                             width: 2 * (outer + AnalyticCoverage.reach),
                                             height: 2 * (outer + AnalyticCoverage.reach))).intersection(clip)
        if inner > 0 {
            walkRing(.ring(inner: Float(inner), outer: Float(outer)), center: center, inner: inner, outer: outer,
                     bounds: bounds, into: &blitter)
        } else {
            walkRing(.disc(radius: Float(outer)), center: center, inner: 0, outer: outer, bounds: bounds,
                     into: &blitter)
        }
    }

    /// Strokes the arc of `radius` around `center` (device) with round caps, `halfWidth` pixels
    /// either side, within `bounds` (the shape's device bounds already intersected with the clip).
    func strokeRoundCappedArc<B: SpanBlitter>(_ kernel: RoundCappedArcKernel, center: Point, bounds: IntRect,
                                              into blitter: inout B) {
        guard !bounds.isEmpty else { return }
        storage.reserve(bounds.width)
        let radius = Double(kernel.radius), half = Double(kernel.halfWidth), reach = AnalyticCoverage.reach
        let arc = ArcAngles(first: SIMD2<Double>(kernel.first), last: SIMD2<Double>(kernel.last), isReflex: kernel.isReflex)
        let first = arc.first, last = arc.last
        let ring = RingRows(center: center, inner: radius - half, outer: radius + half, bounds: bounds)
        let deepHalf = half - reach
        let deepOuter = (radius + deepHalf) * (radius + deepHalf)
        let deepInner = radius - deepHalf > 0 ? (radius - deepHalf) * (radius - deepHalf) : -1
        for y in bounds.minY..<bounds.maxY {
            guard let row = ring.row(y) else { continue }
            let dy = row.dy, dy2 = dy * dy, skipped = row.hole
            // Stretches certainly inside, as offsets from the centre: the deep band within the
            // arc's angles (left and right of the centre), joined by the deep cap chords.
            var left = SIMD2<Double>(1, 0), right = SIMD2<Double>(1, 0)
            if deepHalf > 0, deepOuter > dy2 {
                let outerWidth = (deepOuter - dy2).squareRoot()
                if deepInner > dy2 {
                    let innerWidth = (deepInner - dy2).squareRoot()
                    left = SIMD2(-outerWidth, -innerWidth)
                    right = SIMD2(innerWidth, outerWidth)
                } else {
                    left = SIMD2(-outerWidth, outerWidth)
                }
                left = arc.restrict(left, dy: dy)
                right = arc.restrict(right, dy: dy)
                for end in 0..<2 {
                    let tip = radius * (end == 0 ? first : last)
                    let capDy = dy - tip.y
                    guard deepHalf * deepHalf > capDy * capDy else { continue }
                    let w = (deepHalf * deepHalf - capDy * capDy).squareRoot()
                    let chord = SIMD2(tip.x - w, tip.x + w)
                    if left.x <= left.y && chord.x <= left.y && left.x <= chord.y {
                        left = SIMD2(min(left.x, chord.x), max(left.y, chord.y))
                    } else if right.x <= right.y && chord.x <= right.y && right.x <= chord.y {
                        right = SIMD2(min(right.x, chord.x), max(right.y, chord.y))
                    } else if left.x > left.y {
                        left = chord
                    } else if right.x > right.y {
                        right = chord
                    }
                }
                if left.x > left.y || (right.x <= right.y && right.x < left.x) { swap(&left, &right) }
                if right.x <= right.y && right.x <= left.y {
                    left = SIMD2(min(left.x, right.x), max(left.y, right.y))
                    right = SIMD2(1, 0)
                }
            }
            func pixels(_ stretch: SIMD2<Double>) -> Range<Int> {
                guard stretch.x <= stretch.y else { return 0..<0 }
                let low = Self.ceil(stretch.x + center.x - 0.5), high = Self.floor(stretch.y + center.x - 0.5) + 1
                return low < high ? low..<high : 0..<0
            }
            var solidLeft = pixels(left), solidRight = pixels(right)
            // The order `emitRow` expects: solid, skipped, solid.
            if !skipped.isEmpty && !solidLeft.isEmpty && solidLeft.lowerBound >= skipped.upperBound {
                solidRight = solidLeft
                solidLeft = 0..<0
            }
            emitRow(kernel.shape, y: y, dy: Float(dy), originX: center.x, from: row.columns.lowerBound,
                    to: row.columns.upperBound, solidLeft: solidLeft, skipped: skipped, solidRight: solidRight,
                    into: &blitter)
        }
    }

    /// Walks the rows of `bounds`, evaluating `shape` between the circles of radius `inner` and
    /// `outer` around `center`: pixels wholly inside the inner circle are skipped and pixels
    /// wholly between the circles are solid runs.
    private func walkRing<B: SpanBlitter>(_ shape: rk_shape, center: Point, inner: Double, outer: Double,
                                          bounds: IntRect, into blitter: inout B) {
        guard !bounds.isEmpty else { return }
        storage.reserve(bounds.width)
        let ring = RingRows(center: center, inner: inner, outer: outer, bounds: bounds)
        for y in bounds.minY..<bounds.maxY {
            guard let row = ring.row(y) else { continue }
            var solidLeft = 0..<0, solidRight = 0..<0
            let full = ring.full(row)
            if !full.isEmpty {
                let innerTouched = ring.innerTouched(row)
                if !innerTouched.isEmpty {
                    solidLeft = full.lowerBound..<max(full.lowerBound, min(full.upperBound, innerTouched.lowerBound))
                    solidRight = max(full.lowerBound, innerTouched.upperBound)..<max(full.upperBound, innerTouched.upperBound)
                } else {
                    solidLeft = full
                }
            }
            emitRow(shape, y: y, dy: Float(row.dy), originX: center.x, from: row.columns.lowerBound,
                    to: row.columns.upperBound, solidLeft: solidLeft, skipped: row.hole, solidRight: solidRight,
                    into: &blitter)
        }
    }

    /// Fills `rect` (device, axis-aligned) with corners of `radius` pixels (`0 ≤ radius ≤` half
    /// the shorter side), within `clip`.
    func fillRoundedRect<B: SpanBlitter>(_ rect: Rect, radius: Double, clip: IntRect, into blitter: inout B) {
        let bounds = IntRect(enclosing: rect).intersection(clip)
        guard !bounds.isEmpty else { return }
        storage.reserve(bounds.width)
        let center = Point(x: rect.midX, y: rect.midY)
        let shape = rk_shape.roundedRect(halfWidth: Float(rect.width / 2), halfHeight: Float(rect.height / 2),
                                         radius: Float(radius))
        // Whole pixels inside the straight sides; corners only cut into rows within `radius` of
        // the top or bottom, where the row's extent and its certainly-covered middle follow the
        // corner circles.
        let insideLeft = Int(rect.minX.rounded(.up)), insideRight = Int(rect.maxX.rounded(.down))
        let straightHalf = rect.width / 2 - radius
        let reach = AnalyticCoverage.reach
        for y in bounds.minY..<bounds.maxY {
            let dy = Double(y) + 0.5 - center.y
            let cornerY = abs(dy) - (rect.height / 2 - radius)
            var from = bounds.minX, to = bounds.maxX
            var solidHalf = rect.width / 2
            if radius > 0 && cornerY > 0 {
                let touch = radius + reach
                guard cornerY < touch else { continue }
                let extent = straightHalf + (touch * touch - cornerY * cornerY).squareRoot()
                from = max(from, Self.floor(center.x - extent - 0.5))
                to = min(to, Self.ceil(center.x + extent - 0.5) + 1)
                guard from < to else { continue }
                let deep = radius - reach
                solidHalf = straightHalf + (deep > cornerY ? (deep * deep - cornerY * cornerY).squareRoot() : 0)
            }
            var solid = 0..<0
            if Double(y) >= rect.minY && Double(y + 1) <= rect.maxY {
                let left = max(insideLeft, Self.ceil(center.x - solidHalf - 0.5))
                let right = min(insideRight, Self.floor(center.x + solidHalf - 0.5) + 1)
                if left < right { solid = left..<right }
            }
            emitRow(shape, y: y, dy: Float(dy), originX: center.x, from: from, to: to,
                    solidLeft: solid, skipped: 0..<0, solidRight: 0..<0, into: &blitter)
        }
    }

    /// ⌊x⌋ and ⌈x⌉ for |x| < 2⁵³ without a libm call (baseline x86-64 has no rounding instruction).
    @inline(__always)
    fileprivate static func floor(_ x: Double) -> Int {
        let truncated = Int(x)
        return Double(truncated) > x ? truncated - 1 : truncated
    }

    @inline(__always)
    fileprivate static func ceil(_ x: Double) -> Int {
        let truncated = Int(x)
        return Double(truncated) < x ? truncated + 1 : truncated
    }

    /// Emits row `y` from `from` to `to`: the ordered, disjoint stretches `solidLeft`, `skipped`
    /// and `solidRight` as a full run, nothing and a full run; every other pixel evaluated (up to
    /// four stretches, in one call to the C kernels, which blend a solid colour themselves).
    @inline(__always)
    private func emitRow<B: SpanBlitter>(_ shape: rk_shape, y: Int, dy: Float, originX: Double, from: Int, to: Int,
                                         solidLeft: Range<Int>, skipped: Range<Int>, solidRight: Range<Int>,
                                         into blitter: inout B) {
        // Up to four stretches to evaluate, between the three given ones.
        let starts = storage.stretchStarts, ends = storage.stretchEnds
        var stretchCount = 0, x = from
        var solidRuns = (0..<0, 0..<0)
        let separators = (solidLeft, skipped, solidRight)
        for index in 0..<4 {
            let separator = index == 0 ? separators.0 : index == 1 ? separators.1 : index == 2 ? separators.2 : to..<to
            let start = index == 3 ? to : max(separator.lowerBound, x)
            let end = index == 3 ? to : min(separator.upperBound, to)
            guard index == 3 || start < end else { continue }
            if x < start {
                starts[stretchCount] = Int32(x)
                ends[stretchCount] = Int32(start)
                stretchCount += 1
            }
            if index == 0 { solidRuns.0 = start..<end } else if index == 2 { solidRuns.1 = start..<end }
            x = max(x, end)
        }
        // The solid runs go after the evaluated pixels: blending eight pixels at a time reads
        // pixels next to a stretch, and reading what was just stored in smaller pieces stalls.
        defer {
            if !solidRuns.0.isEmpty { blitter.blitRun(y: y, x: solidRuns.0.lowerBound, length: solidRuns.0.count, coverage: 255) }
            if !solidRuns.1.isEmpty { blitter.blitRun(y: y, x: solidRuns.1.lowerBound, length: solidRuns.1.count, coverage: 255) }
        }
        guard stretchCount > 0 else { return }
        var kernelShape = shape
        if let solid = blitter.asSolidBlitter {
            rk_row_fill_solid(&kernelShape, dy, originX, starts, ends, Int32(stretchCount),
                              solid.pixels + y * solid.rowPixels, Int32(solid.rowPixels), solid.color)
            return
        }
        let coverage = storage.row
        rk_row_coverage(&kernelShape, dy, originX, starts, ends, Int32(stretchCount), coverage)
        var offset = 0
        for stretch in 0..<stretchCount {
            let length = Int(ends[stretch] - starts[stretch])
            var first = 0, last = length
            let values = coverage + offset
            while first < last && values[first] == 0 { first += 1 }
            while last > first && values[last - 1] == 0 { last -= 1 }
            if first < last {
                blitter.blit(y: y, x: Int(starts[stretch]) + first, coverage: UnsafeBufferPointer(start: values + first, count: last - first))
            }
            offset += length
        }
    }
}

/// The directions of an arc's points from its centre, for cutting a row's stretches to them.
private struct ArcAngles {
    /// The ends' unit directions; the arc turns clockwise from `first` to `last`.
    let first: SIMD2<Double>
    let last: SIMD2<Double>
    let isReflex: Bool
    /// The wedge a row is cut to: the arc's own, or for a reflex arc the convex one it leaves out.
    private let wedge: Wedge

    init(first: SIMD2<Double>, last: SIMD2<Double>, isReflex: Bool) {
        self.first = first
        self.last = last
        self.isReflex = isReflex
        wedge = isReflex ? Wedge(first: last, last: first) : Wedge(first: first, last: last)
    }

    /// The part of `stretch` (offsets along the row `dy` from the centre; empty when x > y) whose
    /// directions from the centre lie within the arc; of two parts (a reflex arc), the longer.
    @inline(__always)
    func restrict(_ stretch: SIMD2<Double>, dy: Double) -> SIMD2<Double> {
        guard stretch.x <= stretch.y else { return stretch }
        if !isReflex { return wedge.intersect(stretch, dy: dy) }
        let excluded = wedge.intersect(SIMD2(-Double.infinity, .infinity), dy: dy)
        guard excluded.x <= excluded.y, excluded.x < stretch.y, stretch.x < excluded.y else { return stretch }
        let before = SIMD2(stretch.x, excluded.x), after = SIMD2(excluded.y, stretch.y)
        return before.y - before.x >= after.y - after.x ? before : after
    }

    /// A convex wedge (at most half a turn) turning clockwise from `first` to `last`, with the
    /// slopes x/y of its edges computed once instead of divided per row.
    private struct Wedge {
        let first: SIMD2<Double>
        let last: SIMD2<Double>
        let firstSlope: Double
        let lastSlope: Double

        init(first: SIMD2<Double>, last: SIMD2<Double>) {
            self.first = first
            self.last = last
            firstSlope = first.y != 0 ? first.x / first.y : 0
            lastSlope = last.y != 0 ? last.x / last.y : 0
        }

        /// `stretch` intersected with the wedge on the row `dy` from its apex.
        @inline(__always)
        func intersect(_ stretch: SIMD2<Double>, dy: Double) -> SIMD2<Double> {
            var low = stretch.x, high = stretch.y
            // Clockwise of `first`: first.x·dy − first.y·x ≥ 0.
            if first.y > 0 { high = min(high, firstSlope * dy) } else if first.y < 0 { low = max(low, firstSlope * dy) } else if first.x * dy < 0 { return SIMD2(1, 0) }
            // Anticlockwise of `last`: x·last.y − dy·last.x ≥ 0.
            if last.y > 0 { low = max(low, lastSlope * dy) } else if last.y < 0 { high = min(high, lastSlope * dy) } else if dy * last.x > 0 { return SIMD2(1, 0) }
            return low <= high ? SIMD2(low, high) : SIMD2(1, 0)
        }
    }
}

/// The rows of a ring (or disc) within some bounds: for each, which columns its circles' boundaries
/// pass through and which lie wholly inside or outside them. A pixel square the boundary misses is
/// exactly covered or exactly not, so only the pixels the boundary crosses are evaluated.
private struct RingRows {
    let center: Point
    let bounds: IntRect
    let outerSquared: Double
    let innerSquared: Double

    init(center: Point, inner: Double, outer: Double, bounds: IntRect) {
        self.center = center
        self.bounds = bounds
        outerSquared = outer * outer
        innerSquared = inner > 0 ? inner * inner : -1
    }

    /// One row: its offset from the centre (pixel centres), the squared offsets of its band's
    /// edges nearer and farther from the centre, and within the bounds the columns the outer
    /// circle touches, of which `hole` lie wholly inside the inner circle.
    struct Row {
        let dy: Double
        let nearSquared: Double
        let farSquared: Double
        let columns: Range<Int>
        let hole: Range<Int>
    }

    /// Row `y`, or nil when the ring does not reach it within the bounds.
    @inline(__always)
    func row(_ y: Int) -> Row? {
        let dy = Double(y) + 0.5 - center.y
        // The row's band spans offsets `near` to `far` from the centre; a circle meets it
        // between its half-widths at `far` (narrowest) and at `near` (widest).
        let near = max(abs(dy) - 0.5, 0), far = abs(dy) + 0.5
        let nearSquared = near * near, farSquared = far * far
        guard outerSquared > nearSquared else { return nil }
        let outerWide = (outerSquared - nearSquared).squareRoot()
        let from = max(AnalyticRasterizer.floor(center.x - outerWide), bounds.minX)
        let to = min(AnalyticRasterizer.ceil(center.x + outerWide), bounds.maxX)
        guard from < to else { return nil }
        let hole = innerSquared > farSquared ? inside((innerSquared - farSquared).squareRoot()) : 0..<0
        return Row(dy: dy, nearSquared: nearSquared, farSquared: farSquared, columns: from..<to, hole: hole)
    }

    /// The columns of `row` wholly inside the outer circle.
    @inline(__always)
    func full(_ row: Row) -> Range<Int> {
        outerSquared > row.farSquared ? inside((outerSquared - row.farSquared).squareRoot()) : 0..<0
    }

    /// The columns of `row` the inner circle touches.
    @inline(__always)
    func innerTouched(_ row: Row) -> Range<Int> {
        guard innerSquared > row.nearSquared else { return 0..<0 }
        let innerWide = (innerSquared - row.nearSquared).squareRoot()
        return AnalyticRasterizer.floor(center.x - innerWide)..<AnalyticRasterizer.ceil(center.x + innerWide)
    }

    /// The columns wholly within `halfWidth` of the centre; empty when none are.
    @inline(__always)
    private func inside(_ halfWidth: Double) -> Range<Int> {
        let first = AnalyticRasterizer.ceil(center.x - halfWidth), end = AnalyticRasterizer.floor(center.x + halfWidth)
        return first < end ? first..<end : 0..<0
    }
}

/// One row's scratch: coverage bytes, with room for the last step of lanes to run past the end,
/// and the stretches of the row to evaluate.
private final class RowStorage {
    private(set) var row: UnsafeMutablePointer<UInt8>
    let stretchStarts = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
    let stretchEnds = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
    private var capacity: Int

    init() {
        capacity = 64
        row = .allocate(capacity: capacity)
        row.initialize(repeating: 0, count: capacity)
        stretchStarts.initialize(repeating: 0, count: 4)
        stretchEnds.initialize(repeating: 0, count: 4)
    }

    deinit {
        row.deallocate()
        stretchStarts.deallocate()
        stretchEnds.deallocate()
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
