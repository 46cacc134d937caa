import Animation
import Geometry
import Raster
@testable import Scene
import Testing
import TestSupport

@Suite("Pager: paging by drag, flick and selection")
struct PagerTests {
    final class Fixture {
        let selection = State(0)
        let pager: PagerNode
        let driver: SceneDriver

        init(pages: Int = 4) {
            pager = Pager(selection: selection) {
                for index in 0..<pages { Rectangle().fill(Color(red: Double(index) / 4, green: 0, blue: 0)) }
            }
            driver = SceneDriver(SceneGraph(root: pager, size: Size(width: 400, height: 300)))
        }

        /// Where page `index` is on screen now, in scene coordinates.
        func pageX(_ index: Int) -> Double {
            driver.graph.bounds(of: pager.pages[index])?.minX ?? .nan
        }
    }

    @Test("Pages sit side by side at the pager's size; the selected one fills it")
    func layout() {
        let f = Fixture()
        #expect(f.pager.pages[1].frame == Rect(x: 400, y: 0, width: 400, height: 300))
        f.selection.value = 2
        f.driver.graph.layoutIfNeeded()
        #expect(f.pageX(2) == 0)
    }

    @Test("The content follows a drag; a slow release past half a page turns it")
    func slowDragPastHalf() {
        let f = Fixture()
        f.driver.drag(from: Point(x: 350, y: 150), to: Point(x: 100, y: 150), seconds: 1, release: false)
        #expect(approx(f.pageX(0), -250))
        #expect(f.driver.graph.runLoop.isTracking)
        // Hold still so the release velocity is zero.
        f.driver.graph.advance(to: f.driver.now + 0.2)
        f.driver.graph.handle(.pointerUp(Point(x: 100, y: 150), .primary), at: f.driver.now)
        #expect(f.selection.value == 1)
        f.driver.run(for: 2)
        #expect(approx(f.pageX(1), 0, 0.01))
    }

    @Test("A slow short drag snaps back; a fast flick of the same length turns the page")
    func flickVersusSlow() {
        let slow = Fixture()
        slow.driver.drag(from: Point(x: 300, y: 150), to: Point(x: 240, y: 150), seconds: 1.5)
        #expect(slow.selection.value == 0)
        let fast = Fixture()
        fast.driver.drag(from: Point(x: 300, y: 150), to: Point(x: 240, y: 150), seconds: 0.05)
        #expect(fast.selection.value == 1)
        // Never more than one page per flick.
        let far = Fixture()
        far.driver.drag(from: Point(x: 390, y: 150), to: Point(x: 10, y: 150), seconds: 0.05)
        #expect(far.selection.value == 1)
    }

    @Test("settlingPage projects the release with the paging deceleration")
    func settlingPage() {
        let f = Fixture()
        #expect(f.pager.settlingPage(translation: -150, velocity: 0) == 0)
        #expect(f.pager.settlingPage(translation: -150, velocity: -600) == 1)
        #expect(f.pager.settlingPage(translation: 150, velocity: 2000) == 0)
        f.selection.value = 3
        #expect(f.pager.settlingPage(translation: -300, velocity: -5000) == 3)
        #expect(f.pager.settlingPage(translation: .nan, velocity: .infinity) == 3)
    }

    @Test("A drag or flick of any finite size settles on a neighbouring page instead of trapping in the Int conversion")
    func hugeFiniteDragSettlesOnANeighbour() {
        let f = Fixture()
        f.selection.value = 1
        #expect(f.pager.settlingPage(translation: -1e25, velocity: 0) == 2)
        #expect(f.pager.settlingPage(translation: 1e25, velocity: 0) == 0)
        #expect(f.pager.settlingPage(translation: 0, velocity: -1e308) == 2)
        #expect(f.pager.settlingPage(translation: 1e308, velocity: 1e308) == 0)
        // Both finite, their projection is not: it overflows to infinity.
        #expect(f.pager.settlingPage(translation: .greatestFiniteMagnitude, velocity: .greatestFiniteMagnitude) == 0)
        // The probe's script: down on the pager, then a move and release at 1e25 (pixels).
        let dragged = Fixture()
        dragged.driver.graph.handle(.pointerDown(Point(x: 200, y: 150), .primary), at: dragged.driver.now)
        dragged.driver.graph.handle(.pointerMoved(Point(x: 1e25, y: 1e25)), at: dragged.driver.now + 0.05)
        dragged.driver.graph.handle(.pointerUp(Point(x: 1e25, y: 1e25), .primary), at: dragged.driver.now + 0.06)
        #expect(dragged.selection.value == 0)
        dragged.driver.run(for: 2)
        #expect(approx(dragged.pageX(0), 0, 0.01))
    }

    @Test("Selection set in a transaction slides the pages with it; under reduce motion they jump")
    func selectionAnimates() {
        let f = Fixture()
        f.driver.graph.withAnimation(.linear(duration: 1)) { f.selection.value = 1 }
        f.driver.graph.layoutIfNeeded()
        f.driver.run(for: 0.5)
        #expect(approx(f.pageX(1), 200, 1e-6))
        let calm = Fixture()
        calm.driver.graph.reduceMotion = true
        calm.driver.graph.withAnimation(.linear(duration: 1)) { calm.selection.value = 1 }
        calm.driver.graph.layoutIfNeeded()
        #expect(calm.pageX(1) == 0)
    }
}
