import Foundation
@testable import Geometry
import Testing

/// The stroker's outlines are built by C kernels (`gk_outline_*`): the same points, to the bit, as
/// the Swift they replaced (`ReferenceStroker`), for every cap and join, open, closed and trimmed
/// pieces, dots, corners and curves, thin and wide pens, under transforms that turn and shear.
@Suite("Stroke outline kernels")
struct StrokeOutlineKernelTests {
    /// A small linear congruential generator: the same cases on every run.
    struct Generator {
        var state: UInt64
        mutating func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func below(_ n: Int) -> Int { Int(unit() * Double(n)) % n }
    }

    /// A path of `segments` elements of every kind, some subpaths closed, some of one point.
    static func path(_ random: inout Generator) -> Path? {
        var builder = PathBuilder()
        func point() -> Point { Point(x: random.unit() * 120 - 10, y: random.unit() * 90 - 5) }
        let subpaths = 1 + random.below(3)
        for _ in 0..<subpaths {
            let start = point()
            builder.move(to: start)
            let elements = random.below(7)
            var last = start
            for _ in 0..<elements {
                switch random.below(6) {
                case 0, 1: last = point(); builder.line(to: last)
                case 2: last = point(); builder.quad(to: last, control: point())
                case 3: last = point(); builder.cubic(to: last, control1: point(), control2: point())
                case 4:
                    // A cusp, and a curve whose first control point is its start (the tiger has many).
                    let end = point()
                    builder.cubic(to: end, control1: last, control2: random.unit() < 0.5 ? end : point())
                    last = end
                default:
                    // Back along itself: a full reversal.
                    builder.line(to: start)
                    last = start
                }
            }
            if random.unit() < 0.5 { builder.close() }
        }
        return builder.finish()
    }

    @Test("Every cap and join, open, closed, trimmed and dotted: the reference's points to the bit")
    func kernelsBuildTheReferenceOutlines() {
        var random = Generator(state: 0x5EED)
        let caps: [LineCap] = [.butt, .round, .square]
        let joins: [LineJoin] = [.miter, .round, .bevel]
        let transforms: [Transform] = [
            .identity,
            Transform.rotation(0.7).concatenating(.scale(x: 1.9, y: 1.9)),
            Transform(a: 1.3, b: 0.4, c: -0.2, d: 0.8, tx: 3.5, ty: -2.25),
        ]
        var cases = 0
        for trial in 0..<400 {
            guard let path = Self.path(&random) else { continue }
            let width = [0.15, 1, 2.985, 14, 40][random.below(5)]
            let style = StrokeStyle(width: width, cap: caps[random.below(3)], join: joins[random.below(3)],
                                    miterLimit: [1, 4, 10][random.below(3)])
            let trim = random.unit() < 0.3 ? StrokeTrim(start: random.unit() * 0.5, end: 0.5 + random.unit() * 0.5) : .full
            let transform = transforms[random.below(transforms.count)]
            let tolerance = [0.05, 0.2, 1][random.below(3)]
            var kernels = Stroker(), reference = ReferenceStroker()
            var built = Polygons(), expected = Polygons()
            kernels.stroke(path, style: style, trim: trim, transform: transform, tolerance: tolerance, into: &built)
            reference.stroke(path, style: style, trim: trim, transform: transform, tolerance: tolerance, into: &expected)
            // Bit patterns, so that −0 and +0 differ and NaN equals itself.
            let bits = built.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
            let expectedBits = expected.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
            #expect(bits == expectedBits && built.contourEnds == expected.contourEnds,
                    "trial \(trial): \(style), \(trim), tolerance \(tolerance)")
            cases += 1
        }
        #expect(cases > 300)
    }
}
