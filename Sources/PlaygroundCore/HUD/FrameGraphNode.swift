import Geometry
import Raster
import Scene

/// The frame HUD's rolling bar graph: one bar per frame, newest at the right, each stacked from
/// the bottom as input, animation, layout, paint and upload, against a line at the frame budget.
/// The scale is fixed — the top is two budgets (33.3 ms at 60 Hz) — so a bar's height always
/// means the same cost; a costlier bar is cut at the top and capped in red. Frames that came
/// after missed ones get a red tick under their bar.
///
/// `show(_:)` copies the stats into storage made once, so a frame allocates nothing. Bars are
/// opaque pixel rectangles on the device grid (`replacePixels`): a segment's edges are rounded
/// from the running total, so stacked segments meet without gaps, and neighbouring bars with the
/// same segment merge into one rectangle, so a steady run of frames costs a few operations.
final class FrameGraphNode: Node {
    /// Points per bar: the graph is `FrameStats.capacity` points wide.
    static let barWidth = 1.0
    static let height = 56.0
    /// The strip under the bars for dropped-frame ticks, in points.
    static let tickStrip = 4.0
    /// The graph's top, in budgets.
    static let budgetsShown = 2.0
    /// Where the bars stand, in points from the top.
    static let baseline = height - tickStrip
    /// The budget line's top edge, in points from the top (whole points, so it stays one crisp
    /// line at scale 1 and 2).
    static let budgetLineY = (baseline - baseline / budgetsShown).rounded()
    /// Stage edges kept per bar: the baseline, then the top of each of the five stages.
    private static let edgesPerBar = 6

    private var samples: ContiguousArray<FrameSample>
    private var sampleCount = 0
    /// Seconds per frame: what the budget line marks.
    private var budget = 1.0 / 60
    private let stageColors: ContiguousArray<Color>
    /// Device columns of the bars' edges and device rows of their stage edges, for one draw.
    private var columns: ContiguousArray<Int>
    private var rows: ContiguousArray<Int>

    init() {
        samples = ContiguousArray(repeating: .zero, count: FrameStats.capacity)
        stageColors = ContiguousArray(HUDPalette.stages.map(\.color))
        columns = ContiguousArray(repeating: 0, count: FrameStats.capacity + 1)
        rows = ContiguousArray(repeating: 0, count: FrameStats.capacity * Self.edgesPerBar)
        super.init(debugName: "FrameGraph")
    }

    /// Takes the frames to show from `stats` (a copy: the graph shows them until the next call).
    func show(_ stats: FrameStats) {
        sampleCount = stats.count
        for index in 0..<sampleCount { samples[index] = stats[index] }
        budget = stats.budget
        setNeedsPaint()
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: Double(FrameStats.capacity) * Self.barWidth, height: Self.height)
    }

    override func contentBounds(size: Size) -> Rect? { Rect(origin: .zero, size: size) }

    override func drawContent(in canvas: Canvas, size: Size) {
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: Self.baseline), with: Paint(HUDPalette.track))
        let t = canvas.transform
        // Bars go straight onto the pixel grid, which needs an upright transform (the host draws
        // the HUD unrotated); anything else gets anti-aliased fills, slower but right.
        if t.b == 0, t.c == 0, t.a > 0, t.d > 0 {
            drawBarsOnPixelGrid(in: canvas, size: size)
        } else {
            drawBarsTransformed(in: canvas, size: size)
        }
        canvas.fill(Rect(x: 0, y: Self.budgetLineY, width: size.width, height: 1), with: Paint(HUDPalette.budgetLine))
    }

    /// The stage tops of `sample` in points from the graph's top, bottom stage first, each cut
    /// at the graph's top (0).
    private func stageTops(of sample: FrameSample, pointsPerMillisecond: Double) -> (Double, Double, Double, Double, Double) {
        var cost = sample.input
        let input = max(Self.baseline - cost * pointsPerMillisecond, 0)
        cost += sample.animation
        let animation = max(Self.baseline - cost * pointsPerMillisecond, 0)
        cost += sample.layout
        let layout = max(Self.baseline - cost * pointsPerMillisecond, 0)
        cost += sample.paint
        let paint = max(Self.baseline - cost * pointsPerMillisecond, 0)
        cost += sample.upload
        return (input, animation, layout, paint, max(Self.baseline - cost * pointsPerMillisecond, 0))
    }

    private var pointsPerMillisecond: Double { Self.baseline / (budget * 1000 * Self.budgetsShown) }

    private func drawBarsOnPixelGrid(in canvas: Canvas, size: Size) {
        let t = canvas.transform
        let limit = Double(1 << 20)
        func column(_ x: Double) -> Int { Int(min(max(t.a * x + t.tx, -limit), limit).rounded()) }
        func row(_ y: Double) -> Int { Int(min(max(t.d * y + t.ty, -limit), limit).rounded()) }
        let scale = pointsPerMillisecond
        let baselineRow = row(Self.baseline)
        for index in 0..<sampleCount {
            columns[index] = column(size.width - Double(sampleCount - index) * Self.barWidth)
            let tops = stageTops(of: samples[index], pointsPerMillisecond: scale)
            let base = index * Self.edgesPerBar
            rows[base] = baselineRow
            rows[base + 1] = row(tops.0)
            rows[base + 2] = row(tops.1)
            rows[base + 3] = row(tops.2)
            rows[base + 4] = row(tops.3)
            rows[base + 5] = row(tops.4)
        }
        columns[sampleCount] = column(size.width)
        for stage in 0..<5 {
            // One rectangle per run of neighbouring bars whose segment has the same rows.
            var runStart = 0, runTop = 0, runBottom = 0, inRun = false
            for index in 0..<sampleCount {
                let bottom = rows[index * Self.edgesPerBar + stage], top = rows[index * Self.edgesPerBar + stage + 1]
                if inRun, top == runTop, bottom == runBottom { continue }
                if inRun { fill(columns: runStart, columns[index], rows: runTop, runBottom, stageColors[stage], canvas) }
                inRun = top < bottom
                runStart = columns[index]
                runTop = top
                runBottom = bottom
            }
            if inRun { fill(columns: runStart, columns[sampleCount], rows: runTop, runBottom, stageColors[stage], canvas) }
        }
        let capBottom = row(2), tickTop = row(Self.baseline + 1), tickBottom = row(Self.height)
        for index in 0..<sampleCount {
            if rows[index * Self.edgesPerBar + 5] <= row(0) {
                fill(columns: columns[index], columns[index + 1], rows: row(0), capBottom, HUDPalette.critical, canvas)
            }
            if FrameStats.missedFrames(interval: samples[index].interval, budget: budget) > 0 {
                fill(columns: columns[index], columns[index + 1], rows: tickTop, tickBottom, HUDPalette.critical, canvas)
            }
        }
    }

    private func fill(columns x0: Int, _ x1: Int, rows y0: Int, _ y1: Int, _ color: Color, _ canvas: Canvas) {
        canvas.replacePixels(inDevice: IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), with: color)
    }

    /// The bars as anti-aliased fills through a rotating or mirroring transform.
    private func drawBarsTransformed(in canvas: Canvas, size: Size) {
        func segment(_ x: Double, from bottom: Double, to top: Double, _ stage: Int) {
            guard top < bottom else { return }
            canvas.fill(Rect(x: x, y: top, width: Self.barWidth, height: bottom - top), with: Paint(stageColors[stage]))
        }
        for index in 0..<sampleCount {
            let x = size.width - Double(sampleCount - index) * Self.barWidth
            let tops = stageTops(of: samples[index], pointsPerMillisecond: pointsPerMillisecond)
            segment(x, from: Self.baseline, to: tops.0, 0)
            segment(x, from: tops.0, to: tops.1, 1)
            segment(x, from: tops.1, to: tops.2, 2)
            segment(x, from: tops.2, to: tops.3, 3)
            segment(x, from: tops.3, to: tops.4, 4)
        }
    }
}
