import Animation
import Geometry
import Raster
import Scene

/// A brief message over the bottom of the demo ("Saved screenshots/…png"): fades in, stays two
/// seconds of frame time, fades out. A scene of its own, drawn over the demo.
final class Toast {
    static let visibleSeconds = 2.0
    static let fadeSeconds = 0.2

    let scene: SceneGraph
    private let message = State("")
    private(set) var shownAt: Double?

    init(text: TextRasterizer) {
        let message = self.message
        let root = Text("", font: FontSpec(size: 13, weight: .semibold), color: .white)
            .bind(message) { label, value in label.string = value }
            .padding(horizontal: 14, vertical: 8)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.88)))
        scene = SceneGraph(root: root, size: Size(width: 10, height: 10), text: text)
        // Rendered inside a layer (see `draw`): its clear makes the layer transparent, not the demo.
        scene.backgroundColor = .clear
    }

    /// Shows `text` from frame time `time` on.
    func show(_ text: String, at time: Double) {
        message.value = text
        shownAt = time
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

    /// Draws the toast centred at the bottom of `area` (points) at frame time `time`.
    func draw(in canvas: Canvas, area: Rect, time: Double) {
        let alpha = opacity(at: time)
        guard alpha > 0 else { return }
        let size = scene.root.sizeThatFits(.unspecified)
        scene.size = size
        scene.setNeedsFullRedraw()
        let origin = Point(x: (area.midX - size.width / 2).rounded(), y: (area.maxY - size.height - 24).rounded())
        let base = canvas.transform
        canvas.save()
        canvas.setTransform(Transform.translation(x: origin.x, y: origin.y).concatenating(base))
        canvas.clip(to: Rect(origin: .zero, size: size))
        // Always through a layer, even fully shown, so the scene's clear stays in the layer.
        canvas.withOpacity(min(alpha, 0.999), deviceBounds: nil) { _ = scene.render(in: canvas) }
        canvas.restore()
    }
}
