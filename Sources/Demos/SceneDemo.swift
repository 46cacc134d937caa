import Geometry
import Input
import Raster
import Scene

/// A demo built on the scene graph: the demo declares nodes and bindings, the scene does layout,
/// input, animation and damage-limited painting.
open class SceneDemo: Demo {
    public let scene: SceneGraph
    public let keyBindings = KeyBindingTable()

    public init(root: Node, context: DemoContext, size: Size = Size(width: 1280, height: 800)) {
        scene = SceneGraph(root: root, size: size, text: context.text)
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
