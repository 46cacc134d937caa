import Demos
import Geometry
import Input
import Raster
import Scene

/// All the registry's demos live at once, each laid out in its own tile at the tile's size (a
/// demo re-lays itself out, it is never a scaled bitmap), on one clock. A press goes to the
/// tile under it (and the rest of that press too, wherever the pointer goes); keys go to the
/// focused tile, the last one pressed. Return or a double click opens the focused demo full size.
public final class GalleryDemo: Demo {
    /// How the gallery of `registry`'s demos appears in tabs and `--demo gallery` (number 0).
    public static func descriptor(for registry: DemoRegistry) -> DemoDescriptor {
        DemoDescriptor(number: 0, name: "gallery", title: "Gallery") { context in
            GalleryDemo(registry: registry, context: context)
        }
    }

    /// Seconds between two presses that make a double click, as most desktops use.
    static let doubleClickInterval = 0.4

    /// Each registry demo, in number order, with its live instance sized to its tile.
    public let entries: [(descriptor: DemoDescriptor, demo: Demo)]
    private let chrome: GalleryChrome
    private let focused = State(0)
    private var size: Size
    /// The tile that owns the press in progress.
    private var pressedTile: Int?
    private var lastPress: (tile: Int, time: Double, point: Point)?
    /// Asks the host to show a tile's demo full size (Return, double click).
    private let openDemo: ((DemoDescriptor) -> Void)?

    /// The tile of each scene after the chrome, as the last `forEachScene` listed them.
    private var sceneTiles: [Int] = []

    /// The gallery's own keys first, then the focused demo's.
    public private(set) var keyBindings = KeyBindingTable()

    /// Builds one demo per entry of `registry`, each sized to its tile at `context.size`; tile 0 is focused.
    public init(registry: DemoRegistry, context: DemoContext) {
        size = context.size
        openDemo = context.openDemo
        let layout = GalleryLayout(count: registry.demos.count, size: context.size)
        entries = registry.demos.enumerated().map { index, descriptor in
            var tileContext = context
            // A tile's demo is not the one shown: it asks nothing of the host.
            tileContext.openDemo = nil
            tileContext.size = index < layout.contents.count ? layout.contents[index].size : .zero
            return (descriptor, descriptor.make(tileContext))
        }
        chrome = GalleryChrome(titles: registry.demos.map { "\($0.number)  \($0.title)" }, text: context.text,
                               size: context.size, focused: focused)
        rebuildKeyBindings()
    }

    /// The focused tile's index.
    public var focusedIndex: Int { focused.value }

    /// The tiles' content areas for the current size, in the gallery's coordinates.
    public var tileContents: [Rect] { chrome.currentLayout.contents }

    /// Focuses tile `index` so keys go to its demo; out-of-range indices are ignored.
    public func focus(_ index: Int) {
        guard entries.indices.contains(index), index != focused.value else { return }
        focused.value = index
        rebuildKeyBindings()
    }

    private func rebuildKeyBindings() {
        let table = KeyBindingTable()
        table.bind("return", summary: "Open the focused demo full size") { [unowned self] in open(focused.value) }
        table.bind("tab", summary: "Focus the next tile") { [unowned self] in focus((focused.value + 1) % max(entries.count, 1)) }
        if entries.indices.contains(focused.value) {
            for command in entries[focused.value].demo.keyBindings.commands { table.add(command) }
        }
        keyBindings = table
    }

    private func open(_ index: Int) {
        guard entries.indices.contains(index) else { return }
        openDemo?(entries[index].descriptor)
    }

    private func layout(for size: Size) -> GalleryLayout {
        if self.size != size {
            self.size = size
            chrome.resize(to: size)
        }
        return chrome.currentLayout
    }

    /// Advances the gallery chrome and every tile's demo to scene time `time` (seconds).
    public func advance(to time: Double) {
        chrome.scene.advance(to: time)
        chrome.scene.layoutIfNeeded()
        for entry in entries { entry.demo.advance(to: time) }
    }

    /// A resize re-lays every tile; a press focuses its tile (a double click opens it) and that press's
    /// moves and release go to the same tile, in its own coordinates. Other events are not consumed.
    public func handle(_ event: InputEvent, size: Size, time: Double) -> Bool {
        let layout = layout(for: size)
        switch event {
        case .resized:
            for (index, entry) in entries.enumerated() where index < layout.contents.count {
                _ = entry.demo.handle(.resized(layout.contents[index].size), size: layout.contents[index].size, time: time)
            }
            return true
        case .pointerDown(let point, _):
            guard let tile = layout.tile(at: point) else { return false }
            focus(tile)
            if let last = lastPress, last.tile == tile, time - last.time <= GalleryDemo.doubleClickInterval,
               last.point.distance(to: point) < 6 {
                lastPress = nil
                open(tile)
                return true
            }
            lastPress = (tile, time, point)
            pressedTile = tile
            return forward(event, to: tile, layout: layout, time: time)
        case .pointerMoved(let point):
            if let tile = pressedTile { return forward(event, to: tile, layout: layout, time: time) }
            guard let tile = layout.tile(at: point) else { return false }
            return forward(event, to: tile, layout: layout, time: time)
        case .pointerUp:
            guard let tile = pressedTile else { return false }
            pressedTile = nil
            return forward(event, to: tile, layout: layout, time: time)
        case .wheel:
            return false
        default:
            return false
        }
    }

    /// Hands a pointer event to a tile's demo, in that demo's own coordinates.
    private func forward(_ event: InputEvent, to tile: Int, layout: GalleryLayout, time: Double) -> Bool {
        guard entries.indices.contains(tile), tile < layout.contents.count else { return false }
        let content = layout.contents[tile]
        let local = event.offset(by: Point(x: -content.minX, y: -content.minY))
        return entries[tile].demo.handle(local, size: content.size, time: time)
    }

    /// True while any tile animates or the chrome has something to repaint.
    public var isAnimating: Bool { entries.contains { $0.demo.isAnimating } || chrome.scene.needsRedraw }

    /// Applies the reduce-motion setting to the chrome and every tile's demo.
    public func setReduceMotion(_ enabled: Bool) {
        chrome.scene.reduceMotion = enabled
        for entry in entries { entry.demo.setReduceMotion(enabled) }
    }

    /// Every tile's demo, by name: their parameters are addressed as `drawer.duration`.
    public var parts: [(name: String, demo: Demo)] { entries.map { ($0.descriptor.name, $0.demo) } }

    /// "chrome", or the tile's number and demo.
    public func describeScene(_ index: Int) -> String {
        guard index > 0 else { return "gallery chrome" }
        guard sceneTiles.indices.contains(index - 1) else { return "gallery scene \(index)" }
        let descriptor = entries[sceneTiles[index - 1]].descriptor
        return "gallery tile \(descriptor.number) (\(descriptor.name))"
    }

    /// The chrome (tiles, titles) laid out at `size`, then each tile's demo laid out in its
    /// tile's content rectangle.
    public func forEachScene(size: Size, _ body: (SceneGraph, Rect) -> Void) {
        let layout = layout(for: size)
        sceneTiles.removeAll(keepingCapacity: true)
        body(chrome.scene, Rect(origin: .zero, size: size))
        for (index, entry) in entries.enumerated() where index < layout.contents.count {
            let content = layout.contents[index]
            guard content.width >= 1, content.height >= 1 else { continue }
            entry.demo.forEachScene(size: content.size) { scene, rect in
                sceneTiles.append(index)
                body(scene, rect.offsetBy(dx: content.minX, dy: content.minY))
            }
        }
    }
}

extension DemoRegistry {
    /// The gallery of this registry's demos (number 0).
    public var gallery: DemoDescriptor { GalleryDemo.descriptor(for: self) }
}
