import Geometry

/// Estimates pointer velocity by a least-squares line through the samples of the last 100 ms,
/// as Flutter and Android do: robust to uneven event timing and to several events in one frame.
/// Fixed storage, so tracking a drag allocates nothing.
struct VelocityTracker {
    static let capacity = 20
    /// Samples older than this before the newest do not count (seconds).
    static let horizon = 0.1
    /// A pointer that rested this long before release has stopped (seconds).
    static let stopThreshold = 0.05
    /// Speeds beyond this (points per second) are clamped: no pointer moves that fast, but an
    /// absurd event stream must not fling a scene to infinity.
    static let maximumSpeed = 20_000.0

    private var times = [Double](repeating: 0, count: capacity)
    private var points = [Point](repeating: .zero, count: capacity)
    private var count = 0
    private var newest = -1

    mutating func reset() {
        count = 0
        newest = -1
    }

    mutating func add(_ point: Point, at time: Double) {
        guard point.isFinite, time.isFinite else { return }
        if count > 0, time < times[newest] { return }
        newest = (newest + 1) % Self.capacity
        times[newest] = time
        points[newest] = point
        count = min(count + 1, Self.capacity)
    }

    /// Points per second at `time`; zero when there is too little movement to tell.
    func velocity(at time: Double) -> Point {
        guard count >= 2 else { return .zero }
        let latest = times[newest]
        if time - latest > Self.stopThreshold { return .zero }
        // Means first, then the slope: centring keeps the sums well conditioned.
        var n = 0.0, meanT = 0.0, meanX = 0.0, meanY = 0.0
        var index = newest
        for _ in 0..<count {
            let t = times[index]
            if latest - t > Self.horizon { break }
            n += 1
            meanT += t
            meanX += points[index].x
            meanY += points[index].y
            index = (index - 1 + Self.capacity) % Self.capacity
        }
        guard n >= 2 else { return .zero }
        meanT /= n; meanX /= n; meanY /= n
        var stt = 0.0, stx = 0.0, sty = 0.0
        index = newest
        for _ in 0..<Int(n) {
            let dt = times[index] - meanT
            stt += dt * dt
            stx += dt * (points[index].x - meanX)
            sty += dt * (points[index].y - meanY)
            index = (index - 1 + Self.capacity) % Self.capacity
        }
        // All samples at one instant: no time base for a speed.
        guard stt > 1e-12 else { return .zero }
        var v = Point(x: stx / stt, y: sty / stt)
        let speed = v.length
        if !(speed.isFinite) { return .zero }
        if speed > Self.maximumSpeed { v = v * (Self.maximumSpeed / speed) }
        return v
    }
}
