import Foundation
import Geometry
@testable import Raster
import TestSupport
import Testing

@Suite("Gradients: radial, angular, spread")
struct GradientTests {
    /// Black → white, so a pixel's red channel reads back as t × 255.
    static let ramp = [GradientStop(0, .black), GradientStop(1, .white)]
    /// Red, yellow, green, cyan, blue, magenta, red.
    static let hues = [(255, 0, 0), (255, 255, 0), (0, 255, 0), (0, 255, 255), (0, 0, 255), (255, 0, 255), (255, 0, 0)]
        .enumerated().map { GradientStop(Double($0.offset) / 6, Color(r255: $0.element.0, g255: $0.element.1, b255: $0.element.2)) }
    static let ringA = Color(r255: 255, g255: 64, b255: 129)
    static let ringB = Color(r255: 64, g255: 196, b255: 255)

    /// A transparent canvas filled edge to edge with `paint`.
    static func filled(_ paint: Paint, width: Int = 160, height: Int = 120) -> Canvas {
        let canvas = Canvas(width: width, height: height)!
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), with: paint)
        return canvas
    }

    /// The red channel of pixel (x, y) as a fraction of 255.
    static func level(_ canvas: Canvas, _ x: Int, _ y: Int) -> Double { Double(canvas.pixmap[x, y].red) / 255 }

    // MARK: Goldens

    @Test func radialPad() {
        let canvas = whiteCanvas()
        let gradient = RadialGradient(center: Point(x: 80, y: 60), radius: 45,
                                      stops: [GradientStop(0, .white), GradientStop(0.4, accent), GradientStop(1, ink)])!
        canvas.fill(Path.roundedRect(Rect(x: 10, y: 10, width: 140, height: 100), cornerRadius: 14)!, with: .radialGradient(gradient))
        expectGolden(canvas, "gradient-radial-pad")
    }

    @Test func radialRepeat() {
        let canvas = whiteCanvas()
        let gradient = RadialGradient(center: Point(x: 60, y: 50), radius: 18,
                                      stops: [GradientStop(0, accent), GradientStop(0.7, .white), GradientStop(1, ink)],
                                      spread: .repeat)!
        canvas.fill(Rect(x: 10, y: 10, width: 140, height: 100), with: .radialGradient(gradient))
        expectGolden(canvas, "gradient-radial-repeat")
    }

    @Test func angularHueWheel() {
        let canvas = whiteCanvas()
        let gradient = AngularGradient(center: Point(x: 80, y: 60), stops: Self.hues)!
        canvas.fill(Path.circle(center: Point(x: 80, y: 60), radius: 50)!, with: .angularGradient(gradient))
        expectGolden(canvas, "gradient-angular-hue-wheel")
    }

    /// A quarter-turn range from 3 to 6 o'clock; the gap pads, split halfway (at 7:30 on the clock face).
    @Test func angularPartialRangePads() {
        let canvas = whiteCanvas()
        let gradient = AngularGradient(center: Point(x: 80, y: 60), startAngle: 0, endAngle: .pi / 2,
                                       stops: [GradientStop(0, accent), GradientStop(0.5, .white), GradientStop(1, ink)])!
        canvas.fill(Rect(x: 20, y: 10, width: 120, height: 100), with: .angularGradient(gradient))
        expectGolden(canvas, "gradient-angular-partial-pad")
    }

    /// Regression: a run stepped the parameter pixel by pixel while a span worked it out per
    /// column, so a repeating gradient's pixel at a wrap took either end's colour depending on how
    /// the sweep happened to hand it over.
    @Test func runAndSpanGiveAPixelTheSameColour() {
        let gradient = LinearGradient(start: Point(x: 30, y: 30), end: Point(x: 55, y: 45),
                                      stops: [GradientStop(0, Self.ringA), GradientStop(1, Self.ringB)], spread: .repeat)!
        let width = 160
        var byRun = [UInt32](repeating: 0, count: width), bySpan = byRun
        let full = [UInt8](repeating: 255, count: width)
        // The golden `gradient-linear-repeat`'s parameters: pixel (149, 57) has its centre on a wrap.
        for y in [57, 62] {
            byRun.withUnsafeMutableBufferPointer { run in
                bySpan.withUnsafeMutableBufferPointer { span in
                    // Rows of one pixel each: y selects the parameter, the row pointer stays put.
                    let dtdx = 25.0 / 850, dtdy = 15.0 / 850, t0 = -1200.0 / 850
                    let runBlitter = GradientBlitter(pixels: run.baseAddress! - y * width, rowPixels: width, gradient: gradient,
                                                     dtdx: dtdx, dtdy: dtdy, t0: t0, opacity: 255)
                    let spanBlitter = GradientBlitter(pixels: span.baseAddress! - y * width, rowPixels: width, gradient: gradient,
                                                      dtdx: dtdx, dtdy: dtdy, t0: t0, opacity: 255)
                    runBlitter.blitRun(y: y, x: 0, length: width, coverage: 255)
                    full.withUnsafeBufferPointer { spanBlitter.blit(y: y, x: 0, coverage: $0) }
                }
            }
            #expect(byRun == bySpan, "row \(y)")
        }
    }

    @Test func linearRepeat() {
        let canvas = whiteCanvas()
        let gradient = LinearGradient(start: Point(x: 30, y: 30), end: Point(x: 55, y: 45),
                                      stops: [GradientStop(0, accent), GradientStop(1, ink)], spread: .repeat)!
        canvas.fill(Path.roundedRect(Rect(x: 10, y: 10, width: 140, height: 100), cornerRadius: 20)!, with: .linearGradient(gradient))
        expectGolden(canvas, "gradient-linear-repeat")
    }

    /// A circle's radial gradient under scale(2, 1) is an ellipse twice as wide as it is tall.
    @Test func radialUnderNonUniformScale() {
        let canvas = whiteCanvas()
        // Centred on device pixel (80, 60)'s centre.
        let center = Point(x: 40.25, y: 60.5)
        let gradient = RadialGradient(center: center, radius: 40,
                                      stops: [GradientStop(0, .white), GradientStop(0.6, accent), GradientStop(1, ink)])!
        canvas.scale(x: 2, y: 1)
        canvas.fill(Path.circle(center: center, radius: 40)!, with: .radialGradient(gradient))
        expectGolden(canvas, "gradient-radial-scaled")
        // Device pixels 40 px right of the centre and 20 px below it are both halfway out in user space.
        #expect(canvas.pixmap[120, 60] == canvas.pixmap[80, 80])
        #expect(canvas.pixmap[120, 60] != canvas.pixmap[100, 60])
    }

    /// D3's ring: an angular gradient with hues [A, B, A] (so the seam at 12 o'clock is seamless)
    /// stroked along a circle that starts at 12 o'clock, trimmed to 80 %, round caps, width 20.
    @Test func ringIsAnAngularGradientAlongATrimmedArc() {
        let canvas = whiteCanvas()
        let center = Point(x: 80, y: 60)
        let arc = Path.arc(center: center, radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)!
        let gradient = AngularGradient(center: center, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                       stops: [GradientStop(0, Self.ringA), GradientStop(0.5, Self.ringB), GradientStop(1, Self.ringA)])!
        canvas.stroke(arc, style: StrokeStyle(width: 20, cap: .round), with: .angularGradient(gradient),
                      trim: StrokeTrim(start: 0, end: 0.8))
        expectGolden(canvas, "gradient-ring")
        // The start (12 o'clock, just clockwise of the seam) is A; halfway round (6 o'clock) is B.
        let a = Self.ringA.premultiplied, b = Self.ringB.premultiplied
        let start = canvas.pixmap[82, 20], middle = canvas.pixmap[80, 100]
        #expect(abs(Int(start.red) - Int(a.red)) <= 6 && abs(Int(start.blue) - Int(a.blue)) <= 6)
        #expect(abs(Int(middle.red) - Int(b.red)) <= 2 && abs(Int(middle.blue) - Int(b.blue)) <= 2)
        // 80 % ends at 9:36; 10:30 is left white.
        #expect(canvas.pixmap[52, 32] == Color.white.premultiplied)
    }

    // MARK: Numbers

    /// 3 o'clock is the start, and t grows clockwise on screen: 6 o'clock ¼, 9 o'clock ½, 12 o'clock ¾.
    @Test func angularParameterAtTheClockPositions() {
        let center = Point(x: 80.5, y: 60.5)
        let gradient = AngularGradient(center: center, stops: Self.ramp)!
        #expect(gradient.startAngle == 0 && gradient.endAngle == 2 * .pi)
        #expect(gradient.parameter(at: Point(x: 120.5, y: 60.5)) == 0)
        #expect(gradient.parameter(at: Point(x: 80.5, y: 100.5)) == 0.25)
        #expect(gradient.parameter(at: Point(x: 40.5, y: 60.5)) == 0.5)
        #expect(approx(gradient.parameter(at: Point(x: 80.5, y: 20.5)), 0.75, 1e-12))
        let canvas = Self.filled(.angularGradient(gradient))
        #expect(canvas.pixmap[120, 60] == Color.black.premultiplied)
        #expect(approx(Self.level(canvas, 80, 100), 0.25, 1.0 / 255))
        #expect(approx(Self.level(canvas, 40, 60), 0.5, 1.0 / 255))
        #expect(approx(Self.level(canvas, 80, 20), 0.75, 1.0 / 255))
        // Just anticlockwise of 3 o'clock is the end of the turn.
        #expect(Self.level(canvas, 120, 59) > 0.99)
    }

    /// The hue wheel: red at 3 o'clock; at 6 o'clock (t = ¼ = 1.5/6) halfway from yellow to green.
    @Test func hueWheelColours() {
        let gradient = AngularGradient(center: Point(x: 80.5, y: 60.5), stops: Self.hues)!
        let canvas = Self.filled(.angularGradient(gradient))
        #expect(canvas.pixmap[120, 60] == Color(red: 1, green: 0, blue: 0).premultiplied)
        let six = canvas.pixmap[80, 100]
        #expect(abs(Int(six.red) - 128) <= 5 && six.green == 255 && six.blue == 0)
    }

    /// The angle comes from the real atan2 or an approximation within 0.01°.
    @Test func angularAngleIsAccurate() {
        let gradient = AngularGradient(center: .zero, stops: Self.ramp)!
        var worst = 0.0
        for i in 0..<100_000 {
            let exact = Double(i) / 100_000 * 2 * .pi
            let radius = 1 + Double(i % 97) * 3.7
            let t = gradient.parameter(at: Point(x: radius * cos(exact), y: radius * sin(exact)))
            var error = abs(t * 2 * .pi - exact)
            error = min(error, 2 * .pi - error)
            worst = max(worst, error)
        }
        #expect(worst * 180 / .pi < 0.01)
    }

    /// A user-space gradient turns with the canvas: rotated a quarter turn, the start is at 6 o'clock.
    @Test func angularFollowsTheTransform() {
        let gradient = AngularGradient(center: .zero, stops: Self.ramp)!
        let canvas = Canvas(width: 160, height: 120)!
        canvas.translate(x: 80.5, y: 60.5)
        canvas.rotate(by: .pi / 2)
        canvas.fill(Rect(x: -200, y: -200, width: 400, height: 400), with: .angularGradient(gradient))
        #expect(canvas.pixmap[80, 100] == Color.black.premultiplied)
        #expect(approx(Self.level(canvas, 40, 60), 0.25, 1.0 / 255))
    }

    /// Start 0, end π/2: 3 o'clock first colour, 6 o'clock last; the gap's nearer end pads it.
    @Test func angularPartialRangeNumbers() {
        let pad = AngularGradient(center: .zero, startAngle: 0, endAngle: .pi / 2, stops: Self.ramp)!
        #expect(pad.parameter(at: Point(x: 0, y: 10)) == 1)
        #expect(pad.parameter(at: Point(x: -10, y: 0)) == 2)     // 9 o'clock: past the end
        #expect(abs(pad.parameter(at: Point(x: 0, y: -10)) + 1) < 1e-12)    // 12 o'clock: before the start
        #expect(pad.color(at: 2) == .white && pad.color(at: -1) == .black)
        let repeating = AngularGradient(center: .zero, startAngle: 0, endAngle: .pi / 2, stops: Self.ramp, spread: .repeat)!
        #expect(approx(repeating.parameter(at: Point(x: 0, y: -10)), 3, 1e-12))
        #expect(repeating.color(at: 3.25) == repeating.color(at: 0.25))
        // A negative range runs anticlockwise: 12 o'clock is a quarter.
        let anticlockwise = AngularGradient(center: .zero, startAngle: 0, endAngle: -2 * .pi, stops: Self.ramp)!
        #expect(anticlockwise.parameter(at: Point(x: 0, y: -10)) == 0.25)
    }

    @Test func radialCentreIsTheFirstStopAndTheRadiusTheLast() {
        let gradient = RadialGradient(center: Point(x: 80.5, y: 60.5), radius: 30,
                                      stops: [GradientStop(0, accent), GradientStop(1, ink)])!
        #expect(gradient.parameter(at: Point(x: 80.5, y: 60.5)) == 0)
        #expect(gradient.parameter(at: Point(x: 80.5, y: 90.5)) == 1)
        let canvas = Self.filled(.radialGradient(gradient))
        #expect(canvas.pixmap[80, 60] == accent.premultiplied)
        #expect(canvas.pixmap[110, 60] == ink.premultiplied)
        #expect(canvas.pixmap[80, 30] == ink.premultiplied)
        #expect(canvas.pixmap[150, 110] == ink.premultiplied)   // padded beyond the radius
    }

    @Test func repeatWraps() {
        let radial = RadialGradient(center: Point(x: 80.5, y: 60.5), radius: 40, stops: Self.ramp, spread: .repeat)!
        let canvas = Self.filled(.radialGradient(radial))
        // 13 px out is t = 0.325; 53 px out is t = 1.325, wrapped to 0.325; 41 px out starts again.
        #expect(canvas.pixmap[93, 60] == canvas.pixmap[133, 60])
        #expect(approx(Self.level(canvas, 93, 60), 0.325, 1.0 / 255))
        #expect(Self.level(canvas, 121, 60) < 0.03)
        #expect(radial.color(at: 1.25) == radial.color(at: 0.25) && radial.color(at: -0.75) == radial.color(at: 0.25))
        #expect(radial.color(at: 1) == .black && radial.color(at: 0.999) != .black)

        let linear = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 40, y: 0), stops: Self.ramp, spread: .repeat)!
        let strip = Self.filled(.linearGradient(linear), width: 160, height: 4)
        #expect(strip.pixmap[13, 1] == strip.pixmap[53, 1] && strip.pixmap[53, 1] == strip.pixmap[133, 1])
        #expect(approx(Self.level(strip, 13, 1), 13.5 / 40, 1.0 / 255))
        // Padded, the same gradient holds white beyond its end.
        let padded = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 40, y: 0), stops: Self.ramp)!
        #expect(padded.spread == .pad)
        #expect(Self.filled(.linearGradient(padded), width: 160, height: 4).pixmap[53, 1] == Color.white.premultiplied)
    }

    /// Opacity ½ halves the alpha of every shader (8-bit ½ is 127, as Blend2D converts it).
    @Test func opacityHalvesAlpha() {
        let paints: [Paint] = [
            .solid(accent, opacity: 0.5),
            .linearGradient(LinearGradient(start: .zero, end: Point(x: 160, y: 0), stops: Self.ramp)!, opacity: 0.5),
            .radialGradient(RadialGradient(center: Point(x: 80, y: 60), radius: 50, stops: Self.ramp)!, opacity: 0.5),
            .angularGradient(AngularGradient(center: Point(x: 80, y: 60), stops: Self.hues)!, opacity: 0.5),
        ]
        for paint in paints {
            let canvas = Self.filled(paint)
            for (x, y) in [(1, 1), (80, 60), (100, 60), (150, 110)] {
                #expect(canvas.pixmap[x, y].alpha == 127)
            }
        }
        let opaque = Self.filled(.radialGradient(RadialGradient(center: Point(x: 80, y: 60), radius: 50, stops: Self.hues)!))
        let half = Self.filled(.radialGradient(RadialGradient(center: Point(x: 80, y: 60), radius: 50, stops: Self.hues)!, opacity: 0.5))
        let full = opaque.pixmap[100, 70], halved = half.pixmap[100, 70]
        #expect(abs(Int(halved.red) - Int(full.red) / 2) <= 1 && abs(Int(halved.green) - Int(full.green) / 2) <= 1)
        #expect(Self.filled(.radialGradient(RadialGradient(center: .zero, radius: 5, stops: Self.ramp)!, opacity: 0)).pixmap[3, 3].alpha == 0)
    }

    @Test func invalidGradientsAreNil() {
        #expect(RadialGradient(center: .zero, radius: 0, stops: Self.ramp) == nil)
        #expect(RadialGradient(center: .zero, radius: -1, stops: Self.ramp) == nil)
        #expect(RadialGradient(center: .zero, radius: .infinity, stops: Self.ramp) == nil)
        #expect(RadialGradient(center: Point(x: .nan, y: 0), radius: 1, stops: Self.ramp) == nil)
        #expect(RadialGradient(center: .zero, radius: 1, stops: []) == nil)
        #expect(AngularGradient(center: .zero, startAngle: 1, endAngle: 1, stops: Self.ramp) == nil)
        #expect(AngularGradient(center: .zero, startAngle: .nan, stops: Self.ramp) == nil)
        #expect(AngularGradient(center: Point(x: 0, y: .infinity), stops: Self.ramp) == nil)
        #expect(AngularGradient(center: .zero, stops: []) == nil)
        #expect(LinearGradient(start: .zero, end: Point(x: 1, y: 0), stops: [], spread: .repeat) == nil)
    }

    /// Parameters that overflow to infinity or NaN pick an end colour instead of trapping.
    @Test func extremeGeometryDoesNotTrap() {
        let far = Point(x: 1e308, y: -1e308)
        let radial = RadialGradient(center: far, radius: 1e-300, stops: Self.ramp, spread: .repeat)!
        let angular = AngularGradient(center: far, startAngle: -1e300, endAngle: 1e300, stops: Self.ramp, spread: .repeat)!
        #expect(Self.filled(.radialGradient(radial), width: 8, height: 8).pixmap[4, 4].alpha == 255)
        #expect(Self.filled(.angularGradient(angular), width: 8, height: 8).pixmap[4, 4].alpha == 255)
        #expect(Self.filled(.radialGradient(RadialGradient(center: far, radius: 1e-300, stops: Self.ramp)!),
                            width: 8, height: 8).pixmap[4, 4] == Color.white.premultiplied)
    }
}

/// Recolouring a gradient in place (a countdown's ring, on every tick): the same picture as a
/// gradient made afresh with those stops, and, while the gradient is the only copy, the same
/// storage — no allocation.
@Suite("Gradients changed in place")
struct GradientUpdateTests {
    static let stops = [GradientStop(0, GradientTests.ringA), GradientStop(0.5, GradientTests.ringB), GradientStop(1, GradientTests.ringA)]

    @Test("Recoloured, moved and reordered stops draw what a new gradient with them draws")
    func updatedEqualsFresh() throws {
        var paint = Paint.angularGradient(try #require(AngularGradient(center: Point(x: 80, y: 60), stops: Self.stops)))
        let changed = paint.updateGradientStops { stops in
            stops[0].color = .white
            // Out of order and out of range: sorted and clamped again.
            stops[1].location = 1.5
            stops[2].location = 0.25
        }
        #expect(changed)
        let fresh = try #require(AngularGradient(center: Point(x: 80, y: 60),
                                                 stops: [GradientStop(0, .white), GradientStop(1.5, GradientTests.ringB),
                                                         GradientStop(0.25, GradientTests.ringA)]))
        guard case .angularGradient(let updated) = paint.shader else { Issue.record("not a gradient any more"); return }
        #expect(updated.stops == fresh.stops)
        #expect(updated.stops.map(\.location) == [0, 0.25, 1])
        #expect(GradientTests.filled(paint).pixmap.pixels == GradientTests.filled(.angularGradient(fresh)).pixmap.pixels)
    }

    @Test("The only copy is changed where it is; a shared one is copied, and its other copy keeps its colours")
    func inPlaceUnlessShared() throws {
        var gradient = try #require(LinearGradient(start: .zero, end: Point(x: 160, y: 0), stops: Self.stops))
        let address = { (g: LinearGradient) in g.stops.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        let before = address(gradient)
        gradient.updateStops { $0[1].color = .black }
        #expect(address(gradient) == before)
        let kept = gradient
        gradient.updateStops { $0[1].color = .white }
        #expect(kept.stops[1].color == .black)
        #expect(gradient.stops[1].color == .white)
    }

    @Test("Stops left empty become one clear stop; a solid paint is not a gradient")
    func edges() throws {
        var gradient = try #require(RadialGradient(center: Point(x: 80, y: 60), radius: 40, stops: Self.stops))
        gradient.updateStops { $0.removeAll() }
        #expect(gradient.stops == [GradientStop(0, .clear)])
        var solid = Paint(.white)
        #expect(!solid.updateGradientStops { $0.removeAll() })
    }
}
