import Animation
import Geometry
import Input
import Raster
import Scene

/// The inspector (F8): a side panel generated from a demo's declared parameters — a slider for a
/// number or a fixed set of values, a segmented control for a choice, a switch for a toggle, a
/// swatch for a colour, the curve and spring editors for timing curves and springs — in a scene
/// of its own, laid out at whatever height it is given and scrolled by the wheel when taller.
///
/// Every control edits its parameter (and so the demo, live); a change made elsewhere (a key in
/// the demo, `--set`, R) shows in the control. The keyboard works on the focused row: Tab and
/// Shift+Tab move the focus, ←/→ adjust it, R resets every parameter, C copies the parameters
/// as code. The wheel scrolls the panel up and down; a sideways turn steps the slider under the
/// pointer.
public final class InspectorPanel {
    /// The panel's width in points; the demo is laid out in what is left.
    public static let width = 360.0
    /// Points a wheel notch scrolls.
    public static let scrollStep = 40.0

    /// The panel's own scene; its size is the panel's (`width` × the demo area's height).
    public let scene: SceneGraph
    /// The parameters shown, in their declared order.
    public let parameters: [AnyParameter]
    /// The row with the keyboard focus (an index into `parameters`).
    public let focusedRow = State(0)
    /// How far the content is scrolled, in points (0…content height − panel height).
    public let scrollOffset = State(0.0)
    /// Called with the parameters as code when C is pressed (the host puts it on the clipboard).
    public var onCopy: ((String) -> Void)?

    private let content: Node
    /// The animations running in the demo, under the controls.
    private let runningList: RunningAnimationsList
    /// Each curve parameter's editor's progress dot.
    private let curveProgress: [(parameter: AnyParameter, progress: State<Double?>)]
    /// Whether the last `showRunning` listed anything (the host refreshes once more after).
    public private(set) var isShowingRunning = false
    /// The panel's frame, sized to the scene.
    private let root: FrameNode
    /// Holds the content at its ideal height (taller than the panel when it must scroll), so
    /// nothing in it is squeezed to the panel's height.
    private let holder: FrameNode
    private var rows: [InspectorRow] = []
    private var subscriptions: [Subscription] = []
    let demoName: String

    /// - Parameters:
    ///   - editor: the editor node for a curve or spring parameter (nil: its value as text); the
    ///     state is the progress (0…1, nil: none) of a running animation on that curve, which
    ///     the panel keeps up to date (`showRunning`).
    ///   - header: shown under the title, above the controls (compare mode's lane selector).
    public init(parameters: [AnyParameter], demoName: String, title: String, text: TextRasterizer, height: Double,
                header: Node? = nil, editor: (AnyParameter, State<Double?>) -> Node? = { _, _ in nil }) {
        self.parameters = parameters
        self.demoName = demoName
        let focused = focusedRow
        var built: [InspectorRow] = []
        var progress: [(AnyParameter, State<Double?>)] = []
        for (index, parameter) in parameters.enumerated() {
            let state = State<Double?>(nil)
            if case .curve = parameter.kind { progress.append((parameter, state)) }
            built.append(InspectorRow(parameter: parameter, index: index, focused: focused, editor: editor(parameter, state)))
        }
        curveProgress = progress
        let running = RunningAnimationsList()
        runningList = running
        rows = built
        let rowNodes = built.map(\.node)
        let content = VStack(alignment: .leading, spacing: 14) {
            Text(title, font: FontSpec(size: 16, weight: .semibold), color: InspectorPalette.ink)
            Text(parameters.isEmpty ? "This demo declares no parameters."
                    : "Tab / Shift+Tab focus · ←/→ adjust · R resets · C copies as code",
                 font: FontSpec(size: 11), color: InspectorPalette.muted)
            if let header { header }
            // The controls first and the list of what runs under them: the list changes with
            // every animation, and nothing that changes may move a control under the pointer.
            for node in rowNodes { node }
            running.node
        }
        .padding(EdgeInsets(top: 16, leading: 16, bottom: 24, trailing: 16))
        .frame(width: InspectorPanel.width, alignment: .topLeading)
        self.content = content
        let scroll = scrollOffset
        let holder = content.frame(width: InspectorPanel.width, height: 0, alignment: .topLeading)
        self.holder = holder
        // Exactly the scene's size, whatever the content's height: the content hangs from the top.
        let root = ZStack(alignment: .topLeading) {
            Rectangle().fill(InspectorPalette.background)
            Rectangle().fill(InspectorPalette.divider).frame(width: 1)
            holder.bind(scroll) { node, offset in node.offset = Point(x: 0, y: -offset) }
        }
        .frame(width: InspectorPanel.width, height: max(height, 1), alignment: .topLeading)
        self.root = root
        scene = SceneGraph(root: root, size: Size(width: InspectorPanel.width, height: max(height, 1)), text: text)
        scene.backgroundColor = InspectorPalette.background
        for row in rows { subscriptions.append(contentsOf: row.subscriptions) }
        // Measured once in the scene (text needs its rasteriser): the rows keep their heights.
        holder.height = content.sizeThatFits(ProposedSize(width: InspectorPanel.width, height: nil)).height
        scene.layoutIfNeeded()
    }

    /// Height of everything in the panel, in points (may exceed the panel's).
    public var contentHeight: Double { holder.height ?? 0 }

    /// Scrolls by `delta` points (positive: further down), within the content.
    public func scroll(by delta: Double) {
        let limit = max(contentHeight - scene.size.height, 0)
        scrollOffset.value = min(max(scrollOffset.value + delta, 0), limit)
    }

    /// Lays the panel out at `height` points (the demo area's).
    public func resize(height: Double) {
        scene.size = Size(width: InspectorPanel.width, height: max(height, 1))
        root.height = max(height, 1)
        scroll(by: 0)
    }

    /// The panel's keys; returns whether `press` was one of them.
    public func handleKey(_ press: KeyPress) -> Bool {
        guard press.modifiers.subtracting(.shift).isEmpty else { return false }
        switch press.name {
        case "tab":
            guard !rows.isEmpty else { return true }
            let step = press.modifiers.contains(.shift) ? rows.count - 1 : 1
            focusedRow.value = (focusedRow.value + step) % rows.count
            return true
        case "left", "right":
            guard rows.indices.contains(focusedRow.value) else { return true }
            rows[focusedRow.value].adjust(by: press.name == "right" ? 1 : -1)
            return true
        case "r":
            reset()
            return true
        case "c":
            onCopy?(codeText)
            return true
        default:
            return false
        }
    }

    /// Shows `running` (the demo's `SceneGraph.runningAnimations()`), and moves each curve
    /// editor's dot to the progress of an animation running on its curve.
    public func showRunning(_ running: [RunningAnimation]) {
        runningList.show(running)
        isShowingRunning = !running.isEmpty
        for (parameter, progress) in curveProgress {
            guard case .curve(let curve) = parameter.erasedValue else { continue }
            let match = running.first { $0.curve == curve }?.progress
            if progress.value != match { progress.value = match }
        }
    }

    /// Sets every parameter back to its default.
    public func reset() {
        for parameter in parameters { parameter.reset() }
    }

    /// The parameters as SwiftUI, UIKit, Core Animation and CSS (`CodeExport`).
    public var codeText: String { CodeExport.text(demo: demoName, parameters: parameters) }
}

/// The inspector's colours: a light panel beside the demo, like the editors in it.
enum InspectorPalette {
    static let background = Color(r255: 246, g255: 246, b255: 248)
    static let divider = Color(r255: 214, g255: 214, b255: 220)
    static let ink = Color(r255: 28, g255: 28, b255: 30)
    static let muted = Color(r255: 118, g255: 118, b255: 128)
    static let accent = Color(r255: 10, g255: 122, b255: 255)
    static let focus = Color(r255: 10, g255: 122, b255: 255, alpha: 0.10)
    static let listBackground = Color(r255: 234, g255: 234, b255: 239)
}
