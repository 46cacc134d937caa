import Geometry

/// Where everything of the playground window goes, worked out in one place from the window's
/// size and what is shown: the demo's area, the bar under it, the inspector beside it, and the
/// tools over it. All rectangles in window points; a hidden part has no rectangle.
public struct SessionLayout: Equatable, Sendable {
    /// The window's logical size.
    public var size: Size
    /// Whether the bar shows along the bottom edge (`H` hides it).
    public var showsBar: Bool
    /// Whether the inspector shows at the right of the demo (`F8`).
    public var showsInspector: Bool

    /// A layout for a window of `size` points.
    public init(size: Size, showsBar: Bool, showsInspector: Bool = false) {
        self.size = size
        self.showsBar = showsBar
        self.showsInspector = showsInspector
    }

    /// The inspector's width: `InspectorPanel.width`, or what a narrower window has.
    public var inspectorWidth: Double { showsInspector ? min(InspectorPanel.width, size.width) : 0 }

    /// The demo's size: the window less the bar and, while it shows, the inspector.
    public var contentSize: Size {
        let height = showsBar ? max(size.height - PlaygroundBar.height, 0) : size.height
        return Size(width: max(size.width - inspectorWidth, 0), height: height)
    }

    /// The demo's area, at the window's top-left.
    public var content: Rect { Rect(origin: .zero, size: contentSize) }

    /// The bar's strip across the bottom (nil while hidden).
    public var bar: Rect? {
        guard showsBar else { return nil }
        return Rect(x: 0, y: contentSize.height, width: size.width, height: min(PlaygroundBar.height, size.height))
    }

    /// The inspector's column at the right of the demo (nil while closed).
    public var inspector: Rect? {
        guard showsInspector else { return nil }
        return Rect(x: contentSize.width, y: 0, width: inspectorWidth, height: contentSize.height)
    }

    /// The scrubber's strip over the bottom of the demo's area, across the window.
    public var scrubber: Rect {
        let content = contentSize
        let bottom = content.height - lanesHeight
        // Across the demo's area: the inspector beside it keeps its full height.
        return Rect(x: 0, y: max(bottom - ScrubberStrip.height, 0), width: content.width,
                    height: min(ScrubberStrip.height, max(bottom, 0)))
    }

    /// Whether the animation lanes show under the scrubber's strip.
    public var showsLanes = false

    /// Points the lanes take at the bottom of the content (0 when hidden).
    public var lanesHeight: Double { showsLanes ? LanesPanel.height(forContent: contentSize.height) : 0 }

    /// The animation lanes, under the scrubber's strip, while they show.
    public var lanes: Rect? {
        guard showsLanes else { return nil }
        let height = lanesHeight
        return Rect(x: 0, y: max(contentSize.height - height, 0), width: contentSize.width, height: height)
    }

    /// Margin between the HUD and the demo area's top-right corner, in points.
    public static let hudMargin = 12.0

    /// The HUD of `size` at the demo area's top-right corner.
    public func hud(size hudSize: Size) -> Rect {
        Rect(x: max(contentSize.width - hudSize.width - Self.hudMargin, 0), y: Self.hudMargin,
             width: hudSize.width, height: hudSize.height)
    }

    /// A toast of `size` centred near the top of the demo's area: the demos keep their controls
    /// along the bottom (the drawer's Toggle Drawer, the timer's buttons, the pager), which a
    /// message must not cover.
    public func toast(size toastSize: Size) -> Rect {
        let area = content
        return Rect(x: (area.midX - toastSize.width / 2).rounded(), y: (area.minY + 16).rounded(),
                    width: toastSize.width, height: toastSize.height)
    }
}
