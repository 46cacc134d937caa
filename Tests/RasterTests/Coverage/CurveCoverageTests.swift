import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Coverage of general curved paths (cubics, as a user's scene draws them) against 64 × 64
/// supersampling: every pixel within 8 levels, as the closed-form shapes are, and no area lost
/// where a curve meets a straight side. (The tiger's paths: `TigerCoverageTests`.)
@Suite("Coverage of curved paths against 64 × 64 supersampling")
struct CurveCoverageTests {
    static let bound = 8

    @Test("A circle of four cubics", arguments: [3.0, 10.0, 40.0])
    func circle(radius: Double) throws {
        let path = try #require(Path.ellipse(in: Rect(x: 60.3 - radius, y: 59.7 - radius, width: 2 * radius, height: 2 * radius)))
        let worst = SupersampledCoverage.worstError(of: path, width: 120, height: 120)
        #expect(worst.levels <= Self.bound, "\(worst)")
    }

    @Test("Rounded corners meeting straight sides", arguments: [2.0, 8.0, 30.0])
    func roundedRect(radius: Double) throws {
        var builder = PathBuilder()
        builder.addRoundedRect(Rect(x: 10.4, y: 12.3, width: 95.1, height: 80.6), cornerRadii: (radius, radius, radius, radius))
        let worst = SupersampledCoverage.worstError(of: try #require(builder.finish()), width: 120, height: 120)
        #expect(worst.levels <= Self.bound, "\(worst)")
    }

    @Test("An S of two cubics and a corner, rotated")
    func cubicS() throws {
        var builder = PathBuilder()
        builder.move(to: Point(x: 10, y: 100))
        builder.cubic(to: Point(x: 60, y: 60), control1: Point(x: 10, y: 20), control2: Point(x: 60, y: 110))
        builder.cubic(to: Point(x: 110, y: 10), control1: Point(x: 60, y: 10), control2: Point(x: 110, y: 90))
        builder.line(to: Point(x: 110, y: 110))
        builder.close()
        let transform = Transform.rotation(0.3).concatenating(.translation(x: 20, y: -15))
        let worst = SupersampledCoverage.worstError(of: try #require(builder.finish()), transform: transform, width: 120, height: 120)
        #expect(worst.levels <= Self.bound, "\(worst)")
    }

    @Test("A polygon is exact: the reference agrees with the renderer to its own sampling error")
    func polygon() throws {
        var builder = PathBuilder()
        builder.move(to: Point(x: 10.3, y: 10.6))
        builder.line(to: Point(x: 90.2, y: 20.1))
        builder.line(to: Point(x: 50.7, y: 100.9))
        builder.close()
        let worst = SupersampledCoverage.worstError(of: try #require(builder.finish()), width: 120, height: 120)
        #expect(worst.levels <= 3, "\(worst)")
    }
}
