import Animation
import Demos
import Geometry
import Input
import Scene

/// The demo on show and the one clock it runs on: which demo, its live instance at the demo
/// area's size, the cross-fade from the one before, the scene clock (speed, pause, steps,
/// frame-rate cap) and reduce motion. It knows nothing of panels, recordings or windows.
public final class DemoHost {
    /// The speeds `F4` cycles through.
    public static let speedPresets = [1.0, 0.25, 0.1]
    /// The frame rates `F7` cycles through (60: no cap).
    public static let frameRateCaps = [60, 30, 24, 12]
    /// Seconds of frame time a switch between demos cross-fades for.
    public static let crossFadeDuration = 0.25
    /// Scene seconds one step (`F6`, `.`) advances a paused clock: one frame at 60 fps.
    public static let stepDuration = 1.0 / 60

    /// The demos the number keys select (the gallery, 0, shows all of them); grows when a file
    /// is opened in the window (`install`).
    public private(set) var registry: DemoRegistry
    /// What every demo is made with (the host's text, and how the gallery opens a tile).
    var context: DemoContext
    /// What is shown: a demo of the registry, or the gallery.
    public private(set) var current: DemoDescriptor
    /// The live instance of `current`, sized to `contentSize`.
    public private(set) var demo: Demo
    /// The demo fading out after a switch, and the frame time its fade began.
    private(set) var outgoing: (demo: Demo, start: Double)?
    /// The scene clock: slow motion, pause and steps act on it, not on the frame clock.
    public private(set) var clock = SceneClock()
    /// Frames per second the demo is sampled at, one of `frameRateCaps` (60: no cap).
    public private(set) var frameRateCap = 60
    /// The cap's frame the demo was last sampled at.
    private var lastSample = -1
    /// The demo's area, in points.
    private(set) var contentSize: Size
    /// Compare mode's lane count (`CompareDemo.laneCounts`), or 0 when off: a demo is then shown
    /// in that many lanes. The gallery is never compared.
    public private(set) var compareLanes = 0

    /// Called after anything the bar shows about the clock changed.
    var onClockChange: () -> Void = {}
    /// Called when the demo asks to show another one full size (the gallery opens a tile).
    var onOpen: ((DemoDescriptor) -> Void)? {
        get { openRequests.handler }
        set { openRequests.handler = newValue }
    }
    private let openRequests = OpenRequests()

    /// A host showing `initial` at `contentSize`, clock at 0 and normal speed.
    init(registry: DemoRegistry, initial: DemoDescriptor, context: DemoContext, contentSize: Size) {
        self.registry = registry
        var context = context
        let requests = openRequests
        context.openDemo = { descriptor in requests.handler?(descriptor) }
        self.context = context
        self.contentSize = contentSize
        current = initial
        demo = DemoHost.make(initial, context: context, size: contentSize, compareLanes: 0)
    }

    private static func make(_ descriptor: DemoDescriptor, context: DemoContext, size: Size, compareLanes: Int) -> Demo {
        var sized = context
        sized.size = size
        if CompareDemo.laneCounts.contains(compareLanes), descriptor.number != 0 {
            return CompareDemo(base: descriptor, count: compareLanes, context: sized)
        }
        return descriptor.make(sized)
    }

    private func makeCurrent() -> Demo {
        DemoHost.make(current, context: context, size: contentSize, compareLanes: compareLanes)
    }

    /// Shows the current demo in `lanes` lanes (0: compare mode off), fresh, cross-fading from
    /// frame time `frameTime` when `crossFades`; the clock starts again at 0. Returns false (and
    /// does nothing) when that is already shown.
    @discardableResult
    func setCompareLanes(_ lanes: Int, at frameTime: Double, crossFades: Bool) -> Bool {
        let lanes = CompareDemo.laneCounts.contains(lanes) ? lanes : 0
        guard lanes != compareLanes else { return false }
        compareLanes = lanes
        outgoing = crossFades ? (demo, frameTime) : nil
        demo = makeCurrent()
        demo.setReduceMotion(reduceMotion)
        clock.reset()
        lastSample = -1
        return true
    }

    /// The gallery of this host's registry.
    public var gallery: DemoDescriptor { GalleryDemo.descriptor(for: registry) }

    /// The descriptor for number key `number` (0: the gallery), nil when there is none.
    func descriptor(number: Int) -> DemoDescriptor? {
        number == 0 ? gallery : registry.demo(number: number)
    }

    /// Adds `descriptor` to the registry, replacing the demo of the same name or number, and
    /// shows it fresh (even when one of that name is shown: it may hold another file now).
    func install(_ descriptor: DemoDescriptor, at frameTime: Double) {
        registry = DemoRegistry(registry.demos.filter { $0.name != descriptor.name && $0.number != descriptor.number } + [descriptor])
        show(descriptor, at: frameTime, evenIfShown: true)
    }

    /// Shows a fresh instance of `descriptor`, cross-fading from the old one from frame time
    /// `frameTime`; the clock starts again at 0 and keeps its speed, pause and cap. Returns
    /// false (and does nothing) when it is already shown.
    @discardableResult
    func show(_ descriptor: DemoDescriptor, at frameTime: Double, evenIfShown: Bool = false) -> Bool {
        guard evenIfShown || descriptor.number != current.number || descriptor.name != current.name else { return false }
        outgoing = (demo, frameTime)
        current = descriptor
        // The gallery is never compared: showing it ends compare mode.
        if descriptor.number == 0 { compareLanes = 0 }
        demo = makeCurrent()
        demo.setReduceMotion(reduceMotion)
        clock.reset()
        lastSample = -1
        return true
    }

    /// A fresh instance of the current demo with the clock as `start` had it: where a replay
    /// of the session begins.
    func restart(from start: SessionRecording.Start, contentSize size: Size) {
        contentSize = size
        clock = SceneClock(timeScale: start.speed, isPaused: start.isPaused)
        frameRateCap = start.frameRateCap
        lastSample = -1
        outgoing = nil
        compareLanes = start.compareLanes
        demo = makeCurrent()
        reduceMotion = start.reduceMotion
    }

    /// The demo's area changed (window resized, bar hidden, inspector opened): the demo lays
    /// itself out again.
    func resize(to size: Size, time: Double) {
        contentSize = size
        _ = demo.handle(.resized(size), size: size, time: time)
    }

    /// Ends the cross-fade once it has run for `crossFadeDuration` at frame time `frameTime`;
    /// true when it ended now (the frame without the old demo is still to be drawn).
    func finishFade(at frameTime: Double) -> Bool {
        guard let outgoing, frameTime - outgoing.start >= DemoHost.crossFadeDuration else { return false }
        self.outgoing = nil
        return true
    }

    // MARK: The clock

    /// The accessibility setting, applied to every demo: movement becomes fades or jumps,
    /// springs short ease-in-out curves.
    public var reduceMotion = false {
        didSet {
            guard reduceMotion != oldValue else { return }
            demo.setReduceMotion(reduceMotion)
            onClockChange()
        }
    }

    /// Slow motion: scene seconds per frame-clock second (see `SceneClock.timeScale`).
    func setTimeScale(_ scale: Double) {
        clock.timeScale = scale
        onClockChange()
    }

    /// Sets the sampling rate to `cap` frames per second; values not in `frameRateCaps` mean 60.
    func setFrameRateCap(_ cap: Int) {
        frameRateCap = DemoHost.frameRateCaps.contains(cap) ? cap : 60
        lastSample = -1
        onClockChange()
    }

    /// Pauses or resumes the scene clock (frames go on; the demos stand still).
    func setPaused(_ paused: Bool) {
        clock.isPaused = paused
        onClockChange()
    }

    /// One frame forward on a paused clock (pausing it first).
    func step() {
        if !clock.isPaused { setPaused(true) }
        clock.step(frames: 1, frameDuration: DemoHost.stepDuration)
        demo.advance(to: clock.time)
    }

    /// Moves the scene clock by `delta` seconds of frame time and shows the demo the clock's
    /// time: at every call, or on the cap's grid of `sampleTime` (recording seconds) when the
    /// frame rate is capped.
    func advance(by delta: Double, sampleTime: Double) {
        clock.advance(by: delta)
        if frameRateCap >= 60 {
            demo.advance(to: clock.time)
        } else {
            // A small tolerance absorbs the rounding of times summed from frame intervals.
            let sample = Int((sampleTime * Double(frameRateCap) + 1e-6).rounded(.down))
            if sample != lastSample {
                lastSample = sample
                demo.advance(to: clock.time)
            }
        }
    }

    /// Lays out at the clock's time what a key or a control just changed.
    func settle() {
        demo.advance(to: clock.time)
    }

    /// True while the demo moves by itself on a running clock.
    var isMoving: Bool { !clock.isPaused && demo.isAnimating }

    // MARK: Drawing

    /// Adds the demo's scenes (and, during a cross-fade, the old demo's over them, fading) to
    /// this frame of `compositor`.
    func addLayers(to compositor: Compositor, frameTime: Double) {
        let size = contentSize
        var index = 0
        // A compare lane is drawn as the demo alone would be (its first scene is the chrome).
        let isolatesLanes = demo is CompareDemo
        demo.forEachScene(size: size) { scene, rect in
            compositor.add(scene, frame: rect, role: .demo(scene: index), isolated: isolatesLanes && index > 0)
            index += 1
        }
        guard let outgoing else { return }
        let progress = min(max((frameTime - outgoing.start) / DemoHost.crossFadeDuration, 0), 1)
        compositor.beginGroup(opacity: 1 - progress)
        index = 0
        outgoing.demo.forEachScene(size: size) { scene, rect in
            compositor.add(scene, frame: rect, role: .outgoingDemo(scene: index))
            index += 1
        }
        compositor.endGroup()
    }
}

/// Where a demo's request to open another goes; made before the demo, answered once the
/// session exists.
private final class OpenRequests {
    var handler: ((DemoDescriptor) -> Void)?
}
