import Foundation
import Geometry
import Raster
import Scene

/// The timeline scrubber (`S`): a strip over the bottom of the demo showing the recorded span
/// with a tick per recorded event, a playhead you drag to travel back and forth through the
/// session, the time, and Resume (continue live from the playhead, dropping the recorded future).
/// A scene of its own; the session does the travelling.
final class ScrubberStrip: ScenePanel {
    /// The strip's height in points.
    static let height = 44.0
    static let background = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.92)
    static let track = Color(red: 0.3, green: 0.3, blue: 0.34)
    static let recorded = Color(red: 0.45, green: 0.45, blue: 0.5)
    static let tick = Color(red: 1.0, green: 0.62, blue: 0.04)
    static let playhead = Color.white
    /// Points the run loop keeps from the track's ends: the playhead's knob (radius 6) stays
    /// inside the track's bounds, so a press on the knob is a press on the track wherever the
    /// playhead is.
    static let knobInset = 7.0

    /// What the strip shows: the span it covers (recording seconds), the event times and where
    /// the playhead is.
    struct Model: Equatable {
        var start = 0.0
        var end = 0.0
        var position = 0.0
        var eventTimes: [Double] = []
    }

    let scene: SceneGraph
    /// The strip's rectangle in window points (the session lays it out).
    var frame: Rect? {
        didSet { if let frame, scene.size != frame.size { scene.size = frame.size } }
    }
    var pointerFrame: Rect? { frame }
    let model = State(Model())
    /// Called with a recording time while the playhead is dragged (or the track clicked).
    var onScrub: ((Double) -> Void)?
    /// Called when Resume is clicked.
    var onResume: (() -> Void)?

    init(text: TextRasterizer, width: Double) {
        let model = self.model
        let actions = Actions()
        // The knob may reach past a track squeezed narrower than itself (a tiny window): its
        // bounds (for damage) reach as far.
        let trackNode = DrawingNode(0.0, idealSize: Size(width: 200, height: 24), overdraw: ScrubberStrip.knobInset + 7) { canvas, size, _ in
            ScrubberStrip.drawTrack(model.value, in: canvas, size: size)
        }
        trackNode.bind(model) { node, _ in node.setNeedsPaint() }
        trackNode.named("ScrubberTrack")
        let scrub: (DragValue) -> Void = { [unowned trackNode] value in
            guard let graph = trackNode.graph, let bounds = graph.bounds(of: trackNode), bounds.width > 0 else { return }
            let usable = max(bounds.width - 2 * ScrubberStrip.knobInset, 1)
            let fraction = min(max((value.location.x - bounds.minX - ScrubberStrip.knobInset) / usable, 0), 1)
            let current = model.value
            actions.scrub?(current.start + (current.end - current.start) * fraction)
        }
        trackNode.gesture(DragGesture(minimumDistance: 0).onChanged(scrub))
        let root = HStack(spacing: 12) {
            Button(action: { actions.resume?() }) {
                Text("Resume", font: FontSpec(size: 12, weight: .semibold), color: .white)
                    .padding(horizontal: 10, vertical: 5)
                    .background(RoundedRectangle(cornerRadius: 6).fill(Color(red: 0.0, green: 0.48, blue: 1.0)))
            }
            .named("Resume")
            trackNode.frame(maxWidth: .infinity, minHeight: 24, maxHeight: 24)
            Text("", font: FontSpec(size: 12, weight: .semibold), color: .white)
                .bind(model) { label, value in
                    label.string = String(format: "%.2f s / %.2f s", value.position, value.end)
                }
                .frame(width: 130, alignment: .trailing)
        }
        .padding(horizontal: 12, vertical: 0)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // Translucent over the demo: painted over it, not cleared to its colour.
        .background(Rectangle().fill(ScrubberStrip.background))
        scene = SceneGraph(root: root, size: Size(width: width, height: ScrubberStrip.height), text: text)
        scene.clearsBackground = false
        actions.scrub = { [unowned self] time in onScrub?(time) }
        actions.resume = { [unowned self] in onResume?() }
    }

    /// The track: the recorded span, a tick per event, the playhead.
    private static func drawTrack(_ model: Model, in canvas: Canvas, size: Size) {
        let midY = size.height / 2
        canvas.fillRoundedRect(Rect(x: 0, y: midY - 3, width: size.width, height: 6), cornerRadius: 3, with: .solid(track))
        let span = max(model.end - model.start, 1e-9)
        let inset = knobInset, usable = max(size.width - 2 * inset, 0)
        func x(_ time: Double) -> Double { inset + (time - model.start) / span * usable }
        let head = min(max(x(model.position), inset), inset + usable)
        canvas.fillRoundedRect(Rect(x: 0, y: midY - 3, width: head, height: 6), cornerRadius: 3, with: .solid(recorded))
        var lastX = -10.0
        for time in model.eventTimes where time >= model.start {
            let tickX = x(time)
            // One tick per pixel column is enough; a drag makes sixty events a second.
            guard tickX - lastX >= 1 else { continue }
            lastX = tickX
            canvas.fill(Rect(x: tickX - 0.5, y: midY - 7, width: 1, height: 14), with: .solid(tick))
        }
        canvas.fill(Rect(x: head - 1, y: 0, width: 2, height: size.height), with: .solid(playhead))
        canvas.fillCircle(center: Point(x: head, y: midY), radius: 6, with: .solid(playhead))
    }
}

/// The strip's callbacks, filled in once it exists (its nodes are built before it).
private final class Actions {
    var scrub: ((Double) -> Void)?
    var resume: (() -> Void)?
}
