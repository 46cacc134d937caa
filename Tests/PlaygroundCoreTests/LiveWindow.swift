import Demos
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster
import Testing
import TestSupport

/// A session driven as the window drives it, headless: one canvas that keeps its pixels, frames
/// at 60 Hz drawn only when the session needs one, events at their own times, and the damage
/// check on (every frame compared with a from-scratch one).
final class LiveWindow {
    let session: PlaygroundSession
    private(set) var canvas: Canvas
    let scale: Double
    private var frame = 0

    init(_ descriptor: DemoDescriptor, size: Size = Size(width: 1280, height: 800), scale: Double = 1) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        session = PlaygroundSession(registry: .standard, initial: descriptor, context: DemoContext(text: text), size: size,
                                    showsBar: true, checksDamage: true)
        self.scale = scale
        canvas = try #require(Canvas(width: Int(size.width * scale), height: Int(size.height * scale)))
    }

    /// Runs frames up to `time` (seconds), delivering `events` at their times.
    func run(until time: Double, _ events: [(Double, InputEvent)] = []) {
        var pending = events
        while Double(frame + 1) / 60 <= time + 1e-9 {
            frame += 1
            let now = Double(frame) / 60
            while let first = pending.first, first.0 <= now {
                pending.removeFirst()
                session.advance(to: max(first.0, session.frameTime))
                handle(first.1)
            }
            session.advance(to: now)
            if session.needsRedraw { draw() }
        }
    }

    /// Hands `event` to the session; a resize gives the window a canvas of the new size, as
    /// the frame loop does.
    func handle(_ event: InputEvent) {
        _ = session.handle(event)
        if case .resized(let size) = event,
           let resized = Canvas(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())) {
            canvas = resized
        }
    }

    /// Presses `key` now.
    func press(_ key: String, modifiers: KeyModifiers = []) { handle(.key(KeyPress(key, modifiers: modifiers))) }

    /// A click at window point (`x`, `y`) now.
    func click(_ x: Double, _ y: Double) {
        handle(.pointerDown(Point(x: x, y: y), .primary))
        handle(.pointerUp(Point(x: x, y: y), .primary))
    }

    /// Draws a frame now.
    @discardableResult
    func draw() -> Damage {
        canvas.setTransform(.scale(x: scale, y: scale))
        return session.draw(in: canvas)
    }

    /// What the damage check found so far, one line each.
    var failures: [String] { session.damageCheckFailures.map(\.description) }

    /// The pixel at window point (`x`, `y`).
    func pixel(_ x: Double, _ y: Double) -> PremultipliedColor {
        canvas.pixmap[Int(x * scale), Int(y * scale)]
    }
}
