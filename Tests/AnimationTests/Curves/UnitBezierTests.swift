import TestSupport
import Testing
import Animation

/// Control points (x1, y1, x2, y2) exercising the solver's edge cases.
private let extremeCurves: [(Double, Double, Double, Double)] = [
    (0, 1, 0, 1),              // x1 = x2 = 0: x(t) = t³, steep start
    (1, 0, 1, 0),              // x1 = x2 = 1: flat x(t) at t = 1
    (0, 0, 1, 1),              // linear
    (1, 0, 0, 1),              // dx/dt = 3(1−2t)², zero mid-curve
    (0, 1, 1, 0),              // dx/dt zero at both ends
    (0.68, -0.55, 0.265, 1.55), // back in-out: undershoots and overshoots
    (0.175, 0.885, 0.32, 1.275), // back-out: overshoots past 1
    (0.6, -0.28, 0.735, 0.045), // back-in: undershoots below 0
]

@Suite("UnitBezier")
struct UnitBezierTests {
    @Test("Extreme control points match the bisection reference", arguments: extremeCurves)
    func extremeCurvesMatchReference(curve: (Double, Double, Double, Double)) {
        let bezier = UnitBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
        let reference = ReferenceBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
        for x in unitGrid(1000) {
            let got = bezier.solve(x: x)
            let want = reference.y(atX: x)
            #expect(approx(got, want, 1e-6), "x = \(x): \(got) vs \(want)")
        }
    }

    @Test("The solved parameter reproduces x to within the default epsilon", arguments: extremeCurves)
    func solvedParameterReproducesX(curve: (Double, Double, Double, Double)) {
        let bezier = UnitBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
        for x in unitGrid(997) {
            let t = bezier.solveCurveX(x)
            #expect((0...1).contains(t))
            #expect(approx(bezier.sampleX(t), x, UnitBezier.defaultEpsilon))
        }
    }

    @Test("Overshooting curves leave 0...1 mid-way but keep exact endpoints")
    func overshoot() {
        let backOut = UnitBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
        let values = unitGrid(200).map { backOut.solve(x: $0) }
        #expect(values.min()! < -0.05)
        #expect(values.max()! > 1.05)
        #expect(backOut.solve(x: 0) == 0)
        #expect(backOut.solve(x: 1) == 1)
    }

    /// Near x = 0.5 of (1, 0, 0, 1), dx/dt at the first guess t = x is far below
    /// the 1e-6 Newton threshold, so only the bisection fallback can answer. The
    /// curve has a vertical tangent there, so y is very sensitive to t: this
    /// also checks that bisection converges in t, not merely in x.
    @Test("Flat-derivative region is solved by bisection to 1e-6",
          arguments: [0.5, 0.5 + 1e-7, 0.5 - 1e-7, 0.5 + 1e-6, 0.5 - 1e-6, 0.5 + 3e-6, 0.5 - 1e-5])
    func bisectionFallback(x: Double) {
        let bezier = UnitBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(bezier.sampleDerivativeX(x) < 1e-6, "precondition: Newton must be refused here")
        let reference = ReferenceBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(approx(bezier.solve(x: x), reference.y(atX: x), 1e-6))
    }

    @Test("A tighter epsilon gives a proportionally tighter answer")
    func tighterEpsilon() {
        // y2 = 3 makes dy/dt large, so the default epsilon alone is not 1e-8 accurate.
        let bezier = UnitBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3)
        let reference = ReferenceBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3)
        for x in unitGrid(500) {
            #expect(approx(bezier.solve(x: x, epsilon: 1e-11), reference.y(atX: x), 1e-9))
        }
    }

    @Test("x control coordinates are clamped to 0...1, y are free")
    func clamping() {
        let bezier = UnitBezier(x1: -0.5, y1: -2, x2: 1.5, y2: 3)
        #expect(bezier.x1 == 0 && bezier.x2 == 1)
        #expect(bezier.y1 == -2 && bezier.y2 == 3)
        #expect(bezier == UnitBezier(x1: 0, y1: -2, x2: 1, y2: 3))
    }

    @Test("Non-finite control coordinates fall back to the linear curve's")
    func nonFiniteControlPoints() {
        let bezier = UnitBezier(x1: .nan, y1: .infinity, x2: -.infinity, y2: .nan)
        #expect(bezier == UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(bezier.solve(x: 0.3) == 0.3)
    }

    @Test("Progress outside 0...1 is clamped", arguments: extremeCurves)
    func progressClamped(curve: (Double, Double, Double, Double)) {
        let bezier = UnitBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
        #expect(bezier.solve(x: -0.5) == 0)
        #expect(bezier.solve(x: -.infinity) == 0)
        #expect(bezier.solve(x: .nan) == 0)
        #expect(bezier.solve(x: 1.5) == 1)
        #expect(bezier.solve(x: .infinity) == 1)
    }

    @Test("Any curve with control points on the diagonal is the exact identity")
    func diagonalIsIdentity() {
        let bezier = UnitBezier(x1: 0.3, y1: 0.3, x2: 0.9, y2: 0.9)
        #expect(bezier.isIdentity)
        for x in unitGrid(1000) { #expect(bezier.solve(x: x) == x) }
        #expect(bezier.slope(x: 0.4) == 1)
    }

    @Test("slope matches a numeric derivative of the reference", arguments: extremeCurves)
    func slopeMatchesReference(curve: (Double, Double, Double, Double)) {
        let bezier = UnitBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
        let reference = ReferenceBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            // Skip the vertical tangent of (1, 0, 0, 1), where dy/dx is unbounded.
            if curve == (1, 0, 0, 1) && abs(x - 0.5) < 0.1 { continue }
            let want = reference.slope(atX: x)
            #expect(approx(bezier.slope(x: x), want, 1e-4 * max(1, abs(want))), "x = \(x)")
        }
    }

    @Test("slope where dx/dt vanishes uses the limit, not 0/0")
    func slopeAtDegeneratePoints() {
        // easeOut starts with x1 = y1 = 0: dy/dx → y''(0)/x''(0) = 3 / 1.74.
        let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        #expect(approx(easeOut.slope(x: 0), 3 / 1.74, 1e-3))
        // (1, 0, 0, 1) has a vertical tangent at x = 0.5: huge but finite.
        let vertical = UnitBezier(x1: 1, y1: 0, x2: 0, y2: 1).slope(x: 0.5)
        #expect(vertical.isFinite && vertical > 1e6)
        for curve in extremeCurves {
            let bezier = UnitBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
            for x in unitGrid(100) { #expect(bezier.slope(x: x).isFinite) }
        }
    }

    @Test("Equal control points give equal, equally hashed curves")
    func hashable() {
        let a = UnitBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        let b = UnitBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != UnitBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.5))
    }
}
