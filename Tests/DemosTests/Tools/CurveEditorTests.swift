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

/// The curve editor driven through `SceneGraph.handle(_:at:)`, the path a window's events take.
/// The pad is 128 pt wide: its unit square is 112 pt, 8 pt in from the pad's left and, with y
/// spanning −0.5…1.5, y = 1.5 is 8 pt from its top.
@Suite("Curve editor")
struct CurveEditorTests {
    final class Fixture {
        let curve: Parameter<TimingCurve>
        let progress = State<Double?>(nil)
        let scene: EditorScene
        let pad: BezierPadNode
        let valuePlot: CurvePlotNode
        let velocityPlot: CurvePlotNode

        init(_ initial: TimingCurve = .easeOut) throws {
            curve = Parameter("curve", "A curve", default: initial)
            scene = try EditorScene(CurveEditor.make(curve: curve, progress: progress))
            pad = try #require(scene.editor.firstDescendant(of: BezierPadNode.self))
            let plots = scene.editor.descendants(named: "ValueGraph") + scene.editor.descendants(named: "VelocityGraph")
            valuePlot = try #require(plots.first as? CurvePlotNode)
            velocityPlot = try #require(plots.last as? CurvePlotNode)
        }

        /// Scene point of curve coordinates (x, y) on the pad.
        func scenePoint(x: Double, y: Double) -> Point {
            scene.frame(of: pad).origin + pad.geometry.point(x: x, y: y)
        }

        /// The scene frame of the chip titled `title` (the first of that name).
        func chip(_ title: String) throws -> Rect {
            scene.frame(of: try #require(scene.editor.descendants(named: "Preset.\(title)").first))
        }

        func render() throws -> Canvas {
            let canvas = try #require(Canvas(width: Int(scene.graph.size.width), height: Int(scene.graph.size.height)))
            scene.graph.render(in: canvas)
            return canvas
        }
    }

    @Test("The pad's unit square is 112 pt on both axes, over y −0.5…1.5")
    func padGeometry() throws {
        let f = try Fixture()
        #expect(f.pad.size == Size(width: 128, height: 240))
        #expect(f.pad.geometry.point(x: 0, y: 1.5) == Point(x: 8, y: 8))
        #expect(f.pad.geometry.point(x: 1, y: -0.5) == Point(x: 120, y: 232))
    }

    @Test("Dragging the second control point moves it by the drag, within 1e-9, and sets the parameter live")
    func dragSecondPoint() throws {
        let f = try Fixture(.easeOut)
        var seen: [TimingCurve] = []
        let subscription = f.curve.subscribe { seen.append($0) }
        let from = f.scenePoint(x: 0.58, y: 1)
        // 0.2 to the left and 0.5 down: 22.4 and 56 points.
        f.scene.driver.drag(from: from, to: from + Point(x: -22.4, y: 56), seconds: 0.25)
        let c = f.curve.value
        #expect(approx(c.controlPoint2.x, 0.38) && approx(c.controlPoint2.y, 0.5))
        #expect(c.controlPoint1 == (0, 0))
        // Every move on the way changed the parameter (15 moves): live, not on release.
        #expect(seen.count >= 10)
        withExtendedLifetime(subscription) {}
    }

    @Test("A press beside a knob grabs it without a jump; a press away from both brings the nearer one")
    func grabbing() throws {
        let f = try Fixture(TimingCurve(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75))
        // 5 pt right of the first knob: it keeps its place until the pointer moves, then follows.
        let beside = f.scenePoint(x: 0.25, y: 0.25) + Point(x: 5, y: 0)
        f.scene.driver.drag(from: beside, to: beside + Point(x: 11.2, y: -11.2), seconds: 0.1)
        #expect(approx(f.curve.value.controlPoint1.x, 0.35) && approx(f.curve.value.controlPoint1.y, 0.35))
        #expect(approx(f.curve.value.controlPoint2.x, 0.75))
        // A click at (0.9, 0.6), nearer the second knob: it comes to the pointer.
        f.scene.driver.click(f.scenePoint(x: 0.9, y: 0.6))
        #expect(approx(f.curve.value.controlPoint2.x, 0.9) && approx(f.curve.value.controlPoint2.y, 0.6))
    }

    @Test("A dragged point keeps x within 0…1 and y within −0.5…1.5")
    func clamping() throws {
        let f = try Fixture(.easeInEaseOut)
        let from = f.scenePoint(x: 0.42, y: 0)
        f.scene.driver.drag(from: from, to: from + Point(x: -300, y: 400), seconds: 0.2)
        #expect(f.curve.value.controlPoint1 == (0, -0.5))
        let second = f.scenePoint(x: 0.58, y: 1)
        f.scene.driver.drag(from: second, to: second + Point(x: 300, y: -400), seconds: 0.2)
        #expect(f.curve.value.controlPoint2 == (1, 1.5))
    }

    @Test("Clicking a chip sets its curve: the five Core Animation names and the five CSS keywords")
    func presets() throws {
        let f = try Fixture(TimingCurve(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4))
        let expected: [(String, TimingCurve)] = [
            ("easeIn", .easeIn), ("linear", .linear), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
            ("default", .default), ("ease", TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
            ("ease-in", TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)), ("ease-out", TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)),
            ("ease-in-out", TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        ]
        for (title, curve) in expected {
            let chip = try f.chip(title)
            f.scene.driver.click(Point(x: chip.midX, y: chip.midY))
            #expect(f.curve.value == curve, "\(title)")
        }
        // CSS's `linear` is the second chip of that name.
        let cssLinear = f.scene.frame(of: f.scene.editor.descendants(named: "Preset.linear")[1])
        f.curve.value = .easeIn
        f.scene.driver.click(Point(x: cssLinear.midX, y: cssLinear.midY))
        #expect(f.curve.value == .linear)
    }

    @Test("The chip of the current curve is tinted, whoever set it")
    func chipHighlight() throws {
        let f = try Fixture(.easeOut)
        func tinted(_ title: String) throws -> Bool {
            let chip = try #require(f.scene.editor.descendants(named: "Preset.\(title)").first)
            let background = try #require(chip.firstDescendant(of: ShapeNode.self))
            return background.fillColor == EditorPalette.chipSelected.resolved(in: background.environment)
        }
        #expect(try tinted("easeOut") && tinted("ease-out") && !tinted("easeIn"))
        f.curve.value = .easeIn
        #expect(try tinted("easeIn") && tinted("ease-in") && !tinted("easeOut"))
    }

    @Test("A change from elsewhere redraws the editor: text, knobs and plots follow")
    func externalChange() throws {
        let f = try Fixture(.easeOut)
        _ = try f.render()
        let text = try #require(f.scene.editor.descendants(named: "CurveText").first?.firstDescendant(of: TextNode.self))
        #expect(text.string == "cubic-bezier(0, 0, 0.58, 1)")
        f.curve.value = TimingCurve(x1: 0.3, y1: 1.2, x2: 0.7, y2: -0.2)
        #expect(text.string == "cubic-bezier(0.3, 1.2, 0.7, -0.2)")
        f.scene.graph.layoutIfNeeded()
        let canvas = try f.render()
        // The first knob's colour at its new centre (ringed white: look 4 pt off centre).
        let knob = f.scenePoint(x: 0.3, y: 1.2) + Point(x: 4.5, y: 0)
        let pixel = unit(canvas.pixmap[Int(knob.x), Int(knob.y)])
        #expect(pixel.red > 0.9 && pixel.green < 0.4, "\(pixel)")
        #expect(f.valuePlot.samples[48] == f.curve.value.value(at: 0.5))
    }

    @Test("The plotted value and velocity are the engine's solver at every sample")
    func plotsAreTheSolver() throws {
        for curve in [TimingCurve.easeInEaseOut, .default, TimingCurve(x1: 0.3, y1: -0.35, x2: 0.6, y2: 1.4)] {
            let f = try Fixture(curve)
            _ = try f.render()
            for index in 0..<CurvePlotNode.sampleCount {
                let progress = CurvePlotNode.progress(ofSample: index)
                #expect(f.valuePlot.samples[index] == curve.value(at: progress))
                #expect(f.velocityPlot.samples[index] == curve.velocity(at: progress))
            }
        }
    }

    /// The row in `column` of `canvas` where the curve's blue is drawn, as the coverage-weighted
    /// centre of the pixels that are mostly blue, in `rows`.
    private func curveRow(_ canvas: Canvas, column: Int, rows: ClosedRange<Int>) -> Double? {
        var weight = 0.0, sum = 0.0
        for row in rows {
            let c = unit(canvas.pixmap[column, row])
            let blueness = max(c.blue - c.red, 0)
            if blueness > 0.3 { weight += blueness; sum += blueness * (Double(row) + 0.5) }
        }
        return weight > 0 ? sum / weight : nil
    }

    @Test("The pixels of the value graph and of the pad's Bézier lie on the solver's curve, within a pixel")
    func pixelsOnTheSolversCurve() throws {
        let curve = TimingCurve(x1: 0.3, y1: -0.35, x2: 0.6, y2: 1.4)
        let f = try Fixture(curve)
        let canvas = try f.render()
        let plotFrame = f.scene.frame(of: f.valuePlot)
        let padFrame = f.scene.frame(of: f.pad)
        for progress in [0.1, 0.25, 0.4, 0.55, 0.7, 0.85] {
            let value = curve.value(at: progress)
            let expected = plotFrame.origin + f.valuePlot.point(progress: progress, quantity: value, size: plotFrame.size)
            let row = try #require(curveRow(canvas, column: Int(expected.x), rows: Int(plotFrame.minY)...Int(plotFrame.maxY) - 1))
            #expect(approx(row, expected.y, 1), "value graph at \(progress)")
            let onPad = padFrame.origin + f.pad.geometry.point(x: progress, y: value)
            let padRow = try #require(curveRow(canvas, column: Int(onPad.x), rows: Int(onPad.y) - 6...Int(onPad.y) + 6))
            #expect(approx(padRow, onPad.y, 1), "pad at \(progress)")
        }
    }

    @Test("The progress dot follows the live progress with a repaint and no layout, and goes with nil")
    func progressDot() throws {
        let f = try Fixture(.easeInEaseOut)
        _ = try f.render()
        let before = f.scene.graph.layoutStatistics
        f.progress.value = 0.3
        #expect(f.scene.graph.needsRedraw)
        let canvas = try f.render()
        let after = f.scene.graph.layoutStatistics
        #expect(after.measurements == before.measurements && after.placements == before.placements)
        let dot = f.scenePoint(x: 0.3, y: TimingCurve.easeInEaseOut.value(at: 0.3))
        let orange = unit(canvas.pixmap[Int(dot.x), Int(dot.y)])
        #expect(orange.red > 0.9 && orange.green > 0.45 && orange.green < 0.7 && orange.blue < 0.2, "\(orange)")
        f.progress.value = nil
        let cleared = try f.render()
        let plain = unit(cleared.pixmap[Int(dot.x), Int(dot.y)])
        #expect(plain.blue > plain.red, "\(plain)")
    }

    @Test("Idle, the editor asks for no frames: nothing animates and nothing needs drawing")
    func idle() throws {
        let f = try Fixture(.easeOut)
        _ = try f.render()
        f.scene.driver.run(for: 0.5)
        #expect(!f.scene.graph.isAnimating && !f.scene.graph.needsRedraw && !f.scene.graph.runLoop.hasPendingWork)
        // A drag changes the curve, then all is quiet again.
        let from = f.scenePoint(x: 0.58, y: 1)
        f.scene.driver.drag(from: from, to: from + Point(x: 10, y: 10), seconds: 0.1)
        _ = try f.render()
        #expect(!f.scene.graph.isAnimating && !f.scene.graph.needsRedraw)
    }

    @Test("Lays out at the width proposed: the graphs take what the pad leaves")
    func widths() throws {
        for width in [320.0, 360.0] {
            let curve = Parameter("curve", "A curve", default: TimingCurve.easeOut)
            let scene = try EditorScene(CurveEditor.make(curve: curve), width: width + 24)
            let plot = try #require(scene.editor.descendants(named: "ValueGraph").first)
            #expect(scene.frame(of: scene.editor).width == width)
            #expect(approx(scene.frame(of: plot).maxX, 12 + width))
            #expect(scene.frame(of: plot).width == width - 128 - 12)
        }
    }

    @Test("Goldens: D4's curve with a live progress, and D5's timing made to overshoot")
    func goldens() throws {
        let drawer = try DemoTester(.drawer, registry: .standard, size: Size(width: 1280, height: 800))
        let curve = try drawer.typedParameter("curve", as: TimingCurve.self)
        let scene = try EditorScene(CurveEditor.make(curve: curve, progress: State<Double?>(0.35)))
        try scene.expectGolden("curve-editor-drawer-curve")
        let drops = try DemoTester(.drops, registry: .standard, size: Size(width: 1280, height: 800))
        let timing = try drops.typedParameter("timing", as: TimingCurve.self)
        timing.value = TimingCurve(x1: 0.3, y1: -0.35, x2: 0.6, y2: 1.4)
        try EditorScene(CurveEditor.make(curve: timing)).expectGolden("curve-editor-drops-timing")
    }
}

/// An opaque pixel's channels as fractions 0…1.
func unit(_ pixel: PremultipliedColor) -> (red: Double, green: Double, blue: Double) {
    let c = pixel.unpremultiplied
    return (Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255)
}
