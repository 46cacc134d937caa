/// Where a curve's chords wait on their way to a `PolylineSink`, a batch at a time: a call per
/// chord would make the walk spill and reload its state around each, and lets the sink add the
/// batch's points to its storage at once.
///
/// The storage is on the stack (`withBatch`) and holds at most `capacity` chords' end points
/// (device pixels) and bulges (see `CurveStepper`); the sink may overwrite the points.
enum ChordBatch {
    /// Chords per batch: 32 points and bulges, 768 bytes, small enough for the stack.
    static let capacity = 32

    /// Runs `body` with room for `capacity` points and bulges on the stack for its duration.
    static func withBatch<R>(_ body: (UnsafeMutablePointer<Point>, UnsafeMutablePointer<Double>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Point.self, capacity: capacity) { points in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { bulges in
                // Both buffers have `capacity` elements, so their base addresses exist.
                body(points.baseAddress!, bulges.baseAddress!)
            }
        }
    }
}
