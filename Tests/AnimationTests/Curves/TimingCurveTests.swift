import TestSupport
import Testing
import Animation

/// Values computed once with exact rational bisection (80 halvings of the
/// Bernstein form, outside this code base) and hard-coded, so a regression in
/// both the solver and `ReferenceBezier` together cannot go unnoticed.
private let knownValues: [(name: String, x: Double, y: Double)] = [
    ("easeIn", 0.25, 0.0934646507), ("easeIn", 0.5, 0.3153568126), ("easeIn", 0.75, 0.6218618692),
    ("easeOut", 0.25, 0.3781381308), ("easeOut", 0.5, 0.6846431874), ("easeOut", 0.75, 0.9065353493),
    ("easeInEaseOut", 0.25, 0.1291619310), ("easeInEaseOut", 0.5, 0.5), ("easeInEaseOut", 0.75, 0.8708380690),
    ("default", 0.25, 0.4085105914), ("default", 0.5, 0.8024033876), ("default", 0.75, 0.9604589783),
]

private func curve(named name: String) -> TimingCurve {
    TimingCurve.named.first { $0.0 == name }!.1
}

@Suite("TimingCurve")
struct TimingCurveTests {
    @Test("Named curves carry Core Animation's control points and names in order")
    func namedTable() {
        #expect(TimingCurve.named.map(\.0) == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        let points = TimingCurve.named.map { [$0.1.controlPoint1.x, $0.1.controlPoint1.y, $0.1.controlPoint2.x, $0.1.controlPoint2.y] }
        #expect(points == [[0, 0, 1, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1]])
        for (name, curve) in TimingCurve.named { #expect(curve.name == name) }
        #expect(Set(TimingCurve.named.map(\.1)).count == 5)
    }

    @Test("Hard-coded values at 0.25, 0.5, 0.75", arguments: knownValues)
    func knownValue(entry: (name: String, x: Double, y: Double)) {
        #expect(approx(curve(named: entry.name).value(at: entry.x), entry.y, 1e-6))
    }

    @Test("The hard-coded values agree with the in-test reference", arguments: knownValues)
    func knownValueMatchesReference(entry: (name: String, x: Double, y: Double)) {
        let points = curve(named: entry.name).bezier
        let reference = ReferenceBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
        #expect(approx(reference.y(atX: entry.x), entry.y, 1e-9))
    }

    @Test("Named curves match the bisection reference everywhere", arguments: TimingCurve.named.map(\.0))
    func matchesReference(name: String) {
        let curve = curve(named: name)
        let reference = ReferenceBezier(x1: curve.bezier.x1, y1: curve.bezier.y1, x2: curve.bezier.x2, y2: curve.bezier.y2)
        for x in unitGrid(2000) {
            #expect(approx(curve.value(at: x), reference.y(atX: x), 1e-6), "x = \(x)")
        }
    }

    @Test("Named curves are monotonic with exact endpoints", arguments: TimingCurve.named.map(\.0))
    func monotonicWithExactEndpoints(name: String) {
        let curve = curve(named: name)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        let values = unitGrid(5000).map(curve.value(at:))
        for (a, b) in zip(values, values.dropFirst()) { #expect(a <= b) }
        #expect(values.allSatisfy { (0...1).contains($0) })
    }

    @Test("linear is the exact identity with velocity 1")
    func linearIsIdentity() {
        for x in unitGrid(4096) + [1e-300, 0.1, 1.0 / 3.0, 0.7, 1 - 1e-16] {
            #expect(TimingCurve.linear.value(at: x) == x)
            #expect(TimingCurve.linear.velocity(at: x) == 1)
        }
    }

    @Test("easeInEaseOut is point-symmetric, easeIn mirrors easeOut")
    func symmetry() {
        #expect(TimingCurve.easeInEaseOut.value(at: 0.5) == 0.5)
        for x in unitGrid(400) {
            #expect(approx(TimingCurve.easeInEaseOut.value(at: x) + TimingCurve.easeInEaseOut.value(at: 1 - x), 1, 1e-6))
            #expect(approx(TimingCurve.easeIn.value(at: x) + TimingCurve.easeOut.value(at: 1 - x), 1, 1e-6))
        }
    }

    @Test("velocity is dy/dx")
    func velocity() {
        // At t = 1/2: dy/dt = 1.5 and dx/dt = 3·(0.42/4 + 0.16/2 + 0.42/4) = 0.87.
        #expect(approx(TimingCurve.easeInEaseOut.velocity(at: 0.5), 1.5 / 0.87, 1e-9))
        #expect(abs(TimingCurve.easeIn.velocity(at: 0)) < 1e-9)
        #expect(abs(TimingCurve.easeOut.velocity(at: 1)) < 1e-3)
        for (_, curve) in TimingCurve.named {
            let b = curve.bezier
            let reference = ReferenceBezier(x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2)
            for x in stride(from: 0.02, through: 0.98, by: 0.04) {
                let want = reference.slope(atX: x)
                #expect(approx(curve.velocity(at: x), want, 1e-4 * max(1, abs(want))))
            }
        }
    }

    @Test("Both initializers build the same curve; names follow the control points")
    func initializersAndNames() {
        let tuple = TimingCurve(controlPoint1: (0.42, 0), controlPoint2: (0.58, 1))
        let separate = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        #expect(tuple == separate)
        #expect(tuple == .easeInEaseOut)
        #expect(tuple.hashValue == TimingCurve.easeInEaseOut.hashValue)
        #expect(tuple.name == "easeInEaseOut")
        let custom = TimingCurve(controlPoint1: (0.68, -0.55), controlPoint2: (0.265, 1.55))
        #expect(custom.name == nil)
        #expect(custom != .easeInEaseOut)
        #expect(custom.value(at: 0.25) < 0)
        #expect(custom.value(at: 0.75) > 1)
    }
}
