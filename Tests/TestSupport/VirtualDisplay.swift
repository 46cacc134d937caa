import Foundation

/// An Xvfb server on a free-ish display number for one windowed test, stopped when released.
public final class VirtualDisplay {
    /// `:N`, for `DISPLAY`.
    public let name: String
    private let server: Process

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") }

    /// Starts Xvfb on a display in `numbers` (random, so parallel suites rarely collide) and waits
    /// for its socket.
    public init(numbers: Range<Int>) throws {
        let number = Int.random(in: numbers)
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
        // blocks SIGTERM, so terminate() would leave Xvfb (and the test) waiting forever.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// The current environment pointed at this display (and away from Wayland).
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }
}
