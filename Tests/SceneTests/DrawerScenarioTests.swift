import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing
import TestSupport

/// The interactive drawer of seed 003 (D4 in demos.md) built from engine parts: a drag scrubs a
/// paused property animator's `fractionComplete`, release continues it or reverses it, and a
/// button click mid-flight followed by a drag catches the running animation.
private final class Drawer {
    static let travel = 305.0
    let graph: SceneGraph
    let panel: ShapeNode
    let drawer: Node
    var animator: PropertyAnimator?
    var isDrawerOpen = false
    var startFraction = 0.0
    var completions: [AnimatingPosition] = []

    init() {
        let panel = Rectangle().fill(Color(red: 0.851, green: 0.843, blue: 0.843))
        let button = Text("Toggle Drawer", font: FontSpec(size: 15))
        let content = ZStack(alignment: .top) {
            panel
            button.padding(EdgeInsets(top: 8))
        }
        let drawer = content.frame(height: 350).clipShape(.rectangle)
        drawer.offset = Point(x: 0, y: Drawer.travel)
        let page = ZStack(alignment: .bottom) {
            Rectangle().fill(.white)
            drawer
        }
        self.panel = panel
        self.drawer = drawer
        graph = SceneGraph(root: page, size: Size(width: 400, height: 600), text: FixedText())
        button.onTapGesture { [unowned self] in
            setUpAnimation()
            animator?.startAnimation()
        }
        drawer.gesture(DragGesture()
            .onBegan { [unowned self] _ in
                setUpAnimation()
                animator?.pauseAnimation()
                startFraction = animator?.fractionComplete ?? 0
            }
            .onChanged { [unowned self] value in
                let ty = value.translation.y
                let fraction = isDrawerOpen ? ty / Drawer.travel + startFraction : ty / -Drawer.travel + startFraction
                animator?.fractionComplete = min(max(fraction, 0), 1)
            }
            .onEnded { [unowned self] value in
                animator?.continueAnimation(timing: .curve(.easeOut), durationFactor: 0)
                if (value.velocity.y > 0) == !isDrawerOpen { animator?.isReversed = true }
            })
    }

    /// Only when there is no animator or it is not running: a new one from here to the other end.
    func setUpAnimation() {
        if let animator, animator.isRunning { return }
        guard animator == nil else { return }
        let drawer = self.drawer
        let target = isDrawerOpen ? Drawer.travel : 0
        let made = PropertyAnimator(duration: 1, timing: .curve(.easeOut), timeline: graph.timeline) {
            drawer.offset = Point(x: 0, y: target)
        }
        made.addCompletion { [unowned self] position in
            completions.append(position)
            animator = nil
            isDrawerOpen = drawer.offset.y != Drawer.travel
        }
        animator = made
    }

    var presentationY: Double { drawer.presentationOffset.y }

    /// Drags from `from` to `to` over `seconds` at 60 events per second starting at `start`,
    /// advancing the scene with the events.
    func drag(from: Point, to: Point, seconds: Double, start: Double, release: Bool = true) -> Double {
        graph.advance(to: start)
        graph.handle(.pointerDown(from, .primary), at: start)
        let steps = max(1, Int((seconds * 60).rounded()))
        for step in 1...steps {
            let t = start + Double(step) / 60
            graph.advance(to: t)
            graph.handle(.pointerMoved(Point.lerp(from, to, Double(step) / Double(steps))), at: t)
        }
        let end = start + Double(steps) / 60
        if release { graph.handle(.pointerUp(to, .primary), at: end) }
        return end
    }

    func run(until time: Double) {
        var t = graph.timeline.now
        while t < time {
            t = min(t + 1.0 / 60, time)
            graph.advance(to: t)
        }
    }
}

@Suite("Drawer scenario: a paused animator under the finger")
struct DrawerScenarioTests {
    @Test("The drawer follows the finger linearly, then finishes opening on an upward release")
    func dragOpen() {
        let d = Drawer()
        d.graph.layoutIfNeeded()
        // The drawer's visible 45-point strip is at the bottom: y 555…600.
        let end = d.drag(from: Point(x: 200, y: 580), to: Point(x: 200, y: 427.5), seconds: 0.5, start: 0, release: false)
        #expect(d.animator?.state == .active && d.animator?.isRunning == false)
        #expect(abs((d.animator?.fractionComplete ?? 0) - 0.5) < 1e-9)
        #expect(abs(d.presentationY - 152.5) < 1e-9)
        #expect(d.graph.timeline.isTracking)
        d.graph.handle(.pointerUp(Point(x: 200, y: 427.5), .primary), at: end)
        #expect(d.animator?.isReversed == false)
        d.run(until: end + 1.2)
        #expect(d.completions == [.end])
        #expect(d.isDrawerOpen)
        #expect(d.presentationY == 0 && d.drawer.offset.y == 0)
        #expect(d.animator == nil)
    }

    @Test("Dragging back down before release reverses to closed")
    func dragAndReverse() {
        let d = Drawer()
        d.graph.layoutIfNeeded()
        var t = d.drag(from: Point(x: 200, y: 580), to: Point(x: 200, y: 430), seconds: 0.4, start: 0, release: false)
        // Then down again, still holding: the release velocity points down.
        for step in 1...10 {
            t += 1.0 / 60
            d.graph.advance(to: t)
            d.graph.handle(.pointerMoved(Point(x: 200, y: 430 + Double(step) * 5)), at: t)
        }
        d.graph.handle(.pointerUp(Point(x: 200, y: 480), .primary), at: t)
        #expect(d.animator?.isReversed == true)
        let released = d.presentationY
        d.run(until: t + 0.02)
        // Heading back down (towards the closed offset) without a jump.
        #expect(d.presentationY > released - 1e-9 && d.presentationY - released < 10)
        d.run(until: t + 1.5)
        #expect(d.completions == [.start])
        #expect(!d.isDrawerOpen)
        #expect(d.presentationY == Drawer.travel && d.drawer.offset.y == Drawer.travel)
    }

    @Test("A click starts the animation; a drag mid-flight catches it without a jump and reverses it")
    func clickThenCatch() throws {
        let d = Drawer()
        d.graph.layoutIfNeeded()
        // The button sits 8 points below the drawer's top edge, which is at y = 555.
        d.graph.handle(.pointerDown(Point(x: 200, y: 570), .primary), at: 0)
        d.graph.handle(.pointerUp(Point(x: 200, y: 570), .primary), at: 0.05)
        let animator = try #require(d.animator)
        #expect(animator.isRunning)
        d.run(until: 0.3)
        let flying = d.presentationY
        #expect(flying < Drawer.travel && flying > 0)
        // Catch it where it is on screen now (the drawer has moved up since the click).
        let grab = Point(x: 200, y: 600 - Drawer.travel + flying + 30)
        d.graph.handle(.pointerDown(grab, .primary), at: 0.3)
        d.graph.handle(.pointerMoved(Point(x: grab.x, y: grab.y + 12)), at: 0.3 + 1.0 / 60)
        #expect(d.animator === animator && !animator.isRunning)
        // Paused where it was: the scrub starts from the running fraction.
        #expect(abs(d.startFraction - 0.3) < 1.0 / 60 + 1e-9)
        var t = 0.3 + 1.0 / 60
        for step in 1...12 {
            t += 1.0 / 60
            d.graph.advance(to: t)
            d.graph.handle(.pointerMoved(Point(x: grab.x, y: grab.y + 12 + Double(step) * 6)), at: t)
        }
        #expect(d.presentationY > flying)
        d.graph.handle(.pointerUp(Point(x: grab.x, y: grab.y + 84), .primary), at: t)
        #expect(animator.isReversed)
        d.run(until: t + 1.5)
        #expect(d.completions == [.start])
        #expect(!d.isDrawerOpen && d.presentationY == Drawer.travel)
    }

    @Test("While the animator runs, the drawer's old and new strips are repainted every frame")
    func damageFollowsTheDrawer() throws {
        let d = Drawer()
        let canvas = try #require(Canvas(width: 400, height: 600))
        d.graph.render(in: canvas)
        d.setUpAnimation()
        d.animator?.startAnimation()
        var heights: [Int] = []
        var t = 0.0
        for _ in 0..<10 {
            t += 1.0 / 60
            d.graph.advance(to: t)
            let damage = try #require(d.graph.render(in: canvas))
            heights.append(damage.height)
            // The panel's top edge on screen is drawn where the model says it is now.
            let top = Int((600 - 350 + d.presentationY).rounded(.up)) + 2
            #expect(canvas.pixmap[5, top] == Color(red: 0.851, green: 0.843, blue: 0.843).premultiplied)
            #expect(canvas.pixmap[5, top - 5] == Color.white.premultiplied)
        }
        // Partial repaints: never the whole 600-point-high window.
        #expect(heights.allSatisfy { $0 < 600 })
    }
}
