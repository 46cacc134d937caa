import Foundation
import Geometry
import Input
import Raster
import Scene

/// The animation lanes under the scrubber's strip (`S`): one row per animated property, grouped
/// by node, each animation a bar from its start to its end coloured by kind (curve, spring,
/// animator, transition; an animator's pause and scrub phases in their own shades), timer fires
/// and real-time loop frames as ticks, the playhead across all; beside each row the property's
/// exact value at the playhead. On the right the graph editor plots the selected lanes over the
/// recording, normalised and overlaid: value–time or speed (`G`), with the playhead, and names
/// the selected lane's animation at the playhead.
///
/// Click a row to select its lane (a group's header selects all its lanes); `↑`/`↓` step
/// through the lanes; the wheel scrolls the rows.
final class LanesPanel: ScenePanel {
    /// Points per row.
    static let rowHeight = 18.0
    /// The label and value columns' widths, points.
    static let labelWidth = 150.0
    static let valueWidth = 190.0
    static let padding = 6.0
    static let background = Color(red: 0.08, green: 0.08, blue: 0.1)
    static let selectedRow = Color(red: 0.2, green: 0.3, blue: 0.5)
    static let label = Color(red: 0.78, green: 0.78, blue: 0.82)
    static let track = Color(red: 0.2, green: 0.2, blue: 0.24)
    static let tick = Color(red: 0.8, green: 0.8, blue: 0.85)
    static let playhead = Color.white
    static let plotLines: [Color] = [
        Color(red: 0.35, green: 0.65, blue: 1.0), Color(red: 1.0, green: 0.62, blue: 0.2), Color(red: 0.4, green: 0.85, blue: 0.5),
        Color(red: 0.95, green: 0.4, blue: 0.55), Color(red: 0.75, green: 0.55, blue: 1.0), Color(red: 0.95, green: 0.85, blue: 0.3),
    ]
    static let font = FontSpec(size: 11)
    static let boldFont = FontSpec(size: 11, weight: .semibold)

    /// The height the panel takes in a content area `contentHeight` points tall.
    static func height(forContent contentHeight: Double) -> Double {
        (min(220, contentHeight * 0.36)).rounded(.down)
    }

    /// What the graph plots.
    enum Quantity: Equatable {
        case value, speed
    }

    /// What the panel shows: the playhead and the span of the time axis (recording seconds),
    /// the selected lanes, the quantity graphed and the first row shown.
    struct Model: Equatable {
        var start = 0.0
        var end = 0.0
        var playhead = 0.0
        var selection: [Int] = []
        var selectedRow: Int?
        var quantity = Quantity.value
        var firstRow = 0
    }

    let scene: SceneGraph
    /// The lanes shown; empty while the record is being made (`progress` non-nil).
    private(set) var lanes: LaneTable
    /// 0…1 while the session is being replayed to record its animations; nil once shown.
    private(set) var progress: Double?
    let model = State(Model())
    /// Lanes held by a freeze (`Z`), with the recording time each is held from: their rows
    /// show the hold from there on.
    let frozen = State<[Int: Double]>([:])
    static let hold = Color(red: 0.45, green: 0.9, blue: 1.0)
    var frame: Rect? {
        didSet {
            guard let frame, scene.size != frame.size else { return }
            scene.size = frame.size
            rebuild()
        }
    }
    var pointerFrame: Rect? { frame }
    private let text: TextRasterizer
    private var cachedPlot: (key: PlotKey, lines: [(Path, Color)])?

    private struct PlotKey: Equatable {
        var size: Size
        var selection: [Int]
        var quantity: Quantity
        var start: Double
        var end: Double
    }

    /// The lanes of the run before the last re-simulation: the graph draws them as ghosts.
    let ghost: LaneTable?
    static let ghostLine = Color(red: 0.6, green: 0.6, blue: 0.66, alpha: 0.55)

    /// A panel showing `lanes`, or, with `progress`, a recording in progress (see `show`).
    init(lanes: LaneTable, text: TextRasterizer, size: Size, ghost: LaneTable? = nil, progress: Double? = nil) {
        self.lanes = lanes
        self.text = text
        self.ghost = ghost
        self.progress = progress
        scene = SceneGraph(root: Rectangle().fill(LanesPanel.background), size: size, text: text)
        scene.clearsBackground = false
        if progress == nil, let first = lanes.laneRows.first { select(row: first) }
        rebuild()
    }

    /// The recording's progress (0…1) while its animations are being recorded.
    func showProgress(_ fraction: Double) {
        guard progress != fraction else { return }
        progress = fraction
        rebuild()
    }

    /// The recorded lanes, once made: the first lane selected, unless `previous` (the panel of an
    /// earlier run of the same session) says what was selected, graphed and scrolled.
    func show(_ lanes: LaneTable, as previous: Model? = nil) {
        self.lanes = lanes
        progress = nil
        cachedPlot = nil
        if let previous {
            restore(previous)
        } else {
            if let first = lanes.laneRows.first { select(row: first) }
            rebuild()
        }
    }

    /// Rows that fit.
    var visibleRowCount: Int { max(Int((scene.size.height - 2 * Self.padding) / Self.rowHeight), 1) }

    // MARK: Selection and scrolling

    /// Selects the lanes of `row` (a header: its group's).
    func select(row: Int) {
        let selection = lanes.lanes(ofRow: row)
        guard !selection.isEmpty else { return }
        var next = model.value
        next.selection = selection
        next.selectedRow = row
        // Keep the selected row in view.
        if row < next.firstRow { next.firstRow = row }
        let count = lanes.rows.count, capacity = visibleRowCount
        while next.firstRow < row, !Self.visibleRows(count: count, first: next.firstRow, capacity: capacity,
                                                    isHeader: { lanes.rows[$0].lane == nil }).rows.contains(row) {
            next.firstRow += 1
        }
        let scrolled = next.firstRow != model.value.firstRow
        model.value = next
        if scrolled { rebuild() }
    }

    /// Takes over another panel's selection, graph and scroll (the same session, re-simulated).
    func restore(_ previous: Model) {
        var next = previous
        next.selection = previous.selection.filter { lanes.lanes.indices.contains($0) }
        if let row = previous.selectedRow, !lanes.rows.indices.contains(row) { next.selectedRow = nil }
        next.firstRow = min(previous.firstRow, max(lanes.rows.count - 1, 0))
        model.value = next
        rebuild()
    }

    /// `↑` (−1) / `↓` (+1): the previous or next lane.
    func step(by delta: Int) {
        let rows = lanes.laneRows
        guard !rows.isEmpty else { return }
        let current = model.value.selectedRow.flatMap { row in rows.firstIndex { $0 >= row } } ?? 0
        select(row: rows[min(max(current + delta, 0), rows.count - 1)])
    }

    /// `G`: value ↔ speed.
    func toggleQuantity() {
        model.value.quantity = model.value.quantity == .value ? .speed : .value
    }

    /// Moves the playhead and the axis (recording seconds).
    func show(start: Double, end: Double, playhead: Double) {
        var next = model.value
        (next.start, next.end, next.playhead) = (start, end, playhead)
        model.value = next
    }

    func handlePointer(_ event: InputEvent, at frameTime: Double) -> Bool {
        if case .wheel(_, let dy) = event {
            let limit = max(lanes.rows.count - visibleRowCount, 0)
            let first = min(max(model.value.firstRow - Int(dy.rounded()), 0), limit)
            guard first != model.value.firstRow else { return false }
            model.value.firstRow = first
            rebuild()
            return true
        }
        let handled = scene.handle(event, at: frameTime)
        scene.layoutIfNeeded()
        return handled
    }

    // MARK: Building

    private func rebuild() {
        let model = self.model
        let first = min(model.value.firstRow, max(lanes.rows.count - 1, 0))
        let (shown, above, below) = Self.visibleRows(count: lanes.rows.count, first: first, capacity: visibleRowCount,
                                                     isHeader: { lanes.rows[$0].lane == nil })
        let graphWidth = min(340, max(scene.size.width * 0.3, 160))
        let list = VStack(alignment: .leading, spacing: 0) {
            if let progress {
                Text(String(format: "Recording the session's animations… %.0f %%", progress * 100), font: Self.font, color: Self.label)
                    .frame(maxWidth: .infinity, minHeight: Self.rowHeight, alignment: .leading)
            } else if lanes.rows.isEmpty {
                Text("No animation in this recording yet", font: Self.font, color: Self.label)
                    .frame(maxWidth: .infinity, minHeight: Self.rowHeight, alignment: .leading)
            }
            if above > 0 { scrollHint("↑ \(above) more above: scroll up") }
            for index in shown { row(index) }
            if below > 0 { scrollHint("↓ \(below) more below: scroll down") }
            Spacer(minLength: 0)
        }
        let root = HStack(alignment: .top, spacing: 8) {
            list.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            graph().frame(width: graphWidth).frame(maxHeight: .infinity)
        }
        .padding(Self.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Rectangle().fill(Self.background))
        scene.setRoot(root)
        scene.layoutIfNeeded()
    }

    private func scrollHint(_ text: String) -> Node {
        Text(text, font: Self.font, color: Self.label)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: Self.rowHeight, maxHeight: Self.rowHeight, alignment: .leading)
            .named("Lanes.scrollHint")
    }

    private func row(_ index: Int) -> Node {
        let row = lanes.rows[index]
        let model = self.model
        let isHeader = row.lane == nil
        let text = Text(isHeader ? row.group : "  " + row.property, font: isHeader ? Self.boldFont : Self.font,
                        color: isHeader ? .white : Self.label)
        // A header has the row to itself; a lane's label leaves room for its value and bars.
        let label = isHeader ? text.frame(maxWidth: .infinity, alignment: .leading) : text.frame(width: Self.labelWidth, alignment: .leading)
        let content: Node
        if let laneIndex = row.lane {
            let lane = lanes.lanes[laneIndex]
            let value = Text("", font: Self.font, color: .white)
                .bind(model) { text, model in text.string = LaneTable.text(lane.value(at: model.playhead)) }
                .frame(width: Self.valueWidth, alignment: .trailing)
            let frozen = self.frozen
            // The hold's dot reaches 3.5 pt past the start of the axis.
            let bars = DrawingNode(0.0, idealSize: Size(width: 100, height: Self.rowHeight), overdraw: 5) { canvas, size, _ in
                LanesPanel.drawBars(lane, model: model.value, heldFrom: frozen.value[laneIndex], in: canvas, size: size)
            }
            .bind(model) { node, _ in node.setNeedsPaint() }
            .bind(frozen) { node, _ in node.setNeedsPaint() }
            .named("LaneBars")
            content = HStack(spacing: 6) {
                label
                value
                bars.frame(maxWidth: .infinity, minHeight: Self.rowHeight, maxHeight: Self.rowHeight)
            }
        } else {
            content = label
        }
        let background = Rectangle().fill(.clear)
            .bind(model) { shape, model in shape.fillColor = model.selectedRow == index ? LanesPanel.selectedRow : .clear }
        return Button(style: ButtonStyle { _, _ in }, action: { [unowned self] in select(row: index) }) {
            content.frame(maxWidth: .infinity, minHeight: Self.rowHeight, maxHeight: Self.rowHeight, alignment: .leading)
                .background(background)
        }
        .named(isHeader ? "LaneGroup.\(row.group)" : "Lane.\(row.group).\(row.property)")
    }

    private func graph() -> Node {
        let model = self.model
        let plot = DrawingNode(0.0, idealSize: Size(width: 200, height: 100), overdraw: 1) { [unowned self] canvas, size, _ in
            drawPlot(in: canvas, size: size)
        }
        .bind(model) { node, _ in node.setNeedsPaint() }
        .named("LaneGraph")
        return VStack(alignment: .leading, spacing: 4) {
            Text("", font: Self.boldFont, color: .white)
                .bind(model) { text, model in
                    text.string = (model.quantity == .value ? "Value" : "Speed") + " (normalised) · G switches"
                }
            plot.frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("", font: Self.font, color: Self.label)
                .bind(model) { [unowned self] text, model in text.string = describeSelection(model) }
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// The selected lane's animation at (or last before) the playhead: its spec, times, ending.
    private func describeSelection(_ model: Model) -> String {
        guard let first = model.selection.first else { return "" }
        let lane = lanes.lanes[first]
        if lane.bars.isEmpty { return "\(lane.record.ownerName) \(lane.record.property): \(lane.ticks.count) ticks" }
        guard let bar = lane.bars.last(where: { $0.start <= model.playhead }) ?? lane.bars.first else { return "" }
        return String(format: "%@ · %.3f → %.3f s · %@", bar.segment.spec, bar.start, bar.end, bar.segment.ending.rawValue)
    }

    // MARK: Drawing

    static func colour(of segment: AnimationSegment) -> Color {
        switch (segment.kind, segment.phase) {
        case (.curve, _): return Color(red: 0.35, green: 0.6, blue: 1.0)
        case (.spring, _): return Color(red: 1.0, green: 0.62, blue: 0.2)
        case (.transition, _): return Color(red: 0.35, green: 0.8, blue: 0.5)
        case (.animator, .pause?), (.animator, .stopped?): return Color(red: 0.5, green: 0.45, blue: 0.6)
        case (.animator, .scrub?): return Color(red: 0.88, green: 0.75, blue: 1.0)
        case (.animator, _): return Color(red: 0.68, green: 0.45, blue: 1.0)
        }
    }

    private static func drawBars(_ lane: LaneTable.Lane, model: Model, heldFrom: Double?, in canvas: Canvas, size: Size) {
        let span = max(model.end - model.start, 1e-9)
        func x(_ time: Double) -> Double { (time - model.start) / span * size.width }
        let midY = size.height / 2
        canvas.fill(Rect(x: 0, y: midY - 0.5, width: size.width, height: 1), with: .solid(track))
        for bar in lane.bars where bar.end >= model.start {
            let left = max(x(bar.start), 0), right = min(max(x(bar.end), left + 2), size.width)
            guard right > left else { continue }
            canvas.fillRoundedRect(Rect(x: left, y: midY - 5, width: right - left, height: 10), cornerRadius: 3,
                                   with: .solid(colour(of: bar.segment)))
        }
        var lastX = -10.0
        for time in lane.ticks where time >= model.start {
            let tickX = x(time)
            guard tickX - lastX >= 2 else { continue }
            lastX = tickX
            canvas.fill(Rect(x: tickX - 0.5, y: midY - 5, width: 1, height: 10), with: .solid(tick))
        }
        if let heldFrom {
            // Held from the freeze on: a band over the bars to the end of the axis.
            let left = max(x(heldFrom), 0)
            canvas.fill(Rect(x: left, y: midY - 1.5, width: max(size.width - left, 0), height: 3), with: .solid(hold))
            canvas.fillCircle(center: Point(x: left, y: midY), radius: 3.5, with: .solid(hold))
        }
        canvas.fill(Rect(x: x(model.playhead) - 1, y: 0, width: 2, height: size.height), with: .solid(playhead))
    }

    private func drawPlot(in canvas: Canvas, size: Size) {
        let model = self.model.value
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), cornerRadius: 4, with: .solid(Self.track))
        let key = PlotKey(size: size, selection: model.selection, quantity: model.quantity, start: model.start, end: model.end)
        if cachedPlot?.key != key {
            var lines: [(Path, Color)] = []
            if let ghost {
                // The same lanes of the previous run, matched by node and property.
                let matching = key.selection.compactMap { index -> Int? in
                    let lane = lanes.lanes[index].record
                    return ghost.lanes.firstIndex { $0.record.owner == lane.owner && $0.record.ownerOccurrence == lane.ownerOccurrence
                        && $0.record.property == lane.property && $0.part.sceneIndex == lanes.lanes[index].part.sceneIndex }
                }
                var ghostKey = key
                ghostKey.selection = matching
                lines = plotLines(ghostKey, of: ghost).map { ($0.0, Self.ghostLine) }
            }
            cachedPlot = (key, lines + plotLines(key, of: lanes))
        }
        for (path, colour) in cachedPlot?.lines ?? [] {
            canvas.stroke(path, style: StrokeStyle(width: 1.5, join: .round), with: .solid(colour))
        }
        let span = max(model.end - model.start, 1e-9)
        let headX = (model.playhead - model.start) / span * size.width
        canvas.fill(Rect(x: headX - 0.5, y: 0, width: 1, height: size.height), with: .solid(Self.playhead))
    }

    /// The selected lanes' curves across the axis, each component that moves normalised to the
    /// plot's height (speed: each lane's speed, the length of its velocity, normalised). In
    /// compare mode a lane brings the same property of every compare lane, each in its lane's
    /// colour and all on one scale, so that their curves compare.
    private func plotLines(_ key: PlotKey, of lanes: LaneTable) -> [(Path, Color)] {
        let columns = max(Int(key.size.width), 2)
        // A squeezed plot (a short window) keeps its lines inside it: the stroke's half-width is
        // what the node's overdraw allows past its frame, and damage reaches no further.
        let pad = min(4.0, key.size.height / 4), height = max(key.size.height - 2 * pad, 0)
        let step = (key.end - key.start) / Double(columns - 1)
        var lines: [(Path, Color)] = []
        var drawn: Set<Int> = []
        for laneIndex in key.selection where !drawn.contains(laneIndex) {
            let members = Self.compared(laneIndex, in: lanes)
            drawn.formUnion(members)
            // Each member's series, one per component (speed: one).
            let curves = members.map { series(of: lanes.lanes[$0], key: key, columns: columns, step: step) }
            let components = curves.map(\.count).max() ?? 0
            for component in 0..<components {
                let finite = curves.flatMap { $0.indices.contains(component) ? $0[component].filter(\.isFinite) : [] }
                guard let low = finite.min(), let high = finite.max(), high - low > 1e-9 else { continue }
                for (member, memberSeries) in zip(members, curves) where memberSeries.indices.contains(component) {
                    var builder = PathBuilder()
                    var started = false
                    for (column, y) in memberSeries[component].enumerated() where y.isFinite {
                        let point = Point(x: Double(column) * key.size.width / Double(columns - 1),
                                          y: pad + (high - y) / (high - low) * height)
                        if started { builder.line(to: point) } else { builder.move(to: point); started = true }
                    }
                    guard let path = builder.finish() else { continue }
                    let colour = lanes.lanes[member].part.compareLane.map(CompareLane.color)
                        ?? Self.plotLines[lines.count % Self.plotLines.count]
                    lines.append((path, colour))
                }
            }
        }
        return lines
    }

    /// `laneIndex` and, in compare mode, the same node's same property in every other compare
    /// lane, in lane order.
    static func compared(_ laneIndex: Int, in lanes: LaneTable) -> [Int] {
        let lane = lanes.lanes[laneIndex]
        guard lane.part.compareLane != nil else { return [laneIndex] }
        return lanes.lanes.indices.filter { index in
            let other = lanes.lanes[index]
            return other.part.compareLane != nil && other.record.owner == lane.record.owner
                && other.record.ownerOccurrence == lane.record.ownerOccurrence && other.record.property == lane.record.property
        }.sorted { (lanes.lanes[$0].part.compareLane ?? 0) < (lanes.lanes[$1].part.compareLane ?? 0) }
    }

    /// A lane's values across the axis, one series per component (value), or its speed.
    private func series(of lane: LaneTable.Lane, key: PlotKey, columns: Int, step: Double) -> [[Double]] {
        let values = (0..<columns).map { lane.value(at: key.start + Double($0) * step) ?? [] }
        guard let width = values.first(where: { !$0.isEmpty })?.count else { return [] }
        switch key.quantity {
        case .value:
            return (0..<width).map { component in values.map { $0.count == width ? $0[component] : .nan } }
        case .speed:
            // Central differences over at least a frame each side: input arrives once a frame,
            // so a scrubbed value moves in steps, and a narrower window sees only steps.
            let h = max(step, 1.0 / 60)
            return [(0..<columns).map { i in
                let t = key.start + Double(i) * step
                guard let a = lane.value(at: max(t - h, key.start)), let b = lane.value(at: min(t + h, key.end)),
                      a.count == width, b.count == width else { return .nan }
                let dt = min(t + h, key.end) - max(t - h, key.start)
                return dt > 0 ? sqrt(zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }) / dt : .nan
            }]
        }
    }
}
