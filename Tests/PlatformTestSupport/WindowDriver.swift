import Foundation
import TestSupport
import Platform
import Raster

/// The real playground window under Xvfb, driven by real X input (xdotool, through the XTEST
/// extension, as a person's mouse and keyboard) and captured with ImageMagick: what the windowed
/// tests use to check what a user sees.
public final class WindowDriver {
    public static var toolsAvailable: Bool {
        ["/usr/bin/Xvfb", "/usr/bin/import", "/usr/bin/xdotool"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private let display: VirtualDisplay
    private let app: Process
    /// The X window id of the playground's window.
    public private(set) var window = ""

    /// The folder the playground runs in (where F12 writes `screenshots/`).
    public let workingDirectory: String

    /// Starts `playground` (or `executable`: a package's own host) with `arguments` (and
    /// `environment` added to the display's) on a new virtual display with a screen of `screen`
    /// pixels, and waits for its window.
    public init(arguments: [String], environment: [String: String] = [:], screen: String = "1280x800",
                executable: String = RepositoryPaths.executable) throws {
        workingDirectory = RepositoryPaths.temporaryDirectory("window-cwd") + "/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: workingDirectory, withIntermediateDirectories: true)
        // A display that answered Xvfb's "ready" but not the playground's connection (seen once
        // with many servers starting at once on a loaded machine) gets one fresh server more:
        // that is the test machine's trouble, not the playground's.
        var attempt = 1
        var started: (display: VirtualDisplay, app: Process, window: String)
        while true {
            do {
                started = try Self.start(arguments: arguments, environment: environment, screen: screen, executable: executable,
                                         workingDirectory: workingDirectory)
                break
            } catch let failure as Failure where failure.displayWasUnreachable && attempt < 2 {
                attempt += 1
            }
        }
        display = started.display
        app = started.app
        window = started.window
        // Keys go to the focused window (there is no window manager to give it focus).
        _ = try? xdotool(["windowfocus", "--sync", window])
        usleep(300_000)
    }

    /// Starts a virtual display and the playground on it, and waits for its window.
    private static func start(arguments: [String], environment: [String: String], screen: String, executable: String,
                              workingDirectory: String) throws -> (display: VirtualDisplay, app: Process, window: String) {
        let display = try VirtualDisplay(screen: screen)
        let app = Process()
        app.executableURL = URL(fileURLWithPath: executable)
        app.arguments = arguments
        app.environment = display.environment.merging(environment) { _, added in added }
        app.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
        // A file, not a pipe: nobody has to drain it, and it can be read after the app has died.
        let log = workingDirectory + "/playground.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let logHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        app.standardOutput = logHandle
        app.standardError = logHandle
        app.standardInput = FileHandle.nullDevice
        try app.run()
        try? logHandle.close()
        // Generous: on a loaded machine (both cores compiling or rendering goldens) a debug
        // build's first window can take many seconds; a playground that exits ends the wait.
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline {
            let found = try? ProcessRunner.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "MotionPlayground"],
                                               environment: display.environment, timeLimit: 20)
            if let found, found.status == 0, let id = found.standardOutput.split(separator: "\n").first {
                return (display, app, String(id))
            }
            guard app.isRunning else {
                let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                var failure = Failure("the playground exited (status \(app.terminationStatus)) before its window appeared: \(said.suffix(600))")
                failure.displayWasUnreachable = app.terminationStatus == 2 && said.contains("cannot open the display")
                throw failure
            }
            usleep(100_000)
        }
        kill(app.processIdentifier, SIGKILL)
        app.waitUntilExit()
        throw Failure("the playground window did not appear within 90 s")
    }

    deinit {
        kill(app.processIdentifier, SIGKILL)
        app.waitUntilExit()
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        /// The playground could not connect to the display it was given.
        var displayWasUnreachable = false
        init(_ description: String) { self.description = description }
    }

    @discardableResult
    public func xdotool(_ arguments: [String]) throws -> String {
        let outcome = try ProcessRunner.run("/usr/bin/xdotool", arguments, environment: display.environment, timeLimit: 20)
        guard outcome.status == 0 else { throw Failure("xdotool \(arguments.joined(separator: " ")): \(outcome.standardError)") }
        return outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The window's title.
    public func title() throws -> String { try xdotool(["getwindowname", window]) }

    /// The title once it reads `expected`, or the last one read after `seconds`: a key press is
    /// handled on the app's next frame, which a loaded machine (or AddressSanitizer) can delay
    /// past any fixed wait.
    public func title(becoming expected: String, within seconds: Double = 10) throws -> String {
        var current = try title()
        var waited = 0.0
        while current != expected && waited < seconds {
            wait(0.1)
            waited += 0.1
            current = try title()
        }
        return current
    }

    /// Types a key (xdotool's key names: `1`, `space`, `Return`).
    public func press(_ key: String) throws {
        try xdotool(["key", "--window", window, key])
    }

    /// Types a key that closes the window: the window may be gone before xdotool has sent the
    /// key's release (X's BadWindow then), which is what was asked for, not a failure.
    public func pressClosing(_ key: String) throws {
        do {
            try press(key)
        } catch let failure as Failure where failure.description.contains("BadWindow") {
            return
        }
    }

    /// Moves the pointer to window coordinates.
    public func move(to x: Double, _ y: Double) throws {
        try xdotool(["mousemove", "--window", window, "\(Int(x.rounded()))", "\(Int(y.rounded()))"])
    }

    public func mouseDown() throws { try xdotool(["mousedown", "1"]) }
    public func mouseUp() throws { try xdotool(["mouseup", "1"]) }

    /// A click at window coordinates.
    public func click(_ x: Double, _ y: Double) throws {
        try move(to: x, y)
        usleep(50_000)
        try xdotool(["click", "1"])
    }

    /// Presses at `from`, moves to `to` in `steps` moves `pause` seconds apart; releases unless
    /// `release` is false.
    public func drag(from: (Double, Double), to: (Double, Double), steps: Int, pause: Double, release: Bool = true) throws {
        try move(to: from.0, from.1)
        usleep(50_000)
        try mouseDown()
        for step in 1...max(steps, 1) {
            let t = Double(step) / Double(max(steps, 1))
            usleep(UInt32(pause * 1_000_000))
            try move(to: from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t)
        }
        if release {
            usleep(UInt32(pause * 1_000_000))
            try mouseUp()
        }
    }

    /// The window's pixels now.
    public func screenshot() throws -> Pixmap {
        let path = RepositoryPaths.temporaryDirectory("window") + "/\(UUID().uuidString).png"
        let outcome = try ProcessRunner.run("/usr/bin/import", ["-window", window, path], environment: display.environment, timeLimit: 20)
        guard outcome.status == 0 else { throw Failure("import: \(outcome.standardError)") }
        return try PNGFile.read(path)
    }

    /// Moves the window's top-left corner to screen point (`x`, `y`), even off screen.
    public func moveWindow(to x: Int, _ y: Int) throws {
        try xdotool(["windowmove", "--sync", window, "\(x)", "\(y)"])
    }

    /// Resizes the window to `width` × `height` logical pixels.
    public func resizeWindow(to width: Int, _ height: Int) throws {
        try xdotool(["windowsize", "--sync", window, "\(width)", "\(height)"])
    }

    /// The first screenshot for which `condition` holds, polling for up to `seconds` (a frame can
    /// take long on a loaded machine; no fixed wait is enough); the last one taken if none does,
    /// for the caller's expectation to fail on.
    public func screenshot(within seconds: Double = 30, where condition: (Pixmap) -> Bool) throws -> Pixmap {
        let deadline = Date().addingTimeInterval(seconds)
        var shot = try screenshot()
        while !condition(shot) && Date() < deadline {
            wait(0.1)
            shot = try screenshot()
        }
        return shot
    }

    /// A screenshot once two taken `interval` seconds apart are equal (the window has drawn
    /// what it was asked to and stands still), or a failure after `seconds`: on a loaded
    /// machine a frame can take long, and no fixed wait would be enough.
    /// With `region` (device pixels), only that part must stand still.
    public func settledScreenshot(within seconds: Double = 30, interval: Double = 0.3, region: IntRect? = nil) throws -> Pixmap {
        let deadline = Date().addingTimeInterval(seconds)
        var last = try screenshot()
        var change = ""
        while Date() < deadline {
            wait(interval)
            let next = try screenshot()
            if next.width == last.width, next.height == last.height, Self.same(last, next, in: region ?? next.bounds) { return next }
            change = Self.describeChange(from: last, to: next)
            last = next
        }
        throw Failure("the window did not settle within \(Int(seconds)) s (last change: \(change))")
    }

    /// Whether `a` and `b` have the same pixels in `region`.
    static func same(_ a: Pixmap, _ b: Pixmap, in region: IntRect) -> Bool {
        let area = region.intersection(a.bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where a[x, y] != b[x, y] { return false }
        }
        return true
    }

    /// "N pixels in x,y w×h", or the sizes when they differ.
    static func describeChange(from a: Pixmap, to b: Pixmap) -> String {
        guard a.width == b.width, a.height == b.height else { return "\(a.width)×\(a.height) → \(b.width)×\(b.height)" }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                count += 1
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        return count == 0 ? "none" : "\(count) pixels in \(minX),\(minY) \(maxX - minX + 1)×\(maxY - minY + 1)"
    }

    /// Waits (up to `seconds`) for a file ending in `suffix` in the playground's folder
    /// `folder` that is not in `known`, and returns its path.
    public func newFile(in folder: String, suffix: String, besides known: Set<String> = [], within seconds: Double = 30) throws -> String {
        let directory = workingDirectory + "/" + folder
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            if let found = names.first(where: { $0.hasSuffix(suffix) && !known.contains($0) }) { return directory + "/" + found }
            wait(0.1)
        }
        throw Failure("no new \(suffix) file in \(folder)/ within \(Int(seconds)) s")
    }

    /// The files in the playground's folder `folder` now.
    public func files(in folder: String) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: workingDirectory + "/" + folder)) ?? [])
    }

    /// Finds the window again after it was replaced (`watch` opens the rebuilt program's window
    /// and closes the old one): the one visible playground window other than the old, within
    /// `seconds`.
    public func reattach(within seconds: Double = 30) throws {
        let old = window
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found = ((try? xdotool(["search", "--onlyvisible", "--name", "MotionPlayground"])) ?? "")
                .split(separator: "\n").map(String.init)
            if found.count == 1, let only = found.first, only != old {
                window = only
                _ = try? xdotool(["windowfocus", "--sync", window])
                return
            }
            wait(0.1)
        }
        throw Failure("no new window replaced \(old) within \(Int(seconds)) s")
    }

    /// Whether the playground is still running.
    public var isRunning: Bool { app.isRunning }

    /// The process id of the program the driver started.
    public var processIdentifier: Int32 { app.processIdentifier }

    /// Sends SIGINT (what Ctrl-C in a terminal sends) and waits up to `seconds` for the program to
    /// end; returns whether it did.
    @discardableResult
    public func interrupt(within seconds: Double = 30) -> Bool {
        kill(app.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(seconds)
        while app.isRunning && Date() < deadline { usleep(20_000) }
        return !app.isRunning
    }

    /// What the playground printed so far.
    public var log: String { (try? String(contentsOfFile: workingDirectory + "/playground.log", encoding: .utf8)) ?? "" }

    /// Waits `seconds` of wall-clock time.
    public func wait(_ seconds: Double) {
        usleep(UInt32(seconds * 1_000_000))
    }
}
