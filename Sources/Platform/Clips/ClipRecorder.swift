import Dispatch
import Foundation
import Raster

/// Records what a window shows into an animated WebP while it runs (F10): each frame's pixels
/// are copied on the frame loop's thread and encoded on a serial queue of their own, so the
/// window keeps its pace; frames come at most `maximumRate` times a second.
public final class ClipRecorder: @unchecked Sendable {
    /// Frames per second kept (the window may present more).
    public static let maximumRate = 30.0

    private let queue = DispatchQueue(label: "MotionPlayground.ClipRecorder")
    // Touched only on `queue`.
    private var writer: AnimatedWebPWriter?
    private var failure: Error?
    // Touched only on the caller's thread.
    private let start: Double
    private var lastTime: Double?
    private var lastMilliseconds = -1
    /// Frames kept so far (after rate limiting), counted on the caller's thread before encoding.
    public private(set) var frames = 0

    /// A recording of `width × height` frames starting at frame time `start` (seconds); lossy
    /// (quality 90, fastest method), so encoding keeps up with a live window.
    public init(width: Int, height: Int, start: Double) throws {
        writer = try AnimatedWebPWriter(width: width, height: height, quality: 90, method: 0)
        self.start = start
    }

    /// Adds the frame shown at frame time `time` (skipped if sooner than 1/`maximumRate` after
    /// the last one kept).
    public func add(_ pixmap: Pixmap, at time: Double) {
        if let lastTime, time - lastTime < 1 / Self.maximumRate - 1e-6 { return }
        let milliseconds = Int(((time - start) * 1000).rounded())
        guard milliseconds > lastMilliseconds else { return }
        lastTime = time
        lastMilliseconds = milliseconds
        frames += 1
        let copy = pixmap
        queue.async { [self] in
            guard failure == nil, let writer else { return }
            do { try writer.add(copy, at: milliseconds) } catch { failure = error }
        }
    }

    /// Waits for the encoding to catch up and writes the clip, ending at frame time `time`.
    public func finish(at time: Double, to path: String) throws {
        let end = Int(((time - start) * 1000).rounded())
        try queue.sync {
            if let failure { throw failure }
            guard let writer else { return }
            try writer.finish(endingAt: end, to: path)
            self.writer = nil
        }
    }
}
