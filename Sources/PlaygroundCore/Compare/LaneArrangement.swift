import Geometry
import Input

/// Where a demo's views are in the content area: one view filling it, or compare mode's lanes.
/// A session recorded in one arrangement is carried into another by moving each pointer event
/// from its place in the view it was in to the same place, relative to the view's size, in the
/// first view of the new arrangement (compare mode mirrors it from there into every lane).
struct LaneArrangement: Equatable {
    /// Each view's area, in the content's coordinates (window points).
    let areas: [Rect]

    /// `lanes` lanes (0: the demo alone) in a content area of `size` points.
    init(lanes: Int, size: Size) {
        areas = lanes == 0 ? [Rect(origin: .zero, size: size)] : CompareLayout(count: lanes, size: size).contents
    }

    /// The view whose column holds `x` (left of every view, the first; right of them, the last).
    private func view(atX x: Double) -> Int {
        areas.firstIndex { x >= $0.minX && x < $0.maxX } ?? (x < (areas.first?.minX ?? 0) ? 0 : areas.count - 1)
    }

    /// `events` with their pointer positions moved from this arrangement into `other`: a press
    /// picks the view it lands in, and its moves and release go with it.
    func carry(_ events: [ScriptedEvent], into other: LaneArrangement) -> [ScriptedEvent] {
        guard self != other, let target = other.areas.first else { return events }
        var pressed: Int?
        return events.map { scripted in
            guard let point = scripted.event.location else { return scripted }
            let source: Int
            switch scripted.event {
            case .pointerDown(_, .primary):
                source = view(atX: point.x)
                pressed = source
            case .pointerUp(_, .primary):
                source = pressed ?? view(atX: point.x)
                pressed = nil
            default:
                source = pressed ?? view(atX: point.x)
            }
            let from = areas[source]
            let fx = from.width > 0 ? (point.x - from.minX) / from.width : 0
            let fy = from.height > 0 ? (point.y - from.minY) / from.height : 0
            let moved = Point(x: target.minX + fx * target.width, y: target.minY + fy * target.height)
            var carried = scripted
            carried.event = scripted.event.offset(by: Point(x: moved.x - point.x, y: moved.y - point.y))
            return carried
        }
    }

    /// The presses among `events` that land in no view (between two lanes, on a lane's header):
    /// in compare mode they reach no lane.
    func pressesOutside(_ events: [ScriptedEvent]) -> [ScriptedEvent] {
        events.filter { scripted in
            guard case .pointerDown(let point, .primary) = scripted.event else { return false }
            return !areas.contains { $0.contains(point) }
        }
    }
}
