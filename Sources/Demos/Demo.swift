import Geometry
import Scene
import Input
import Raster

/// One live demo: a scene that lays itself out in whatever size it is given, advances with the
/// scene clock and answers input. The playground owns the clock and the frame loop; a demo never
/// reads the wall clock.
public protocol Demo: AnyObject {
    /// Moves the demo to scene time `time` (seconds since the demo started, never decreasing).
    func advance(to time: Double)

    /// Handles a pointer or resize event; positions are logical points relative to the demo's
    /// top-left, `time` is the event's frame-timeline time in seconds (for gesture velocities).
    /// Returns true when the event was consumed. Keys go through `keyBindings` instead.
    func handle(_ event: InputEvent, size: Size, time: Double) -> Bool

    /// Draws the demo into `canvas`, whose current transform maps the demo's logical points
    /// (origin top-left, `size` big) onto the device. Returns the device rectangle that changed
    /// (empty: nothing did), or nil when the whole canvas was drawn.
    func draw(in canvas: Canvas, size: Size) -> IntRect?

    /// True while the demo animates by itself and so needs a frame on every display refresh.
    var isAnimating: Bool { get }

    /// The keys this demo answers to: what a key press runs and what the help overlay lists.
    var keyBindings: KeyBindingTable { get }

    /// The accessibility setting: movement transitions become fades, springs short curves.
    func setReduceMotion(_ enabled: Bool)

    /// Forget what was drawn: the next `draw` paints the whole canvas (something else drew over it).
    func setNeedsFullRedraw()

    /// Calls `body` with every scene graph the demo draws at `size`, in drawing order, and the
    /// rectangle (the demo's points) the scene's origin and size map to: what the playground's
    /// tools read and repaint (debug overlays, a frame HUD drawn over the demo), never change.
    func forEachScene(size: Size, _ body: (SceneGraph, Rect) -> Void)

    /// Timer fires and animator ends the demo's timelines have handled so far: benchmarks tell a
    /// frame that reacts to one from a steady frame by it.
    var timelineEventCount: Int { get }

    /// The demo's tunable parameters, each declared once (name, kind, limits, unit, default): the
    /// inspector's controls, `--set name=value` and `playground params` come from them.
    var parameters: [AnyParameter] { get }
}

extension Demo {
    /// Demos that draw every frame in full have nothing to forget or reduce.
    public func setReduceMotion(_ enabled: Bool) {}
    /// Does nothing by default: a demo that repaints everything each frame has no damage to reset.
    public func setNeedsFullRedraw() {}
    /// Zero by default, for demos without timers or animators.
    public var timelineEventCount: Int { 0 }
    /// No tunable parameters by default.
    public var parameters: [AnyParameter] { [] }
}

/// What a demo can use from its host.
public struct DemoContext {
    /// Measures and rasterizes text with the bundled font.
    public let text: TextRasterizer
    /// The size the demo is first proposed, in points; later sizes arrive with `handle` and
    /// `draw`.
    public var size: Size

    /// Creates a context; `size` is the first proposed size in points (zero until the host knows it).
    public init(text: TextRasterizer, size: Size = .zero) {
        self.text = text
        self.size = size
    }
}
