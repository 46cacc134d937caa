import CSDL
import Foundation
import Geometry
import Input
import Raster

/// The real-time loop: events → advance → draw → present, paced to the display.
///
/// Pacing uses vsync when the renderer offers it; when it does not (Xvfb, software renderers),
/// or when presents return far faster than any display refreshes (a vsync flag that is not
/// honoured), the loop sleeps to a 60 Hz schedule instead. When the content needs no redraw the
/// loop blocks on the event queue, so an idle scene costs nothing.
///
/// This is the only code that reads the wall clock: everything else gets the run loop's time.
public final class FrameLoop {
    /// Frames per second the loop paces itself to when vsync is missing or not honoured.
    public static let fallbackRate = 60.0

    private let window: Window
    private let content: WindowContent
    private let canvas: Canvas
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private var start: UInt64 = 0
    /// `SDL_GetTicks()` when the loop started: event timestamps count from SDL's start.
    private var startTicks: UInt32 = 0
    /// The last time handed to the content: events and frames never go back before it.
    private var lastAdvance = 0.0
    private var usesTimedPacing: Bool
    /// Frames presented (for diagnostics and the smoke test).
    public private(set) var framesPresented = 0
    /// Seconds between consecutive presents, kept while `recordsPresentIntervals` (`--stats`).
    public private(set) var presentIntervals: [Double] = []
    /// Keep `presentIntervals` (off by default: a long session would grow it without bound).
    public var recordsPresentIntervals = false
    /// When the last frame was presented (the loop's seconds), nil before the first.
    private var lastPresentTime: Double?

    /// A loop that draws `content` into `window`; allocates a canvas of the window's device-pixel
    /// size (at least 1 × 1) and throws `SDLError` if it cannot.
    public init(window: Window, content: WindowContent) throws {
        self.window = window
        self.content = content
        let pixels = window.pixelSize
        guard let canvas = Canvas(width: max(pixels.width, 1), height: max(pixels.height, 1)) else {
            throw SDLError("FrameLoop", reason: "cannot allocate a \(pixels.width)x\(pixels.height) frame")
        }
        self.canvas = canvas
        usesTimedPacing = !window.hasVSync
    }

    /// Seconds since the loop started.
    private var now: Double { Double(SDL_GetPerformanceCounter() &- start) / frequency }

    /// Runs until the content asks to quit, `maximumDuration` (seconds) passes or
    /// `maximumFrames` frames have been presented.
    public func run(maximumDuration: Double = .infinity, maximumFrames: Int = .max) throws {
        if recordsPresentIntervals, maximumFrames < 10_000_000 { presentIntervals.reserveCapacity(maximumFrames) }
        start = SDL_GetPerformanceCounter()
        startTicks = SDL_GetTicks()
        let frameInterval = 1 / FrameLoop.fallbackRate
        var nextDeadline = frameInterval
        var lastPresent = 0.0
        var tooFastPresents = 0
        _ = content.handle(.resized(window.logicalSize))
        // When the last presented frame started; nil after the loop slept idle.
        var lastFrameStart: Double?
        while now < maximumDuration && framesPresented < maximumFrames {
            let frameStart = now
            // Drain every pending event before the frame, each at its own time.
            while let timed = window.pollEvent() {
                if !deliver(timed) { return }
            }
            let inputEnd = now
            let time = max(inputEnd, lastAdvance)
            lastAdvance = time
            content.advance(to: time)
            let advanced = now
            window.setTitle(content.title)
            let pixels = window.pixelSize
            let canvasIsStale = pixels.width > 0 && pixels.height > 0
                && (pixels.width != canvas.pixmap.width || pixels.height != canvas.pixmap.height)
            guard content.needsRedraw || canvasIsStale else {
                // Idle: sleep until an event arrives (bounded, so timers and maximumDuration run).
                lastFrameStart = nil
                lastPresentTime = nil
                if let timed = window.waitEvent(milliseconds: 100), !deliver(timed) { return }
                nextDeadline = now + frameInterval
                continue
            }
            let (drawn, uploaded) = try drawAndPresent()
            let presented = now
            if recordsPresentIntervals, let lastPresentTime { presentIntervals.append(presented - lastPresentTime) }
            lastPresentTime = presented
            // The upload stage ends before the present, which may wait for the display.
            content.didPresent(FrameTiming(input: inputEnd - frameStart, advance: advanced - inputEnd,
                                           draw: drawn - advanced, upload: uploaded - drawn,
                                           interval: lastFrameStart.map { frameStart - $0 }))
            lastFrameStart = frameStart
            if !usesTimedPacing {
                // A present that returns within 2 ms of the previous one is not waiting for vblank.
                tooFastPresents = presented - lastPresent < 0.002 ? tooFastPresents + 1 : 0
                if tooFastPresents >= 10 { usesTimedPacing = true }
            }
            lastPresent = presented
            if usesTimedPacing {
                let remaining = nextDeadline - presented
                // Microseconds, not SDL_Delay's whole milliseconds, which wake up to 1 ms early
                // and make the intervals uneven.
                if remaining > 0 { usleep(UInt32(min(remaining, 1) * 1_000_000)) }
                // Keep to the schedule, but never try to catch up a backlog of missed frames.
                nextDeadline = max(nextDeadline + frameInterval, now)
            }
        }
    }

    /// Moves the content to the event's time, then hands it the event, as input scripts are
    /// replayed. SDL 2 stamps an event with `SDL_GetTicks()` when it is queued, which for most
    /// back ends is when the loop pumps events, so several events of one frame may share a time;
    /// the velocity tracker's least-squares fit copes with that. Returns false when the content
    /// quits.
    private func deliver(_ timed: Window.TimedEvent) -> Bool {
        let stamped = Double(timed.milliseconds &- startTicks) / 1000
        // A stamp from before the loop started, or a wrapped clock, falls back to "now".
        let time = min(max(stamped.isFinite && stamped < 86_400 * 49 ? stamped : now, lastAdvance), now)
        if time > lastAdvance {
            lastAdvance = time
            content.advance(to: time)
        }
        return content.handle(timed.event)
    }

    /// Draws and presents a frame; returns when the drawing and the upload ended (the loop's
    /// seconds).
    private func drawAndPresent() throws -> (drawn: Double, uploaded: Double) {
        let pixels = window.pixelSize
        guard pixels.width > 0, pixels.height > 0 else { return (now, now) }
        guard canvas.resize(width: pixels.width, height: pixels.height) else {
            throw SDLError("FrameLoop", reason: "cannot allocate a \(pixels.width)x\(pixels.height) frame")
        }
        let logical = window.logicalSize
        let scale = logical.width > 0 ? Double(pixels.width) / logical.width : 1
        canvas.setTransform(.scale(x: scale, y: scale))
        // A new canvas is blank: the content sees the new size and repaints everything.
        let damage = content.draw(in: canvas)
        let drawn = now
        // Only what changed goes up to the texture.
        try window.upload(canvas.pixmap, damage: damage)
        let uploaded = now
        try window.presentUploaded()
        framesPresented += 1
        return (drawn, uploaded)
    }

    /// A monotonic clock in nanoseconds for hosts that time parts of a frame themselves (a scene's
    /// layout): the frame loop's own clock.
    public static func monotonicNanoseconds() -> UInt64 {
        let ticks = SDL_GetPerformanceCounter()
        let frequency = SDL_GetPerformanceFrequency()
        guard frequency > 0 else { return 0 }
        // Split so the product cannot overflow for any realistic uptime.
        return ticks / frequency * 1_000_000_000 + ticks % frequency * 1_000_000_000 / frequency
    }
}
