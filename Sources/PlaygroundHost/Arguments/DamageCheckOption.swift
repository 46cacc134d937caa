import Foundation
import PlaygroundCore
import Raster

/// `PLAYGROUND_CHECK_DAMAGE=1`: every frame of the window, `render`, `record` and `fuzz` is
/// compared with a from-scratch one (see `DamageCheck`).
enum DamageCheckOption {
    /// Whether the environment turns the check on.
    static var isOn: Bool { ProcessInfo.processInfo.environment["PLAYGROUND_CHECK_DAMAGE"] == "1" }

    /// Reports the session's failures, one line each (at most a few), and fails with status 1
    /// when there were any.
    static func verify(_ session: PlaygroundSession) throws {
        let failures = session.damageCheckFailures
        guard !failures.isEmpty else { return }
        for failure in failures.prefix(5) {
            FileHandle.standardError.write(Data("playground: \(failure)\n".utf8))
        }
        throw fail("the damage check failed in \(failures.count) frame\(failures.count == 1 ? "" : "s")")
    }
}

/// Draws a session's frames into one canvas that keeps its pixels, as the window does, for the
/// damage check of `render` and `record`.
final class IncrementalFrames {
    private let scale: Double
    /// The canvas the frames are drawn into (nil before the first).
    private(set) var canvas: Canvas?

    init(scale: Double) { self.scale = scale }

    /// Draws the session's frame if it needs one (a new canvas when its size changed).
    func draw(_ session: PlaygroundSession) {
        let width = Int((session.size.width * scale).rounded()), height = Int((session.size.height * scale).rounded())
        var canvasIsNew = false
        if canvas?.pixmap.width != width || canvas?.pixmap.height != height {
            canvas = Canvas(width: max(width, 1), height: max(height, 1))
            canvasIsNew = true
        }
        guard session.needsRedraw || canvasIsNew, let canvas else { return }
        canvas.setTransform(.scale(x: scale, y: scale))
        session.draw(in: canvas)
    }
}
