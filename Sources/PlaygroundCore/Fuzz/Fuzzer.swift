import Animation
import Demos
import Foundation
import Geometry
import Input
import Raster
import Scene

/// Seeded random input through the session's own event path, as the window delivers it —
/// pointer moves far outside the window, drags at absurd speeds, clicks (in the gallery, on its
/// tiles, which moves the focus), every key binding of the demo and the playground (Tab, the
/// key reference opened and closed with Escape, overlays, HUD, inspector), resizes from 1×1 up
/// to `maximumSide`, exposes, clock jumps, and speed, pause and step keys — with the invariants
/// checked after every event: every node's geometry finite, every animator's fraction within
/// 0…1, no node still leaving once its transition has ended, resident memory bounded, and, with
/// `checksDamage`, every frame equal to a from-scratch one (`DamageCheck`). A failure is shrunk
/// to the shortest input script that still shows it (`run` replays candidate scripts from a
/// fresh session).
///
/// The event stream is an input script (`InputScript`): a failure reproduces with
/// `playground render --script` or in the window.
public struct Fuzzer {
    /// Largest window side a resize asks for, in points (the renders stay affordable).
    public static let maximumSide = 2048
    /// Resident memory past which the run fails, in bytes.
    public static let memoryLimit = 3 << 30

    /// The demo (or the gallery) the fuzzer starts its sessions on.
    public let demo: DemoDescriptor
    /// The registry the sessions are built from (number keys can switch to any of its demos).
    public let registry: DemoRegistry
    /// Text rasterizer handed to every session the fuzzer creates.
    public let text: TextRasterizer
    /// Whether every event is followed by a frame checked against a from-scratch one.
    public let checksDamage: Bool

    /// A fuzzer for `demo`; no session is made until events are generated or run. With
    /// `checksDamage`, a frame is drawn after every event and checked (`DamageCheck`).
    public init(demo: DemoDescriptor, registry: DemoRegistry, text: TextRasterizer, checksDamage: Bool = false) {
        self.demo = demo
        self.registry = registry
        self.text = text
        self.checksDamage = checksDamage
    }

    /// A broken invariant: after which event, and what.
    public struct Failure: Error, CustomStringConvertible {
        /// Zero-based index, in the events given to `run`, of the event after which the check failed.
        public let eventIndex: Int
        /// Which invariant broke, in words (e.g. a non-finite frame or a fraction outside 0…1).
        public let invariant: String
        /// For a damage-check failure: what the window showed and the from-scratch frame.
        public let pictures: (shown: Pixmap, reference: Pixmap)?
        /// `after event N: <invariant>`, with N counted from 1.
        public var description: String { "after event \(eventIndex + 1): \(invariant)" }
    }

    /// `count` timed events from `seed`, always the same for the same seed and demo.
    public func events(count: Int, seed: UInt64) -> [ScriptedEvent] {
        // Each demo gets its own stream from the same seed (`hashValue` is salted per process).
        var random = SplitMix64(seed: seed &+ UInt64(demo.number) &* 0x9E37_79B9)
        let probe = PlaygroundSession(registry: registry, initial: demo, context: DemoContext(text: text),
                                      size: Size(width: 640, height: 400), showsBar: true)
        var keys = probe.demo.keyBindings.commands.flatMap(\.chords) + probe.globalBindings.commands.flatMap(\.chords)
        // Quitting ends a run; F9/F10/F12 ask the window host for files (headless: nothing).
        // Keys that only mean something while scrubbing (the lanes, the playhead) are in no table.
        keys += ["left", "right", "up", "down", "return", "g", "z", "l"].map { KeyChord($0) }
        keys.removeAll { ["escape", "f9", "f10", "f12"].contains($0.name) || ($0.name == "q" && $0.modifiers.contains(.control)) }
        var time = 0.0
        var size = Size(width: 640, height: 400)
        var pressed = false
        var result: [ScriptedEvent] = []
        result.reserveCapacity(count)
        func point() -> Point {
            switch random.next(below: 10) {
            case 0: return Point(x: random.unit() * 2e6 - 1e6, y: random.unit() * 2e6 - 1e6)
            case 1: return Point(x: -random.unit() * 50, y: random.unit() * size.height)
            default: return Point(x: random.unit() * size.width, y: random.unit() * size.height)
            }
        }
        while result.count < count {
            // Mostly a frame apart; sometimes the same instant, sometimes a jump of seconds.
            switch random.next(below: 20) {
            case 0: time += random.unit() * 8
            case 1, 2: break
            default: time += 1.0 / 60
            }
            let event: InputEvent
            switch random.next(below: 16) {
            case 0...4: event = .pointerMoved(point())
            case 5, 6:
                event = pressed ? .pointerUp(point(), .primary) : .pointerDown(point(), .primary)
                pressed.toggle()
            case 7:
                // A flick: many moves within one instant, far apart.
                let start = point()
                for step in 0..<8 where result.count < count - 1 {
                    result.append(ScriptedEvent(time: time, event: .pointerMoved(Point(x: start.x + Double(step) * 3000,
                                                                                        y: start.y - Double(step) * 2000)),
                                                line: result.count + 1))
                }
                event = .pointerMoved(point())
            case 8...12:
                let chord = keys.isEmpty ? KeyChord("space") : keys[random.next(below: keys.count)]
                event = .key(KeyPress(chord.name, modifiers: chord.modifiers))
            case 13:
                switch random.next(below: 4) {
                case 0: event = .wheel(dx: random.unit() * 20 - 10, dy: random.unit() * 20 - 10)
                case 1: event = .exposed
                case 2:
                    // The key reference opened, then closed as a person closes it.
                    result.append(ScriptedEvent(time: time, event: .key(KeyPress("f1")), line: result.count + 1))
                    time += 1.0 / 60
                    event = .key(KeyPress("escape"))
                default:
                    // A click in the middle of a tile of a 3 × 2 grid (a gallery's tiles, a
                    // demo's controls elsewhere).
                    let at = Point(x: size.width * (Double(random.next(below: 3)) + 0.5) / 3,
                                   y: size.height * (Double(random.next(below: 2)) + 0.5) / 2)
                    result.append(ScriptedEvent(time: time, event: .pointerDown(at, .primary), line: result.count + 1))
                    pressed = false
                    event = .pointerUp(at, .primary)
                }
            default:
                let side = { Double(random.next(below: 10) == 0 ? 1 : 1 + random.next(below: Fuzzer.maximumSide)) }
                size = Size(width: side(), height: side())
                event = .resized(size)
            }
            result.append(ScriptedEvent(time: time, event: event, line: result.count + 1))
        }
        return result
    }

    /// Plays `events` from a fresh session, drawing a frame after every few, and checks the
    /// invariants after each; returns the first failure, nil when all hold.
    /// With `checksDamage` a frame follows every event (`drawEvery` is then 1). `progress`, when
    /// given, hears the number of events played after every `progressEvery` of them. `goesOn` is
    /// asked every thousand events: false gives up the replay (nil, as if every invariant held).
    public func run(_ events: [ScriptedEvent], drawEvery: Int = 8, progressEvery: Int = 10_000,
                    progress: ((Int) -> Void)? = nil, goesOn: () -> Bool = { true }) -> Failure? {
        let session = PlaygroundSession(registry: registry, initial: demo, context: DemoContext(text: text),
                                        size: Size(width: 640, height: 400), showsBar: true, checksDamage: checksDamage)
        var canvas = Canvas(width: 640, height: 400)
        let every = checksDamage ? 1 : max(drawEvery, 1)
        for (index, scripted) in events.enumerated() {
            session.advance(to: scripted.time)
            // A quit (Escape with the key reference already closed) is the host's business: the
            // session itself goes on, and so does the run.
            _ = session.handle(scripted.event)
            if index % every == 0 {
                let width = Int(session.size.width.rounded()), height = Int(session.size.height.rounded())
                if canvas?.pixmap.width != width || canvas?.pixmap.height != height { canvas = Canvas(width: max(width, 1), height: max(height, 1)) }
                if let canvas, session.needsRedraw || !checksDamage { session.draw(in: canvas) }
            }
            if let failure = session.damageCheckFailures.first {
                return Failure(eventIndex: index, invariant: failure.description, pictures: session.damageCheckMismatch)
            }
            if let broken = check(session) { return Failure(eventIndex: index, invariant: broken, pictures: nil) }
            if let progress, (index + 1) % max(progressEvery, 1) == 0 { progress(index + 1) }
            if (index + 1) % 1000 == 0, !goesOn() { return nil }
        }
        return nil
    }

    /// The invariants, or what broke.
    func check(_ session: PlaygroundSession) -> String? {
        var broken: String?
        session.demo.forEachScene(size: session.contentSize) { scene, _ in
            guard broken == nil else { return }
            let time = scene.runLoop.now
            scene.debugVisit(rootTransform: .identity) { info in
                guard broken == nil else { return }
                let frame = info.node.presentationFrame
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) {
                    broken = "\(info.debugName) has a frame that is not finite: \(frame)"
                } else if !info.deviceBounds.minX.isFinite || !info.deviceBounds.maxY.isFinite {
                    broken = "\(info.debugName) is drawn at bounds that are not finite"
                } else if info.node.isDisappearing, !info.node.isAnimating(at: time), !scene.isAnimating {
                    broken = "\(info.debugName) is still leaving after its transition ended"
                }
            }
            for animator in scene.runLoop.runningAnimators where !(0...1).contains(animator.fractionComplete) {
                broken = "an animator's fractionComplete is \(animator.fractionComplete)"
            }
        }
        if broken == nil, let resident = Fuzzer.residentBytes(), resident > Fuzzer.memoryLimit {
            broken = "resident memory reached \(resident >> 20) MB"
        }
        return broken
    }

    /// The shortest event list found (by removing chunks, then single events) that still
    /// breaks an invariant; `budget` bounds the replays, and `goesOn` is asked before each and
    /// during each (a damage-checked replay of a long run takes minutes: the host stops shrinking
    /// when it has waited long enough, and the best so far is returned). `failure`, when the
    /// caller already has it, saves the first replay.
    public func shrink(_ events: [ScriptedEvent], failure: Failure? = nil, budget: Int = 200,
                       goesOn: () -> Bool = { true }) -> [ScriptedEvent] {
        var current = events
        if let failure = failure ?? run(current) { current = Array(current.prefix(failure.eventIndex + 1)) }
        var runs = 0
        var chunk = max(current.count / 2, 1)
        func canGoOn() -> Bool { runs < budget && goesOn() }
        while chunk >= 1 && canGoOn() {
            var start = 0
            var removedAny = false
            while start < current.count && canGoOn() {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                runs += 1
                if !candidate.isEmpty, run(candidate, goesOn: goesOn) != nil {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }

    /// Resident memory of this process in bytes (Linux), nil where it cannot be read.
    public static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A small, fast, well-mixed generator (SplitMix64): the same seed gives the same run on every
/// machine, which `SystemRandomNumberGenerator` would not.
public struct SplitMix64 {
    private var state: UInt64
    /// A generator whose run is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<bound (bound ≥ 1).
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
