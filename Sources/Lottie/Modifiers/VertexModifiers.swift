import Foundation
import Geometry

/// The modifiers that move a contour's vertices and tangents: round corners, pucker and bloat,
/// zig-zag, offset path and twist.
enum VertexModifiers {
    /// Rounds every sharp corner (a vertex without tangents) with an arc of `radius`, limited to
    /// half of each neighbouring segment, as After Effects' Round Corners does.
    static func roundCorners(_ contour: Contour, radius: Double) -> Contour {
        guard radius > 0, contour.count > 1 else { return contour }
        var result = Contour(closed: contour.closed)
        let n = contour.count
        for i in 0..<n {
            let v = contour.vertices[i]
            let sharp = contour.inControls[i] == v && contour.outControls[i] == v
            let isEnd = !contour.closed && (i == 0 || i == n - 1)
            guard sharp, !isEnd else {
                result.append(v, in: contour.inControls[i], out: contour.outControls[i])
                continue
            }
            let previous = contour.vertices[(i + n - 1) % n], next = contour.vertices[(i + 1) % n]
            let toPrevious = previous - v, toNext = next - v
            let a = toPrevious.length, b = toNext.length
            let first = a > 0 ? v + toPrevious * (min(a / 2, radius) / a) : v
            let second = b > 0 ? v + toNext * (min(b / 2, radius) / b) : v
            result.append(first, in: first, out: first + (v - first) * ContourShapes.kappa)
            result.append(second, in: second + (v - second) * ContourShapes.kappa, out: second)
        }
        return result
    }

    /// Moves vertices toward the contour's centre and tangents away from it (`amount` percent,
    /// negative puckers), as After Effects' Pucker & Bloat does.
    static func puckerBloat(_ contour: Contour, amount: Double) -> Contour {
        guard amount != 0, !contour.isEmpty else { return contour }
        let fraction = amount / 100
        var center = Point.zero
        for v in contour.vertices { center += v }
        center = center / Double(contour.count)
        var result = contour
        for i in 0..<contour.count {
            result.vertices[i] = contour.vertices[i] + (center - contour.vertices[i]) * fraction
            result.outControls[i] = contour.outControls[i] - (center - contour.outControls[i]) * fraction
            result.inControls[i] = contour.inControls[i] - (center - contour.inControls[i]) * fraction
        }
        return result
    }

    /// Zig-zag: each segment gets `ridges` ridges of height `size`, alternating sides of the
    /// path; `smooth` gives the points tangents along the path (AE's "smooth" points).
    static func zigZag(_ contour: Contour, size: Double, ridges: Double, smooth: Bool) -> Contour {
        let count = Int(max(0, min(ridges, 1000)).rounded(.down))
        guard contour.segmentCount > 0, size != 0 || count > 0 else { return contour }
        var result = Contour(closed: contour.closed)
        var direction = 1.0
        let pieces = count + 1
        for index in 0..<contour.segmentCount {
            let (p0, c1, c2, p3) = contour.segment(index)
            let measure = ContourMeasure(Contour(vertices: [p0, p3], inControls: [p0, c2], outControls: [c1, p3], closed: false))
            let length = measure.length
            // A segment's end is the next one's start; an open contour's last segment keeps its end.
            let lastStep = (index == contour.segmentCount - 1 && !contour.closed) ? pieces : pieces - 1
            for step in 0...lastStep {
                let t = Double(step) / Double(pieces)
                let (point, tangent) = pointAndTangent(p0, c1, c2, p3, at: t, straight: c1 == p0 && c2 == p3)
                let normal = Point(x: -tangent.y, y: tangent.x)
                let vertex = point + normal * (size * direction)
                if smooth {
                    let handle = tangent * (length / Double(pieces) / 2)
                    result.append(vertex, in: vertex - handle, out: vertex + handle)
                } else {
                    result.append(vertex)
                }
                direction = -direction
            }
        }
        return result
    }

    /// Offsets the contour by `amount` points outward (a closed clockwise contour grows), moving
    /// each vertex along its corner's bisector (mitred up to `miterLimit`) and each control
    /// point with its vertex.
    static func offset(_ contour: Contour, amount: Double, miterLimit: Double) -> Contour {
        guard amount != 0, contour.count > 1 else { return contour }
        guard contour.closed else { return contour }
        var result = contour
        let n = contour.count
        for i in 0..<n {
            let v = contour.vertices[i]
            let hasPrevious = contour.closed || i > 0, hasNext = contour.closed || i < n - 1
            let incoming = hasPrevious ? direction(from: contour.vertices[(i + n - 1) % n], control: contour.inControls[i], to: v) : nil
            let outgoing = hasNext ? direction(from: v, control: contour.outControls[i], to: contour.vertices[(i + 1) % n], leaving: true) : nil
            let normalIn = incoming.map { Point(x: -$0.y, y: $0.x) }, normalOut = outgoing.map { Point(x: -$0.y, y: $0.x) }
            var shift: Point
            switch (normalIn, normalOut) {
            case let (a?, b?):
                let sum = a + b
                let cosine = max(sum.length / 2, 1 / max(miterLimit, 1))
                shift = sum.lengthSquared > 1e-12 ? sum.normalized() * (amount / cosine) : a * amount
            case let (a?, nil): shift = a * amount
            case let (nil, b?): shift = b * amount
            default: shift = .zero
            }
            // Outward for the clockwise (y-down) contours AE draws: the left-hand normal points in.
            shift = -shift
            result.vertices[i] = v + shift
            result.inControls[i] = contour.inControls[i] + shift
            result.outControls[i] = contour.outControls[i] + shift
        }
        return result
    }

    /// After Effects' offset of an open path: the path grown by `|amount|` on both sides, its
    /// ends cut square (the outline a stroke twice as wide with butt caps would fill), with the
    /// modifier's join at corners. The outline is a polygon, flattened to `tolerance` points.
    static func offsetOpen(_ contour: Contour, amount: Double, join: LineJoin, miterLimit: Double,
                           tolerance: Double, stroker: inout Stroker, outline: inout Polygons) -> [Contour] {
        guard amount != 0, contour.count > 1, !contour.closed, let path = [contour].path() else { return [contour] }
        outline.removeAll()
        stroker.stroke(path, style: StrokeStyle(width: 2 * abs(amount), cap: .butt, join: join, miterLimit: max(miterLimit, 1)),
                       tolerance: tolerance, into: &outline)
        var result: [Contour] = []
        var start = 0
        for end in outline.contourEnds {
            if end - start >= 3 {
                let points = Array(outline.points[start..<end])
                result.append(Contour(vertices: points, inControls: points, outControls: points, closed: true))
            }
            start = end
        }
        return result
    }

    /// Twists the contour around `center`: points turn by `angle` degrees times their distance
    /// from the centre over the contour's radius.
    static func twist(_ contour: Contour, angle: Double, center: Point) -> Contour {
        guard angle != 0, !contour.isEmpty else { return contour }
        let radius = contour.vertices.map { $0.distance(to: center) }.max() ?? 0
        guard radius > 0 else { return contour }
        func turn(_ p: Point) -> Point {
            let d = p - center
            let theta = angle * .pi / 180 * (d.length / radius)
            return center + Point(x: d.x * cos(theta) - d.y * sin(theta), y: d.x * sin(theta) + d.y * cos(theta))
        }
        var result = contour
        for i in 0..<contour.count {
            result.vertices[i] = turn(contour.vertices[i])
            result.inControls[i] = turn(contour.inControls[i])
            result.outControls[i] = turn(contour.outControls[i])
        }
        return result
    }

    private static func direction(from a: Point, control: Point, to b: Point, leaving: Bool = false) -> Point? {
        let d = leaving ? (control != a ? control - a : b - a) : (control != b ? b - control : b - a)
        return d.lengthSquared > 1e-18 ? d.normalized() : nil
    }

    private static func pointAndTangent(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, at t: Double, straight: Bool) -> (Point, Point) {
        if straight {
            let d = p3 - p0
            return (Point.lerp(p0, p3, t), d.lengthSquared > 0 ? d.normalized() : Point(x: 1, y: 0))
        }
        let point = ContourMeasure.point(p0, c1, c2, p3, t)
        let u = 1 - t
        var d = (c1 - p0) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (p3 - c2) * (3 * t * t)
        if d.lengthSquared < 1e-18 { d = p3 - p0 }
        return (point, d.lengthSquared > 0 ? d.normalized() : Point(x: 1, y: 0))
    }
}
