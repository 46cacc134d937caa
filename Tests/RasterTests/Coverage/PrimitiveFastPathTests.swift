import Foundation
import Geometry
import Raster
import Testing

/// Every fast primitive against the general path it stands for, flattened ten times finer than
/// usual so that it serves as the exact reference: the same coverage in total and no edge pixel
/// far off.
@Suite("Fast primitives match the general path")
struct PrimitiveFastPathTests {
    static func compare(_ fast: (Canvas) -> Void, _ general: (Canvas) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = Canvas(width: 200, height: 160)!, b = Canvas(width: 200, height: 160)!
        a.translate(x: 3.3, y: 2.7)
        b.translate(x: 3.3, y: 2.7)
        b.flatteningTolerance = 0.02
        fast(a)
        general(b)
        let ta = totalCoverage(a.pixmap), tb = totalCoverage(b.pixmap)
        #expect(tb > 0, sourceLocation: sourceLocation)
        #expect(abs(ta - tb) / tb < 0.003, "fast \(ta) vs general \(tb)", sourceLocation: sourceLocation)
        let worst = zip(a.pixmap.pixels, b.pixmap.pixels).map { abs(Int($0 >> 24) - Int($1 >> 24)) }.max() ?? 0
        #expect(worst <= 40, "worst alpha difference \(worst)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [0.7, 4.0, 37.5, 75.0])
    func circle(radius: Double) {
        Self.compare({ $0.fillCircle(center: Point(x: 95, y: 78), radius: radius, with: .solid(.black)) },
                     { $0.fill(Path.circle(center: Point(x: 95, y: 78), radius: radius)!, with: .solid(.black)) })
    }

    @Test(arguments: [0.0, 5.0, 13.0, 100.0])
    func roundedRect(radius: Double) {
        let rect = Rect(x: 20.5, y: 30.25, width: 150, height: 56)
        Self.compare({ $0.fillRoundedRect(rect, cornerRadius: radius, with: .solid(.black)) },
                     { $0.fill(Path.roundedRect(rect, cornerRadius: radius)!, with: .solid(.black)) })
    }

    @Test func capsule() {
        let rect = Rect(x: 10, y: 70, width: 172.8, height: 10)
        Self.compare({ $0.fillCapsule(in: rect, with: .solid(.black)) },
                     { $0.fill(Path.capsule(in: rect)!, with: .solid(.black)) })
    }

    @Test(arguments: [(0.3, LineCap.round), (2.5, .round), (-1.2, .butt), (2 * Double.pi, .butt), (0.063, .round)])
    func arc(sweep: Double, cap: LineCap) {
        let start = -Double.pi / 2 + 0.4
        Self.compare({ $0.strokeArc(center: Point(x: 95, y: 78), radius: 60, startAngle: start, sweep: sweep, width: 14, cap: cap, with: .solid(.black)) }, { canvas in
            var builder = PathBuilder()
            builder.arc(center: Point(x: 95, y: 78), radius: 60, startAngle: start, endAngle: start + sweep, clockwise: sweep > 0)
            canvas.stroke(builder.finish()!, style: StrokeStyle(width: 14, cap: cap), with: .solid(.black))
        })
    }

    /// Under a rotation and non-uniform scale the fast shapes still follow the transform.
    @Test func transformed() {
        Self.compare({ canvas in
            canvas.rotate(by: 0.3)
            canvas.scale(x: 1.5, y: 0.7)
            canvas.fillRoundedRect(Rect(x: 30, y: 40, width: 60, height: 50), cornerRadius: 12, with: .solid(.black))
        }, { canvas in
            canvas.rotate(by: 0.3)
            canvas.scale(x: 1.5, y: 0.7)
            canvas.fill(Path.roundedRect(Rect(x: 30, y: 40, width: 60, height: 50), cornerRadius: 12)!, with: .solid(.black))
        })
    }

    /// The rounded clip a growing transition uses every frame matches clipping to the path.
    @Test(arguments: [0.0, 13.0, 40.0])
    func roundedRectClip(radius: Double) {
        let rect = Rect(x: 20.5, y: 30.25, width: 150, height: 86)
        Self.compare({ canvas in
            canvas.clip(toRoundedRect: rect, cornerRadius: radius)
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 200, height: 160))!, with: .solid(.black))
        }, { canvas in
            canvas.clip(to: Path.roundedRect(rect, cornerRadius: radius)!)
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 200, height: 160))!, with: .solid(.black))
        })
    }

    /// A degenerate rounded clip (empty or not finite) leaves nothing visible, like an empty path.
    @Test func degenerateRoundedRectClip() {
        for rect in [Rect(x: 10, y: 10, width: 0, height: 30), Rect(x: .nan, y: 0, width: 10, height: 10)] {
            let canvas = Canvas(width: 40, height: 40)!
            canvas.clip(toRoundedRect: rect, cornerRadius: 4)
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 40, height: 40))!, with: .solid(.black))
            #expect(totalCoverage(canvas.pixmap) == 0)
        }
    }
}

/// Found by `playground fuzz` under AddressSanitizer: stepping a long, steep edge row by row
/// accumulated rounding error past the last cell of a row, and the rasteriser wrote outside its
/// buffer (heap corruption, `free(): invalid pointer` much later). Edges with extreme coordinates
/// must stay inside the area; under ASan (`./run.sh test` runs it) an overflow fails this test.
@Suite("Coverage rasteriser with extreme edges")
struct ExtremeEdgeTests {
    @Test func extremeEdgesStayInsideTheArea() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for size in [(7, 5), (64, 40), (333, 211)] {
            let canvas = Canvas(width: size.0, height: size.1)!
            for _ in 0..<200 {
                var builder = PathBuilder()
                let scale = [1.0, 1e3, 1e6, 3e7][Int(next() * 4)]
                builder.move(to: Point(x: (next() - 0.5) * scale, y: (next() - 0.5) * scale))
                for _ in 0..<3 { builder.line(to: Point(x: (next() - 0.5) * scale, y: next() * Double(size.1))) }
                builder.close()
                if let path = builder.finish() { canvas.fill(path, with: .solid(.black)) }
            }
            #expect(canvas.pixmap.pixels.count == size.0 * size.1)
        }
    }
}
