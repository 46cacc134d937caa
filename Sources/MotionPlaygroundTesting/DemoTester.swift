import Foundation
import MotionPlayground
import Platform

/// Drives one demo headless exactly as the window does, for a package's tests: input goes through
/// the session's event path at frame times of a 60 Hz window, keys through the same handler as a
/// key press, and `render` draws the frame `playground render` would.
///
/// ```swift
/// let tester = try DemoTester(.sheet)
/// try tester.drag(from: Point(x: 400, y: 300), to: Point(x: 600, y: 300), seconds: 0.3)
/// try tester.run(for: 2)
/// let picture = try tester.render()
/// ```
public final class DemoTester {
    /// The session that hosts the demo, as the window's does (without the bar unless asked).
    public let session: PlaygroundSession
    private var replay: InputReplay?
    private var pending: [ScriptedEvent] = []

    /// Why a test could not go on.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }

    /// A session showing `descriptor` in a window of `size` points, drawing text with the
    /// bundled font (`text` replaces it, e.g. with fixed metrics). The number keys, the bar's
    /// tabs and the gallery choose from `registry` (nil: `descriptor` alone). `settings` are
    /// applied as `--set name=value` applies them, before the first frame; `reduceMotion` starts
    /// with the accessibility setting on.
    public init(_ descriptor: DemoDescriptor, registry: DemoRegistry? = nil, size: Size = Size(width: 800, height: 600),
                showsBar: Bool = false, reduceMotion: Bool = false, settings: [(name: String, value: String)] = [],
                text: TextRasterizer? = nil) throws {
        let rasterizer = try text ?? BundledResources.text()
        session = PlaygroundSession(registry: registry ?? DemoRegistry([descriptor]), initial: descriptor,
                                    context: DemoContext(text: rasterizer), size: size, showsBar: showsBar)
        session.reduceMotion = reduceMotion
        // The first layout, as the first frame would do it (nodes built by layout exist).
        (session.demo as? SceneDemo)?.scene.layoutIfNeeded()
        if !settings.isEmpty { try session.applySettings(settings) }
    }

    /// The demo shown, as the type the test knows it to be.
    public func demo<T>(_ type: T.Type) throws -> T {
        guard let demo = session.demo as? T else {
            throw Failure(description: "the demo shown is a \(Swift.type(of: session.demo)), not a \(T.self)")
        }
        return demo
    }

    /// The time on the frame clock, in seconds since the session started.
    public var now: Double { session.frameTime }

    /// Runs frame by frame to `time` (seconds on the frame clock, never earlier than `now`),
    /// delivering the input queued by `click`, `drag`, `press` and `script` when it falls due.
    public func run(until time: Double) {
        if !pending.isEmpty {
            let remaining = replay.map { Array($0.script.events[$0.nextIndex...]) } ?? []
            replay = InputReplay(InputScript(events: remaining + pending))
            pending.removeAll()
        }
        FrameClock.run(session, until: max(time, now), replay: &replay)
    }

    /// Runs frame by frame to `time`, replaying `script` (the input-script grammar, its times on
    /// the frame clock from the session's start) instead of what was queued or replayed before;
    /// without a script, what is under way goes on.
    public func run(until time: Double, script: String?) throws {
        if let script {
            replay = InputReplay(try InputScript(parsingUTF8: Array(script.utf8)))
            pending.removeAll()
        }
        run(until: time)
    }

    /// Runs for `seconds` more.
    public func run(for seconds: Double) { run(until: now + seconds) }

    /// Queues the events of an input script (the `--script` grammar) with times relative to now.
    public func script(_ text: String) throws {
        let parsed = try InputScript(parsing: text)
        pending += parsed.events.map { ScriptedEvent(time: $0.time + now, event: $0.event, line: $0.line) }
    }

    /// A click at `point` (window points) now.
    public func click(_ point: Point) throws {
        try script("0 click \(point.x) \(point.y)")
        run(until: now)
    }

    /// A drag from `from` to `to` over `seconds` (> 0), a move every 1/60 s as a mouse gives
    /// them, then the release unless `release` is false (`release(at:)` ends it later); runs to
    /// the last move.
    public func drag(from: Point, to: Point, seconds: Double, release: Bool = true) {
        let start = now
        let steps = max(1, Int((seconds * InputScript.dragRate).rounded()))
        pending.append(ScriptedEvent(time: start, event: .pointerDown(from, .primary), line: 0))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            pending.append(ScriptedEvent(time: start + seconds * fraction, event: .pointerMoved(Point.lerp(from, to, fraction)), line: 0))
        }
        if release { pending.append(ScriptedEvent(time: start + seconds, event: .pointerUp(to, .primary), line: 0)) }
        run(until: start + seconds)
    }

    /// Lifts the button at `point` now (the end of a `drag(…, release: false)`).
    public func release(at point: Point) {
        pending.append(ScriptedEvent(time: now, event: .pointerUp(point, .primary), line: 0))
        run(until: now)
    }

    /// Presses a key now (`"space"`, `"f8"`, `"s"`), as the window delivers it (`isRepeat`: a
    /// held key's auto-repeat); returns what the session asks of its host.
    @discardableResult
    public func press(_ key: String, modifiers: KeyModifiers = [], isRepeat: Bool = false) -> PlaygroundSession.Command {
        session.handle(.key(KeyPress(key, modifiers: modifiers, isRepeat: isRepeat)))
    }

    /// Draws the current frame into a new canvas at `scale` device pixels per point, as the
    /// session draws a window's frame: only what it repaints. That is the whole frame the first
    /// time (and whenever the session repaints everything: a switch, the key reference), but after
    /// a first draw only the damage since the last one, over the new canvas's transparent pixels:
    /// what a window's incremental frame paints. `render` draws the whole frame.
    public func draw(scale: Double = 1) throws -> Canvas {
        guard let canvas = Canvas(width: Int((session.size.width * scale).rounded()),
                                  height: Int((session.size.height * scale).rounded())) else {
            throw Failure(description: "cannot make a \(session.size) canvas at scale \(scale)")
        }
        canvas.setTransform(.scale(x: scale, y: scale))
        session.draw(in: canvas)
        return canvas
    }

    /// Draws the whole current frame into a new canvas at `scale`, as `render` does.
    public func drawFullFrame(scale: Double = 1) throws -> Canvas {
        session.setNeedsFullRedraw()
        return try draw(scale: scale)
    }

    /// The whole current frame at `scale` device pixels per point, as `render` draws it.
    public func render(scale: Double = 1) throws -> Pixmap {
        try drawFullFrame(scale: scale).pixmap
    }

    /// The first node named `name` in the demo's scene (`.named("ball")`), or nil.
    public func node(named name: String) -> Node? {
        (session.demo as? SceneDemo)?.scene.root.descendants(named: name).first
    }

    /// Writes the current frame as a PNG at `path` (to look at what a test saw).
    public func savePNG(_ path: String, scale: Double = 1) throws {
        try PNGFile.write(try render(scale: scale), to: path)
    }
}
