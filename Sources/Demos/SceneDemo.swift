import Geometry
import Input
import Raster
import Scene

/// A demo built on the scene graph: the demo declares nodes, state and bindings; the scene does
/// layout, input, animation and damage-limited painting. The scene takes the size it is proposed
/// (the window, or a gallery tile) and lays itself out again whenever that changes.
open class SceneDemo: Demo {
    public let scene: SceneGraph
    public let keyBindings = KeyBindingTable()

    /// `root` is laid out at the size the host proposes (zero until the first event or draw).
    public init(root: Node, context: DemoContext) {
        scene = SceneGraph(root: root, size: context.size, text: context.text)
    }

    open func advance(to time: Double) {
        scene.advance(to: time)
    }

    open func handle(_ event: InputEvent, size: Size, time: Double) -> Bool {
        if scene.size != size { scene.size = size }
        return scene.handle(event, at: time)
    }

    open func draw(in canvas: Canvas, size: Size) -> IntRect? {
        if scene.size != size { scene.size = size }
        return scene.render(in: canvas) ?? .empty
    }

    open var isAnimating: Bool { scene.isAnimating || scene.needsRedraw }

    open func setReduceMotion(_ enabled: Bool) {
        scene.reduceMotion = enabled
    }

    open func setNeedsFullRedraw() {
        scene.setNeedsFullRedraw()
    }
}
