import Geometry
import TestSupport

/// Shoelace area of one contour (sign depends on orientation).
func signedArea(_ polys: Polygons, contour i: Int) -> Double {
    let r = polys.contourRange(i)
    var sum = 0.0
    for k in r {
        let p = polys.points[k]
        let q = polys.points[k + 1 == r.upperBound ? r.lowerBound : k + 1]
        sum += p.x * q.y - q.x * p.y
    }
    return sum / 2
}

/// Sum of the contours' signed areas: the winding-weighted area. Equals the covered
/// area when the outline has no overlaps and a consistent orientation.
func signedArea(_ polys: Polygons) -> Double {
    (0..<polys.contourCount).reduce(0) { $0 + signedArea(polys, contour: $1) }
}

/// Area where the non-zero winding number is not zero, integrated on `rows`
/// horizontal scanlines (exact along x). Independent of overlaps and orientation.
func nonZeroArea(_ polys: Polygons, rows: Int = 4000) -> Double {
    let b = polys.bounds
    guard !b.isEmpty else { return 0 }
    let dy = b.height / Double(rows)
    var total = 0.0
    var crossings: [(x: Double, w: Int)] = []
    for row in 0..<rows {
        let y = b.minY + (Double(row) + 0.5) * dy
        crossings.removeAll(keepingCapacity: true)
        for c in 0..<polys.contourCount {
            let r = polys.contourRange(c)
            for k in r {
                let p = polys.points[k]
                let q = polys.points[k + 1 == r.upperBound ? r.lowerBound : k + 1]
                if (p.y <= y) != (q.y <= y) {
                    let x = p.x + (y - p.y) / (q.y - p.y) * (q.x - p.x)
                    crossings.append((x, q.y > p.y ? 1 : -1))
                }
            }
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for i in 0..<crossings.count {
            if winding != 0, i > 0 { total += (crossings[i].x - crossings[i - 1].x) * dy }
            winding += crossings[i].w
        }
    }
    return total
}

/// Shortest distance from `p` to the segment `a`–`b`.
func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a
    let len2 = ab.lengthSquared
    guard len2 > 0 else { return p.distance(to: a) }
    let t = min(max((p - a).dot(ab) / len2, 0), 1)
    return p.distance(to: a + ab * t)
}

/// A path from points (open unless `closed`).
func polyline(_ points: [Point], closed: Bool = false) -> Path {
    var b = PathBuilder()
    b.move(to: points[0])
    for p in points.dropFirst() { b.line(to: p) }
    if closed { b.close() }
    return b.finish()!
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
