@testable import Geometry
import Testing

/// Fill flattening takes a curve's chords a batch at a time (`ChordBatch`, `Polygons.addChords`):
/// the polygons must be the very ones that taking the chords one by one gives.
@Suite("Chords in batches")
struct ChordBatchTests {
    /// Hands every chord of a batch on one by one (the protocol's own `addChords`).
    struct OneByOne: PolylineSink {
        var polygons = Polygons()
        mutating func beginContour(at point: Point) { polygons.beginContour(at: point) }
        mutating func addPoint(_ point: Point, isCorner: Bool, bulge: Double) {
            polygons.addPoint(point, isCorner: isCorner, bulge: bulge)
        }
        mutating func endContour(closed: Bool) { polygons.endContour(closed: closed) }
        mutating func markStartSmooth() { polygons.markStartSmooth() }
    }

    static func paths() throws -> [Path] {
        var builder = PathBuilder()
        // Curves of hundreds of chords (several batches each), corners, a line, a cusp.
        builder.move(to: Point(x: 10, y: 700))
        builder.cubic(to: Point(x: 690, y: 690), control1: Point(x: 100, y: -300), control2: Point(x: 600, y: 1400))
        builder.line(to: Point(x: 650, y: 20))
        builder.cubic(to: Point(x: 40, y: 30), control1: Point(x: 100, y: 300), control2: Point(x: 600, y: 300))
        builder.close()
        builder.move(to: Point(x: 100, y: 100))
        builder.cubic(to: Point(x: 300, y: 100), control1: Point(x: 300, y: 300), control2: Point(x: 100, y: 300))
        builder.close()
        return [try #require(builder.finish()), try #require(Path.circle(center: Point(x: 400, y: 400), radius: 380)),
                try #require(Path.circle(center: Point(x: 40, y: 40), radius: 3))]
    }

    @Test("A fill flattened in batches has the same points, bit for bit, as one flattened chord by chord",
          arguments: [0.05, 0.2])
    func batchesMatchOneByOne(tolerance: Double) throws {
        var most = 0
        for path in try Self.paths() {
            var batched = Polygons()
            CurveFlattener.walk(path, transform: .rotation(0.3), tolerance: tolerance, into: &batched)
            var single = OneByOne()
            CurveFlattener.walk(path, transform: .rotation(0.3), tolerance: tolerance, into: &single)
            most = max(most, batched.points.count)
            #expect(batched.points == single.polygons.points)
            #expect(batched.contourEnds == single.polygons.contourEnds)
        }
        // Some curve needed several batches.
        #expect(most > 4 * ChordBatch.capacity)
    }

    @Test("A batch repeating the waiting point, or ending at a corner, moves vertices as single chords do")
    func repeatsAndCorners() {
        let chords = [Point(x: 10, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 5), Point(x: 30, y: 15),
                      Point(x: 30, y: 15), Point(x: 35, y: 30)]
        let bulges = [0.5, 0.0, 0.4, -0.3, 0.0, 0.6]
        for lastIsCorner in [false, true] {
            // From a contour's start (no waiting vertex yet) and from the middle of one.
            for prefix in 0..<3 {
                var batched = Polygons(), single = Polygons()
                batched.beginContour(at: .zero)
                single.beginContour(at: .zero)
                for i in 0..<prefix {
                    let p = Point(x: -5 * Double(i + 1), y: 2 * Double(i))
                    batched.addPoint(p, isCorner: false, bulge: 0.2)
                    single.addPoint(p, isCorner: false, bulge: 0.2)
                }
                var points = chords
                points.withUnsafeMutableBufferPointer { buffer in
                    bulges.withUnsafeBufferPointer { bulgeBuffer in
                        batched.addChords(buffer.baseAddress!, bulges: bulgeBuffer.baseAddress!, count: chords.count,
                                          lastIsCorner: lastIsCorner)
                    }
                }
                for (i, p) in chords.enumerated() {
                    single.addPoint(p, isCorner: lastIsCorner && i == chords.count - 1, bulge: bulges[i])
                }
                batched.addPoint(Point(x: 0, y: 40), isCorner: true, bulge: 0)
                single.addPoint(Point(x: 0, y: 40), isCorner: true, bulge: 0)
                batched.endContour(closed: true)
                single.endContour(closed: true)
                #expect(batched.points == single.points, "prefix \(prefix), corner \(lastIsCorner)")
            }
        }
    }
}
