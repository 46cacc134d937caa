import Geometry
import Input
import Raster

/// The key reference drawn over the whole window: every row comes from the key binding tables,
/// so the overlay cannot disagree with what the keys do. The rows, their measurements and the
/// title are worked out once per demo; a frame with the overlay open only draws cached runs.
///
/// A layer of the session's picture: it changes only when it opens (the compositor repaints a
/// new layer in full) or when what it lists changes; while it shows, it is painted again over
/// whatever changes under it.
final class HelpOverlay: CompositorLayer {
    static let titleFont = FontSpec(size: 17, weight: .semibold)
    static let keyFont = FontSpec(size: 14, weight: .semibold)
    static let summaryFont = FontSpec(size: 14)
    static let rowHeight = 24.0
    static let padding = 20.0

    private struct Content {
        let demo: Int
        let title: String
        let sections: [[(keys: String, summary: String)]]
        let rowCount: Int
        let keyColumn: Double
        let summaryWidth: Double
    }

    private var content: Content?
    /// What the next composite shows: the demo's number, the window's size, and how to make the
    /// title and the rows when the demo changed (the session sets them).
    var demo = 0
    var size = Size(width: 1, height: 1)
    var text: TextRasterizer?
    var makeTitle: () -> String = { "" }
    var makeSections: () -> [[(keys: String, summary: String)]] = { [] }
    /// The demo and size the last composite showed.
    private var shown: (demo: Int, size: Size)?

    /// Everything, when the demo or the window's size changed since the last frame.
    func takeDamage(transform: Transform) -> Damage {
        defer { shown = (demo, size) }
        guard let shown, shown.demo == demo, shown.size == size else { return .everything }
        return .none
    }

    /// Draws the reference within `region`.
    func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool) {
        guard let text else { return }
        canvas.save()
        let transform = canvas.transform
        canvas.setTransform(.identity)
        canvas.limitDrawing(toDevice: region)
        canvas.setTransform(transform)
        draw(in: canvas, size: size, demo: demo, text: text, makeTitle: makeTitle, makeSections: makeSections)
        canvas.restore()
    }

    func describe(region: IntRect, transform: Transform) -> [String] { ["key reference"] }

    /// Draws the panel centred in `size` (logical points) for demo `demo`; `makeTitle` and
    /// `makeSections` (the demo's rows, then the global ones) are asked only when the demo changed.
    func draw(in canvas: Canvas, size: Size, demo: Int, text: TextRasterizer,
              makeTitle: () -> String, makeSections: () -> [[(keys: String, summary: String)]]) {
        let content: Content
        if let cached = self.content, cached.demo == demo {
            content = cached
        } else {
            let sections = makeSections()
            let rows = sections.flatMap { $0 }
            content = Content(
                demo: demo, title: makeTitle(), sections: sections, rowCount: rows.count,
                keyColumn: (rows.map { text.measure($0.keys, font: Self.keyFont).width }.max() ?? 0) + 24,
                summaryWidth: rows.map { text.measure($0.summary, font: Self.summaryFont).width }.max() ?? 0)
            self.content = content
        }
        let padding = Self.padding
        let width = min(size.width - 16, padding * 2 + content.keyColumn + content.summaryWidth)
        let gaps = Double(max(content.sections.filter { !$0.isEmpty }.count - 1, 0)) * 10
        let height = min(size.height - 16, padding * 2 + 30 + Double(content.rowCount) * Self.rowHeight + gaps)
        guard width > 40, height > 40 else { return }
        canvas.fill(Rect(origin: .zero, size: size), with: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.35)))
        let panel = Rect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(), width: width, height: height)
        canvas.fillRoundedRect(panel, cornerRadius: 14, with: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.96)))
        let scale = canvas.transform.maxScale
        let ink = Paint(Color(r255: 28, g255: 28, b255: 30))
        let muted = Paint(Color(r255: 99, g255: 99, b255: 102))
        canvas.save()
        canvas.clip(to: panel)
        if let run = text.run(content.title, font: Self.titleFont, scale: scale) {
            canvas.draw(run, at: Point(x: panel.minX + padding, y: panel.minY + padding - 4), with: ink)
        }
        var y = panel.minY + padding + 30
        for section in content.sections where !section.isEmpty {
            for row in section {
                if let keys = text.run(row.keys, font: Self.keyFont, scale: scale) {
                    canvas.draw(keys, at: Point(x: panel.minX + padding, y: y), with: ink)
                }
                if let summary = text.run(row.summary, font: Self.summaryFont, scale: scale) {
                    canvas.draw(summary, at: Point(x: panel.minX + padding + content.keyColumn, y: y), with: muted)
                }
                y += Self.rowHeight
            }
            y += 10
        }
        canvas.restore()
    }
}
