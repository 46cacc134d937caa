import Geometry
import Raster
import Scene

/// The slim bar under the demos: a tab per demo (and the gallery) showing which is current, and
/// the clock's state — speed, paused, frame-rate cap. A scene of its own, drawn in its strip.
/// Clicking a tab switches to it; `H` hides the bar.
final class PlaygroundBar: ScenePanel {
    /// The bar's height in points.
    static let height = 32.0
    static let background = Color(red: 0.12, green: 0.12, blue: 0.14)
    static let ink = Color(red: 0.92, green: 0.92, blue: 0.94)
    static let muted = Color(red: 0.62, green: 0.62, blue: 0.66)
    static let selected = Color(red: 0.27, green: 0.27, blue: 0.31)
    static let accent = Color(red: 1.0, green: 0.62, blue: 0.04)

    let scene: SceneGraph
    /// The bar's strip in window points, nil while hidden (the session lays it out).
    var frame: Rect? {
        didSet { if let frame, scene.size != frame.size { scene.size = frame.size } }
    }
    var pointerFrame: Rect? { frame }
    /// The number of the demo shown (0: the gallery).
    let current: State<Int>
    let clockState: State<ClockState>
    /// Called with a tab's number when it is clicked.
    var onSelect: ((Int) -> Void)?
    /// The speed slider's value: follows the clock (`clockState`), and the clock follows it
    /// (`onSpeed`) when it is dragged, clicked, scrolled or keyed.
    let speed = State(1.0)
    /// Called with the speed the slider was set to (scene seconds per frame-clock second).
    var onSpeed: ((Double) -> Void)?
    /// The slider's range: slow motion down to 5 %, up to real time.
    static let speedRange = (lower: 0.05, upper: 1.0)
    private var subscriptions: [Subscription] = []
    /// True while the slider is being moved to the clock's speed (not a user's change).
    private var isFollowingClock = false

    /// What the bar says about the clock.
    struct ClockState: Equatable {
        var speed = 1.0
        var isPaused = false
        /// Frames per second the demo is sampled at (60: no cap).
        var frameRateCap = 60
        var reduceMotion = false
    }

    /// What the demo shown says about itself (`Demo.status`): empty for most demos.
    let status = State("")
    private let select = SelectTab()
    private let text: TextRasterizer

    init(tabs: [(number: Int, title: String)], text: TextRasterizer, width: Double, current: Int) {
        let current = State(current)
        let clockState = State(ClockState())
        self.current = current
        self.clockState = clockState
        self.text = text
        self.tabs = tabs
        let root = PlaygroundBar.makeRoot(tabs: tabs, text: text, current: current, clockState: clockState, speed: speed,
                                          status: status, showsStatus: false, select: select)
        scene = SceneGraph(root: root, size: Size(width: width, height: PlaygroundBar.height), text: text)
        scene.backgroundColor = PlaygroundBar.background
        select.action = { [unowned self] number in onSelect?(number) }
        subscriptions.append(clockState.subscribe { [unowned self] state in
            // A speed past the slider's range (`--speed 4`) pins the thumb at the end without
            // becoming the clock's speed.
            isFollowingClock = true
            self.speed.value = min(max(state.speed, PlaygroundBar.speedRange.lower), PlaygroundBar.speedRange.upper)
            isFollowingClock = false
        })
        subscriptions.append(speed.subscribe { [unowned self] value in
            if !isFollowingClock, abs(value - clockState.value.speed) > 1e-9 { onSpeed?(value) }
        })
    }

    /// The bar's tree for `tabs`: the tabs, the demo's status, the speed slider and the clock.
    private static func makeRoot(tabs: [(number: Int, title: String)], text: TextRasterizer, current: State<Int>,
                                 clockState: State<ClockState>, speed: State<Double>, status: State<String>,
                                 showsStatus: Bool, select: SelectTab) -> Node {
        // Below the width the full tab titles need beside the slider and the clock, the tabs show
        // their numbers only: squeezed, a title would wrap onto a second line taller than the bar.
        let tabWidths = tabs.map { text.measure(PlaygroundBar.label(of: $0, compact: false), font: PlaygroundBar.tabFont).width }
        let fullWidth = tabWidths.reduce(0) { $0 + $1 + 2 * PlaygroundBar.tabPadding + 4 }
            + 20 + 8 + 110 + 10 + text.measure(PlaygroundBar.describe(ClockState(speed: 0.25, isPaused: true)), font: PlaygroundBar.tabFont).width
        return SizeReader { size in
            HStack(spacing: 4) {
                for tab in tabs {
                    PlaygroundBar.tab(tab, current: current, compact: size.map { $0.width < fullWidth }) { select.action?(tab.number) }
                }
                Spacer(minLength: 8)
                if showsStatus {
                    Text(status, font: FontSpec(size: 12), color: PlaygroundBar.muted)
                        .named("DemoStatus")
                        .fixedSize()
                    Spacer().frame(width: 10)
                }
                Slider(value: speed, from: PlaygroundBar.speedRange.lower, through: PlaygroundBar.speedRange.upper, step: 0.05)
                    .tint(PlaygroundBar.accent)
                    // Gives way first in a narrow window: the clock's state never wraps.
                    .frame(minWidth: 24, maxWidth: 110)
                    .named("SpeedSlider")
                Spacer().frame(width: 10)
                Text("", font: FontSpec(size: 12, weight: .semibold), color: PlaygroundBar.ink)
                    .bind(clockState) { label, state in label.string = PlaygroundBar.describe(state) }
                    .bind(clockState) { label, state in
                        label.color = state.isPaused || state.speed != 1 || state.frameRateCap != 60 ? PlaygroundBar.accent : PlaygroundBar.muted
                    }
                    .named("ClockState")
                    .fixedSize()
            }
            .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 12))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    /// The tabs shown; changed when a demo is added (a Lottie file dropped onto the window).
    var tabs: [(number: Int, title: String)] {
        didSet { rebuild() }
    }
    /// Whether the demo's status line has a place (only a demo with one: others keep the bar
    /// as it always was).
    var showsStatus = false {
        didSet { if showsStatus != oldValue { rebuild() } }
    }

    private func rebuild() {
        scene.setRoot(PlaygroundBar.makeRoot(tabs: tabs, text: text, current: current, clockState: clockState, speed: speed,
                                             status: status, showsStatus: showsStatus, select: select))
    }

    /// "paused · 25 % · 12 fps", or "100 %" when nothing is changed.
    static func describe(_ state: ClockState) -> String {
        var parts: [String] = []
        if state.isPaused { parts.append("paused — F6 steps") }
        parts.append("\(Int((state.speed * 100).rounded())) %")
        if state.frameRateCap != 60 { parts.append("\(state.frameRateCap) fps") }
        if state.reduceMotion { parts.append("reduce motion") }
        return parts.joined(separator: "  ·  ")
    }

    static let tabFont = FontSpec(size: 12, weight: .semibold)
    /// Points between a tab's label and its pill's edge, each side.
    static let tabPadding = 10.0

    /// "2  Menu", or "2" when the bar is too narrow for titles.
    static func label(of tab: (number: Int, title: String), compact: Bool) -> String {
        compact ? "\(tab.number)" : "\(tab.number)  \(tab.title)"
    }

    private static func tab(_ tab: (number: Int, title: String), current: State<Int>, compact: DerivedState<Bool>,
                            action: @escaping () -> Void) -> Node {
        Button(action: action) {
            Text(label(of: tab, compact: false), font: tabFont, color: PlaygroundBar.muted)
                .bind(compact) { label, compact in label.string = PlaygroundBar.label(of: tab, compact: compact) }
                .bind(current) { label, number in label.color = number == tab.number ? PlaygroundBar.ink : PlaygroundBar.muted }
                .padding(horizontal: tabPadding, vertical: 5)
                .background(RoundedRectangle(cornerRadius: 6).fill(.clear)
                    .bind(current) { pill, number in pill.fillColor = number == tab.number ? PlaygroundBar.selected : .clear })
        }
        .named("Tab.\(tab.number)")
    }
}

/// Lets the tabs call back into the bar, which does not exist yet while they are built.
private final class SelectTab {
    var action: ((Int) -> Void)?
}
