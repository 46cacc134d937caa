import Foundation

/// Summary statistics for benchmark samples.
public enum Statistics {
    /// The `q`-th percentile (0...100) with linear interpolation between closest ranks, as
    /// NumPy's default, so our figures read like the peers' (median = percentile 50).
    public static func percentile(_ samples: [Double], _ q: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let position = min(max(q, 0), 100) / 100 * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Milliseconds with four decimals: enough for sub-microsecond frames.
    public static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
