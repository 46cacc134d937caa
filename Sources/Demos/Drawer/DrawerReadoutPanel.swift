import Geometry
import Raster
import Scene

/// The live readout of the drawer's animator: one label and one live value per
/// `DrawerReadoutRow`, each value bound to the model's sampled readout, then the timing, bound to
/// `timingLabel` (it changes with the parameters, not per frame). Live text repaints a changed
/// value from cached glyphs, without relayout or allocation. Labels and values sit in two columns
/// of equal line heights and spacing, so each value lines up with its label.
enum DrawerReadoutPanel {
    /// The readout's tag among `ContactPage.anchors`.
    static let tag = "readout"
    /// Points kept between the readout and the detail rows it floats beside.
    static let clearance = 10.0

    static func make(_ readout: State<DrawerReadout>, timingLabel: DerivedState<String>, _ m: DrawerMetrics) -> Node {
        let panel: Node
        switch m.readoutStyle {
        case .full: panel = full(readout, timingLabel: timingLabel, m)
        case .compact: panel = compact(readout, m)
        case .hidden: panel = Spacer().frame(width: 0, height: 0)
        }
        return panel.named("DrawerReadout")
    }

    /// One line without labels, for a small tile: the state, `fractionComplete` and the offset.
    private static func compact(_ readout: State<DrawerReadout>, _ m: DrawerMetrics) -> Node {
        let unit = m.readoutFont.size / 13
        let shown = ["state", "fractionComplete", "drawer offset"]
        return HStack(spacing: 8 * unit) {
            ForEach(DrawerReadoutRow.rows.filter { shown.contains($0.label) }, id: \.label) { row in
                LiveTextNode(row.value(readout.value), template: row.template, font: m.readoutFont, color: DrawerMetrics.ink)
                    .bind(readout) { text, sample in text.string = row.value(sample) }
            }
        }
        .padding(horizontal: 8 * unit, vertical: 4 * unit)
        .background(RoundedRectangle(cornerRadius: 8 * unit).fill(Color(red: 1, green: 1, blue: 1, alpha: 0.9)))
    }

    private static func full(_ readout: State<DrawerReadout>, timingLabel: DerivedState<String>, _ m: DrawerMetrics) -> Node {
        // Spacing follows the font, so the panel shrinks as a whole in a small tile.
        let unit = m.readoutFont.size / 13
        return VStack(alignment: .leading, spacing: 6 * unit) {
            if m.showsReadoutTitle {
                Text("UIViewPropertyAnimator", font: m.readoutTitleFont, color: DrawerMetrics.ink)
            }
            HStack(alignment: .top, spacing: 12 * unit) {
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(DrawerReadoutRow.rows, id: \.label) { row in
                        Text(row.label, font: m.readoutFont, color: DrawerMetrics.secondaryInk)
                    }
                    Text(DrawerReadoutRow.timingLabel, font: m.readoutFont, color: DrawerMetrics.secondaryInk)
                }
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(DrawerReadoutRow.rows, id: \.label) { row in
                        LiveTextNode(row.value(readout.value), template: row.template, font: m.readoutFont,
                                     color: DrawerMetrics.ink)
                            .bind(readout) { text, sample in text.string = row.value(sample) }
                    }
                    LiveTextNode(timingLabel.value, template: DrawerReadoutRow.timingTemplate(for: timingLabel.value),
                                 font: m.readoutFont, color: DrawerMetrics.ink)
                        .bind(timingLabel) { text, label in
                            text.template = DrawerReadoutRow.timingTemplate(for: label)
                            text.string = label
                        }
                }
            }
        }
        .padding(12 * unit)
        .background(RoundedRectangle(cornerRadius: 12 * unit).fill(Color(red: 1, green: 1, blue: 1, alpha: 0.9))
            .shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.12), radius: 8 * unit, y: 2 * unit))
    }
}
