import Geometry
import Input
@testable import Scene
import Testing
import TestSupport

/// Wheel events through `SceneGraph.handle(_:at:)`: they act where the pointer last was, on the
/// frontmost hit-testable node there with a handler that takes them, bubbling to ancestors.
@Suite("Scroll wheel routing")
struct ScrollWheelTests {
    final class Log {
        var entries: [String] = []
    }

    /// A 200 × 200 scene with a 160 × 160 panel in the middle (20…180) holding, in a `ZStack`,
    /// a 100 × 100 card (50…150) and on top of it a 40 × 40 badge (80…120) without a handler.
    final class Fixture {
        let log: Log
        let panel: Node
        let card: ShapeNode
        let badge: ShapeNode
        let graph: SceneGraph

        init(cardTakes: Bool = true) {
            let log = Log()
            let badge = Rectangle().fill(.black)
            let card = Rectangle().fill(.white)
            card.onScrollWheel { _, dx, dy in
                log.entries.append("card \(dx) \(dy)")
                return cardTakes
            }
            let stack = ZStack {
                card.frame(width: 100, height: 100)
                badge.frame(width: 40, height: 40)
            }
            let panel = stack.frame(width: 160, height: 160).contentShape(.rectangle)
            panel.onScrollWheel { _, dx, dy in
                log.entries.append("panel \(dx) \(dy)")
                return true
            }
            (self.log, self.card, self.badge, self.panel) = (log, card, badge, panel)
            graph = SceneGraph(root: ZStack { panel }, size: Size(width: 200, height: 200))
            graph.layoutIfNeeded()
        }

        @discardableResult
        func wheel(at point: Point?, dx: Double = 0, dy: Double = 1) -> Bool {
            if let point { graph.handle(.pointerMoved(point), at: 0) }
            return graph.handle(.wheel(dx: dx, dy: dy), at: 0)
        }
    }

    @Test("Before the pointer has been seen the wheel goes nowhere")
    func noPointerYet() {
        let f = Fixture()
        #expect(!f.wheel(at: nil))
        #expect(f.log.entries.isEmpty)
    }

    @Test("The frontmost node with a handler under the pointer takes it, with the amounts")
    func frontmost() {
        let f = Fixture()
        #expect(f.wheel(at: Point(x: 60, y: 60), dx: -2, dy: 3))
        #expect(f.log.entries == ["card -2.0 3.0"])
        f.wheel(at: Point(x: 30, y: 30))
        #expect(f.log.entries.last == "panel 0.0 1.0")
    }

    @Test("From a node without a handler the event bubbles to its ancestors")
    func bubblesFromHandlerlessNode() {
        let f = Fixture()
        // The badge has no handler and the card is its sibling, not its ancestor: the panel takes it.
        f.wheel(at: Point(x: 100, y: 100))
        #expect(f.log.entries == ["panel 0.0 1.0"])
    }

    @Test("A handler that declines passes the event on to the ancestors")
    func declineBubbles() {
        let f = Fixture(cardTakes: false)
        #expect(f.wheel(at: Point(x: 60, y: 60)))
        #expect(f.log.entries == ["card 0.0 1.0", "panel 0.0 1.0"])
    }

    @Test("Nothing under the pointer, or nothing taking it: not handled")
    func nothingTakes() {
        let f = Fixture()
        #expect(!f.wheel(at: Point(x: 5, y: 5)))
        #expect(!f.wheel(at: Point(x: 500, y: -20)))
        #expect(f.log.entries.isEmpty)
        let quiet = SceneGraph(root: Rectangle().fill(.black), size: Size(width: 50, height: 50))
        quiet.handle(.pointerMoved(Point(x: 25, y: 25)), at: 0)
        #expect(!quiet.handle(.wheel(dx: 0, dy: 1), at: 0))
    }

    @Test("Zero and non-finite amounts reach no handler")
    func garbage() {
        let f = Fixture()
        for (dx, dy) in [(0.0, 0.0), (.nan, 1), (1, .infinity), (-.infinity, 0)] {
            #expect(!f.wheel(at: Point(x: 60, y: 60), dx: dx, dy: dy))
        }
        #expect(f.log.entries.isEmpty)
    }

    @Test("The pointer position comes from every pointer event, any button, during drags too")
    func pointerPosition() {
        let f = Fixture()
        f.graph.handle(.pointerDown(Point(x: 60, y: 60), .secondary), at: 0)
        f.wheel(at: nil)
        #expect(f.log.entries.last?.hasPrefix("card") == true)
        f.graph.handle(.pointerUp(Point(x: 30, y: 30), .secondary), at: 0)
        f.wheel(at: nil)
        #expect(f.log.entries.last?.hasPrefix("panel") == true)
        // A non-finite position is ignored: the last good one stays.
        f.graph.handle(.pointerMoved(Point(x: .nan, y: 3)), at: 0)
        f.wheel(at: nil)
        #expect(f.log.entries.last?.hasPrefix("panel") == true)
        f.graph.handle(.pointerDown(Point(x: 30, y: 30), .primary), at: 0)
        f.graph.handle(.pointerMoved(Point(x: 60, y: 60)), at: 0.1)
        f.wheel(at: nil)
        #expect(f.log.entries.last?.hasPrefix("card") == true)
    }

    @Test("Nodes that hit testing skips do not get the wheel")
    func hitTestingOff() {
        let f = Fixture()
        f.card.allowsHitTesting = false
        f.wheel(at: Point(x: 60, y: 60))
        #expect(f.log.entries == ["panel 0.0 1.0"])
    }

    @Test("A node's handlers are asked in the order they were added; the handler gets the node")
    func handlerOrder() {
        let log = Log()
        let node = Rectangle().fill(.black)
        node.named("target")
        node.onScrollWheel { n, _, _ in log.entries.append("first \(n.debugName)"); return false }
        node.onScrollWheel { n, _, _ in log.entries.append("second \(n.debugName)"); return true }
        node.onScrollWheel { _, _, _ in log.entries.append("third"); return true }
        let graph = SceneGraph(root: node, size: Size(width: 50, height: 50))
        graph.handle(.pointerMoved(Point(x: 25, y: 25)), at: 0)
        #expect(graph.handle(.wheel(dx: 0, dy: -1), at: 0))
        #expect(log.entries == ["first target", "second target"])
    }

    @Test("A handler may remove its own node")
    func handlerRemovesNode() {
        let log = Log()
        let stack = ZStack {}
        let node = Rectangle().fill(.black).frame(width: 50, height: 50)
        node.onScrollWheel { n, _, _ in
            log.entries.append("removing")
            stack.removeChild(n)
            return false
        }
        stack.appendChild(node)
        let graph = SceneGraph(root: stack, size: Size(width: 50, height: 50))
        graph.handle(.pointerMoved(Point(x: 25, y: 25)), at: 0)
        #expect(!graph.handle(.wheel(dx: 0, dy: 1), at: 0))
        #expect(log.entries == ["removing"])
        #expect(stack.children.isEmpty)
    }

    @Test("A slider under the pointer takes the wheel from a panel that also scrolls")
    func sliderInPanel() {
        let log = Log()
        let value = State(0.5)
        let slider = Slider(value: value)
        let panel = VStack { slider }.frame(width: 200, height: 100).contentShape(.rectangle)
        panel.onScrollWheel { _, _, _ in log.entries.append("panel"); return true }
        let driver = SceneDriver(SceneGraph(root: panel, size: Size(width: 200, height: 100)))
        driver.graph.handle(.pointerMoved(Point(x: 100, y: 50)), at: 0)
        driver.graph.handle(.wheel(dx: 0, dy: 2), at: 0)
        #expect(approx(value.value, 0.52))
        driver.graph.handle(.pointerMoved(Point(x: 100, y: 10)), at: 0)
        driver.graph.handle(.wheel(dx: 0, dy: 2), at: 0)
        #expect(log.entries == ["panel"])
    }
}
