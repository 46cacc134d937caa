import Foundation
@testable import Geometry
import Testing
import TestSupport

/// The chords `CurveStepper` places along a curve: each strays from its arc by at most its share of
/// the tolerance (all of it for a stroke; a quarter of that next to a corner), fewer of them than Wang's uniform steps need,
/// and their bulges (equivalent sagitta times length) let the fill flattening keep the curve's area.
@Suite("Curve stepping: chords as long as their sagitta allows")
struct CurveStepperTests {
    /// What a walk emits: each chord's end point and bulge.
    struct Recorder: PolylineSink {
        var points: [Point] = []
        var bulges: [Double] = []
        var corners: [Bool] = []
        mutating func beginContour(at point: Point) { points.append(point) }
        mutating func addPoint(_ point: Point, isCorner: Bool, bulge: Double) {
            points.append(point)
            bulges.append(bulge)
            corners.append(isCorner)
        }
        mutating func endContour(closed: Bool) {}
        mutating func markStartSmooth() {}
    }

    /// A cubic in control points, and the stepper over it.
    struct Cubic: CustomStringConvertible {
        let p0: Point, p1: Point, p2: Point, p3: Point
        func at(_ t: Double) -> Point {
            let u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
        func stepper(tolerance: Double, startIsCorner: Bool = false, endIsCorner: Bool = false) -> CurveStepper {
            CurveStepper(p0: p0, a: p3 - p0 + (p1 - p2) * 3, b: (p0 - p1 * 2 + p2) * 3, c: (p1 - p0) * 3, end: p3,
                         tolerance: tolerance, chordShare: CurveStepper.plainChordShare, startIsCorner: startIsCorner,
                         endIsCorner: endIsCorner, refinesEnd: true)
        }
        /// Uniform steps by Wang's formula for the same largest deviation as the stepper's chords.
        func wangSteps(deviation: Double) -> Int {
            let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
            return Int((0.75 * dd / deviation).squareRoot().rounded(.up))
        }
        var description: String { "\(p0) \(p1) \(p2) \(p3)" }
    }

    static let cubics = [
        // An S through an inflection.
        Cubic(p0: pt(10, 100), p1: pt(10, 20), p2: pt(60, 110), p3: pt(60, 60)),
        // Control points bunched at one end: uneven speed, where uniform steps waste the most.
        Cubic(p0: pt(0, 0), p1: pt(2, 30), p2: pt(5, 32), p3: pt(120, 40)),
        // The first control point on the start point (770 of the tiger's cubics).
        Cubic(p0: pt(0, 0), p1: pt(0, 0), p2: pt(40, 60), p3: pt(90, 10)),
        // A loop.
        Cubic(p0: pt(0, 0), p1: pt(100, 60), p2: pt(-40, 60), p3: pt(60, 0)),
        // A cusp.
        Cubic(p0: pt(0, 0), p1: pt(60, 50), p2: pt(0, 50), p3: pt(60, 0)),
        // Nearly straight.
        Cubic(p0: pt(0, 0), p1: pt(30, 0.2), p2: pt(60, -0.2), p3: pt(90, 0)),
    ]

    /// A loop whose arc runs back past the end of its first planned chord (review of the planned
    /// chords: that distance, beyond the chord's end, was taken a chord's length too short, and a
    /// chord 9 times too far from its arc was kept at 0.2 px).
    static let loopPastTheChord = Cubic(p0: pt(15, 27), p1: pt(-39, -7), p2: pt(28, 35), p3: pt(-13, 12))

    /// The largest distance from one chord of the arc over `range` beside it (where a sample's
    /// projection falls inside the chord): a chord next to a corner against the curve near it.
    func largestDeviation(of cubic: Cubic, over range: ClosedRange<Double>, from chord: [Point]) -> Double {
        var worst = 0.0
        for i in 0...1000 {
            let t = range.lowerBound + Double(i) / 1000 * (range.upperBound - range.lowerBound)
            let p = cubic.at(t)
            let d = chord[1] - chord[0], along = (p - chord[0]).dot(d) / d.lengthSquared
            guard along >= 0, along <= 1 else { continue }
            worst = max(worst, distance(p, toSegment: chord[0], chord[1]))
        }
        return worst
    }

    /// The largest distance of the arc from the polyline: dense samples of the curve, each
    /// against the nearest chord.
    func largestDeviation(of cubic: Cubic, from points: [Point]) -> Double {
        var worst = 0.0
        for i in 0...2000 {
            let p = cubic.at(Double(i) / 2000)
            var nearest = Double.infinity
            for k in 1..<points.count { nearest = min(nearest, distance(p, toSegment: points[k - 1], points[k])) }
            worst = max(worst, nearest)
        }
        return worst
    }

    @Test("Every chord stays within its share of the tolerance of its arc", arguments: cubics)
    func chordsStayClose(cubic: Cubic) {
        for tolerance in [0.05, 0.5] {
            var recorder = Recorder()
            recorder.beginContour(at: cubic.p0)
            cubic.stepper(tolerance: tolerance).walk(into: &recorder)
            #expect(recorder.points.last == cubic.p3)
            // Three measured points per chord: a few percent may slip between them.
            #expect(largestDeviation(of: cubic, from: recorder.points) <= CurveStepper.plainChordShare * tolerance * 1.05, "tolerance \(tolerance)")
        }
    }

    // At 0.5 px the loop's tip still slips between a chord's three measured points (0.32 px
    // from the polyline against the 0.25 allowed): what three points can see, not a unit slip.
    @Test("A chord whose arc runs back beyond its end is measured to that end", arguments: [0.05, 0.1, 0.2])
    func arcBeyondTheChordsEnd(tolerance: Double) {
        let cubic = Self.loopPastTheChord
        var recorder = Recorder()
        recorder.beginContour(at: cubic.p0)
        cubic.stepper(tolerance: tolerance).walk(into: &recorder)
        #expect(largestDeviation(of: cubic, from: recorder.points) <= CurveStepper.plainChordShare * tolerance * 1.05)
    }

    @Test("A curve too vast for the cap's chords spreads them evenly, within the cap")
    func vastQuarterCircle() {
        // Wang's bound fits under the cap, the plan (for 85% of the deviation) does not.
        let r = 4.8e6, k = 0.5523
        let quarter = Cubic(p0: pt(r, 0), p1: pt(r, k * r), p2: pt(k * r, r), p3: pt(0, r))
        var recorder = Recorder()
        recorder.beginContour(at: quarter.p0)
        quarter.stepper(tolerance: 0.2).walk(into: &recorder)
        #expect(recorder.points.count - 1 <= CurveFlattener.maxSegments)
        #expect(recorder.points.last == quarter.p3)
        let lengths = zip(recorder.points, recorder.points.dropFirst()).map { $0.distance(to: $1) }
        let mean = lengths.reduce(0, +) / Double(lengths.count)
        #expect(lengths.max()! <= 2 * mean)
    }

    @Test("A straight curve between corners is one chord")
    func straightBetweenCorners() {
        let straight = Cubic(p0: pt(0, 0), p1: pt(10, 0), p2: pt(20, 0), p3: pt(30, 0))
        var recorder = Recorder()
        recorder.beginContour(at: straight.p0)
        straight.stepper(tolerance: 0.05, startIsCorner: true, endIsCorner: true).walk(into: &recorder)
        #expect(recorder.points == [straight.p0, straight.p3])
    }

    @Test("Chords ending at a corner stray a quarter as far, and the end is flagged", arguments: cubics.prefix(3))
    func cornerChords(cubic: Cubic) {
        var recorder = Recorder()
        recorder.beginContour(at: cubic.p0)
        cubic.stepper(tolerance: 0.4, startIsCorner: true, endIsCorner: true).walk(into: &recorder)
        let points = recorder.points
        #expect(points.count >= 3)
        #expect(recorder.corners.last == true && recorder.corners.dropLast().allSatisfy { !$0 })
        // The first and last chords alone, against the arc near them.
        let first = Array(points.prefix(2)), last = Array(points.suffix(2))
        for (chord, range) in [(first, 0.0...0.5), (last, 0.5...1.0)] {
            #expect(largestDeviation(of: cubic, over: range, from: chord) <= 0.25 * CurveStepper.plainChordShare * 0.4 * 1.05)
        }
    }

    /// A stroke's join at a corner is worked out from the directions of the chords on either side,
    /// so those chords stay close to the curve there as a fill's do: with the stroke's full share
    /// beside its corners, two of the tiger's miters just within the limit turned into bevels.
    @Test("A stroke's centre line also strays a quarter as far beside a corner", arguments: cubics.prefix(3))
    func strokeCornerChords(cubic: Cubic) throws {
        // A line into the curve and another out of it, both square to its tangents: corners.
        func square(_ v: Point) -> Point { Point(x: -v.y, y: v.x).normalized() * 20 }
        let into = cubic.p0 - square(cubic.p1 == cubic.p0 ? cubic.p2 - cubic.p0 : cubic.p1 - cubic.p0)
        let out = cubic.p3 + square(cubic.p3 - cubic.p2)
        var builder = PathBuilder()
        builder.move(to: into)
        builder.line(to: cubic.p0)
        builder.cubic(to: cubic.p3, control1: cubic.p1, control2: cubic.p2)
        builder.line(to: out)
        let path = try #require(builder.finish())
        let tolerance = 0.4
        var recorder = Recorder()
        CurveFlattener.walk(path, transform: .identity, tolerance: tolerance, refiningCorners: false, into: &recorder)
        let points = recorder.points
        // into, the curve's start, its chords, its end, out.
        #expect(points.first == into && points.last == out && points[1] == cubic.p0 && points[points.count - 2] == cubic.p3)
        let first = [points[1], points[2]], last = [points[points.count - 3], points[points.count - 2]]
        for (chord, range) in [(first, 0.0...0.5), (last, 0.5...1.0)] {
            #expect(largestDeviation(of: cubic, over: range, from: chord) <= 0.25 * CurveStepper.plainChordShare * tolerance * 1.05,
                    "\(chord)")
        }
    }

    @Test("Fewer chords than Wang's uniform steps for the same largest deviation")
    func fewerThanWang() {
        // The stepper's chords stray up to their share of the tolerance: Wang's count for that deviation.
        let tolerance = 0.05
        var chords = 0, uniform = 0
        for cubic in Self.cubics {
            var recorder = Recorder()
            recorder.beginContour(at: cubic.p0)
            cubic.stepper(tolerance: tolerance).walk(into: &recorder)
            chords += recorder.points.count - 1
            uniform += cubic.wangSteps(deviation: CurveStepper.plainChordShare * tolerance)
        }
        #expect(Double(chords) < 0.7 * Double(uniform), "\(chords) chords against \(uniform) uniform steps")
    }

    @Test("A parabola's single chord reports its sagitta times its length, signed by the side the arc is on")
    func parabolaSagitta() {
        // p(t) = (2t, 2t(1 − t)): apex 0.5 above the chord from (0, 0) to (2, 0), on its left
        // ((−dy, dx) = (0, 1)); reversed, on its right.
        for (from, to, sign) in [(pt(0, 0), pt(2, 0), 1.0), (pt(2, 0), pt(0, 0), -1.0)] {
            let control = pt(1, 1)
            let stepper = CurveStepper(p0: from, a: .zero, b: from - control * 2 + to, c: (control - from) * 2, end: to,
                                       tolerance: 2, chordShare: CurveStepper.plainChordShare, startIsCorner: false, endIsCorner: false, refinesEnd: true)
            var recorder = Recorder()
            recorder.beginContour(at: from)
            stepper.walk(into: &recorder)
            #expect(recorder.points == [from, to])
            // Sagitta 0.5 times the chord's length 2.
            #expect(approx(recorder.bulges[0], 1.0 * sign, 1e-12))
        }
    }

    /// The exact area a path of lines and cubics encloses (one contour): Green's theorem, whose
    /// integrand x y′ − y x′ along a cubic is of degree 5, which 3-point Gauss–Legendre
    /// integrates exactly.
    func exactArea(of path: Path) -> Double {
        var twice = 0.0, current = Point.zero, start = Point.zero
        let nodes = [(0.5 - 0.5 * (0.6).squareRoot(), 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * (0.6).squareRoot(), 5.0 / 18)]
        func cubicTerm(_ cubic: Cubic) -> Double {
            nodes.reduce(0) { sum, node in
                let (t, weight) = node, u = 1 - t
                let velocity = (cubic.p1 - cubic.p0) * (3 * u * u) + (cubic.p2 - cubic.p1) * (6 * u * t) + (cubic.p3 - cubic.p2) * (3 * t * t)
                return sum + weight * cubic.at(t).cross(velocity)
            }
        }
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): twice += current.cross(p); current = p
            case .quad(let c, let p):
                twice += cubicTerm(Cubic(p0: current, p1: current + (c - current) * (2.0 / 3), p2: p + (c - p) * (2.0 / 3), p3: p))
                current = p
            case .cubic(let c1, let c2, let p):
                twice += cubicTerm(Cubic(p0: current, p1: c1, p2: c2, p3: p))
                current = p
            case .close: twice += current.cross(start); current = start
            }
        }
        return abs(twice + current.cross(start)) / 2
    }

    /// A fill's chords, which compensation moves outward and which are held to exact coverage, may
    /// stray `compensatedChordShare` of the tolerance; a stroke's centre line, whose chords' offset
    /// lines are its outline's edges, all of it.
    @Test("A fill's chords use the compensated share of the tolerance, a stroke's all of it", arguments: [0.05, 0.2])
    func chordSharesOfFillsAndStrokes(tolerance: Double) throws {
        let cubic = Self.cubics[0]
        var builder = PathBuilder()
        builder.move(to: cubic.p0)
        builder.cubic(to: cubic.p3, control1: cubic.p1, control2: cubic.p2)
        let path = try #require(builder.finish())
        func walked(compensated: Bool) -> [Point] {
            var recorder = Recorder()
            CurveFlattener.walk(path, transform: .identity, tolerance: tolerance, refiningCorners: compensated, into: &recorder)
            return recorder.points
        }
        let fill = walked(compensated: true), stroke = walked(compensated: false)
        let fillDeviation = largestDeviation(of: cubic, from: fill), strokeDeviation = largestDeviation(of: cubic, from: stroke)
        #expect(fillDeviation <= CurveStepper.compensatedChordShare * tolerance * 1.05)
        #expect(strokeDeviation <= CurveStepper.plainChordShare * tolerance * 1.05)
        #expect(strokeDeviation > CurveStepper.compensatedChordShare * tolerance * 1.05, "\(strokeDeviation): the stroke's chords must be longer")
        #expect(stroke.count < fill.count)
    }

    @Test("A flattened circle keeps its area to a hundredth of the chords' own loss", arguments: [3.0, 10.0, 40.0, 400.0])
    func circleArea(radius: Double) throws {
        let circle = try #require(Path.circle(center: pt(0, 0), radius: radius))
        // Four cubics are not quite a circle: their own area is the one to keep.
        let exact = exactArea(of: circle)
        #expect(approx(exact, .pi * radius * radius, relative: 1e-3))
        for tolerance in [0.05, 0.2] {
            var polygons = Polygons()
            circle.flatten(tolerance: tolerance, into: &polygons)
            // Chords straying up to the fill's share of the tolerance would lose up to ⅔ of that
            // times the circumference uncompensated.
            let loss = 2.0 / 3.0 * CurveStepper.compensatedChordShare * tolerance * 2 * .pi * radius
            #expect(abs(abs(signedArea(polygons)) - exact) < 0.01 * loss, "tolerance \(tolerance)")
        }
    }

    @Test("Degenerate and huge curves end in a bounded number of chords")
    func degenerate() {
        let dot = Cubic(p0: pt(5, 5), p1: pt(5, 5), p2: pt(5, 5), p3: pt(5, 5))
        var recorder = Recorder()
        recorder.beginContour(at: dot.p0)
        dot.stepper(tolerance: 0.05).walk(into: &recorder)
        #expect(recorder.points.count == 2 && recorder.points.last == dot.p3)
        let huge = Cubic(p0: pt(0, 0), p1: pt(1e9, 0), p2: pt(1e9, 1e9), p3: pt(0, 1e9))
        recorder = Recorder()
        recorder.beginContour(at: huge.p0)
        huge.stepper(tolerance: 0.05).walk(into: &recorder)
        #expect(recorder.points.count - 1 <= CurveFlattener.maxSegments)
        #expect(recorder.points.last == huge.p3 && recorder.points.allSatisfy(\.isFinite))
        // The chords the cap allows are spread over the whole curve, not spent on its start with
        // one chord across the rest.
        let lengths = zip(recorder.points, recorder.points.dropFirst()).map { $0.distance(to: $1) }
        let mean = lengths.reduce(0, +) / Double(lengths.count)
        #expect(lengths.max()! <= 4 * mean)
    }

    /// Random cubics and quadratics of every size from a seeded generator, with the test cubics,
    /// the loop past its chord, a cusp and a dot.
    static func assortedCurves(count: Int) -> [Cubic] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        var curves = cubics + [loopPastTheChord]
        for index in 0..<count {
            let size = [1.0, 10, 100, 1000][index % 4]
            let p0 = pt(random(0...size), random(0...size)), p3 = pt(random(0...size), random(0...size))
            var p1 = pt(random(0...size), random(0...size)), p2 = pt(random(0...size), random(0...size))
            switch index % 5 {
            case 0: p1 = p0 // the first control point on the start point
            case 1: p2 = p1 // a quadratic's shape, raised
            default: break
            }
            curves.append(Cubic(p0: p0, p1: p1, p2: p2, p3: p3))
        }
        return curves
    }

    @Test("Chords placed in groups are those placed one at a time, to the bit")
    func groupedChordsMatchSingle() {
        for cubic in Self.assortedCurves(count: 400) {
            for (tolerance, share) in [(0.2, CurveStepper.compensatedChordShare), (0.05, CurveStepper.plainChordShare)] {
                for corners in [(false, false), (true, false), (false, true), (true, true)] {
                    let stepper = CurveStepper(
                        p0: cubic.p0, a: cubic.p3 - cubic.p0 + (cubic.p1 - cubic.p2) * 3,
                        b: (cubic.p0 - cubic.p1 * 2 + cubic.p2) * 3, c: (cubic.p1 - cubic.p0) * 3, end: cubic.p3,
                        tolerance: tolerance, chordShare: share, startIsCorner: corners.0, endIsCorner: corners.1,
                        refinesEnd: true)
                    var grouped = Recorder(), single = Recorder()
                    stepper.walk(into: &grouped)
                    stepper.walk(into: &single, grouped: false)
                    let same = grouped.points.count == single.points.count
                        && zip(grouped.points, single.points).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
                        && zip(grouped.bulges, single.bulges).allSatisfy { $0.bitPattern == $1.bitPattern }
                        && grouped.corners == single.corners
                    #expect(same, "\(cubic) tolerance \(tolerance) corners \(corners)")
                }
            }
        }
    }
}
