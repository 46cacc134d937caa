import Animation
import Geometry
import Raster
import Scene

/// A brief message over the bottom of the demo ("Saved screenshots/…png"): fades in, stays two
/// seconds of frame time, fades out. A scene of its own, composited over the demo (its opacity
/// is its root's, so it needs no offscreen pass of its own when fully shown).
final class Toast: CompositorLayer {
    static let visibleSeconds = 2.0
    static let fadeSeconds = 0.2

    let scene: SceneGraph
    private let message = State("")
    private(set) var shownAt: Double?
    /// The message's size in points (whole points), measured when it is shown.
    private(set) var size = Size(width: 1, height: 1)
    /// The frame time the next composite shows (the session sets it each frame).
    var frameTime = 0.0

    init(text: TextRasterizer) {
        let message = self.message
        let root = Text("", font: FontSpec(size: 13, weight: .semibold), color: .white)
            .bind(message) { label, value in label.string = value }
            .padding(horizontal: 14, vertical: 8)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.88)))
        scene = SceneGraph(root: root, size: size, text: text)
        scene.clearsBackground = false
    }

    /// Shows `text` from frame time `time` on.
    func show(_ text: String, at time: Double) {
        message.value = text
        shownAt = time
        scene.layoutIfNeeded()
        let fitted = scene.root.sizeThatFits(.unspecified)
        size = Size(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        scene.size = size
    }

    /// The message's opacity at frame time `time`: 0 when hidden.
    func opacity(at time: Double) -> Double {
        guard let shownAt else { return 0 }
        let age = time - shownAt
        if age < 0 || age > Self.visibleSeconds + 2 * Self.fadeSeconds { return 0 }
        if age < Self.fadeSeconds { return age / Self.fadeSeconds }
        if age > Self.visibleSeconds + Self.fadeSeconds { return max(0, 1 - (age - Self.visibleSeconds - Self.fadeSeconds) / Self.fadeSeconds) }
        return 1
    }

    /// True from the moment the toast is shown until it has faded out (the host keeps drawing).
    func isVisible(at time: Double) -> Bool {
        guard let shownAt else { return false }
        let age = time - shownAt
        return age >= 0 && age <= Self.visibleSeconds + 2 * Self.fadeSeconds
    }

    /// The message shown last.
    var text: String { message.value }

    /// The toast at `frameTime`'s opacity: its damage as it fades.
    func takeDamage(transform: Transform) -> Damage {
        let alpha = opacity(at: frameTime)
        if scene.root.opacity != alpha { scene.root.opacity = alpha }
        return scene.takeDamage(rootTransform: transform)
    }

    func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool) {
        scene.paint(in: canvas, region: region, fromScratch: fromScratch)
    }

    func describe(region: IntRect, transform: Transform) -> [String] { ["toast"] }
}
