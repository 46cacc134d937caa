import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing
import TestSupport

/// The switch driven through `SceneGraph.handle(_:at:)`. With `FixedText` the label "Trails" is
/// 48 × 20, so in a 200 × 40 scene the labelled toggle is 200 × 22 at y = 9: label, spacer
/// (200 − 48 − 38 − 2 × 8 = 98) and the switch at x = 162. The knob (18 pt, 2 pt in) is at
/// (164, 11) off and (180, 11) on, in scene coordinates.
@Suite("Toggle: a switch whose knob slides")
struct ToggleTests {
    static let offKnob = Rect(x: 164, y: 11, width: 18, height: 18)
    static let onKnob = Rect(x: 180, y: 11, width: 18, height: 18)
    static let switchCenter = Point(x: 181, y: 20)

    final class Fixture {
        let isOn: State<Bool>
        let toggle: ToggleNode
        let driver: SceneDriver

        init(on: Bool = false, reduceMotion: Bool = false) {
            isOn = State(on)
            toggle = Toggle(isOn: isOn) { Text("Trails") }
            let graph = SceneGraph(root: toggle, size: Size(width: 200, height: 40), text: FixedText())
            graph.reduceMotion = reduceMotion
            driver = SceneDriver(graph)
        }

        var graph: SceneGraph { driver.graph }
        /// The knob where it is laid out, in the scene.
        var knobFrame: Rect { graph.layoutBounds(of: toggle.knob) ?? .zero }
        /// The knob where it is on screen now, in the scene.
        var knobOnScreen: Rect { graph.bounds(of: toggle.knob) ?? .zero }
    }

    @Test("Without a label the switch is 38 × 22 whatever it is proposed")
    func bareSwitchSize() {
        let toggle = Toggle(isOn: State(false))
        #expect(toggle.sizeThatFits(.unspecified) == Size(width: 38, height: 22))
        #expect(toggle.sizeThatFits(ProposedSize(width: 500, height: 500)) == Size(width: 38, height: 22))
        let graph = SceneGraph(root: toggle, size: Size(width: 100, height: 100))
        graph.layoutIfNeeded()
        #expect(graph.layoutBounds(of: toggle.knob) == Rect(x: 33, y: 41, width: 18, height: 18))
    }

    @Test("With a label: label leading, the switch at the trailing end of the proposed width")
    func labelledLayout() {
        let f = Fixture()
        #expect(f.toggle.sizeThatFits(.unspecified) == Size(width: 48 + 16 + 38, height: 22))
        #expect(f.graph.layoutBounds(of: f.toggle) == Rect(x: 0, y: 9, width: 200, height: 22))
        #expect(f.graph.layoutBounds(of: f.toggle.switchNode) == Rect(x: 162, y: 9, width: 38, height: 22))
        #expect(f.graph.layoutBounds(of: f.toggle.track) == Rect(x: 162, y: 9, width: 38, height: 22))
        #expect(f.knobFrame == Self.offKnob)
        #expect(f.toggle.track.fillColor == Color(r255: 120, g255: 120, b255: 128, alpha: 0.20))
    }

    @Test("A click turns it on: the knob slides with its spring and the track turns the tint")
    func clickSlides() {
        let f = Fixture()
        let clickTime = f.driver.now
        f.driver.click(Self.switchCenter)
        #expect(f.isOn.value)
        #expect(f.knobFrame == Self.onKnob)
        #expect(f.knobOnScreen.minX == Self.offKnob.minX)
        #expect(f.toggle.track.fillColor == Color(r255: 52, g255: 199, b255: 89))
        f.driver.run(for: 0.1)
        // The knob is where the toggle's spring puts it, 0.1 s into the 16 pt slide.
        let expected = Self.offKnob.minX + 16 * f.toggle.knobAnimation.progress(at: f.driver.now - clickTime)
        #expect(approx(f.knobOnScreen.minX, expected, 1e-9))
        #expect(f.knobOnScreen.minX > Self.offKnob.minX + 1 && f.knobOnScreen.minX < Self.onKnob.minX - 1)
        #expect(f.toggle.track.presentationFillColorDiffers)
        f.driver.run(for: 1)
        #expect(approx(f.knobOnScreen.minX, Self.onKnob.minX, 1e-3))
        f.driver.click(Self.switchCenter)
        #expect(!f.isOn.value)
        #expect(f.knobFrame == Self.offKnob)
    }

    @Test("Code setting isOn slides the knob too, with the toggle's own animation")
    func codeSlides() {
        let f = Fixture(on: true)
        #expect(f.knobFrame == Self.onKnob)
        f.isOn.value = false
        f.graph.layoutIfNeeded()
        #expect(f.knobFrame == Self.offKnob)
        f.driver.run(for: 0.1)
        #expect(f.knobOnScreen.minX < Self.onKnob.minX - 1 && f.knobOnScreen.minX > Self.offKnob.minX + 1)
        // Even inside a transaction without animation, the switch still moves like one.
        f.driver.run(for: 1)
        f.graph.runLoop.withTransaction(Transaction()) { f.toggle.toggle() }
        f.graph.layoutIfNeeded()
        f.driver.run(for: 0.05)
        #expect(f.isOn.value)
        #expect(f.knobOnScreen.minX < Self.onKnob.minX - 1)
    }

    @Test("Under reduce motion the knob jumps and the colour changes at once")
    func reduceMotionJumps() {
        let f = Fixture(reduceMotion: true)
        f.driver.click(Self.switchCenter)
        #expect(f.isOn.value)
        #expect(f.knobOnScreen == Self.onKnob)
        #expect(!f.toggle.track.presentationFillColorDiffers)
        f.isOn.value = false
        f.graph.layoutIfNeeded()
        #expect(f.knobOnScreen == Self.offKnob)
    }

    @Test("Held, the knob stretches towards the other end; released elsewhere nothing toggles")
    func pressStretches() {
        let f = Fixture()
        f.graph.handle(.pointerDown(Self.switchCenter, .primary), at: f.driver.now)
        f.graph.layoutIfNeeded()
        #expect(f.toggle.isPressed)
        #expect(f.knobFrame == Rect(x: 164, y: 11, width: 22, height: 18))
        f.graph.handle(.pointerMoved(Point(x: 20, y: 20)), at: f.driver.now + 0.1)
        f.graph.handle(.pointerUp(Point(x: 20, y: 20), .primary), at: f.driver.now + 0.1)
        f.graph.layoutIfNeeded()
        #expect(!f.toggle.isPressed)
        #expect(!f.isOn.value)
        #expect(f.knobFrame == Self.offKnob)
        // On, the knob stretches towards the leading end.
        f.isOn.value = true
        f.driver.run(for: 1)
        f.graph.handle(.pointerDown(Self.switchCenter, .primary), at: f.driver.now)
        f.graph.layoutIfNeeded()
        #expect(f.knobFrame == Rect(x: 176, y: 11, width: 22, height: 18))
        // A press that wanders but comes back up over the switch counts.
        f.graph.handle(.pointerMoved(Point(x: 60, y: 20)), at: f.driver.now + 0.1)
        f.graph.handle(.pointerUp(Point(x: 170, y: 25), .primary), at: f.driver.now + 0.2)
        #expect(!f.isOn.value)
    }

    @Test("Only the switch takes clicks, not the label")
    func labelDoesNotToggle() {
        let f = Fixture()
        f.driver.click(Point(x: 20, y: 20))
        f.driver.click(Point(x: 100, y: 20))
        #expect(!f.isOn.value)
    }

    @Test("The tint and the colour scheme colour the track")
    func colours() {
        let f = Fixture(on: true)
        f.toggle.tint(Color(r255: 255, g255: 59, b255: 48))
        #expect(f.toggle.track.fillColor == Color(r255: 255, g255: 59, b255: 48))
        f.isOn.value = false
        f.graph.environment.colorScheme = .dark
        #expect(f.toggle.track.fillColor == Color(r255: 120, g255: 120, b255: 128, alpha: 0.36))
    }
}

extension ShapeNode {
    /// True while the fill colour on screen is not yet the model's (a colour animation runs).
    var presentationFillColorDiffers: Bool {
        $fillColor.presentation(at: graph?.runLoop.now ?? 0) != fillColor
    }
}
