/// What a document uses, counted, and what of it is not played, each with its JSON path: the
/// answer of `playground check` and the window's banner. Nothing unsupported is ever silent.
public struct FeatureReport: Sendable {
    /// Feature name ("layer/shape", "modifier/trim", "mask/add", "effect/drop shadow") → count.
    public private(set) var counts: [String: Int] = [:]
    /// Features not played, in document order, with where each is.
    public private(set) var unsupported: [(feature: String, path: String)] = []
    /// Things worth saying that are not features (a missing image file, a capped repeater).
    public private(set) var warnings: [String] = []

    /// Creates it from its parts.
    public init() {}

    mutating func count(_ feature: String) { counts[feature, default: 0] += 1 }

    mutating func unsupported(_ feature: String, at path: String) {
        count(feature)
        unsupported.append((feature, path))
    }

    /// Adds a warning found after parsing (an image that cannot be read).
    public mutating func addWarning(_ message: String) { warnings.append(message) }

    /// Adds another report's findings (a precomposition read apart, images decoded later).
    public mutating func merge(_ other: FeatureReport) {
        for (feature, count) in other.counts { counts[feature, default: 0] += count }
        unsupported += other.unsupported
        warnings += other.warnings
    }

    /// The unsupported features, one line each: "text animators at layers[2].t.a" (a feature
    /// used many times is named once, with its first place and how many more there are).
    public var unsupportedLines: [String] {
        var order: [String] = []
        var first: [String: String] = [:], more: [String: Int] = [:]
        for (feature, path) in unsupported {
            if first[feature] == nil { first[feature] = path; order.append(feature) } else { more[feature, default: 0] += 1 }
        }
        return order.map { feature in
            let extra = more[feature].map { " (and \($0) more)" } ?? ""
            return "\(feature) at \(first[feature] ?? "")\(extra)"
        }
    }
}
