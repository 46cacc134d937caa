import Geometry

/// Where compare mode's lanes go for a size: equal columns side by side, whole points wide (so
/// a lane's pixels line up with a standalone render at its size), a one-point rule between
/// them, each a header strip above the demo's own area. Columns too narrow for the window's
/// width leave the remainder at the right edge. All lengths in points.
struct CompareLayout: Equatable {
    /// Height of a lane's header (its letter and what differs from lane A).
    static let headerHeight = 24.0
    /// The rule between two lanes.
    static let gap = 1.0

    /// Each lane's header strip, in the compare demo's coordinates.
    let headers: [Rect]
    /// The area each lane's demo is laid out in.
    let contents: [Rect]

    /// `count` lanes (at least one) in `size`.
    init(count: Int, size: Size) {
        let count = max(count, 1)
        let width = max(size.width, 0), height = max(size.height, 0)
        let laneWidth = max(((width - Double(count - 1) * Self.gap) / Double(count)).rounded(.down), 0)
        let header = min(Self.headerHeight, height)
        headers = (0..<count).map { Rect(x: Double($0) * (laneWidth + Self.gap), y: 0, width: laneWidth, height: header) }
        contents = headers.map { Rect(x: $0.minX, y: header, width: laneWidth, height: max(height - header, 0)) }
    }

    /// The lane whose column (header or content) contains `point`'s x, if any.
    func lane(atX x: Double) -> Int? {
        headers.firstIndex { x >= $0.minX && x < $0.maxX }
    }
}
