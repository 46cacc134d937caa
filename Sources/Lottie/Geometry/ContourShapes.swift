import Foundation
import Geometry

/// The parametric shapes as After Effects draws them: where each starts and which way it runs
/// matters to trim paths and dashes, so each follows AE's start point and clockwise order.
enum ContourShapes {
    /// The circle's cubic constant (a quarter circle's handle length over its radius).
    static let kappa = 0.5519150244935105

    /// A rectangle centred on `center`, starting at the top of its right side, clockwise; corners
    /// rounded by `roundness` (clamped to half the shorter side).
    static func rectangle(center: Point, size: Size, roundness: Double) -> Contour {
        let w = abs(size.width) / 2, h = abs(size.height) / 2
        let r = max(0, min(roundness, w, h))
        let left = center.x - w, right = center.x + w, top = center.y - h, bottom = center.y + h
        var c = Contour(closed: true)
        if r == 0 {
            c.append(Point(x: right, y: top))
            c.append(Point(x: right, y: bottom))
            c.append(Point(x: left, y: bottom))
            c.append(Point(x: left, y: top))
            return c
        }
        let k = r * kappa
        c.append(Point(x: right, y: top + r), in: Point(x: right, y: top + r - k))
        c.append(Point(x: right, y: bottom - r), out: Point(x: right, y: bottom - r + k))
        c.append(Point(x: right - r, y: bottom), in: Point(x: right - r + k, y: bottom))
        c.append(Point(x: left + r, y: bottom), out: Point(x: left + r - k, y: bottom))
        c.append(Point(x: left, y: bottom - r), in: Point(x: left, y: bottom - r + k))
        c.append(Point(x: left, y: top + r), out: Point(x: left, y: top + r - k))
        c.append(Point(x: left + r, y: top), in: Point(x: left + r - k, y: top))
        c.append(Point(x: right - r, y: top), out: Point(x: right - r + k, y: top))
        return c
    }

    /// An ellipse in `size` around `center`, starting at the top, clockwise.
    static func ellipse(center: Point, size: Size) -> Contour {
        let rx = size.width / 2, ry = size.height / 2
        let kx = rx * kappa, ky = ry * kappa
        var c = Contour(closed: true)
        c.append(Point(x: center.x, y: center.y - ry), in: Point(x: center.x - kx, y: center.y - ry), out: Point(x: center.x + kx, y: center.y - ry))
        c.append(Point(x: center.x + rx, y: center.y), in: Point(x: center.x + rx, y: center.y - ky), out: Point(x: center.x + rx, y: center.y + ky))
        c.append(Point(x: center.x, y: center.y + ry), in: Point(x: center.x + kx, y: center.y + ry), out: Point(x: center.x - kx, y: center.y + ry))
        c.append(Point(x: center.x - rx, y: center.y), in: Point(x: center.x - rx, y: center.y + ky), out: Point(x: center.x - rx, y: center.y - ky))
        return c
    }

    /// A star (`isPolygon` false: alternating outer and inner points) or a polygon, first point
    /// straight up from the centre turned by `rotation` degrees, clockwise. Roundness (percent)
    /// gives each point tangents along the circle through it, as AE does.
    static func star(center: Point, points: Double, rotation: Double, outerRadius: Double, outerRoundness: Double,
                     innerRadius: Double, innerRoundness: Double, isPolygon: Bool) -> Contour {
        let corners = Int(points.rounded(.down))
        var c = Contour(closed: true)
        guard corners >= 1, corners <= 10_000 else { return c }
        let count = isPolygon ? corners : corners * 2
        let step = 2 * Double.pi / Double(count)
        var angle = -Double.pi / 2 + rotation * .pi / 180
        for index in 0..<count {
            let outer = isPolygon || index % 2 == 0
            let radius = outer ? outerRadius : innerRadius
            let roundness = (outer ? outerRoundness : innerRoundness) / 100
            // The tangent's length: a share of the perimeter between neighbouring points.
            let perimeter = isPolygon ? 2 * Double.pi * radius / Double(count * 4) : 2 * Double.pi * radius / Double(count * 2)
            let x = radius * cos(angle), y = radius * sin(angle)
            let length = (x * x + y * y).squareRoot()
            let tx = length > 0 ? -y / length : 0, ty = length > 0 ? x / length : 0
            let vertex = Point(x: center.x + x, y: center.y + y)
            let handle = perimeter * roundness
            c.append(vertex, in: Point(x: vertex.x - tx * handle, y: vertex.y - ty * handle),
                     out: Point(x: vertex.x + tx * handle, y: vertex.y + ty * handle))
            angle += step
        }
        return c
    }
}
