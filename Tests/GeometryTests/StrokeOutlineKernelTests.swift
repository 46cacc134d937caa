import Foundation
@testable import Geometry
import Testing

/// The stroker's outlines are built by C kernels (`gk_outline_*`): the same points, to the bit, as
/// the Swift they replaced (`ReferenceOutliner`), for every cap and join, open, closed and trimmed
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

    /// Which outline a piece gets.
    enum Kind { case open, closed, dot(direction: Point) }

    /// The outline of the piece `stroker` holds, built by the kernels and by the reference: their
    /// points and contours, to the bit.
    static func outlinesAgree(_ stroker: inout Stroker, _ kind: Kind) -> Bool {
        var reference = ReferenceOutliner(stroker)
        var built = Polygons(), expected = Polygons()
        switch kind {
        case .open:
            stroker.outlineOpen(into: &built)
            reference.outlineOpen(into: &expected)
        case .closed:
            stroker.outlineClosed(into: &built)
            reference.outlineClosed(into: &expected)
        case .dot(let direction):
            stroker.outlineDot(at: stroker.piece[0], direction: direction, into: &built)
            reference.outlineDot(at: stroker.piece[0], direction: direction, into: &expected)
        }
        // Bit patterns, so that −0 and +0 differ and NaN equals itself.
        let bits = built.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
        let expectedBits = expected.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
        return bits == expectedBits && built.contourEnds == expected.contourEnds
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
        var pieces = 0
        for trial in 0..<400 {
            guard let path = Self.path(&random) else { continue }
            let width = [0.15, 1, 2.985, 14, 40][random.below(5)]
            let style = StrokeStyle(width: width, cap: caps[random.below(3)], join: joins[random.below(3)],
                                    miterLimit: [1, 4, 10][random.below(3)])
            let transform = transforms[random.below(transforms.count)]
            let tolerance = [0.05, 0.2, 1][random.below(3)]
            // Stroked once, so that the stroker holds the settings and the flattened contours.
            var stroker = Stroker(), stroked = Polygons()
            stroker.stroke(path, style: style, transform: transform, tolerance: tolerance, into: &stroked)
            let lines = stroker.lines
            for (index, span) in lines.spans.enumerated() {
                let context = "trial \(trial), contour \(index): \(style), tolerance \(tolerance)"
                // The whole contour, as `stroke` outlines it.
                stroker.loadPiece(span)
                if span.count == 1 {
                    #expect(Self.outlinesAgree(&stroker, .dot(direction: Point(x: 1, y: 0))), "\(context): dot")
                } else if span.closed {
                    #expect(Self.outlinesAgree(&stroker, .closed), "\(context): closed")
                } else {
                    stroker.pieceStartTangent = lines.tangent(span, chordFrom: 0, to: 1, at: 0)
                    stroker.pieceEndTangent = lines.tangent(span, chordFrom: span.count - 2, to: span.count - 1, at: 1)
                    #expect(Self.outlinesAgree(&stroker, .open), "\(context): open")
                }
                pieces += 1
                // A trimmed piece of it, from and to anywhere along it, sometimes of no length.
                guard span.count >= 2 else { continue }
                let length = lines.length(of: span)
                let from = random.unit() * length, to = random.unit() < 0.1 ? from : from + random.unit() * (length - from)
                stroker.extractPiece(span, from: from, to: to)
                if stroker.piece.count >= 2 {
                    #expect(Self.outlinesAgree(&stroker, .open), "\(context): trimmed \(from)…\(to)")
                } else if stroker.piece.count == 1 {
                    #expect(Self.outlinesAgree(&stroker, .dot(direction: stroker.pieceStartTangent)),
                            "\(context): trimmed to a dot at \(from)")
                }
                pieces += 1
            }
        }
        #expect(pieces > 600)
    }
}
