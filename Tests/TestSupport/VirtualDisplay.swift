import Foundation

/// An Xvfb server on a free-ish display number for one windowed test, stopped when released.
public final class VirtualDisplay {
    /// `:N`, for `DISPLAY`.
    public let name: String
    private let server: Process

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") }

    private let number: Int

    /// Starts Xvfb on a free display in `numbers` (random, so parallel suites rarely collide) and
    /// waits for its socket. A display with a lock file is taken (or left behind by a killed
    /// server): skipping it keeps the wait meaningful, since an old socket would end it at once.
    public init(numbers: Range<Int>) throws {
        let free = numbers.shuffled().first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") }
        number = free ?? Int.random(in: numbers)
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { usleep(50_000) }
    }

    deinit {
        // SIGKILL: children of the test runner's worker threads inherit a signal mask that
        // blocks SIGTERM, so terminate() would leave Xvfb (and the test) waiting forever. A killed
        // server cannot remove its lock file and socket, so they go here.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// The current environment pointed at this display (and away from Wayland).
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }
}
