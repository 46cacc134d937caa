import Input
import Raster

/// What a window shows: the frame loop feeds it events and time, and asks it to draw.
public protocol WindowContent: AnyObject {
    /// The window title.
    var title: String { get }
    /// Handles an event; returns false when the window should close.
    func handle(_ event: InputEvent) -> Bool
    /// Moves to `time`, seconds on the frame loop's run loop since the loop started.
    func advance(to time: Double)
    /// True when the next frame differs from the last one drawn.
    var needsRedraw: Bool { get }
    /// Draws a frame into `canvas`, which holds the last frame drawn unless its size changed
    /// (then it is blank); its transform maps logical points to device pixels. Returns what
    /// changed: what goes up to the screen.
    func draw(in canvas: Canvas) -> Damage
    /// Called after each presented frame with what it cost (for a frame-time HUD).
    func didPresent(_ timing: FrameTiming)
}

extension WindowContent {
    /// Content that shows no frame costs ignores them.
    public func didPresent(_ timing: FrameTiming) {}
}
