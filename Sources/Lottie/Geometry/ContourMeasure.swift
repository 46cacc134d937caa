import Geometry

/// Lengths along a contour and the pieces between two lengths: what trim paths and dashes cut.
/// Each segment's length comes from `samples` chords (a cubic's arc length to well under a
/// hundredth of a point at design sizes); a position within a segment is found on the same
/// chords, so cutting at a length lands where measuring says it is.
struct ContourMeasure {
    let contour: Contour
    /// Cumulative lengths at each segment's end.
    private(set) var segmentEnds: [Double] = []
    /// Per segment, the cumulative chord lengths at `samples` parameter steps.
    private var tables: [[Double]] = []
    static let samples = 24

    init(_ contour: Contour) {
        self.contour = contour
        var total = 0.0
        for index in 0..<contour.segmentCount {
            let (p0, c1, c2, p3) = contour.segment(index)
            var table = [0.0]
            table.reserveCapacity(Self.samples + 1)
            var previous = p0, length = 0.0
            let straight = c1 == p0 && c2 == p3
            for step in 1...Self.samples {
                let point = straight ? Point.lerp(p0, p3, Double(step) / Double(Self.samples))
                    : Self.point(p0, c1, c2, p3, Double(step) / Double(Self.samples))
                length += point.distance(to: previous)
                table.append(length)
                previous = point
            }
            tables.append(table)
            total += length
            segmentEnds.append(total)
        }
    }

    var length: Double { segmentEnds.last ?? 0 }

    /// The contour between lengths `from` and `to` (0 ≤ from ≤ to ≤ length), as an open contour.
    func piece(from: Double, to: Double) -> Contour {
        var result = Contour(closed: false)
        guard contour.segmentCount > 0, to > from else { return result }
        let (startSegment, startT) = locate(from)
        let (endSegment, endT) = locate(to)
        for index in startSegment...endSegment {
            let (p0, c1, c2, p3) = contour.segment(index)
            let t0 = index == startSegment ? startT : 0
            let t1 = index == endSegment ? endT : 1
            let (a, b, c, d) = Self.subsegment(p0, c1, c2, p3, t0, t1)
            if result.isEmpty {
                result.append(a, out: b)
            } else {
                result.outControls[result.count - 1] = b
            }
            result.append(d, in: c)
        }
        return result
    }

    /// The segment and its parameter at length `distance`.
    private func locate(_ distance: Double) -> (Int, Double) {
        let clamped = min(max(distance, 0), length)
        var low = 0, high = segmentEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if segmentEnds[middle] < clamped { low = middle + 1 } else { high = middle }
        }
        let segment = low
        let start = segment == 0 ? 0 : segmentEnds[segment - 1]
        let local = clamped - start
        let table = tables[segment]
        var step = 1
        while step < table.count - 1 && table[step] < local { step += 1 }
        let span = table[step] - table[step - 1]
        let fraction = span > 0 ? (local - table[step - 1]) / span : 0
        return (segment, min(1, (Double(step - 1) + fraction) / Double(Self.samples)))
    }

    static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The part of a cubic between parameters `t0` and `t1` (de Casteljau, twice).
    static func subsegment(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t0: Double, _ t1: Double) -> (Point, Point, Point, Point) {
        var (a, b, c, d) = (p0, p1, p2, p3)
        if t1 < 1 {
            (a, b, c, d) = split(a, b, c, d, t1).0
        }
        if t0 > 0 {
            let local = t1 > 0 ? t0 / t1 : 0
            (a, b, c, d) = split(a, b, c, d, local).1
        }
        return (a, b, c, d)
    }

    static func split(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double)
        -> ((Point, Point, Point, Point), (Point, Point, Point, Point)) {
        let p01 = Point.lerp(p0, p1, t), p12 = Point.lerp(p1, p2, t), p23 = Point.lerp(p2, p3, t)
        let p012 = Point.lerp(p01, p12, t), p123 = Point.lerp(p12, p23, t)
        let mid = Point.lerp(p012, p123, t)
        return ((p0, p01, p012, mid), (mid, p123, p23, p3))
    }
}
