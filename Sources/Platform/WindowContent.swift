import Input
import Raster

/// What a window shows: the frame loop feeds it events and time, and asks it to draw.
public protocol WindowContent: AnyObject {
    /// The window title.
    var title: String { get }
    /// Handles an event; returns false when the window should close.
    func handle(_ event: InputEvent) -> Bool
    /// Moves to `time`, seconds on the frame loop's timeline since the loop started.
    func advance(to time: Double)
    /// True when the next frame differs from the last one drawn.
    var needsRedraw: Bool { get }
    /// Draws a frame; the canvas's transform maps logical points to device pixels. Returns the
    /// device rectangle that changed (empty: nothing), or nil when all of it may have.
    func draw(in canvas: Canvas) -> IntRect?
    /// Called after each presented frame with what it cost (for a frame-time HUD).
    func didPresent(_ timing: FrameTiming)
}

extension WindowContent {
    /// Content that shows no frame costs ignores them.
    public func didPresent(_ timing: FrameTiming) {}
}
