import Demos
import Geometry
import Input
import Raster
import Scene

/// Compare mode: one demo in two to four lanes side by side, each a live instance laid out at
/// its lane's size with its own parameters, all on one clock. Pointer input is mirrored: an
/// event is delivered to every lane at the same position relative to the lane (the lane a press
/// began in is the reference for the rest of the press), so dragging one drawer drags them
/// all, each with its own physics; keys run in every lane.
///
/// The lanes' parameters are addressed as `a.name` … `d.name`; a bare name sets every lane.
public final class CompareDemo: Demo {
    /// How many lanes a comparison has.
    public static let laneCounts = 2...4

    /// The demo compared.
    public let base: DemoDescriptor
    /// The live instance of each lane, lane A first.
    public let lanes: [Demo]
    private let chrome: CompareChrome
    private var size: Size
    /// The lane the press in progress began in: its origin maps the rest of the press.
    private var pressedLane: Int?
    private var subscriptions: [Subscription] = []
    /// The lane of each scene after the chrome, as the last `forEachScene` listed them.
    private var sceneLanes: [Int] = []

    /// `count` lanes (clamped to `laneCounts`) of fresh `base` instances, each sized to its lane
    /// at `context.size`.
    public init(base: DemoDescriptor, count: Int, context: DemoContext) {
        let count = min(max(count, Self.laneCounts.lowerBound), Self.laneCounts.upperBound)
        self.base = base
        size = context.size
        let layout = CompareLayout(count: count, size: context.size)
        lanes = layout.contents.map { content in
            var laneContext = context
            // A lane is not the demo shown: it asks nothing of the host.
            laneContext.openDemo = nil
            laneContext.size = content.size
            return base.make(laneContext)
        }
        chrome = CompareChrome(count: count, text: context.text, size: context.size)
        for lane in lanes {
            for parameter in lane.parameters {
                subscriptions.append(parameter.subscribeErased { [weak self] in self?.refreshCaptions() })
            }
        }
        refreshCaptions()
    }

    /// The lanes' content areas for the current size, in the compare demo's coordinates.
    public var laneContents: [Rect] { chrome.currentLayout.contents }

    /// What lane `index` sets differently from lane A, as `name = value` pairs in declaration
    /// order (empty for lane A and for a lane set as A is).
    public func differences(ofLane index: Int) -> [(name: String, value: String)] {
        guard index > 0, lanes.indices.contains(index) else { return [] }
        let reference = Dictionary(lanes[0].parameters.map { ($0.name, $0.valueText) }, uniquingKeysWith: { first, _ in first })
        return lanes[index].parameters.compactMap { parameter in
            let value = parameter.valueText
            return reference[parameter.name] == value ? nil : (parameter.name, value)
        }
    }

    /// Gives lane `target` every parameter value of lane `source` (the inspector's "copy").
    public func copySettings(from source: Int, to target: Int) {
        guard lanes.indices.contains(source), lanes.indices.contains(target), source != target else { return }
        for parameter in lanes[target].parameters {
            if let from = lanes[source].parameters.first(where: { $0.name == parameter.name }) {
                parameter.erasedValue = from.erasedValue
            }
        }
    }

    private func refreshCaptions() {
        let captions = lanes.indices.map { index -> String in
            guard index > 0 else { return base.title }
            let differences = differences(ofLane: index)
            return differences.isEmpty ? "as A" : differences.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
        }
        if chrome.captions.value != captions { chrome.captions.value = captions }
    }

    private func layout(for size: Size) -> CompareLayout {
        if self.size != size {
            self.size = size
            chrome.resize(to: size)
        }
        return chrome.currentLayout
    }

    /// Advances the chrome and every lane to scene time `time` (seconds): one clock for all.
    public func advance(to time: Double) {
        chrome.scene.advance(to: time)
        chrome.scene.layoutIfNeeded()
        for lane in lanes { lane.advance(to: time) }
    }

    /// A resize re-lays every lane; pointer events go to every lane at the same lane-relative
    /// position, the wheel to every lane.
    public func handle(_ event: InputEvent, size: Size, time: Double) -> Bool {
        let layout = layout(for: size)
        switch event {
        case .resized:
            for (index, lane) in lanes.enumerated() {
                _ = lane.handle(.resized(layout.contents[index].size), size: layout.contents[index].size, time: time)
            }
            return true
        case .pointerDown(let point, let button):
            // Only the primary button's press owns the reference lane: another button pressed or
            // released during a drag is mirrored from it without ending it.
            if button != .primary { return mirror(event, from: reference(for: point, layout: layout), layout: layout, time: time) }
            guard let lane = layout.contents.firstIndex(where: { $0.contains(point) }) else { return false }
            pressedLane = lane
            return mirror(event, from: lane, layout: layout, time: time)
        case .pointerMoved(let point):
            return mirror(event, from: reference(for: point, layout: layout), layout: layout, time: time)
        case .pointerUp(let point, let button):
            if button != .primary { return mirror(event, from: reference(for: point, layout: layout), layout: layout, time: time) }
            guard let lane = pressedLane else { return false }
            pressedLane = nil
            return mirror(event, from: lane, layout: layout, time: time)
        case .wheel:
            return mirror(event, from: 0, layout: layout, time: time)
        default:
            return false
        }
    }

    /// The lane whose origin maps `point`: the primary press's, else the column under the pointer
    /// (left of every lane, the first; right of them, the last).
    private func reference(for point: Point, layout: CompareLayout) -> Int {
        pressedLane ?? layout.lane(atX: point.x) ?? (point.x < 0 ? 0 : layout.contents.count - 1)
    }

    /// Delivers `event` to every lane at the position it has relative to lane `reference`.
    private func mirror(_ event: InputEvent, from reference: Int, layout: CompareLayout, time: Double) -> Bool {
        let origin = layout.contents[reference].origin
        let local = event.offset(by: Point(x: -origin.x, y: -origin.y))
        var handled = false
        for (index, lane) in lanes.enumerated() {
            if lane.handle(local, size: layout.contents[index].size, time: time) { handled = true }
        }
        return handled
    }

    /// Lane A's keys, each run in every lane.
    public var keyBindings: KeyBindingTable {
        let table = KeyBindingTable()
        let lanes = self.lanes
        for command in lanes[0].keyBindings.commands {
            table.add(KeyCommand(command.chords, label: command.label, summary: command.summary + " (every lane)",
                                 repeats: command.repeats) { press in
                for lane in lanes { _ = lane.keyBindings.handle(press) }
            })
        }
        return table
    }

    /// True while any lane animates or the chrome has something to repaint.
    public var isAnimating: Bool { lanes.contains { $0.isAnimating } || chrome.scene.needsRedraw }

    /// Applies the reduce-motion setting to the chrome and every lane.
    public func setReduceMotion(_ enabled: Bool) {
        chrome.scene.reduceMotion = enabled
        for lane in lanes { lane.setReduceMotion(enabled) }
    }

    /// Every lane, by its prefix: their parameters are addressed as `b.spring`.
    public var parts: [(name: String, demo: Demo)] { lanes.enumerated().map { (CompareLane.partName($0.offset), $0.element) } }

    /// "compare chrome", or the lane's letter and its scene.
    public func describeScene(_ index: Int) -> String {
        guard index > 0 else { return "compare chrome" }
        guard sceneLanes.indices.contains(index - 1) else { return "compare scene \(index)" }
        return "lane \(CompareLane.letter(sceneLanes[index - 1])) (\(base.name))"
    }

    /// The lane scene `index` of `forEachScene` belongs to; nil for the chrome.
    public func lane(ofScene index: Int) -> Int? {
        index > 0 && sceneLanes.indices.contains(index - 1) ? sceneLanes[index - 1] : nil
    }

    /// The chrome laid out at `size`, then each lane's demo laid out in its lane's content area.
    public func forEachScene(size: Size, _ body: (SceneGraph, Rect) -> Void) {
        let layout = layout(for: size)
        sceneLanes.removeAll(keepingCapacity: true)
        body(chrome.scene, Rect(origin: .zero, size: size))
        for (index, lane) in lanes.enumerated() {
            let content = layout.contents[index]
            guard content.width >= 1, content.height >= 1 else { continue }
            lane.forEachScene(size: content.size) { scene, rect in
                sceneLanes.append(index)
                body(scene, rect.offsetBy(dx: content.minX, dy: content.minY))
            }
        }
    }
}
