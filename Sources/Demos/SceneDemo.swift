import Animation
import Geometry
import Input
import Raster
import Scene

/// A demo built on the scene graph: the demo declares nodes, state and bindings; the scene does
/// layout, input, animation and damage-limited painting. The scene takes the size it is proposed
/// (the window, or a gallery tile) and lays itself out again whenever that changes.
open class SceneDemo: Demo {
    /// The scene graph this demo draws, sized to the proposed size in points.
    public let scene: SceneGraph
    /// Key bindings the subclass registers in its init; the help overlay lists them.
    public let keyBindings = KeyBindingTable()

    /// `root` is laid out at the size the host proposes. A demo whose model schedules timers
    /// before the scene exists makes the scene's `runLoop` first and passes it in.
    public init(root: Node, context: DemoContext, runLoop: SceneRunLoop = SceneRunLoop()) {
        scene = SceneGraph(root: root, size: context.size, runLoop: runLoop, text: context.text)
    }

    /// Advances the scene and lays it out at once: layout-driven animations (a pager's slide, a
    /// highlight following an anchor) start at the time of the change whether or not this frame
    /// is painted, so a headless render at t equals the window's frame at t.
    open func advance(to time: Double) {
        scene.advance(to: time)
        scene.layoutIfNeeded()
    }

    /// Hands the event to the scene, then lays out what it changed at the event's time.
    open func handle(_ event: InputEvent, size: Size, time: Double) -> Bool {
        if scene.size != size { scene.size = size }
        let handled = scene.handle(event, at: time)
        scene.layoutIfNeeded()
        return handled
    }

    /// True while the scene has animations running or damage left to paint.
    open var isAnimating: Bool { scene.isAnimating || scene.needsRedraw }

    /// Passes the reduce-motion setting on to the scene, which swaps movement for fades.
    open func setReduceMotion(_ enabled: Bool) {
        scene.reduceMotion = enabled
    }

    /// Sizes the scene to `size` and calls `body` once with it, at the origin.
    open func forEachScene(size: Size, _ body: (SceneGraph, Rect) -> Void) {
        if scene.size != size { scene.size = size }
        body(scene, Rect(origin: .zero, size: size))
    }

    /// The demo's parameters (see `Demo.parameters`); demos override to declare theirs.
    open var parameters: [AnyParameter] { [] }

    /// No status line unless the demo has one (see `Demo.barStatus`).
    open var barStatus: String? { nil }
}
