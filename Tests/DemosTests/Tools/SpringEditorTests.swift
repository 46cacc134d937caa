import Animation
import Demos
import Foundation
import Geometry
import Input
@testable import PlaygroundCore
import Raster
@testable import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// The spring editor driven through `SceneGraph.handle(_:at:)`, the path a window's events take.
@Suite("Spring editor")
struct SpringEditorTests {
    final class Fixture {
        let spring: Parameter<Spring>
        let scene: EditorScene

        init(_ initial: Spring = Spring(response: 0.5, dampingFraction: 0.825)) throws {
            spring = Parameter("spring", "A spring", default: initial)
            scene = try EditorScene(SpringEditor.make(spring: spring))
        }

        func slider(_ title: String) throws -> SliderNode {
            try #require(scene.editor.descendants(named: "Slider.\(title)").first as? SliderNode)
        }

        /// Drags `title`'s thumb to the fraction `fraction` of its track; returns the value the
        /// slider's geometry gives there.
        @discardableResult
        func drag(_ title: String, to fraction: Double) throws -> Double {
            let slider = try slider(title)
            let frame = scene.frame(of: slider)
            let travel = frame.width - SliderNode.thumbDiameter
            let from = Point(x: frame.minX + SliderNode.thumbDiameter / 2 + slider.fraction * travel, y: frame.midY)
            let to = Point(x: frame.minX + SliderNode.thumbDiameter / 2 + fraction * travel, y: frame.midY)
            scene.driver.drag(from: from, to: to, seconds: 0.2)
            return slider.range.lowerBound + fraction * (slider.range.upperBound - slider.range.lowerBound)
        }

        func value(_ title: String) throws -> Double { try slider(title).value.value }

        /// Every figure's slider agrees with the parameter's spring within 1e-9.
        func expectFiguresMatchSpring(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let s = spring.value
            let pairs: [(String, Double)] = [
                ("response", s.response), ("damping fr.", s.dampingRatio), ("duration", s.duration), ("bounce", s.bounce),
                ("stiffness", s.stiffness), ("damping", s.damping), ("mass", s.mass),
            ]
            for (title, expected) in pairs {
                let shown = try value(title)
                #expect(approx(shown, expected), "\(title): \(shown) vs \(expected)", sourceLocation: sourceLocation)
            }
        }

        /// Springs rebuilt from each parameterisation's sliders equal the parameter's within 1e-9.
        func expectRoundTrips(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let s = spring.value
            let rebuilt = [
                Spring(mass: try value("mass"), response: try value("response"), dampingFraction: try value("damping fr.")),
                Spring(mass: try value("mass"), duration: try value("duration"), bounce: try value("bounce")),
                Spring(mass: try value("mass"), stiffness: try value("stiffness"), damping: try value("damping")),
            ]
            for other in rebuilt {
                #expect(approx(other.stiffness, s.stiffness) && approx(other.damping, s.damping) && approx(other.mass, s.mass),
                        "\(other) vs \(s)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("The sliders start at the spring's figures in all three parameterisations")
    func initialFigures() throws {
        let f = try Fixture()
        try f.expectFiguresMatchSpring()
        try f.expectRoundTrips()
        let (response, fraction, bounce) = (try f.value("response"), try f.value("damping fr."), try f.value("bounce"))
        #expect(approx(response, 0.5) && approx(fraction, 0.825) && approx(bounce, 0.175))
    }

    @Test("Dragging a slider of each parameterisation sets the spring and moves the other two, round trip within 1e-9",
          arguments: ["response", "damping fr.", "duration", "bounce", "stiffness", "damping", "mass"])
    func dragEachSlider(title: String) throws {
        let f = try Fixture()
        let before = f.spring.value
        let expected = try f.drag(title, to: 0.3)
        let shown = try f.value(title)
        #expect(approx(shown, expected), "\(title) at \(shown), expected \(expected)")
        #expect(f.spring.value != before)
        try f.expectFiguresMatchSpring()
        try f.expectRoundTrips()
    }

    @Test("Response and bounce keep the mass; mass keeps stiffness and damping")
    func whatStays() throws {
        let f = try Fixture(Spring(mass: 2, stiffness: 200, damping: 10))
        try f.drag("response", to: 0.5)
        #expect(approx(f.spring.value.mass, 2) && approx(f.spring.value.dampingRatio, Spring(mass: 2, stiffness: 200, damping: 10).dampingRatio))
        let k = f.spring.value.stiffness, c = f.spring.value.damping
        try f.drag("mass", to: 0.1)
        #expect(approx(f.spring.value.stiffness, k) && approx(f.spring.value.damping, c))
        #expect(approx(f.spring.value.mass, 0.1 + 0.1 * 9.9))
    }

    @Test("A change from elsewhere moves every slider and the figures text")
    func externalChange() throws {
        let f = try Fixture()
        f.spring.value = Spring(duration: 0.3, bounce: 0.4)
        try f.expectFiguresMatchSpring()
        let (bounce, duration) = (try f.value("bounce"), try f.value("duration"))
        #expect(approx(bounce, 0.4) && approx(duration, 0.3))
        let text = try #require(f.scene.editor.descendants(named: "SpringFigures").first?.firstDescendant(of: TextNode.self))
        #expect(text.string == SpringEditor.summary(f.spring.value))
    }

    @Test("The figures text shows the settling time (2 %) and the overshoot")
    func summary() {
        let spring = Spring(response: 1, dampingFraction: 0.5)
        let settling = String(format: "%.3f", spring.settlingTime())
        #expect(SpringEditor.summary(spring) == "settles in \(settling) s (2 %) · overshoot 16.3 %")
        #expect(SpringEditor.summary(Spring(response: 1, dampingFraction: 1)).hasSuffix("overshoot 0.0 %"))
        #expect(SpringEditor.summary(Spring(mass: 1, stiffness: 100, damping: 0)) == "never settles · overshoot 100.0 %")
    }

    @Test("The plotted step response is the engine's closed form at every sample")
    func plotIsTheClosedForm() throws {
        let f = try Fixture(Spring(response: 0.4, dampingFraction: 0.3))
        let plot = try #require(f.scene.editor.firstDescendant(of: StepResponseNode.self))
        plot.resample()
        #expect(approx(plot.window, 1.25 * f.spring.value.settlingTime()))
        for index in 0..<StepResponseNode.sampleCount {
            #expect(plot.samples[index] == f.spring.value.stepResponse(at: plot.time(ofSample: index)))
        }
    }

    @Test("The preview runs the spring on the scene clock, back and forth, and restarts on a change")
    func preview() throws {
        let f = try Fixture(Spring(response: 0.4, dampingFraction: 0.5))
        let preview = try #require(f.scene.editor.firstDescendant(of: SpringPreviewNode.self))
        let spring = f.spring.value
        let travel = SpringPreviewNode.travel(width: preview.size.width, spring: spring)
        // Room for the 16.3 % overshoot at both ends: the ball stays on the track.
        #expect(approx(travel * (1 + 2 * spring.overshoot), preview.size.width - 2 * 6 - 16))
        #expect(approx(preview.ball.frame.minX, 6 + spring.overshoot * travel))
        // The first leg started at the first layout, at scene time 0.
        for time in [0.1, 0.2, 0.35] {
            f.scene.driver.run(until: time)
            #expect(approx(preview.ball.presentationOffset.x, travel * spring.stepResponse(at: time), 1e-6))
        }
        // The second leg sets off back once the first has settled and held.
        let leg = SpringPreviewNode.legDuration(for: spring, travel: travel)
        f.scene.driver.run(until: leg + 0.1)
        #expect(!preview.atFarEnd)
        #expect(approx(preview.ball.presentationOffset.x, travel * (1 - spring.stepResponse(at: 0.1)), 0.1))
        // A new spring starts again from the start end, at once, even with the ball on its way
        // back there.
        let start = f.scene.driver.now
        f.spring.value = Spring(response: 0.3, dampingFraction: 1)
        f.scene.driver.run(until: start + 0.1)
        #expect(preview.atFarEnd)
        // Critically damped: no overshoot, so the whole width is travel.
        let newTravel = SpringPreviewNode.travel(width: preview.size.width, spring: f.spring.value)
        #expect(approx(newTravel, preview.size.width - 2 * 6 - 16) && approx(preview.ball.frame.minX, 6))
        #expect(approx(preview.ball.presentationOffset.x, newTravel * f.spring.value.stepResponse(at: 0.1), 1e-6))
    }

    @Test("Between the preview's legs nothing moves or repaints: the scene only waits for the next leg's timer")
    func idleBetweenLegs() throws {
        let f = try Fixture(Spring(response: 0.3, dampingFraction: 0.6))
        let preview = try #require(f.scene.editor.firstDescendant(of: SpringPreviewNode.self))
        let travel = SpringPreviewNode.travel(width: preview.size.width, spring: f.spring.value)
        let leg = SpringPreviewNode.legDuration(for: f.spring.value, travel: travel)
        // In the hold at the end of the first leg.
        f.scene.driver.run(until: leg - SpringPreviewNode.hold / 2)
        let canvas = try #require(Canvas(width: Int(f.scene.graph.size.width), height: Int(f.scene.graph.size.height)))
        f.scene.graph.render(in: canvas)
        #expect(!preview.ball.isAnimating(at: f.scene.driver.now) && !f.scene.graph.needsRedraw)
        f.scene.driver.run(for: 1.0 / 60)
        #expect(!f.scene.graph.needsRedraw)
        #expect(approx(f.scene.graph.runLoop.nextEventTime ?? .nan, leg))
    }

    @Test("Lays out at the width proposed")
    func widths() throws {
        for width in [320.0, 360.0] {
            let spring = Parameter("spring", "A spring", default: Spring.default)
            let scene = try EditorScene(SpringEditor.make(spring: spring), width: width + 24)
            let plot = try #require(scene.editor.firstDescendant(of: StepResponseNode.self))
            #expect(scene.frame(of: scene.editor).width == width)
            #expect(scene.frame(of: plot).width == width)
        }
    }

    @Test("Goldens: D2's spring, and D4's drawer spring made bouncier, in the bundled font")
    func goldens() throws {
        let menu = try DemoTester(.menu, registry: .standard, size: Size(width: 1280, height: 800))
        let spring = try menu.typedParameter("spring", as: Spring.self)
        let scene = try EditorScene(SpringEditor.make(spring: spring))
        scene.driver.run(until: 0.3)
        try scene.expectGolden("spring-editor-menu-spring")
        let bouncy = Parameter("spring", "A spring", default: Spring(duration: 0.6, bounce: 0.45))
        let second = try EditorScene(SpringEditor.make(spring: bouncy))
        second.driver.run(until: 0.25)
        try second.expectGolden("spring-editor-bouncy")
    }
}
