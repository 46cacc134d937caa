/// What layout did, for tests and benchmarks.
public struct LayoutStatistics: Hashable, Sendable {
    /// Calls of `measure` (cache misses).
    public var measurements = 0
    /// Nodes whose children were placed.
    public var placements = 0
    /// Layout passes run.
    public var passes = 0

    /// Statistics with every counter at zero.
    public init() {}
}
