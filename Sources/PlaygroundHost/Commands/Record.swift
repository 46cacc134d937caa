import ArgumentParser
import Demos
import Foundation
import Input
import Platform
import PlaygroundCore
import Raster

/// Exports a clip of a demo, headless: the frames `render --at` gives at `--from`, `--from` +
/// 1/fps, … up to `--to`, as an animated WebP (libwebp), a GIF (giflib, palette by
/// libimagequant), an MP4 (through the ffmpeg program) or a folder of numbered PNGs.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export a clip of a demo (animated WebP, GIF, MP4 through ffmpeg, or numbered PNGs), headless.",
        discussion: """
            Frame k is the frame `render --at` gives at --from + k/fps, for every such time up to --to. \
            The output's kind follows --out: clip.webp (lossless unless --quality), clip.gif (one \
            palette of 256 colours for the clip, dithered), clip.mp4 (needs the ffmpeg program), or a \
            folder (frames/ → frames/frame-00000.png …).
            """
    )

    @Argument(help: "A Lottie file (.json, .lottie) to export instead of a demo: its composition alone, transparent, frame N of the file at frame N of the clip.")
    var file: String?

    @Option(name: .long, parsing: .unconditional, help: "The demo: a number 1…6 or a name, or 0 / gallery.")
    var demo: String?

    @Option(name: .long, parsing: .unconditional, help: "The first frame's time on the frame clock, in seconds (default 0); for a Lottie file, its first frame number (default: its in point).")
    var from: Double?

    @Option(name: .long, parsing: .unconditional, help: "The last frame's time (frames stop at or before it), in seconds; for a Lottie file, its last frame number (default: up to its out point).")
    var to: Double?

    @Option(name: .long, parsing: .unconditional, help: "Frames per second of the clip (1…60; default 30; for a Lottie file, 1…120, default its own frame rate).")
    var fps: Double?

    @Option(name: .long, parsing: .unconditional, help: "Logical size, WxH (default: 1280x800; a Lottie file is drawn at its own size, fitted into WxH when given).", transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(name: .long, parsing: .unconditional, help: "Device pixels per point (1…4).")
    var scale: Double = 1

    @Option(name: .long, help: "clip.webp, clip.gif, clip.mp4, or a folder for numbered PNGs.")
    var out: String

    @Option(name: .long, parsing: .unconditional, help: "Lossy WebP at this quality (0…100; default: lossless); for GIF, the least palette quality (default 90); for MP4, the x264 CRF is derived from it.")
    var quality: Double?

    @Flag(name: .long, help: "Leave out the bar under the demos.")
    var noBar = false

    @OptionGroup var playback: PlaybackOptions

    enum Kind { case webp, gif, mp4, pngs }

    func run() throws {
        if let file {
            guard demo == nil else { throw fail("give either a Lottie file or --demo, not both", code: 64) }
            try LottieRecord(file: file, from: from, to: to, fps: fps, size: size, scale: scale, quality: quality, out: out,
                             kind: try outputKind()).run()
            return
        }
        guard let demo else { throw fail("name what to record: --demo N, or a Lottie file", code: 64) }
        guard let to else { throw fail("--to SECONDS is required for a demo", code: 64) }
        let from = self.from ?? 0, fps = self.fps ?? 30, size = self.size ?? SizeArgument(width: 1280, height: 800)
        guard from.isFinite, to.isFinite, from >= 0, to >= from, to <= 3600 else {
            throw fail("--from and --to must be times from 0 to 3600 seconds with --from ≤ --to", code: 64)
        }
        guard fps.isFinite, (1...60).contains(fps) else { throw fail("--fps must be between 1 and 60", code: 64) }
        guard scale.isFinite, (1...4).contains(scale) else { throw fail("--scale must be between 1 and 4", code: 64) }
        if let quality, !(quality.isFinite && (0...100).contains(quality)) {
            throw fail("--quality must be between 0 and 100", code: 64)
        }
        let kind = try outputKind()
        let descriptor = try DemoArgument.resolve(demo)
        let inputScript = try playback.validated()
        let ffmpeg = kind == .mp4 ? try Record.findFFmpeg() : nil
        // As for render, and libwebp's animation encoder keeps several frames and candidate
        // encodings: about 12 frames' worth at the smallest `ulimit -v` that records.
        // A GIF keeps every frame until its palette is chosen (RGBA, then an index per pixel).
        let gifFrames = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
        try MemoryCheck.require(frames: kind == .gif ? gifFrames * 5 / 4 + 8 : kind == .webp ? 13 : 7, width: Int((Double(size.width) * scale).rounded()),
                                height: Int((Double(size.height) * scale).rounded()))
        let session = PlaygroundSession(registry: Host.registry, initial: descriptor, context: DemoContext(text: try ResourceLocator.text()),
                                        size: size.size, showsBar: !noBar, checksDamage: DamageCheckOption.isOn)
        try playback.apply(to: session)
        PlaybackOptions.warnOfPressesOutsideLanes(inputScript, in: session)
        let count = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
        let width = Int((session.size.width * scale).rounded()), height = Int((session.size.height * scale).rounded())
        guard let canvas = Canvas(width: width, height: height) else { throw MemoryCheck.frameTooLarge(width: width, height: height) }
        let progress = Progress(total: count)
        var replay = inputScript.map(InputReplay.init)
        var sink: FrameSink?
        do {
            switch kind {
            case .webp: sink = EncoderSink(writer: try AnimatedWebPWriter(width: width, height: height, quality: quality))
            case .gif: sink = EncoderSink(writer: try AnimatedGIFWriter(width: width, height: height, quality: quality))
            case .mp4: sink = try MP4Sink(ffmpeg: ffmpeg ?? "ffmpeg", width: width, height: height, fps: fps, quality: quality, out: out)
            case .pngs: sink = try PNGSequenceSink(folder: out)
            }
            let checking = DamageCheckOption.isOn
            for index in 0..<count {
                let time = from + Double(index) / fps
                FrameClock.run(session, until: time, frameRate: Render.frameRate, replay: &replay)
                // A clip's frame is drawn whole, as `render` draws it (checked, incrementally, as
                // a window draws it: the check compares it with a whole one).
                if !checking { session.setNeedsFullRedraw() }
                canvas.setTransform(.scale(x: scale, y: scale))
                session.draw(in: canvas)
                try sink?.add(canvas.pixmap, index: index, milliseconds: Int((Double(index) * 1000 / fps).rounded()))
                progress.advance()
            }
            if checking { try DamageCheckOption.verify(session) }
            try sink?.finish(endMilliseconds: Int((Double(count) * 1000 / fps).rounded()), to: out)
            progress.done()
        } catch let error as ExitCode {
            sink?.cancel()
            throw error
        } catch {
            // Nothing half-made stays: ffmpeg stops, its partial file and a folder's frames go.
            sink?.cancel()
            progress.done()
            throw fail("\(error)", echoing: [out])
        }
    }

    private func outputKind() throws -> Kind {
        guard !out.isEmpty else { throw fail("--out is empty: name a .webp, .gif or .mp4 file, or a folder for PNG frames", code: 64) }
        let lower = out.lowercased()
        if lower.hasSuffix(".webp") { return .webp }
        if lower.hasSuffix(".gif") { return .gif }
        if lower.hasSuffix(".mp4") { return .mp4 }
        var isDirectory: ObjCBool = false
        if out.hasSuffix("/") || (FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) && isDirectory.boolValue)
            || URL(fileURLWithPath: out).pathExtension.isEmpty {
            return .pngs
        }
        throw fail("--out must end in .webp, .gif or .mp4, or name a folder for PNG frames (got \(UserText.shown(out)))", code: 64)
    }

    /// The ffmpeg program on PATH, or a clear failure naming the package. Only an executable
    /// regular file counts, as for a shell's lookup: a directory named ffmpeg is passed over.
    static func findFFmpeg() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":", omittingEmptySubsequences: false) {
            // An empty entry is the working directory, as for the shell.
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/ffmpeg"
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        throw fail("MP4 export needs the ffmpeg program, which is not installed: install the Debian package ffmpeg (apt-get install ffmpeg), or export clip.webp or a folder of PNGs", code: 69)
    }
}

