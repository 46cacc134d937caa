import Geometry
import Raster
import Scene

/// The inspector's list of what runs in the demo: a fixed set of rows, reused (their text
/// changes, their number does not), each "node.property from → to", then the value, velocity,
/// timing and progress.
final class RunningAnimationsList {
    /// Rows shown at most; more are summarised in the last line.
    static let capacity = 6

    let node: Node
    private let rows: [(title: TextNode, detail: TextNode)]
    private let summary: TextNode

    init() {
        var rows: [(TextNode, TextNode)] = []
        for _ in 0..<Self.capacity {
            // One line each, whatever the values: a row that wrapped ("… 280 × / 48") would make
            // the list taller as animations come and go.
            rows.append((Text("", font: FontSpec(size: 11, weight: .semibold), color: InspectorPalette.ink).lineLimit(1),
                         Text("", font: FontSpec(size: 10), color: InspectorPalette.muted).lineLimit(1)))
        }
        self.rows = rows
        let summary = Text("Nothing is animating.", font: FontSpec(size: 11), color: InspectorPalette.muted)
        self.summary = summary
        let lines = rows.flatMap { [$0.0 as Node, $0.1 as Node] }
        node = VStack(alignment: .leading, spacing: 3) {
            Text("Running animations", font: FontSpec(size: 13, weight: .semibold), color: InspectorPalette.ink)
            for line in lines { line }
            summary
        }
        .padding(EdgeInsets(top: 6, leading: 8, bottom: 8, trailing: 8))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).fill(InspectorPalette.listBackground))
        .named("Inspector.running")
    }

    /// Shows up to `capacity` of `running`; unused rows are empty (they keep their place, so the
    /// panel does not jump as animations come and go).
    func show(_ running: [RunningAnimation]) {
        for (index, row) in rows.enumerated() {
            guard index < running.count else {
                if !row.title.string.isEmpty { row.title.string = "" }
                if !row.detail.string.isEmpty { row.detail.string = "" }
                continue
            }
            let item = running[index]
            let title = "\(item.node).\(item.property)  \(item.from) → \(item.to)"
            var detail = "now \(item.value)"
            if !item.velocity.isEmpty { detail += "  v \(item.velocity)/s" }
            detail += "  ·  \(item.timing)  ·  \(Int((item.progress * 100).rounded())) %"
            if row.title.string != title { row.title.string = title }
            if row.detail.string != detail { row.detail.string = detail }
        }
        let text = running.isEmpty ? "Nothing is animating."
            : running.count > Self.capacity ? "and \(running.count - Self.capacity) more" : ""
        if summary.string != text { summary.string = text }
    }
}
