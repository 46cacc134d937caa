import Geometry
import Raster
import Scene

/// The frame HUD (F2): what a frame costs, drawn over the demo — frames per second, a rolling
/// bar graph of the last 240 frames split by stage against the 16.7 ms budget, dropped frames,
/// the hitch-time ratio, the median and 95th-percentile frame cost, and the HUD's own cost.
///
/// Built from the engine's nodes in a scene of its own: the numbers are `LiveTextNode`s and the
/// graph a `FrameGraphNode`, so with the stats' ring buffer full, `update(with:)` and `draw`
/// allocate nothing. The panel is translucent and the scene does not clear its background: it
/// is painted over whatever lies under it, which the compositor repaints first wherever the
/// HUD changes.
public final class FrameHUD: CompositorLayer {
    /// Points between the panel's edge and its content.
    static let padding = 8.0
    static let numberFont = FontSpec(size: 20, weight: .semibold)
    static let labelFont = FontSpec(size: 11)
    static let valueFont = FontSpec(size: 11, weight: .semibold)
    static let legendFont = FontSpec(size: 9.5)

    /// The panel's size in points (whole points), fixed at `init`.
    public let size: Size
    /// Milliseconds the last `draw` took by the injected stopwatch (0 without one).
    public private(set) var lastDrawMilliseconds = 0.0
    /// Milliseconds the last `update(with:)` took by the injected stopwatch (0 without one).
    public private(set) var lastUpdateMilliseconds = 0.0
    /// The costs the HUD shows when composited (the session's); nil: it keeps what
    /// `update(with:)` last showed.
    public var stats: FrameStats?

    let scene: SceneGraph
    let graph = FrameGraphNode()
    /// Right-aligned in its three digits, so "fps" stays beside it.
    let framesPerSecond = LiveTextNode("0", template: "000", font: FrameHUD.numberFont, color: HUDPalette.ink)
    let ownCost = LiveTextNode("0.00 ms", template: "0.00 ms", font: FrameHUD.labelFont, color: HUDPalette.muted)
    let budget = LiveTextNode("16.7 ms", template: "00.0 ms", font: FrameHUD.legendFont, color: HUDPalette.muted)
    let p50 = LiveTextNode("0.0 ms", template: "000.0 ms", font: FrameHUD.valueFont, color: HUDPalette.ink)
    let p95 = LiveTextNode("0.0 ms", template: "000.0 ms", font: FrameHUD.valueFont, color: HUDPalette.ink)
    let dropped = LiveTextNode("0", template: "0000", font: FrameHUD.valueFont, color: HUDPalette.ink)
    let hitchRatio = LiveTextNode("0.0 ms/s", template: "000.0 ms/s", font: FrameHUD.valueFont, color: HUDPalette.ink)
    private let stopwatch: (() -> UInt64)?

    /// `text` measures and draws the HUD's text; `stopwatch` reads a monotonic clock in
    /// nanoseconds for the HUD's own cost (nil: the cost shows 0 — tests and goldens).
    public init(text: TextRasterizer, stopwatch: (() -> UInt64)? = nil) {
        self.stopwatch = stopwatch
        framesPerSecond.alignment = .trailing
        let root = FrameHUD.layout(graph: graph, framesPerSecond: framesPerSecond, ownCost: ownCost, budget: budget,
                                   p50: p50, p95: p95, dropped: dropped, hitchRatio: hitchRatio)
        scene = SceneGraph(root: root, size: Size(width: 1, height: 1), text: text)
        let fitted = root.sizeThatFits(.unspecified)
        size = Size(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        scene.size = size
        // Painted over the demo: the panel is the only background.
        scene.clearsBackground = false
        scene.layoutIfNeeded()
    }

    /// Shows `stats`: the graph takes a copy, the numbers their new values (and colours: green,
    /// yellow or red by Apple's hitch-ratio bands, and frames per second by the share of the
    /// frames due in the last second that came on time — red means frames late or dropped while
    /// something moved, never a window idling because nothing changed). The HUD's own cost shown is the last frame's update and draw.
    public func update(with stats: FrameStats) {
        let start = stopwatch?() ?? 0
        graph.show(stats)
        framesPerSecond.string = LiveTextNode.format(Double(stats.framesPerSecond), decimals: 0)
        let delivered = stats.deliveredFraction
        framesPerSecond.color = delivered >= 0.95 ? HUDPalette.good : (delivered >= 0.75 ? HUDPalette.warning : HUDPalette.critical)
        ownCost.string = Self.withUnit(lastDrawMilliseconds + lastUpdateMilliseconds, decimals: 2, unit: " ms")
        budget.string = Self.withUnit(stats.budget * 1000, decimals: 1, unit: " ms")
        p50.string = Self.withUnit(stats.p50, decimals: 1, unit: " ms")
        p95.string = Self.withUnit(stats.p95, decimals: 1, unit: " ms")
        p95.color = stats.p95 > stats.budget * 1000 ? HUDPalette.warning : HUDPalette.ink
        dropped.string = LiveTextNode.format(Double(stats.droppedFrames), decimals: 0)
        dropped.color = stats.droppedFrames > 0 ? HUDPalette.critical : HUDPalette.ink
        let ratio = stats.hitchRatio
        hitchRatio.string = Self.withUnit(ratio, decimals: 1, unit: " ms/s")
        hitchRatio.color = ratio < 5 ? HUDPalette.good : (ratio <= 10 ? HUDPalette.warning : HUDPalette.critical)
        lastUpdateMilliseconds = Self.milliseconds(since: start, stopwatch)
    }

    /// Draws the whole panel with its top-left at `origin` (points, in the canvas's current
    /// user space) over whatever the canvas holds; nothing outside the panel is touched. For a
    /// HUD on its own (tests, pictures); in the session the compositor paints it.
    public func draw(in canvas: Canvas, at origin: Point) {
        canvas.save()
        canvas.translate(x: origin.x, y: origin.y)
        canvas.clip(to: Rect(origin: .zero, size: size))
        scene.setNeedsFullRedraw()
        if let region = scene.takeDamage(rootTransform: canvas.transform).region(within: canvas.clipBounds) {
            paint(in: canvas, region: region, fromScratch: false)
        }
        canvas.restore()
    }

    /// Shows the session's `stats` as they are now, and returns what that changed.
    public func takeDamage(transform: Transform) -> Damage {
        if let stats { update(with: stats) }
        return scene.takeDamage(rootTransform: transform)
    }

    /// Paints the panel's part of `region`, timing itself (the HUD shows its own cost).
    public func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool) {
        let start = stopwatch?() ?? 0
        scene.paint(in: canvas, region: region, fromScratch: fromScratch)
        if !fromScratch { lastDrawMilliseconds = Self.milliseconds(since: start, stopwatch) }
    }

    /// The HUD's nodes over `region`.
    public func describe(region: IntRect, transform: Transform) -> [String] {
        ["frame HUD"] + scene.describe(region: region, transform: transform)
    }

    private static func milliseconds(since start: UInt64, _ stopwatch: (() -> UInt64)?) -> Double {
        guard let stopwatch else { return 0 }
        let end = stopwatch()
        return end >= start ? Double(end - start) / 1_000_000 : 0
    }

    /// "12.5 ms": built from small strings, which Swift keeps inline up to 15 bytes, so a
    /// readout changing every frame allocates nothing.
    static func withUnit(_ value: Double, decimals: Int, unit: String) -> String {
        var string = LiveTextNode.format(value, decimals: decimals)
        string.append(unit)
        return string
    }
}
