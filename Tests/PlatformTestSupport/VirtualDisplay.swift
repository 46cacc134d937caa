import Foundation

/// An Xvfb server for one windowed test, stopped when released.
///
/// Xvfb picks its own display number (`-displayfd`): it takes the lowest number whose lock file
/// it can create, which is atomic, so suites running in parallel never share a server, and it
/// writes the number only once it accepts connections, so a client started after `init` returns
/// never races the server's start-up.
public final class VirtualDisplay {
    /// `:N`, for `DISPLAY`.
    public let name: String
    private let server: Process

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") }

    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts Xvfb with a screen of `screen` (`WxH`, 24-bit) and waits (up to `timeLimit`
    /// seconds) until it is ready.
    public init(screen: String = "1280x800", timeLimit: Double = 60) throws {
        let ready = Pipe()
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(screen)x24", "-nolisten", "tcp"]
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        let announced = Self.readLine(from: ready.fileHandleForReading.fileDescriptor, timeLimit: timeLimit)
        guard let announced, let number = Int(announced) else {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            throw StartFailure(description: "Xvfb did not announce a display within \(Int(timeLimit)) s")
        }
        name = ":\(number)"
    }

    deinit {
        // SIGKILL: children of the test runner's worker threads inherit a signal mask that
        // blocks SIGTERM, so terminate() would leave Xvfb (and the test) waiting forever.
        //
        // The killed server's lock file and socket stay behind, on purpose: the next Xvfb to take
        // the number treats a lock of a dead process as stale and unlinks the socket before it
        // binds its own. Removing them here raced with that server: read the lock (still this
        // server's), then another suite's Xvfb took the display over, then its socket was deleted,
        // and the window smoke test's client found no display at :0 (a fresh-clone CI run).
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

    /// The first line written to `descriptor`, or nil when nothing complete arrives in time or
    /// the writer closes it first.
    private static func readLine(from descriptor: Int32, timeLimit: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeLimit)
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while Date() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&request, 1, min(remaining, 500)) >= 0 || errno == EINTR else { return nil }
            guard request.revents != 0 else { continue }
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}
