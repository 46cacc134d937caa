import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Button")
struct ButtonTests {
    @Test("A tap anywhere on the button runs the action; the press dims it until release")
    func tapAndPress() {
        var taps = 0
        let button = Button(action: { taps += 1 }) { Text("Start") }
        let driver = SceneDriver(SceneGraph(root: button.frame(width: 120, height: 44), size: Size(width: 120, height: 44), text: FixedText()))
        driver.graph.handle(.pointerDown(Point(x: 45, y: 15), .primary), at: 0)
        #expect(button.isPressed && button.opacity < 1)
        driver.graph.handle(.pointerUp(Point(x: 70, y: 30), .primary), at: 0.1)
        #expect(taps == 1 && !button.isPressed)
        driver.run(for: 0.5)
        #expect(button.presentationOpacity == 1)
        // Released outside: no action.
        driver.graph.handle(.pointerDown(Point(x: 45, y: 15), .primary), at: 1)
        driver.graph.handle(.pointerUp(Point(x: 300, y: 5), .primary), at: 1.1)
        #expect(taps == 1)
    }
}
