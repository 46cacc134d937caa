import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing
import TestSupport

/// The slider driven through `SceneGraph.handle(_:at:)`, the window's path. Layouts use
/// `FixedText` (8 pt per character, 20 pt lines) so every position is worked out by hand.
@Suite("Slider: dragging, clicking, stepping, the wheel and sanitising")
struct SliderTests {
    /// `Text("Gain")` (32 × 20) and a slider in an `HStack` 10 apart, in a 262 × 60 scene: the
    /// stack is proposed 262, so the slider gets 262 − 32 − 10 = 220 and sits at (42, 19) in the
    /// scene. Its thumb (20 pt) travels 200 pt, its centre from x = 52 to x = 252 in the scene:
    /// over 0…100 the value at scene x is (x − 52) / 2, and the centre of value v is 52 + 2v.
    final class Fixture {
        let value: State<Double>
        let slider: SliderNode
        /// A node bound to the value (opacity = value / 100), as an inspector's readout would be.
        let follower = Rectangle()
        let driver: SceneDriver
        var editing: [Bool] = []

        init(value initial: Double = 25, from lower: Double = 0, through upper: Double = 100, step: Double? = nil) {
            value = State(initial)
            let slider = Slider(value: value, from: lower, through: upper, step: step)
            self.slider = slider
            follower.fill(.black).opacity(value) { $0 / 100 }
            // Behind the stack, so it changes no layout.
            let root = HStack(spacing: 10) {
                Text("Gain")
                slider
            }.background(follower)
            driver = SceneDriver(SceneGraph(root: root, size: Size(width: 262, height: 60), text: FixedText()))
            slider.onEditingChanged = { [unowned self] in editing.append($0) }
        }

        var graph: SceneGraph { driver.graph }
        func down(_ x: Double) { graph.handle(.pointerDown(Point(x: x, y: 30), .primary), at: driver.now) }
        func move(_ x: Double) {
            graph.handle(.pointerMoved(Point(x: x, y: 30)), at: driver.now)
            graph.layoutIfNeeded()
        }
        func up(_ x: Double) {
            graph.handle(.pointerUp(Point(x: x, y: 30), .primary), at: driver.now)
            graph.layoutIfNeeded()
        }
        /// The thumb's centre in the scene, as laid out.
        var thumbCenterX: Double { graph.layoutBounds(of: slider.thumb)?.midX ?? .nan }
        /// Sends a wheel event with the pointer over the slider.
        @discardableResult
        func wheel(dx: Double = 0, dy: Double) -> Bool {
            graph.handle(.pointerMoved(Point(x: 150, y: 30)), at: driver.now)
            let taken = graph.handle(.wheel(dx: dx, dy: dy), at: driver.now)
            graph.layoutIfNeeded()
            return taken
        }
    }

    // MARK: Layout

    @Test("Ideal 160 × 22; takes any proposed width, 22 pt high whatever the height")
    func sizing() {
        let slider = Slider(value: State(0.5))
        #expect(slider.sizeThatFits(.unspecified) == Size(width: 160, height: 22))
        #expect(slider.sizeThatFits(ProposedSize(width: 300, height: 100)) == Size(width: 300, height: 22))
        #expect(slider.sizeThatFits(ProposedSize(width: 40, height: 5)) == Size(width: 40, height: 22))
        #expect(slider.sizeThatFits(ProposedSize(width: .infinity, height: nil)).width == .infinity)
    }

    @Test("Track across the width, fill up to the thumb's centre, thumb centred on the value")
    func partsLayout() {
        let f = Fixture(value: 25)
        #expect(f.slider.frame == Rect(x: 42, y: 0, width: 220, height: 22))
        #expect(f.graph.layoutBounds(of: f.slider) == Rect(x: 42, y: 19, width: 220, height: 22))
        #expect(f.slider.track.frame == Rect(x: 0, y: 9, width: 220, height: 4))
        // Centre at 10 + 0.25 × 200 = 60.
        #expect(f.slider.filled.frame == Rect(x: 0, y: 9, width: 60, height: 4))
        #expect(f.slider.thumb.frame == Rect(x: 50, y: 1, width: 20, height: 20))
        #expect(f.thumbCenterX == 102)
        #expect(f.slider.fraction == 0.25)
    }

    // MARK: Dragging

    @Test("Dragging the thumb maps the pointer's x to the value exactly, clamped at the ends")
    func dragThumb() {
        let f = Fixture(value: 25)
        f.down(102)
        #expect(f.slider.isDragging)
        #expect(f.editing == [true])
        #expect(f.value.value == 25)
        // Held, the thumb darkens a touch, as a desktop slider's does.
        #expect(f.slider.thumb.fillColor == Color(r255: 232, g255: 232, b255: 236))
        for (x, expected) in [(103.0, 25.5), (152, 50), (251, 99.5), (300, 100), (-50, 0), (52, 0), (112, 30)] {
            f.move(x)
            // Exact up to rounding: 1/200 of the travel is not a binary fraction.
            #expect(approx(f.value.value, expected, 1e-12), "x = \(x)")
            #expect(approx(f.thumbCenterX, 52 + 2 * expected, 1e-12), "x = \(x)")
        }
        // The drag jumps: what is on screen is the model, and nodes bound to the value follow.
        #expect(f.slider.thumb.presentationFrame == f.slider.thumb.frame)
        #expect(approx(f.follower.opacity, 0.3, 1e-12))
        #expect(approx(f.follower.presentationOpacity, 0.3, 1e-12))
        f.up(112)
        #expect(!f.slider.isDragging)
        #expect(f.slider.thumb.fillColor == .white)
        #expect(f.editing == [true, false])
        #expect(approx(f.value.value, 30, 1e-12))
    }

    @Test("A press off the thumb's centre does not move it; the grabbed point stays under the pointer")
    func grabOffCentre() {
        let f = Fixture(value: 25)
        f.down(109)  // 7 pt right of the centre at 102, still on the thumb
        f.move(109)
        #expect(f.value.value == 25)
        f.move(119)
        #expect(approx(f.value.value, 30, 1e-12))
        #expect(approx(f.thumbCenterX, 112, 1e-12))
        f.move(59)
        #expect(f.value.value == 0)
        f.up(59)
        #expect(f.editing == [true, false])
    }

    @Test("A click on the track jumps the thumb there; the drag then continues from there")
    func clickTrack() {
        let f = Fixture(value: 25)
        f.driver.click(Point(x: 212, y: 30))
        #expect(approx(f.value.value, 80, 1e-12))
        #expect(approx(f.thumbCenterX, 212, 1e-12))
        #expect(f.slider.thumb.presentationFrame == f.slider.thumb.frame)
        #expect(f.editing == [true, false])
        // Left of the thumb's travel but inside the slider: the lower bound; right: the upper.
        f.driver.click(Point(x: 45, y: 30))
        #expect(f.value.value == 0)
        f.driver.click(Point(x: 261, y: 40))
        #expect(f.value.value == 100)
        // Press on the track, then drag: the value follows the pointer from the press on.
        f.down(72)
        #expect(approx(f.value.value, 10, 1e-12))
        f.move(92)
        #expect(approx(f.value.value, 20, 1e-12))
        f.up(92)
        #expect(f.editing == [true, false, true, false, true, false, true, false])
    }

    @Test("Outside the slider a press does nothing")
    func pressOutside() {
        let f = Fixture(value: 25)
        f.driver.click(Point(x: 20, y: 30))  // on the label
        f.driver.click(Point(x: 150, y: 5))  // above the slider
        #expect(f.value.value == 25)
        #expect(f.editing.isEmpty)
    }

    @Test("A slider under a scale follows the pointer through the transform")
    func scaled() {
        let value = State(0.0)
        let slider = Slider(value: value, in: 0...100)
        slider.scaleEffect(2, anchor: .topLeading)
        let graph = SceneGraph(root: slider, size: Size(width: 220, height: 22))
        let driver = SceneDriver(graph)
        // Value 50 is at local x = 10 + 100 = 110, at 220 on screen.
        driver.click(Point(x: 220, y: 20))
        #expect(value.value == 50)
    }

    @Test("Removing the slider mid-drag ends the editing")
    func cancelledDrag() {
        let f = Fixture(value: 25)
        let stack = f.graph.root
        f.down(102)
        f.move(130)
        #expect(approx(f.value.value, 39, 1e-12))
        stack.removeChild(f.slider)
        #expect(!f.slider.isDragging)
        #expect(f.editing == [true, false])
    }

    @Test("A drag makes no nodes: the slider re-places the same three shapes")
    func noNodesPerMove() {
        let f = Fixture(value: 25)
        let parts = f.slider.children.map(ObjectIdentifier.init)
        f.down(102)
        for step in 0..<30 { f.move(102 + Double(step) * 3) }
        f.up(190)
        #expect(f.slider.children.map(ObjectIdentifier.init) == parts)
        #expect(f.slider.background == nil && f.slider.overlay == nil)
    }

    // MARK: Steps

    @Test("With a step the dragged value lands on the nearest stop")
    func stepSnapping() {
        let f = Fixture(value: 0, step: 10)
        f.down(118)  // 33
        #expect(f.value.value == 30)
        f.move(124)  // 36
        #expect(f.value.value == 40)
        f.move(62)  // 5: halfway goes up
        #expect(f.value.value == 10)
        f.move(61)  // 4.5
        #expect(f.value.value == 0)
        f.up(61)
        // The thumb shows the stop, not the pointer.
        #expect(f.thumbCenterX == 52)
    }

    @Test("The upper bound is a stop even when the range is not a whole number of steps")
    func upperBoundStop() {
        let f = Fixture(value: 0, through: 1, step: 0.3)
        f.driver.click(Point(x: 52 + 200 * 0.98, y: 30))
        #expect(f.value.value == 1)
        f.driver.click(Point(x: 52 + 200 * 0.8, y: 30))
        #expect(approx(f.value.value, 0.9))
        f.driver.click(Point(x: 52 + 200 * 0.5, y: 30))
        #expect(approx(f.value.value, 0.6))
    }

    // MARK: Increment, decrement, wheel

    @Test("increment/decrement move a continuous slider 1/100 of the range, clamped")
    func incrementContinuous() {
        let f = Fixture(value: 50)
        f.slider.increment()
        #expect(f.value.value == 51)
        f.slider.decrement()
        f.slider.decrement()
        #expect(f.value.value == 49)
        f.value.value = 99.5
        f.slider.increment()
        #expect(f.value.value == 100)
        f.slider.increment()
        #expect(f.value.value == 100)
        f.slider.incrementStep = 5
        f.slider.decrement()
        #expect(f.value.value == 95)
        f.slider.incrementStep = -2  // invalid: back to 1/100
        #expect(f.slider.incrementStep == nil)
        f.slider.decrement()
        #expect(f.value.value == 94)
    }

    @Test("increment/decrement on a stepped slider go to the next stop, from on or off a stop")
    func incrementStepped() {
        let f = Fixture(value: 0.7, through: 1, step: 0.1)
        f.slider.increment()  // 0.7 / 0.1 is 6.999…: still the stop after 0.7
        #expect(approx(f.value.value, 0.8))
        f.value.value = 0.7
        f.slider.decrement()
        #expect(approx(f.value.value, 0.6))
        f.value.value = 0.33
        f.slider.increment()
        #expect(approx(f.value.value, 0.4))
        f.value.value = 0.36
        f.slider.decrement()
        #expect(approx(f.value.value, 0.3))
        f.value.value = 0.95
        f.slider.increment()
        #expect(f.value.value == 1)
        f.slider.increment()
        #expect(f.value.value == 1)
        let odd = Fixture(value: 1, through: 1, step: 0.3)
        odd.slider.decrement()
        #expect(approx(odd.value.value, 0.9))
        odd.slider.increment()
        #expect(odd.value.value == 1)
    }

    @Test("increment inside withAnimation slides the thumb with that animation")
    func incrementAnimates() {
        let f = Fixture(value: 50)
        f.slider.incrementStep = 20
        f.graph.withAnimation(.linear(duration: 1)) { f.slider.increment() }
        f.graph.layoutIfNeeded()
        f.driver.run(for: 0.5)
        // From a centre at 110 (value 50) to 150 (value 70), in the slider's space.
        #expect(approx(f.slider.thumb.presentationFrame.midX, 130, 1e-9))
        f.driver.run(for: 1)
        #expect(f.slider.thumb.presentationFrame.midX == 150)
    }

    @Test("The wheel moves 1/100 of the range per line; the dominant axis counts; up and right increase")
    func wheelContinuous() {
        let f = Fixture(value: 50)
        #expect(f.wheel(dy: 1))
        #expect(f.value.value == 51)
        f.wheel(dy: -3)
        #expect(f.value.value == 48)
        f.wheel(dx: 2, dy: 0)
        #expect(f.value.value == 50)
        f.wheel(dx: 5, dy: 1)
        #expect(f.value.value == 55)
        f.wheel(dx: 1, dy: -0.5)
        #expect(f.value.value == 56)
        f.wheel(dy: 0.5)
        #expect(f.value.value == 56.5)
        #expect(f.thumbCenterX == 52 + 113)
        // At the end the slider still takes the wheel (nothing behind it scrolls) and stays put.
        f.value.value = 100
        #expect(f.wheel(dy: 4))
        #expect(f.value.value == 100)
        #expect(f.editing.isEmpty)
    }

    @Test("On a stepped slider a line of wheel is a stop; fractions of lines add up")
    func wheelStepped() {
        let f = Fixture(value: 30, step: 10)
        f.wheel(dy: 1)
        #expect(f.value.value == 40)
        f.wheel(dy: 0.5)
        #expect(f.value.value == 40)
        f.wheel(dy: 0.5)
        #expect(f.value.value == 50)
        f.wheel(dy: -2)
        #expect(f.value.value == 30)
        // A turn the other way forgets the remainder.
        f.wheel(dy: 0.75)
        f.wheel(dy: -0.5)
        #expect(f.value.value == 30)
        f.wheel(dy: -0.5)
        #expect(f.value.value == 20)
        f.value.value = 33
        f.wheel(dy: 1)
        #expect(f.value.value == 40)
        f.wheel(dy: 1e300)
        #expect(f.value.value == 100)
    }

    @Test("Non-finite or zero wheel amounts are not taken")
    func wheelGarbage() {
        let f = Fixture(value: 50)
        #expect(!f.wheel(dy: .nan))
        #expect(!f.wheel(dx: .infinity, dy: 1))
        #expect(!f.wheel(dy: 0))
        #expect(f.value.value == 50)
    }

    // MARK: State to thumb

    @Test("Code setting the value moves the thumb, animated inside withAnimation")
    func stateToThumb() {
        let f = Fixture(value: 25)
        f.value.value = 75
        f.graph.layoutIfNeeded()
        #expect(f.thumbCenterX == 202)
        #expect(f.slider.thumb.presentationFrame == f.slider.thumb.frame)
        f.graph.withAnimation(.linear(duration: 1)) { f.value.value = 25 }
        f.graph.layoutIfNeeded()
        f.driver.run(for: 0.5)
        // Thumb and fill move together: halfway between 160 and 60.
        #expect(approx(f.slider.thumb.presentationFrame.midX, 110, 1e-9))
        #expect(approx(f.slider.filled.presentationFrame.width, 110, 1e-9))
        f.driver.run(for: 1)
        #expect(f.slider.thumb.presentationFrame.midX == 60)
    }

    @Test("Out-of-range and non-finite values show clamped; the state keeps what code set")
    func clampedDisplay() {
        let f = Fixture(value: 25)
        for (set, center) in [(500.0, 252.0), (-3, 52), (.nan, 52), (.infinity, 252), (-.infinity, 52)] {
            f.value.value = set
            f.graph.layoutIfNeeded()
            #expect(f.thumbCenterX == center, "value \(set)")
        }
        #expect(f.value.value == -.infinity)
        // The user's next change is a valid value again.
        f.value.value = .nan
        f.slider.increment()
        #expect(f.value.value == 1)
    }

    // MARK: Sanitising

    @Test("Reversed, NaN and infinite bounds, and bad steps, are sanitised")
    func sanitisedConfiguration() {
        #expect(Slider(value: State(0), from: 10, through: 0).range == 0...10)
        #expect(Slider(value: State(0), from: .nan, through: 5).range == 5...5)
        #expect(Slider(value: State(0), from: 3, through: .nan).range == 3...3)
        #expect(Slider(value: State(0), from: .nan, through: .nan).range == 0...0)
        let wide = Slider(value: State(0), in: -Double.infinity...Double.infinity).range
        #expect(wide.lowerBound.isFinite && wide.upperBound.isFinite && (wide.upperBound - wide.lowerBound).isFinite)
        #expect(wide.lowerBound == -wide.upperBound)
        for bad in [0.0, -1, .nan, .infinity, -.infinity] {
            #expect(Slider(value: State(0), step: bad).step == nil)
        }
        let slider = Slider(value: State(0), step: 0.25)
        slider.step = .nan
        #expect(slider.step == nil)
        slider.setRange(from: 1, through: -1)
        #expect(slider.range == -1...1)
        slider.range = 0...Double.infinity
        #expect(slider.range.upperBound == Double.greatestFiniteMagnitude / 2)
    }

    @Test("Degenerate ranges and widths never crash and give finite values and frames")
    func degenerateSlidersStayFinite() {
        let pinned = Fixture(value: 5, from: 5, through: 5)
        pinned.down(200)
        pinned.move(60)
        pinned.up(60)
        #expect(pinned.value.value == 5)
        pinned.wheel(dy: 3)
        pinned.slider.increment()
        #expect(pinned.value.value == 5)
        #expect(pinned.thumbCenterX == 52)

        let infinite = Fixture(value: 0, through: .infinity)
        infinite.driver.click(Point(x: 152, y: 30))
        #expect(infinite.value.value.isFinite && infinite.value.value > 0)
        infinite.wheel(dy: 1e6)
        #expect(infinite.value.value == infinite.slider.range.upperBound)
        #expect(infinite.thumbCenterX == 252)

        let reversed = Fixture(value: 5, from: 10, through: 0)
        #expect(reversed.thumbCenterX == 152)
        reversed.driver.click(Point(x: 72, y: 30))
        #expect(approx(reversed.value.value, 1, 1e-12))

        for width in [0.0, 10, 19.5] {
            let value = State(0.5)
            let slider = Slider(value: value)
            let driver = SceneDriver(SceneGraph(root: slider.frame(width: width), size: Size(width: 100, height: 40)))
            driver.drag(from: Point(x: 50, y: 20), to: Point(x: 90, y: 20), seconds: 0.2)
            #expect(value.value == 0.5)
            #expect(slider.thumb.frame.isFinite && slider.filled.frame.isFinite)
        }
    }

    @Test("The tint fills the track before the thumb and follows the colour scheme when semantic")
    func tint() {
        let f = Fixture(value: 25)
        #expect(f.slider.filled.fillColor == Color(r255: 0, g255: 122, b255: 255))
        f.slider.tint(Color(r255: 255, g255: 149, b255: 0))
        #expect(f.slider.filled.fillColor == Color(r255: 255, g255: 149, b255: 0))
        f.slider.tint(.dynamic(light: .black, dark: .white))
        f.graph.environment.colorScheme = .dark
        #expect(f.slider.filled.fillColor == .white)
    }
}
