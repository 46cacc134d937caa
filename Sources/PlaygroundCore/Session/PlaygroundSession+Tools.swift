import Animation
import Demos
import Geometry
import Raster
import Scene

/// The clock controls and the tools over the demo, as the session offers them to keys, the bar
/// and the hosts: each changes one part's state and asks for a frame; the compositor repaints
/// what that changed.
extension PlaygroundSession {
    // MARK: The clock

    /// The scene clock: slow motion, pause and steps act on it, not on the frame clock.
    public var clock: SceneClock { host.clock }
    /// Whether the scene clock is paused (frames still run; the demos stand still).
    public var isPaused: Bool { host.clock.isPaused }
    /// Frames per second the demo is sampled at, one of `frameRateCaps` (60: no cap).
    public var frameRateCap: Int { host.frameRateCap }

    /// Slow motion: scene seconds per frame-clock second (see `SceneClock.timeScale`).
    public func setTimeScale(_ scale: Double) {
        host.setTimeScale(scale)
        needsRedraw = true
    }

    /// Sets the sampling rate to `cap` frames per second; values not in `frameRateCaps` mean 60 (no cap).
    public func setFrameRateCap(_ cap: Int) {
        host.setFrameRateCap(cap)
        needsRedraw = true
    }

    /// Pauses or resumes the scene clock (frames go on; the demos stand still).
    public func setPaused(_ paused: Bool) {
        host.setPaused(paused)
        needsRedraw = true
    }

    /// One frame forward on a paused clock (pausing it first): the demos move by exactly
    /// `stepDuration` of scene time.
    public func step() {
        host.step()
        needsRedraw = true
    }

    /// The accessibility setting, applied to every demo: movement becomes fades or jumps,
    /// springs short ease-in-out curves.
    public var reduceMotion: Bool {
        get { host.reduceMotion }
        set {
            host.reduceMotion = newValue
            needsRedraw = true
        }
    }

    // MARK: Panels

    /// Shows or hides the bar under the demo; the demo re-lays itself out in what is left.
    public func setBarVisible(_ visible: Bool) {
        updateLayout { $0.showsBar = visible }
    }

    /// Where the bar's tab for demo `number` (0: the gallery) is, in window points; nil while the
    /// bar is hidden.
    public func tabFrame(_ number: Int) -> Rect? { barItemFrame(named: "Tab.\(number)") }

    /// Where the bar's speed slider is, in window points; nil while the bar is hidden.
    public var speedSliderFrame: Rect? { barItemFrame(named: "SpeedSlider") }

    private func barItemFrame(named name: String) -> Rect? {
        guard let frame = bar.frame, let item = bar.scene.root.descendants(named: name).first,
              let bounds = bar.scene.bounds(of: item) else { return nil }
        return bounds.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Shows or hides the key reference.
    public func setShowingHelp(_ shown: Bool) {
        isShowingHelp = shown
        needsRedraw = true
    }

    /// Shows a brief message over the bottom of the demo.
    public func showToast(_ message: String) {
        toast.show(message, at: frameTime)
        needsRedraw = true
    }

    /// Shows `watch`'s failed rebuild over the demo (the compiler's first error, one line) until
    /// it is called with nil, when a rebuild succeeded.
    public func showBuildError(_ message: String?) {
        if let message {
            let banner = buildErrorBanner ?? BuildErrorBanner(text: host.context.text)
            banner.show(message)
            buildErrorBanner = banner
        } else {
            buildErrorBanner = nil
        }
        needsRedraw = true
    }

    /// The failed rebuild's message shown, nil when none is.
    public var buildError: String? { buildErrorBanner?.text }

    /// The toast's message, while it shows.
    public var toastMessage: String? { toast.isVisible(at: frameTime) ? toast.text : nil }

    /// Where the toast shows now, in window points (nil while none shows).
    public var toastFrame: Rect? { toast.isVisible(at: frameTime) ? layout.toast(size: toast.size) : nil }

    // MARK: HUD and overlays

    /// Shows or hides the frame HUD.
    public func setShowingHUD(_ shown: Bool) {
        if shown, hud == nil {
            let made = FrameHUD(text: host.context.text, stopwatch: stopwatch)
            made.stats = frameStats
            hud = made
        }
        isShowingHUD = shown
        needsRedraw = true
    }

    /// Switches the debug overlay (`.off` hides it).
    public func setDebugOverlay(_ mode: DebugOverlayMode) {
        debugOverlay.mode = mode
        showToast("Overlay: \(mode.title)")
        needsRedraw = true
    }

    /// The HUD's own cost in the last frame it was drawn (its update and draw, ms, by
    /// `stopwatch`); nil while it has never been shown.
    public var hudCostMilliseconds: Double? {
        hud.map { $0.lastDrawMilliseconds + $0.lastUpdateMilliseconds }
    }

    /// Where the HUD sits: the demo area's top-right corner, in points.
    public var hudFrame: Rect? {
        guard isShowingHUD, let hud else { return nil }
        return layout.hud(size: hud.size)
    }

    /// Adds one presented frame's costs (the window's frame loop reports them after each present).
    /// The HUD shows them with the next frame there is: a frame of its own would be a cost to
    /// report, and an idle window would never rest.
    public func recordPresentedFrame(_ sample: FrameSample) {
        frameStats.record(sample)
    }

    /// Nanoseconds the shown demo's scenes have spent laying out (wrapping; see
    /// `SceneGraph.layoutNanoseconds`): the host's difference around a stage is that stage's layout.
    public var layoutNanoseconds: UInt64 {
        var total: UInt64 = 0
        demo.forEachScene(size: contentSize) { scene, _ in total &+= scene.layoutNanoseconds }
        return total
    }

    // MARK: The damage check

    /// Checks every frame against a from-scratch composite (see `DamageCheck`).
    func enableDamageCheck() {
        let check = DamageCheck()
        check.describe = { [unowned self] role, nodes in
            let name: String
            switch role {
            case .demo(let index): name = "demo \(current.name): \(demo.describeScene(index))"
            case .outgoingDemo(let index): name = "fading demo scene \(index)"
            case .scrubber: name = "scrubber"
            case .lanes: name = "animation lanes"
            case .inspector: name = "inspector"
            case .bar: name = "bar"
            case .debugOverlay: name = "debug overlay"
            case .hud: name = "frame HUD"
            case .toast: name = "toast"
            case .buildError: name = "build error"
            case .keyReference: name = "key reference"
            }
            return nodes.isEmpty ? name : "\(name) › \(nodes.joined(separator: ", "))"
        }
        compositor.check = check
    }

    /// The frames whose picture differed from a from-scratch one, while the check is on.
    public var damageCheckFailures: [DamageCheck.Failure] { compositor.check?.failures ?? [] }

    /// The first failing frame's two pictures (what the window showed, the from-scratch frame),
    /// to look at; nil while every frame matched or the check is off.
    public var damageCheckMismatch: (shown: Pixmap, reference: Pixmap)? { compositor.check?.firstMismatch }
}

extension PlaygroundSession {
    /// The shortest interval of the timers scheduled in the demo's scenes now (nil: none), for
    /// `FrameClock`'s long strides.
    public var shortestTimerInterval: Double? {
        var shortest: Double?
        demo.forEachScene(size: contentSize) { scene, _ in
            if let interval = scene.runLoop.shortestTimerInterval { shortest = min(shortest ?? interval, interval) }
        }
        return shortest
    }
}

extension PlaygroundSession {
    /// Lets the demo's timers apply long stretches of ticks at once (see
    /// `SceneRunLoop.catchesUp`), for `FrameClock`'s long strides.
    func setCatchesUp(_ enabled: Bool) {
        demo.forEachScene(size: contentSize) { scene, _ in scene.runLoop.catchesUp = enabled }
    }
}
