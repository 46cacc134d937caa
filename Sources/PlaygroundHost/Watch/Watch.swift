import ArgumentParser
import Foundation
import Platform

/// `watch`: the window on the package's demos, rebuilt and replayed on every save.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Open the window and, on every save, rebuild and show the new code at the same moment.",
        discussion: """
            Watches the package's Sources/ and Package.swift. On a save it rebuilds the program (only \
            what changed), then opens the new build where the window was, replays the session so far \
            (the same drag, at the same time) and closes the old window. A failed build shows the \
            compiler's first error in the window, over the last good build, which keeps running.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: "What to open: a demo's number or name, or 0 / gallery.")
    var demo: String = Host.defaultDemo

    @Option(name: .long, parsing: .unconditional, help: "The window's logical size, WxH.")
    var size: SizeArgument = SizeArgument(width: 1280, height: 800)

    /// Release by default: the engine then draws at full speed (a debug build of the renderer
    /// cannot hold 60 fps on the heavier scenes), and the new build's first frame — a replay and
    /// a full repaint — takes tens of milliseconds rather than hundreds. Only the edited module
    /// is compiled again either way.
    @Option(name: [.customShort("c"), .long], parsing: .unconditional, help: "The build configuration: release (the default) or debug.")
    var configuration: String = "release"

    @Option(name: .long, parsing: .unconditional, help: "The package to watch (default: the one this program was built from).")
    var package: String?

    @Option(name: .long, parsing: .unconditional, help: "Seconds between looks at the sources (0.05…5).")
    var poll: Double = 0.1

    func run() throws {
        guard ["debug", "release"].contains(configuration) else {
            throw fail("--configuration must be debug or release", code: 64)
        }
        guard (0.05...5).contains(poll) else { throw fail("--poll must be between 0.05 and 5 seconds", code: 64) }
        _ = try DemoArgument.resolve(demo, in: Host.registry)
        guard let directory = package.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) ?? Host.packageDirectory,
              FileManager.default.fileExists(atPath: directory + "/Package.swift") else {
            throw fail("cannot find the package to watch (no Package.swift); pass --package DIR", code: 64)
        }
        let build = PackageBuild(directory: directory, product: Host.product, configuration: configuration)
        do {
            try WatchSession(build: build, arguments: ["--demo", demo, "--size", size.defaultValueDescription], poll: poll).run()
        } catch let error as WatchError {
            throw fail(error.description)
        }
    }
}

/// The watcher's loop: build, open, and on every save rebuild and hand over.
private struct WatchSession {
    let build: PackageBuild
    let arguments: [String]
    let poll: Double

    func run() throws {
        let say = { (line: String) in try? FileHandle.standardOutput.write(contentsOf: Data("\(Host.commandName): watch: \(line)\n".utf8)) }
        var snapshot = SourceSnapshot(package: build.directory)
        // The first build: until it succeeds there is no window to show errors in.
        while true {
            let outcome = try build.run()
            if outcome.succeeded { break }
            say("build failed: \(outcome.firstError ?? "") (waiting for a save)")
            snapshot = waitForChange(after: snapshot) ?? snapshot
        }
        let executable = try build.binaryDirectory() + "/" + build.product
        let handoffs = try Self.handoffFolder()
        // A signal that ends watch (Ctrl-C in its terminal) skips the `defer`: the handler then
        // removes the sessions (`session-<n>.json`, counted as they are handed over) and the folder.
        let registered = TemporaryFiles.registerFolder(handoffs, prefix: "session-", digits: 1, suffix: ".json")
        defer {
            try? FileManager.default.removeItem(atPath: handoffs)
            if registered { TemporaryFiles.unregisterFolder() }
        }
        var window = try WatchedWindow(executable: executable, arguments: arguments, handoff: nil)
        guard window.await("ready", timeout: 120) != nil else {
            throw WatchError("the window did not open (exit status \(window.terminationStatus))")
        }
        say("watching \(build.directory)/Sources")
        var rebuilds = 0
        while true {
            guard let change = waitForChange(after: snapshot, while: window) else {
                return  // The window was closed: so is watch.
            }
            snapshot = change
            let saved = change.newest ?? Date()
            let outcome = try build.run()
            guard outcome.succeeded else {
                window.send("error \(outcome.firstError ?? "the build failed")")
                say("build failed in \(Self.format(outcome.seconds)) s: \(outcome.firstError ?? "")")
                continue
            }
            let built = Date()
            rebuilds += 1
            let path = handoffs + "/session-\(rebuilds).json"
            // Sessions 0 … rebuilds for the handler (there is no 0: removing it fails harmlessly).
            TemporaryFiles.setFolderFileCount(rebuilds + 1)
            window.send("handoff \(path)")
            // A window that does not answer (stuck in the old code) is replaced by a fresh one.
            let handedOff = window.await("saved \(path)", timeout: 10) != nil
            if !handedOff {
                say("the window did not hand its session over (stuck?); the new build starts afresh")
                window.quit(timeout: 0.5)
            }
            let handedOver = Date()
            let next = try WatchedWindow(executable: executable, arguments: arguments, handoff: handedOff ? path : nil)
            guard let ready = next.await("ready", timeout: 60) else {
                next.quit()
                guard window.isRunning else {
                    throw WatchError("the new build did not open its window (exit status \(next.terminationStatus))")
                }
                say("the new build did not open its window (exit status \(next.terminationStatus)); the last build keeps running")
                continue
            }
            let shown = Date()
            window.quit()
            window = next
            let parts = ready.split(separator: " ").compactMap { Double($0) }
            let start = parts.count == 2 ? "; the new program's first frame \(Self.format(parts[1])) ms after it began, \(Self.format(parts[0])) ms of that replaying" : ""
            say("""
                rebuilt in \(Self.format(outcome.seconds)) s (compiler), then the new build on screen \
                \(Self.format(shown.timeIntervalSince(built) * 1000)) ms later (ours: handoff \
                \(Self.format(handedOver.timeIntervalSince(built) * 1000)) ms\(start)); \
                \(Self.format(shown.timeIntervalSince(saved))) s from the save; replayed \(path)
                """)
        }
    }

    /// Polls until the sources differ from `snapshot` and then hold still for one poll (an
    /// editor that writes in steps); nil when `window` ends first.
    private func waitForChange(after snapshot: SourceSnapshot, while window: WatchedWindow? = nil) -> SourceSnapshot? {
        while true {
            usleep(UInt32(poll * 1_000_000))
            if let window, !window.isRunning { return nil }
            var current = SourceSnapshot(package: build.directory)
            guard current != snapshot else { continue }
            while true {
                usleep(UInt32(poll * 1_000_000))
                let settled = SourceSnapshot(package: build.directory)
                if settled == current { break }
                current = settled
            }
            return current
        }
    }

    /// A fresh folder for the sessions handed from one build to the next.
    private static func handoffFolder() throws -> String {
        let path = NSTemporaryDirectory() + "motionplayground-watch-\(getpid())"
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw WatchError("cannot make \(path): \(error.localizedDescription)")
        }
        return path
    }

    static func format(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.0f", value) }
}
