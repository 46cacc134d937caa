import Geometry
import Raster
import Scene

/// `watch`'s report of a failed rebuild, over the top of the demo's area while the last good
/// build keeps running: what failed and the compiler's first error, until a build succeeds.
final class BuildErrorBanner {
    /// Points between the banner and the edges of the demo's area.
    static let margin = 12.0

    let scene: SceneGraph
    private let message = State("")

    init(text: TextRasterizer) {
        let message = self.message
        let root = VStack(alignment: .leading, spacing: 4) {
            Text("Build failed — the last good build keeps running", font: FontSpec(size: 13, weight: .semibold),
                 color: Color(r255: 255, g255: 214, b255: 10))
            Text("", font: FontSpec(size: 13), color: .white)
                .bind(message) { label, value in label.string = value }
                .named("BuildError")
        }
        .padding(horizontal: 14, vertical: 10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(r255: 120, g255: 20, b255: 24, alpha: 0.92)))
        scene = SceneGraph(root: root, size: Size(width: 1, height: 1), text: text)
        scene.clearsBackground = false
    }

    /// The compiler's message shown.
    var text: String { message.value }

    /// Shows `text` (one line: the first error, `file:line:column: error: …`).
    func show(_ text: String) {
        message.value = text
    }

    /// Where the banner goes in a demo area of `content` points: across its top, as tall as
    /// its two lines.
    func frame(in content: Rect) -> Rect {
        let width = max(content.width - 2 * Self.margin, 1)
        let height = scene.root.sizeThatFits(ProposedSize(width: width, height: nil)).height.rounded(.up)
        if scene.size != Size(width: width, height: height) { scene.size = Size(width: width, height: height) }
        return Rect(x: content.minX + Self.margin, y: content.minY + Self.margin, width: width, height: height)
    }
}
