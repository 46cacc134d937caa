import Foundation
import Geometry

/// A position keyframe's motion path (the file's `to` and `ti` tangents): the cubic from the
/// keyframe's position to the next, travelled at constant speed so that easing sets the pace
/// along it, as After Effects moves a layer along its path.
public struct SpatialPath: Sendable {
    /// Start.
    public let start: Point
    /// Control1.
    public let control1: Point
    /// Control2.
    public let control2: Point
    /// End.
    public let end: Point
    /// Cumulative arc length at `samples` even steps of the curve's parameter.
    private let lengths: [Double]
    static let samples = 64

    /// Creates it from its parts.
    public init(start: Point, control1: Point, control2: Point, end: Point) {
        self.start = start; self.control1 = control1; self.control2 = control2; self.end = end
        var lengths = [0.0]
        lengths.reserveCapacity(Self.samples + 1)
        var previous = start, total = 0.0
        for step in 1...Self.samples {
            let point = Self.point(start, control1, control2, end, Double(step) / Double(Self.samples))
            total += point.distance(to: previous)
            lengths.append(total)
            previous = point
        }
        self.lengths = lengths
    }

    /// The point `fraction` (0…1, may overshoot) of the way along the path by length.
    public func point(atFraction fraction: Double) -> Point {
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return Point.lerp(start, end, fraction) }
        // Overshoot continues along the end tangents, as AE extrapolates.
        if fraction <= 0 { return extrapolate(from: start, toward: Self.point(start, control1, control2, end, 1e-3), by: -fraction * total) }
        if fraction >= 1 { return extrapolate(from: end, toward: Self.point(start, control1, control2, end, 1 - 1e-3), by: (fraction - 1) * total) }
        let target = fraction * total
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] < target { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let local = span > 0 ? (target - lengths[low]) / span : 0
        let t = (Double(low) + local) / Double(Self.samples)
        return Self.point(start, control1, control2, end, t)
    }

    /// `distance` points from `point` away from `toward`.
    private func extrapolate(from point: Point, toward: Point, by distance: Double) -> Point {
        let direction = point - toward
        let length = direction.length
        return length > 0 && distance > 0 ? point + direction * (distance / length) : point
    }

    /// The direction of travel at `fraction` along the path (for auto-orient), in radians.
    public func angle(atFraction fraction: Double) -> Double? {
        let a = point(atFraction: max(0, min(1, fraction) - 0.001))
        let b = point(atFraction: min(1, max(0, fraction) + 0.001))
        let d = b - a
        return d.lengthSquared > 1e-18 ? atan2(d.y, d.x) : nil
    }

    @inline(__always)
    static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
