/// The orbit's pacing (the article's `count` and `clockwise`): a counter that adds 0.05 on every
/// tick up to 5 and then starts again from 0; whenever it is at 0 or below on a tick, the
/// direction flips, which sends the circles around once more. The sum of a hundred 0.05s lands
/// just under 5, so a flip comes on ticks 1, 103, 205, … — every 5.1 s, a little longer than the
/// 5 s the circles take to go round, so each lap ends with a short rest.
struct OrbitCounter: Equatable, Sendable {
    /// What the counter adds per tick; also the tick's length in seconds.
    static let increment = 0.05
    /// Where the counter starts again from 0.
    static let limit = 5.0

    /// The running sum, 0 … about 5.05 (in seconds of ticks).
    private(set) var count = 0.0
    /// True: circle A rests at 0° and B at 360°; false: A at 360° and B at 0°. Starts true, so the
    /// first tick flips it and starts the first lap.
    private(set) var clockwise = true

    /// One tick, exactly as the article's `onReceive` handler runs it.
    mutating func advance() {
        if count <= 0 {
            clockwise.toggle()
        }
        if count < OrbitCounter.limit {
            count += OrbitCounter.increment
        } else {
            count = 0
        }
    }
}
