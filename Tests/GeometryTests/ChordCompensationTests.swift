import Foundation
@testable import Geometry
import Testing

/// The fill flattening's compensation, four vertices at a time in its kernel, against the rule
/// applied one vertex at a time: every vertex moved across its neighbours' chord (as they came) by
/// its chords' bulges, corners kept, a point equal to the one before dropped.
@Suite("Chord compensation: four vertices at a time as one at a time")
struct ChordCompensationTests {
    /// One contour's batches, as the flattening hands them to `Polygons`.
    struct Batch {
        var points: [Point]
        var bulges: [Double]
        var lastIsCorner: Bool
    }

    /// The rule one vertex at a time: the contour's stored points before its end.
    static func reference(start: Point, batches: [Batch]) -> [Point] {
        var out = [start]
        var pending: Point?
        var beforeLast = start, lastSmooth = false, lastBulge = 0.0
        for batch in batches {
            for (index, point) in batch.points.enumerated() {
                let isCorner = batch.lastIsCorner && index == batch.points.count - 1
                guard let waiting = pending else {
                    // The contour's second point becomes the waiting vertex.
                    if point == start { continue }
                    pending = point
                    lastSmooth = !isCorner
                    lastBulge = batch.bulges[index]
                    continue
                }
                if waiting == point {
                    if isCorner { lastSmooth = false }
                    continue
                }
                out.append(lastSmooth
                    ? ChordCompensation.moved(waiting, previous: beforeLast, next: point, bulgeBefore: lastBulge,
                                              bulgeAfter: batch.bulges[index])
                    : waiting)
                beforeLast = waiting
                pending = point
                lastSmooth = !isCorner
                lastBulge = batch.bulges[index]
            }
        }
        return out
    }

    /// Seeded batches of smooth points along a wobbly arc, with repeats, corners, bulges large
    /// enough to reach the one-pixel limit, and batches of every length up to 32.
    static func batches(seed: UInt64) -> (Point, [Batch]) {
        var state = seed
        func random(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        var angle = 0.0
        func next() -> Point {
            angle += random(0.01...0.4)
            return Point(x: 100 + 50 * angle.squareRoot() * (angle * 3).cos, y: 100 + 40 * (angle * 2).sin)
        }
        let start = next()
        var result: [Batch] = []
        var last = start
        for _ in 0..<12 {
            var batch = Batch(points: [], bulges: [], lastIsCorner: random(0...1) < 0.4)
            for _ in 0..<Int(random(1...32.99)) {
                let point = random(0...1) < 0.08 ? last : next()
                batch.points.append(point)
                batch.bulges.append(random(0...1) < 0.05 ? random(-40...40) : random(-0.3...0.3))
                last = point
            }
            result.append(batch)
        }
        return (start, result)
    }

    @Test("Moved vertices are those of the rule one at a time, to the bit", arguments: 0..<40)
    func fourAtATimeMatchesOneAtATime(seed: Int) {
        let (start, batches) = Self.batches(seed: UInt64(seed) &+ 0x51_7CC1_B727_220A)
        var polygons = Polygons()
        polygons.beginContour(at: start)
        for batch in batches {
            var points = batch.points
            points.withUnsafeMutableBufferPointer { buffer in
                batch.bulges.withUnsafeBufferPointer { bulges in
                    polygons.addChords(buffer.baseAddress!, bulges: bulges.baseAddress!, count: buffer.count,
                                       lastIsCorner: batch.lastIsCorner)
                }
            }
        }
        let expected = Self.reference(start: start, batches: batches)
        #expect(polygons.points.count == expected.count)
        for (got, want) in zip(polygons.points, expected) {
            #expect(got.x.bitPattern == want.x.bitPattern && got.y.bitPattern == want.y.bitPattern, "\(got) against \(want)")
        }
    }
}

private extension Double {
    var cos: Double { Foundation.cos(self) }
    var sin: Double { Foundation.sin(self) }
}
