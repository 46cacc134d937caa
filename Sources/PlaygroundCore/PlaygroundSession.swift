import Animation
import Demos
import Geometry
import Input
import Raster

/// The playground without a window: the current demo, its scene clock, the global key bindings
/// and the frame timeline. The window's frame loop and the headless `render` command drive the
/// same session through the same calls, so a rendered frame is the frame the window shows.
public final class PlaygroundSession {
    /// What the host should do after an event.
    public enum Command: Equatable, Sendable {
        case none
        case quit
    }

    public let registry: DemoRegistry
    private let context: DemoContext
    public private(set) var current: DemoDescriptor
    public private(set) var demo: Demo
    /// The demo's scene clock: slow motion and pause act on it, not on the frame timeline.
    public private(set) var clock = SceneClock()
    /// Seconds on the frame loop's timeline (what `render --at` and input scripts count in).
    public private(set) var frameTime = 0.0
    /// Logical size of the window, in points.
    public private(set) var size: Size
    /// True when something changed since the last draw.
    public private(set) var needsRedraw = true

    public init(registry: DemoRegistry, initial: DemoDescriptor, context: DemoContext, size: Size) {
        self.registry = registry
        self.context = context
        current = initial
        self.size = size
        demo = initial.make(PlaygroundSession.context(context, size: size))
        title = PlaygroundSession.title(for: initial)
        bindGlobalKeys()
    }

    /// The host's context with the size a new demo is first proposed.
    private static func context(_ context: DemoContext, size: Size) -> DemoContext {
        var sized = context
        sized.size = size
        return sized
    }

    private static func title(for descriptor: DemoDescriptor) -> String {
        "MotionPlayground — \(descriptor.title)"
    }

    /// The window title for the current demo (made once per switch, not per frame).
    public private(set) var title: String

    /// Global keys, after the demo's own: what they run and what the help overlay lists.
    public let globalBindings = KeyBindingTable()
    /// Set by a global binding for `handle` to return.
    private var pendingCommand = Command.none

    /// The accessibility setting, applied to every demo: movement becomes fades, springs short
    /// ease-in-out curves.
    public var reduceMotion = false {
        didSet {
            demo.setReduceMotion(reduceMotion)
            needsRedraw = true
        }
    }

    private let helpOverlay = HelpOverlay()

    /// True while the key reference covers the demo.
    public private(set) var isShowingHelp = false {
        didSet {
            demo.setNeedsFullRedraw()
            needsRedraw = true
        }
    }

    private func bindGlobalKeys() {
        let numbers = (0...9).map { KeyChord(String($0)) }
        globalBindings.add(KeyCommand(numbers, label: "1…5", summary: "Switch demo") { [unowned self] press in
            if let number = Int(press.name), let next = registry.demo(number: number) { switchTo(next) }
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

    /// Slow motion: scene seconds per frame-timeline second (see `SceneClock.timeScale`).
    public func setTimeScale(_ scale: Double) {
        clock.timeScale = scale
    }

    /// Advances the frame timeline to `time` (seconds, never backwards) and the scene clock with it.
    public func advance(to time: Double) {
        guard time.isFinite, time > frameTime else { return }
        clock.advance(by: time - frameTime)
        frameTime = time
        demo.advance(to: clock.time)
        if demo.isAnimating { needsRedraw = true }
    }

    /// Routes one input event: the demo first, then the global bindings.
    public func handle(_ event: InputEvent) -> Command {
        switch event {
        case .quitRequested:
            return .quit
        case .resized(let newSize):
            size = newSize
            needsRedraw = true
            return .none
        default:
            break
        }
        if case .key(let press) = event {
            pendingCommand = .none
            if demo.keyBindings.handle(press) || globalBindings.handle(press) {
                needsRedraw = true
                // What the key changed is laid out now, at the key's time, as after a pointer event.
                demo.advance(to: clock.time)
            }
            return pendingCommand
        }
        if demo.handle(event, size: size, time: frameTime) {
            needsRedraw = true
        }
        return .none
    }

    /// Replaces the current demo with a fresh instance of `descriptor`, on a fresh clock.
    public func switchTo(_ descriptor: DemoDescriptor) {
        guard descriptor.number != current.number else { return }
        current = descriptor
        title = PlaygroundSession.title(for: descriptor)
        demo = descriptor.make(PlaygroundSession.context(context, size: size))
        demo.setReduceMotion(reduceMotion)
        let scale = clock.timeScale
        clock = SceneClock()
        clock.timeScale = scale
        needsRedraw = true
    }

    /// Draws the current frame: the canvas's transform maps logical points to device pixels.
    /// Returns the device rectangle that changed (nil: all of it), for the texture upload.
    @discardableResult
    public func draw(in canvas: Canvas) -> IntRect? {
        needsRedraw = false
        guard isShowingHelp else { return demo.draw(in: canvas, size: size) }
        // The translucent panel must not be painted over its own last frame.
        demo.setNeedsFullRedraw()
        _ = demo.draw(in: canvas, size: size)
        helpOverlay.draw(in: canvas, size: size, demo: current.number, text: context.text,
                         makeTitle: { "Keys — \(current.title)" },
                         makeSections: { [demo.keyBindings.helpRows, globalBindings.helpRows] })
        return nil
    }
}
