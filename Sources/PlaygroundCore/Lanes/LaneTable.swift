import Foundation
import Scene

/// The animation record laid out for the lanes panel: rows on the recording's time axis
/// (frame-clock seconds since the recording began), grouped by node, with the exact value of
/// each row's property at any time.
struct LaneTable {
    /// One lane, or the header of a group of lanes (a node, an animator, a timer).
    struct Row {
        /// The node's name (the group), with the scene's name in the gallery.
        var group: String
        /// The property; empty for a group's header.
        var property: String
        /// Index in `LaneTable.lanes`; nil for a header.
        var lane: Int?
    }

    /// A lane with its times converted to the recording's.
    struct Lane {
        var record: AnimationLane
        var part: SessionAnimationRecord.Part
        /// The segments' starts and ends (recording seconds; an open end is the record's end).
        var bars: [(start: Double, end: Double, segment: AnimationSegment)]
        /// Tick times (recording seconds).
        var ticks: [Double]

        /// The property's value at recording time `time`: the segment playing then, else the
        /// value the last one left (or the first one's start value before it); nil for ticks.
        func value(at time: Double) -> [Double]? {
            guard !bars.isEmpty else { return nil }
            let scene = part.sceneTime(atFrame: time)
            if let playing = bars.last(where: { $0.start <= time && time <= $0.end }) {
                return playing.segment.value(at: scene)
            }
            if let before = bars.last(where: { $0.end < time }) {
                return before.segment.value(at: before.segment.end ?? scene)
            }
            return bars.first?.segment.from.components
        }

        /// The segment playing at, or last before, recording time `time`.
        func segment(near time: Double) -> AnimationSegment? {
            (bars.last { $0.start <= time } ?? bars.first)?.segment
        }
    }

    var rows: [Row] = []
    var lanes: [Lane] = []
    /// The recording's end (seconds).
    var end: Double

    init(record: SessionAnimationRecord, end: Double) {
        self.end = end
        let multipleScenes = record.parts.count > 1
        for part in record.parts {
            var lastOwner: (path: String, occurrence: Int)?
            // Each node's lanes together, nodes in the order they first animated.
            var order: [String: Int] = [:]
            for lane in part.recorder.lanes where order["\(lane.ownerOccurrence) \(lane.owner)"] == nil {
                order["\(lane.ownerOccurrence) \(lane.owner)"] = order.count
            }
            let grouped = part.recorder.lanes.enumerated().sorted { a, b in
                let (ka, kb) = (order["\(a.element.ownerOccurrence) \(a.element.owner)"] ?? 0, order["\(b.element.ownerOccurrence) \(b.element.owner)"] ?? 0)
                return ka != kb ? ka < kb : a.offset < b.offset
            }.map(\.element)
            let names = Self.distinctNames(of: grouped)
            for lane in grouped {
                let name = names["\(lane.ownerOccurrence) \(lane.owner)"] ?? lane.ownerName
                let group = multipleScenes ? "\(part.name) · \(name)" : name
                if lastOwner.map({ $0.path != lane.owner || $0.occurrence != lane.ownerOccurrence }) ?? true {
                    rows.append(Row(group: group, property: "", lane: nil))
                    lastOwner = (lane.owner, lane.ownerOccurrence)
                }
                let bars = lane.segments.map { segment in
                    (start: part.frameTime(atScene: segment.start),
                     end: segment.end.map { part.frameTime(atScene: $0) } ?? end, segment: segment)
                }
                lanes.append(Lane(record: lane, part: part, bars: bars, ticks: lane.ticks.map { part.frameTime(atScene: $0) }))
                rows.append(Row(group: group, property: lane.property, lane: lanes.count - 1))
            }
        }
    }

    /// A label per node (keyed by occurrence and path): its name, with as many of its ancestors'
    /// names as tell it from other nodes of the same name, and "#n" for nodes of the same path.
    static func distinctNames(of lanes: [AnimationLane]) -> [String: String] {
        var owners: [(key: String, parts: [Substring], occurrence: Int)] = []
        for lane in lanes where !owners.contains(where: { $0.key == "\(lane.ownerOccurrence) \(lane.owner)" }) {
            owners.append(("\(lane.ownerOccurrence) \(lane.owner)", lane.owner.split(separator: "/"), lane.ownerOccurrence))
        }
        func label(_ parts: [Substring], _ depth: Int) -> String { parts.suffix(depth).joined(separator: "/") }
        var names: [String: String] = [:]
        for owner in owners {
            var depth = 1
            while depth < owner.parts.count, owners.contains(where: {
                $0.parts != owner.parts && label($0.parts, depth) == label(owner.parts, depth)
            }) {
                depth += 1
            }
            let base = label(owner.parts, depth)
            names[owner.key] = owner.occurrence > 0 ? "\(base) #\(owner.occurrence + 1)" : base
        }
        return names
    }

    /// Rows of lanes only (what ↑/↓ steps through).
    var laneRows: [Int] { rows.indices.filter { rows[$0].lane != nil } }

    /// The lanes of the row: itself, or every lane of a header's group.
    func lanes(ofRow index: Int) -> [Int] {
        guard rows.indices.contains(index) else { return [] }
        if let lane = rows[index].lane { return [lane] }
        var found: [Int] = []
        var next = index + 1
        while next < rows.count, let lane = rows[next].lane {
            found.append(lane)
            next += 1
        }
        return found
    }

    /// Short text for a value's components: numbers to three decimals, pairs and quadruples
    /// in parentheses.
    static func text(_ value: [Double]?) -> String {
        guard let value, !value.isEmpty else { return "" }
        let parts = value.map { abs($0) < 0.0005 ? "0" : String(format: "%.3f", $0) }
        return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: ", ") + ")"
    }
}
