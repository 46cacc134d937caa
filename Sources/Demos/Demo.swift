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
    /// top-left, `time` is the event's frame-clock time in seconds (for gesture velocities).
    /// Returns true when the event was consumed. Keys go through `keyBindings` instead.
    func handle(_ event: InputEvent, size: Size, time: Double) -> Bool

    /// True while the demo animates by itself and so needs a frame on every display refresh.
    var isAnimating: Bool { get }

    /// The keys this demo answers to: what a key press runs and what the help overlay lists.
    var keyBindings: KeyBindingTable { get }

    /// The accessibility setting: movement transitions become fades, springs short curves.
    func setReduceMotion(_ enabled: Bool)

    /// Lays the demo's scenes out at `size` (points) and calls `body` with each, in drawing
    /// order, and the rectangle (the demo's points) its origin and size map to. This is how
    /// the demo is drawn: the host composites these scenes, each clipped to its rectangle,
    /// repainting what changed in any of them (a scene never needs to know what lies under
    /// it); the tools read them (debug overlays) and never change them.
    func forEachScene(size: Size, _ body: (SceneGraph, Rect) -> Void)

    /// The demos this one is made of, by name (the gallery's tiles): their parameters are
    /// addressed as `name.parameter`. Empty for an ordinary demo.
    var parts: [(name: String, demo: Demo)] { get }

    /// A short name for scene `index` of `forEachScene`, for diagnostics ("tile 4: drawer").
    func describeScene(_ index: Int) -> String

    /// The demo's tunable parameters, each declared once (name, kind, limits, unit, default): the
    /// inspector's controls, `--set name=value` and `playground params` come from them.
    var parameters: [AnyParameter] { get }

    /// A line the bar shows about what plays (a Lottie file's size, frame rate and frame), or
    /// nil. Read every frame: a demo remakes it only when it changes.
    var barStatus: String? { get }
}

extension Demo {
    /// Demos that draw every frame in full have nothing to forget or reduce.
    public func setReduceMotion(_ enabled: Bool) {}
    /// No parts by default.
    public var parts: [(name: String, demo: Demo)] { [] }
    /// The demo's type and the scene's index.
    public func describeScene(_ index: Int) -> String { index == 0 ? "\(type(of: self))" : "\(type(of: self)) scene \(index)" }
    /// No tunable parameters by default.
    public var parameters: [AnyParameter] { [] }
    /// No status line by default.
    public var barStatus: String? { nil }
}

/// What a demo can use from its host.
public struct DemoContext {
    /// Measures and rasterizes text with the bundled font.
    public let text: TextRasterizer
    /// The size the demo is first proposed, in points; later sizes arrive with `handle` and
    /// `draw`.
    public var size: Size

    /// Asks the host to show `descriptor` full size (the gallery opens a tile); nil where there
    /// is no host to ask.
    public var openDemo: ((DemoDescriptor) -> Void)?

    /// Creates a context; `size` is the first proposed size in points (zero until the host knows it).
    public init(text: TextRasterizer, size: Size = .zero, openDemo: ((DemoDescriptor) -> Void)? = nil) {
        self.text = text
        self.size = size
        self.openDemo = openDemo
    }
}
