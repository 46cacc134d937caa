import Foundation
import Geometry
@testable import Raster
import Testing

/// A prepared path keeps its outlines across draws that only turn and move it, and draws what
/// the path itself draws.
@Suite("Prepared paths: outlines kept across turns")
struct PreparedPathTests {
    /// A leaf of two cubics with a sharp tip, and a line: curves, a miter join and a corner.
    static let leaf: Path = {
        var builder = PathBuilder()
        builder.move(to: Point(x: 0, y: 0))
        builder.cubic(to: Point(x: 60, y: 10), control1: Point(x: 10, y: -30), control2: Point(x: 50, y: -25))
        builder.cubic(to: Point(x: 0, y: 0), control1: Point(x: 45, y: 35), control2: Point(x: 15, y: 30))
        builder.move(to: Point(x: 5, y: 5))
        builder.line(to: Point(x: 40, y: 8))
        builder.line(to: Point(x: 20, y: 20))
        return builder.finish()!
    }()
    static let style = StrokeStyle(width: 1.5, cap: .butt, join: .miter, miterLimit: 4)

    private func draw(_ body: (Canvas) -> Void, transform: Transform) throws -> [UInt32] {
        let canvas = try #require(Canvas(width: 160, height: 160))
        canvas.clear(.white)
        canvas.setTransform(transform)
        body(canvas)
        return canvas.pixmap.pixels
    }

    private static func largestChannelDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).map { pair in
            stride(from: UInt32(0), to: 32, by: 8).map { shift in
                abs(Int((pair.0 >> shift) & 0xFF) - Int((pair.1 >> shift) & 0xFF))
            }.max() ?? 0
        }.max() ?? 0
    }

    @Test("Turned, scaled and moved, it draws the path's own pixels (to a level of rounding)",
          arguments: [0.0, 0.4, 2.2, -1.1])
    func samePixels(angle: Double) throws {
        let prepared = PreparedPath(Self.leaf)
        let transform = Transform.rotation(angle).concatenating(.scale(1.7)).concatenating(.translation(x: 80.3, y: 79.6))
        let fill = Paint(Color(r255: 200, g255: 120, b255: 40)), ink = Paint(Color(r255: 20, g255: 20, b255: 60))
        let direct = try draw({ canvas in
            canvas.fill(Self.leaf, with: fill)
            canvas.stroke(Self.leaf, style: Self.style, with: ink)
        }, transform: transform)
        let throughPrepared = try draw({ canvas in
            canvas.fill(prepared, with: fill)
            canvas.stroke(prepared, style: Self.style, with: ink)
        }, transform: transform)
        #expect(Self.largestChannelDifference(direct, throughPrepared) <= 1)
    }

    @Test("One outline serves every turn at a scale; a new scale or style makes it again")
    func keptAcrossTurns() throws {
        let prepared = PreparedPath(Self.leaf)
        let canvas = try #require(Canvas(width: 160, height: 160))
        func storage() -> Int? {
            prepared.outlines.withLock { $0.stroke?.polygons.points.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
        }
        for (index, angle) in [0.1, 0.2, 1.3].enumerated() {
            canvas.setTransform(.rotation(angle).concatenating(.scale(2)).concatenating(.translation(x: 80, y: 80)))
            let before = storage()
            canvas.stroke(prepared, style: Self.style, with: Paint(.black))
            if index > 0 { #expect(storage() == before, "made again at \(angle)") }
        }
        let kept = storage()
        canvas.setTransform(.scale(3))
        canvas.stroke(prepared, style: Self.style, with: Paint(.black))
        #expect(storage() != kept && prepared.outlines.withLock { $0.stroke?.scale } == 3)
        canvas.stroke(prepared, style: StrokeStyle(width: 3), with: Paint(.black))
        #expect(prepared.outlines.withLock { $0.stroke?.style?.width } == 3)
    }

    @Test("Under a skew or an uneven scale it draws the path as it is, keeping nothing")
    func unevenTransformDrawsThePath() throws {
        let prepared = PreparedPath(Self.leaf)
        let uneven = Transform.scale(x: 2, y: 1).concatenating(.translation(x: 20, y: 80))
        let fill = Paint(Color(r255: 10, g255: 150, b255: 90))
        let direct = try draw({ $0.fill(Self.leaf, with: fill) }, transform: uneven)
        let throughPrepared = try draw({ $0.fill(prepared, with: fill) }, transform: uneven)
        #expect(direct == throughPrepared)
        #expect(prepared.outlines.withLock { $0.fill == nil })
    }
}
