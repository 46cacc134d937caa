import Animation
import Demos
import Geometry
import Input
import Raster
import Scene

/// The playground without a window: what is shown (a demo, or the gallery of all of them), the
/// one scene clock every demo runs on, the tools around the demos (the bar, the timeline keys,
/// the frame-rate cap, the toast, screenshots) and the global key bindings. The window's frame
/// loop and the headless `render` command drive the same session through the same calls, so a
/// rendered frame is the frame the window shows.
public final class PlaygroundSession {
    /// What the host should do after an event.
    public enum Command: Equatable, Sendable {
        /// Keep running.
        case none
        /// Quit was asked for (Escape, Ctrl+Q or a quit request from the window): the host should stop.
        case quit
    }

    /// The speeds `F4` cycles through.
    public static let speedPresets = [1.0, 0.25, 0.1]
    /// The frame rates `F7` cycles through (60: no cap).
    public static let frameRateCaps = [60, 30, 24, 12]
    /// Seconds of frame time a switch between demos cross-fades for.
    public static let crossFadeDuration = 0.25
    /// Scene seconds one step (`F6`, `.`) advances a paused clock: one frame at 60 fps.
    public static let stepDuration = 1.0 / 60

    /// The demos the number keys and the bar's tabs select (the gallery tab, 0, is extra).
    public let registry: DemoRegistry
    let context: DemoContext
    /// What is shown: a demo of the registry, or `GalleryDemo.descriptor`.
    public private(set) var current: DemoDescriptor
    /// The live instance of `current`, sized to `contentSize` (the window less the bar and inspector);
    /// a fresh one is made on each switch or rebuild.
    public private(set) var demo: Demo {
        didSet { timeLayout(of: demo) }
    }
    /// The scene clock: slow motion, pause and steps act on it, not on the frame timeline.
    public private(set) var clock = SceneClock()
    /// Seconds on the frame loop's timeline (what `render --at` and input scripts count in).
    public private(set) var frameTime = 0.0
    /// Logical size of the window, in points.
    public private(set) var size: Size
    /// True when something changed since the last draw.
    public internal(set) var needsRedraw = true
    /// The window title for what is shown (made once per switch, not per frame).
    public private(set) var title: String

    /// Global keys, after the demo's own: what they run and what the key reference lists.
    public let globalBindings = KeyBindingTable()
    /// Set by a global binding for `handle` to return.
    private var pendingCommand = Command.none

    private let bar: PlaygroundBar
    private let toast: Toast
    /// The timeline scrubber, while shown (`S`).
    private var scrubber: ScrubberStrip?
    private let helpOverlay = HelpOverlay()
    /// The demo being faded out after a switch, and the frame time the fade began.
    private var outgoing: (demo: Demo, start: Double)?
    /// Whether the press in progress began on the bar (the rest of it goes there too).
    private var pressOnBar = false
    /// The cap's frame the demo was last sampled at (see `frameRateCap`).
    private var lastSample = -1

    /// What was done to the current demo since it was shown (see `SessionRecording`).
    public private(set) var recording: SessionRecording
    /// The frame time at which the recording's timeline is at 0.
    private var recordingOrigin = 0.0
    /// While a rebuild replays the recording, the recording time being replayed.
    private var replayTime: Double?
    /// Whether a primary button is held (moves are recorded only then).
    private var isPointerDown = false
    /// While scrubbing: the recording time the demo shows, paused (nil: live).
    public private(set) var scrubPosition: Double?
    /// The clock's pause state before scrubbing began, restored by `resumeFromScrub`.
    private var pausedBeforeScrub = false

    /// The frame HUD (F2), made the first time it is shown.
    var hud: FrameHUD?
    /// The inspector (F8) while it shows, for the current demo's parameters.
    public internal(set) var inspector: InspectorPanel?
    /// Whether keys go to the inspector first (it was opened or clicked since the demo was).
    public internal(set) var inspectorHasKeyFocus = false
    /// Frame time the inspector's running-animations list was last refreshed.
    var lastRunningRefresh = -1.0
    /// Where the pointer last was, in window points (nil before it has moved).
    var lastPointerLocation: Point?
    /// Where the press in progress began: on the inspector (true) or elsewhere (false); nil
    /// with no press. The rest of a press goes where it began.
    var pressOnInspector: Bool?
    /// Called with the code C copies from the inspector: the window puts it on the clipboard.
    public var onCopyCode: ((String) -> Void)?
    /// Whether the frame HUD shows (F2).
    public internal(set) var isShowingHUD = false
    /// The debug overlays (F3 cycles `debugOverlay.mode`).
    public let debugOverlay = DebugOverlay()
    /// The costs of the last frames the window presented (the HUD's graph and figures).
    public let frameStats = FrameStats()
    /// Device pixels the HUD and the overlay drew over the demo last frame: restored from the
    /// demo's scenes before they draw again (or stop drawing).
    var toolRegion: IntRect?
    /// Reads a monotonic clock in nanoseconds: set by the window host so the HUD can split layout
    /// from the rest and show its own cost (nil headless: those show 0).
    public var stopwatch: (() -> UInt64)? {
        didSet { timeLayout(of: demo) }
    }

    /// A session showing `initial` at window size `size` (points), clock at 0 and normal speed;
    /// `showsBar` puts the playground bar along the bottom edge, below the demo.
    public init(registry: DemoRegistry, initial: DemoDescriptor, context: DemoContext, size: Size, showsBar: Bool = false) {
        self.registry = registry
        self.context = context
        self.size = size
        isBarVisibleStorage = showsBar
        current = initial
        title = PlaygroundSession.title(for: initial)
        recording = SessionRecording(demoName: initial.name, start: SessionRecording.Start(
            size: size, speed: 1, frameRateCap: 60, isPaused: false, reduceMotion: false, showsBar: showsBar))
        let contentSize = PlaygroundSession.contentSize(size, showsBar: showsBar)
        demo = PlaygroundSession.make(initial, context: context, size: contentSize)
        bar = PlaygroundBar(tabs: [(0, "Gallery")] + registry.demos.map { ($0.number, $0.title) }, text: context.text,
                            width: size.width, current: initial.number)
        toast = Toast(text: context.text)
        bar.onSelect = { [unowned self] number in select(number) }
        bar.onSpeed = { [unowned self] speed in setTimeScale(speed) }
        attachGallery()
        bindGlobalKeys()
        bindToolKeys()
        bindInspectorKeys()
        publishClockState()
    }

    // MARK: What is shown

    /// The argument of `--demo`: a number or name of the registry, or `0`/`gallery`.
    public static func resolve(_ argument: String, in registry: DemoRegistry) -> Result<DemoDescriptor, DemoLookupError> {
        let trimmed = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "0" || trimmed == GalleryDemo.descriptor.name { return .success(GalleryDemo.descriptor) }
        return registry.resolve(argument)
    }

    private static func title(for descriptor: DemoDescriptor) -> String {
        "MotionPlayground — \(descriptor.title)"
    }

    private static func make(_ descriptor: DemoDescriptor, context: DemoContext, size: Size) -> Demo {
        var sized = context
        sized.size = size
        return descriptor.make(sized)
    }

    /// The gallery opens a tile's demo full size through the session.
    private func attachGallery() {
        (demo as? GalleryDemo)?.onOpen = { [unowned self] descriptor in switchTo(descriptor) }
    }

    /// Shows demo `number` (0: the gallery); unknown numbers are ignored.
    public func select(_ number: Int) {
        if number == 0 {
            switchTo(GalleryDemo.descriptor)
        } else if let descriptor = registry.demo(number: number) {
            switchTo(descriptor)
        }
    }

    /// Replaces what is shown with a fresh instance of `descriptor`, cross-fading from the old
    /// one. The clock starts again at 0 for the new demo and keeps its speed, pause and cap.
    public func switchTo(_ descriptor: DemoDescriptor) {
        guard descriptor.number != current.number || descriptor.name != current.name else { return }
        outgoing = (demo, frameTime)
        current = descriptor
        title = PlaygroundSession.title(for: descriptor)
        demo = PlaygroundSession.make(descriptor, context: context, size: contentSize)
        demo.setReduceMotion(reduceMotion)
        attachGallery()
        if inspector != nil { inspector = makeInspector() }
        clock.reset()
        lastSample = -1
        bar.current.value = descriptor.number
        restartRecording()
        needsRedraw = true
    }

    /// A new recording from now, with the clock's settings as they are.
    private func restartRecording() {
        scrubPosition = nil
        startSettings = []
        recordingOrigin = frameTime
        recording = SessionRecording(demoName: current.name, start: SessionRecording.Start(
            size: size, speed: clock.timeScale, frameRateCap: frameRateCap, isPaused: clock.isPaused,
            reduceMotion: reduceMotion, showsBar: isBarVisible))
    }

    /// Seconds on the recording's timeline now: since the demo was shown (or, during a
    /// rebuild, the time being replayed). Demos get their event times on this timeline, as
    /// `render` gives them the script's.
    public var recordingTime: Double { replayTime ?? (frameTime - recordingOrigin) }

    // MARK: Geometry

    /// Whether the bar shows under the demos (`H` hides it).
    public private(set) var isBarVisible: Bool {
        get { isBarVisibleStorage }
        set {
            guard newValue != isBarVisibleStorage else { return }
            isBarVisibleStorage = newValue
            inspector?.resize(height: contentSize.height)
            _ = demo.handle(.resized(contentSize), size: contentSize, time: recordingTime)
            demo.setNeedsFullRedraw()
            bar.scene.setNeedsFullRedraw()
            needsRedraw = true
        }
    }

    private var isBarVisibleStorage: Bool

    private static func contentSize(_ size: Size, showsBar: Bool, inspectorWidth: Double = 0) -> Size {
        let height = showsBar ? max(size.height - PlaygroundBar.height, 0) : size.height
        return Size(width: max(size.width - inspectorWidth, 0), height: height)
    }

    /// The demo's area, in points: the window less the bar and, while it shows, the inspector.
    public var contentSize: Size {
        PlaygroundSession.contentSize(size, showsBar: isBarVisible, inspectorWidth: inspector == nil ? 0 : inspectorWidth)
    }

    /// Where the bar's tab for demo `number` (0: the gallery) is, in window points; nil while the
    /// bar is hidden.
    public func tabFrame(_ number: Int) -> Rect? { barItemFrame(named: "Tab.\(number)") }

    /// Where the bar's speed slider is, in window points; nil while the bar is hidden.
    public var speedSliderFrame: Rect? { barItemFrame(named: "SpeedSlider") }

    private func barItemFrame(named name: String) -> Rect? {
        guard isBarVisible, let item = bar.scene.root.descendants(named: name).first,
              let bounds = bar.scene.bounds(of: item) else { return nil }
        return bounds.offsetBy(dx: barRect.minX, dy: barRect.minY)
    }

    /// The bar's strip, in window points.
    var barRect: Rect {
        Rect(x: 0, y: contentSize.height, width: size.width, height: isBarVisible ? min(PlaygroundBar.height, size.height) : 0)
    }

    // MARK: The clock

    /// Slow motion: scene seconds per frame-timeline second (see `SceneClock.timeScale`).
    public func setTimeScale(_ scale: Double) {
        clock.timeScale = scale
        publishClockState()
    }

    /// Frames per second the demo is sampled at, one of `frameRateCaps`: below 60 the animation
    /// keeps its real-time pace but shows only every so many frames, as a choppy preview would.
    public private(set) var frameRateCap = 60 {
        didSet { publishClockState() }
    }

    /// Sets the sampling rate to `cap` frames per second; values not in `frameRateCaps` mean 60 (no cap).
    public func setFrameRateCap(_ cap: Int) {
        frameRateCap = PlaygroundSession.frameRateCaps.contains(cap) ? cap : 60
        lastSample = -1
    }

    /// Whether the scene clock is paused (frames still run; the demos stand still).
    public var isPaused: Bool { clock.isPaused }

    /// Pauses or resumes the scene clock (frames go on; the demos stand still).
    public func setPaused(_ paused: Bool) {
        clock.isPaused = paused
        publishClockState()
        needsRedraw = true
    }

    /// One frame forward on a paused clock (pausing it first): the demos move by exactly
    /// `stepDuration` of scene time.
    public func step() {
        if !clock.isPaused { setPaused(true) }
        clock.step(frames: 1, frameDuration: PlaygroundSession.stepDuration)
        demo.advance(to: clock.time)
        needsRedraw = true
    }

    private func publishClockState() {
        bar.clockState.value = PlaygroundBar.ClockState(speed: clock.timeScale, isPaused: clock.isPaused,
                                                        frameRateCap: frameRateCap, reduceMotion: reduceMotion)
    }

    /// Advances the frame timeline to `time` (seconds, never backwards) and the scene clock with
    /// it; the demo sees the clock at every frame, or at the cap's frames when capped.
    public func advance(to time: Double) {
        guard time.isFinite, time > frameTime else { return }
        let delta = time - frameTime
        frameTime = time
        bar.scene.advance(to: time)
        bar.scene.layoutIfNeeded()
        scrubber?.scene.advance(to: time)
        // While scrubbing the demo is a replay held at one time: live time does not move it.
        if scrubPosition == nil { advanceDemo(by: delta) }
        if let outgoing, time - outgoing.start >= PlaygroundSession.crossFadeDuration {
            self.outgoing = nil
            demo.setNeedsFullRedraw()
        }
        // A paused clock moves nothing: the window may sleep until input changes something.
        let moving = !clock.isPaused && demo.isAnimating && scrubPosition == nil
        // An inspector listing animations keeps refreshing until the list is empty.
        let listing = inspector?.isShowingRunning == true
        if moving || outgoing != nil || toast.isVisible(at: time) || bar.scene.needsRedraw || debugOverlay.isAnimating(at: time)
            || listing {
            needsRedraw = true
        }
    }

    /// Moves the scene clock by `delta` seconds of frame time and shows the demo the clock's
    /// time: at every call, or on the cap's grid of recording time when the frame rate is capped.
    private func advanceDemo(by delta: Double) {
        clock.advance(by: delta)
        if frameRateCap >= 60 {
            demo.advance(to: clock.time)
        } else {
            // Sample on the cap's grid (a small tolerance absorbs the rounding of times summed
            // from frame intervals).
            let sample = Int((recordingTime * Double(frameRateCap) + 1e-6).rounded(.down))
            if sample != lastSample {
                lastSample = sample
                demo.advance(to: clock.time)
            }
        }
    }

    // MARK: Parameters

    /// The parameters of what is shown: the demo's own, or in the gallery every tile's.
    public var parameters: [AnyParameter] {
        if let gallery = demo as? GalleryDemo { return gallery.entries.flatMap { $0.demo.parameters } }
        return demo.parameters
    }

    /// Sets parameters by name from text, as `--set name=value` gives them (in the gallery, every
    /// tile's parameter of that name). Throws for an unknown name (listing the demo's names) or a
    /// value out of bounds (naming the valid values); the settings are kept so that a rebuild of
    /// the demo (scrubbing) and a saved session start from them.
    public func applySettings(_ settings: [(name: String, value: String)]) throws(ParameterError) {
        for (name, value) in settings {
            let matching = parameters.filter { $0.name == name }
            guard !matching.isEmpty else {
                let names = parameters.map(\.name)
                throw ParameterError("\(current.name) has no parameter '\(name)'; "
                                     + (names.isEmpty ? "it has none" : "its parameters: \(names.joined(separator: ", "))"))
            }
            for parameter in matching { try parameter.set(value) }
            startSettings.removeAll { $0.name == name }
            startSettings.append((name, value))
        }
        recording.settings = startSettings
        demo.advance(to: clock.time)
        needsRedraw = true
    }

    /// The settings given at the start (kept for rebuilds and saved sessions).
    private var startSettings: [(name: String, value: String)] = []

    // MARK: Time travel

    /// The recording's last time: now while live, where it ended while scrubbing.
    public var recordingEnd: Double { scrubPosition != nil ? scrubEnd : recordingTime }
    private var scrubEnd = 0.0
    /// The clock's pause state at the playhead, restored when resuming there.
    private var pausedAtPosition = false

    /// Whether the scrubber strip shows.
    public var isShowingScrubber: Bool { scrubber != nil }

    /// Shows the scrubber (entering scrub mode at the present) or, when shown, resumes from the
    /// playhead and hides it.
    public func toggleScrubber() {
        if scrubber != nil {
            resumeFromScrub()
            scrubber = nil
        } else {
            let strip = ScrubberStrip(text: context.text, width: size.width)
            strip.onScrub = { [unowned self] time in scrub(to: time) }
            strip.onResume = { [unowned self] in toggleScrubber() }
            scrubber = strip
            scrub(to: recordingTime)
        }
        demo.setNeedsFullRedraw()
        needsRedraw = true
    }

    /// Shows the demo as it was at recording time `time` (clamped to the last `window` seconds of
    /// the recording), paused there: backwards by replaying the recording into a fresh demo from
    /// the start without painting, forwards by replaying on from where it is.
    public func scrub(to time: Double) {
        if scrubPosition == nil {
            scrubEnd = recordingTime
            pausedAtPosition = clock.isPaused
            scrubPosition = scrubEnd
        }
        guard let position = scrubPosition else { return }
        let target = min(max(time.isFinite ? time : position, max(0, scrubEnd - SessionRecording.window)), scrubEnd)
        if target < position {
            rebuild(to: target)
        } else if target > position {
            replay(from: position, to: target)
        }
        scrubPosition = target
        publishScrubber()
        demo.setNeedsFullRedraw()
        needsRedraw = true
    }

    /// Continues live from the playhead: the recorded future is dropped (a new branch), the
    /// clock runs as it did at that point, and new events are recorded from there.
    public func resumeFromScrub() {
        guard let position = scrubPosition else { return }
        recording.truncate(after: position)
        recordingOrigin = frameTime - position
        scrubPosition = nil
        clock.isPaused = pausedAtPosition
        publishClockState()
        lastSample = -1
        needsRedraw = true
    }

    /// A fresh demo with the recording's starting settings, replayed to `time`.
    private func rebuild(to time: Double) {
        let start = recording.start
        size = start.size
        bar.scene.size = Size(width: size.width, height: PlaygroundBar.height)
        isBarVisibleStorage = start.showsBar
        clock = SceneClock(timeScale: start.speed, isPaused: start.isPaused)
        frameRateCap = start.frameRateCap
        lastSample = -1
        demo = PlaygroundSession.make(current, context: context, size: contentSize)
        attachGallery()
        for (name, value) in recording.settings {
            for parameter in parameters where parameter.name == name { try? parameter.set(value) }
        }
        reduceMotion = start.reduceMotion
        pausedAtPosition = start.isPaused
        replay(from: 0, to: time)
    }

    /// Replays the recorded events after `from` up to `to` (recording seconds) into the demo as
    /// it stands at `from`, each at its own time, then brings it to `to`; nothing is painted.
    private func replay(from: Double, to: Double) {
        replayTime = from
        defer {
            replayTime = nil
            pausedAtPosition = clock.isPaused
            clock.isPaused = true
            publishClockState()
        }
        clock.isPaused = pausedAtPosition
        for scripted in recording.events where scripted.time > from && scripted.time <= to
            || (from == 0 && scripted.time == 0) {
            replayAdvance(to: scripted.time)
            _ = dispatch(scripted.event)
        }
        replayAdvance(to: to)
    }

    private func replayAdvance(to time: Double) {
        guard let current = replayTime, time > current else { return }
        // The demo is sampled at the time replayed, as the live session sampled it then.
        replayTime = time
        advanceDemo(by: time - current)
    }

    private func publishScrubber() {
        guard let scrubber, let position = scrubPosition else { return }
        scrubber.model.value = ScrubberStrip.Model(start: max(0, scrubEnd - SessionRecording.window), end: scrubEnd,
                                                   position: position, eventTimes: recording.events.map(\.time))
    }

    /// Input while scrubbing: Left/Right step one frame, Return or S resumes, pointer events go
    /// to the strip and the bar; the demo, a replay, takes none.
    private func handleWhileScrubbing(_ event: InputEvent) -> Command {
        switch event {
        case .key(let press):
            if KeyChord("left").matches(press) { scrub(to: (scrubPosition ?? 0) - PlaygroundSession.stepDuration); return .none }
            if KeyChord("right").matches(press) { scrub(to: (scrubPosition ?? 0) + PlaygroundSession.stepDuration); return .none }
            if KeyChord("return").matches(press) || KeyChord("s").matches(press) { toggleScrubber(); return .none }
            // The tools that do not change the demo still work: help, screenshots, quit.
            let passive = ["f1", "f12", "escape", "f2", "f3", "f9"].map { KeyChord($0) } + [KeyChord("/", modifiers: .shift), KeyChord("q", modifiers: .control)]
            guard passive.contains(where: { $0.matches(press) }) else { return .none }
            pendingCommand = .none
            _ = globalBindings.handle(press)
            needsRedraw = true
            return pendingCommand
        case .resized(let newSize):
            size = newSize
            bar.scene.size = Size(width: newSize.width, height: PlaygroundBar.height)
            scrubber?.scene.size = Size(width: newSize.width, height: ScrubberStrip.height)
            needsRedraw = true
            return .none
        default:
            guard let location = event.location, let scrubber else { return .none }
            let strip = scrubberRect
            if case .pointerDown = event { pressOnScrubber = strip.contains(location) }
            if pressOnScrubber {
                if case .pointerUp = event { pressOnScrubber = false }
                _ = scrubber.scene.handle(event.offset(by: Point(x: -strip.minX, y: -strip.minY)), at: frameTime)
                scrubber.scene.layoutIfNeeded()
                needsRedraw = true
            }
            return .none
        }
    }
    private var pressOnScrubber = false

    /// The strip's place: over the bottom of the demo's area.
    var scrubberRect: Rect {
        Rect(x: 0, y: max(contentSize.height - ScrubberStrip.height, 0), width: size.width, height: min(ScrubberStrip.height, contentSize.height))
    }

    /// The recording as an input script (`F9` saves it): replaying it with `render --at` or in
    /// the window reproduces the session.
    public var recordingScript: String { recording.scriptText(duration: recordingEnd) }

    /// Set by `F9`; the host writes `recordingScript` to a file and reports with `showToast`.
    private var saveRequested = false

    /// True once after `F9`.
    public func takeSaveRecordingRequest() -> Bool {
        defer { saveRequested = false }
        return saveRequested
    }

    /// Set by `F10`; the host starts or stops recording the window to a clip.
    private var clipToggleRequested = false

    /// True once after `F10`.
    public func takeClipRecordingToggle() -> Bool {
        defer { clipToggleRequested = false }
        return clipToggleRequested
    }

    // MARK: Input

    /// The accessibility setting, applied to every demo: movement becomes fades or jumps,
    /// springs short ease-in-out curves.
    public var reduceMotion = false {
        didSet {
            demo.setReduceMotion(reduceMotion)
            publishClockState()
            needsRedraw = true
        }
    }

    /// True while the key reference covers the demo.
    public private(set) var isShowingHelp = false {
        didSet {
            demo.setNeedsFullRedraw()
            needsRedraw = true
        }
    }

    /// Set by `F12`; the host (which owns the frame's pixels) takes it after drawing the frame.
    private var screenshotRequested = false

    /// True once after `F12`: the host writes the frame it just drew and reports with `showToast`.
    public func takeScreenshotRequest() -> Bool {
        defer { screenshotRequested = false }
        return screenshotRequested
    }

    /// Shows a brief message over the bottom of the demo.
    public func showToast(_ message: String) {
        toast.show(message, at: frameTime)
        needsRedraw = true
    }

    /// The toast's message, while it shows.
    public var toastMessage: String? { toast.isVisible(at: frameTime) ? toast.text : nil }

    private func bindGlobalKeys() {
        let numbers = (0...9).map { KeyChord(String($0)) }
        let last = registry.demos.map(\.number).max() ?? 0
        globalBindings.add(KeyCommand(numbers, label: "0…\(last)", summary: "Show the gallery (0) or a demo (1…\(last))") { [unowned self] press in
            if let number = Int(press.name) { select(number) }
        })
        globalBindings.add(KeyCommand([KeyChord("f5")], summary: "Pause or resume the clock (every demo)") { [unowned self] _ in
            setPaused(!clock.isPaused)
        })
        globalBindings.add(KeyCommand([KeyChord("f6"), KeyChord(".")], label: "F6 / .", summary: "Step one frame (pauses first)",
                                      repeats: true) { [unowned self] _ in step() })
        globalBindings.add(KeyCommand([KeyChord("f4")], summary: "Speed: 100 % → 25 % → 10 %") { [unowned self] _ in
            let presets = PlaygroundSession.speedPresets
            let index = presets.firstIndex { abs($0 - clock.timeScale) < 1e-9 }.map { ($0 + 1) % presets.count } ?? 0
            setTimeScale(presets[index])
        })
        globalBindings.add(KeyCommand([KeyChord("f7")], summary: "Frame-rate cap: 60 → 30 → 24 → 12 fps") { [unowned self] _ in
            let caps = PlaygroundSession.frameRateCaps
            setFrameRateCap(caps[((caps.firstIndex(of: frameRateCap) ?? 0) + 1) % caps.count])
        })
        globalBindings.add(KeyCommand([KeyChord("f12")], summary: "Screenshot to screenshots/") { [unowned self] _ in
            screenshotRequested = true
            needsRedraw = true
        })
        globalBindings.add(KeyCommand([KeyChord("s")], summary: "Timeline scrubber: travel back through the session") { [unowned self] _ in
            toggleScrubber()
        })
        globalBindings.add(KeyCommand([KeyChord("f9")], summary: "Save the session as an input script to recordings/") { [unowned self] _ in
            saveRequested = true
        })
        globalBindings.add(KeyCommand([KeyChord("f10")], summary: "Start or stop recording the window to recordings/ (WebP)") { [unowned self] _ in
            clipToggleRequested = true
        })
        globalBindings.add(KeyCommand([KeyChord("h")], summary: "Show or hide the bar") { [unowned self] _ in
            isBarVisible.toggle()
        })
        globalBindings.add(KeyCommand([KeyChord("f1"), KeyChord("/", modifiers: .shift)], label: "F1 / ?",
                                      summary: "Show or hide this key reference") { [unowned self] _ in
            isShowingHelp.toggle()
        })
        globalBindings.add(KeyCommand([KeyChord("m", modifiers: .control)], summary: "Reduce motion on or off") {
            [unowned self] _ in reduceMotion.toggle()
        })
        globalBindings.add(KeyCommand([KeyChord("escape"), KeyChord("q", modifiers: .control)], summary: "Quit") {
            [unowned self] press in
            // Escape first closes the key reference, as a dialog would.
            if isShowingHelp, KeyChord("escape").matches(press) { isShowingHelp = false } else { pendingCommand = .quit }
        })
    }

    /// Global keys a recording replays: those that change the clock or the demo's size.
    private static let replayedGlobalKeys: [KeyChord] = [
        KeyChord("f4"), KeyChord("f5"), KeyChord("f6"), KeyChord("."), KeyChord("f7"), KeyChord("h"),
        KeyChord("m", modifiers: .control),
    ]

    /// Routes one input event: keys to the demo's bindings then the global ones; pointer events
    /// to the bar or the demo, whichever the press began on. Events that can change the demo are
    /// recorded (while scrubbing, the demo is a replay: it takes no input).
    public func handle(_ event: InputEvent) -> Command {
        if case .quitRequested = event { return .quit }
        if scrubPosition != nil, replayTime == nil {
            return handleWhileScrubbing(event)
        }
        if replayTime == nil { record(event) }
        return dispatch(event)
    }

    /// Adds `event` to the recording if replaying it matters.
    private func record(_ event: InputEvent) {
        switch event {
        case .key(let press):
            let replayed = demo.keyBindings.commands.contains { $0.chords.contains { $0.matches(press) } }
                || PlaygroundSession.replayedGlobalKeys.contains { $0.matches(press) }
            if replayed { recording.append(event, at: recordingTime) }
        case .pointerDown(_, .primary):
            isPointerDown = true
            recording.append(event, at: recordingTime)
        case .pointerUp(_, .primary):
            isPointerDown = false
            recording.append(event, at: recordingTime)
        case .pointerMoved:
            if isPointerDown { recording.append(event, at: recordingTime) }
        case .wheel, .resized:
            recording.append(event, at: recordingTime)
        default:
            break
        }
    }

    private func dispatch(_ event: InputEvent) -> Command {
        switch event {
        case .quitRequested:
            return .quit
        case .resized(let newSize):
            size = newSize
            bar.scene.size = Size(width: newSize.width, height: PlaygroundBar.height)
            inspector?.resize(height: contentSize.height)
            _ = demo.handle(.resized(contentSize), size: contentSize, time: recordingTime)
            needsRedraw = true
            return .none
        case .key(let press):
            pendingCommand = .none
            if inspectorHasKeyFocus, let inspector, inspector.handleKey(press) {
                needsRedraw = true
                demo.advance(to: clock.time)
                return .none
            }
            if demo.keyBindings.handle(press) || globalBindings.handle(press) {
                needsRedraw = true
                // What the key changed is laid out now, at the key's time, as after a pointer event.
                demo.advance(to: clock.time)
            }
            return pendingCommand
        default:
            break
        }
        guard let location = event.location else {
            // The wheel has no position of its own: it goes where the pointer last was.
            if case .wheel = event, let pointer = lastPointerLocation, routeToInspector(event, at: pointer) { return .none }
            if demo.handle(event, size: contentSize, time: recordingTime) { needsRedraw = true }
            return .none
        }
        lastPointerLocation = location
        if routeToInspector(event, at: location) { return .none }
        if case .pointerDown = event { pressOnBar = isBarVisible && barRect.contains(location) }
        if pressOnBar || (isBarVisible && barRect.contains(location) && !isPressing(event)) {
            if case .pointerUp = event { pressOnBar = false }
            if bar.scene.handle(event.offset(by: Point(x: -barRect.minX, y: -barRect.minY)), at: frameTime) { needsRedraw = true }
            bar.scene.layoutIfNeeded()
            return .none
        }
        if demo.handle(event, size: contentSize, time: recordingTime) { needsRedraw = true }
        return .none
    }

    /// Moves and releases of a press that began on the demo stay with the demo.
    private func isPressing(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerMoved, .pointerUp: return !pressOnBar
        default: return false
        }
    }

    // MARK: Drawing

    /// Draws the current frame: the canvas's transform maps logical points to device pixels.
    /// Returns the device rectangle that changed (nil: all of it), for the texture upload.
    @discardableResult
    public func draw(in canvas: Canvas) -> IntRect? {
        needsRedraw = false
        let base = canvas.transform
        let content = Rect(origin: .zero, size: contentSize)
        let fullRedraw = isShowingHelp || outgoing != nil || toast.isVisible(at: frameTime) || scrubber != nil
        canvas.save()
        canvas.clip(to: content)
        var damage: IntRect?
        if let outgoing {
            // Both demos in full: the new one, and the old one fading out over it.
            let progress = min(max((frameTime - outgoing.start) / PlaygroundSession.crossFadeDuration, 0), 1)
            demo.setNeedsFullRedraw()
            _ = demo.draw(in: canvas, size: contentSize)
            outgoing.demo.setNeedsFullRedraw()
            canvas.withOpacity(1 - progress, deviceBounds: nil) { _ = outgoing.demo.draw(in: canvas, size: contentSize) }
        } else {
            if fullRedraw { demo.setNeedsFullRedraw() }
            damage = demo.draw(in: canvas, size: contentSize)
        }
        drawTools(in: canvas, base: base, damage: &damage, repaintedEverything: fullRedraw || outgoing != nil)
        canvas.restore()
        if isBarVisible, barRect.height > 0 {
            canvas.save()
            canvas.clip(to: barRect)
            canvas.setTransform(Transform.translation(x: barRect.minX, y: barRect.minY).concatenating(base))
            if let region = bar.scene.render(in: canvas), !region.isEmpty {
                damage = damage.map { $0.isEmpty ? region : $0.union(region) } ?? damage
            }
            canvas.restore()
        }
        if let scrubber {
            let strip = scrubberRect
            canvas.save()
            canvas.clip(to: strip)
            canvas.setTransform(Transform.translation(x: strip.minX, y: strip.minY).concatenating(base))
            scrubber.scene.size = strip.size
            scrubber.scene.setNeedsFullRedraw()
            // Translucent: through a layer, so its clear does not wipe the demo under it.
            canvas.withOpacity(0.999, deviceBounds: nil) { _ = scrubber.scene.render(in: canvas) }
            canvas.restore()
        }
        drawInspector(in: canvas, base: base, damage: &damage)
        toast.draw(in: canvas, area: content, time: frameTime)
        if isShowingHelp {
            helpOverlay.draw(in: canvas, size: size, demo: current.number, text: context.text,
                             makeTitle: { "Keys — \(current.title)" },
                             makeSections: { [demo.keyBindings.helpRows, globalBindings.helpRows] })
        }
        return fullRedraw || outgoing != nil ? nil : damage
    }
}
