/// A curve's chords on their way to a `PolylineSink`, handed over a batch at a time: a call per
/// chord would make the stepper spill and reload its state around each, and lets the sink add
/// the batch's points to its storage at once.
///
/// The storage is on the stack (`withBatch`) and holds at most `capacity` chords; `add` hands a
/// full batch over before taking the next chord. Only the curve's last chord can end at a corner,
/// so only `finish` passes the flag.
struct ChordBatch {
    /// Chords per batch: 32 points and bulges, 768 bytes, small enough for the stack.
    static let capacity = 32

    /// The end points of the chords so far (device pixels), `count` of them.
    let points: UnsafeMutablePointer<Point>
    /// The bulge of each chord (see `CurveStepper`), `count` of them.
    let bulges: UnsafeMutablePointer<Double>
    private(set) var count = 0

    /// Runs `body` with an empty batch whose storage lives on the stack for its duration.
    static func withBatch<R>(_ body: (inout ChordBatch) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Point.self, capacity: capacity) { points in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { bulges in
                // Both buffers have `capacity` elements, so their base addresses exist.
                var batch = ChordBatch(points: points.baseAddress!, bulges: bulges.baseAddress!)
                return body(&batch)
            }
        }
    }

    private init(points: UnsafeMutablePointer<Point>, bulges: UnsafeMutablePointer<Double>) {
        self.points = points
        self.bulges = bulges
    }

    /// Adds a chord ending at `point` (not a corner), first handing a full batch to `sink`.
    @inline(__always)
    mutating func add<S: PolylineSink>(_ point: Point, bulge: Double, into sink: inout S) {
        if count == Self.capacity {
            sink.addChords(points, bulges: bulges, count: count, lastIsCorner: false)
            count = 0
        }
        points[count] = point
        bulges[count] = bulge
        count += 1
    }

    /// Hands the chords still held to `sink`, the last ending at a corner when `lastIsCorner`.
    mutating func finish<S: PolylineSink>(lastIsCorner: Bool, into sink: inout S) {
        guard count > 0 else { return }
        sink.addChords(points, bulges: bulges, count: count, lastIsCorner: lastIsCorner)
        count = 0
    }
}
