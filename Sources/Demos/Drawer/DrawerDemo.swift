import Animation
import Geometry
import Input
import Raster
import Scene

/// D4 · Interactive drawer (seed 003): a drawer over a contact detail page, driven by a property
/// animator that a button starts and a drag scrubs, continues and reverses — the article's
/// `UIViewPropertyAnimator` code on the engine's `PropertyAnimator`.
///
/// Keys: Space toggles the drawer as the button does, `V` switches between the original's
/// ease-out and a spring that continues a released drag at the finger's speed.
///
/// Parameters (see `DrawerModel` for how each applies mid-animation): `duration`, `timing`,
/// `curve`, `dampingRatio`, `travel`.
public final class DrawerDemo: SceneDemo {
    /// The drawer's height in points.
    public static let drawerHeight = DrawerModel.drawerHeight
    /// Points between the closed and the open drawer the demo starts with (the `travel`
    /// parameter's default, the original's 305).
    public static let defaultTravel = DrawerModel.defaultTravel
    /// The original's drawer colour.
    public static let drawerColor = Color(red: 0.851, green: 0.843, blue: 0.843)

    private let model: DrawerModel
    /// The animator's duration and timing, then the drawer's geometry.
    private let declaredParameters: [AnyParameter]

    /// Builds the drawer demo on a white background with a closed drawer and binds its keys.
    public init(context: DemoContext) {
        let runLoop = SceneRunLoop()
        let model = DrawerModel(runLoop: runLoop)
        self.model = model
        declaredParameters = [model.duration, model.timing, model.curve, model.dampingRatio, model.travel, model.scrubsLinearly]
        super.init(root: DrawerDemo.body(model), context: context, runLoop: runLoop)
        scene.minimumLayoutSize = DrawerMetrics.minimumLayoutSize
        scene.backgroundColor = .white
        bindKeys()
    }

    /// The contact page, the drawer hanging from the bottom edge, and the readout above both.
    private static func body(_ model: DrawerModel) -> Node {
        let rowsInset = State(0.0)
        let pageScale = State(1.0)
        return ZStack(alignment: .bottom) {
            GeometryReader { size in
                ContactPage.make(DrawerMetrics(size: size), rowsInset: rowsInset)
                    .anchorPreference(ContactPage.anchors, value: ContactPage.pageTag)
            }
            // Like the original's bottom constraint of −305: only the drawer's top 45 points
            // (350 − travel) take part in layout, at the bottom; the rest hangs below the demo's
            // bottom edge.
            drawer(model, scale: pageScale)
                .frame(height: model.visibleHeight.value, alignment: .top)
                .bind(model.visibleHeight, animation: nil) { frame, visible in frame.height = visible }
            // SwiftUI's `TimelineView(.animation(paused: animator == nil))`: the readout follows
            // the animator on every frame while there is one, and the demo idles without.
            If(model.hasAnimator) {
                Node(debugName: "ReadoutClock").onFrame { [unowned model] _, _ in model.sampleReadout() }
            }
        }
        // The readout floats above everything, just over the closed drawer: a moving drawer and
        // the readout's changing values then damage one band near the bottom, not the whole demo.
        .overlay(GeometryReader { size in
            let metrics = DrawerMetrics(size: size)
            let margin = metrics.readoutMargin
            DrawerReadoutPanel.make(model.readout, timingLabel: model.timingLabel, metrics)
                .anchorPreference(ContactPage.anchors, value: DrawerReadoutPanel.tag)
                .padding(0)
                .bind(model.visibleHeight, animation: nil) { padding, visible in
                    padding.insets = EdgeInsets(top: margin, leading: margin, bottom: visible + margin, trailing: margin)
                }
                .frame(width: size.width, height: size.height, alignment: .bottomTrailing)
        }
        .allowsHitTesting(false))
        // Where the readout floats over the detail rows, they end short of it: it never covers
        // their separators (the column's frame, inset included, is what is read, so the inset
        // settles in one pass).
        .onAnchors(ContactPage.anchors) { anchors in
            var inset = 0.0
            if let rows = anchors[ContactPage.rowsTag], let readout = anchors[DrawerReadoutPanel.tag],
               readout.width > 0, readout.height > 0, readout.minY < rows.maxY, readout.maxY > rows.minY {
                inset = max(0, rows.maxX - readout.minX + DrawerReadoutPanel.clearance)
            }
            if rowsInset.value != inset { rowsInset.value = inset }
            // The drawer's label shrinks with the page's text in a small tile.
            if let page = anchors[ContactPage.pageTag] {
                let scale = DrawerMetrics(size: page.size).scale
                if pageScale.value != scale { pageScale.value = scale }
            }
        }
    }

    /// The drawer: full width, 350 points tall, clipped, with the "Toggle Drawer" button 8 points
    /// from its top and the pan gesture on the whole drawer; translated by the model's `offset`
    /// (−openness × travel), always as a jump: the animator moves the openness, frame by frame.
    private static func drawer(_ model: DrawerModel, scale: State<Double>) -> Node {
        let drawer = ZStack(alignment: .top) {
            Rectangle().fill(drawerColor)
            Button(action: { [unowned model] in model.toggleDrawerTapped() }) {
                Text("Toggle Drawer", font: FontSpec(size: 15), color: DrawerMetrics.link)
                    .bind(scale, animation: nil) { label, scale in label.font = FontSpec(size: max(10, 15 * scale)) }
                    .padding(horizontal: 8, vertical: 6)
            }
            .padding(EdgeInsets(top: 8))
        }
        .frame(height: drawerHeight)
        .clipShape(.rectangle)
        // Without animation whatever the transaction: the animator's frames move it smoothly.
        .bind(model.offset, animation: nil) { drawer, offset in drawer.offset = Point(x: 0, y: offset) }
        .gesture(DragGesture()
            .onBegan { [unowned model] _ in model.dragBegan() }
            .onChanged { [unowned model] drag in model.dragChanged(translation: drag.translation.y) }
            .onEnded { [unowned model] drag in model.dragEnded(velocity: drag.velocity.y) }
            .onCancelled { [unowned model] in model.dragEnded(velocity: 0) })
        // The outlet: the node the animator moves (through the model's openness).
        model.drawer = drawer
        return drawer
    }

    private func bindKeys() {
        let model = self.model
        keyBindings.bind("space", summary: "Toggle the drawer (as the button does)") { model.toggleDrawerTapped() }
        keyBindings.bind("v", summary: "Switch the timing: ease-out or spring") { model.switchTiming() }
    }

    public override var parameters: [AnyParameter] { declaredParameters }

    // MARK: Observation (tests, tools)

    /// Whether the drawer is open (updated when an animation completes, as in the original).
    public var isDrawerOpen: Bool { model.isDrawerOpen }
    /// The animator moving the drawer, nil between animations.
    public var animator: PropertyAnimator? { model.animator }
    /// The drawer's offset on screen now, in points: 0 closed, −travel open.
    public var drawerOffset: Double { model.drawer?.presentationOffset.y ?? 0 }
    /// Points between the closed and the open drawer now (the `travel` parameter).
    public var travel: Double { model.travel.value }
    /// Points of the closed drawer that show above the demo's bottom edge now: 350 − travel.
    public var visibleHeight: Double { model.visibleHeight.value }
    /// `fractionComplete` when the current drag began.
    public var drawerPanStart: Double { model.drawerPanStart }
    /// The timing new animators and released drags use (the `timing` parameter).
    public var timing: DrawerCurve { model.curveKind }
    /// The timing the last released drag continued with.
    public var lastContinuationTiming: AnimatorTiming? { model.lastContinuationTiming }
    /// What the readout shows.
    public var readout: DrawerReadout { model.readout.value }
    /// The readout's timing line: "ease-out", another curve's name or "bezier", "spring 0.8".
    public var timingLabel: String { model.timingLabel.value }
}

extension DemoDescriptor {
    /// D4 · the interactive drawer of seed 003 (key 4, `--demo drawer`).
    public static let drawer = DemoDescriptor(number: 4, name: "drawer", title: "Drawer") { DrawerDemo(context: $0) }
}
