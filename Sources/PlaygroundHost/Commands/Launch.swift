import ArgumentParser
import Demos
import Foundation
import Geometry
import Input
import Lottie
import Platform
import PlaygroundCore
import Raster

/// Opens the playground window.
struct Launch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Open the playground window (the default)."
    )

    @Argument(help: "A Lottie file (.json, .lottie) or a folder of them to play, under its own number key; the window reloads it when it is exported again.")
    var file: String?

    @Option(name: .long, parsing: .unconditional, help: "What to open: a demo's number or name (\(Host.registry.demos.map(\.name).joined(separator: ", "))), or 0 / gallery for all of them.")
    var demo: String = Host.defaultDemo

    @Option(name: .long, parsing: .unconditional, help: "The window's logical size, WxH (default: 1280x800).", transform: SizeArgument.parse)
    var size: SizeArgument = SizeArgument(width: 1280, height: 800)

    @Option(name: .long, parsing: .unconditional, help: "Quit after this many seconds (for smoke tests).")
    var duration: Double?

    @Option(name: .long, parsing: .unconditional, help: "Quit after presenting this many frames (with --stats: a pacing measurement).")
    var frames: Int?

    @Option(name: .long, parsing: .unconditional, help: "Device pixels per point the window adds (1…4): 2 shows the playground at 2× on a display that reports no HiDPI scale (X11, Xvfb); the window is that many times larger in pixels.")
    var scale: Double = 1

    @Flag(name: .long, help: "On quitting, print the frame pacing (median and p99 interval between presents, frames later than 25 ms), the process's CPU use (all threads) and the presentation path.")
    var stats = false

    @OptionGroup var playback: PlaybackOptions

    @Flag(name: .customLong("watch-child"), help: .hidden)
    var isWatchChild = false

    @Option(name: .customLong("watch-resume"), help: .hidden)
    var watchResume: String?

    func run() throws {
        let started = FrameLoop.monotonicNanoseconds()
        var registry = Host.registry
        var lottie: (source: LottieSource, descriptor: DemoDescriptor)?
        if let file {
            guard watchResume == nil, !isWatchChild else { throw fail("a Lottie file cannot be opened under watch", code: 64) }
            let source = try LottieOpening.source(for: file)
            let (withFile, descriptor) = try LottieOpening.registry(registry, playing: source, file: file)
            registry = withFile
            lottie = (source, descriptor)
        }
        var handoff = try watchResume.map { path in
            do { return try WatchHandoff.read(from: path) } catch {
                throw fail("cannot read the watch handoff \(UserText.shown(path)): \(error)")
            }
        }
        let descriptor: DemoDescriptor
        if let resumed = handoff, case .success(let found) = PlaygroundSession.resolve(resumed.demo, in: registry) {
            descriptor = found
        } else if isWatchChild || handoff != nil {
            // The new build renamed or removed the demo shown (or the one `watch` was started
            // on): it opens the one asked for, or its first, afresh where the window was.
            if handoff != nil {
                FileHandle.standardError.write(Data("\(Host.commandName): watch: the new build has no demo '\(handoff?.demo ?? "")'; opening it afresh\n".utf8))
            }
            handoff?.dropSession()
            descriptor = try (try? PlaygroundSession.resolve(demo, in: registry).get()) ?? PlaygroundSession.resolve(Host.defaultDemo, in: registry).get()
        } else if let lottie, demo == Host.defaultDemo {
            descriptor = lottie.descriptor
        } else {
            descriptor = try DemoArgument.resolve(demo, in: registry)
        }
        if let duration, !(duration > 0 && duration.isFinite) {
            throw fail("--duration must be a positive number of seconds", code: 64)
        }
        if let frames, !(1...10_000_000).contains(frames) {
            throw fail("--frames must be between 1 and 10000000", code: 64)
        }
        guard (1...4).contains(scale) else { throw fail("--scale must be between 1 and 4", code: 64) }
        // A bad speed or a malformed script is reported before the window opens.
        let inputScript = try playback.validated()
        let text = try ResourceLocator.text()
        // `--set` values are checked against the demo's parameters, which exist only in a
        // session: a headless one, so a bad value is reported (64) whether or not a display is.
        try playback.apply(to: PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text),
                                                 size: size.size, showsBar: true))
        do {
            // Under `watch`, the rebuilt program replays the session handed over before it opens
            // its window, where the old one is and as large.
            var resumed: (session: PlaygroundSession, replayMilliseconds: Double)?
            if let handoff { resumed = try WatchResume.replay(handoff, descriptor: descriptor, registry: registry, text: text) }
            let window = try Window(title: "MotionPlayground — \(descriptor.title)",
                                    size: handoff.map { Size(width: $0.windowSize.width, height: $0.windowSize.height) } ?? size.size,
                                    position: handoff?.windowPosition, presentation: handoff?.presentation, pointScale: scale)
            let session = resumed?.session ?? PlaygroundSession(registry: registry, initial: descriptor,
                                                                 context: DemoContext(text: text), size: window.logicalSize, showsBar: true,
                                                                 checksDamage: DamageCheckOption.isOn)
            session.compositor.check?.onFailure = { failure in
                FileHandle.standardError.write(Data("\(Host.commandName): \(failure)\n".utf8))
            }
            if resumed == nil {
                try playback.apply(to: session)
                PlaybackOptions.warnOfPressesOutsideLanes(inputScript, in: session)
            }
            session.stopwatch = FrameLoop.monotonicNanoseconds
            // C in the inspector: the code goes on the clipboard and to standard output.
            session.onCopyCode = { code in
                print(code)
                do { try Window.setClipboardText(code) } catch {
                    FileHandle.standardError.write(Data("playground: could not copy to the clipboard: \(error)\n".utf8))
                }
            }
            let watcher = LottieFileWatcher()
            watcher.source = lottie?.source
            watcher.start()
            defer { watcher.stop() }
            session.onFileDropped = { [unowned session] path in
                LottieOpening.open(dropped: path, in: session, watcher: watcher)
            }
            let content = SessionContent(session: session, script: inputScript, requestQuit: Launch.postQuit,
                                         requestResize: { [unowned window] in window.setLogicalSize($0) })
            if isWatchChild || handoff != nil {
                let child = WatchChild(replayMilliseconds: resumed?.replayMilliseconds ?? 0, startNanoseconds: started)
                content.watch = (child, { [unowned window] in
                    (window.position, window.logicalSize, window.presentation)
                })
                content.timeOffset = session.frameTime
                child.startReading()
            }
            let loop = try FrameLoop(window: window, content: content)
            loop.recordsPresentIntervals = stats
            let usageBefore = ProcessUsage.now()
            try loop.run(maximumDuration: duration ?? .infinity, maximumFrames: frames ?? .max)
            content.finish()
            if content.watch == nil { print("\(Host.commandName): \(loop.framesPresented) frames presented") }
            if stats {
                print(PacingReport(frames: loop.framesPresented, intervals: loop.presentIntervals, usage: ProcessUsage.now().since(usageBefore),
                                   presentation: window.presentationDescription, rasterKernels: Canvas.kernelBuild).text)
            }
            try DamageCheckOption.verify(session)
        } catch let code as ExitCode {
            throw code
        } catch let error as NoDisplayError {
            let environment = ProcessInfo.processInfo.environment
            throw fail(error.description, code: 2, echoing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].compactMap { environment[$0] })
        } catch {
            throw fail("\(error)")
        }
    }

    /// Closes the window the way the window manager's close button does.
    private static func postQuit() {
        do {
            try Window.requestQuit()
        } catch {
            FileHandle.standardError.write(Data("playground: the script asked to quit, but \(error)\n".utf8))
        }
    }
}
