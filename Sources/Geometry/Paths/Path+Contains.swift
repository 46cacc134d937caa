extension Path {
    /// Whether `point` lies inside the path under `rule`, for hit testing; curves are flattened
    /// to 0.05 units, which is far below a pointer's precision.
    public func contains(_ point: Point, evenOdd: Bool = false) -> Bool {
        guard point.isFinite, bounds.contains(point) else { return false }
        var polygons = Polygons()
        flatten(tolerance: 0.05, into: &polygons)
        var winding = 0
        for contour in 0..<polygons.contourCount {
            let range = polygons.contourRange(contour)
            guard range.count >= 2 else { continue }
            var previous = polygons.points[range.upperBound - 1]
            for index in range {
                let current = polygons.points[index]
                // Crossing number with direction: an upward edge crossing the ray to the right of
                // the point counts +1, a downward one −1.
                if previous.y <= point.y {
                    if current.y > point.y, (current - previous).cross(point - previous) > 0 { winding += 1 }
                } else if current.y <= point.y, (current - previous).cross(point - previous) < 0 {
                    winding -= 1
                }
                previous = current
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}
