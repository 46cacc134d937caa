import Foundation
import Geometry
import LottieModel
import Raster

/// A Lottie gradient as a paint: its colour stops and its separate opacity stops merged into one
/// list (each colour at every offset either list names, interpolated as After Effects does), laid
/// along the start and end points.
enum GradientPaint {
    static func paint(_ gradient: GradientParameters, at frame: Double, opacity: Double) -> Paint? {
        let numbers = gradient.colors.values.value(at: frame).numbers
        let stops = self.stops(numbers, colorCount: gradient.colors.count)
        guard !stops.isEmpty else { return nil }
        let s = gradient.start.value(at: frame), e = gradient.end.value(at: frame)
        let start = Point(x: s.x, y: s.y), end = Point(x: e.x, y: e.y)
        if gradient.isRadial {
            let radius = start.distance(to: end)
            guard radius > 0 else {
                return Paint(.solid(stops[stops.count - 1].color), opacity: opacity)
            }
            let highlight = min(max(gradient.highlightLength.value(at: frame) / 100, -0.99), 0.99)
            let angle = gradient.highlightAngle.value(at: frame) * .pi / 180 + atan2(end.y - start.y, end.x - start.x)
            let focus = Point(x: start.x + cos(angle) * radius * highlight, y: start.y + sin(angle) * radius * highlight)
            guard let radial = RadialGradient(center: start, radius: radius, stops: stops, focus: highlight == 0 ? nil : focus) else { return nil }
            return Paint(.radialGradient(radial), opacity: opacity)
        }
        guard start != end, let linear = LinearGradient(start: start, end: end, stops: stops) else {
            return Paint(.solid(stops[stops.count - 1].color), opacity: opacity)
        }
        return Paint(.linearGradient(linear), opacity: opacity)
    }

    /// Stops from the file's numbers: `colorCount` × (offset, r, g, b), then (offset, alpha) pairs.
    static func stops(_ numbers: [Double], colorCount: Int) -> [GradientStop] {
        let count = min(colorCount, numbers.count / 4)
        guard count > 0 else { return [] }
        var colors: [(Double, Double, Double, Double)] = []
        for i in 0..<count { colors.append((numbers[i * 4], numbers[i * 4 + 1], numbers[i * 4 + 2], numbers[i * 4 + 3])) }
        var alphas: [(Double, Double)] = []
        var index = count * 4
        while index + 1 < numbers.count {
            alphas.append((numbers[index], numbers[index + 1]))
            index += 2
        }
        var offsets = colors.map(\.0)
        if !alphas.isEmpty { offsets += alphas.map(\.0) }
        offsets = Array(Set(offsets)).sorted()
        return offsets.map { offset in
            let (r, g, b) = colorAt(offset, colors)
            let a = alphas.isEmpty ? 1 : alphaAt(offset, alphas)
            return GradientStop(offset, Color(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(a)))
        }
    }

    private static func clamp(_ v: Double) -> Double { min(max(v.isFinite ? v : 0, 0), 1) }

    private static func colorAt(_ offset: Double, _ colors: [(Double, Double, Double, Double)]) -> (Double, Double, Double) {
        if offset <= colors[0].0 { return (colors[0].1, colors[0].2, colors[0].3) }
        for i in 1..<colors.count where offset <= colors[i].0 {
            let a = colors[i - 1], b = colors[i]
            let t = b.0 > a.0 ? (offset - a.0) / (b.0 - a.0) : 1
            return (a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t, a.3 + (b.3 - a.3) * t)
        }
        let last = colors[colors.count - 1]
        return (last.1, last.2, last.3)
    }

    private static func alphaAt(_ offset: Double, _ alphas: [(Double, Double)]) -> Double {
        if offset <= alphas[0].0 { return alphas[0].1 }
        for i in 1..<alphas.count where offset <= alphas[i].0 {
            let a = alphas[i - 1], b = alphas[i]
            let t = b.0 > a.0 ? (offset - a.0) / (b.0 - a.0) : 1
            return a.1 + (b.1 - a.1) * t
        }
        return alphas[alphas.count - 1].1
    }
}
