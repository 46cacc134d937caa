import ArgumentParser
import Demos
import Foundation
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster

/// Renders one frame of a demo to a PNG without opening a window (works with no display).
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a demo's frame at a time on the frame clock to a PNG, headless."
    )

    @Argument(help: "A Lottie file (.json, .lottie) to render: its composition alone, transparent; with --demo, the window's frame with the file opened (--demo lottie shows it).")
    var file: String?

    @Option(name: .long, parsing: .unconditional, help: "The demo: a number 1…6 or a name, or 0 / gallery for all of them.")
    var demo: String?

    @Option(name: .long, parsing: .unconditional, help: "Seconds on the frame clock (≥ 0); for a Lottie file, seconds from its first frame.")
    var at: Double?

    @Option(name: .long, parsing: .unconditional, help: "A Lottie file's frame, in the file's own numbers (fractional allowed).")
    var frame: Double?

    @Option(name: .long, parsing: .unconditional, help: "Logical size, WxH (default: 1280x800). A Lottie file is drawn at its own size, fitted into WxH when given.", transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(name: .long, parsing: .unconditional, help: "Device pixels per point (1…4).")
    var scale: Double = 1

    @Option(name: .long, help: "The PNG file to write.")
    var out: String

    @OptionGroup var playback: PlaybackOptions

    @Option(name: .long, parsing: .unconditional, help: "Pause the scene clock at this time on the frame clock (frames go on to --at, the demos stand still), as F5 in the window.")
    var pausedAt: Double?

    @Flag(name: .long, help: "Leave out the bar under the demos (as H in the window).")
    var noBar = false

    @Option(name: .customLong("repeat"), parsing: .unconditional, help: "Draw the frame this many times (profiling; allocation counts across values show per-frame allocation).")
    var drawCount: Int = 1

    /// Frames per second of the simulated frame loop that leads up to `--at`.
    static let frameRate = 60.0

    func run() throws {
        if let file, demo == nil {
            try LottieRender(file: file, frame: frame, at: at, size: size, scale: scale, out: out, drawCount: drawCount).run()
            return
        }
        guard frame == nil else { throw fail("--frame is for a Lottie file; a demo takes --at SECONDS", code: 64) }
        guard let demo else { throw fail("name what to render: --demo N, or a Lottie file", code: 64) }
        guard let at else { throw fail("--at SECONDS is required for a demo", code: 64) }
        let size = self.size ?? SizeArgument(width: 1280, height: 800)
        guard at.isFinite, at >= 0, at <= 86_400 else { throw fail("--at must be between 0 and 86400 seconds", code: 64) }
        guard (1...10_000).contains(drawCount) else { throw fail("--repeat must be between 1 and 10000", code: 64) }
        guard scale.isFinite, (1...4).contains(scale) else { throw fail("--scale must be between 1 and 4", code: 64) }
        guard !out.isEmpty else { throw fail("--out is empty: name the .png file to write", code: 64) }
        // Only PNG is written: another extension would be a PNG under a misleading name.
        guard out.lowercased().hasSuffix(".png") || out.hasPrefix("/dev/") else {
            throw fail("--out must name a .png file (render writes PNG only; got \(UserText.shown(out)))", code: 64)
        }
        try renderDemo(demo, at: at, size: size)
    }

    /// The window's frame: a demo (and, with a file, the Lottie player beside the demos, as
    /// `playground FILE` opens it) with the bar and the tools, at `--at` on the frame clock.
    private func renderDemo(_ demo: String, at: Double, size: SizeArgument) throws {
        if let pausedAt, !(pausedAt.isFinite && pausedAt >= 0 && pausedAt <= at) {
            throw fail("--paused-at must be between 0 and --at (\(at))", code: 64)
        }
        var registry = Host.registry
        if let file {
            (registry, _) = try LottieOpening.registry(registry, playing: try LottieOpening.source(for: file), file: file)
        }
        let descriptor = try DemoArgument.resolve(demo, in: registry)
        // Every input is checked before any frame runs.
        let inputScript = try playback.validated()
        // The canvas, its offscreen layers (opacity groups, masks), a frame for the damage
        // overlay, the PNG's straight pixels and its encoding: measured at 3.7 (drops) to 6.1
        // (onboarding) frames' worth at the smallest `ulimit -v` that renders. A scripted resize
        // past --size is not foreseen.
        try MemoryCheck.require(frames: 7, width: Int((Double(size.width) * scale).rounded()),
                                height: Int((Double(size.height) * scale).rounded()))
        let session = PlaygroundSession(registry: registry, initial: descriptor,
                                        context: DemoContext(text: try ResourceLocator.text()), size: size.size, showsBar: !noBar,
                                        checksDamage: DamageCheckOption.isOn)
        try playback.apply(to: session)
        PlaybackOptions.warnOfPressesOutsideLanes(inputScript, in: session)
        var replay = inputScript.map(InputReplay.init)
        // The damage check judges frames as a window draws them: every frame, incrementally.
        var frames = DamageCheckOption.isOn ? IncrementalFrames(scale: scale) : nil
        // A far time is reached in long strides (see `FrameClock`); the bar shows the way.
        let progress = Progress(total: Int(at.rounded(.up)), unit: "s")
        defer { progress.done() }
        func run(until time: Double) {
            FrameClock.run(session, until: time, frameRate: Render.frameRate, replay: &replay,
                              afterFrame: frames.map { frames in { frames.draw($0) } },
                              progress: { progress.advance(fraction: $0 * time / max(at, 1e-9)) })
        }
        if let pausedAt {
            run(until: pausedAt)
            session.setPaused(true)
        }
        // The damage overlay shows what the last 0.3 s of frames repainted, fading: those frames
        // are drawn as a window draws them (the first in full; its flash has faded by --at).
        let tailStart = at - DebugOverlay.flashSeconds - 1 / Render.frameRate
        if tailStart > session.frameTime { run(until: tailStart) }
        if frames == nil, session.debugOverlay.mode == .damage {
            frames = IncrementalFrames(scale: scale)
            frames?.draw(session)
        }
        run(until: at)
        if DamageCheckOption.isOn { try DamageCheckOption.verify(session) }
        // The picture has the session's size at `--at` (a scripted resize changes it).
        let canvas: Canvas
        if let drawn = frames?.canvas, drawCount == 1 {
            frames?.draw(session)
            canvas = drawn
        } else {
            canvas = try makeCanvas(for: session)
            for _ in 0..<drawCount {
                canvas.setTransform(.scale(x: scale, y: scale))
                // Every repeat paints the whole frame, as the first does, so profiles see real work.
                session.setNeedsFullRedraw()
                session.draw(in: canvas)
            }
        }
        do {
            try PNGFile.write(canvas.pixmap, to: out)
        } catch {
            throw fail("\(error)", echoing: [out])
        }
    }

    /// The picture's size in device pixels: the session's size at `--at` (a scripted resize
    /// changes it) times `--scale`.
    private func pixelSize(of session: PlaygroundSession) -> (width: Int, height: Int) {
        (Int((session.size.width * scale).rounded()), Int((session.size.height * scale).rounded()))
    }

    private func makeCanvas(for session: PlaygroundSession) throws -> Canvas {
        let pixels = pixelSize(of: session)
        guard let canvas = Canvas(width: pixels.width, height: pixels.height) else {
            throw MemoryCheck.frameTooLarge(width: pixels.width, height: pixels.height)
        }
        return canvas
    }
}
