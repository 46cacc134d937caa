/// A colour stop: `location` is a fraction 0...1 along the gradient.
public struct GradientStop: Hashable, Sendable {
    /// Where along the gradient the colour sits, 0…1 (clamped when the gradient is made).
    public var location: Double
    /// The colour there, straight alpha.
    public var color: Color

    /// A stop of `color` at `location` (0…1).
    public init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }
}

/// The colour ramp every gradient samples: its stops and a 256-entry premultiplied table, built
/// once when the gradient is made, never per frame. `update` rebuilds both in place, so a paint
/// that changes colour on every tick of a timer reuses its storage instead of allocating.
///
/// Invariant: at least one stop; stops sorted by location (stable), locations clamped into 0...1.
struct GradientRamp: Sendable {
    static let tableSize = 256

    private(set) var stops: [GradientStop]
    /// Entry i is the premultiplied colour at i/255. Adjacent entries differ by at most one 8-bit
    /// step per channel for any two stops, and this is the table Blend2D builds, so our linear
    /// gradients match the reference exactly.
    private(set) var table: [UInt32]
    let spread: GradientSpread

    /// Nil when `stops` is empty. Non-finite locations count as 0.
    init?(stops: [GradientStop], spread: GradientSpread) {
        guard !stops.isEmpty else { return nil }
        self.stops = stops
        self.spread = spread
        table = Array(repeating: 0, count: GradientRamp.tableSize)
        rebuild()
    }

    /// Lets `body` change the stops (colours, locations, count), then re-sorts them and
    /// rebuilds the table. No allocation when this ramp is the only owner of its storage and
    /// `body` does not grow the stops. Stops `body` leaves empty become one clear stop.
    mutating func update(_ body: (inout [GradientStop]) -> Void) {
        // Swapped out and back, so one reference at a time: writes go to the same storage.
        var changed: [GradientStop] = []
        swap(&changed, &stops)
        body(&changed)
        if changed.isEmpty { changed.append(GradientStop(0, .clear)) }
        swap(&changed, &stops)
        rebuild()
    }

    /// Clamps, sorts (stably: an insertion sort, in place, since gradients have few stops) and
    /// fills the table from `stops`.
    private mutating func rebuild() {
        for i in stops.indices {
            let location = stops[i].location
            stops[i].location = min(max(location.isFinite ? location : 0, 0), 1)
        }
        for i in stops.indices.dropFirst() {
            let stop = stops[i]
            var j = i
            while j > 0, stops[j - 1].location > stop.location {
                stops[j] = stops[j - 1]
                j -= 1
            }
            if j != i { stops[j] = stop }
        }
        let count = GradientRamp.tableSize
        let sorted = stops
        table.withUnsafeMutableBufferPointer { table in
            for i in 0..<count {
                table[i] = GradientRamp.color(in: sorted, at: Double(i) / Double(count - 1)).premultiplied.packed
            }
        }
    }

    /// The table index for parameter `t` under `spread`.
    @inline(__always)
    static func index(_ t: Double, spread: GradientSpread) -> Int {
        switch spread {
        case .pad: return padIndex(t)
        case .repeat: return padIndex(wrap(t))
        }
    }

    /// The pixel centre's parameter falls in one of 256 equal bins of 0...1, and a parameter
    /// exactly on a bin boundary belongs to the lower bin; outside 0...1 the end entries (NaN: the first).
    @inline(__always)
    static func padIndex(_ t: Double) -> Int {
        guard t > 0 else { return 0 }
        guard t < 1 else { return tableSize - 1 }
        let index = Int((t * Double(tableSize)).rounded(.up)) - 1
        return max(index, 0)
    }

    /// `t` wrapped into [0, 1) (non-finite values become 0).
    @inline(__always)
    static func wrap(_ t: Double) -> Double {
        let w = t - t.rounded(.down)
        return w < 1 ? w : 0
    }

    /// The premultiplied table entry for `t`.
    @inline(__always)
    func sample(_ t: Double) -> UInt32 { table[GradientRamp.index(t, spread: spread)] }

    /// The interpolated straight colour at `t`, after the spread.
    func color(at t: Double) -> Color {
        GradientRamp.color(in: stops, at: spread == .pad ? t : GradientRamp.wrap(t))
    }

    /// Interpolates in unpremultiplied sRGB; padded outside the first and last stops.
    static func color(in stops: [GradientStop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        var upper = 1
        while stops[upper].location < t { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return Color(
            red: a.color.red + (b.color.red - a.color.red) * f,
            green: a.color.green + (b.color.green - a.color.green) * f,
            blue: a.color.blue + (b.color.blue - a.color.blue) * f,
            alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f
        )
    }
}
