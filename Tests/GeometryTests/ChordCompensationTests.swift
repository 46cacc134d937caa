import Foundation
@testable import Geometry
import Testing
import TestSupport

/// The turn at a flattened vertex, which sets how far chord compensation moves it: the series
/// that replaced `acos` agrees with it at every angle, in any step lengths.
@Suite("Chord compensation's turn angle")
struct ChordCompensationTests {
    @Test("θ² from the series equals acos's to 1e-6 from 0 to π", arguments: (0...64).map { Double($0) * Double.pi / 64 })
    func squaredTurnMatchesAcos(angle: Double) {
        let a = Point(x: 3, y: 0)
        let b = Point(x: 0.25 * cos(angle), y: 0.25 * sin(angle))
        #expect(approx(Polygons.squaredTurn(a, b), angle * angle, 1e-6))
    }

    @Test("A zero step turns by nothing")
    func degenerate() {
        #expect(Polygons.squaredTurn(.zero, Point(x: 1, y: 0)) == 0)
        #expect(Polygons.squaredTurn(Point(x: 1, y: 0), .zero) == 0)
    }
}
