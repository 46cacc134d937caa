import Animation
import Geometry
import Input
import Raster
import Scene

/// D3 · Timer with a hue-cycling ring and two orbiting circles (seed 002): a countdown (30 s to
/// start with) inside a progress ring whose angular gradient steps through the hues 20 times a
/// second, with two translucent circles going round inside the ring while the timer is not
/// stopped. One timer ticking every 0.05 s of scene time drives all of it.
///
/// Keys: Space start/pause, R reset, `+`/`-` the duration in 5 s steps (while stopped),
/// E the orbiting circles, G the ring. Start/Pause and Reset are also buttons.
///
/// Parameters (see `TimerModel` for how each applies while the timer runs): `duration`, `tick`,
/// `hueStep`, `orbitPeriod`, `effect`, `ring`.
public final class TimerDemo: SceneDemo {
    static let ink = Color(r255: 28, g255: 28, b255: 30)
    static let secondaryInk = Color(r255: 110, g255: 110, b255: 115)

    private let model: TimerModel
    /// The countdown's settings first, then the timer and what it paces, then the two toggles.
    private let declaredParameters: [AnyParameter]

    /// Builds the stopped timer on a white background, starts its tick on the scene's run loop and
    /// binds its keys.
    public init(context: DemoContext) {
        let runLoop = SceneRunLoop()
        let model = TimerModel(runLoop: runLoop)
        self.model = model
        declaredParameters = [model.duration, model.tickInterval, model.hueStep, model.orbitPeriod, model.effect, model.ring]
        super.init(root: TimerDemo.body(model), context: context, runLoop: runLoop)
        scene.minimumLayoutSize = TimerMetrics.minimumLayoutSize
        scene.backgroundColor = .white
        model.run()
        bindKeys()
    }

    /// The whole demo (the article's `MainView`), in drawing order: the orbit while the timer
    /// is not stopped and the effect is on, the ring while its toggle is on, the time in the
    /// centre, the title and the buttons. Sizes follow the demo's size.
    private static func body(_ model: TimerModel) -> Node {
        SizeReader { size in
            let metrics = size.map(TimerMetrics.init)
            ZStack {
                If(model.showsOrbit) { OrbitingCircles.make(model: model, metrics: metrics) }
                If(model.ring) { TimerRing.make(model: model, metrics: metrics) }
                TimerReadout.make(model: model, metrics: metrics)
                TimerHeader.make(model: model, metrics: metrics)
                TimerControls.make(model: model, metrics: metrics)
            }
        }
    }

    private func bindKeys() {
        let model = self.model
        keyBindings.bind("space", summary: "Start, pause or resume the countdown") { model.startOrPause() }
        keyBindings.bind("r", summary: "Reset to the full duration") { model.reset() }
        keyBindings.bind("+", "=", label: "+", summary: "5 s longer (while stopped)", repeats: true) { model.changeDuration(by: 1) }
        keyBindings.bind("-", summary: "5 s shorter (while stopped)", repeats: true) { model.changeDuration(by: -1) }
        keyBindings.bind("e", summary: "Orbiting circles (the effect) on or off") { model.effect.value.toggle() }
        keyBindings.bind("g", summary: "Progress ring on or off") { model.ring.value.toggle() }
    }

    public override var parameters: [AnyParameter] { declaredParameters }

    // MARK: State, for tests and the host

    /// Whether the countdown is stopped, running or paused.
    public var status: TimerStatus { model.status.value }
    /// The countdown's length, in seconds (the `duration` parameter).
    public var duration: Double { model.duration.value }
    /// Time left, in seconds (whole milliseconds).
    public var remaining: Double { Double(model.remainingMilliseconds.value) / 1000 }
    /// The status line as shown: stopped, running, paused or done.
    public var statusText: String { model.statusText.value }
    /// Whether the orbiting circles are enabled (the `effect` parameter); they show only while not stopped.
    public var isEffectOn: Bool { model.effect.value }
    /// Whether the progress ring is shown (the `ring` parameter).
    public var isRingOn: Bool { model.ring.value }
    /// Ticks of the shared timer so far.
    public var tickCount: Int { model.tickCount.value }
}

extension DemoDescriptor {
    /// D3 · Timer (seed 002): key 3, `--demo timer`, the window titled "MotionPlayground — Timer".
    public static let timer = DemoDescriptor(number: 3, name: "timer", title: "Timer") { TimerDemo(context: $0) }
}
