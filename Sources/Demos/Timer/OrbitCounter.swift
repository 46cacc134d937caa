/// The orbit's pacing (the article's `count` and `clockwise`): a counter that adds the tick's
/// interval on every tick up to the orbit's period and then starts again from 0; whenever it is
/// at 0 or below on a tick, the direction flips, which sends the circles around once more.
///
/// With the article's figures (0.05 per tick up to 5) the sum of a hundred 0.05s lands just under
/// 5, so a flip comes on ticks 1, 103, 205, … — every 5.1 s, a little longer than the 5 s the
/// circles take to go round, so each lap ends with a short rest. Counting seconds rather than
/// ticks keeps that rhythm when the tick changes.
struct OrbitCounter: Equatable, Sendable {
    /// The running sum in seconds of ticks, 0 … about the limit plus one tick.
    private(set) var count = 0.0
    /// True: circle A rests at 0° and B at 360°; false: A at 360° and B at 0°. Starts true, so the
    /// first tick flips it and starts the first lap.
    private(set) var clockwise = true

    /// One tick of `increment` seconds, with `limit` seconds as the counter's limit, exactly as the
    /// article's `onReceive` handler runs it (there 0.05 and 5).
    mutating func advance(by increment: Double, limit: Double) {
        if count <= 0 {
            clockwise.toggle()
        }
        if count < limit {
            count += increment
        } else {
            count = 0
        }
    }
}
