import Geometry
import Raster
import Scene

extension FrameHUD {
    /// The panel: frames per second and the HUD's cost, the graph, its legend, then the numbers
    /// in two columns. Static labels are plain text nodes, drawn from cached runs.
    static func layout(graph: FrameGraphNode, framesPerSecond: LiveTextNode, ownCost: LiveTextNode, budget: LiveTextNode,
                       p50: LiveTextNode, p95: LiveTextNode, dropped: LiveTextNode, hitchRatio: LiveTextNode) -> Node {
        let width = Double(FrameStats.capacity) * FrameGraphNode.barWidth
        let header = HStack(alignment: .bottom, spacing: 4) {
            framesPerSecond
            Text("fps", font: labelFont, color: HUDPalette.muted).padding(EdgeInsets(top: 0, leading: 0, bottom: 3, trailing: 0))
            Spacer()
            Text("HUD", font: labelFont, color: HUDPalette.muted).padding(EdgeInsets(top: 0, leading: 0, bottom: 3, trailing: 0))
            ownCost.padding(EdgeInsets(top: 0, leading: 0, bottom: 3, trailing: 0))
        }
        let legend = HStack(spacing: 7) {
            for stage in HUDPalette.stages {
                HStack(spacing: 3) {
                    Rectangle().fill(stage.color).frame(width: 7, height: 7)
                    Text(stage.label, font: legendFont, color: HUDPalette.muted)
                }
            }
        }
        let numbers = VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 0) {
                cell("p50", p50, width: width / 2)
                cell("p95", p95, width: width / 2)
            }
            HStack(spacing: 0) {
                cell("dropped", dropped, width: width / 2)
                cell("hitch", hitchRatio, width: width / 2)
            }
        }
        return VStack(alignment: .leading, spacing: 6) {
            header.frame(width: width)
            // The budget's value just above its line, at the left (the oldest bars).
            graph.overlay(alignment: .bottomLeading, budget.offset(x: 3, y: -(FrameGraphNode.height - FrameGraphNode.budgetLineY) - 1))
            legend
            numbers
        }
        .padding(padding)
        .background(RoundedRectangle(cornerRadius: 10).fill(HUDPalette.panel))
        .named("FrameHUD")
    }

    /// A label and its value, left-aligned in a column `width` points wide.
    private static func cell(_ label: String, _ value: LiveTextNode, width: Double) -> Node {
        HStack(spacing: 5) {
            Text(label, font: labelFont, color: HUDPalette.muted)
            value
        }
        .frame(width: width, alignment: .leading)
    }
}
