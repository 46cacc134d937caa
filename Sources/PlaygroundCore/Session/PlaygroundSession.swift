import Animation
import Demos
import Geometry
import Input
import Raster
import Scene

/// The playground without a window: it puts together the demo on show (`DemoHost`), time
/// travel (`SessionRecorder`), the panels and tools, and the compositor that makes them one
/// picture, and routes input to them. The window's frame loop and the headless commands drive
/// the same session through the same calls (`handle`, `advance`, `draw`), so a rendered frame
/// is the frame the window shows.
public final class PlaygroundSession {
    /// What the host should do after an event.
    public enum Command: Equatable, Sendable {
        /// Keep running.
        case none
        /// Quit was asked for (Escape, Ctrl+Q or a quit request from the window).
        case quit
        /// `F12`: write the next frame drawn to `screenshots/` (the host owns the pixels).
        case saveScreenshot
        /// `F9`: write `recordingScript` to `recordings/`.
        case saveSession
        /// `F10`: start or stop recording the window to a clip.
        case toggleClipRecording
    }

    /// The speeds `F4` cycles through.
    public static let speedPresets = DemoHost.speedPresets
    /// The frame rates `F7` cycles through (60: no cap).
    public static let frameRateCaps = DemoHost.frameRateCaps
    /// Seconds of frame time a switch between demos cross-fades for.
    public static let crossFadeDuration = DemoHost.crossFadeDuration
    /// Scene seconds one step (`F6`, `.`) advances a paused clock: one frame at 60 fps.
    public static let stepDuration = DemoHost.stepDuration

    /// The demo on show and its clock.
    public let host: DemoHost
    /// Time travel: what was done since the demo was shown.
    let recorder: SessionRecorder
    /// Makes the frame out of the demo's scenes and the panels.
    public let compositor = Compositor()
    /// Where everything goes in the window.
    public private(set) var layout: SessionLayout
    let bar: PlaygroundBar
    let toast: Toast
    /// `watch`'s failed rebuild, shown until a build succeeds (nil: none).
    var buildErrorBanner: BuildErrorBanner?
    /// The timeline scrubber, while shown (`S`).
    var scrubber: ScrubberStrip?
    /// The animation lanes under the scrubber, while it shows.
    var lanesPanel: LanesPanel?
    /// Lanes held by a freeze (`Z` in the lanes), kept until the demo changes.
    var frozenLanes: [FrozenLane] = []
    /// The lanes' record while it is being made (see `continueRecordingLanes`).
    var lanesBuilder: AnimationRecordBuilder?
    /// The selection and graph of the lanes a re-simulation replaced, for the new ones.
    var previousLanesModel: LanesPanel.Model?
    /// The parameters (name, value text) the scrubbed replay was made with: an edit while
    /// scrubbing is told from them (see `resimulateIfParametersChanged`).
    var scrubbedParameters: [String: String] = [:]
    let inspectorController = InspectorController()
    let keyReference = HelpOverlay()
    /// The debug overlays (F3 cycles `debugOverlay.mode`).
    public let debugOverlay = DebugOverlay()
    /// The frame HUD (F2), made the first time it is shown.
    var hud: FrameHUD?
    /// Sends pointer events to the scrubber, the inspector, the bar or the demo.
    lazy var router = PointerRouter(receivers: [ScrubberReceiver(self), LanesReceiver(self), inspectorController, bar, DemoReceiver(self)])
    /// Routes the events a replay feeds the rebuilt demo: a press being replayed must not take
    /// over the live press on the scrubber, nor the other way round.
    lazy var replayRouter = PointerRouter(receivers: [inspectorController, bar, DemoReceiver(self)])

    /// Global keys, after the demo's own: what they run and what the key reference lists.
    public let globalBindings = KeyBindingTable()
    /// Set by a global binding for `handle` to return.
    var pendingCommand = Command.none
    /// Seconds on the frame loop's run loop (what `render --at` and input scripts count in).
    public internal(set) var frameTime = 0.0
    /// True when something changed since the last draw.
    public internal(set) var needsRedraw = true
    /// The window title for what is shown.
    public var title: String {
        "MotionPlayground — \(host.current.title)" + (host.compareLanes > 0 ? " (compared in \(host.compareLanes) lanes)" : "")
    }
    /// Whether the frame HUD shows (F2).
    public internal(set) var isShowingHUD = false
    /// True while the key reference covers the window.
    public internal(set) var isShowingHelp = false
    /// The costs of the last frames the window presented (the HUD's graph and figures).
    public let frameStats = FrameStats()
    /// Called with the code C copies from the inspector: the window puts it on the clipboard.
    public var onCopyCode: ((String) -> Void)?
    /// Whether the last frame drawn showed the toast.
    var toastWasShown = false
    /// The compare lane the inspector shows (0: lane A).
    var inspectedLane = 0
    /// Parameter settings given at the start (`--set`), kept for rebuilds and saved sessions.
    var startSettings: [(name: String, value: String)] = []
    /// Reads a monotonic clock in nanoseconds: set by the window host so the HUD can split layout
    /// from the rest and show its own cost (nil headless: those show 0).
    public var stopwatch: (() -> UInt64)? {
        didSet { timeLayout() }
    }

    /// A session showing `initial` at window size `size` (points), clock at 0 and normal speed;
    /// `showsBar` puts the bar along the bottom edge, below the demo. With `checksDamage`, every
    /// frame is checked against a from-scratch one (`DamageCheck`).
    public init(registry: DemoRegistry, initial: DemoDescriptor, context: DemoContext, size: Size, showsBar: Bool = false,
                checksDamage: Bool = false) {
        layout = SessionLayout(size: size, showsBar: showsBar)
        host = DemoHost(registry: registry, initial: initial, context: context, contentSize: layout.contentSize)
        recorder = SessionRecorder(demoName: initial.name, file: initial.file, start: SessionRecording.Start(
            size: size, speed: 1, frameRateCap: 60, isPaused: false, reduceMotion: false, showsBar: showsBar))
        bar = PlaygroundBar(tabs: [(0, "Gallery")] + registry.demos.map { ($0.number, $0.title) }, text: context.text,
                            width: size.width, current: initial.number)
        toast = Toast(text: context.text)
        recorder.target = self
        host.onOpen = { [unowned self] descriptor in switchTo(descriptor) }
        host.onClockChange = { [unowned self] in publishClockState() }
        bar.onSelect = { [unowned self] number in select(number) }
        bar.onSpeed = { [unowned self] speed in setTimeScale(speed) }
        keyReference.text = context.text
        keyReference.makeTitle = { [unowned self] in "Keys — \(host.current.title)" }
        keyReference.makeSections = { [unowned self] in [host.demo.keyBindings.helpRows, globalBindings.helpRows] }
        debugOverlay.scenes = { [unowned self] visit in host.demo.forEachScene(size: layout.contentSize, visit) }
        if checksDamage { enableDamageCheck() }
        applyLayout()
        bindGlobalKeys()
        publishClockState()
        publishDemoStatus()
    }

    // MARK: What is shown

    /// The registry the number keys and tabs select from.
    public var registry: DemoRegistry { host.registry }
    /// What is shown: a demo of the registry, or the gallery.
    public var current: DemoDescriptor { host.current }
    /// The live instance of `current`, sized to `contentSize`.
    public var demo: Demo { host.demo }

    /// The argument of `--demo`: a number or name of the registry, or `0`/`gallery`.
    public static func resolve(_ argument: String, in registry: DemoRegistry) -> Result<DemoDescriptor, DemoLookupError> {
        let trimmed = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "0" || trimmed == "gallery" { return .success(GalleryDemo.descriptor(for: registry)) }
        return registry.resolve(argument)
    }

    /// Shows demo `number` (0: the gallery); unknown numbers are ignored.
    public func select(_ number: Int) {
        if let descriptor = host.descriptor(number: number) { switchTo(descriptor) }
    }

    /// Replaces what is shown with a fresh instance of `descriptor`, cross-fading from the old
    /// one. The clock starts again at 0 for the new demo and keeps its speed, pause and cap.
    public func switchTo(_ descriptor: DemoDescriptor) {
        guard host.show(descriptor, at: frameTime) else { return }
        didSwitch(to: descriptor)
    }

    private func didSwitch(to descriptor: DemoDescriptor) {
        timeLayout()
        if inspectorController.panel != nil { inspectorController.replace(with: makeInspector()) }
        bar.current.value = descriptor.number
        restartRecording()
        publishDemoStatus()
        needsRedraw = true
    }

    /// Adds `descriptor` to the number keys and tabs (replacing a demo of its name or number)
    /// and shows it fresh: a Lottie file opened in the window, or dropped onto it.
    public func install(_ descriptor: DemoDescriptor) {
        host.install(descriptor, at: frameTime)
        bar.tabs = [(0, "Gallery")] + registry.demos.map { ($0.number, $0.title) }
        didSwitch(to: descriptor)
    }

    /// Called when a file is dropped onto the window, with its path: the host opens it.
    public var onFileDropped: ((String) -> Void)?

    // MARK: Layout

    /// Logical size of the window, in points.
    public var size: Size { layout.size }
    /// The demo's area, in points: the window less the bar and, while it shows, the inspector.
    public var contentSize: Size { layout.contentSize }
    /// Whether the bar shows under the demos (`H` hides it).
    public var isBarVisible: Bool { layout.showsBar }

    /// Changes what is shown where, and lays everything out again when it changed.
    func updateLayout(_ change: (inout SessionLayout) -> Void) {
        var next = layout
        change(&next)
        guard next != layout else { return }
        layout = next
        applyLayout()
        needsRedraw = true
    }

    /// The window as a recording began (a replay starts there): every part takes its place,
    /// but the demo, about to be rebuilt at that size, is left alone.
    func resetLayout(size: Size, showsBar: Bool) {
        layout.size = size
        layout.showsBar = showsBar
        bar.frame = layout.bar
        scrubber?.frame = layout.scrubber
        lanesPanel?.frame = layout.lanes
        inspectorController.frame = layout.inspector
    }

    /// Gives every part its place in `layout`: the demo re-lays itself out in its area.
    private func applyLayout() {
        bar.frame = layout.bar
        scrubber?.frame = layout.scrubber
        lanesPanel?.frame = layout.lanes
        inspectorController.frame = layout.inspector
        if host.contentSize != layout.contentSize { host.resize(to: layout.contentSize, time: recordingTime) }
    }

    func publishClockState() {
        bar.clockState.value = PlaygroundBar.ClockState(speed: host.clock.timeScale, isPaused: host.clock.isPaused,
                                                        frameRateCap: host.frameRateCap, reduceMotion: host.reduceMotion)
    }

    /// Lets the demo's scenes time their layout with `stopwatch`.
    func timeLayout() {
        let stopwatch = self.stopwatch
        host.demo.forEachScene(size: layout.contentSize) { scene, _ in scene.stopwatch = stopwatch }
    }
}

/// The demo as the pointer router sees it: its area, and every event outside the panels.
private final class DemoReceiver: PointerReceiver {
    unowned let session: PlaygroundSession
    init(_ session: PlaygroundSession) { self.session = session }
    /// While scrubbing the demo is a replay: it takes only the replayed events.
    var pointerFrame: Rect? { session.scrubPosition == nil || session.recorder.replayTime != nil ? session.layout.content : nil }
    var takesEventsOutside: Bool { true }
    func handlePointer(_ event: InputEvent, at frameTime: Double) -> Bool {
        session.host.demo.handle(event, size: session.contentSize, time: session.recordingTime)
    }
}

/// The animation lanes while they show.
private final class LanesReceiver: PointerReceiver {
    unowned let session: PlaygroundSession
    init(_ session: PlaygroundSession) { self.session = session }
    var pointerFrame: Rect? { session.lanesPanel == nil ? nil : session.layout.lanes }
    func handlePointer(_ event: InputEvent, at frameTime: Double) -> Bool {
        session.lanesPanel?.handlePointer(event, at: frameTime) ?? false
    }
}

/// The scrubber strip while it shows.
private final class ScrubberReceiver: PointerReceiver {
    unowned let session: PlaygroundSession
    init(_ session: PlaygroundSession) { self.session = session }
    var pointerFrame: Rect? { session.scrubber?.frame }
    func handlePointer(_ event: InputEvent, at frameTime: Double) -> Bool {
        session.scrubber?.handlePointer(event, at: frameTime) ?? false
    }
}
